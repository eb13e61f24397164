//! A showing report's repairs and upgrades, edited by the agent: add one (the agent's own, or
//! a catalog item), change one, remove one. Each answers the whole report, totals recomputed.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, patch, post, web};
use serde::Deserialize;
use serde_json::Value;
use showscribe_application::showings::{EditItemsError, EditedReport};
use showscribe_domain::Cents;
use showscribe_domain::report::{Figures, FindingKind, ItemPatch, NewItem, Priority};
use showscribe_domain::showing::{ReportId, ShowingId};
use utoipa::ToSchema;

use super::dto::{ReportResponse, number};
use crate::error::{ApiError, ErrorBody, FieldErrors};
use crate::session::SignedIn;
use crate::startup::AppState;

/// An item to add, or the fields of an item to change (what is left out stays as it is).
///
/// Adding takes either the agent's own item (`kind` and `description`; figures optional, but if
/// any is given all three make a range low ≤ estimated ≤ high; without figures the item needs a
/// contractor quote) or a catalog item (`kind` and `catalogKey`, and a `quantity` for an item
/// priced per unit), priced exactly as generating prices it for the report's region. A catalog
/// item with figures keeps the agent's figures.
///
/// Changing figures marks them the agent's (`agentFigure`); the figures not given keep their
/// values. A new `catalogKey` or `quantity` prices the item from the catalog again (unless
/// figures come with it). A new `kind` moves the item between the repairs and the upgrades.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReportItemRequest {
    /// "repair" or "upgrade". Required to add an item.
    pub kind: Option<String>,
    /// At most 500 characters. Required for the agent's own item; a catalog item is described
    /// by its label unless given.
    pub description: Option<String>,
    /// At most 60 characters. Defaults to the catalog item's category, or "Other".
    pub category: Option<String>,
    /// "safety", "soon" or "cosmetic" (as items carry it; "high", "medium" and "low" are read
    /// as the same). Defaults to "soon" for a repair and "cosmetic" for an upgrade.
    pub priority: Option<String>,
    /// Dollars, at least 0 and at most 10,000,000.
    #[schema(value_type = Option<f64>)]
    pub low_cost: Option<Value>,
    /// Dollars: the typical cost, between the low and the high cost.
    #[schema(value_type = Option<f64>)]
    pub estimated_cost: Option<Value>,
    /// Dollars.
    #[schema(value_type = Option<f64>)]
    pub high_cost: Option<Value>,
    /// A catalog item's key (see `GET /api/catalog`).
    pub catalog_key: Option<String>,
    /// How many units of the catalog item (windows, square feet…): more than 0, at most
    /// 100,000. Only for a catalog item.
    #[schema(value_type = Option<f64>)]
    pub quantity: Option<Value>,
}

const KIND: &str = "Kind must be repair or upgrade";
const PRIORITY: &str = "Priority must be safety, soon or cosmetic";

fn kind(raw: &str) -> Result<FindingKind, ()> {
    match raw.trim().to_lowercase().as_str() {
        "repair" => Ok(FindingKind::Repair),
        "upgrade" => Ok(FindingKind::Upgrade),
        _ => Err(()),
    }
}

fn priority(raw: &str) -> Result<Priority, ()> {
    match raw.trim().to_lowercase().as_str() {
        "safety" | "high" => Ok(Priority::Safety),
        "soon" | "medium" => Ok(Priority::Soon),
        "cosmetic" | "low" => Ok(Priority::Cosmetic),
        _ => Err(()),
    }
}

/// An amount in dollars as cents. Amounts too large to hold are kept beyond the limit, so the
/// domain refuses them with its own words.
fn cents(v: Option<&Value>) -> Result<Option<Cents>, ()> {
    Ok(number(v)?.and_then(|d| Cents::from_dollars(d.clamp(-1e12, 1e12))))
}

/// The request's fields, read; what cannot be read is recorded in `e` by field.
struct Fields {
    kind: Option<FindingKind>,
    description: Option<String>,
    category: Option<String>,
    priority: Option<Priority>,
    figures: Figures,
    catalog_key: Option<String>,
    quantity: Option<f64>,
}

