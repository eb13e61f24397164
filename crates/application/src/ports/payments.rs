//! The card payment provider (Stripe in production, an in-process sandbox by default).
//!
//! Use cases never see provider objects: they ask for a subscription or a one-off payment, get
//! back what the browser needs to confirm it, and later learn the outcome as [`PaymentEvent`]s,
//! whether those come from a verified webhook or from the sandbox's in-app confirmation.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::{Cents, PlanId, SubscriptionStatus, UserId};
use thiserror::Error;

/// Who is paying, as the provider knows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayingCustomer {
    pub user_id: UserId,
    pub email: String,
    pub name: String,
    /// The provider's customer id, when one was created before.
    pub customer_id: Option<String>,
}

/// A monthly plan to start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionRequest {
    pub customer: PayingCustomer,
    pub plan: PlanId,
    /// The plan's monthly price, computed by the domain (never taken from a client).
    pub monthly_price: Cents,
    /// A coupon or promotion code for the provider to apply, as entered.
    pub coupon_code: Option<String>,
}

/// A subscription created at the provider and waiting for its first payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartedSubscription {
    pub customer_id: String,
    pub subscription_id: String,
    /// What the browser confirms the first invoice's payment with. `None` when the first
    /// invoice needs no payment (a 100% coupon): the plan is active at once.
    pub client_secret: Option<String>,
    /// What the first invoice asks for once the coupon is taken off, when the provider says.
    pub first_payment: Option<Cents>,
}

/// A subscription in force to move to another monthly plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanChangeRequest {
    /// The provider's subscription, the one and only that is changed.
    pub subscription_id: String,
    pub plan: PlanId,
    /// The new plan's monthly price, computed by the domain.
    pub monthly_price: Cents,
}

/// A subscription moved to another plan at the provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangedSubscription {
    /// When the paid period ends (the renewal date, which a plan change keeps), when the
    /// provider says.
    pub period_end: Option<DateTime<Utc>>,
    /// The events the change causes, for a provider without webhooks (the sandbox); empty when
    /// they arrive as webhooks.
    pub events: Vec<PaymentEvent>,
}

/// What a one-off payment buys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purchase {
    /// A single report at the non-subscriber price (also how pay-per-report is bought).
    SingleReport,
    /// An add-on pack of reports for a subscriber.
    Pack { reports: i64 },
}

impl Purchase {
    pub fn reports(self) -> i64 {
        match self {
            Self::SingleReport => 1,
            Self::Pack { reports } => reports,
        }
    }

    pub fn description(self) -> String {
        match self {
            Self::SingleReport => "Showscribe report".to_owned(),
            Self::Pack { reports } => format!("Showscribe add-on pack: {reports} reports"),
        }
    }
}

/// A one-off payment to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentRequest {
    pub customer: PayingCustomer,
    pub purchase: Purchase,
    /// Computed by the domain.
    pub amount: Cents,
}

/// A one-off payment created at the provider, to be confirmed by the browser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartedPayment {
    pub customer_id: String,
    pub payment_id: String,
    pub client_secret: String,
}

/// Something that happened at the provider, in the product's terms. Each carries the provider's
/// event id so that it is applied once however many times it is delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentEvent {
    /// A subscription invoice was paid: the plan is active and the month's allowance starts over.
    InvoicePaid {
        event_id: String,
        subscription_id: String,
        /// The end of the period the invoice pays for, when it says.
        period_end: Option<DateTime<Utc>>,
    },
    /// The subscription's status, cancellation, plan or period changed.
    SubscriptionUpdated {
        event_id: String,
        subscription_id: String,
        status: SubscriptionStatus,
        cancel_at_period_end: bool,
        /// The plan its price stands for; `None` for a price that is none of the plans'.
        plan: Option<PlanId>,
        /// The end of the current paid period, when the provider says.
        period_end: Option<DateTime<Utc>>,
    },
    /// The subscription ended.
    SubscriptionDeleted {
        event_id: String,
        subscription_id: String,
    },
    /// A one-off payment (single report or pack) succeeded.
    PaymentSucceeded {
        event_id: String,
        payment_id: String,
    },
}

impl PaymentEvent {
    pub fn event_id(&self) -> &str {
        match self {
            Self::InvoicePaid { event_id, .. }
            | Self::SubscriptionUpdated { event_id, .. }
            | Self::SubscriptionDeleted { event_id, .. }
            | Self::PaymentSucceeded { event_id, .. } => event_id,
        }
    }
}

/// How the browser should collect card details.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckoutMode {
    /// The provider's embedded payment form, with this publishable key.
    Stripe { publishable_key: String },
    /// No provider: payments are confirmed in the app by a clearly marked test step.
    Sandbox,
}

#[derive(Debug, Error)]
pub enum PaymentError {
    /// The provider does not know the coupon or promotion code (or it is no longer valid).
    #[error("coupon {0:?} is not valid")]
    InvalidCoupon(String),
    /// The card was declined or the payment failed; the message is the provider's, for the user.
    #[error("{0}")]
    Declined(String),
    /// The provider has no such object (subscription, payment) or it belongs to someone else.
    #[error("not found at the payment provider")]
    NotFound,
    /// A webhook whose signature is missing, wrong or too old.
    #[error("invalid webhook signature: {0}")]
    InvalidSignature(String),
    /// The operation exists only in sandbox mode.
    #[error("not available in this payment mode")]
    NotSupported,
    /// The provider could not be reached or answered with a server error.
    #[error("the payment provider is unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait Payments: Send + Sync {
    fn checkout_mode(&self) -> CheckoutMode;

    /// Creates the customer if needed and a subscription to the plan whose first invoice waits
    /// for payment (Stripe: `payment_behavior=default_incomplete`).
    async fn start_subscription(
        &self,
        request: &SubscriptionRequest,
    ) -> Result<StartedSubscription, PaymentError>;

    /// Creates the customer if needed and a one-off payment to confirm.
    async fn start_payment(&self, request: &PaymentRequest)
    -> Result<StartedPayment, PaymentError>;

    /// Asks for the subscription to end at the end of the paid period, and tells when that is
    /// (when the provider says).
    async fn cancel_at_period_end(
        &self,
        subscription_id: &str,
    ) -> Result<Option<DateTime<Utc>>, PaymentError>;

    /// Moves the subscription to another plan now (Stripe: its item's price, with prorations
    /// for the rest of the period) and withdraws a cancellation at the period's end. Never
    /// starts a second subscription.
    async fn change_plan(
        &self,
        request: &PlanChangeRequest,
    ) -> Result<ChangedSubscription, PaymentError>;

    /// A page where the customer manages cards, invoices and the plan; `return_url` is where
    /// the provider sends them back.
    async fn portal_url(&self, customer_id: &str, return_url: &str)
    -> Result<String, PaymentError>;

    /// Verifies a webhook delivery (raw body and signature header) and reads it. `Ok(None)`:
    /// a genuine event of a kind the product does not act on.
    fn verify_webhook(
        &self,
        payload: &[u8],
        signature: &str,
    ) -> Result<Option<PaymentEvent>, PaymentError>;

    /// Sandbox only: confirms the payment behind a client secret as if the card had been
    /// charged, returning the events the provider would have sent.
    async fn confirm_test_payment(
        &self,
        client_secret: &str,
    ) -> Result<Vec<PaymentEvent>, PaymentError>;
}
