use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{browser, error_body, registration, showing_form, spawn_app};

#[tokio::test]
async fn create_list_and_read_showings() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let created = app.showing(&showing_form()).await;
    assert!(created["id"].as_i64().unwrap() > 0);
    assert_eq!(
        created["propertyAddress"],
        "742 Evergreen Terrace, Austin, TX 78701"
    );
    assert_eq!(created["buyerName"], "Pat Buyer");
    assert_eq!(created["status"], "pending");
    assert_eq!(created["details"]["listPrice"], 525000.0);
    assert_eq!(created["details"]["clientEmail"], "pat@example.com");

    let mut second = showing_form();
    second["propertyAddress"] = json!("1 Second St");
    let second = app.showing(&second).await;

    let res = app.get(&app.api, "/api/showings").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["x-total-count"], "2");
    let list: Vec<Value> = res.json().await.unwrap();
    assert_eq!(
        list.iter().map(|s| s["id"].clone()).collect::<Vec<_>>(),
        vec![second["id"].clone(), created["id"].clone()]
    );

    let page: Vec<Value> = app
        .get(&app.api, "/api/showings?limit=1&offset=1")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page.len(), 1);
    assert_eq!(page[0]["id"], created["id"]);

    let one: Value = app
        .get(&app.api, &format!("/api/showings/{}", created["id"]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(one, created);
}

#[tokio::test]
async fn missing_details_get_labelled_placeholders_not_invented_facts() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let s = app
        .showing(&json!({"repairsNeeded": "Loose handrail on the stairs"}))
        .await;
    assert_eq!(s["propertyAddress"], "Address not provided");
    assert_eq!(s["buyerName"], "Client");
    assert_eq!(s["details"]["listPrice"], Value::Null);
    assert_eq!(s["details"]["propertyAddress"], Value::Null);

    let report: Value = app
        .generate_report(s["id"].as_i64().unwrap())
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(report["content"]["listPrice"], Value::Null);
    assert_eq!(report["content"]["totalWithRepairs"], Value::Null);
    assert_eq!(report["content"]["regionState"], Value::Null);
    assert_eq!(report["content"]["regionFactor"], 1.0);
    assert!(
        !report["content"]["summary"]
            .as_str()
            .unwrap()
            .contains("$500")
    );
}

#[tokio::test]
async fn the_mobile_form_sends_the_buyer() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let s = app
        .showing(&json!({"repairsNeeded": "Roof leak over the garage", "buyerName": "Sam Lee", "buyerEmail": "sam@example.com"}))
        .await;
    assert_eq!(s["buyerName"], "Sam Lee");
    assert_eq!(s["details"]["clientEmail"], "sam@example.com");
}

