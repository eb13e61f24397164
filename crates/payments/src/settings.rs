use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use showscribe_domain::PlanId;
use thiserror::Error;

/// Which payment provider takes the money (a `[payments]` config section).
///
/// Without a `[payments.stripe]` section the in-process sandbox is used: no card is charged and
/// payments are confirmed by a clearly marked test step in the app. With the section, every key
/// of it must be set: a half-configured Stripe is an error, never a silent fall-back to the
/// sandbox (which would hand out plans for free).
///
/// ```toml
/// [payments.stripe]
/// secret_key = "sk_live_…"          # or SHOWSCRIBE__PAYMENTS__STRIPE__SECRET_KEY
/// publishable_key = "pk_live_…"
/// webhook_secret = "whsec_…"        # or SHOWSCRIBE__PAYMENTS__STRIPE__WEBHOOK_SECRET
/// # api_base = "http://127.0.0.1:12111"  # another API root (tests, mocks); Stripe's by default
/// # webhook_tolerance_secs = 300
/// # timeout_secs = 20
///
/// [payments.stripe.prices]
/// essential = "price_…"
/// pro = "price_…"
/// elite = "price_…"
/// ```
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PaymentsSettings {
    #[serde(default)]
    pub stripe: Option<StripeSettings>,
}

/// The `[payments.stripe]` section.
///
/// `Debug` never shows the secret key or the webhook secret: `SecretString` prints as redacted.
#[derive(Debug, Clone, Deserialize)]
pub struct StripeSettings {
    /// The API secret key (`sk_live_…`, `sk_test_…` or a restricted `rk_…` key).
    pub secret_key: SecretString,
    /// The publishable key (`pk_…`) the browser's payment form is started with.
    pub publishable_key: String,
    /// The signing secret of the webhook endpoint (`whsec_…`).
    pub webhook_secret: SecretString,
    /// The Stripe Price (a monthly recurring price in USD) of each plan.
    pub prices: StripePrices,
    /// Another API root instead of Stripe's own, e.g. a local mock server for tests.
    #[serde(default)]
    pub api_base: Option<String>,
    /// How old (or how far in the future) a webhook's signed timestamp may be, in seconds.
    #[serde(default = "default_webhook_tolerance_secs")]
    pub webhook_tolerance_secs: u64,
    /// Bound on each API call, from connecting to the last byte of the answer.
    #[serde(default = "default_timeout_secs")]
    pub timeout_secs: u64,
}

/// The `[payments.stripe.prices]` section: a Price id per subscription plan.
///
/// Each Price must be a monthly recurring USD price equal to the plan's price in the domain
/// (`PlanId::plan()`); a subscription whose Stripe price differs is logged as a warning.
#[derive(Debug, Clone, Deserialize)]
pub struct StripePrices {
    pub essential: String,
    pub pro: String,
    pub elite: String,
}

impl StripePrices {
    /// The Price id of a subscription plan; `None` for pay-per-report, which is bought as
    /// one-off payments, not a subscription.
    pub fn for_plan(&self, plan: PlanId) -> Option<&str> {
        match plan {
            PlanId::Essential => Some(&self.essential),
            PlanId::Pro => Some(&self.pro),
            PlanId::Elite => Some(&self.elite),
            PlanId::PayPerReport => None,
        }
    }

    /// The plan a Price id stands for; `None` for a price that is none of the plans'.
    pub fn plan_for(&self, price_id: &str) -> Option<PlanId> {
        let price_id = price_id.trim();
        [PlanId::Essential, PlanId::Pro, PlanId::Elite]
            .into_iter()
            .find(|plan| self.for_plan(*plan).map(str::trim) == Some(price_id))
    }
}

pub(crate) fn default_webhook_tolerance_secs() -> u64 {
    300
}

pub(crate) fn default_timeout_secs() -> u64 {
    20
}

