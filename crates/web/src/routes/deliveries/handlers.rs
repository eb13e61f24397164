use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use showscribe_application::showings::{CLIENT_EMAIL_REQUIRED, SendReportError};
use showscribe_domain::delivery::DeliveryId;
use showscribe_domain::showing::ShowingId;

use super::dto::{DeliveryResponse, EmailPreviewResponse, SendReportRequest, SentReportResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::reports::dto::ReportResponse;
use crate::routes::showings::showing_not_found;
use crate::session::SignedIn;
use crate::state::AppState;

impl From<SendReportError> for ApiError {
    fn from(e: SendReportError) -> Self {
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
            SendReportError::NoClientEmail => {
                Self::bad_request("validation", CLIENT_EMAIL_REQUIRED)
                    .with_field("clientEmail", CLIENT_EMAIL_REQUIRED)
            }
            SendReportError::EmailNotVerified => Self::new(
                StatusCode::FORBIDDEN,
                "email_not_verified",
                EMAIL_NOT_VERIFIED,
            ),
            SendReportError::DeliveryNotFound => {
                Self::not_found("No failed delivery with this id on this showing")
            }
            SendReportError::Unavailable(e) => Self::unavailable(e),
            SendReportError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Why an agent whose address is unconfirmed cannot send yet, and what to do.
pub const EMAIL_NOT_VERIFIED: &str = "Confirm your email address before sending reports: buyers reply to it. Open the link we emailed you, or send a new one from the banner at the top of the page.";

/// Who would receive the report, with the subject and the message, before anything is sent.
#[utoipa::path(
    get, path = "/api/showings/{id}/send-report/preview", tag = "reports",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The message as it would go out", body = EmailPreviewResponse),
        (status = 400, description = "No client email on the showing, or no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/send-report/preview")]
pub async fn preview_send(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let preview = state
        .send_report
        .preview(&user, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(EmailPreviewResponse::from(preview)))
}

/// Queues the showing report for delivery to the client (in the agent's name, reply-to the
/// agent, the agent copied). An optional `summary` is saved first. Only one request wins for a
/// version of the report; after the agent changes the report, it can be sent again.
#[utoipa::path(
    post, path = "/api/showings/{id}/send-report", tag = "reports",
    params(("id" = i64, Path, description = "Showing id")),
    request_body(content = Option<SendReportRequest>, description = "Optional edited summary"),
    responses(
        (status = 202, description = "Queued; the delivery's state follows in GET …/deliveries", body = SentReportResponse),
        (status = 400, description = "No client email on the showing, no report yet, or a bad summary", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 403, description = "The agent's email address is not confirmed yet", body = ErrorBody),
        (status = 409, description = "This version of the report was already sent (or is on its way)", body = ErrorBody),
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
    let summary = match body {
        Some(body) => body.into_inner().try_into_domain()?,
        None => None,
    };
    let queued = state
        .send_report
        .execute(&user, id, summary.as_ref())
        .await?;
    state.delivery_wake_up.queued();
    let showing = state.queries.showing(user.id, id).await?;
    let history = state.send_report.history(&user, id).await?;
    let version = history
        .iter()
        .filter(|d| d.report_id == queued.delivery.report_id)
        .count();
    Ok(HttpResponse::Accepted().json(SentReportResponse {
        report: ReportResponse::of_showing(&queued.report, &showing),
        delivery: DeliveryResponse::new(&queued.delivery, version.max(1)),
    }))
}

/// The showing's deliveries, oldest first: when, to whom, which version, and where each stands.
#[utoipa::path(
    get, path = "/api/showings/{id}/deliveries", tag = "reports",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = Vec<DeliveryResponse>),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/deliveries")]
pub async fn list_deliveries(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    // Another agent's showing is not found, even with no deliveries.
    state.queries.showing(user.id, id).await?;
    let history = state.send_report.history(&user, id).await?;
    Ok(HttpResponse::Ok().json(DeliveryResponse::list(&history)))
}

/// Queues a failed delivery again, at once, with its tries counted afresh.
#[utoipa::path(
    post, path = "/api/showings/{showingId}/deliveries/{deliveryId}/retry", tag = "reports",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("deliveryId" = i64, Path, description = "Delivery id"),
    ),
    responses(
        (status = 202, description = "Queued again", body = DeliveryResponse),
        (status = 403, description = "The agent's email address is not confirmed", body = ErrorBody),
        (status = 404, description = "No failed delivery with this id on the agent's showing", body = ErrorBody),
    )
)]
#[post("/showings/{showing_id}/deliveries/{delivery_id}/retry")]
pub async fn retry_delivery(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing, delivery) = path.into_inner();
    let showing = ShowingId(showing);
    let delivery = state
        .send_report
        .retry(&user, showing, DeliveryId(delivery))
        .await?;
    state.delivery_wake_up.queued();
    let history = state.send_report.history(&user, showing).await?;
    let listed = DeliveryResponse::list(&history);
    let response = listed
        .into_iter()
        .find(|d| d.id == delivery.id.0)
        .unwrap_or_else(|| DeliveryResponse::new(&delivery, 1));
    Ok(HttpResponse::Accepted().json(response))
}
