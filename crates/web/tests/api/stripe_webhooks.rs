//! Stripe mode: checkout against a local server that answers like Stripe's API, then the
//! provider's webhooks, signed the way Stripe signs them, delivered to the running app.

use hmac::{Hmac, Mac};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::Sha256;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{STRIPE_WEBHOOK_SECRET, TestApp, browser, error_body, spawn_app};

#[path = "../../../payments/tests/adapters/support/stripe_objects.rs"]
#[allow(dead_code)]
mod stripe_objects;

use stripe_objects::{CUSTOMER_ID, INVOICE_SECRET, PAYMENT_ID, PAYMENT_SECRET, SUBSCRIPTION_ID};

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

fn signed(payload: &[u8], t: i64, secret: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.").as_bytes());
    mac.update(payload);
    format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
}

fn event(id: &str, kind: &str, object: Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id,
        "object": "event",
        "api_version": "2026-09-30.endive",
        "created": now(),
        "data": { "object": object },
        "livemode": false,
        "pending_webhooks": 1,
        "type": kind
    }))
    .unwrap()
}

fn invoice_paid(id: &str) -> Vec<u8> {
    event(
        id,
        "invoice.paid",
        json!({
            "id": "in_1MtHbELkdIwHu7ixl4OzzPMv",
            "object": "invoice",
            "amount_paid": 4999,
            "customer": CUSTOMER_ID,
            "parent": {
                "subscription_details": { "subscription": SUBSCRIPTION_ID },
                "type": "subscription_details"
            },
            "status": "paid"
        }),
    )
}

impl TestApp {
    async fn deliver(&self, payload: &[u8], signature: &str) -> reqwest::Response {
        browser()
            .post(self.url("/api/stripe/webhook"))
            .header("Stripe-Signature", signature)
            .header("Content-Type", "application/json")
            .body(payload.to_vec())
            .send()
            .await
            .unwrap()
    }

    async fn deliver_signed(&self, payload: &[u8]) -> reqwest::Response {
        self.deliver(payload, &signed(payload, now(), STRIPE_WEBHOOK_SECRET))
            .await
    }
}