/// Settings the Stripe adapter cannot start with.
#[derive(Debug, Error)]
pub enum PaymentsConfigError {
    #[error("payments.stripe.{0} is empty")]
    Missing(&'static str),
    #[error("payments.stripe.api_base {0:?} is not an http(s) URL")]
    InvalidApiBase(String),
    #[error("payments.stripe.timeout_secs must be at least 1")]
    InvalidTimeout,
    #[error("could not build the Stripe client: {0}")]
    Client(String),
}

impl StripeSettings {
    /// Checks that nothing required is blank.
    pub fn validate(&self) -> Result<(), PaymentsConfigError> {
        let blank = |s: &str| s.trim().is_empty();
        if blank(self.secret_key.expose_secret()) {
            return Err(PaymentsConfigError::Missing("secret_key"));
        }
        if blank(&self.publishable_key) {
            return Err(PaymentsConfigError::Missing("publishable_key"));
        }
        if blank(self.webhook_secret.expose_secret()) {
            return Err(PaymentsConfigError::Missing("webhook_secret"));
        }
        for (name, price) in [
            ("prices.essential", &self.prices.essential),
            ("prices.pro", &self.prices.pro),
            ("prices.elite", &self.prices.elite),
        ] {
            if blank(price) {
                return Err(PaymentsConfigError::Missing(name));
            }
        }
        if let Some(base) = &self.api_base {
            let base = base.trim();
            if !(base.starts_with("http://") || base.starts_with("https://")) {
                return Err(PaymentsConfigError::InvalidApiBase(base.to_owned()));
            }
        }
        if self.timeout_secs == 0 {
            return Err(PaymentsConfigError::InvalidTimeout);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[derive(Deserialize)]
    struct Config {
        #[serde(default)]
        payments: PaymentsSettings,
    }

    const FULL: &str = r#"
        [payments.stripe]
        secret_key = "sk_test_very_secret_key"
        publishable_key = "pk_test_public"
        webhook_secret = "whsec_very_secret_signing"

        [payments.stripe.prices]
        essential = "price_essential"
        pro = "price_pro"
        elite = "price_elite"
    "#;

    #[test]
    fn no_section_means_no_stripe() {
        let c: Config = toml::from_str("").unwrap();
        assert!(c.payments.stripe.is_none());
        let c: Config = toml::from_str("[payments]").unwrap();
        assert!(c.payments.stripe.is_none());
    }

    #[test]
    fn reads_the_stripe_section_with_defaults() {
        let stripe = toml::from_str::<Config>(FULL)
            .unwrap()
            .payments
            .stripe
            .unwrap();
        assert_eq!(stripe.secret_key.expose_secret(), "sk_test_very_secret_key");
        assert_eq!(stripe.publishable_key, "pk_test_public");
        assert_eq!(stripe.webhook_tolerance_secs, 300);
        assert_eq!(stripe.timeout_secs, 20);
        assert!(stripe.api_base.is_none());
        assert_eq!(stripe.prices.for_plan(PlanId::Pro), Some("price_pro"));
        assert_eq!(stripe.prices.for_plan(PlanId::PayPerReport), None);
        stripe.validate().unwrap();
    }

    #[test]
    fn debug_does_not_show_the_secret_key_or_the_webhook_secret() {
        let c: Config = toml::from_str(FULL).unwrap();
        for shown in [format!("{:?}", c.payments), format!("{:#?}", c.payments)] {
            assert!(!shown.contains("sk_test_very_secret_key"), "{shown}");
            assert!(!shown.contains("whsec_very_secret_signing"), "{shown}");
            assert!(!shown.contains("very_secret"), "{shown}");
            assert!(shown.contains("REDACTED"), "{shown}");
            // What is not secret is still there to help diagnose a configuration.
            assert!(shown.contains("pk_test_public"), "{shown}");
        }
    }

    #[test]
    fn blank_keys_and_bad_urls_are_refused() {
        let with = |from: &str, to: &str| {
            toml::from_str::<Config>(&FULL.replace(from, to))
                .unwrap()
                .payments
                .stripe
                .unwrap()
                .validate()
                .unwrap_err()
                .to_string()
        };
        assert!(with("sk_test_very_secret_key", " ").contains("secret_key"));
        assert!(with("whsec_very_secret_signing", "").contains("webhook_secret"));
        assert!(with("pk_test_public", "").contains("publishable_key"));
        assert!(with("price_pro", "").contains("prices.pro"));
        assert!(
            with(
                "webhook_secret =",
                "api_base = \"ftp://example.test\"\nwebhook_secret ="
            )
            .contains("api_base")
        );
        assert!(with("webhook_secret =", "timeout_secs = 0\nwebhook_secret =").contains("timeout"));
    }
}
