use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;
use showscribe_domain::analytics::ReportRecord;

use super::RepositoryError;

/// An agent's showing reports as the analytics read them.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ReportHistory: Send + Sync {
    /// The owner's showing reports (never a market analysis) generated at or after `since`,
    /// each with its showing's creation time and the time it was first sent, if it was.
    async fn reports_since(
        &self,
        owner: UserId,
        since: DateTime<Utc>,
    ) -> Result<Vec<ReportRecord>, RepositoryError>;
}
