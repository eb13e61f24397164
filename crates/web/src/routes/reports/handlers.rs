use crate::routes::download;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, patch, post, web};
use showscribe_application::showings::{
    DocumentError, EditSummaryError, GenerateReportError, NOTES_REQUIRED, ReadError, pdf_file_name,
};
use showscribe_domain::showing::{ReportId, ShowingId};

use super::dto::{EditReportRequest, GeneratedReportResponse, ReportListItem, ReportResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::idempotency;
use crate::routes::paging::{PageQuery, page_response};
use crate::routes::showings::showing_not_found;
use crate::session::SignedIn;
use crate::state::AppState;

impl From<EditSummaryError> for ApiError {
    fn from(e: EditSummaryError) -> Self {
        match e {
            EditSummaryError::NotFound => Self::not_found("Report not found"),
            EditSummaryError::Unavailable(e) => Self::unavailable(e),
            EditSummaryError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<GenerateReportError> for ApiError {
    fn from(e: GenerateReportError) -> Self {
        match e {
            GenerateReportError::NotFound => showing_not_found(),
            GenerateReportError::NoNotes => Self::bad_request("validation", NOTES_REQUIRED)
                .with_field("repairsNeeded", NOTES_REQUIRED),
            GenerateReportError::AllowanceUsedUp { limit, plan } => {
                let message = match plan {
                    Some(plan) => format!(
                        "You have used all {limit} reports of your {plan} plan this month. Upgrade your plan or buy additional reports to generate another."
                    ),
                    None => format!(
                        "You have used your {limit} free trial report{}. Choose a plan to generate more reports.",
                        if limit == 1 { "" } else { "s" }
                    ),
                };
                Self::new(
                    actix_web::http::StatusCode::PAYMENT_REQUIRED,
                    "allowance_used_up",
                    message,
                )
            }
            GenerateReportError::Unavailable(e) => Self::unavailable(e),
            GenerateReportError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DocumentError> for ApiError {
    fn from(e: DocumentError) -> Self {
        Self::internal(e.into())
    }
}

/// The agent's reports, newest first, each with its showing; without their content.
#[utoipa::path(
    get, path = "/api/reports", tag = "reports", params(PageQuery),
    responses(
        (status = 200, description = "Newest first; the total is in X-Total-Count", body = Vec<ReportListItem>),
        (status = 400, description = "A paging parameter out of range", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/reports")]
pub async fn list_reports(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    page: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let listed = state.queries.reports(user.id, page.page()?).await?;
    Ok(page_response(&listed, |r| ReportListItem::from(r)))
}

/// The reports of one showing (the id is the showing's): the showing reports newest first, then
/// the showing's market analysis (`reportType` "cma") once the showing report was generated.
#[utoipa::path(
    get, path = "/api/reports/{showingId}", tag = "reports",
    params(("showingId" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = Vec<ReportResponse>),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/reports/{showing_id}")]
pub async fn list_showing_reports(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    showing_id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(showing_id.into_inner());
    let (showing, reports) = state.queries.reports_of(user.id, id).await?;
    let body: Vec<ReportResponse> = reports
        .iter()
        .map(|r| ReportResponse::of_showing(r, &showing))
        .collect();
    Ok(HttpResponse::Ok().json(body))
}

/// Generates the showing report from the notes. A showing has one showing report: generating
/// again (after the showing was edited) replaces its content in place (same id; the agent's item
/// edits are replaced too), keeps its `emailSent` flag and retires its stored PDF. The first
/// generation takes one report from the allowance; generating again takes one only when the
/// showing says something new since its last charged generation (see `charged`). The market
/// analysis is computed again beside it, at no cost.
#[utoipa::path(
    post, path = "/api/showings/{id}/generate-report", tag = "reports",
    params(("id" = i64, Path, description = "Showing id"), ("Idempotency-Key" = Option<String>, Header, description = "Any 1–255 visible characters (a UUID) naming this request; a repeat within 24 hours gets the first answer and changes nothing")),
    responses(
        (status = 201, description = "The generated report (new, or the showing's report with new content); a repeated Idempotency-Key answers the first generation again and takes nothing", body = GeneratedReportResponse),
        (status = 400, description = "A malformed Idempotency-Key", body = ErrorBody),
        (status = 402, description = "The month's report allowance is used up and the generation would take one; nothing stored", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 409, description = "The first request with this Idempotency-Key is still being answered", body = ErrorBody),
        (status = 422, description = "This Idempotency-Key was used for a different request", body = ErrorBody),
    )
)]
#[post("/showings/{id}/generate-report")]
pub async fn generate_report(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    // The path names the showing; there is no body to tell requests apart.
    let print = idempotency::fingerprint(&());
    idempotency::once(&state, &req, &user, print, || async {
        let generated = state.generate_report.execute(&user, id).await?;
        crate::metrics::report_generated();
        Ok(HttpResponse::Created().json(GeneratedReportResponse {
            report: ReportResponse::of_showing(&generated.report, &generated.showing),
            charged: generated.charged,
        }))
    })
    .await
}

/// Saves an edited summary.
#[utoipa::path(
    patch, path = "/api/showings/{showingId}/reports/{reportId}", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("reportId" = i64, Path, description = "Report id"),
    ),
    request_body = EditReportRequest,
    responses(
        (status = 200, body = ReportResponse),
        (status = 400, description = "Empty or over-long summary", body = ErrorBody),
        (status = 404, description = "No such report under this showing, or another agent's", body = ErrorBody),
    )
)]
#[patch("/showings/{showing_id}/reports/{report_id}")]
pub async fn edit_report(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<EditReportRequest>,
) -> Result<HttpResponse, ApiError> {
    let (showing_id, report_id) = path.into_inner();
    let showing_id = ShowingId(showing_id);
    let summary = body.into_inner().try_into_domain()?;
    let report = state
        .edit_summary
        .execute(&user, showing_id, ReportId(report_id), &summary)
        .await?;
    let showing = state.queries.showing(user.id, showing_id).await?;
    Ok(HttpResponse::Ok().json(ReportResponse::of_showing(&report, &showing)))
}

/// The report as a PDF, to its owner only.
#[utoipa::path(
    get, path = "/api/showings/{showingId}/reports/{reportId}/pdf", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("reportId" = i64, Path, description = "Report id"),
    ),
    responses(
        (status = 200, description = "application/pdf"),
        (status = 404, description = "No such report under this showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{showing_id}/reports/{report_id}/pdf")]
pub async fn report_pdf(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing_id, report_id) = path.into_inner();
    let showing = state
        .queries
        .showing(user.id, ShowingId(showing_id))
        .await?;
    let report = state
        .queries
        .report(user.id, showing.id, ReportId(report_id))
        .await
        .map_err(|e| match e {
            ReadError::NotFound => ApiError::not_found("Report not found"),
            other => other.into(),
        })?;
    let pdf = state.documents.pdf_of(&user, &showing, &report).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(download::attachment(pdf_file_name(
            &showing,
            report.report_type,
        )))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .body(pdf))
}
