//! The cost catalog, searched for an item to add to a report.

use actix_web::{HttpResponse, get, web};
use serde::{Deserialize, Serialize};
use showscribe_application::showings::{CatalogEntry, CatalogSearchError};
use showscribe_domain::report::FindingKind;
use showscribe_domain::showing::ShowingId;
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::startup::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(search_catalog);
}

/// What to look for.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct CatalogQuery {
    /// Words of an item's label, key or category, case aside ("water heater", "roof"). Empty:
    /// the first items by label.
    pub q: Option<String>,
    /// How many items at most: 20 when left out, never more than 50.
    pub limit: Option<usize>,
    /// One of the agent's showings: figures are scaled to its region, as generating its report
    /// scales them. Without it, figures are national.
    pub showing_id: Option<i64>,
}

/// A catalog item. Dollars for one unit (or the whole job, for a `project` item), scaled to the
/// showing's region when one was given.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogItemResponse {
    /// What `catalogKey` names when adding the item to a report.
    pub key: String,
    pub label: String,
    pub category: String,
    /// "repair" or "upgrade".
    pub kind: String,
    /// What the figures are per: "project" (the whole job), "each", "sq ft", "linear ft" or
    /// "watts". A report's item is priced for its `quantity` of units.
    pub unit: String,
    pub low: f64,
    pub typical: f64,
    pub high: f64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogResponse {
    /// Best matches first.
    pub items: Vec<CatalogItemResponse>,
}

impl From<&CatalogEntry> for CatalogItemResponse {
    fn from(e: &CatalogEntry) -> Self {
        Self {
            key: e.key.clone(),
            label: e.label.clone(),
            category: e.category.clone(),
            kind: match e.kind {
                FindingKind::Repair => "repair",
                FindingKind::Upgrade => "upgrade",
            }
            .to_owned(),
            unit: e.unit.label().to_owned(),
            low: e.range.low.dollars(),
            typical: e.range.typical.dollars(),
            high: e.range.high.dollars(),
        }
    }
}

impl From<CatalogSearchError> for ApiError {
    fn from(e: CatalogSearchError) -> Self {
        match e {
            CatalogSearchError::ShowingNotFound => Self::not_found("Showing not found"),
            CatalogSearchError::Unavailable(e) => Self::unavailable(e),
            CatalogSearchError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Searches the cost catalog: the items whose label, key or category has every word of `q`
/// (a whole word, its start, or part of it), best matches first.
#[utoipa::path(
    get, path = "/api/catalog", tag = "reports", params(CatalogQuery),
    responses(
        (status = 200, body = CatalogResponse),
        (status = 400, description = "A query parameter that is not a number where one is expected", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "`showingId` names no showing of the agent's", body = ErrorBody),
    )
)]
#[get("/catalog")]
pub async fn search_catalog(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    query: web::Query<CatalogQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let items = state
        .catalog
        .execute(
            user.id,
            query.q.as_deref().unwrap_or_default(),
            query.limit,
            query.showing_id.map(ShowingId),
        )
        .await?;
    Ok(HttpResponse::Ok().json(CatalogResponse {
        items: items.iter().map(Into::into).collect(),
    }))
}
