//! Where the agent is signed in: the list, and signing out every other device.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use showscribe_application::accounts::SessionsError;
use showscribe_domain::User;
use showscribe_domain::user::SignInId;
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorBody};
use crate::session::{AuthSession, SignedIn};
use crate::state::AppState;

impl From<SessionsError> for ApiError {
    fn from(e: SessionsError) -> Self {
        match e {
            SessionsError::NotFound => Self::unauthorized(),
            SessionsError::Unavailable(e) => Self::unavailable(e),
            SessionsError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Signs `user` in on this browser under a fresh session id and records the sign-in with the
/// device the browser says it is.
pub(super) async fn begin_session(
    state: &AppState,
    req: &HttpRequest,
    session: &AuthSession,
    user: &User,
) -> Result<SignInId, ApiError> {
    session.sign_in(user)?;
    let user_agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let id = state.sessions.start(user.id, user_agent).await?;
    session.set_sign_in(id, state.clock.now())?;
    Ok(id)
}

/// A device the agent is signed in on.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInResponse {
    pub id: i64,
    /// "Chrome on Android", "Safari on iPhone"…
    pub device: String,
    pub signed_in_at: DateTime<Utc>,
    /// Within five minutes: a session records that it was seen at most that often.
    pub last_seen_at: DateTime<Utc>,
    /// This browser.
    pub current: bool,
}

/// The devices the agent is signed in on, most recently seen first.
#[utoipa::path(
    get, path = "/api/user/sessions", tag = "accounts",
    responses(
        (status = 200, description = "Where the agent is signed in", body = [SignInResponse]),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/user/sessions")]
pub async fn list_sessions(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    session: AuthSession,
) -> Result<HttpResponse, ApiError> {
    let current = session.sign_in_id();
    let list: Vec<SignInResponse> = state
        .sessions
        .list(user.id)
        .await?
        .into_iter()
        .map(|s| SignInResponse {
            id: s.id.0,
            current: Some(s.id) == current,
            device: s.device,
            signed_in_at: s.signed_in_at,
            last_seen_at: s.last_seen_at,
        })
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// Signs out every other device at once; this browser stays signed in.
#[utoipa::path(
    post, path = "/api/user/sessions/sign-out-others", tag = "accounts",
    responses(
        (status = 204, description = "Every other session ended"),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[post("/user/sessions/sign-out-others")]
pub async fn sign_out_others(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    session: AuthSession,
) -> Result<HttpResponse, ApiError> {
    let current = session.sign_in_id();
    let version = state
        .sessions
        .sign_out_everywhere_else(user.id, current)
        .await?;
    session.set(user.id, version)?;
    Ok(HttpResponse::NoContent().finish())
}
