//! Closing an account: `DELETE /api/user`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, web};
use showscribe_application::accounts::DeleteAccountError;

use super::dto::DeleteAccountRequest;
use crate::error::{ApiError, ErrorBody};
use crate::session::{AuthSession, SignedIn};
use crate::state::AppState;

impl From<DeleteAccountError> for ApiError {
    fn from(e: DeleteAccountError) -> Self {
        match e {
            DeleteAccountError::WrongPassword => {
                let msg = "Password is incorrect";
                Self::bad_request("validation", msg).with_field("password", msg)
            }
            DeleteAccountError::NotFound => Self::unauthorized(),
            DeleteAccountError::SubscriptionNotCancelled(cause) => {
                tracing::warn!(error = %cause, "the subscription of a closing account could not be cancelled");
                Self::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "subscription_not_cancelled",
                    "Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a moment.",
                )
            }
            DeleteAccountError::Unavailable(e) => Self::unavailable(e),
            DeleteAccountError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Closes the signed-in agent's account: the subscription is cancelled with the provider, then
/// the account, its showings, reports, files and sessions are deleted. Payments are kept
/// without anything that names the agent. The address can register again.
#[utoipa::path(
    delete, path = "/api/user", tag = "accounts",
    request_body = DeleteAccountRequest,
    responses(
        (status = 204, description = "Account deleted and signed out"),
        (status = 400, description = "Missing or incorrect password", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 503, description = "The subscription could not be cancelled; nothing was deleted", body = ErrorBody),
    )
)]
#[delete("/user")]
pub async fn delete_account(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    session: AuthSession,
    body: web::Json<DeleteAccountRequest>,
) -> Result<HttpResponse, ApiError> {
    let password = body.into_inner().try_into_domain()?;
    state.delete_account.execute(&user, &password).await?;
    session.sign_out();
    Ok(HttpResponse::NoContent().finish())
}
