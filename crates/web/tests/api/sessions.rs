//! Where the agent is signed in: the devices listed, and every other one signed out at once.

use reqwest::{Client, StatusCode};
use serde_json::Value;

use crate::helpers::{TestApp, registration, spawn_app};

const PHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const LAPTOP: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

fn device(user_agent: &str) -> Client {
    Client::builder()
        .cookie_store(true)
        .user_agent(user_agent)
        .build()
        .unwrap()
}

async fn sessions(app: &TestApp, client: &Client) -> Vec<Value> {
    let res = app.get(client, "/api/user/sessions").await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

#[tokio::test]
async fn the_devices_are_listed_and_every_other_one_can_be_signed_out() {
    let app = spawn_app().start().await;
    let phone = device(PHONE);
    assert_eq!(
        app.register_with(&phone, &registration("agent@example.com"))
            .await
            .status(),
        StatusCode::CREATED
    );
    let laptop = device(LAPTOP);
    assert_eq!(
        app.login_with(&laptop, "agent@example.com", "secret-pw")
            .await
            .status(),
        StatusCode::OK
    );

    let listed = sessions(&app, &phone).await;
    assert_eq!(listed.len(), 2, "{listed:?}");
    let mut devices: Vec<(&str, bool)> = listed
        .iter()
        .map(|s| {
            (
                s["device"].as_str().unwrap(),
                s["current"].as_bool().unwrap(),
            )
        })
        .collect();
    devices.sort();
    assert_eq!(
        devices,
        vec![("Chrome on Windows", false), ("Safari on iPhone", true)]
    );
    assert!(listed[0]["lastSeenAt"].as_str().is_some());

    let res = app
        .api
        .post(app.url("/api/user/sessions/sign-out-others"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        res.status(),
        StatusCode::UNAUTHORIZED,
        "the app's own browser never signed in"
    );
    let res = phone
        .post(app.url("/api/user/sessions/sign-out-others"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        app.get_user_with(&laptop).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.get_user_with(&phone).await.status(), StatusCode::OK);
    let listed = sessions(&app, &phone).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["device"], "Safari on iPhone");
    assert_eq!(listed[0]["current"], true);
}

#[tokio::test]
async fn signing_out_or_changing_the_password_ends_the_listed_sign_ins() {
    let app = spawn_app().start().await;
    let phone = device(PHONE);
    app.register_with(&phone, &registration("agent@example.com"))
        .await;
    let laptop = device(LAPTOP);
    app.login_with(&laptop, "agent@example.com", "secret-pw")
        .await;
    let tablet = device(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    );
    app.login_with(&tablet, "agent@example.com", "secret-pw")
        .await;
    assert_eq!(sessions(&app, &phone).await.len(), 3);

    // Signing out on the laptop ends its sign-in.
    let res = laptop.post(app.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let devices: Vec<String> = sessions(&app, &phone)
        .await
        .iter()
        .map(|s| s["device"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        !devices.contains(&"Chrome on Windows".to_owned()),
        "{devices:?}"
    );
    assert_eq!(devices.len(), 2);

    // A password change keeps only this device.
    assert_eq!(
        app.change_password_with(&phone, "secret-pw", "new-secret", "new-secret")
            .await
            .status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.get_user_with(&tablet).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let listed = sessions(&app, &phone).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["current"], true);
}
