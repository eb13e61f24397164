//! Confirming that an account's address is the agent's: a single-use link sent on registration
//! and after every change of address. Reports name the agent as their Reply-To and copy them in,
//! so a report goes to a buyer only from a confirmed agent.

use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::user::{TokenProblem, TokenPurpose};
use thiserror::Error;

use super::agent_email::{to_agent, with_link};
use super::links::{issue_link, token_hash};
use crate::ports::{
    AccountTokenRepository, Clock, Mailer, OutgoingEmail, RepositoryError, UserRepository,
};

/// What asking for a link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckRequested {
    /// A link was sent to the account's address.
    Sent,
    /// The address is confirmed already: nothing was sent.
    AlreadyConfirmed,
    /// The account was sent its hourly share of links already: nothing was sent.
    TooMany,
}

#[derive(Debug, Error)]
pub enum EmailVerificationError {
    #[error("the confirmation link opens nothing: {0:?}")]
    Token(TokenProblem),
    #[error("the confirmation email could not be sent")]
    NotSent(#[source] anyhow::Error),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for EmailVerificationError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Sends address-check links and confirms addresses with them.
pub struct EmailVerification {
    users: Arc<dyn UserRepository>,
    tokens: Arc<dyn AccountTokenRepository>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    /// Where the app is served, for the link, without a final `/`.
    public_url: String,
}

impl EmailVerification {
    pub fn new(
        users: Arc<dyn UserRepository>,
        tokens: Arc<dyn AccountTokenRepository>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        public_url: &str,
    ) -> Self {
        Self {
            users,
            tokens,
            mailer,
            clock,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Sends a link to the account's address unless it is confirmed, at most
    /// [`TokenPurpose::per_hour`] an hour.
    #[tracing::instrument(name = "request_email_check", skip_all, fields(user_id = user.id.0))]
    pub async fn request(&self, user: &User) -> Result<CheckRequested, EmailVerificationError> {
        if user.email_verified() {
            return Ok(CheckRequested::AlreadyConfirmed);
        }
        let purpose = TokenPurpose::EmailVerification;
        let Some(secret) =
            issue_link(self.tokens.as_ref(), user, purpose, self.clock.now()).await?
        else {
            return Ok(CheckRequested::TooMany);
        };
        let link = format!("{}/verify-email?token={secret}", self.public_url);
        self.mailer
            .send(&check_link_email(user, &link))
            .await
            .map_err(|e| EmailVerificationError::NotSent(anyhow::Error::new(e)))?;
        tracing::info!("address check link sent");
        Ok(CheckRequested::Sent)
    }

    /// Sends the first link after an address was set (registration, a changed address). Not
    /// being able to send it must not undo the change: the agent can ask again from the app.
    pub async fn request_after_change(&self, user: &User) {
        if let Err(e) = self.request(user).await {
            tracing::warn!(user_id = user.id.0, error = %e, "the address check link was not sent");
        }
    }

    /// Confirms the address a link was sent to, and answers the account as it now stands.
    #[tracing::instrument(name = "confirm_email", skip_all)]
    pub async fn confirm(&self, secret: &str) -> Result<User, EmailVerificationError> {
        let redeemed = self
            .tokens
            .verify_email(&token_hash(secret), self.clock.now())
            .await?
            .map_err(EmailVerificationError::Token)?;
        tracing::info!(user_id = redeemed.user_id.0, "address confirmed");
        self.users
            .find_by_id(redeemed.user_id)
            .await?
            .ok_or_else(|| EmailVerificationError::Unexpected(anyhow::anyhow!("account vanished")))
    }
}

/// The subject of the message with the link.
pub const CHECK_LINK_SUBJECT: &str = "Confirm your email address for Showscribe";

/// The message with the link.
pub fn check_link_email(user: &User, link: &str) -> OutgoingEmail {
    let email = to_agent(
        user,
        CHECK_LINK_SUBJECT,
        &[
            format!(
                "Please confirm that {} is your address: open this link within two days: {link}",
                user.profile.email.as_str()
            ),
            "Your reports go to buyers with this address as the one they reply to, so Showscribe sends reports once it is confirmed."
                .to_owned(),
            "If you did not create a Showscribe account or change its address, ignore this email."
                .to_owned(),
        ],
    );
    with_link(email, link)
}
