//! "Forgot password?": a single-use link by email, then a new password that ends every session.

use std::sync::Arc;

use showscribe_domain::user::{TokenProblem, TokenPurpose};
use showscribe_domain::{Email, Password, User};
use thiserror::Error;

use super::agent_email::{to_agent, with_link};
use super::links::{issue_link, token_hash};
use crate::ports::{
    AccountTokenRepository, Clock, Mailer, OutgoingEmail, PasswordHasher, RepositoryError,
    UserRepository,
};

/// What asking for a link did. The caller answers the same in every case, so that nobody can
/// learn from the answer whether an address has an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResetRequested {
    /// A link was sent.
    Sent,
    /// No account has this address: nothing was sent.
    NoAccount,
    /// The account was sent its hourly share of links already: nothing was sent.
    TooMany,
}

#[derive(Debug, Error)]
pub enum PasswordResetError {
    #[error("the reset link opens nothing: {0:?}")]
    Token(TokenProblem),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for PasswordResetError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Sends reset links and sets the new password.
pub struct PasswordReset {
    users: Arc<dyn UserRepository>,
    tokens: Arc<dyn AccountTokenRepository>,
    hasher: Arc<dyn PasswordHasher>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    /// Where the app is served, for the link (`https://app.example.com`), without a final `/`.
    public_url: String,
}

impl PasswordReset {
    pub fn new(
        users: Arc<dyn UserRepository>,
        tokens: Arc<dyn AccountTokenRepository>,
        hasher: Arc<dyn PasswordHasher>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        public_url: &str,
    ) -> Self {
        Self {
            users,
            tokens,
            hasher,
            mailer,
            clock,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Sends a reset link to `email` when an account has it, at most
    /// [`TokenPurpose::per_hour`] an hour per account.
    #[tracing::instrument(name = "request_password_reset", skip_all)]
    pub async fn request(&self, email: &Email) -> Result<ResetRequested, PasswordResetError> {
        let Some((user, _)) = self.users.find_credentials(email).await? else {
            return Ok(ResetRequested::NoAccount);
        };
        let now = self.clock.now();
        let Some(secret) = issue_link(
            self.tokens.as_ref(),
            &user,
            TokenPurpose::PasswordReset,
            now,
        )
        .await?
        else {
            tracing::warn!(
                user_id = user.id.0,
                "reset links for this account are rate limited"
            );
            return Ok(ResetRequested::TooMany);
        };
        let link = format!("{}/reset-password?token={secret}", self.public_url);
        self.mailer
            .send(&reset_link_email(&user, &link))
            .await
            .map_err(|e| PasswordResetError::Unexpected(anyhow::Error::new(e)))?;
        tracing::info!(user_id = user.id.0, "password reset link sent");
        Ok(ResetRequested::Sent)
    }

    /// Sets a new password with a link's secret: every session of the account ends, and the
    /// agent is told by email.
    #[tracing::instrument(name = "reset_password", skip_all)]
    pub async fn confirm(
        &self,
        secret: &str,
        new_password: &Password,
    ) -> Result<User, PasswordResetError> {
        let new_hash = self.hasher.hash(new_password).await?;
        let redeemed = self
            .tokens
            .reset_password(&token_hash(secret), &new_hash, self.clock.now())
            .await?
            .map_err(PasswordResetError::Token)?;
        let user = self
            .users
            .find_by_id(redeemed.user_id)
            .await?
            .ok_or_else(|| PasswordResetError::Unexpected(anyhow::anyhow!("account vanished")))?;
        tracing::info!(user_id = user.id.0, "password reset");
        if let Err(e) = self.mailer.send(&password_changed_email(&user)).await {
            // The password is changed; the notice is a courtesy and must not undo that.
            tracing::warn!(error = %e, "the password-changed notice could not be sent");
        }
        Ok(user)
    }
}

/// The message with the reset link.
pub fn reset_link_email(user: &User, link: &str) -> OutgoingEmail {
    let email = to_agent(
        user,
        "Reset your Showscribe password",
        &[
            "Someone, hopefully you, asked to reset the password of your Showscribe account."
                .to_owned(),
            format!("Open this link within an hour to choose a new password: {link}"),
            "The link works once. If you did not ask for it, ignore this email: your password stays as it is."
                .to_owned(),
        ],
    );
    with_link(email, link)
}

/// The notice that the password was changed.
pub fn password_changed_email(user: &User) -> OutgoingEmail {
    to_agent(
        user,
        "Your Showscribe password was changed",
        &[
            "The password of your Showscribe account was just changed, and every device signed in to it was signed out."
                .to_owned(),
            "If this was not you, reset your password at once from the sign-in page (\"Forgot password?\") and contact support."
                .to_owned(),
        ],
    )
}