impl ReportItemRequest {
    fn read(self, e: &mut FieldErrors) -> Option<Fields> {
        let kind = e.check("kind", self.kind.as_deref().map(kind).transpose(), |()| {
            KIND.to_owned()
        });
        let priority = e.check(
            "priority",
            self.priority.as_deref().map(priority).transpose(),
            |()| PRIORITY.to_owned(),
        );
        let amount = |e: &mut FieldErrors, field: &str, label: &str, v: Option<&Value>| {
            e.check(field, cents(v), |()| format!("{label} must be a number"))
        };
        let low = amount(e, "lowCost", "Low cost", self.low_cost.as_ref());
        let estimated = amount(
            e,
            "estimatedCost",
            "Estimated cost",
            self.estimated_cost.as_ref(),
        );
        let high = amount(e, "highCost", "High cost", self.high_cost.as_ref());
        let quantity = e.check("quantity", number(self.quantity.as_ref()), |()| {
            "Quantity must be a positive number".to_owned()
        });
        Some(Fields {
            kind: kind?,
            description: self.description,
            category: self.category,
            priority: priority?,
            figures: Figures {
                low: low?,
                estimated: estimated?,
                high: high?,
            },
            // A blank key names no catalog item: the agent's own item.
            catalog_key: self.catalog_key.filter(|k| !k.trim().is_empty()),
            quantity: quantity?,
        })
    }

    /// The item to add, or the field errors. (Without errors, the kind was given.)
    pub fn try_into_new_item(self) -> Result<NewItem, ApiError> {
        let mut e = FieldErrors::default();
        let missing_kind = self.kind.is_none();
        let fields = self.read(&mut e);
        if missing_kind {
            e.add("kind", KIND);
        }
        match fields {
            Some(f) if e.is_empty() => Ok(NewItem {
                kind: f.kind.unwrap_or(FindingKind::Repair),
                description: f.description,
                category: f.category,
                priority: f.priority,
                catalog_key: f.catalog_key,
                quantity: f.quantity,
                figures: f.figures,
            }),
            _ => Err(e.into_error()),
        }
    }

    /// The change to make, or the field errors.
    pub fn try_into_patch(self) -> Result<ItemPatch, ApiError> {
        let mut e = FieldErrors::default();
        match self.read(&mut e) {
            Some(f) if e.is_empty() => Ok(ItemPatch {
                kind: f.kind,
                description: f.description,
                category: f.category,
                priority: f.priority,
                catalog_key: f.catalog_key,
                quantity: f.quantity,
                figures: f.figures,
            }),
            _ => Err(e.into_error()),
        }
    }
}

impl From<EditItemsError> for ApiError {
    fn from(e: EditItemsError) -> Self {
        match e {
            EditItemsError::ShowingNotFound => Self::not_found("Showing not found"),
            EditItemsError::ReportNotFound => Self::not_found("Report not found"),
            EditItemsError::ItemNotFound => Self::not_found("Item not found"),
            EditItemsError::MarketAnalysis => Self::new(
                StatusCode::CONFLICT,
                "not_item_editable",
                EditItemsError::MarketAnalysis.to_string(),
            ),
            EditItemsError::Invalid { field, message } => {
                Self::bad_request("validation", message.clone()).with_field(field, message)
            }
            EditItemsError::TooManyItems(message) => Self::bad_request("too_many_items", message),
            EditItemsError::Unavailable(e) => Self::unavailable(e),
            EditItemsError::Unexpected(e) => Self::internal(e),
        }
    }
}

fn respond(status: StatusCode, edited: &EditedReport) -> HttpResponse {
    HttpResponse::build(status).json(ReportResponse::of_showing(&edited.report, &edited.showing))
}

/// Adds a repair or an upgrade to a showing report: the agent's own item, or a catalog item
/// priced as generating prices it. Answers the whole report with its totals recomputed; its
/// stored PDF is retired (the next download renders the edited report). A report already
/// emailed can be edited and stays marked sent. The market analysis is not recomputed: `POST
/// /api/showings/{id}/cma` weighs the edited repairs, at no cost.
#[utoipa::path(
    post, path = "/api/showings/{showingId}/reports/{reportId}/items", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("reportId" = i64, Path, description = "Report id"),
    ),
    request_body = ReportItemRequest,
    responses(
        (status = 201, description = "The whole report, with the item added (at the end of its list) and the totals recomputed", body = ReportResponse),
        (status = 400, description = "An invalid field, named in `fields` (kind, description, category, priority, lowCost, estimatedCost, highCost, catalogKey, quantity); `too_many_items` past 200 items. Nothing changed", body = ErrorBody),
        (status = 404, description = "No such showing, or report under it, or another agent's", body = ErrorBody),
        (status = 409, description = "A market analysis report (`cma`) has no repairs or upgrades to edit (`not_item_editable`)", body = ErrorBody),
    )
)]
#[post("/showings/{showing_id}/reports/{report_id}/items")]
pub async fn add_report_item(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<ReportItemRequest>,
) -> Result<HttpResponse, ApiError> {
    let (showing_id, report_id) = path.into_inner();
    let item = body.into_inner().try_into_new_item()?;
    let edited = state
        .report_items
        .add(&user, ShowingId(showing_id), ReportId(report_id), item)
        .await?;
    Ok(respond(StatusCode::CREATED, &edited))
}

