//! Billing: starting subscriptions and one-off payments, managing the subscription, and applying
//! what the payment provider reports. Prices always come from the domain, never from a client.

mod checkout;
mod events;
mod manage;
mod summary;

pub use checkout::{Checkout, CheckoutError, PaymentStarted, SubscribeOutcome};
pub use events::{PaymentEvents, PaymentEventsError};
pub use manage::{ManageSubscription, ManageSubscriptionError};
pub use summary::{BillingSummary, CancelEffect, PackOffer, PlanChangeOffer};

use crate::ports::PaymentError;

/// How the provider's failures reach the use cases' errors.
fn provider(e: PaymentError) -> anyhow::Error {
    anyhow::Error::new(e)
}
