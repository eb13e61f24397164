//! Webhook deliveries signed the way Stripe signs them.

use serde_json::{Value, json};
use showscribe_application::ports::{PaymentError, PaymentEvent, Payments};
use showscribe_domain::{PlanId, SubscriptionStatus};
use showscribe_payments::StripePayments;

use crate::support::{WEBHOOK_SECRET, now, signature, signature_header, stripe};

fn payments() -> StripePayments {
    // Webhooks are read without calling the API.
    stripe("http://127.0.0.1:9")
}

fn event(id: &str, kind: &str, api_version: &str, object: Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id,
        "object": "event",
        "api_version": api_version,
        "created": 1680064028,
        "data": { "object": object },
        "livemode": false,
        "pending_webhooks": 1,
        "request": { "id": null, "idempotency_key": null },
        "type": kind
    }))
    .unwrap()
}

/// `invoice.paid` as current API versions send it: the subscription is under `parent`.
fn invoice_paid() -> Vec<u8> {
    event(
        "evt_1NG8Du2eZvKYlo2CUI79vXWy",
        "invoice.paid",
        "2026-09-30.endive",
        json!({
            "id": "in_1MtHbELkdIwHu7ixl4OzzPMv",
            "object": "invoice",
            "amount_due": 4999,
            "amount_paid": 4999,
            "billing_reason": "subscription_cycle",
            "customer": "cus_NeZwdNtLEOXuvB",
            "parent": {
                "quote_details": null,
                "subscription_details": {
                    "metadata": { "plan": "pro", "user_id": "42" },
                    "subscription": "sub_1MowQVLkdIwHu7ixeRlqHVzs"
                },
                "type": "subscription_details"
            },
            "lines": {
                "object": "list",
                "data": [
                    {
                        "id": "il_proration",
                        "amount": 1667,
                        "description": "Remaining time on Pro after 15 Mar 2026",
                        "period": { "end": 1774224000, "start": 1773576000 }
                    },
                    {
                        "id": "il_cycle",
                        "amount": 4999,
                        "description": "1 × Pro (at $49.99 / month)",
                        "period": { "end": 1776902400, "start": 1774224000 }
                    }
                ],
                "has_more": false
            },
            "status": "paid"
        }),
    )
}

fn at(unix: i64) -> Option<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::from_timestamp(unix, 0)
}

fn deliver(payload: &[u8]) -> Result<Option<PaymentEvent>, PaymentError> {
    payments().verify_webhook(payload, &signature_header(WEBHOOK_SECRET, now(), payload))
}

fn assert_invalid(result: Result<Option<PaymentEvent>, PaymentError>) {
    assert!(
        matches!(result, Err(PaymentError::InvalidSignature(_))),
        "{result:?}"
    );
}

#[test]
fn a_signed_invoice_paid_is_read() {
    assert_eq!(
        deliver(&invoice_paid()).unwrap(),
        Some(PaymentEvent::InvoicePaid {
            event_id: "evt_1NG8Du2eZvKYlo2CUI79vXWy".into(),
            subscription_id: "sub_1MowQVLkdIwHu7ixeRlqHVzs".into(),
            // The latest end of its lines: the period it pays for.
            period_end: at(1776902400),
        })
    );
}

#[test]
fn an_invoice_for_a_change_within_the_period_starts_no_new_period() {
    let mut paid: Value = serde_json::from_slice(&invoice_paid()).unwrap();
    paid["data"]["object"]["billing_reason"] = json!("subscription_update");
    let payload = serde_json::to_vec(&paid).unwrap();
    assert_eq!(deliver(&payload).unwrap(), None);
    paid["data"]["object"]["billing_reason"] = json!("subscription_create");
    let payload = serde_json::to_vec(&paid).unwrap();
    assert!(matches!(
        deliver(&payload).unwrap(),
        Some(PaymentEvent::InvoicePaid { .. })
    ));
}

#[test]
fn an_invoice_paid_of_an_older_api_version_is_read_too() {
    for subscription in [
        json!("sub_1OldShape"),
        json!({ "id": "sub_1OldShape", "object": "subscription" }),
    ] {
        let payload = event(
            "evt_old",
            "invoice.paid",
            "2024-06-20",
            json!({
                "id": "in_old",
                "object": "invoice",
                "payment_intent": "pi_old",
                "subscription": subscription,
                "status": "paid"
            }),
        );
        assert_eq!(
            deliver(&payload).unwrap(),
            Some(PaymentEvent::InvoicePaid {
                event_id: "evt_old".into(),
                subscription_id: "sub_1OldShape".into(),
                period_end: None,
            })
        );
    }
}

