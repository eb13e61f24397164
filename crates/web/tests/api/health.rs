use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::spawn_app;

#[tokio::test]
async fn healthz_and_readyz_answer() {
    let app = spawn_app().start().await;
    let res = app.api.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().contains_key("x-request-id"));
    let ready = app.api.get(app.url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), StatusCode::OK);
    assert_eq!(ready.json::<Value>().await.unwrap()["status"], "ready");
}

#[tokio::test]
async fn metrics_are_served_apart_from_the_public_port() {
    let app = spawn_app().metrics().start().await;
    let port = app.metrics_port.expect("a metrics port");
    app.api.get(app.url("/api/user")).send().await.unwrap();
    app.api.get(app.url("/api/user")).send().await.unwrap();
    app.api.get(app.url("/healthz")).send().await.unwrap();
    let text = app
        .api
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let requests = text
        .lines()
        .find(|l| {
            l.starts_with("http_requests_total{")
                && l.contains(r#"route="/api/user""#)
                && l.contains(r#"status="401""#)
        })
        .unwrap_or_else(|| panic!("no request count for /api/user:\n{text}"));
    let count: f64 = requests.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(count >= 2.0, "{requests}");
    assert!(
        text.contains("http_request_duration_seconds_bucket{"),
        "{text}"
    );
    assert!(text.contains("showscribe_delivery_queue_depth 0"), "{text}");
    assert!(text.contains("showscribe_delivery_queue_oldest_age_seconds"));
    // Not on the public port.
    let public = app.api.get(app.url("/metrics")).send().await.unwrap();
    assert_ne!(public.status(), StatusCode::OK);
}

#[tokio::test]
async fn openapi_document_describes_every_account_endpoint() {
    let app = spawn_app().start().await;
    let doc: Value = app
        .api
        .get(app.url("/api/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let paths = doc["paths"].as_object().unwrap();
    for (path, method) in [
        ("/api/user", "get"),
        ("/api/register", "post"),
        ("/api/login", "post"),
        ("/api/logout", "post"),
        ("/api/user/profile", "put"),
        ("/api/user/password", "put"),
        ("/healthz", "get"),
        ("/readyz", "get"),
    ] {
        assert!(paths[path][method].is_object(), "{method} {path} missing");
    }
    let user = &doc["components"]["schemas"]["User"]["properties"];
    assert!(user["reportsLimit"].is_object());
    assert!(user.get("passwordHash").is_none());
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let app = spawn_app().start().await;
    let res = app
        .api
        .get(app.url("/api/no-such-thing"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let body = crate::helpers::error_body(res).await;
    assert_eq!(body["code"], "not_found");
}
