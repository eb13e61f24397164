//! Confirming the account's address: asking for a new link, and opening one.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use showscribe_application::accounts::{CheckRequested, EmailVerificationError};
use showscribe_domain::user::TokenProblem;

use super::dto::{EmailVerificationAnswer, EmailVerificationConfirmation};
use super::handlers::rate_limit;
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::state::AppState;

impl From<EmailVerificationError> for ApiError {
    fn from(e: EmailVerificationError) -> Self {
        match e {
            EmailVerificationError::Token(problem) => {
                let (code, message) = match problem {
                    TokenProblem::Unknown => (
                        "invalid_token",
                        "This confirmation link is not valid. Open the whole link from the email, or send a new one from Showscribe.",
                    ),
                    TokenProblem::Expired => (
                        "token_expired",
                        "This confirmation link has expired: links work for two days. Sign in and send a new one.",
                    ),
                    TokenProblem::Used => (
                        "token_used",
                        "This confirmation link was already used. If your address still shows as unconfirmed, send a new link.",
                    ),
                    TokenProblem::AddressChanged => (
                        "address_changed",
                        "This link was for an address your account no longer uses. Use the link sent to the current address.",
                    ),
                };
                Self::bad_request(code, message).with_field("token", message)
            }
            EmailVerificationError::NotSent(e) => {
                tracing::warn!(error.cause_chain = ?e, "address check email not sent");
                Self::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "email_not_sent",
                    "The confirmation email could not be sent just now. Please try again in a few minutes.",
                )
            }
            EmailVerificationError::Unavailable(e) => Self::unavailable(e),
            EmailVerificationError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Sends a new link to the signed-in agent's address (at most three an hour).
#[utoipa::path(
    post, path = "/api/email-verification", tag = "accounts",
    responses(
        (status = 202, description = "A new link is on its way", body = EmailVerificationAnswer),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 409, description = "The address is confirmed already", body = ErrorBody),
        (status = 429, description = "Three links were sent in the last hour", body = ErrorBody),
        (status = 503, description = "The email could not be sent", body = ErrorBody),
    )
)]
#[post("/email-verification")]
pub async fn request_email_verification(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    match state.email_verification.request(&user).await? {
        CheckRequested::Sent => {
            crate::metrics::account_email("email_verification");
            Ok(HttpResponse::Accepted().json(EmailVerificationAnswer {
                message: format!(
                    "A new confirmation link is on its way to {}. It works once, within two days.",
                    user.profile.email.as_str()
                ),
                email: user.profile.email.as_str().to_owned(),
                email_verified: false,
            }))
        }
        CheckRequested::AlreadyConfirmed => Err(ApiError::new(
            StatusCode::CONFLICT,
            "already_verified",
            "Your email address is already confirmed.",
        )),
        CheckRequested::TooMany => Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_links",
            "Three confirmation links were sent in the last hour. Please use the newest one, or try again later.",
        )),
    }
}

/// Confirms the address a link was sent to. Needs no sign-in: the link may be opened on
/// another device than the one signed in.
#[utoipa::path(
    post, path = "/api/email-verification/confirm", tag = "accounts",
    request_body = EmailVerificationConfirmation,
    responses(
        (status = 200, description = "The address is confirmed", body = EmailVerificationAnswer),
        (status = 400, description = "An incomplete, unknown, expired or used link, or one for a former address", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]
#[post("/email-verification/confirm")]
pub async fn confirm_email_verification(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<EmailVerificationConfirmation>,
) -> Result<HttpResponse, ApiError> {
    rate_limit(&state, &req).await?;
    let token = body.into_inner().try_into_domain()?;
    let user = state.email_verification.confirm(&token).await?;
    Ok(HttpResponse::Ok().json(EmailVerificationAnswer {
        message: format!(
            "{} is confirmed. Your reports can now be sent to buyers.",
            user.profile.email.as_str()
        ),
        email: user.profile.email.as_str().to_owned(),
        email_verified: true,
    }))
}
