use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;
use showscribe_domain::user::{SignIn, SignInId};

use super::RepositoryError;

/// The devices agents are signed in on.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait SignInRepository: Send + Sync {
    /// Records a new sign-in.
    async fn start(
        &self,
        user: UserId,
        device: &str,
        now: DateTime<Utc>,
    ) -> Result<SignInId, RepositoryError>;

    /// Records that the sign-in was seen now; `false` when it was ended (signed out elsewhere),
    /// or is not the agent's.
    async fn touch(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError>;

    /// Ends one sign-in (signing out on that device).
    async fn end(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Ends every sign-in of the agent but `keep`.
    async fn end_all_but(
        &self,
        user: UserId,
        keep: Option<SignInId>,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// The agent's sign-ins that were not ended, most recently seen first.
    async fn active(&self, user: UserId) -> Result<Vec<SignIn>, RepositoryError>;
}
