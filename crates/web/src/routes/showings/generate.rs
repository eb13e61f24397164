//! Generating a showing's report from its notes: the first time, and again after the showing
//! was edited (in place, free when the showing was only corrected).

use actix_web::{HttpResponse, post, web};
use serde::Serialize;
use showscribe_application::showings::GenerateReportError;
use showscribe_domain::showing::ShowingId;
use utoipa::ToSchema;

use super::dto::ReportResponse;
use super::handlers::showing_not_found;
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::startup::AppState;

impl From<GenerateReportError> for ApiError {
    fn from(e: GenerateReportError) -> Self {
        match e {
            GenerateReportError::NotFound => showing_not_found(),
            GenerateReportError::QuotaExceeded { limit, plan } => {
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
                    "quota_exceeded",
                    message,
                )
            }
            GenerateReportError::Unavailable(e) => Self::unavailable(e),
            GenerateReportError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// The generated showing report, and whether it took a report of the allowance.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedReportResponse {
    #[serde(flatten)]
    pub report: ReportResponse,
    /// Whether one report of the month's allowance was taken. False when the showing was only
    /// corrected since the generation that was last charged (at most one word in five of its
    /// notes, address, description, client or agent name changed; details filled in or left
    /// out; the list price, phones, emails and company never count): "No report was taken from
    /// your allowance (only corrections)". The first generation of a showing is always charged.
    pub charged: bool,
}

/// Generates the showing report from the notes. A showing has one showing report: generating
/// again (after the showing was edited) replaces its content in place (same id; the agent's item
/// edits are replaced too), keeps its `emailSent` flag and retires its stored PDF. The first
/// generation takes one report from the allowance; generating again takes one only when the
/// showing says something new since its last charged generation (see `charged`). The market
/// analysis is computed again beside it, at no cost.
#[utoipa::path(
    post, path = "/api/showings/{id}/generate-report", tag = "reports",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 201, description = "The generated report (new, or the showing's report with new content)", body = GeneratedReportResponse),
        (status = 402, description = "The month's report allowance is used up and the generation would take one; nothing stored", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[post("/showings/{id}/generate-report")]
pub async fn generate_report(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let generated = state.generate_report.execute(&user, id).await?;
    Ok(HttpResponse::Created().json(GeneratedReportResponse {
        report: ReportResponse::of_showing(&generated.report, &generated.showing),
        charged: generated.charged,
    }))
}
