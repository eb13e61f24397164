//! Request and response bodies for showings and reports. Money crosses this boundary as dollars
//! (JSON numbers); below it, it is integer cents.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use showscribe_domain::report::{PricedItem, ReportContent};
use showscribe_domain::showing::{
    ADDRESS_NOT_PROVIDED, CLIENT_PLACEHOLDER, InvalidText, ListPrice, Notes, Report,
    ReportWithShowing, Showing, ShowingDetails, optional_text,
};
use showscribe_domain::{Cents, Email};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, FieldErrors};

fn dollars(c: Cents) -> f64 {
    c.dollars()
}

/// The showing form. Every detail is optional; at least one of the two note boxes must hold
/// something. The mobile form sends `buyerName` / `buyerEmail` for the client.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CreateShowingRequest {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    /// Dollars, as a number or a string such as "$525,000".
    #[schema(value_type = Option<f64>)]
    pub list_price: Option<Value>,
    pub client_name: Option<String>,
    pub client_email: Option<String>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<String>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: Option<String>,
    pub updates_wanted: Option<String>,
    pub buyer_name: Option<String>,
    pub buyer_email: Option<String>,
}

const LIST_PRICE: &str = "List price must be a positive number";
const EMAIL: &str = "Please enter a valid email address";

fn text_message(label: &str) -> impl FnOnce(InvalidText) -> String + '_ {
    move |e| match e {
        InvalidText::TooLong(n) => format!("{label} must be at most {} characters", group(n)),
        InvalidText::ControlCharacters => {
            format!("{label} contains characters that are not allowed")
        }
    }
}

fn group(n: usize) -> String {
    Cents((n as i64) * 100)
        .to_string()
        .trim_start_matches('$')
        .to_owned()
}

fn parse_list_price(v: &Value) -> Result<Option<ListPrice>, ()> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => ListPrice::parse(s).map(Some).map_err(|_| ()),
        Value::Number(n) => {
            let d = n.as_f64().ok_or(())?;
            let cents = Cents::from_dollars(d).ok_or(())?;
            ListPrice::from_cents(cents).map(Some).map_err(|_| ())
        }
        _ => Err(()),
    }
}

fn optional_email(raw: Option<&str>) -> Result<Option<Email>, ()> {
    match raw.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) => Email::parse(s).map(Some).map_err(|_| ()),
    }
}

impl CreateShowingRequest {
    pub fn try_into_domain(self) -> Result<ShowingDetails, ApiError> {
        let mut e = FieldErrors::default();
        let client_name_raw = self
            .client_name
            .as_deref()
            .filter(|s| !s.trim().is_empty())
            .or(self.buyer_name.as_deref());
        let client_email_raw = self
            .client_email
            .as_deref()
            .filter(|s| !s.trim().is_empty())
            .or(self.buyer_email.as_deref());
        let property_address = e.check(
            "propertyAddress",
            optional_text(self.property_address.as_deref(), 300),
            text_message("Property address"),
        );
        let property_description = e.check(
            "propertyDescription",
            optional_text(self.property_description.as_deref(), 5_000),
            text_message("Property description"),
        );
        let list_price = e.check(
            "listPrice",
            parse_list_price(self.list_price.as_ref().unwrap_or(&Value::Null)),
            |()| LIST_PRICE.to_owned(),
        );
        let client_name = e.check(
            "clientName",
            optional_text(client_name_raw, 100),
            text_message("Client name"),
        );
        let client_email = e.check("clientEmail", optional_email(client_email_raw), |()| {
            EMAIL.to_owned()
        });
        let client_phone = e.check(
            "clientPhone",
            optional_text(self.client_phone.as_deref(), 30),
            text_message("Client phone"),
        );
        let agent_name = e.check(
            "agentName",
            optional_text(self.agent_name.as_deref(), 200),
            text_message("Agent name"),
        );
        let agent_email = e.check(
            "agentEmail",
            optional_email(self.agent_email.as_deref()),
            |()| EMAIL.to_owned(),
        );
        let agent_phone = e.check(
            "agentPhone",
            optional_text(self.agent_phone.as_deref(), 30),
            text_message("Agent phone"),
        );
        let agent_company = e.check(
            "agentCompany",
            optional_text(self.agent_company.as_deref(), 200),
            text_message("Agent company"),
        );
        let repairs_needed = e.check(
            "repairsNeeded",
            Notes::parse(self.repairs_needed.as_deref().unwrap_or_default()),
            text_message("Notes"),
        );
        let updates_wanted = e.check(
            "updatesWanted",
            Notes::parse(self.updates_wanted.as_deref().unwrap_or_default()),
            text_message("Notes"),
        );
        let details = (|| {
            Some(ShowingDetails {
                property_address: property_address?,
                property_description: property_description?,
                list_price: list_price?,
                client_name: client_name?,
                client_email: client_email?,
                client_phone: client_phone?,
                agent_name: agent_name?,
                agent_email: agent_email?,
                agent_phone: agent_phone?,
                agent_company: agent_company?,
                repairs_needed: repairs_needed?,
                updates_wanted: updates_wanted?,
            })
        })();
        match details {
            Some(d) if e.is_empty() => Ok(d),
            _ => Err(e.into_error()),
        }
    }
}

