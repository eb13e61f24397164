//! How agents reach support, for the contact page and the privacy policy.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use showscribe_domain::PlanId;
use utoipa::ToSchema;

use crate::state::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(support);
}

/// Within how many business days support answers an agent whose plan includes priority support.
pub const PRIORITY_REPLY_BUSINESS_DAYS: u32 = 1;
/// Within how many business days support answers everyone else.
pub const STANDARD_REPLY_BUSINESS_DAYS: u32 = 3;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupportResponse {
    /// Where to write for help (`application.support_email`).
    pub email: String,
    /// The plans whose subscribers get priority support ("pro", "elite").
    pub priority_plans: Vec<String>,
    /// Priority support answers within this many business days.
    pub priority_reply_business_days: u32,
    /// Everyone else is answered within this many business days.
    pub standard_reply_business_days: u32,
}

/// Where to write for help and how soon an answer comes. Public: the contact page is open to
/// everyone.
#[utoipa::path(
    get, path = "/api/support", tag = "accounts",
    responses((status = 200, body = SupportResponse))
)]
#[get("/support")]
pub async fn support(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(SupportResponse {
        email: state.support_email.clone(),
        priority_plans: PlanId::ALL
            .into_iter()
            .filter(|p| p.includes_priority_support())
            .map(|p| p.as_str().to_owned())
            .collect(),
        priority_reply_business_days: PRIORITY_REPLY_BUSINESS_DAYS,
        standard_reply_business_days: STANDARD_REPLY_BUSINESS_DAYS,
    })
}
