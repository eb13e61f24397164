use crate::routes::download;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, put, web};
use showscribe_application::showings::{RepairRequestError, document_file_name};
use showscribe_domain::showing::{Showing, ShowingId};

use super::dto::{RepairRequestBody, RepairRequestResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::share_links::{LINK_NOT_VALID, open_shared, shared};
use crate::routes::showings::showing_not_found;
use crate::session::SignedIn;
use crate::state::AppState;

/// Said when the other side saved the list after this one was read.
pub const LIST_CHANGED: &str =
    "This list was changed since you opened it. Here it is as it is now: make your changes again.";

impl From<RepairRequestError> for ApiError {
    fn from(e: RepairRequestError) -> Self {
        match e {
            RepairRequestError::NotFound => showing_not_found(),
            RepairRequestError::NoReport => Self::bad_request(
                "no_report",
                "Generate the report before making a repair request",
            ),
            RepairRequestError::Invalid(problems) => Self::validation(
                problems
                    .into_iter()
                    .map(|p| (format!("items.{}.{}", p.index, p.field), p.message))
                    .collect(),
            ),
            RepairRequestError::Changed => {
                Self::new(StatusCode::CONFLICT, "list_changed", LIST_CHANGED)
            }
            RepairRequestError::Unavailable(e) => Self::unavailable(e),
            RepairRequestError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// The showing's repair-request list, its totals and the offer figures.
#[utoipa::path(
    get, path = "/api/showings/{id}/repair-request", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The list (empty until someone saves one)", body = RepairRequestResponse),
        (status = 400, description = "The showing has no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/repair-request")]
pub async fn get_repair_request(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let view = state
        .repair_requests
        .for_agent(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(RepairRequestResponse::new(&view)))
}

/// Replaces the showing's list with the agent's.
#[utoipa::path(
    put, path = "/api/showings/{id}/repair-request", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = RepairRequestBody,
    responses(
        (status = 200, description = "The list as saved", body = RepairRequestResponse),
        (status = 400, description = "An entry that does not fit the report, or no report yet", body = ErrorBody),
        (status = 409, description = "The list changed since `basedOn` (the client saved meanwhile); nothing was stored", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[put("/showings/{id}/repair-request")]
pub async fn save_repair_request(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<RepairRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let expect = body.expectation();
    let entries = body.entries()?;
    let view = state
        .repair_requests
        .save_by_agent(user.id, ShowingId(id.into_inner()), entries, expect)
        .await?;
    Ok(HttpResponse::Ok().json(RepairRequestResponse::new(&view)))
}

/// The list as a one-page "Repair request" PDF, for an addendum.
#[utoipa::path(
    get, path = "/api/showings/{id}/repair-request/pdf", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 400, description = "The showing has no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/repair-request/pdf")]
pub async fn repair_request_pdf(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (showing, pdf) = state
        .repair_requests
        .pdf(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(export(&showing, "pdf", "application/pdf", pdf))
}

/// The list as CSV, for a spreadsheet or an addendum.
#[utoipa::path(
    get, path = "/api/showings/{id}/repair-request/csv", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The CSV", content_type = "text/csv"),
        (status = 400, description = "The showing has no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/repair-request/csv")]
pub async fn repair_request_csv(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (showing, csv) = state
        .repair_requests
        .csv(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(export(&showing, "csv", "text/csv; charset=utf-8", csv))
}

/// A download of the list, named after the showing ("repair-request-742-evergreen….csv") and
/// never kept by anyone but the agent's browser.
fn export(
    showing: &Showing,
    extension: &str,
    content_type: &'static str,
    body: impl actix_web::body::MessageBody + 'static,
) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header(download::attachment(document_file_name(
            showing,
            "repair-request",
            extension,
        )))
        .body(body)
}

/// The client saves the list through their link; the agent is emailed it. Needs no account.
#[utoipa::path(
    put, path = "/api/shared/{token}/repair-request", tag = "sharing",
    params(("token" = String, Path, description = "The last part of the link's address")),
    request_body = RepairRequestBody,
    responses(
        (status = 200, description = "The list as saved", body = RepairRequestResponse),
        (status = 400, description = "An entry that does not fit the report", body = ErrorBody),
        (status = 409, description = "The list changed since `basedOn` (the agent saved meanwhile); nothing was stored", body = ErrorBody),
        (status = 404, description = "Unknown, revoked or expired link (alike)", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[put("/shared/{token}/repair-request")]
pub async fn save_shared_repair_request(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    body: web::Json<RepairRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let report = open_shared(&state, &req, &token).await?;
    let body = body.into_inner();
    let expect = body.expectation();
    let entries = body.entries()?;
    let view = state
        .repair_requests
        .save_by_buyer(&report, entries, expect)
        .await
        .map_err(|e| match e {
            RepairRequestError::NotFound => ApiError::not_found(LINK_NOT_VALID),
            other => other.into(),
        })?;
    Ok(shared(HttpResponse::Ok()).json(RepairRequestResponse::new(&view)))
}
