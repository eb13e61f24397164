//! Stripe webhooks: checking a delivery's signature and reading the events the product acts on.
//!
//! Stripe signs each delivery with the endpoint's signing secret: the `Stripe-Signature` header
//! is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with several `v1` entries
//! while a secret is being rolled (any one of them may match) and possibly other schemes (`v0`)
//! that are ignored. The timestamp bounds replays of an old delivery; a replay within the
//! tolerance carries the same event id, which the application applies only once.
//!
//! Events are read with `serde_json` from the fields that matter, so that both the current
//! and older API versions' shapes are understood (an invoice's subscription moved from
//! `subscription` to `parent.subscription_details.subscription`, a subscription's period from
//! the subscription to its items).
//!
//! A subscription's price is read back as the plan it stands for, so that a plan switched in
//! Stripe's customer portal is switched here too. An invoice paid for a mid-period plan change
//! (`billing_reason` `subscription_update`, when prorations are invoiced at once) starts no new
//! period: only creation and renewal invoices do.

use anyhow::anyhow;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;
use showscribe_application::ports::{PaymentError, PaymentEvent};
use showscribe_domain::SubscriptionStatus;

use crate::settings::StripePrices;

type HmacSha256 = Hmac<Sha256>;

/// Checks `header` (the `Stripe-Signature` value) against `payload` signed with `secret`, at
/// `now` (unix seconds), allowing `tolerance_secs` of age or clock skew either way.
pub(crate) fn verify_signature(
    payload: &[u8],
    header: &str,
    secret: &[u8],
    tolerance_secs: u64,
    now: i64,
) -> Result<(), PaymentError> {
    let invalid = |why: &str| PaymentError::InvalidSignature(why.to_owned());
    if header.trim().is_empty() {
        return Err(invalid("no Stripe-Signature header"));
    }
    let mut timestamp: Option<&str> = None;
    let mut signatures: Vec<Vec<u8>> = Vec::new();
    for part in header.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((key, value)) = part.split_once('=') else {
            return Err(invalid("the header is not a list of key=value pairs"));
        };
        let value = value.trim();
        match key.trim() {
            "t" if timestamp.is_some() => return Err(invalid("more than one timestamp")),
            "t" => timestamp = Some(value),
            // A v1 value that is not hex cannot match; it is skipped like a wrong one.
            "v1" => signatures.extend(hex::decode(value).ok()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or_else(|| invalid("no timestamp"))?;
    let signed_at: i64 = timestamp
        .parse()
        .map_err(|_| invalid("the timestamp is not a number"))?;
    if signatures.is_empty() {
        return Err(invalid("no v1 signature"));
    }

    let mut mac = HmacSha256::new_from_slice(secret).map_err(|_| invalid("unusable secret"))?;
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(payload);
    // `verify_slice` compares in constant time.
    if !signatures
        .iter()
        .any(|signature| mac.clone().verify_slice(signature).is_ok())
    {
        return Err(invalid("no signature matches the payload"));
    }

    let tolerance = i64::try_from(tolerance_secs).unwrap_or(i64::MAX);
    if now.saturating_sub(signed_at).abs() > tolerance {
        return Err(invalid("the timestamp is outside the tolerance"));
    }
    Ok(())
}

/// Reads a verified event. `Ok(None)` for the kinds the product does not act on.
pub(crate) fn read_event(
    payload: &[u8],
    prices: &StripePrices,
) -> Result<Option<PaymentEvent>, PaymentError> {
    let event: Value = serde_json::from_slice(payload)
        .map_err(|e| PaymentError::Unexpected(anyhow!("the webhook body is not JSON: {e}")))?;
    let kind = text(&event, &["type"]).ok_or_else(|| malformed("type"))?;
    let event_id = text(&event, &["id"]).ok_or_else(|| malformed("id"))?;
    let object = event
        .pointer("/data/object")
        .ok_or_else(|| malformed("data.object"))?;
    let object_id = || text(object, &["id"]).ok_or_else(|| malformed("data.object.id"));

    let read = match kind.as_str() {
        "invoice.paid" => {
            // An invoice outside any subscription (none are made today) needs no action, nor
            // one for a change within the period.
            let mid_period =
                text(object, &["billing_reason"]).as_deref() == Some("subscription_update");
            invoice_subscription(object)
                .filter(|_| !mid_period)
                .map(|subscription_id| PaymentEvent::InvoicePaid {
                    event_id,
                    subscription_id,
                    period_end: invoice_period_end(object),
                })
        }
        "customer.subscription.updated" => {
            let status = text(object, &["status"]).ok_or_else(|| malformed("status"))?;
            Some(PaymentEvent::SubscriptionUpdated {
                event_id,
                subscription_id: object_id()?,
                status: subscription_status(&status),
                cancel_at_period_end: object
                    .get("cancel_at_period_end")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
                plan: first_item(object)
                    .and_then(|item| text(item, &["price", "id"]))
                    .and_then(|price| prices.plan_for(&price)),
                period_end: first_item(object)
                    .and_then(|item| item.get("current_period_end"))
                    .or_else(|| object.get("current_period_end"))
                    .and_then(Value::as_i64)
                    .and_then(|t| DateTime::from_timestamp(t, 0)),
            })
        }
        "customer.subscription.deleted" => Some(PaymentEvent::SubscriptionDeleted {
            event_id,
            subscription_id: object_id()?,
        }),
        "payment_intent.succeeded" => Some(PaymentEvent::PaymentSucceeded {
            event_id,
            payment_id: object_id()?,
        }),
        _ => None,
    };
    Ok(read)
}

/// A Stripe subscription status in the product's terms. Unknown and `paused` subscriptions
/// are not paying.
pub(crate) fn subscription_status(status: &str) -> SubscriptionStatus {
    match status {
        "active" | "trialing" => SubscriptionStatus::Active,
        "past_due" | "unpaid" => SubscriptionStatus::PastDue,
        "canceled" => SubscriptionStatus::Canceled,
        _ => SubscriptionStatus::Inactive,
    }
}

/// A subscription's first (and only) item.
fn first_item(subscription: &Value) -> Option<&Value> {
    subscription.pointer("/items/data/0")
}

/// The latest end of the periods an invoice's lines cover: for a creation or renewal invoice,
/// the end of the period it pays for.
fn invoice_period_end(invoice: &Value) -> Option<DateTime<Utc>> {
    invoice
        .pointer("/lines/data")?
        .as_array()?
        .iter()
        .filter_map(|line| line.pointer("/period/end").and_then(Value::as_i64))
        .max()
        .and_then(|t| DateTime::from_timestamp(t, 0))
}

/// The subscription an invoice belongs to, in the current shape
/// (`parent.subscription_details.subscription`) or the older one (`subscription`), whether
/// given as an id or an expanded object.
fn invoice_subscription(invoice: &Value) -> Option<String> {
    [
        &["parent", "subscription_details", "subscription"][..],
        &["subscription"][..],
    ]
    .into_iter()
    .find_map(|path| id_at(invoice, path))
}

/// The string at `path`, or the `id` of the object there.
fn id_at(value: &Value, path: &[&str]) -> Option<String> {
    let found = path.iter().try_fold(value, |v, key| v.get(key))?;
    match found {
        Value::String(id) if !id.is_empty() => Some(id.clone()),
        Value::Object(_) => text(found, &["id"]),
        _ => None,
    }
}

fn text(value: &Value, path: &[&str]) -> Option<String> {
    path.iter()
        .try_fold(value, |v, key| v.get(key))?
        .as_str()
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

fn malformed(field: &str) -> PaymentError {
    PaymentError::Unexpected(anyhow!("the webhook event has no {field}"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn sign(secret: &str, t: i64, payload: &[u8]) -> String {
        let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(format!("{t}.").as_bytes());
        mac.update(payload);
        hex::encode(mac.finalize().into_bytes())
    }

    const NOW: i64 = 1_750_000_000;

    fn prices() -> StripePrices {
        StripePrices {
            essential: "price_e".into(),
            pro: "price_p".into(),
            elite: "price_x".into(),
        }
    }

    #[test]
    fn garbled_headers_are_refused() {
        let body = br#"{"id":"evt_1"}"#;
        let good = sign("whsec_x", NOW, body);
        for header in [
            String::new(),
            "   ".into(),
            "garbage".into(),
            format!("v1={good}"),
            format!("t=abc,v1={good}"),
            format!("t={NOW}"),
            format!("t={NOW},v1=nothex"),
            format!("t={NOW},t={NOW},v1={good}"),
            format!("t={NOW},v0={good}"),
        ] {
            let err = verify_signature(body, &header, b"whsec_x", 300, NOW).unwrap_err();
            assert!(
                matches!(err, PaymentError::InvalidSignature(_)),
                "{header:?}: {err:?}"
            );
        }
        verify_signature(body, &format!("t={NOW}, v1={good}"), b"whsec_x", 300, NOW).unwrap();
    }

    #[test]
    fn the_tolerance_bounds_age_and_skew() {
        let body = b"{}";
        let at = |t: i64| format!("t={t},v1={}", sign("s", t, body));
        verify_signature(body, &at(NOW - 300), b"s", 300, NOW).unwrap();
        verify_signature(body, &at(NOW + 300), b"s", 300, NOW).unwrap();
        assert!(verify_signature(body, &at(NOW - 301), b"s", 300, NOW).is_err());
        assert!(verify_signature(body, &at(NOW + 301), b"s", 300, NOW).is_err());
    }

    #[test]
    fn statuses_map_to_the_product_terms() {
        use SubscriptionStatus::*;
        for (stripe, ours) in [
            ("active", Active),
            ("trialing", Active),
            ("past_due", PastDue),
            ("unpaid", PastDue),
            ("canceled", Canceled),
            ("incomplete", Inactive),
            ("incomplete_expired", Inactive),
            ("paused", Inactive),
            ("something_new", Inactive),
        ] {
            assert_eq!(subscription_status(stripe), ours, "{stripe}");
        }
    }

    #[test]
    fn invoices_outside_subscriptions_and_malformed_events() {
        let invoice = br#"{"id":"evt_1","type":"invoice.paid","data":{"object":{"id":"in_1","parent":null,"subscription":null}}}"#;
        assert_eq!(read_event(invoice, &prices()).unwrap(), None);
        let no_object = br#"{"id":"evt_1","type":"payment_intent.succeeded","data":{}}"#;
        assert!(matches!(
            read_event(no_object, &prices()),
            Err(PaymentError::Unexpected(_))
        ));
        assert!(matches!(
            read_event(b"not json", &prices()),
            Err(PaymentError::Unexpected(_))
        ));
    }
}
