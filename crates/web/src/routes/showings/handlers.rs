use actix_web::http::header;
use actix_web::{HttpResponse, get, patch, post, web};
use showscribe_application::ports::{Listed, Page};
use showscribe_application::showings::{
    CreateShowingError, DocumentError, EditSummaryError, ReadError, SendReportError, pdf_file_name,
};
use showscribe_domain::showing::{ReportId, ShowingId};

use super::dto::{
    CreateShowingRequest, EditReportRequest, PageQuery, ReportListItem, ReportResponse,
    SendReportRequest, ShowingResponse,
};
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::startup::AppState;

const TOTAL_COUNT: &str = "X-Total-Count";

/// A page of a list as JSON, with the total number of rows in `X-Total-Count`.
fn page_response<T, R: serde::Serialize>(
    listed: &Listed<T>,
    to_body: impl Fn(&T) -> R,
) -> HttpResponse {
    let body: Vec<R> = listed.items.iter().map(to_body).collect();
    HttpResponse::Ok()
        .insert_header((TOTAL_COUNT, listed.total.to_string()))
        .json(body)
}

pub(super) fn showing_not_found() -> ApiError {
    ApiError::not_found("Showing not found")
}

impl From<ReadError> for ApiError {
    fn from(e: ReadError) -> Self {
        match e {
            ReadError::NotFound => showing_not_found(),
            ReadError::Unavailable(e) => Self::unavailable(e),
            ReadError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CreateShowingError> for ApiError {
    fn from(e: CreateShowingError) -> Self {
        match e {
            CreateShowingError::Invalid { field, message } => {
                Self::bad_request("validation", message.clone()).with_field(field, message)
            }
            CreateShowingError::Unavailable(e) => Self::unavailable(e),
            CreateShowingError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<EditSummaryError> for ApiError {
    fn from(e: EditSummaryError) -> Self {
        match e {
            EditSummaryError::NotFound => Self::not_found("Report not found"),
            EditSummaryError::Invalid { field, message } => {
                Self::bad_request("validation", message.clone()).with_field(field, message)
            }
            EditSummaryError::Unavailable(e) => Self::unavailable(e),
            EditSummaryError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Records a showing with the agent's notes.
#[utoipa::path(
    post, path = "/api/showings", tag = "showings",
    request_body = CreateShowingRequest,
    responses(
        (status = 201, description = "The showing", body = ShowingResponse),
        (status = 400, description = "Invalid fields (notes over 20,000 characters, list price not positive, bad email…)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[post("/showings")]
pub async fn create_showing(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<CreateShowingRequest>,
) -> Result<HttpResponse, ApiError> {
    let details = body.into_inner().try_into_domain()?;
    let showing = state.create_showing.execute(user.id, details).await?;
    Ok(HttpResponse::Created().json(ShowingResponse::from(&showing)))
}

/// The agent's showings, newest first.
#[utoipa::path(
    get, path = "/api/showings", tag = "showings", params(PageQuery),
    responses(
        (status = 200, description = "Newest first; the total is in X-Total-Count", body = Vec<ShowingResponse>),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/showings")]
pub async fn list_showings(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    page: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let listed = state
        .queries
        .showings(user.id, Page::new(page.limit, page.offset))
        .await?;
    Ok(page_response(&listed, |s| ShowingResponse::from(s)))
}

/// One of the agent's showings.
#[utoipa::path(
    get, path = "/api/showings/{id}", tag = "showings",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = ShowingResponse),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}")]
pub async fn get_showing(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let showing = state
        .queries
        .showing(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(ShowingResponse::from(&showing)))
}

/// The agent's reports, newest first, each with its showing; without their content.
#[utoipa::path(
    get, path = "/api/reports", tag = "reports", params(PageQuery),
    responses(
        (status = 200, description = "Newest first; the total is in X-Total-Count", body = Vec<ReportListItem>),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/reports")]
pub async fn list_reports(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    page: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let listed = state
        .queries
        .reports(user.id, Page::new(page.limit, page.offset))
        .await?;
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
    let report = state
        .edit_summary
        .execute(&user, showing_id, ReportId(report_id), &body.summary)
        .await?;
    let showing = state.queries.showing(user.id, showing_id).await?;
    Ok(HttpResponse::Ok().json(ReportResponse::of_showing(&report, &showing)))
}

impl From<SendReportError> for ApiError {
    fn from(e: SendReportError) -> Self {
        use actix_web::http::StatusCode;
        match e {
            SendReportError::NotFound => showing_not_found(),
            SendReportError::NoReport => {
                Self::bad_request("no_report", "Generate the report before sending it")
            }
            SendReportError::AlreadySent => Self::new(
                StatusCode::CONFLICT,
                "already_sent",
                "This report was already sent to the buyer",
            ),
            SendReportError::Invalid { field, message } => {
                Self::bad_request("validation", message.clone()).with_field(field, message)
            }
            SendReportError::MailFailed(why) => {
                tracing::warn!(reason = %why, "report email not sent");
                Self::new(
                    StatusCode::BAD_GATEWAY,
                    "mail_failed",
                    format!(
                        "The email could not be sent ({why}). Nothing was lost; please try again."
                    ),
                )
            }
            SendReportError::Unavailable(e) => Self::unavailable(e),
            SendReportError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DocumentError> for ApiError {
    fn from(e: DocumentError) -> Self {
        Self::internal(e.into())
    }
}

/// Emails the showing report with its PDF to the client (in the agent's name, reply-to the
/// agent) and a copy to the agent. An optional `summary` is saved first.
#[utoipa::path(
    post, path = "/api/showings/{id}/send-report", tag = "reports",
    params(("id" = i64, Path, description = "Showing id")),
    request_body(content = Option<SendReportRequest>, description = "Optional edited summary"),
    responses(
        (status = 200, description = "Sent; the report now has emailSent true", body = ReportResponse),
        (status = 400, description = "No client email on the showing, or no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 409, description = "Already sent", body = ErrorBody),
        (status = 502, description = "The mail server refused or is down; nothing changed, retry", body = ErrorBody),
    )
)]
#[post("/showings/{id}/send-report")]
pub async fn send_report(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: Option<web::Json<SendReportRequest>>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let summary = body.and_then(|b| b.into_inner().summary);
    let report = state
        .send_report
        .execute(&user, id, summary.as_deref())
        .await?;
    let showing = state.queries.showing(user.id, id).await?;
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
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}\"", pdf_file_name(&showing)),
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .body(pdf))
}
