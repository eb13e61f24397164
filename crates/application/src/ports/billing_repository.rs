use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::{Cents, PlanId, User, UserId};

use super::payments::{PaymentEvent, Purchase};
use super::user_repository::RepositoryError;

/// A subscription started at the provider and waiting for its first payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenSubscription {
    pub subscription_id: String,
    pub plan: PlanId,
    pub coupon_code: Option<String>,
    /// `None` when the first invoice needs no payment.
    pub client_secret: Option<String>,
    /// What the first invoice asks for once the coupon is taken off, when the provider said.
    pub first_payment: Option<Cents>,
    pub created_at: DateTime<Utc>,
}

/// A one-off payment started at the provider, credited when it succeeds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingPurchase {
    pub payment_id: String,
    pub purchase: Purchase,
    pub amount_cents: i64,
    pub created_at: DateTime<Utc>,
}

/// What applying a provider event did.
#[derive(Debug, Clone, PartialEq)]
pub enum EventOutcome {
    /// The event changed this agent's account.
    Applied(Box<User>),
    /// The event was applied before (a redelivery); nothing changed.
    Duplicate,
    /// The event is about nothing this product started (another integration's subscription, a
    /// payment made elsewhere); it is recorded as processed and ignored.
    Unmatched,
}

/// The billing side of agents' accounts. Every change that follows from a provider event
/// happens in one transaction with recording the event's id, so each event is applied once
/// however often, and however concurrently, it is delivered.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait BillingRepository: Send + Sync {
    /// Remembers the provider's customer id for the agent.
    async fn set_customer(&self, user: UserId, customer_id: &str) -> Result<(), RepositoryError>;

    /// Records a subscription started at the provider.
    async fn record_subscription(
        &self,
        user: UserId,
        subscription: &OpenSubscription,
    ) -> Result<(), RepositoryError>;

    /// The agent's newest subscription to `plan` with this coupon that still waits for its
    /// first payment, so that reloading the checkout does not start another one.
    async fn open_subscription(
        &self,
        user: UserId,
        plan: PlanId,
        coupon_code: Option<String>,
    ) -> Result<Option<OpenSubscription>, RepositoryError>;

    /// Records a one-off payment started at the provider.
    async fn record_purchase(
        &self,
        user: UserId,
        purchase: &PendingPurchase,
    ) -> Result<(), RepositoryError>;

    /// Puts the agent on `plan` now with a new period's allowance: a subscription whose first
    /// invoice needs no payment (`subscription_id` is the provider's, when there is one).
    async fn activate_plan(
        &self,
        user: UserId,
        plan: PlanId,
        subscription_id: Option<String>,
    ) -> Result<User, RepositoryError>;

    /// The subscription ends with its paid period, which ends at `period_end` when known.
    async fn mark_cancel_at_period_end(
        &self,
        user: UserId,
        period_end: Option<DateTime<Utc>>,
    ) -> Result<User, RepositoryError>;

    /// Moves the agent's plan in force to `plan` in the middle of the period, with the
    /// allowance the domain gives a plan change (`Allowance::change_plan`); a cancellation at
    /// the period's end is withdrawn. `period_end` is the paid period's end when known.
    async fn change_plan(
        &self,
        user: UserId,
        plan: PlanId,
        period_end: Option<DateTime<Utc>>,
    ) -> Result<User, RepositoryError>;

    /// When the paid period of the agent's subscription in force ends, when known.
    async fn period_end(&self, user: UserId) -> Result<Option<DateTime<Utc>>, RepositoryError>;

    /// Ends the agent's plan now; unused bought reports stay.
    async fn end_plan(&self, user: UserId) -> Result<User, RepositoryError>;

    /// Applies a provider event once.
    async fn apply_event(&self, event: &PaymentEvent) -> Result<EventOutcome, RepositoryError>;
}
