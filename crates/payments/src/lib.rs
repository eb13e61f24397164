//! Showscribe's card payments: Stripe in production, an in-process sandbox by default.
//!
//! * [`StripePayments`] creates customers, subscriptions (one Stripe Price per plan, the first
//!   invoice confirmed in the browser), one-off payment intents and billing portal sessions
//!   through async-stripe, and verifies and reads Stripe's signed webhooks.
//! * [`SandboxPayments`] keeps everything in memory and confirms payments through the app's
//!   test step; no card is charged.
//!
//! [`payments_from_settings`] picks one from the `[payments]` config section: Stripe when
//! `[payments.stripe]` is there, the sandbox otherwise.

mod sandbox;
mod settings;
mod stripe;
mod webhook;

use std::sync::Arc;

use anyhow::Context;
use showscribe_application::ports::Payments;

pub use sandbox::{
    SANDBOX_COUPON, SANDBOX_PORTAL_PATH, SandboxPayment, SandboxPayments, SandboxSubscription,
    TEST_COUPON,
};
pub use settings::{PaymentsConfigError, PaymentsSettings, StripePrices, StripeSettings};
pub use stripe::StripePayments;

/// The payment provider the settings ask for: Stripe with a `[payments.stripe]` section (which
/// must then be complete), the sandbox without one.
pub fn payments_from_settings(settings: &PaymentsSettings) -> anyhow::Result<Arc<dyn Payments>> {
    match &settings.stripe {
        Some(stripe) => {
            let payments = StripePayments::new(stripe).context("configuring [payments.stripe]")?;
            tracing::info!(
                api_base = stripe.api_base.as_deref().unwrap_or("Stripe"),
                "payments go through Stripe"
            );
            Ok(Arc::new(payments))
        }
        None => {
            tracing::warn!(
                "payments run in the sandbox: no card is charged and payments are confirmed by a test step in the app"
            );
            Ok(Arc::new(SandboxPayments::new()))
        }
    }
}
