//! `StripePayments` against a local server answering like Stripe's API.

use std::time::Duration;

use serde_json::json;
use showscribe_application::ports::{CheckoutMode, PaymentError, Payments, PlanChangeRequest};
use showscribe_domain::{Cents, PlanId};
use showscribe_payments::StripePayments;
use wiremock::matchers::{body_string_contains, header, method, path, query_param};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

use crate::support::stripe_objects::{self as objects, CUSTOMER_ID, SUBSCRIPTION_ID};
use crate::support::{
    PUBLISHABLE_KEY, SECRET_KEY, body_form, field, form, pack_request, settings, stripe,
    subscription_request,
};

fn ok(body: serde_json::Value) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(body)
}

async fn requests_to(server: &MockServer, to: &str) -> Vec<Request> {
    server
        .received_requests()
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.url.path() == to)
        .collect()
}

/// Every request carries the secret key as a bearer token and pins an API version.
async fn assert_authenticated(server: &MockServer) {
    let requests = server.received_requests().await.unwrap();
    assert!(!requests.is_empty());
    for request in requests {
        let authorization = request.headers.get("authorization").unwrap();
        assert_eq!(
            authorization.to_str().unwrap(),
            format!("Bearer {SECRET_KEY}")
        );
        assert!(request.headers.get("stripe-version").is_some());
    }
}

#[tokio::test]
async fn a_subscription_creates_the_customer_and_waits_for_the_first_payment() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/customers"))
        .respond_with(ok(objects::customer()))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ok(objects::subscription(4_999)))
        .expect(1)
        .mount(&server)
        .await;

    let started = stripe(&server.uri())
        .start_subscription(&subscription_request(None, None))
        .await
        .unwrap();

    assert_eq!(started.customer_id, CUSTOMER_ID);
    assert_eq!(started.subscription_id, SUBSCRIPTION_ID);
    assert_eq!(
        started.client_secret.as_deref(),
        Some(objects::INVOICE_SECRET)
    );
    // The first invoice's amount is read from Stripe's answer, discounts taken off.
    assert_eq!(started.first_payment, Some(Cents(4_999)));

    let customer = body_form(&requests_to(&server, "/v1/customers").await[0]);
    assert_eq!(field(&customer, "email"), Some("dana@realty.example"));
    assert_eq!(field(&customer, "name"), Some("Dana Whitfield"));
    assert_eq!(field(&customer, "metadata[user_id]"), Some("42"));

    let subscription = body_form(&requests_to(&server, "/v1/subscriptions").await[0]);
    assert_eq!(field(&subscription, "customer"), Some(CUSTOMER_ID));
    assert_eq!(
        field(&subscription, "items[0][price]"),
        Some("price_pro_monthly")
    );
    assert_eq!(field(&subscription, "items[0][quantity]"), Some("1"));
    assert_eq!(
        field(&subscription, "payment_behavior"),
        Some("default_incomplete")
    );
    assert_eq!(
        field(
            &subscription,
            "payment_settings[save_default_payment_method]"
        ),
        Some("on_subscription")
    );
    assert_eq!(
        field(&subscription, "expand[0]"),
        Some("latest_invoice.confirmation_secret")
    );
    assert_eq!(field(&subscription, "metadata[user_id]"), Some("42"));
    assert_eq!(field(&subscription, "metadata[plan]"), Some("pro"));
    assert!(
        !subscription.iter().any(|(k, _)| k.starts_with("discounts")),
        "{subscription:?}"
    );
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn each_plan_uses_its_own_price() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ok(objects::subscription(1_999)))
        .mount(&server)
        .await;
    let payments = stripe(&server.uri());
    for (plan, price) in [
        (PlanId::Essential, "price_essential_monthly"),
        (PlanId::Elite, "price_elite_monthly"),
    ] {
        let mut request = subscription_request(Some(CUSTOMER_ID), None);
        request.plan = plan;
        payments.start_subscription(&request).await.unwrap();
        let sent = body_form(
            requests_to(&server, "/v1/subscriptions")
                .await
                .last()
                .unwrap(),
        );
        assert_eq!(field(&sent, "items[0][price]"), Some(price));
        assert_eq!(field(&sent, "metadata[plan]"), Some(plan.as_str()));
    }

    let mut request = subscription_request(Some(CUSTOMER_ID), None);
    request.plan = PlanId::PayPerReport;
    assert!(matches!(
        payments.start_subscription(&request).await,
        Err(PaymentError::Unexpected(_))
    ));
    assert_eq!(requests_to(&server, "/v1/subscriptions").await.len(), 2);
}