/// A showing. `propertyAddress` and `buyerName` carry clearly-labelled placeholders when the
/// agent left them out; the raw values are in `details`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Showing)]
pub struct ShowingResponse {
    pub id: i64,
    pub property_address: String,
    pub buyer_name: String,
    /// "pending" until a report is generated, then "completed".
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub details: ShowingDetailsResponse,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShowingDetailsResponse {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    /// Dollars.
    pub list_price: Option<f64>,
    pub client_name: Option<String>,
    pub client_email: Option<String>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<String>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: String,
    pub updates_wanted: String,
}

impl From<&Showing> for ShowingResponse {
    fn from(s: &Showing) -> Self {
        let d = &s.details;
        Self {
            id: s.id.0,
            property_address: s.address_label().to_owned(),
            buyer_name: s.client_label().to_owned(),
            status: s.status.as_str().to_owned(),
            created_at: s.created_at,
            details: ShowingDetailsResponse {
                property_address: d.property_address.clone(),
                property_description: d.property_description.clone(),
                list_price: d.list_price.map(|p| dollars(p.cents())),
                client_name: d.client_name.clone(),
                client_email: d.client_email.as_ref().map(|e| e.as_str().to_owned()),
                client_phone: d.client_phone.clone(),
                agent_name: d.agent_name.clone(),
                agent_email: d.agent_email.as_ref().map(|e| e.as_str().to_owned()),
                agent_phone: d.agent_phone.clone(),
                agent_company: d.agent_company.clone(),
                repairs_needed: d.repairs_needed.as_str().to_owned(),
                updates_wanted: d.updates_wanted.as_str().to_owned(),
            },
        }
    }
}

/// One repair or upgrade. Costs are dollars; null where the item needs a contractor quote.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportItemResponse {
    pub description: String,
    pub category: String,
    /// safety, soon or cosmetic.
    pub priority: String,
    /// The typical cost.
    pub estimated_cost: Option<f64>,
    pub low_cost: Option<f64>,
    pub high_cost: Option<f64>,
    pub catalog_key: Option<String>,
    pub quantity: Option<f64>,
    /// Why the cost is what it is, when that needs saying ("Needs a contractor quote"…).
    pub note: Option<String>,
}

impl From<&PricedItem> for ReportItemResponse {
    fn from(i: &PricedItem) -> Self {
        Self {
            description: i.description.clone(),
            category: i.category.clone(),
            priority: i.priority.label().to_lowercase(),
            estimated_cost: i.cost.map(|c| dollars(c.typical)),
            low_cost: i.cost.map(|c| dollars(c.low)),
            high_cost: i.cost.map(|c| dollars(c.high)),
            catalog_key: i.catalog_key.clone(),
            quantity: i.quantity,
            note: i.note.clone(),
        }
    }
}

