//! `Idempotency-Key` on creating a showing and generating its report: a device that sends the
//! same request again (a retry after the signal dropped, a sync queue) gets the first answer,
//! and nothing is done twice, also when the repeats arrive at once.

use reqwest::{Client, StatusCode};
use serde_json::Value;

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

async fn create_with_key(
    app: &TestApp,
    client: &Client,
    key: &str,
    body: &Value,
) -> reqwest::Response {
    client
        .post(app.url("/api/showings"))
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn generate_with_key(
    app: &TestApp,
    client: &Client,
    id: i64,
    key: &str,
) -> reqwest::Response {
    client
        .post(app.url(&format!("/api/showings/{id}/generate-report")))
        .header("Idempotency-Key", key)
        .send()
        .await
        .unwrap()
}

async fn showings_of(app: &TestApp, client: &Client) -> Vec<Value> {
    app.get(client, "/api/showings").await.json().await.unwrap()
}

#[tokio::test]
async fn ten_concurrent_creates_with_one_key_store_one_showing_and_answer_it_ten_times() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let form = showing_form();
    let sends = (0..10).map(|_| {
        let (app_api, url, form) = (app.api.clone(), app.url("/api/showings"), form.clone());
        tokio::spawn(async move {
            let res = app_api
                .post(url)
                .header("Idempotency-Key", "draft-7f3a")
                .json(&form)
                .send()
                .await
                .unwrap();
            let replayed = res.headers().get("Idempotent-Replayed").is_some();
            (res.status(), replayed, res.json::<Value>().await.unwrap())
        })
    });
    let mut ids = Vec::new();
    let mut replayed = 0;
    for s in sends.collect::<Vec<_>>() {
        let (status, again, body) = s.await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{body}");
        ids.push(body["id"].as_i64().unwrap());
        replayed += usize::from(again);
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "every answer names the same showing");
    assert_eq!(replayed, 9, "nine answers are the first one again");
    assert_eq!(showings_of(&app, &app.api).await.len(), 1);

    // Later repeats get the same answer; another key is another showing.
    let again = create_with_key(&app, &app.api, "draft-7f3a", &form).await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.json::<Value>().await.unwrap()["id"], ids[0]);
    let other = create_with_key(&app, &app.api, "draft-8b21", &form).await;
    assert_ne!(other.json::<Value>().await.unwrap()["id"], ids[0]);
    assert_eq!(showings_of(&app, &app.api).await.len(), 2);
}

#[tokio::test]
async fn a_repeated_generation_takes_one_report_from_the_allowance() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let sends = (0..5).map(|_| {
        let (api, url) = (
            app.api.clone(),
            app.url(&format!("/api/showings/{id}/generate-report")),
        );
        tokio::spawn(async move {
            let res = api
                .post(url)
                .header("Idempotency-Key", "generate-1")
                .send()
                .await
                .unwrap();
            (res.status(), res.json::<Value>().await.unwrap())
        })
    });
    let mut answers = Vec::new();
    for s in sends.collect::<Vec<_>>() {
        let (status, body) = s.await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{body}");
        answers.push(body);
    }
    assert!(
        answers.iter().all(|a| a == &answers[0]),
        "one answer, given five times"
    );
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(
        user["reportsUsedThisMonth"], 1,
        "one report taken, not five"
    );

    // The trial's one report is used: a new key is a new generation, refused with 402, and
    // that refusal is what its repeats get.
    let res = generate_with_key(&app, &app.api, id, "generate-2").await;
    let first = res.status();
    let again = generate_with_key(&app, &app.api, id, "generate-2").await;
    assert_eq!(again.status(), first);
}

#[tokio::test]
async fn a_key_names_one_request_of_one_agent() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let form = showing_form();
    let first = create_with_key(&app, &app.api, "k-1", &form).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first_id = first.json::<Value>().await.unwrap()["id"].clone();

    // The same key with another body is refused, and stores nothing.
    let mut changed = form.clone();
    changed["clientName"] = Value::from("Someone Else");
    let res = create_with_key(&app, &app.api, "k-1", &changed).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_body(res).await["code"], "idempotency_key_reused");
    // The same key on another path is another request too.
    let res = generate_with_key(&app, &app.api, first_id.as_i64().unwrap(), "k-1").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(showings_of(&app, &app.api).await.len(), 1);

    // Another agent's key of the same name is theirs: a showing of their own, not this one.
    let other = browser();
    app.register_with(&other, &registration("other@example.com"))
        .await;
    let res = create_with_key(&app, &other, "k-1", &form).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert!(res.headers().get("Idempotent-Replayed").is_none());
    assert_ne!(res.json::<Value>().await.unwrap()["id"], first_id);
    assert_eq!(showings_of(&app, &other).await.len(), 1);
}

#[tokio::test]
async fn a_bad_request_is_answered_again_and_a_bad_key_is_a_clear_400() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let mut empty = showing_form();
    empty["repairsNeeded"] = Value::from("");
    empty["updatesWanted"] = Value::from("");
    for _ in 0..2 {
        let res = create_with_key(&app, &app.api, "k-empty", &empty).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        assert!(error_body(res).await["fields"].is_object());
    }
    assert!(showings_of(&app, &app.api).await.is_empty());

    for key in ["", "   ", &"k".repeat(256), "naïve-ключ"] {
        let res = app
            .api
            .post(app.url("/api/showings"))
            .header("Idempotency-Key", key.as_bytes())
            .json(&showing_form())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{key:?}");
        let body = error_body(res).await;
        assert!(body["fields"]["Idempotency-Key"].is_string(), "{body}");
    }
    assert!(showings_of(&app, &app.api).await.is_empty());

    // Without a key, every request is its own.
    app.showing(&showing_form()).await;
    app.showing(&showing_form()).await;
    assert_eq!(showings_of(&app, &app.api).await.len(), 2);
}
