//! Plans, subscriptions, packs and payment events, in sandbox mode (the default).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, spawn_app};

impl TestApp {
    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.api
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn billing(&self) -> Value {
        let res = self.get(&self.api, "/api/billing").await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json().await.unwrap()
    }

    /// Asks for a subscription and returns the client secret.
    pub async fn subscribe(&self, plan: &str, coupon: Option<&str>) -> String {
        let res = self
            .post_json(
                "/api/get-or-create-subscription",
                &json!({"planId": plan, "couponCode": coupon}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        let body: Value = res.json().await.unwrap();
        body["clientSecret"].as_str().unwrap().to_owned()
    }

    pub async fn confirm(&self, secret: &str) -> reqwest::Response {
        self.post_json(
            "/api/billing/confirm-test-payment",
            &json!({"clientSecret": secret}),
        )
        .await
    }
}

fn usage(billing: &Value) -> (i64, i64) {
    (
        billing["reportsUsedThisMonth"].as_i64().unwrap(),
        billing["reportsLimit"].as_i64().unwrap(),
    )
}

#[tokio::test]
async fn plans_and_the_payment_mode_are_public() {
    let app = spawn_app().start().await;
    let plans: Value = app
        .get(&browser(), "/api/plans")
        .await
        .json()
        .await
        .unwrap();
    let table: Vec<(String, i64, i64, Value, bool)> = plans["plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_owned(),
                p["priceCents"].as_i64().unwrap(),
                p["reports"].as_i64().unwrap(),
                p["extraReportCents"].clone(),
                p["popular"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        table,
        vec![
            ("essential".into(), 1999, 10, json!(200), false),
            ("pro".into(), 4999, 30, json!(167), true),
            ("elite".into(), 9999, 100, json!(100), false),
            ("pay-per-report".into(), 499, 1, Value::Null, false),
        ]
    );
    assert_eq!(plans["plans"][3]["priceUnit"], "report");
    assert_eq!(plans["plans"][1]["priceUnit"], "month");
    assert_eq!(
        plans["plans"][1]["features"]
            .as_array()
            .unwrap()
            .last()
            .unwrap(),
        "Extra reports at $1.67 each"
    );
    assert_eq!(plans["singleReportCents"], 499);
    assert_eq!(plans["packSizes"], json!([10, 20, 30]));
    assert_eq!(plans["freePlanName"], "Free");
    assert_eq!(plans["defaultPlan"], "pro");
    let config: Value = app
        .get(&browser(), "/api/billing/config")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        config,
        json!({"mode": "sandbox", "publishableKey": null, "testCoupon": "TEST100OFF"})
    );
}

#[tokio::test]
async fn billing_calls_need_a_signed_in_agent() {
    let app = spawn_app().start().await;
    let stranger = browser();
    assert_eq!(
        app.get(&stranger, "/api/billing").await.status(),
        StatusCode::UNAUTHORIZED
    );
    for (path, body) in [
        ("/api/get-or-create-subscription", json!({"planId": "pro"})),
        ("/api/create-payment-intent", json!({"amount": 4.99})),
        ("/api/buy-additional-reports", json!({"count": 10})),
        (
            "/api/billing/confirm-test-payment",
            json!({"clientSecret": "x"}),
        ),
        ("/api/billing/cancel", json!({})),
        ("/api/billing/portal", json!({})),
    ] {
        let res = stranger
            .post(app.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{path}");
        assert_eq!(error_body(res).await["code"], "unauthorized");
    }
}

#[tokio::test]
async fn the_test_coupon_activates_the_plan_at_once() {
    let app = spawn_app().start().await;
    app.signed_up("coupon@example.com").await;
    let before = app.billing().await;
    assert_eq!(before["planName"], "Free");
    assert_eq!(before["status"], "inactive");
    assert_eq!(before["canBuyPacks"], false);

    assert_eq!(
        app.subscribe("essential", Some(" test100off ")).await,
        "free_subscription"
    );
    let after = app.billing().await;
    assert_eq!(after["plan"], "essential");
    assert_eq!(after["planName"], "Essential");
    assert_eq!(after["status"], "active");
    assert_eq!(usage(&after), (0, 10));
    assert_eq!(after["canBuyPacks"], true);
    assert_eq!(
        after["packs"],
        json!([
            {"count": 10, "perReportCents": 200, "totalCents": 2000},
            {"count": 20, "perReportCents": 200, "totalCents": 4000},
            {"count": 30, "perReportCents": 200, "totalCents": 6000},
        ])
    );
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["subscriptionPlan"], "essential");
    assert_eq!(user["subscriptionStatus"], "active");
    assert_eq!(user["reportsLimit"], 10);
}

#[tokio::test]
async fn a_coupon_checkout_answers_the_discounted_first_payment_and_keeps_it_on_reload() {
    let app = spawn_app().start().await;
    app.signed_up("welcome@example.com").await;
    let start = || async {
        let res = app
            .post_json(
                "/api/get-or-create-subscription",
                &json!({"planId": "pro", "couponCode": "WELCOME20"}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json::<Value>().await.unwrap()
    };
    let first = start().await;
    // Pro is $49.99 a month; WELCOME20 takes 20% off the first payment.
    assert_eq!(first["amountDueCents"], 3999, "{first}");
    // Reloading the checkout picks up the same subscription, at the same price.
    let again = start().await;
    assert_eq!(again["clientSecret"], first["clientSecret"]);
    assert_eq!(again["amountDueCents"], 3999, "{again}");

    let res = app
        .post_json(
            "/api/get-or-create-subscription",
            &json!({"planId": "elite"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["amountDueCents"], 9999, "{body}");

    let res = app
        .post_json(
            "/api/get-or-create-subscription",
            &json!({"planId": "essential", "couponCode": "TEST100OFF"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["clientSecret"], "free_subscription");
    assert_eq!(body["amountDueCents"], 0);
}

#[tokio::test]
async fn bad_plans_and_coupons_are_refused_and_change_nothing() {
    let app = spawn_app().start().await;
    app.signed_up("bad@example.com").await;
    let res = app
        .post_json(
            "/api/get-or-create-subscription",
            &json!({"planId": "platinum"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "unknown_plan");
    assert!(body["fields"]["planId"].is_string());

    let res = app
        .post_json(
            "/api/get-or-create-subscription",
            &json!({"planId": "pro", "couponCode": "NOSUCHCODE"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "invalid_coupon");
    assert!(body["message"].as_str().unwrap().contains("NOSUCHCODE"));

    let res = app
        .post_json("/api/get-or-create-subscription", &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);

    let billing = app.billing().await;
    assert_eq!(billing["status"], "inactive");
    assert_eq!(usage(&billing), (0, 1));
}

#[tokio::test]
async fn a_paid_subscription_starts_when_the_payment_is_confirmed() {
    let app = spawn_app().start().await;
    app.signed_up("paid@example.com").await;
    let secret = app.subscribe("pro", None).await;
    assert_ne!(secret, "free_subscription");
    // Reloading the checkout resumes the same payment rather than starting another.
    assert_eq!(app.subscribe("pro", None).await, secret);
    assert_eq!(
        app.billing().await["status"],
        "inactive",
        "not before payment"
    );

    let res = app.confirm(&secret).await;
    assert_eq!(res.status(), StatusCode::OK);
    let billing: Value = res.json().await.unwrap();
    assert_eq!(billing["plan"], "pro");
    assert_eq!(billing["status"], "active");
    assert_eq!(usage(&billing), (0, 30));
    // The same confirmation again finds nothing waiting, and credits nothing.
    assert_eq!(app.confirm(&secret).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(usage(&app.billing().await), (0, 30));
    // Once paid, the checkout neither hands out the used secret nor starts a second
    // subscription: the agent has the plan.
    let res = app
        .post_json("/api/get-or-create-subscription", &json!({"planId": "pro"}))
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = error_body(res).await;
    assert_eq!(body["code"], "already_subscribed");
    assert_eq!(
        body["message"],
        "You are already subscribed to the Pro plan"
    );
}

#[tokio::test]
async fn packs_are_for_active_subscribers_and_credited_once_paid() {
    let app = spawn_app().start().await;
    app.signed_up("packs@example.com").await;
    let res = app
        .post_json("/api/buy-additional-reports", &json!({"count": 10}))
        .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "no subscription yet");
    assert_eq!(error_body(res).await["code"], "not_eligible");

    app.subscribe("essential", Some("TEST100OFF")).await;
    for bad in [json!({"count": 15}), json!({"count": "ten"}), json!({})] {
        let res = app.post_json("/api/buy-additional-reports", &bad).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{bad}");
        assert!(error_body(res).await["fields"]["count"].is_string());
    }
    let res = app
        .post_json("/api/buy-additional-reports", &json!({"count": 10}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let payment: Value = res.json().await.unwrap();
    assert_eq!(payment["count"], 10);
    assert_eq!(payment["totalCents"], 2000, "10 × Essential's $2.00");
    assert_eq!(
        usage(&app.billing().await),
        (0, 10),
        "nothing before payment"
    );

    let secret = payment["clientSecret"].as_str().unwrap();
    let billing: Value = app.confirm(secret).await.json().await.unwrap();
    assert_eq!(usage(&billing), (0, 20));
    assert_eq!(billing["packReports"], 10);
    assert_eq!(app.confirm(secret).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(usage(&app.billing().await), (0, 20), "credited once");
}

#[tokio::test]
async fn a_single_report_is_priced_by_the_server_and_puts_the_agent_on_pay_per_report() {
    let app = spawn_app().start().await;
    app.signed_up("single@example.com").await;
    let res = app
        .post_json(
            "/api/create-payment-intent",
            &json!({"amount": 0.01, "description": "cheap please"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let payment: Value = res.json().await.unwrap();
    assert_eq!(payment["totalCents"], 499, "the client's amount is ignored");
    let billing: Value = app
        .confirm(payment["clientSecret"].as_str().unwrap())
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(billing["plan"], "pay-per-report");
    assert_eq!(billing["status"], "active");
    assert_eq!(
        usage(&billing),
        (0, 2),
        "the free report and the one bought"
    );
    // Pay-per-report agents buy single reports, not packs.
    let res = app
        .post_json("/api/buy-additional-reports", &json!({"count": 10}))
        .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert_eq!(billing["canBuyPacks"], false);
}

#[tokio::test]
async fn cancelling_and_the_portal() {
    let app = spawn_app().start().await;
    app.signed_up("cancel@example.com").await;
    let res = app.post_json("/api/billing/cancel", &json!({})).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(res).await["code"], "no_subscription");

    // A paid subscription is cancelled at the end of its period: it stays active until then.
    let secret = app.subscribe("elite", None).await;
    app.confirm(&secret).await;
    let res = app.post_json("/api/billing/cancel", &json!({})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let billing: Value = res.json().await.unwrap();
    assert_eq!(billing["cancelAtPeriodEnd"], true);
    assert_eq!(billing["status"], "active");
    assert_eq!(usage(&billing), (0, 100));

    let portal: Value = app
        .post_json("/api/billing/portal", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        portal["url"], "/pricing",
        "the sandbox has no provider portal"
    );

    // A plan started with the test coupon has no paid period: cancelling ends it now.
    let other = spawn_app().start().await;
    other.signed_up("coupon-cancel@example.com").await;
    other.subscribe("pro", Some("TEST100OFF")).await;
    let billing: Value = other
        .post_json("/api/billing/cancel", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(billing["planName"], "Free");
    assert_eq!(billing["status"], "canceled");
}

#[tokio::test]
async fn the_allowance_bought_is_the_allowance_spent() {
    let app = spawn_app().start().await;
    app.signed_up("spend@example.com").await;
    let first = app.showing(&crate::helpers::showing_form()).await;
    let second = app.showing(&crate::helpers::showing_form()).await;
    let id = second["id"].as_i64().unwrap();
    assert_eq!(
        app.generate_report(first["id"].as_i64().unwrap())
            .await
            .status(),
        StatusCode::CREATED
    );
    let res = app.generate_report(id).await;
    assert_eq!(
        res.status(),
        StatusCode::PAYMENT_REQUIRED,
        "the free report is used"
    );

    let payment: Value = app
        .post_json("/api/create-payment-intent", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    app.confirm(payment["clientSecret"].as_str().unwrap()).await;
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    assert_eq!(usage(&app.billing().await), (2, 2));
}

#[tokio::test]
async fn webhooks_are_refused_without_a_configured_provider() {
    let app = spawn_app().start().await;
    let res = browser()
        .post(app.url("/api/stripe/webhook"))
        .header("Stripe-Signature", "t=1,v1=00")
        .body(r#"{"id":"evt_1","type":"invoice.paid"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "invalid_signature");
    let res = browser()
        .post(app.url("/api/stripe/webhook"))
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "no signature");
}

impl TestApp {
    pub async fn change_plan(&self, plan: &str) -> reqwest::Response {
        self.post_json("/api/billing/change-plan", &json!({"planId": plan}))
            .await
    }

    /// Signs up and pays for `plan` through the sandbox's test step.
    async fn paid_subscriber(&self, email: &str, plan: &str) -> Value {
        self.signed_up(email).await;
        let secret = self.subscribe(plan, None).await;
        let res = self.confirm(&secret).await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json().await.unwrap()
    }

    async fn use_a_report(&self) {
        let showing = self.showing(&crate::helpers::showing_form()).await;
        let res = self.generate_report(showing["id"].as_i64().unwrap()).await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }
}

fn period_end(billing: &Value) -> chrono::DateTime<chrono::Utc> {
    billing["currentPeriodEnd"]
        .as_str()
        .unwrap_or_else(|| panic!("no period end: {billing}"))
        .parse()
        .unwrap()
}

#[tokio::test]
async fn a_paid_subscription_says_when_its_period_ends_and_what_switching_would_do() {
    let app = spawn_app().start().await;
    let started = chrono::Utc::now();
    let billing = app.paid_subscriber("period@example.com", "pro").await;
    let end = period_end(&billing);
    let month = started.checked_add_months(chrono::Months::new(1)).unwrap();
    assert!(
        end >= month && end - month < chrono::Duration::minutes(1),
        "{end}"
    );
    assert_eq!(billing["cancelEffect"], "at_period_end");
    assert_eq!(billing["testPlan"], false);
    assert_eq!(
        billing["planChanges"],
        json!([
            {"plan": "essential", "planName": "Essential", "monthlyPriceCents": 1999,
             "upgrade": false, "reportsLimit": 10, "reportsAvailable": 10},
            {"plan": "elite", "planName": "Elite", "monthlyPriceCents": 9999,
             "upgrade": true, "reportsLimit": 100, "reportsAvailable": 100},
        ])
    );
    assert_eq!(app.billing().await, billing);

    let free = spawn_app().start().await;
    free.signed_up("nothing@example.com").await;
    let billing = free.billing().await;
    assert_eq!(billing["currentPeriodEnd"], Value::Null);
    assert_eq!(billing["cancelEffect"], Value::Null);
    assert_eq!(billing["planChanges"], json!([]));
}

#[tokio::test]
async fn switching_plans_changes_the_one_subscription_and_keeps_the_months_usage() {
    let app = spawn_app().start().await;
    let before = app.paid_subscriber("switch@example.com", "essential").await;
    app.use_a_report().await;
    app.use_a_report().await;

    let res = app.change_plan("elite").await;
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(after["plan"], "elite");
    assert_eq!(after["planName"], "Elite");
    assert_eq!(after["status"], "active");
    assert_eq!(usage(&after), (2, 100), "usage kept, Elite's reports");
    assert_eq!(period_end(&after), period_end(&before), "the same period");
    assert_eq!(
        after["packs"][0]["perReportCents"], 100,
        "Elite's pack rate"
    );
    assert_eq!(app.billing().await, after);
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["subscriptionPlan"], "elite");
    assert_eq!(user["reportsLimit"], 100);

    // Checkout refuses to start a second subscription, whatever the plan.
    for (plan, code) in [
        ("elite", "already_subscribed"),
        ("pro", "switch_plan_instead"),
    ] {
        let res = app
            .post_json("/api/get-or-create-subscription", &json!({"planId": plan}))
            .await;
        assert_eq!(res.status(), StatusCode::CONFLICT, "{plan}");
        let body = error_body(res).await;
        assert_eq!(body["code"], code);
        assert!(body["fields"].is_object());
    }

    // Down to Pro: still the same period, and a cancellation is withdrawn by a switch.
    app.post_json("/api/billing/cancel", &json!({})).await;
    assert_eq!(app.billing().await["cancelAtPeriodEnd"], true);
    let after: Value = app.change_plan("pro").await.json().await.unwrap();
    assert_eq!(after["plan"], "pro");
    assert_eq!(usage(&after), (2, 30));
    assert_eq!(after["cancelAtPeriodEnd"], false);
    assert_eq!(period_end(&after), period_end(&before));
}

#[tokio::test]
async fn switching_to_the_plan_one_has_or_without_a_subscription_is_refused() {
    let app = spawn_app().start().await;
    app.paid_subscriber("same@example.com", "pro").await;
    let res = app.change_plan("pro").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = error_body(res).await;
    assert_eq!(
        body,
        json!({
            "message": "You are already subscribed to the Pro plan",
            "code": "already_subscribed",
            "fields": {}
        })
    );
    let res = app.change_plan("platinum").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(error_body(res).await["fields"]["planId"].is_string());
    let res = app.change_plan("pay-per-report").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "not_monthly_plan");
    assert_eq!(app.billing().await["plan"], "pro");

    let free = spawn_app().start().await;
    free.signed_up("nosub@example.com").await;
    let res = free.change_plan("elite").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(res).await["code"], "no_subscription");
    let res = browser()
        .post(free.url("/api/billing/change-plan"))
        .json(&json!({"planId": "elite"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn cancelling_says_until_when_and_a_test_plan_says_it_ends_now() {
    let app = spawn_app().start().await;
    let before = app.paid_subscriber("until@example.com", "elite").await;
    let res = app.post_json("/api/billing/cancel", &json!({})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let billing: Value = res.json().await.unwrap();
    assert_eq!(billing["cancelAtPeriodEnd"], true);
    assert_eq!(billing["status"], "active");
    assert_eq!(period_end(&billing), period_end(&before));

    // Before cancelling, a test-coupon plan says that cancelling ends it at once, and has no
    // period to end with.
    let other = spawn_app().start().await;
    other.signed_up("test-plan@example.com").await;
    other.subscribe("pro", Some("TEST100OFF")).await;
    let billing = other.billing().await;
    assert_eq!(billing["cancelEffect"], "immediately");
    assert_eq!(billing["testPlan"], true);
    assert_eq!(billing["currentPeriodEnd"], Value::Null);
    // It switches without any payment, keeping its usage.
    other.use_a_report().await;
    let switched: Value = other.change_plan("essential").await.json().await.unwrap();
    assert_eq!(switched["plan"], "essential");
    assert_eq!(usage(&switched), (1, 10));
    assert_eq!(switched["testPlan"], true);
}
