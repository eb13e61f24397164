use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct HealthResponse {
    pub status: &'static str,
}

/// Liveness: the process answers.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, body = HealthResponse)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(HealthResponse { status: "ok" })
}

/// Readiness: the database, the delivery queue and the file store answer.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, body = HealthResponse), (status = 503, body = HealthResponse)))]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let unavailable = |status: &'static str, error: &dyn std::fmt::Display| {
        tracing::warn!(error = %error, status, "readiness check failed");
        HttpResponse::ServiceUnavailable().json(HealthResponse { status })
    };
    if let Err(e) = state.users.ping().await {
        return unavailable("database unavailable", &e);
    }
    if let Err(e) = state.deliveries.depth().await {
        return unavailable("delivery queue unavailable", &e);
    }
    if let Err(e) = state.files.ready().await {
        return unavailable("file store unavailable", &format!("{e:#}"));
    }
    HttpResponse::Ok().json(HealthResponse { status: "ready" })
}