#[test]
fn subscription_updates_carry_the_status_and_the_cancellation() {
    for (stripe_status, status, cancel) in [
        ("active", SubscriptionStatus::Active, false),
        ("trialing", SubscriptionStatus::Active, false),
        ("active", SubscriptionStatus::Active, true),
        ("past_due", SubscriptionStatus::PastDue, false),
        ("unpaid", SubscriptionStatus::PastDue, false),
        ("canceled", SubscriptionStatus::Canceled, false),
        ("incomplete", SubscriptionStatus::Inactive, false),
        ("incomplete_expired", SubscriptionStatus::Inactive, false),
    ] {
        let payload = event(
            "evt_updated",
            "customer.subscription.updated",
            "2026-09-30.endive",
            json!({
                "id": "sub_1MowQVLkdIwHu7ixeRlqHVzs",
                "object": "subscription",
                "cancel_at_period_end": cancel,
                "customer": "cus_NeZwdNtLEOXuvB",
                "status": stripe_status
            }),
        );
        assert_eq!(
            deliver(&payload).unwrap(),
            Some(PaymentEvent::SubscriptionUpdated {
                event_id: "evt_updated".into(),
                subscription_id: "sub_1MowQVLkdIwHu7ixeRlqHVzs".into(),
                status,
                cancel_at_period_end: cancel,
                plan: None,
                period_end: None,
            }),
            "{stripe_status}"
        );
    }
}

fn subscription_with_item(price: &str, item_period_end: Option<i64>) -> Value {
    let mut item = json!({
        "id": "si_Na6dzxczY5fwHx",
        "object": "subscription_item",
        "price": { "id": price, "object": "price", "unit_amount": 9999 },
        "quantity": 1
    });
    if let Some(end) = item_period_end {
        item["current_period_end"] = json!(end);
        item["current_period_start"] = json!(end - 2_678_400);
    }
    json!({
        "id": "sub_1MowQVLkdIwHu7ixeRlqHVzs",
        "object": "subscription",
        "cancel_at_period_end": false,
        "status": "active",
        "metadata": { "plan": "pro", "user_id": "42" },
        "items": { "object": "list", "data": [item], "has_more": false }
    })
}

#[test]
fn a_subscription_moved_to_another_price_is_read_as_that_plan_with_its_period() {
    let payload = event(
        "evt_switched",
        "customer.subscription.updated",
        "2026-09-30.endive",
        subscription_with_item("price_elite_monthly", Some(1776902400)),
    );
    assert_eq!(
        deliver(&payload).unwrap(),
        Some(PaymentEvent::SubscriptionUpdated {
            event_id: "evt_switched".into(),
            subscription_id: "sub_1MowQVLkdIwHu7ixeRlqHVzs".into(),
            status: SubscriptionStatus::Active,
            cancel_at_period_end: false,
            // The price decides, not metadata a portal switch does not touch.
            plan: Some(PlanId::Elite),
            period_end: at(1776902400),
        })
    );

    // Older API versions keep the period on the subscription; a price that is none of the
    // plans' leaves the plan unsaid.
    let mut old = subscription_with_item("price_legacy_2019", None);
    old["current_period_end"] = json!(1776902400);
    let payload = event(
        "evt_old_shape",
        "customer.subscription.updated",
        "2024-06-20",
        old,
    );
    assert!(matches!(
        deliver(&payload).unwrap(),
        Some(PaymentEvent::SubscriptionUpdated { plan: None, period_end, .. }) if period_end == at(1776902400)
    ));
}

#[test]
fn a_deleted_subscription_and_a_succeeded_payment_are_read() {
    let deleted = event(
        "evt_deleted",
        "customer.subscription.deleted",
        "2026-09-30.endive",
        json!({ "id": "sub_1Gone", "object": "subscription", "status": "canceled" }),
    );
    assert_eq!(
        deliver(&deleted).unwrap(),
        Some(PaymentEvent::SubscriptionDeleted {
            event_id: "evt_deleted".into(),
            subscription_id: "sub_1Gone".into(),
        })
    );
    let succeeded = event(
        "evt_paid",
        "payment_intent.succeeded",
        "2026-09-30.endive",
        json!({
            "id": "pi_3MtwBwLkdIwHu7ix28a3tqPa",
            "object": "payment_intent",
            "amount": 3340,
            "client_secret": "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH",
            "status": "succeeded"
        }),
    );
    assert_eq!(
        deliver(&succeeded).unwrap(),
        Some(PaymentEvent::PaymentSucceeded {
            event_id: "evt_paid".into(),
            payment_id: "pi_3MtwBwLkdIwHu7ix28a3tqPa".into(),
        })
    );
}

