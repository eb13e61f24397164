use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, web};
use showscribe_application::analytics::{ANALYTICS_NOT_IN_PLAN, AnalyticsError};

use super::dto::AnalyticsResponse;
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::state::AppState;

impl From<AnalyticsError> for ApiError {
    fn from(e: AnalyticsError) -> Self {
        match e {
            AnalyticsError::NotInPlan => Self::new(
                StatusCode::FORBIDDEN,
                "analytics_not_in_plan",
                ANALYTICS_NOT_IN_PLAN,
            ),
            AnalyticsError::Unavailable(e) => Self::unavailable(e),
            AnalyticsError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// The agent's advanced analytics: reports per month over the last twelve months, the average
/// repair total, how long from creating a showing to sending its report, and the most common
/// findings. Computed from the agent's own reports only. Included in the Elite plan, while its
/// subscription is active.
#[utoipa::path(
    get, path = "/api/analytics", tag = "analytics",
    responses(
        (status = 200, body = AnalyticsResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "The agent's plan does not include analytics (`analytics_not_in_plan`)", body = ErrorBody),
    )
)]
#[get("/analytics")]
pub async fn view_analytics(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let view = state.analytics.execute(&user).await?;
    Ok(HttpResponse::Ok().json(AnalyticsResponse::from(view)))
}