async fn stripe_server() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/customers"))
        .respond_with(ResponseTemplate::new(200).set_body_json(stripe_objects::customer()))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(stripe_objects::subscription(4999)))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/payment_intents"))
        .respond_with(ResponseTemplate::new(200).set_body_json(stripe_objects::payment_intent()))
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn a_paid_invoice_webhook_starts_the_plan_once_and_bad_signatures_change_nothing() {
    let stripe = stripe_server().await;
    let app = spawn_app().stripe(&stripe.uri()).start().await;
    let config: Value = app
        .get(&browser(), "/api/billing/config")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(config["mode"], "stripe");
    assert_eq!(config["publishableKey"], "pk_test_showscribe");

    app.signed_up("stripe@example.com").await;
    let res = app
        .post_json("/api/get-or-create-subscription", &json!({"planId": "pro"}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["clientSecret"], INVOICE_SECRET);
    assert_eq!(app.billing().await["status"], "inactive");
    // No test-mode shortcut with a real provider.
    let res = app.confirm(INVOICE_SECRET).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);

    let paid = invoice_paid("evt_invoice_1");
    // Tampered body, wrong secret, stale timestamp, garbage header: 400 and nothing changes.
    let mut tampered = paid.clone();
    let at = tampered.len() - 3;
    tampered[at] ^= 0x01;
    let attempts = [
        (
            tampered.clone(),
            signed(&paid, now(), STRIPE_WEBHOOK_SECRET),
        ),
        (paid.clone(), signed(&paid, now(), "whsec_someone_else")),
        (
            paid.clone(),
            signed(&paid, now() - 3_600, STRIPE_WEBHOOK_SECRET),
        ),
        (paid.clone(), "not a signature".to_owned()),
    ];
    for (payload, signature) in attempts {
        let res = app.deliver(&payload, &signature).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{signature}");
        assert_eq!(error_body(res).await["code"], "invalid_signature");
    }
    assert_eq!(app.billing().await["status"], "inactive");

    let res = app.deliver_signed(&paid).await;
    assert_eq!(res.status(), StatusCode::OK);
    let billing = app.billing().await;
    assert_eq!(billing["plan"], "pro");
    assert_eq!(billing["status"], "active");
    assert_eq!(billing["reportsLimit"], 30);

    // A report is used; the same event delivered again (a replay) resets nothing.
    let showing = app.showing(&crate::helpers::showing_form()).await;
    app.generate_report(showing["id"].as_i64().unwrap()).await;
    assert_eq!(app.deliver_signed(&paid).await.status(), StatusCode::OK);
    assert_eq!(app.billing().await["reportsUsedThisMonth"], 1);
    // Next month's invoice (a new event) starts the allowance over.
    assert_eq!(
        app.deliver_signed(&invoice_paid("evt_invoice_2"))
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(app.billing().await["reportsUsedThisMonth"], 0);
}

#[tokio::test]
async fn concurrent_deliveries_of_one_invoice_apply_once() {
    let stripe = stripe_server().await;
    let app = spawn_app().stripe(&stripe.uri()).start().await;
    app.signed_up("race@example.com").await;
    app.post_json("/api/get-or-create-subscription", &json!({"planId": "pro"}))
        .await;
    let showing = app.showing(&crate::helpers::showing_form()).await;
    let paid = invoice_paid("evt_race");
    assert_eq!(app.deliver_signed(&paid).await.status(), StatusCode::OK);
    app.generate_report(showing["id"].as_i64().unwrap()).await;

    let mut deliveries = Vec::new();
    for _ in 0..6 {
        let payload = paid.clone();
        let url = app.url("/api/stripe/webhook");
        deliveries.push(tokio::spawn(async move {
            browser()
                .post(url)
                .header(
                    "Stripe-Signature",
                    signed(&payload, now(), STRIPE_WEBHOOK_SECRET),
                )
                .body(payload)
                .send()
                .await
                .unwrap()
                .status()
        }));
    }
    for d in deliveries {
        assert_eq!(d.await.unwrap(), StatusCode::OK);
    }
    assert_eq!(
        app.billing().await["reportsUsedThisMonth"],
        1,
        "not reset again"
    );
}

#[tokio::test]
async fn a_pack_is_credited_by_its_payment_webhook_once() {
    let stripe = stripe_server().await;
    let app = spawn_app().stripe(&stripe.uri()).start().await;
    app.signed_up("pack-hook@example.com").await;
    let res = app
        .post_json(
            "/api/get-or-create-subscription",
            &json!({"planId": "elite"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["clientSecret"], INVOICE_SECRET);
    assert_eq!(app.billing().await["status"], "inactive");
    app.deliver_signed(&invoice_paid("evt_pack_invoice")).await;
    assert_eq!(app.billing().await["status"], "active");
    let res = app
        .post_json("/api/buy-additional-reports", &json!({"count": 20}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let payment: Value = res.json().await.unwrap();
    assert_eq!(payment["clientSecret"], PAYMENT_SECRET);
    assert_eq!(payment["totalCents"], 2000, "20 × Elite's $1.00");
    assert_eq!(app.billing().await["reportsLimit"], 100);

    let succeeded = event(
        "evt_pi_1",
        "payment_intent.succeeded",
        json!({ "id": PAYMENT_ID, "object": "payment_intent", "amount": 2000, "status": "succeeded" }),
    );
    for _ in 0..2 {
        assert_eq!(
            app.deliver_signed(&succeeded).await.status(),
            StatusCode::OK
        );
    }
    let billing = app.billing().await;
    assert_eq!(billing["reportsLimit"], 120, "credited once");
    assert_eq!(billing["packReports"], 20);
}

fn subscription_updated(id: &str, price: &str, period_end: i64) -> Vec<u8> {
    let mut subscription = stripe_objects::subscription(4999);
    subscription["status"] = json!("active");
    subscription["items"]["data"][0]["price"]["id"] = json!(price);
    subscription["items"]["data"][0]["current_period_end"] = json!(period_end);
    event(id, "customer.subscription.updated", subscription)
}

#[tokio::test]
async fn switching_plans_updates_the_one_stripe_subscription_and_its_webhooks_follow() {
    let stripe = stripe_server().await;
    let one = format!("/v1/subscriptions/{SUBSCRIPTION_ID}");
    Mock::given(method("GET"))
        .and(path(one.clone()))
        .respond_with(ResponseTemplate::new(200).set_body_json(stripe_objects::subscription(4999)))
        .mount(&stripe)
        .await;
    let mut on_elite = stripe_objects::subscription(4999);
    on_elite["items"]["data"][0]["price"]["id"] = json!("price_elite_monthly");
    Mock::given(method("POST"))
        .and(path(one.clone()))
        .respond_with(ResponseTemplate::new(200).set_body_json(on_elite))
        .mount(&stripe)
        .await;
    let app = spawn_app().stripe(&stripe.uri()).start().await;
    app.signed_up("switcher@example.com").await;
    app.post_json("/api/get-or-create-subscription", &json!({"planId": "pro"}))
        .await;
    app.deliver_signed(&invoice_paid("evt_sw_paid")).await;
    let showing = app.showing(&crate::helpers::showing_form()).await;
    app.generate_report(showing["id"].as_i64().unwrap()).await;

    let res = app
        .post_json("/api/billing/change-plan", &json!({"planId": "elite"}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let billing: Value = res.json().await.unwrap();
    assert_eq!(billing["plan"], "elite");
    assert_eq!(
        (&billing["reportsUsedThisMonth"], &billing["reportsLimit"]),
        (&json!(1), &json!(100))
    );
    let period_end = chrono::DateTime::from_timestamp(stripe_objects::PERIOD_END, 0).unwrap();
    assert_eq!(
        billing["currentPeriodEnd"]
            .as_str()
            .unwrap()
            .parse::<chrono::DateTime<chrono::Utc>>()
            .unwrap(),
        period_end
    );

    let requests = stripe.received_requests().await.unwrap();
    let created = requests
        .iter()
        .filter(|r| r.method.as_str() == "POST" && r.url.path() == "/v1/subscriptions")
        .count();
    assert_eq!(created, 1, "never a second subscription");
    let update = requests
        .iter()
        .find(|r| r.method.as_str() == "POST" && r.url.path() == one)
        .unwrap();
    let body = std::str::from_utf8(&update.body).unwrap();
    for sent in [
        "items[0][id]=si_Na6dzxczY5fwHx",
        "items[0][price]=price_elite_monthly",
        "proration_behavior=create_prorations",
        "metadata[plan]=elite",
    ] {
        assert!(body.contains(sent), "{sent} in {body}");
    }

    // Stripe's echo of the switch changes nothing more.
    let echo = subscription_updated(
        "evt_sw_echo",
        "price_elite_monthly",
        stripe_objects::PERIOD_END,
    );
    assert_eq!(app.deliver_signed(&echo).await.status(), StatusCode::OK);
    let billing = app.billing().await;
    assert_eq!(billing["plan"], "elite");
    assert_eq!(billing["reportsLimit"], 100);
    assert_eq!(billing["reportsUsedThisMonth"], 1);

    // A switch made in Stripe's portal arrives as a new price: the plan follows.
    let later = stripe_objects::PERIOD_END + 86_400;
    let portal = subscription_updated("evt_sw_portal", "price_essential_monthly", later);
    assert_eq!(app.deliver_signed(&portal).await.status(), StatusCode::OK);
    let billing = app.billing().await;
    assert_eq!(billing["plan"], "essential");
    assert_eq!(billing["reportsLimit"], 10);
    assert_eq!(billing["reportsUsedThisMonth"], 1);
    assert_eq!(
        billing["currentPeriodEnd"]
            .as_str()
            .unwrap()
            .parse::<chrono::DateTime<chrono::Utc>>()
            .unwrap(),
        chrono::DateTime::from_timestamp(later, 0).unwrap()
    );
}