#[tokio::test]
async fn bad_showings_are_refused_and_nothing_is_stored() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let cases: Vec<(&str, Value, &str)> = vec![
        (
            "repairsNeeded",
            json!("x".repeat(20_001)),
            "Notes must be at most 20,000 characters",
        ),
        (
            "updatesWanted",
            json!("y".repeat(20_001)),
            "Notes must be at most 20,000 characters",
        ),
        (
            "listPrice",
            json!(0),
            "List price must be a positive number",
        ),
        (
            "listPrice",
            json!(-250000),
            "List price must be a positive number",
        ),
        (
            "listPrice",
            json!("cheap"),
            "List price must be a positive number",
        ),
        (
            "listPrice",
            json!(true),
            "List price must be a positive number",
        ),
        (
            "clientEmail",
            json!("not-an-email"),
            "Please enter a valid email address",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = showing_form();
        body[field] = value;
        let res = app.create_showing(&body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}");
        assert_eq!(error_body(res).await["fields"][field], message, "{field}");
    }
    let res = app
        .create_showing(
            &json!({"propertyAddress": "1 Main St", "repairsNeeded": "  ", "updatesWanted": ""}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["repairsNeeded"],
        "Record or type at least one repair or update"
    );
    // "$525,000" as typed is fine.
    let mut typed = showing_form();
    typed["listPrice"] = json!("$525,000");
    let ok = app.showing(&typed).await;
    assert_eq!(ok["details"]["listPrice"], 525000.0);

    let res = app.get(&app.api, "/api/showings").await;
    assert_eq!(
        res.headers()["x-total-count"],
        "1",
        "only the valid showing was stored"
    );
}

#[tokio::test]
async fn showings_and_reports_need_a_session() {
    let app = spawn_app().start().await;
    for path in [
        "/api/showings",
        "/api/reports",
        "/api/showings/1",
        "/api/reports/1",
    ] {
        assert_eq!(
            app.get(&app.api, path).await.status(),
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
    }
    assert_eq!(
        app.create_showing(&showing_form()).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.generate_report(1).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn another_agents_showing_and_reports_are_404() {
    let app = spawn_app().start().await;
    app.signed_up("owner@example.com").await;
    let s = app.showing(&showing_form()).await;
    let id = s["id"].as_i64().unwrap();
    let report: Value = app.generate_report(id).await.json().await.unwrap();
    let report_id = report["id"].as_i64().unwrap();

    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    for path in [
        format!("/api/showings/{id}"),
        format!("/api/reports/{id}"),
        "/api/showings/999999".into(),
        "/api/showings/abc".into(),
    ] {
        let res = app.get(&intruder, &path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        error_body(res).await;
    }
    let res = app.generate_report_with(&intruder, id).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = app
        .edit_summary_with(&intruder, id, report_id, &json!({"summary": "hijacked"}))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let theirs: Vec<Value> = app
        .get(&intruder, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert!(theirs.is_empty());
    // The intruder's allowance was not spent and the owner's report is untouched.
    let me: Value = app.get_user_with(&intruder).await.json().await.unwrap();
    assert_eq!(me["reportsUsedThisMonth"], 0);
    let mine: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_ne!(mine[0]["content"]["summary"], "hijacked");
}

#[tokio::test]
async fn generating_a_report_prices_the_notes_and_uses_the_allowance() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let s = app.showing(&showing_form()).await;
    let id = s["id"].as_i64().unwrap();
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let report: Value = res.json().await.unwrap();
    assert_eq!(report["showingId"], id);
    assert_eq!(report["reportType"], "comprehensive");
    assert_eq!(report["emailSent"], false);
    assert_eq!(
        report["pdfFilePath"],
        format!("/api/showings/{id}/reports/{}/pdf", report["id"]),
        "every report has a PDF to download"
    );
    assert_eq!(
        report["showing"]["propertyAddress"],
        "742 Evergreen Terrace, Austin, TX 78701"
    );
    assert_eq!(report["showing"]["buyerName"], "Pat Buyer");

    let c = &report["content"];
    assert_eq!(c["generator"], "estimator");
    assert_eq!(c["regionState"], "TX");
    assert!(
        c["disclaimer"]
            .as_str()
            .unwrap()
            .contains("not contractor bids")
    );
    assert!(!c["summary"].as_str().unwrap().is_empty());
    let repairs = c["repairs"].as_array().unwrap();
    let upgrades = c["upgrades"].as_array().unwrap();
    assert!(repairs.len() >= 3, "{repairs:?}");
    assert!(upgrades.len() >= 2, "{upgrades:?}");
    let keys: Vec<&str> = repairs
        .iter()
        .filter_map(|i| i["catalogKey"].as_str())
        .collect();
    assert!(
        keys.iter().any(|k| k.starts_with("water_heater")),
        "{keys:?}"
    );
    assert!(keys.iter().any(|k| k.starts_with("roof")), "{keys:?}");
    for item in repairs.iter().chain(upgrades) {
        if let Some(typical) = item["estimatedCost"].as_f64() {
            assert!(
                item["lowCost"].as_f64().unwrap() <= typical
                    && typical <= item["highCost"].as_f64().unwrap()
            );
        } else {
            assert!(
                item["note"].as_str().unwrap().starts_with("Needs"),
                "{item}"
            );
        }
    }
    // Totals are the sums of the items, and the investment summary adds them to the list price.
    let sum = |items: &[Value], k: &str| items.iter().filter_map(|i| i[k].as_f64()).sum::<f64>();
    assert!((c["totalRepairCost"].as_f64().unwrap() - sum(repairs, "estimatedCost")).abs() < 0.01);
    assert!((c["totalRepairHigh"].as_f64().unwrap() - sum(repairs, "highCost")).abs() < 0.01);
    assert!(
        (c["totalUpgradeCost"].as_f64().unwrap() - sum(upgrades, "estimatedCost")).abs() < 0.01
    );
    assert_eq!(c["listPrice"], 525000.0);
    let with_repairs = 525000.0 + c["totalRepairCost"].as_f64().unwrap();
    assert!((c["totalWithRepairs"].as_f64().unwrap() - with_repairs).abs() < 0.01);
    assert!(
        (c["totalWithUpgrades"].as_f64().unwrap()
            - with_repairs
            - c["totalUpgradeCost"].as_f64().unwrap())
        .abs()
            < 0.01
    );

    // The allowance went from 0 of 1 to 1 of 1, and the showing is completed.
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["reportsUsedThisMonth"], 1);
    let s: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(s["status"], "completed");

    // Listed on the dashboard and under the showing.
    let res = app.get(&app.api, "/api/reports").await;
    assert_eq!(res.headers()["x-total-count"], "1");
    let all: Vec<Value> = res.json().await.unwrap();
    assert_eq!(all[0]["id"], report["id"]);
    assert_eq!(all[0]["showingId"], id);
    assert_eq!(all[0]["showing"]["id"], id);
    let of_showing: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    // The showing report first, then the market analysis generated beside it.
    assert_eq!(of_showing.len(), 2);
    assert_eq!(of_showing[0]["content"], report["content"]);
    assert_eq!(of_showing[1]["reportType"], "cma");
}

#[tokio::test]
async fn at_the_limit_generation_is_402_and_stores_nothing() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let a = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let b = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    assert_eq!(app.generate_report(a).await.status(), StatusCode::CREATED);
    let res = app.generate_report(b).await;
    assert_eq!(res.status(), StatusCode::PAYMENT_REQUIRED);
    let err = error_body(res).await;
    assert_eq!(err["code"], "allowance_used_up");
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("1 free trial report"),
        "{err}"
    );
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{b}"))
        .await
        .json()
        .await
        .unwrap();
    assert!(reports.is_empty());
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["reportsUsedThisMonth"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_concurrent_generations_with_one_report_left_make_one_report() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let mut ids = Vec::new();
    for _ in 0..20 {
        ids.push(app.showing(&showing_form()).await["id"].as_i64().unwrap());
    }
    let mut tasks = Vec::new();
    for id in &ids {
        let client = app.api.clone();
        let url = app.url(&format!("/api/showings/{id}/generate-report"));
        tasks.push(tokio::spawn(async move {
            client.post(url).send().await.unwrap().status()
        }));
    }
    let mut statuses = Vec::new();
    for t in tasks {
        statuses.push(t.await.unwrap());
    }
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::PAYMENT_REQUIRED)
            .count(),
        19,
        "{statuses:?}"
    );
    let reports: Vec<Value> = app
        .get(&app.api, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_generations_of_one_showing_make_one_report_and_take_one() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let client = app.api.clone();
        let url = app.url(&format!("/api/showings/{id}/generate-report"));
        tasks.push(tokio::spawn(async move {
            let res = client.post(url).send().await.unwrap();
            let status = res.status();
            let body: Value = res.json().await.unwrap();
            (status, body)
        }));
    }
    let mut charged = 0;
    let mut report_ids = Vec::new();
    for t in tasks {
        let (status, body) = t.await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{body}");
        if body["charged"] == true {
            charged += 1;
        }
        report_ids.push(body["id"].clone());
    }
    // The first is charged; the others say nothing new and replace it, free.
    assert_eq!(charged, 1);
    report_ids.dedup();
    assert_eq!(report_ids.len(), 1, "one report, replaced in place");
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["reportsUsedThisMonth"], 1);
    let of_showing: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        of_showing
            .iter()
            .map(|r| r["reportType"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["comprehensive", "cma"]
    );
}

#[tokio::test]
async fn an_edited_summary_is_saved_on_the_server() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let report: Value = app.generate_report(id).await.json().await.unwrap();
    let rid = report["id"].as_i64().unwrap();

    let res = app
        .edit_summary_with(
            &app.api,
            id,
            rid,
            &json!({"summary": "  Buyer should budget for the roof first.  "}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let edited: Value = res.json().await.unwrap();
    assert_eq!(
        edited["content"]["summary"],
        "Buyer should budget for the roof first."
    );
    assert_eq!(
        edited["content"]["repairs"], report["content"]["repairs"],
        "only the summary changes"
    );
    let again: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        again[0]["content"]["summary"],
        "Buyer should budget for the roof first."
    );

    let res = app
        .edit_summary_with(&app.api, id, rid, &json!({"summary": "   "}))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["summary"],
        "Summary cannot be empty"
    );
    let res = app
        .edit_summary_with(&app.api, id, rid + 1000, &json!({"summary": "x"}))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let other = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = app
        .edit_summary_with(&app.api, other, rid, &json!({"summary": "x"}))
        .await;
    assert_eq!(
        res.status(),
        StatusCode::NOT_FOUND,
        "a report is only reachable under its own showing"
    );
}

