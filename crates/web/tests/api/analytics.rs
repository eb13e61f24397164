//! `GET /api/analytics` (the Elite plan's advanced analytics) and `GET /api/support`.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

impl TestApp {
    async fn analytics_with(&self, client: &reqwest::Client) -> reqwest::Response {
        self.get(client, "/api/analytics").await
    }

    /// Signs `client` up and pays for `plan` through the sandbox's test step.
    async fn subscriber_with(&self, client: &reqwest::Client, email: &str, plan: &str) {
        let res = self.register_with(client, &registration(email)).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        // Reports go out only from a confirmed address: open the link emailed on registration.
        let token = self.check_link_token(email, 1).await;
        assert_eq!(
            self.confirm_email(client, &token).await.status(),
            StatusCode::OK
        );
        let res = client
            .post(self.url("/api/get-or-create-subscription"))
            .json(&json!({"planId": plan}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let secret: Value = res.json().await.unwrap();
        let res = client
            .post(self.url("/api/billing/confirm-test-payment"))
            .json(&json!({"clientSecret": secret["clientSecret"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
    }

    /// Creates a showing from `form` and generates its report; returns (showing id, report).
    async fn reported_with(&self, client: &reqwest::Client, form: &Value) -> (i64, Value) {
        let res = self.create_showing_with(client, form).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let res = self.generate_report_with(client, id).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        (id, res.json().await.unwrap())
    }
}

#[tokio::test]
async fn analytics_answer_only_signed_in_agents_whose_plan_includes_them() {
    let app = spawn_app().start().await;
    let res = app.analytics_with(&browser()).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    error_body(res).await;

    let trial = browser();
    let res = app
        .register_with(&trial, &registration("trial@example.com"))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    for (client, plan) in [
        (trial, None),
        (browser(), Some("essential")),
        (browser(), Some("pro")),
    ] {
        if let Some(plan) = plan {
            app.subscriber_with(&client, &format!("{plan}@example.com"), plan)
                .await;
        }
        let res = app.analytics_with(&client).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{plan:?}");
        let body = error_body(res).await;
        assert_eq!(body["code"], "analytics_not_in_plan");
        assert_eq!(
            body["message"],
            "Advanced analytics come with the Elite plan. Upgrade to see them."
        );
    }

    // The pricing page promises analytics on exactly the plan that has them.
    let plans: Value = app
        .get(&browser(), "/api/plans")
        .await
        .json()
        .await
        .unwrap();
    let promising: Vec<&str> = plans["plans"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| {
            p["features"]
                .as_array()
                .unwrap()
                .iter()
                .any(|f| f == "Advanced analytics")
        })
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(promising, ["elite"]);
}

#[tokio::test]
async fn an_elite_agent_sees_figures_from_their_own_reports_only() {
    let app = spawn_app().start().await;
    let elite = app.api.clone();
    app.subscriber_with(&elite, "elite@example.com", "elite")
        .await;

    // Nothing yet: twelve empty months and no figures.
    let res = app.analytics_with(&elite).await;
    assert_eq!(res.status(), StatusCode::OK);
    let empty: Value = res.json().await.unwrap();
    assert_eq!(empty["totalReports"], 0);
    assert_eq!(empty["reportsPerMonth"].as_array().unwrap().len(), 12);
    assert!(empty["averageRepairTotal"].is_null());
    assert!(empty["medianSecondsToSent"].is_null());
    assert_eq!(empty["topFindings"], json!([]));

    let (sent_id, first) = app.reported_with(&elite, &showing_form()).await;
    let mut roof_only = showing_form();
    roof_only["repairsNeeded"] = json!("The roof has missing shingles.");
    roof_only["updatesWanted"] = json!("");
    let (_, second) = app.reported_with(&elite, &roof_only).await;
    let res = app.send_report_with(&elite, sent_id, None).await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    assert_eq!(app.delivered(sent_id).await["status"], "sent");

    // Another agent's reports never count.
    let other = browser();
    app.subscriber_with(&other, "other-elite@example.com", "elite")
        .await;
    app.reported_with(&other, &showing_form()).await;
    app.reported_with(&other, &showing_form()).await;
    app.reported_with(&other, &showing_form()).await;

    let a: Value = app.analytics_with(&elite).await.json().await.unwrap();
    assert_eq!(a["totalReports"], 2, "{a}");
    let months = a["reportsPerMonth"].as_array().unwrap();
    assert_eq!(months.len(), 12);
    let this_month = chrono::Utc::now().format("%Y-%m").to_string();
    assert_eq!(months[11], json!({"month": this_month, "reports": 2}));
    assert!(months[..11].iter().all(|m| m["reports"] == 0), "{a}");

    let repairs = |r: &Value| r["content"]["totalRepairCost"].as_f64().unwrap();
    let expected = (repairs(&first) + repairs(&second)) / 2.0;
    let average = a["averageRepairTotal"].as_f64().unwrap();
    assert!((average - expected).abs() < 0.01, "{average} vs {expected}");

    assert_eq!(a["reportsSent"], 1);
    let median = a["medianSecondsToSent"].as_i64().unwrap();
    assert!((0..600).contains(&median), "{a}");
    assert_eq!(a["averageSecondsToSent"], a["medianSecondsToSent"]);

    // Both reports name the roof; it leads, named as the catalog names it.
    let top = a["topFindings"].as_array().unwrap();
    assert!(!top.is_empty() && top.len() <= 5, "{a}");
    assert_eq!(top[0]["reports"], 2, "{a}");
    assert_eq!(top[0]["category"], "Roof", "{a}");
    assert!(top[0]["label"].as_str().unwrap().len() > 3, "{a}");
    assert!(top[0]["catalogKey"].is_string(), "{a}");
    assert!(
        top.iter().all(|f| f["reports"].as_u64().unwrap() <= 2),
        "{a}"
    );

    let theirs: Value = app.analytics_with(&other).await.json().await.unwrap();
    assert_eq!(theirs["totalReports"], 3);
    assert_eq!(theirs["reportsSent"], 0);
}

#[tokio::test]
async fn support_is_public_and_names_the_plans_with_priority_support() {
    let app = spawn_app().start().await;
    let res = app.get(&browser(), "/api/support").await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body,
        json!({
            "email": "support@showscribe.local",
            "priorityPlans": ["pro", "elite"],
            "priorityReplyBusinessDays": 1,
            "standardReplyBusinessDays": 3
        })
    );
}
