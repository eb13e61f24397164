//! Choosing the provider from the configuration.

use showscribe_application::ports::CheckoutMode;
use showscribe_payments::{PaymentsSettings, payments_from_settings};

use crate::support::{PUBLISHABLE_KEY, settings};

#[test]
fn without_stripe_settings_payments_run_in_the_sandbox() {
    let payments = payments_from_settings(&PaymentsSettings::default()).unwrap();
    assert_eq!(payments.checkout_mode(), CheckoutMode::Sandbox);
}

#[test]
fn with_stripe_settings_payments_go_through_stripe() {
    let payments = payments_from_settings(&PaymentsSettings {
        stripe: Some(settings("http://127.0.0.1:9")),
    })
    .unwrap();
    assert_eq!(
        payments.checkout_mode(),
        CheckoutMode::Stripe {
            publishable_key: PUBLISHABLE_KEY.into()
        }
    );
}

#[test]
fn incomplete_stripe_settings_are_an_error_not_the_sandbox() {
    let mut stripe = settings("http://127.0.0.1:9");
    stripe.webhook_secret = "  ".to_owned().into();
    let err = payments_from_settings(&PaymentsSettings {
        stripe: Some(stripe),
    })
    .err()
    .unwrap();
    assert!(format!("{err:#}").contains("webhook_secret"), "{err:#}");
}
