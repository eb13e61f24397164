//! Confirming the agent's address: a link on registration and after a change of address, and no
//! report goes to a buyer until it is opened.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

async fn ask_again(app: &TestApp, client: &reqwest::Client) -> reqwest::Response {
    client
        .post(app.url("/api/email-verification"))
        .send()
        .await
        .unwrap()
}

/// A registered agent (unconfirmed) with a generated report on a showing: the showing's id.
async fn unconfirmed_agent_with_report(app: &TestApp, email: &str) -> i64 {
    let res = app.register(&registration(email)).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let user: Value = res.json().await.unwrap();
    assert_eq!(user["emailVerified"], false);
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    id
}

#[tokio::test]
async fn registration_sends_a_link_and_no_report_goes_out_until_it_is_opened() {
    let app = spawn_app().start().await;
    let id = unconfirmed_agent_with_report(&app, "new-agent@example.com").await;

    let texts = app.check_links_to("new-agent@example.com", 1).await;
    assert_eq!(texts.len(), 1, "registration sends one link");
    assert!(texts[0].contains("new-agent@example.com"), "{}", texts[0]);
    assert!(texts[0].contains("within two days"), "{}", texts[0]);

    // Sending is refused, and says why and what to do; nothing is queued.
    let res = app.send_report_with(&app.api, id, None).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let body = error_body(res).await;
    assert_eq!(body["code"], "email_not_verified");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Confirm your email address before sending reports")
    );
    assert!(app.deliveries(id).await.is_empty());

    // The link works without being signed in (opened on another device)...
    let token = crate::helpers::check_token_in(&texts[0]);
    let phone = browser();
    let res = app.confirm_email(&phone, &token).await;
    assert_eq!(res.status(), StatusCode::OK);
    let answer: Value = res.json().await.unwrap();
    assert_eq!(answer["email"], "new-agent@example.com");
    assert_eq!(answer["emailVerified"], true);
    assert_eq!(
        app.get_user_with(&phone).await.status(),
        StatusCode::UNAUTHORIZED,
        "opening the link signs nobody in"
    );
    // ...and the signed-in agent sees the address confirmed and can send.
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["emailVerified"], true);
    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::ACCEPTED
    );

    // The link works once; a confirmed agent is not sent another.
    let again = app.confirm_email(&browser(), &token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    let body = error_body(again).await;
    assert_eq!(body["code"], "token_used");
    assert!(body["fields"]["token"].is_string());
    let res = ask_again(&app, &app.api).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(res).await["code"], "already_verified");
}

#[tokio::test]
async fn a_bad_or_incomplete_link_is_a_clear_400_and_confirms_nothing() {
    let app = spawn_app().start().await;
    app.register(&registration("agent@example.com")).await;
    app.check_links_to("agent@example.com", 1).await;

    for (token, code) in [
        ("", "validation"),
        ("   ", "validation"),
        (&"f".repeat(200)[..], "validation"),
        (&"0".repeat(64)[..], "invalid_token"),
    ] {
        let res = app.confirm_email(&browser(), token).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{token:?}");
        let body = error_body(res).await;
        assert_eq!(body["code"], code, "{token:?}: {body}");
        assert!(body["fields"]["token"].is_string(), "{body}");
    }
    let res = app
        .api
        .post(app.url("/api/email-verification/confirm"))
        .json(&json!({ "token": "abc", "extra": 1 }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["emailVerified"], false);
}

#[tokio::test]
async fn a_new_link_can_be_asked_for_three_times_an_hour_and_only_when_signed_in() {
    let app = spawn_app().start().await;
    assert_eq!(
        ask_again(&app, &browser()).await.status(),
        StatusCode::UNAUTHORIZED
    );
    app.register(&registration("agent@example.com")).await;
    // The link sent on registration is the first of the hour's three.
    app.check_links_to("agent@example.com", 1).await;
    for _ in 0..2 {
        let res = ask_again(&app, &app.api).await;
        assert_eq!(res.status(), StatusCode::ACCEPTED);
        let body: Value = res.json().await.unwrap();
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("agent@example.com")
        );
    }
    let res = ask_again(&app, &app.api).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(error_body(res).await["code"], "too_many_links");
    assert_eq!(app.check_links_to("agent@example.com", 3).await.len(), 3);

    // Opening the newest spends the older ones too.
    let newest = app.check_link_token("agent@example.com", 3).await;
    let texts = app.check_links_to("agent@example.com", 3).await;
    let oldest = crate::helpers::check_token_in(&texts[0]);
    assert_eq!(
        app.confirm_email(&browser(), &newest).await.status(),
        StatusCode::OK
    );
    let res = app.confirm_email(&browser(), &oldest).await;
    assert_eq!(error_body(res).await["code"], "token_used");
}

#[tokio::test]
async fn changing_the_address_asks_for_it_to_be_confirmed_again() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);

    // Changing anything but the address keeps it confirmed.
    let mut profile = json!({
        "firstName": "Jordan", "lastName": "Rivera", "email": "agent@example.com",
        "phone": "(555) 123-9999", "company": "Rivera Homes", "brokerOfficeName": "Downtown Realty"
    });
    let res = app.update_profile(&profile).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap()["emailVerified"], true);

    profile["email"] = json!("jordan@rivera-homes.example");
    let res = app.update_profile(&profile).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap()["emailVerified"], false);
    let res = app.send_report_with(&app.api, id, None).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    // The link went to the new address; the old address's link confirms nothing.
    let token = app.check_link_token("jordan@rivera-homes.example", 1).await;
    assert_eq!(
        app.confirm_email(&browser(), &token).await.status(),
        StatusCode::OK
    );
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["email"], "jordan@rivera-homes.example");
    assert_eq!(user["emailVerified"], true);
    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::ACCEPTED
    );
}

#[tokio::test]
async fn a_link_sent_to_a_former_address_says_so() {
    let app = spawn_app().start().await;
    app.register(&registration("old@example.com")).await;
    let old = app.check_link_token("old@example.com", 1).await;
    let res = app
        .update_profile(&json!({
            "firstName": "Jordan", "lastName": "Rivera", "email": "new@example.com",
            "phone": "(555) 123-4567", "company": null, "brokerOfficeName": "Downtown Realty"
        }))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app.confirm_email(&browser(), &old).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "address_changed");
    let user: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(user["emailVerified"], false);
}
