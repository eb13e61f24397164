use async_trait::async_trait;
use showscribe_domain::{
    Email, NewUser, PasswordHash, PlanId, SessionVersion, SubscriptionStatus, User, UserId,
    UserProfile,
};
use thiserror::Error;

/// What a repository can report besides success. Adapters translate their infrastructure
/// errors into these (a unique violation on the email becomes `DuplicateEmail`).
#[derive(Debug, Error)]
pub enum RepositoryError {
    #[error("an account with this email already exists")]
    DuplicateEmail,
    #[error("not found")]
    NotFound,
    /// The owner's report allowance for the month is used up.
    #[error("report allowance exhausted (limit {limit})")]
    AllowanceUsedUp { limit: i64 },
    /// What a write was conditioned on changed since it was read (a compare-and-set lost to
    /// another write); nothing was stored. Read again and retry.
    #[error("changed since it was read")]
    Changed,
    #[error("the database is unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Agents' accounts.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync {
    async fn insert(&self, user: NewUser) -> Result<User, RepositoryError>;
    async fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError>;
    /// The account and its password hash, for signing in.
    async fn find_credentials(
        &self,
        email: &Email,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError>;
    async fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError>;
    async fn update_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
    ) -> Result<User, RepositoryError>;
    /// Stores the new hash and bumps the session version, returning the new version.
    async fn update_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
    ) -> Result<SessionVersion, RepositoryError>;
    /// Bumps the session version without changing the password: every session ends.
    async fn end_sessions(&self, id: UserId) -> Result<SessionVersion, RepositoryError>;
    /// Puts the agent on a plan: plan, subscription status and monthly report limit.
    async fn set_plan(
        &self,
        id: UserId,
        plan: Option<PlanId>,
        status: SubscriptionStatus,
        reports_limit: i64,
    ) -> Result<User, RepositoryError>;
    /// Records where the agent's logo is stored (`None`: no logo).
    async fn set_logo(
        &self,
        id: UserId,
        logo_path: Option<String>,
    ) -> Result<User, RepositoryError>;
    /// Closes the account in one transaction: its payments are kept without anything that
    /// names the agent (billing law), then the account goes with everything it owns (showings,
    /// reports, deliveries, links). Returns the keys of the files it held (report PDFs, logo)
    /// for the caller to delete. `NotFound` when there is no such account (any more).
    async fn delete_account(&self, id: UserId) -> Result<Vec<String>, RepositoryError>;
    /// Cheap connectivity check for readiness probes.
    async fn ping(&self) -> Result<(), RepositoryError>;
}