#[tokio::test]
async fn a_known_customer_is_reused() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/customers"))
        .respond_with(ok(objects::customer()))
        .expect(0)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .and(body_string_contains("customer=cus_Existing123"))
        .respond_with(ok(objects::subscription(4_999)))
        .expect(1)
        .mount(&server)
        .await;

    let started = stripe(&server.uri())
        .start_subscription(&subscription_request(Some("cus_Existing123"), None))
        .await
        .unwrap();
    assert_eq!(started.customer_id, "cus_Existing123");
}

#[tokio::test]
async fn a_promotion_code_is_looked_up_and_applied_and_a_free_month_needs_no_payment() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/promotion_codes"))
        .and(query_param("code", "FOUNDERS"))
        .and(query_param("active", "true"))
        .respond_with(ok(objects::promotion_codes(&["FOUNDERS"])))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ok(objects::subscription(0)))
        .expect(1)
        .mount(&server)
        .await;

    let started = stripe(&server.uri())
        .start_subscription(&subscription_request(Some(CUSTOMER_ID), Some(" FOUNDERS ")))
        .await
        .unwrap();

    assert_eq!(started.subscription_id, SUBSCRIPTION_ID);
    assert_eq!(started.client_secret, None);
    assert_eq!(started.first_payment, Some(Cents::ZERO));
    let sent = body_form(&requests_to(&server, "/v1/subscriptions").await[0]);
    assert_eq!(
        field(&sent, "discounts[0][promotion_code]"),
        Some(objects::PROMOTION_ID)
    );
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn an_unknown_promotion_code_is_an_invalid_coupon_and_creates_nothing() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/promotion_codes"))
        .respond_with(ok(objects::promotion_codes(&[])))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ok(objects::customer()))
        .expect(0)
        .mount(&server)
        .await;

    let err = stripe(&server.uri())
        .start_subscription(&subscription_request(None, Some("NOPE")))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, PaymentError::InvalidCoupon(code) if code == "NOPE"),
        "{err:?}"
    );
    let lookup = &requests_to(&server, "/v1/promotion_codes").await[0];
    let query = form(lookup.url.query().unwrap());
    assert_eq!(field(&query, "code"), Some("NOPE"));
    assert_eq!(field(&query, "active"), Some("true"));
}

