use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, patch, post, web};
use showscribe_application::showings::{EditItemsError, EditedReport};
use showscribe_domain::showing::{ReportId, ShowingId};

use super::dto::{ReportItemRequest, problem_field};
use crate::error::{ApiError, ErrorBody};
use crate::routes::reports::dto::ReportResponse;
use crate::session::SignedIn;
use crate::state::AppState;

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
            EditItemsError::Invalid(problem) => {
                let message = problem.to_string();
                Self::bad_request("validation", message.clone())
                    .with_field(problem_field(&problem), message)
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
