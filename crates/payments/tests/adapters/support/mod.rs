//! Shared helpers: settings, requests and Stripe's signatures and form bodies.

use std::time::{SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use secrecy::SecretString;
use sha2::Sha256;
use showscribe_application::ports::{
    PayingCustomer, PaymentRequest, Purchase, SubscriptionRequest,
};
use showscribe_domain::{Cents, PlanId, UserId};
use showscribe_payments::{StripePayments, StripePrices, StripeSettings};
use wiremock::Request;

pub mod stripe_objects;

pub const SECRET_KEY: &str = "sk_test_51Showscribe0123456789";
pub const PUBLISHABLE_KEY: &str = "pk_test_51Showscribe0123456789";
pub const WEBHOOK_SECRET: &str = "whsec_0123456789abcdefShowscribe";

pub fn settings(api_base: &str) -> StripeSettings {
    StripeSettings {
        secret_key: SecretString::from(SECRET_KEY),
        publishable_key: PUBLISHABLE_KEY.into(),
        webhook_secret: SecretString::from(WEBHOOK_SECRET),
        prices: StripePrices {
            essential: "price_essential_monthly".into(),
            pro: "price_pro_monthly".into(),
            elite: "price_elite_monthly".into(),
        },
        api_base: Some(api_base.into()),
        webhook_tolerance_secs: 300,
        timeout_secs: 5,
    }
}

pub fn stripe(api_base: &str) -> StripePayments {
    StripePayments::new(&settings(api_base)).unwrap()
}

pub fn customer(customer_id: Option<&str>) -> PayingCustomer {
    PayingCustomer {
        user_id: UserId(42),
        email: "dana@realty.example".into(),
        name: "Dana Whitfield".into(),
        customer_id: customer_id.map(str::to_owned),
    }
}

pub fn subscription_request(
    customer_id: Option<&str>,
    coupon: Option<&str>,
) -> SubscriptionRequest {
    SubscriptionRequest {
        customer: customer(customer_id),
        plan: PlanId::Pro,
        monthly_price: Cents(PlanId::Pro.plan().monthly_price_cents),
        coupon_code: coupon.map(str::to_owned),
    }
}

pub fn pack_request(customer_id: Option<&str>) -> PaymentRequest {
    PaymentRequest {
        customer: customer(customer_id),
        purchase: Purchase::Pack { reports: 20 },
        amount: Cents(3_340),
    }
}

pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
        .try_into()
        .unwrap()
}

/// The hex HMAC-SHA256 of `"{t}.{payload}"`, as Stripe signs webhooks.
pub fn signature(secret: &str, t: i64, payload: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    hex::encode(mac.finalize().into_bytes())
}

/// A `Stripe-Signature` header for `payload` signed at `t`.
pub fn signature_header(secret: &str, t: i64, payload: &[u8]) -> String {
    format!("t={t},v1={}", signature(secret, t, payload))
}

/// The pairs of a form-encoded body (or query string), decoded.
pub fn form(encoded: &str) -> Vec<(String, String)> {
    encoded
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
        .collect()
}

pub fn body_form(request: &Request) -> Vec<(String, String)> {
    form(std::str::from_utf8(&request.body).unwrap())
}

/// The single value of `key` in a form.
pub fn field<'a>(form: &'a [(String, String)], key: &str) -> Option<&'a str> {
    let mut values = form
        .iter()
        .filter(|(k, _)| k == key)
        .map(|(_, v)| v.as_str());
    let value = values.next();
    assert!(
        values.next().is_none(),
        "{key} is sent more than once: {form:?}"
    );
    value
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).unwrap()
}