#[tokio::test]
async fn a_promotion_code_stripe_will_not_redeem_is_an_invalid_coupon() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/promotion_codes"))
        .respond_with(ok(objects::promotion_codes(&["FIRSTORDER"])))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ResponseTemplate::new(400).set_body_json(objects::error(
            "invalid_request_error",
            None,
            "This promotion code cannot be redeemed because the associated customer has prior transactions.",
            Some("discounts[0][promotion_code]"),
        )))
        .mount(&server)
        .await;

    let err = stripe(&server.uri())
        .start_subscription(&subscription_request(Some(CUSTOMER_ID), Some("FIRSTORDER")))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, PaymentError::InvalidCoupon(code) if code == "FIRSTORDER"),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_one_off_payment_is_a_payment_intent() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/customers"))
        .respond_with(ok(objects::customer()))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/payment_intents"))
        .respond_with(ok(objects::payment_intent()))
        .expect(1)
        .mount(&server)
        .await;

    let started = stripe(&server.uri())
        .start_payment(&pack_request(None))
        .await
        .unwrap();

    assert_eq!(started.customer_id, CUSTOMER_ID);
    assert_eq!(started.payment_id, objects::PAYMENT_ID);
    assert_eq!(started.client_secret, objects::PAYMENT_SECRET);
    let sent = body_form(&requests_to(&server, "/v1/payment_intents").await[0]);
    assert_eq!(field(&sent, "amount"), Some("3340"));
    assert_eq!(field(&sent, "currency"), Some("usd"));
    assert_eq!(field(&sent, "customer"), Some(CUSTOMER_ID));
    assert_eq!(
        field(&sent, "automatic_payment_methods[enabled]"),
        Some("true")
    );
    assert_eq!(
        field(&sent, "description"),
        Some("Showscribe add-on pack: 20 reports")
    );
    assert_eq!(field(&sent, "metadata[user_id]"), Some("42"));
    assert_eq!(field(&sent, "metadata[purchase]"), Some("pack"));
    assert_eq!(field(&sent, "metadata[reports]"), Some("20"));
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn a_declined_card_is_declined_with_stripes_message() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/payment_intents"))
        .respond_with(ResponseTemplate::new(402).set_body_json(objects::card_declined()))
        .mount(&server)
        .await;

    let err = stripe(&server.uri())
        .start_payment(&pack_request(Some(CUSTOMER_ID)))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, PaymentError::Declined(message) if message == "Your card was declined."),
        "{err:?}"
    );
}

#[tokio::test]
async fn server_errors_and_garbled_error_pages_are_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/payment_intents"))
        .respond_with(ResponseTemplate::new(500).set_body_json(objects::error(
            "api_error",
            None,
            "An unknown error occurred",
            None,
        )))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(
            ResponseTemplate::new(502).set_body_string("<html><body>Bad gateway</body></html>"),
        )
        .mount(&server)
        .await;
    let payments = stripe(&server.uri());

    let err = payments
        .start_payment(&pack_request(Some(CUSTOMER_ID)))
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err:?}");
    let err = payments
        .start_subscription(&subscription_request(Some(CUSTOMER_ID), None))
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err:?}");
}

#[tokio::test]
async fn an_api_that_is_not_listening_is_unavailable() {
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap()
    };
    let payments = stripe(&format!("http://{closed}"));
    let err = payments
        .start_payment(&pack_request(None))
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err:?}");
    let err = payments.cancel_at_period_end("sub_123").await.unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err:?}");
}

#[tokio::test]
async fn an_api_that_does_not_answer_in_time_is_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ok(objects::payment_intent()).set_delay(Duration::from_secs(5)))
        .mount(&server)
        .await;
    let mut settings = settings(&server.uri());
    settings.timeout_secs = 1;
    let payments = StripePayments::new(&settings).unwrap();

    let started = std::time::Instant::now();
    let err = payments
        .start_payment(&pack_request(Some(CUSTOMER_ID)))
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(4));
}

#[tokio::test]
async fn a_refused_key_is_unexpected_not_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_json(objects::error(
            "invalid_request_error",
            None,
            "Invalid API Key provided: sk_test_****6789",
            None,
        )))
        .mount(&server)
        .await;
    let err = stripe(&server.uri())
        .start_payment(&pack_request(Some(CUSTOMER_ID)))
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::Unexpected(_)), "{err:?}");
}

