use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;
use showscribe_domain::delivery::{Delivery, DeliveryId, NewDelivery};
use showscribe_domain::showing::ShowingId;

use super::RepositoryError;

/// How full the queue is: what waits, and for how long the oldest has waited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct QueueDepth {
    /// Queued or being sent.
    pub waiting: u64,
    pub oldest_queued_at: Option<DateTime<Utc>>,
    pub sent: u64,
    pub failed: u64,
}

/// The durable queue of report deliveries, stored beside the reports. Every write that follows
/// a claim carries the claim's `attempts` as a fence: a worker whose lease ran out and whose
/// delivery another worker took changes nothing.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait DeliveryQueue: Send + Sync {
    /// Queues a delivery: one statement that only one request can win. `None` when this
    /// version of the report was already queued or sent (whatever became of that delivery).
    async fn enqueue(&self, new: NewDelivery) -> Result<Option<Delivery>, RepositoryError>;

    /// Takes the delivery due first (queued and due, or being sent by a worker whose lease ran
    /// out), marks it sending until `now + lease` and counts the attempt. Concurrent workers
    /// never take the same delivery.
    async fn claim(
        &self,
        now: DateTime<Utc>,
        lease: Duration,
    ) -> Result<Option<Delivery>, RepositoryError>;

    /// Sent: the mail server accepted it. Also marks the report sent. `false` when the claim
    /// was lost.
    async fn mark_sent(
        &self,
        claimed: &Delivery,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError>;

    /// Back in the queue until `at`, with the reason it was not sent.
    async fn retry_later(
        &self,
        claimed: &Delivery,
        at: DateTime<Utc>,
        reason: &str,
    ) -> Result<bool, RepositoryError>;

    /// Given up, with the reason.
    async fn mark_failed(&self, claimed: &Delivery, reason: &str) -> Result<bool, RepositoryError>;

    /// Back in the queue at once, untried (a worker stopping before it finished).
    async fn release(&self, claimed: &Delivery) -> Result<bool, RepositoryError>;

    /// The agent asks for a failed delivery to be tried again: queued now, tries counted
    /// afresh. `None` when the agent has no such failed delivery on this showing.
    async fn requeue_failed(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: DeliveryId,
        now: DateTime<Utc>,
    ) -> Result<Option<Delivery>, RepositoryError>;

    /// A showing's deliveries, oldest first.
    async fn for_showing(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Delivery>, RepositoryError>;

    async fn depth(&self) -> Result<QueueDepth, RepositoryError>;
}
