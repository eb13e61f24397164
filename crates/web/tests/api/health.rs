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
