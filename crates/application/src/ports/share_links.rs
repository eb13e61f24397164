use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;
use showscribe_domain::delivery::DeliveryId;
use showscribe_domain::share_link::{NewShareLink, ShareLink, ShareLinkId, SharedShowing};
use showscribe_domain::showing::ShowingId;
use showscribe_domain::user::TokenHash;

use super::RepositoryError;

/// The links agents give their clients, stored by the hash of their secret.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ShareLinkRepository: Send + Sync {
    /// Records a link to one of the owner's showings (`NotFound` when the showing is not the
    /// owner's).
    async fn create(&self, link: &NewShareLink) -> Result<ShareLink, RepositoryError>;

    /// The links of one of the owner's showings, newest first (revoked and expired ones too).
    async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<ShareLink>, RepositoryError>;

    /// Revokes a link of one of the owner's showings: `false` when there is no such link. A
    /// link revoked before keeps its first time.
    async fn revoke(
        &self,
        owner: UserId,
        showing: ShowingId,
        link: ShareLinkId,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError>;

    /// Revokes the open links made for a delivery's message, returning how many: a try that
    /// made one and then stopped without recording its message sent leaves a link whose secret
    /// nobody holds.
    async fn revoke_for_delivery(
        &self,
        owner: UserId,
        showing: ShowingId,
        delivery: DeliveryId,
        now: DateTime<Utc>,
    ) -> Result<u64, RepositoryError>;

    /// The showing an open link (not revoked, not expired at `now`) leads to, noting that it
    /// was opened; `None` for any other secret, with no difference between the reasons.
    async fn open(
        &self,
        hash: &TokenHash,
        now: DateTime<Utc>,
    ) -> Result<Option<SharedShowing>, RepositoryError>;
}