/// Changes a repair or an upgrade: only the fields given. Answers the whole report with its
/// totals recomputed; the stored PDF is retired.
#[utoipa::path(
    patch, path = "/api/showings/{showingId}/reports/{reportId}/items/{itemId}", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("reportId" = i64, Path, description = "Report id"),
        ("itemId" = String, Path, description = "The item's `id` in the report"),
    ),
    request_body = ReportItemRequest,
    responses(
        (status = 200, description = "The whole report, totals recomputed", body = ReportResponse),
        (status = 400, description = "An invalid field, named in `fields`; nothing changed", body = ErrorBody),
        (status = 404, description = "No such showing, report or item, or another agent's", body = ErrorBody),
        (status = 409, description = "A market analysis report has no items to edit", body = ErrorBody),
    )
)]
#[patch("/showings/{showing_id}/reports/{report_id}/items/{item_id}")]
pub async fn change_report_item(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64, String)>,
    body: web::Json<ReportItemRequest>,
) -> Result<HttpResponse, ApiError> {
    let (showing_id, report_id, item_id) = path.into_inner();
    let patch = body.into_inner().try_into_patch()?;
    let edited = state
        .report_items
        .change(
            &user,
            ShowingId(showing_id),
            ReportId(report_id),
            &item_id,
            patch,
        )
        .await?;
    Ok(respond(StatusCode::OK, &edited))
}

/// Removes a repair or an upgrade. Answers the whole report with its totals recomputed; the
/// stored PDF is retired.
#[utoipa::path(
    delete, path = "/api/showings/{showingId}/reports/{reportId}/items/{itemId}", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("reportId" = i64, Path, description = "Report id"),
        ("itemId" = String, Path, description = "The item's `id` in the report"),
    ),
    responses(
        (status = 200, description = "The whole report, totals recomputed", body = ReportResponse),
        (status = 404, description = "No such showing, report or item, or another agent's", body = ErrorBody),
        (status = 409, description = "A market analysis report has no items to edit", body = ErrorBody),
    )
)]
#[delete("/showings/{showing_id}/reports/{report_id}/items/{item_id}")]
pub async fn remove_report_item(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64, String)>,
) -> Result<HttpResponse, ApiError> {
    let (showing_id, report_id, item_id) = path.into_inner();
    let edited = state
        .report_items
        .remove(&user, ShowingId(showing_id), ReportId(report_id), &item_id)
        .await?;
    Ok(respond(StatusCode::OK, &edited))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn request(body: Value) -> ReportItemRequest {
        serde_json::from_value(body).unwrap()
    }

    #[test]
    fn an_item_is_read_with_its_figures_in_cents() {
        let item = request(json!({
            "kind": "Upgrade", "description": "Deck", "priority": "high",
            "lowCost": 300, "estimatedCost": "450.50", "highCost": 600
        }))
        .try_into_new_item()
        .unwrap();
        assert_eq!(item.kind, FindingKind::Upgrade);
        assert_eq!(item.priority, Some(Priority::Safety));
        assert_eq!(
            item.figures,
            Figures::all(Cents(30_000), Cents(45_050), Cents(60_000))
        );
        let item = request(json!({"kind": "repair", "catalogKey": "roof_repair", "quantity": 2}))
            .try_into_new_item()
            .unwrap();
        assert_eq!(item.catalog_key.as_deref(), Some("roof_repair"));
        assert_eq!(item.quantity, Some(2.0));
        assert!(item.figures.is_empty());
    }

    #[test]
    fn unreadable_fields_are_named() {
        let err = request(json!({"lowCost": "cheap", "priority": "urgent", "quantity": true}))
            .try_into_new_item()
            .unwrap_err()
            .body();
        assert_eq!(err.fields["kind"], KIND);
        assert_eq!(err.fields["priority"], PRIORITY);
        assert_eq!(err.fields["lowCost"], "Low cost must be a number");
        assert_eq!(err.fields["quantity"], "Quantity must be a positive number");
        let err = request(json!({"kind": "renovation"}))
            .try_into_patch()
            .unwrap_err()
            .body();
        assert_eq!(err.fields["kind"], KIND);
        assert!(
            request(json!({})).try_into_patch().is_ok(),
            "nothing to change"
        );
    }
}
