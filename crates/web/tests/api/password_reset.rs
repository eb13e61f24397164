//! "Forgot password?": a single-use link by email that ends every session of the account.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, link_token, spawn_app};

/// The outbox's messages with `subject`, waiting for `count` of them (reset links go out in the
/// background).
async fn messages_with_subject(app: &TestApp, subject: &str, count: usize) -> Vec<String> {
    app.mail_texts(None, subject, count).await
}

const RESET_SUBJECT: &str = "Reset your Showscribe password";

fn token_in(text: &str) -> String {
    link_token(text, "/reset-password")
}

async fn ask(app: &TestApp, email: &str) -> reqwest::Response {
    app.api
        .post(app.url("/api/password-reset"))
        .json(&json!({ "email": email }))
        .send()
        .await
        .unwrap()
}

async fn confirm(app: &TestApp, client: &reqwest::Client, body: &Value) -> reqwest::Response {
    client
        .post(app.url("/api/password-reset/confirm"))
        .json(body)
        .send()
        .await
        .unwrap()
}

fn new_password(token: &str) -> Value {
    json!({"token": token, "newPassword": "brand-new-pw", "confirmPassword": "brand-new-pw"})
}

#[tokio::test]
async fn a_reset_link_sets_a_new_password_once_and_ends_every_session() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let laptop = browser();
    assert_eq!(
        app.login_with(&laptop, "agent@example.com", "secret-pw")
            .await
            .status(),
        StatusCode::OK
    );

    let res = ask(&app, "Agent@Example.com").await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    let answered: Value = res.json().await.unwrap();
    assert!(
        answered["message"]
            .as_str()
            .unwrap()
            .contains("If an account uses this email")
    );
    let emails = messages_with_subject(&app, RESET_SUBJECT, 1).await;
    assert_eq!(emails.len(), 1);
    let token = token_in(&emails[0]);

    // The new password follows the registration rules and must be typed twice alike.
    let phone = browser();
    let res = confirm(
        &app,
        &phone,
        &json!({"token": token, "newPassword": "brand-new-pw", "confirmPassword": "other-pw"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["confirmPassword"],
        "Passwords don't match"
    );
    let res = confirm(
        &app,
        &phone,
        &json!({"token": token, "newPassword": "abc", "confirmPassword": "abc"}),
    )
    .await;
    assert_eq!(
        error_body(res).await["fields"]["newPassword"],
        "New password must be at least 6 characters"
    );

    let res = confirm(&app, &phone, &new_password(&token)).await;
    assert_eq!(res.status(), StatusCode::OK);
    let user: Value = res.json().await.unwrap();
    assert_eq!(user["email"], "agent@example.com");
    // This browser is signed in; every other session ended.
    assert_eq!(app.get_user_with(&phone).await.status(), StatusCode::OK);
    assert_eq!(
        app.get_user_with(&laptop).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.get_user().await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.login("agent@example.com", "secret-pw").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("agent@example.com", "brand-new-pw")
            .await
            .status(),
        StatusCode::OK
    );

    // The link works once, and the agent is told the password changed.
    let again = confirm(&app, &browser(), &new_password(&token)).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    let body = error_body(again).await;
    assert_eq!(body["code"], "token_used");
    assert!(
        body["fields"]["token"]
            .as_str()
            .unwrap()
            .contains("already used")
    );
    let notices = messages_with_subject(&app, "Your Showscribe password was changed", 1).await;
    assert_eq!(notices.len(), 1);
}

#[tokio::test]
async fn an_unknown_address_gets_the_same_answer_and_no_email() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let known: Value = ask(&app, "agent@example.com").await.json().await.unwrap();
    let res = ask(&app, "nobody@example.com").await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    let unknown: Value = res.json().await.unwrap();
    assert_eq!(known, unknown);
    assert_eq!(messages_with_subject(&app, RESET_SUBJECT, 2).await.len(), 1);

    let res = ask(&app, "not-an-email").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["email"],
        "Please enter a valid email address"
    );
}

#[tokio::test]
async fn an_account_gets_three_links_an_hour() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    for _ in 0..5 {
        assert_eq!(
            ask(&app, "agent@example.com").await.status(),
            StatusCode::ACCEPTED
        );
    }
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(messages_with_subject(&app, RESET_SUBJECT, 4).await.len(), 3);
}

#[tokio::test]
async fn an_unknown_or_missing_token_is_a_clear_400() {
    let app = spawn_app().start().await;
    let res = confirm(&app, &browser(), &new_password(&"ab".repeat(32))).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "invalid_token");
    assert!(body["message"].as_str().unwrap().contains("not valid"));

    let res = confirm(&app, &browser(), &new_password("  ")).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "validation");
}

#[tokio::test]
async fn two_uses_of_one_link_at_once_change_the_password_once() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    ask(&app, "agent@example.com").await;
    let token = token_in(&messages_with_subject(&app, RESET_SUBJECT, 1).await[0]);
    let uses = (0..2).map(|_| {
        let (client, url, body) = (
            browser(),
            app.url("/api/password-reset/confirm"),
            new_password(&token),
        );
        tokio::spawn(async move { client.post(url).json(&body).send().await.unwrap().status() })
    });
    let mut statuses = Vec::new();
    for u in uses.collect::<Vec<_>>() {
        statuses.push(u.await.unwrap());
    }
    statuses.sort();
    assert_eq!(statuses, vec![StatusCode::OK, StatusCode::BAD_REQUEST]);
}