#[test]
fn other_event_kinds_are_genuine_but_not_acted_on() {
    for kind in [
        "customer.created",
        "invoice.payment_succeeded",
        "charge.succeeded",
    ] {
        let payload = event(
            "evt_other",
            kind,
            "2026-09-30.endive",
            json!({ "id": "x_1" }),
        );
        assert_eq!(deliver(&payload).unwrap(), None, "{kind}");
    }
}

#[test]
fn a_tampered_payload_is_refused() {
    let payload = invoice_paid();
    let header = signature_header(WEBHOOK_SECRET, now(), &payload);
    let tampered = String::from_utf8(payload)
        .unwrap()
        .replace("sub_1MowQVLkdIwHu7ixeRlqHVzs", "sub_1SomeoneElses00000000")
        .into_bytes();
    assert_invalid(payments().verify_webhook(&tampered, &header));
}

#[test]
fn a_signature_with_another_secret_is_refused() {
    let payload = invoice_paid();
    let header = signature_header("whsec_someone_elses_endpoint", now(), &payload);
    assert_invalid(payments().verify_webhook(&payload, &header));
}

#[test]
fn a_stale_or_future_timestamp_is_refused() {
    let payload = invoice_paid();
    for t in [now() - 301, now() - 86_400, now() + 301] {
        let header = signature_header(WEBHOOK_SECRET, t, &payload);
        assert_invalid(payments().verify_webhook(&payload, &header));
    }
    let header = signature_header(WEBHOOK_SECRET, now() - 200, &payload);
    assert!(payments().verify_webhook(&payload, &header).is_ok());
}

#[test]
fn the_timestamp_is_part_of_what_is_signed() {
    let payload = invoice_paid();
    let t = now();
    let header = format!("t={},v1={}", t - 1, signature(WEBHOOK_SECRET, t, &payload));
    assert_invalid(payments().verify_webhook(&payload, &header));
}

#[test]
fn one_matching_signature_among_several_is_enough() {
    let payload = invoice_paid();
    let t = now();
    let header = format!(
        "t={t},v1={},v1={},v0={}",
        signature("whsec_old_rolled_secret", t, &payload),
        signature(WEBHOOK_SECRET, t, &payload),
        signature("whsec_v0", t, &payload),
    );
    assert!(matches!(
        payments().verify_webhook(&payload, &header),
        Ok(Some(PaymentEvent::InvoicePaid { .. }))
    ));
    let none_match = format!(
        "t={t},v1={},v1={}",
        signature("whsec_a", t, &payload),
        signature("whsec_b", t, &payload)
    );
    assert_invalid(payments().verify_webhook(&payload, &none_match));
}

#[test]
fn missing_or_garbled_headers_are_refused() {
    let payload = invoice_paid();
    let t = now();
    let good = signature(WEBHOOK_SECRET, t, &payload);
    for header in [
        String::new(),
        "t=,v1=".into(),
        format!("v1={good}"),
        format!("t={t}"),
        format!("t=yesterday,v1={good}"),
        format!("t={t};v1={good}"),
        format!("t={t},v1={}", &good[..32]),
    ] {
        assert_invalid(payments().verify_webhook(&payload, &header));
    }
}

#[test]
fn a_replayed_delivery_reads_as_the_same_event() {
    // Applying an event once is the application's job (it stores event ids); the adapter
    // must give the same id each time the same event arrives.
    let payload = invoice_paid();
    let first = deliver(&payload).unwrap().unwrap();
    let again = deliver(&payload).unwrap().unwrap();
    assert_eq!(first.event_id(), "evt_1NG8Du2eZvKYlo2CUI79vXWy");
    assert_eq!(first, again);
}

#[test]
fn a_signed_body_that_is_not_an_event_is_unexpected() {
    for payload in [&b"<html>"[..], br#"{"object":"event"}"#] {
        let result = deliver(payload);
        assert!(
            matches!(result, Err(PaymentError::Unexpected(_))),
            "{result:?}"
        );
    }
}
