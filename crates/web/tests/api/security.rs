use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, ORIGIN, SET_COOKIE};
use serde_json::json;
use showscribe_web::config::Settings;
use showscribe_web::startup::Application;

use crate::helpers::{browser, error_body, registration, spawn_app};

#[tokio::test]
async fn session_cookie_is_http_only_lax_and_lasts_14_days() {
    let app = spawn_app().start().await;
    let res = app.register(&registration("agent@example.com")).await;
    let cookie = res
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("showscribe_session="))
        .expect("session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(
        cookie.contains(&format!("Max-Age={}", 14 * 24 * 3600)),
        "{cookie}"
    );
    // Encrypted: the cookie does not reveal the user id in clear text.
    assert!(!cookie.contains("user_id"), "{cookie}");
}

#[tokio::test]
async fn login_issues_a_new_session_id() {
    let app = spawn_app().start().await;
    let res = app.register(&registration("agent@example.com")).await;
    let first = session_cookie(&res);
    let res = app.login("agent@example.com", "secret-pw").await;
    let second = session_cookie(&res);
    assert_ne!(first, second, "the session is renewed on login");
}

fn session_cookie(res: &reqwest::Response) -> String {
    res.headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with("showscribe_session="))
        .map(|c| c.split(';').next().unwrap_or_default().to_owned())
        .expect("session cookie")
}

#[tokio::test]
async fn sessions_survive_a_server_restart() {
    let app = spawn_app().start().await;
    let res = app.register(&registration("agent@example.com")).await;
    let cookie = session_cookie(&res);

    // A second server on the same database and data folder (the same generated key).
    let mut settings = Settings::defaults().unwrap();
    settings.application.port = 0;
    settings.application.data_dir = app.data_dir.display().to_string();
    settings.database.url = app.db.url.clone().into();
    let restarted = Application::build(settings).await.unwrap();
    let port = restarted.port();
    tokio::spawn(restarted.run_until_stopped());

    let res = reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}/api/user"))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_tampered_cookie_is_signed_out() {
    let app = spawn_app().start().await;
    let res = app.register(&registration("agent@example.com")).await;
    let cookie = session_cookie(&res);
    let mut tampered = cookie.clone();
    let last = tampered.pop().unwrap();
    tampered.push(if last == 'A' { 'B' } else { 'A' });
    let res = reqwest::Client::new()
        .get(app.url("/api/user"))
        .header("cookie", tampered)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn login_and_register_are_rate_limited_per_address() {
    let app = spawn_app().auth_attempts_per_minute(10).start().await;
    for i in 0..10 {
        let res = app.login("agent@example.com", "wrong-password").await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    let res = app.login("agent@example.com", "wrong-password").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key("retry-after"));
    let err = error_body(res).await;
    assert_eq!(err["code"], "rate_limited");
    // Registration shares the budget, and nothing is created while limited.
    let res = app.register(&registration("new@example.com")).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.get_user().await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn foreign_origins_cannot_change_state() {
    let app = spawn_app()
        .allowed_origin("https://app.example.com")
        .start()
        .await;
    let client = browser();
    let foreign = client
        .post(app.url("/api/register"))
        .header(ORIGIN, "https://evil.example")
        .json(&registration("agent@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    assert_eq!(error_body(foreign).await["code"], "forbidden_origin");
    // Nothing was created by the refused request.
    let own = client
        .post(app.url("/api/register"))
        .header(ORIGIN, app.address.clone())
        .json(&registration("agent@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), StatusCode::CREATED);
    let allowed = client
        .put(app.url("/api/user/profile"))
        .header(ORIGIN, "https://app.example.com")
        .json(&json!({"firstName":"Jo","lastName":"Ri","email":"agent@example.com","phone":"5551234567","brokerOfficeName":"Downtown"}))
        .send()
        .await
        .unwrap();
    assert_eq!(allowed.status(), StatusCode::OK);
    // Reads are not state-changing and are never refused for their Origin.
    let read = client
        .get(app.url("/api/user"))
        .header(ORIGIN, "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(read.status(), StatusCode::OK);
}

#[tokio::test]
async fn malformed_bodies_get_clear_400s() {
    let app = spawn_app().start().await;
    let res = app
        .api
        .post(app.url("/api/login"))
        .header(CONTENT_TYPE, "application/json")
        .body("{\"email\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "malformed_json");

    let res = app
        .api
        .post(app.url("/api/login"))
        .header(CONTENT_TYPE, "text/plain")
        .body("email=a@b.c")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "unsupported_content_type");

    let res = app
        .api
        .post(app.url("/api/register"))
        .json(&json!({"firstName": 42}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "malformed_json");
}

#[tokio::test]
async fn bodies_over_64_kib_are_413() {
    let app = spawn_app().start().await;
    let mut body = registration("agent@example.com");
    body["company"] = json!("x".repeat(70 * 1024));
    let res = app.register(&body).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(error_body(res).await["code"], "payload_too_large");
    assert_eq!(
        app.login("agent@example.com", "secret-pw").await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn sessions_can_live_in_redis() {
    let Ok(redis) = std::env::var("TEST_REDIS_URL") else {
        eprintln!("TEST_REDIS_URL not set: Redis session store not exercised");
        return;
    };
    let app = spawn_app().redis(&redis).start().await;
    let res = app.register(&registration("agent@example.com")).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let cookie = session_cookie(&res);
    assert_eq!(app.get_user().await.status(), StatusCode::OK);
    // The cookie holds only an opaque session key; logging out deletes the session server-side,
    // so replaying the old cookie no longer works.
    assert_eq!(app.logout().await.status(), StatusCode::NO_CONTENT);
    let replay = reqwest::Client::new()
        .get(app.url("/api/user"))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(replay.status(), StatusCode::UNAUTHORIZED);
}
