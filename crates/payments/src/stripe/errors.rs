//! Stripe's failures in the port's terms.

use anyhow::anyhow;
use showscribe_application::ports::PaymentError;
use stripe::{ApiErrorsCode, ApiErrorsType, StripeError};

/// A call that did not give what was asked for.
#[derive(Debug)]
pub(super) enum Failure {
    /// Stripe refused, or could not be reached.
    Stripe(StripeError),
    /// Stripe answered, but not with the fields expected.
    Shape(serde_json::Error),
}

impl Failure {
    /// Card errors are declines, missing objects are not found, anything that may pass
    /// (server errors, rate limits, no connection, no answer in time) is unavailable, and the
    /// rest (a bad key, a bad request) is unexpected.
    pub(super) fn into_payment_error(self) -> PaymentError {
        let error = match self {
            Self::Shape(e) => {
                return PaymentError::Unexpected(anyhow!(
                    "Stripe's answer was not understood: {e}"
                ));
            }
            Self::Stripe(error) => error,
        };
        match error {
            StripeError::Stripe(api, status) => {
                let message = api.message.clone().unwrap_or_default();
                let code = api.code.as_ref().map(ApiErrorsCode::as_str).unwrap_or("");
                let described = || {
                    format!(
                        "Stripe answered {status} ({}{}{code}): {message}",
                        api.type_.as_str(),
                        if code.is_empty() { "" } else { "/" },
                    )
                };
                if api.type_ == ApiErrorsType::CardError || status == 402 {
                    PaymentError::Declined(if message.is_empty() {
                        "The payment was declined.".to_owned()
                    } else {
                        message
                    })
                } else if status >= 500 || status == 429 || api.type_ == ApiErrorsType::ApiError {
                    PaymentError::Unavailable(anyhow!(described()))
                } else if status == 404 || api.code == Some(ApiErrorsCode::ResourceMissing) {
                    PaymentError::NotFound
                } else {
                    PaymentError::Unexpected(anyhow!(described()))
                }
            }
            StripeError::ClientError(e) => {
                PaymentError::Unavailable(anyhow!("could not reach Stripe: {e}"))
            }
            StripeError::Timeout => {
                PaymentError::Unavailable(anyhow!("Stripe did not answer in time"))
            }
            // The client reads successful answers as raw JSON, so this is an error status
            // whose body is not Stripe's (a proxy's or load balancer's page) or a body that
            // is not JSON at all: not Stripe's API answering.
            StripeError::JSONDeserialize(e) => {
                PaymentError::Unavailable(anyhow!("Stripe's API did not answer as Stripe: {e}"))
            }
            StripeError::ConfigError(e) => {
                PaymentError::Unexpected(anyhow!("the Stripe client is misconfigured: {e}"))
            }
        }
    }

    /// Whether Stripe refused the request because of its discount (the promotion code cannot
    /// be redeemed by this customer or for this amount, or no longer exists).
    pub(super) fn concerns_discount(&self) -> bool {
        self.refuses_param(&["discounts", "promotion_code", "coupon"])
    }

    /// Whether Stripe refused the request (a 4xx other than a card error) because of a
    /// parameter starting with one of `prefixes`.
    fn refuses_param(&self, prefixes: &[&str]) -> bool {
        let Self::Stripe(StripeError::Stripe(api, status)) = self else {
            return false;
        };
        (400..500).contains(status)
            && api.type_ == ApiErrorsType::InvalidRequestError
            && api
                .param
                .as_deref()
                .is_some_and(|param| prefixes.iter().any(|prefix| param.starts_with(prefix)))
    }
}

/// Failures of the promotion code look-up: a code Stripe does not know, or refuses to look
/// up, is an invalid coupon.
pub(super) fn coupon_error(failure: Failure, code: &str) -> PaymentError {
    if failure.refuses_param(&["code"]) {
        return PaymentError::InvalidCoupon(code.to_owned());
    }
    match failure.into_payment_error() {
        PaymentError::NotFound => PaymentError::InvalidCoupon(code.to_owned()),
        other => other,
    }
}
