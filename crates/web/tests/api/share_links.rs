//! Share links: the agent gives the client a link that opens the report with no account; the
//! link can be listed (with when it was last opened) and revoked, and expires. Unknown, revoked
//! and expired links answer alike; another agent's showing is a 404; the shared report names no
//! id the agent's API accepts.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

/// A signed-up agent with a showing that has its report; answers the showing's id.
async fn showing_with_report(app: &TestApp) -> i64 {
    app.signed_up("agent@example.com").await;
    let showing = app.showing(&showing_form()).await;
    let id = showing["id"].as_i64().unwrap();
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    id
}

async fn create_link(app: &TestApp, showing: i64, body: &Value) -> reqwest::Response {
    app.api
        .post(app.url(&format!("/api/showings/{showing}/share-links")))
        .json(body)
        .send()
        .await
        .unwrap()
}

/// The secret at the end of a link's address.
fn token_of(link: &Value) -> String {
    let url = link["url"].as_str().unwrap();
    let (base, token) = url.rsplit_once("/r/").unwrap();
    assert!(base.starts_with("http"), "{url}");
    token.to_owned()
}

/// Opens a shared report as a stranger would: a browser with no session.
async fn open_shared(app: &TestApp, token: &str) -> reqwest::Response {
    browser()
        .get(app.url(&format!("/api/shared/{token}")))
        .send()
        .await
        .unwrap()
}

fn keys_of(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                out.push(key.clone());
                keys_of(inner, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|inner| keys_of(inner, out)),
        _ => {}
    }
}

