use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;

use super::RepositoryError;

/// A request sent with an `Idempotency-Key`: whose, the key, what it asked for (method and path)
/// and a digest of its body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdempotentRequest {
    pub user: UserId,
    pub key: String,
    pub scope: String,
    pub fingerprint: String,
}

/// The answer given to the first request with a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAnswer {
    pub status: u16,
    pub body: String,
}

/// What claiming a key found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is new (or its day is over, or its first request was abandoned): this request
    /// answers it.
    Claimed,
    /// The first request with this key is still being answered.
    InProgress,
    /// The first request was answered: this is its answer.
    Answered(StoredAnswer),
    /// The key was used for a different request (another path or body).
    Mismatch,
}

/// First answers to requests sent with an `Idempotency-Key`, per agent.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait IdempotencyRepository: Send + Sync {
    /// Claims the key for this request in one step that only one of several concurrent
    /// requests can win. A key first used before `expired_before`, or claimed but never answered
    /// before `abandoned_before`, is claimed afresh.
    async fn claim(
        &self,
        request: &IdempotentRequest,
        now: DateTime<Utc>,
        expired_before: DateTime<Utc>,
        abandoned_before: DateTime<Utc>,
    ) -> Result<Claim, RepositoryError>;

    /// Stores the answer to a claimed key.
    async fn answer(
        &self,
        user: UserId,
        key: &str,
        answer: &StoredAnswer,
    ) -> Result<(), RepositoryError>;

    /// Gives a claimed key up (its request failed in a way worth trying again).
    async fn release(&self, user: UserId, key: &str) -> Result<(), RepositoryError>;
}
