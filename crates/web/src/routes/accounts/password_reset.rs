//! "Forgot password?": asking for a link, and setting a new password with it.

use actix_web::{HttpRequest, HttpResponse, post, web};
use showscribe_application::accounts::{PasswordResetError, ResetRequested};
use showscribe_domain::user::TokenProblem;

use super::dto::{
    PasswordResetConfirmation, PasswordResetRequest, PasswordResetRequested, UserResponse,
};
use super::handlers::rate_limit;
use super::sessions::begin_session;
use crate::error::{ApiError, ErrorBody};
use crate::session::AuthSession;
use crate::state::AppState;

/// What every reset request is told, whether or not the address has an account.
pub const RESET_REQUESTED: &str = "If an account uses this email, a link to reset its password is on its way. It works once, within an hour.";

impl From<PasswordResetError> for ApiError {
    fn from(e: PasswordResetError) -> Self {
        match e {
            PasswordResetError::Token(problem) => {
                let (code, message) = match problem {
                    // A reset link is never for an address: no other problem applies.
                    TokenProblem::Unknown | TokenProblem::AddressChanged => (
                        "invalid_token",
                        "This reset link is not valid. Open the whole link from the email, or ask for a new one.",
                    ),
                    TokenProblem::Expired => (
                        "token_expired",
                        "This reset link has expired: links work for an hour. Ask for a new one.",
                    ),
                    TokenProblem::Used => (
                        "token_used",
                        "This reset link was already used. Ask for a new one if you still need to reset your password.",
                    ),
                };
                Self::bad_request(code, message).with_field("token", message)
            }
            PasswordResetError::Unavailable(e) => Self::unavailable(e),
            PasswordResetError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Sends a single-use reset link to the address when an account uses it. Answers at once and
/// the same either way; the email goes out in the background.
#[utoipa::path(
    post, path = "/api/password-reset", tag = "accounts",
    request_body = PasswordResetRequest,
    responses(
        (status = 202, description = "A link is sent if an account uses this email", body = PasswordResetRequested),
        (status = 400, description = "Not an email address", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]
#[post("/password-reset")]
pub async fn request_password_reset(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<PasswordResetRequest>,
) -> Result<HttpResponse, ApiError> {
    rate_limit(&state, &req).await?;
    let email = body.into_inner().try_into_domain()?;
    let reset = state.password_reset.clone();
    tokio::spawn(async move {
        match reset.request(&email).await {
            Ok(ResetRequested::Sent) => crate::metrics::account_email("password_reset"),
            Ok(ResetRequested::NoAccount | ResetRequested::TooMany) => {}
            Err(e) => tracing::error!(error = %e, "a password reset link could not be sent"),
        }
    });
    Ok(HttpResponse::Accepted().json(PasswordResetRequested {
        message: RESET_REQUESTED.to_owned(),
    }))
}

/// Sets a new password with a reset link's token: the link stops working, every session of
/// the account ends, the agent is told by email and this browser is signed in afresh.
#[utoipa::path(
    post, path = "/api/password-reset/confirm", tag = "accounts",
    request_body = PasswordResetConfirmation,
    responses(
        (status = 200, description = "Password changed; signed in", body = UserResponse),
        (status = 400, description = "Invalid fields, or an unknown, expired or used link", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]
#[post("/password-reset/confirm")]
pub async fn confirm_password_reset(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: AuthSession,
    body: web::Json<PasswordResetConfirmation>,
) -> Result<HttpResponse, ApiError> {
    rate_limit(&state, &req).await?;
    let (token, password) = body.into_inner().try_into_domain()?;
    let user = state.password_reset.confirm(&token, &password).await?;
    let sign_in = begin_session(&state, &req, &session, &user).await?;
    // The reset ended every session; the devices list keeps only this one.
    state
        .sessions
        .ended_elsewhere(user.id, Some(sign_in))
        .await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&user)))
}