#[tokio::test]
async fn a_link_opens_the_report_for_a_stranger_read_only_and_unindexed() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;

    let res = create_link(&app, showing, &json!({})).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let link: Value = res.json().await.unwrap();
    let token = token_of(&link);
    assert_eq!(token.len(), 64, "a 256-bit secret, in hex");
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    let created =
        chrono::DateTime::parse_from_rfc3339(link["createdAt"].as_str().unwrap()).unwrap();
    let expires =
        chrono::DateTime::parse_from_rfc3339(link["expiresAt"].as_str().unwrap()).unwrap();
    assert_eq!(
        (expires - created).num_days(),
        30,
        "30 days unless the agent picks"
    );
    assert_eq!(link["state"], "open");
    assert!(link["lastOpenedAt"].is_null());

    let res = open_shared(&app, &token).await;
    assert_eq!(res.status(), StatusCode::OK);
    let headers = res.headers().clone();
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert!(
        headers["x-robots-tag"]
            .to_str()
            .unwrap()
            .contains("noindex")
    );
    assert!(
        headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("no-store")
    );
    let shared: Value = res.json().await.unwrap();
    assert_eq!(
        shared["property"]["address"],
        "742 Evergreen Terrace, Austin, TX 78701"
    );
    assert_eq!(shared["property"]["listPrice"], 525000.0);
    assert_eq!(shared["agent"]["name"], "Jordan Rivera");
    assert_eq!(shared["agent"]["company"], "Rivera Homes");
    assert!(shared["report"]["summary"].as_str().unwrap().len() > 20);
    assert!(!shared["report"]["repairs"].as_array().unwrap().is_empty());
    assert_eq!(shared["pdfUrl"], format!("/api/shared/{token}/pdf"));
    assert_eq!(shared["expiresAt"], link["expiresAt"]);
    // Nothing in it is an id the agent's API takes.
    let mut keys = Vec::new();
    keys_of(&shared, &mut keys);
    for forbidden in ["showingId", "reportId", "userId", "pdfFilePath"] {
        assert!(
            !keys.iter().any(|k| k == forbidden),
            "{forbidden} in {shared}"
        );
    }
    assert!(shared.get("id").is_none() && shared["property"].get("id").is_none());

    // The PDF comes through the link too.
    let res = browser()
        .get(app.url(&format!("/api/shared/{token}/pdf")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");
    assert!(res.bytes().await.unwrap().starts_with(b"%PDF"));

    // The agent sees that it was opened; the list never repeats the address.
    let links: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/share-links"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(links.len(), 1);
    assert_eq!(links[0]["id"], link["id"]);
    assert!(links[0]["lastOpenedAt"].is_string());
    assert!(links[0].get("url").is_none());
}

#[tokio::test]
async fn a_revoked_an_expired_and_an_unknown_link_answer_alike() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let revoked: Value = create_link(&app, showing, &json!({ "expiresInDays": 7 }))
        .await
        .json()
        .await
        .unwrap();
    let expired: Value = create_link(&app, showing, &json!({ "expiresInDays": 1 }))
        .await
        .json()
        .await
        .unwrap();
    let kept: Value = create_link(&app, showing, &json!({}))
        .await
        .json()
        .await
        .unwrap();
    for link in [&revoked, &expired, &kept] {
        assert_eq!(
            open_shared(&app, &token_of(link)).await.status(),
            StatusCode::OK
        );
    }

    let res = app
        .api
        .delete(app.url(&format!(
            "/api/showings/{showing}/share-links/{}",
            revoked["id"]
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    app.db
        .execute(&format!(
            "UPDATE share_links SET expires_at_ms = created_at_ms - 1 WHERE id = {}",
            expired["id"]
        ))
        .await
        .unwrap();

    let unknown = "0".repeat(64);
    let mut answers = Vec::new();
    for token in [
        token_of(&revoked),
        token_of(&expired),
        unknown,
        "not-a-token".to_owned(),
    ] {
        let res = open_shared(&app, &token).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{token}");
        answers.push(error_body(res).await);
        let pdf = browser()
            .get(app.url(&format!("/api/shared/{token}/pdf")))
            .send()
            .await
            .unwrap();
        assert_eq!(pdf.status(), StatusCode::NOT_FOUND);
    }
    assert!(
        answers.windows(2).all(|pair| pair[0] == pair[1]),
        "{answers:?}"
    );
    assert!(answers[0]["message"].as_str().unwrap().contains("expired"));
    // The other link still works.
    assert_eq!(
        open_shared(&app, &token_of(&kept)).await.status(),
        StatusCode::OK
    );

    let links: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/share-links"))
        .await
        .json()
        .await
        .unwrap();
    let state_of = |id: &Value| links.iter().find(|l| &l["id"] == id).unwrap()["state"].clone();
    assert_eq!(state_of(&revoked["id"]), "revoked");
    assert_eq!(state_of(&expired["id"]), "expired");
    assert_eq!(state_of(&kept["id"]), "open");
}

#[tokio::test]
async fn another_agents_showing_and_links_are_not_found() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let link: Value = create_link(&app, showing, &json!({}))
        .await
        .json()
        .await
        .unwrap();

    let other = browser();
    assert_eq!(
        app.register_with(&other, &registration("other@example.com"))
            .await
            .status(),
        StatusCode::CREATED
    );
    let res = other
        .post(app.url(&format!("/api/showings/{showing}/share-links")))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        app.get(&other, &format!("/api/showings/{showing}/share-links"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let res = other
        .delete(app.url(&format!(
            "/api/showings/{showing}/share-links/{}",
            link["id"]
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        open_shared(&app, &token_of(&link)).await.status(),
        StatusCode::OK,
        "still open"
    );

    // Signed out, nothing of the agent side answers.
    let res = browser()
        .post(app.url(&format!("/api/showings/{showing}/share-links")))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_lifetime_outside_a_day_to_a_year_and_a_showing_without_a_report_are_refused() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let pending = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = create_link(&app, pending, &json!({})).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "no_report");

    assert_eq!(
        app.generate_report(pending).await.status(),
        StatusCode::CREATED
    );
    for days in [json!(0), json!(366), json!(-5)] {
        let res = create_link(&app, pending, &json!({ "expiresInDays": days })).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{days}");
        let body = error_body(res).await;
        assert_eq!(
            body["fields"]["expiresInDays"],
            "A link lasts from 1 to 365 days"
        );
    }
    let res = create_link(&app, pending, &json!({ "expiresInDays": "soon" })).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    error_body(res).await;
    let res = create_link(&app, pending, &json!({ "expiresInDays": 365 })).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let links: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{pending}/share-links"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(links.len(), 1, "nothing was stored for the refused ones");
}

#[tokio::test]
async fn the_shared_pages_are_rate_limited_per_address() {
    let app = spawn_app().shared_link_requests_per_minute(3).start().await;
    let showing = showing_with_report(&app).await;
    let link: Value = create_link(&app, showing, &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let token = token_of(&link);
    for _ in 0..3 {
        assert_eq!(open_shared(&app, &token).await.status(), StatusCode::OK);
    }
    let res = open_shared(&app, &token).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key("retry-after"));
    // Guessing is limited the same way.
    assert_eq!(
        open_shared(&app, &"0".repeat(64)).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn deleting_the_showing_takes_its_links_with_it() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let link: Value = create_link(&app, showing, &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        app.delete_showing_with(&app.api, showing).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        open_shared(&app, &token_of(&link)).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_email_to_the_buyer_carries_a_link_that_opens_the_report() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    // The confirmation says a link will be made; none exists before sending.
    let preview: Value = app
        .get(
            &app.api,
            &format!("/api/showings/{showing}/send-report/preview"),
        )
        .await
        .json()
        .await
        .unwrap();
    assert!(
        preview["textBody"]
            .as_str()
            .unwrap()
            .contains("a private link to this report, made when it is sent"),
        "{preview}"
    );

    assert_eq!(
        app.send_report_with(&app.api, showing, None).await.status(),
        StatusCode::ACCEPTED
    );
    assert_eq!(app.delivered(showing).await["status"], "sent");
    let texts = app
        .mail_texts(
            Some("pat@example.com"),
            "Showing report: 742 Evergreen Terrace, Austin, TX 78701",
            1,
        )
        .await;
    let text = texts.first().expect("the message to the client");
    let line = text
        .lines()
        .find(|l| l.contains("Read the report on your phone:"))
        .unwrap_or_else(|| panic!("no link in {text}"));
    let token = line
        .split("/r/")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap();
    assert_eq!(token.len(), 64, "{line}");
    assert!(line.contains("the link works until"), "{line}");
    assert_eq!(open_shared(&app, token).await.status(), StatusCode::OK);
    // It is one of the showing's links: the agent can see it opened, and withdraw it.
    let links: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/share-links"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(links.len(), 1);
    assert!(links[0]["lastOpenedAt"].is_string());
}