#[tokio::test]
async fn cancelling_asks_for_the_end_of_the_period() {
    let server = MockServer::start().await;
    let mut canceling = objects::subscription(4_999);
    canceling["cancel_at_period_end"] = json!(true);
    canceling["status"] = json!("active");
    Mock::given(method("POST"))
        .and(path(format!("/v1/subscriptions/{SUBSCRIPTION_ID}")))
        .respond_with(ok(canceling))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions/sub_gone"))
        .respond_with(ResponseTemplate::new(404).set_body_json(objects::error(
            "invalid_request_error",
            Some("resource_missing"),
            "No such subscription: 'sub_gone'",
            Some("id"),
        )))
        .mount(&server)
        .await;
    let payments = stripe(&server.uri());

    let period_end = payments
        .cancel_at_period_end(SUBSCRIPTION_ID)
        .await
        .unwrap();
    assert_eq!(
        period_end,
        chrono::DateTime::from_timestamp(objects::PERIOD_END, 0),
        "the item's current_period_end"
    );
    let sent =
        body_form(&requests_to(&server, &format!("/v1/subscriptions/{SUBSCRIPTION_ID}")).await[0]);
    assert_eq!(field(&sent, "cancel_at_period_end"), Some("true"));
    assert_eq!(sent.len(), 1, "{sent:?}");

    let err = payments.cancel_at_period_end("sub_gone").await.unwrap_err();
    assert!(matches!(err, PaymentError::NotFound), "{err:?}");
    // An id that cannot be Stripe's is not sent anywhere.
    for id in ["", "../customers", "sub_1?expand=x"] {
        let err = payments.cancel_at_period_end(id).await.unwrap_err();
        assert!(matches!(err, PaymentError::NotFound), "{id:?}: {err:?}");
    }
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn the_portal_is_a_billing_portal_session() {
    let server = MockServer::start().await;
    let return_url = "https://app.showscribe.example/account/billing";
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .respond_with(ok(objects::portal_session(return_url)))
        .expect(1)
        .mount(&server)
        .await;

    let url = stripe(&server.uri())
        .portal_url(CUSTOMER_ID, return_url)
        .await
        .unwrap();

    assert_eq!(
        url,
        "https://billing.stripe.com/p/session/test_YWNjdF8xTTJKVGtMa2R"
    );
    let sent = body_form(&requests_to(&server, "/v1/billing_portal/sessions").await[0]);
    assert_eq!(field(&sent, "customer"), Some(CUSTOMER_ID));
    assert_eq!(field(&sent, "return_url"), Some(return_url));
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn the_portal_of_an_unknown_customer_is_not_found() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .and(header("content-type", "application/x-www-form-urlencoded"))
        .respond_with(ResponseTemplate::new(400).set_body_json(objects::error(
            "invalid_request_error",
            Some("resource_missing"),
            "No such customer: 'cus_gone'",
            Some("customer"),
        )))
        .mount(&server)
        .await;
    let err = stripe(&server.uri())
        .portal_url("cus_gone", "https://app.showscribe.example/")
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentError::NotFound), "{err:?}");
}

#[tokio::test]
async fn checkout_uses_the_publishable_key_and_there_is_no_test_step() {
    let payments = stripe("http://127.0.0.1:9");
    assert_eq!(
        payments.checkout_mode(),
        CheckoutMode::Stripe {
            publishable_key: PUBLISHABLE_KEY.into()
        }
    );
    assert!(matches!(
        payments.confirm_test_payment(objects::PAYMENT_SECRET).await,
        Err(PaymentError::NotSupported)
    ));
}

fn to_elite() -> PlanChangeRequest {
    PlanChangeRequest {
        subscription_id: SUBSCRIPTION_ID.into(),
        plan: PlanId::Elite,
        monthly_price: Cents(9_999),
    }
}

/// The subscription as Stripe gives it after moving to the Elite price.
fn on_elite() -> serde_json::Value {
    let mut s = objects::subscription(4_999);
    s["items"]["data"][0]["price"]["id"] = json!("price_elite_monthly");
    s["items"]["data"][0]["price"]["unit_amount"] = json!(9_999);
    s["metadata"] = json!({ "plan": "elite", "user_id": "42" });
    s
}