mod with_an_llm {
    use reqwest::StatusCode;
    use serde_json::{Value, json};
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, MockServer, ResponseTemplate};

    use crate::helpers::{showing_form, spawn_app};

    fn completion(content: &Value) -> Value {
        json!({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
            "choices": [{"index": 0, "finish_reason": "stop",
                "message": {"role": "assistant", "content": content.to_string()}}]
        })
    }

    #[tokio::test]
    async fn the_model_writes_and_its_costs_are_grounded() {
        let server = MockServer::start().await;
        let answer = json!({
            "summary": "The water heater needs replacing soon.",
            "findings": [{
                "description": "Replace the leaking water heater", "kind": "repair", "category": "Plumbing",
                "priority": "soon", "catalogKey": "water_heater_replace", "quantity": null,
                "lowCost": 100000, "typicalCost": 200000, "highCost": 300000
            }]
        });
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .respond_with(ResponseTemplate::new(200).set_body_json(completion(&answer)))
            .mount(&server)
            .await;
        let app = spawn_app()
            .llm(&format!("{}/v1", server.uri()))
            .start()
            .await;
        app.signed_up("agent@example.com").await;
        let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
        let res = app.generate_report(id).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let report: Value = res.json().await.unwrap();
        let c = &report["content"];
        assert_eq!(c["generator"], "llm");
        assert_eq!(c["summary"], "The water heater needs replacing soon.");
        let item = &c["repairs"][0];
        // $100k–$300k is far outside the catalog's range for a water heater: clamped and flagged.
        assert!(item["highCost"].as_f64().unwrap() < 3_000.0, "{item}");
        assert!(
            item["note"]
                .as_str()
                .unwrap()
                .starts_with("Adjusted to the catalog range"),
            "{item}"
        );
    }

    #[tokio::test]
    async fn a_failing_model_falls_back_to_the_estimator() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(500).set_body_string("overloaded"))
            .mount(&server)
            .await;
        let app = spawn_app()
            .llm(&format!("{}/v1", server.uri()))
            .start()
            .await;
        app.signed_up("agent@example.com").await;
        let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
        let report: Value = app.generate_report(id).await.json().await.unwrap();
        let c = &report["content"];
        assert_eq!(c["generator"], "estimator");
        assert!(
            c["generatorNote"]
                .as_str()
                .unwrap()
                .contains("configured writer failed"),
            "{c}"
        );
        assert!(!c["repairs"].as_array().unwrap().is_empty());
    }
}

#[tokio::test]
async fn paging_beyond_what_a_database_counts_is_a_clear_400_and_the_server_stays_up() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    app.showing(&showing_form()).await;
    for path in [
        "/api/showings?offset=9223372036854775808",
        "/api/reports?offset=18446744073709551615",
    ] {
        let res = app.get(&app.api, path).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{path}");
        let body = error_body(res).await;
        assert_eq!(body["code"], "validation");
        assert!(
            body["fields"]["offset"]
                .as_str()
                .unwrap()
                .contains("9223372036854775807")
        );
    }
    // The largest offset the database counts to is an empty page, not an error.
    let res = app
        .get(&app.api, "/api/showings?offset=9223372036854775807")
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Vec<Value>>().await.unwrap().len(), 0);
    // The same worker still answers.
    let res = app.get(&app.api, "/api/showings").await;
    assert_eq!(res.status(), StatusCode::OK);
}