/// A report's content. Totals are computed by the server from the items.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportContentResponse {
    pub summary: String,
    pub repairs: Vec<ReportItemResponse>,
    /// Typical total of the priced repairs.
    pub total_repair_cost: f64,
    pub total_repair_low: f64,
    pub total_repair_high: f64,
    /// Repairs that need a contractor quote (not in the totals).
    pub unpriced_repairs: usize,
    pub upgrades: Vec<ReportItemResponse>,
    pub total_upgrade_cost: f64,
    pub total_upgrade_low: f64,
    pub total_upgrade_high: f64,
    pub unpriced_upgrades: usize,
    /// Null when the agent gave no list price (no price is ever made up).
    pub list_price: Option<f64>,
    pub total_with_repairs: Option<f64>,
    pub total_with_upgrades: Option<f64>,
    /// "estimator" (built-in) or "llm".
    pub generator: String,
    pub generator_note: Option<String>,
    pub region_state: Option<String>,
    pub region_factor: f64,
    pub disclaimer: String,
}

impl From<&ReportContent> for ReportContentResponse {
    fn from(c: &ReportContent) -> Self {
        Self {
            summary: c.summary.clone(),
            repairs: c.repairs.iter().map(Into::into).collect(),
            total_repair_cost: dollars(c.repair_totals.cost.typical),
            total_repair_low: dollars(c.repair_totals.cost.low),
            total_repair_high: dollars(c.repair_totals.cost.high),
            unpriced_repairs: c.repair_totals.unpriced,
            upgrades: c.upgrades.iter().map(Into::into).collect(),
            total_upgrade_cost: dollars(c.upgrade_totals.cost.typical),
            total_upgrade_low: dollars(c.upgrade_totals.cost.low),
            total_upgrade_high: dollars(c.upgrade_totals.cost.high),
            unpriced_upgrades: c.upgrade_totals.unpriced,
            list_price: c.list_price.map(dollars),
            total_with_repairs: c.total_with_repairs.map(dollars),
            total_with_upgrades: c.total_with_upgrades.map(dollars),
            generator: c.generator.as_str().to_owned(),
            generator_note: c.generator_note.clone(),
            region_state: c.region_state.clone(),
            region_factor: c.region_factor,
            disclaimer: c.disclaimer.clone(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportShowingResponse {
    pub id: i64,
    pub property_address: String,
    pub buyer_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Report)]
pub struct ReportResponse {
    pub id: i64,
    pub showing_id: i64,
    /// "comprehensive" (the showing report) or "cma".
    pub report_type: String,
    pub created_at: DateTime<Utc>,
    pub email_sent: bool,
    /// Set once a PDF has been rendered.
    pub pdf_file_path: Option<String>,
    pub showing: Option<ReportShowingResponse>,
    pub content: ReportContentResponse,
}

impl ReportResponse {
    pub fn new(r: &Report, showing: Option<ReportShowingResponse>) -> Self {
        Self {
            id: r.id.0,
            showing_id: r.showing_id.0,
            report_type: r.report_type.as_str().to_owned(),
            created_at: r.created_at,
            email_sent: r.email_sent,
            pdf_file_path: r.pdf_file_path.clone(),
            showing,
            content: (&r.content).into(),
        }
    }

    pub fn of_showing(r: &Report, s: &Showing) -> Self {
        Self::new(
            r,
            Some(ReportShowingResponse {
                id: s.id.0,
                property_address: s.address_label().to_owned(),
                buyer_name: s.client_label().to_owned(),
            }),
        )
    }
}

impl From<&ReportWithShowing> for ReportResponse {
    fn from(r: &ReportWithShowing) -> Self {
        Self::new(
            &r.report,
            Some(ReportShowingResponse {
                id: r.showing_id.0,
                property_address: r
                    .property_address
                    .clone()
                    .unwrap_or_else(|| ADDRESS_NOT_PROVIDED.to_owned()),
                buyer_name: r
                    .client_name
                    .clone()
                    .unwrap_or_else(|| CLIENT_PLACEHOLDER.to_owned()),
            }),
        )
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct EditReportRequest {
    #[schema(required = true)]
    pub summary: String,
}

/// Paging of list calls: `limit` (1–500, default 100) rows after `offset`. The total is in the
/// `X-Total-Count` response header.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    pub limit: Option<u64>,
    pub offset: Option<u64>,
}

/// Optional body of send-report: the summary as edited on the page.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SendReportRequest {
    pub summary: Option<String>,
}