async fn mount_switch(server: &MockServer, current: serde_json::Value) {
    Mock::given(method("GET"))
        .and(path(format!("/v1/subscriptions/{SUBSCRIPTION_ID}")))
        .respond_with(ok(current))
        .expect(1)
        .mount(server)
        .await;
    Mock::given(method("POST"))
        .and(path(format!("/v1/subscriptions/{SUBSCRIPTION_ID}")))
        .respond_with(ok(on_elite()))
        .expect(1)
        .mount(server)
        .await;
    // Never a second subscription.
    Mock::given(method("POST"))
        .and(path("/v1/subscriptions"))
        .respond_with(ok(objects::subscription(9_999)))
        .expect(0)
        .mount(server)
        .await;
}

#[tokio::test]
async fn a_plan_change_moves_the_one_item_to_the_new_price_with_prorations() {
    let server = MockServer::start().await;
    mount_switch(&server, objects::subscription(4_999)).await;

    let changed = stripe(&server.uri())
        .change_plan(&to_elite())
        .await
        .unwrap();

    assert_eq!(
        changed.period_end,
        chrono::DateTime::from_timestamp(objects::PERIOD_END, 0)
    );
    assert!(changed.events.is_empty(), "Stripe reports by webhook");
    let path_of_one = format!("/v1/subscriptions/{SUBSCRIPTION_ID}");
    let requests = requests_to(&server, &path_of_one).await;
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].method.as_str(), "GET");
    let sent = body_form(&requests[1]);
    assert_eq!(field(&sent, "items[0][id]"), Some(objects::ITEM_ID));
    assert_eq!(field(&sent, "items[0][price]"), Some("price_elite_monthly"));
    assert_eq!(
        field(&sent, "proration_behavior"),
        Some("create_prorations")
    );
    assert_eq!(field(&sent, "metadata[plan]"), Some("elite"));
    assert_eq!(
        field(&sent, "cancel_at_period_end"),
        None,
        "nothing to withdraw: {sent:?}"
    );
    // Only the item is changed: no new item, no quantity, no deletion.
    assert!(
        sent.iter()
            .all(|(k, _)| !k.starts_with("items[1]") && !k.contains("deleted")),
        "{sent:?}"
    );
    assert_authenticated(&server).await;
}

#[tokio::test]
async fn a_plan_change_withdraws_a_cancellation_at_the_period_end() {
    let server = MockServer::start().await;
    let mut canceling = objects::subscription(4_999);
    canceling["status"] = json!("active");
    canceling["cancel_at_period_end"] = json!(true);
    mount_switch(&server, canceling).await;

    stripe(&server.uri())
        .change_plan(&to_elite())
        .await
        .unwrap();

    let requests = requests_to(&server, &format!("/v1/subscriptions/{SUBSCRIPTION_ID}")).await;
    let sent = body_form(&requests[1]);
    assert_eq!(field(&sent, "cancel_at_period_end"), Some("false"));
    assert_eq!(field(&sent, "items[0][price]"), Some("price_elite_monthly"));
}

#[tokio::test]
async fn a_plan_change_of_an_unknown_subscription_changes_nothing() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/subscriptions/sub_gone"))
        .respond_with(ResponseTemplate::new(404).set_body_json(objects::error(
            "invalid_request_error",
            Some("resource_missing"),
            "No such subscription: 'sub_gone'",
            Some("id"),
        )))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ok(on_elite()))
        .expect(0)
        .mount(&server)
        .await;
    let payments = stripe(&server.uri());
    let mut request = to_elite();
    request.subscription_id = "sub_gone".into();
    let err = payments.change_plan(&request).await.unwrap_err();
    assert!(matches!(err, PaymentError::NotFound), "{err:?}");
    request.plan = PlanId::PayPerReport;
    request.subscription_id = SUBSCRIPTION_ID.into();
    let err = payments.change_plan(&request).await.unwrap_err();
    assert!(matches!(err, PaymentError::Unexpected(_)), "{err:?}");
}
