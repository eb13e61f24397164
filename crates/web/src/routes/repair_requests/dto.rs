//! Bodies of the repair-request calls. Amounts travel as dollars; items are named by their id
//! inside the report ("i7"), which means nothing outside it.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_application::ports::ListExpectation;
use showscribe_application::showings::RequestView;
use showscribe_domain::Cents;
use showscribe_domain::repair_request::{OfferFigures, Remedy, RequestedItem};
use showscribe_domain::report::MAX_ITEMS;
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::routes::values::dollars;

/// A whole list, replacing the one before.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RepairRequestBody {
    /// The items asked for; an empty list withdraws every request.
    pub items: Vec<RequestedItemBody>,
    /// The `updatedAt` of the list this one replaces, as the saver last read it (null when none
    /// was saved yet). A list changed since answers 409 and nothing is stored, so the agent and
    /// the client never overwrite each other unseen. Left out, whatever is stored is replaced.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<DateTime<Utc>>, nullable)]
    pub based_on: Option<Option<DateTime<Utc>>>,
}

/// A field that is there, even as null (`Some(None)`), apart from one left out (`None`).
fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestedItemBody {
    /// The report item's id ("i7").
    pub item_id: String,
    /// "repair" (the seller repairs it) or "credit" (the seller pays for it at closing).
    pub remedy: String,
    /// Dollars, from 0 to 1,000,000 (a credit more than 0).
    pub amount: f64,
    /// At most 500 characters.
    pub note: Option<String>,
}

impl RepairRequestBody {
    /// What the save expects to replace.
    pub fn expectation(&self) -> ListExpectation {
        match self.based_on {
            None => ListExpectation::Any,
            Some(None) => ListExpectation::Unsaved,
            Some(Some(at)) => ListExpectation::SavedAt(at),
        }
    }

    /// The entries, or a 400 naming each field that is not one (`items.2.remedy`). Whether an
    /// entry fits the report is the domain's to say.
    pub fn entries(self) -> Result<Vec<RequestedItem>, ApiError> {
        if self.items.len() > MAX_ITEMS {
            return Err(ApiError::bad_request(
                "validation",
                format!("A request lists at most {MAX_ITEMS} items"),
            )
            .with_field(
                "items",
                format!("A request lists at most {MAX_ITEMS} items"),
            ));
        }
        let mut fields = std::collections::BTreeMap::new();
        let mut entries = Vec::with_capacity(self.items.len());
        for (index, item) in self.items.into_iter().enumerate() {
            let remedy = Remedy::parse(&item.remedy);
            if remedy.is_none() {
                fields.insert(
                    format!("items.{index}.remedy"),
                    "Choose repair or credit".to_owned(),
                );
            }
            let amount = Cents::from_dollars(item.amount);
            if amount.is_none() {
                fields.insert(
                    format!("items.{index}.amount"),
                    "Enter an amount from $0 to $1,000,000".to_owned(),
                );
            }
            if let (Some(remedy), Some(amount)) = (remedy, amount) {
                entries.push(RequestedItem {
                    item_id: item.item_id,
                    remedy,
                    amount,
                    note: item.note,
                });
            }
        }
        if fields.is_empty() {
            Ok(entries)
        } else {
            Err(ApiError::validation(fields))
        }
    }
}

/// One entry of the list, for an item still in the report.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestedItemResponse {
    pub item_id: String,
    /// "repair" or "credit".
    pub remedy: String,
    /// Dollars.
    pub amount: f64,
    pub note: Option<String>,
}

/// What the list adds up to, in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestTotalsResponse {
    pub items: usize,
    /// Credits asked of the seller at closing.
    pub credits: f64,
    /// What the repairs asked of the seller are worth.
    pub repairs: f64,
    /// Both together.
    pub requested: f64,
}

/// The numbers an offer is written with, each computed from what exists; null where the data
/// cannot give it (no list price, no complete market analysis).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferResponse {
    pub list_price: Option<f64>,
    /// The market analysis's indicated value.
    pub value_low: Option<f64>,
    pub value_point: Option<f64>,
    pub value_high: Option<f64>,
    /// The report's priced repairs at their typical cost.
    pub typical_repairs: f64,
    /// Repairs that need a quote, not in `typicalRepairs`.
    pub unpriced_repairs: usize,
    /// The indicated value less the typical repairs.
    pub condition_adjusted_value: Option<f64>,
    pub requested_credits: f64,
    /// The list price less the requested credits.
    pub effective_price: Option<f64>,
}

impl From<&OfferFigures> for OfferResponse {
    fn from(o: &OfferFigures) -> Self {
        let money = |c: Option<Cents>| c.map(dollars);
        Self {
            list_price: money(o.list_price),
            value_low: money(o.value_range.map(|v| v.low)),
            value_point: money(o.value_range.map(|v| v.point)),
            value_high: money(o.value_range.map(|v| v.high)),
            typical_repairs: dollars(o.typical_repairs),
            unpriced_repairs: o.unpriced_repairs,
            condition_adjusted_value: money(o.condition_adjusted_value),
            requested_credits: dollars(o.requested_credits),
            effective_price: money(o.effective_price),
        }
    }
}

/// A showing's repair-request list as the report now stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepairRequestResponse {
    /// In the report's order; an item removed from the report has dropped out.
    pub items: Vec<RequestedItemResponse>,
    pub totals: RequestTotalsResponse,
    pub offer: OfferResponse,
    /// "buyer" or "agent"; null until someone saves a list.
    pub updated_by: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

impl RepairRequestResponse {
    pub fn new(view: &RequestView) -> Self {
        Self {
            items: view
                .entries
                .iter()
                .map(|entry| RequestedItemResponse {
                    item_id: entry.item_id.clone(),
                    remedy: entry.remedy.as_str().to_owned(),
                    amount: dollars(entry.amount),
                    note: entry.note.clone(),
                })
                .collect(),
            totals: RequestTotalsResponse {
                items: view.totals.items,
                credits: dollars(view.totals.credits),
                repairs: dollars(view.totals.repairs),
                requested: dollars(view.totals.requested()),
            },
            offer: (&view.offer).into(),
            updated_by: view
                .saved
                .as_ref()
                .map(|s| s.updated_by.as_str().to_owned()),
            updated_at: view.saved.as_ref().map(|s| s.updated_at),
        }
    }
}
