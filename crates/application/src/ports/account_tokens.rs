use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::PasswordHash;
use showscribe_domain::user::{NewAccountToken, RedeemedToken, TokenHash, TokenProblem};

use super::RepositoryError;

/// The one-time links sent to agents, stored by the hash of their secret.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait AccountTokenRepository: Send + Sync {
    /// Records a link about to be sent, unless the account was already sent `limit` links for
    /// the same purpose since `since`: `false` then, and nothing is stored. The count and the
    /// insert are one step (the account's row is locked meanwhile), so concurrent requests
    /// cannot pass the limit together.
    async fn issue_within(
        &self,
        token: &NewAccountToken,
        limit: u64,
        since: DateTime<Utc>,
    ) -> Result<bool, RepositoryError>;

    /// Uses a password-reset link, in one transaction: the link (and every other reset link of
    /// the account) is marked used, the new hash stored and the session version bumped, so
    /// every session of the account ends. Of two concurrent uses of one link, one wins; the
    /// other gets `Used`.
    async fn reset_password(
        &self,
        token: &TokenHash,
        new_hash: &PasswordHash,
        now: DateTime<Utc>,
    ) -> Result<Result<RedeemedToken, TokenProblem>, RepositoryError>;

    /// Uses an address-check link, in one transaction: the link is marked used and the account
    /// marked confirmed, provided the account still has the address the link was sent to
    /// (`AddressChanged` otherwise, and nothing changes). Using a link of an already confirmed
    /// address again is `Used`.
    async fn verify_email(
        &self,
        token: &TokenHash,
        now: DateTime<Utc>,
    ) -> Result<Result<RedeemedToken, TokenProblem>, RepositoryError>;
}
