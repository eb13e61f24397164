//! "Delete account": the password asked again, then nothing of the agent's is readable or
//! stored, and the address can register again.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

async fn close(app: &TestApp, client: &reqwest::Client, password: &str) -> reqwest::Response {
    client
        .delete(app.url("/api/user"))
        .json(&json!({ "password": password }))
        .send()
        .await
        .unwrap()
}

/// Signs `email` up in `client` with a generated report whose PDF is stored; the showing id.
async fn agent_with_a_report(app: &TestApp, client: &reqwest::Client, email: &str) -> i64 {
    assert_eq!(
        app.register_with(client, &registration(email))
            .await
            .status(),
        StatusCode::CREATED
    );
    let res = app.create_showing_with(client, &showing_form()).await;
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let report: Value = app
        .generate_report_with(client, id)
        .await
        .json()
        .await
        .unwrap();
    let rid = report["id"].as_i64().unwrap();
    let pdf = app
        .get(client, &format!("/api/showings/{id}/reports/{rid}/pdf"))
        .await;
    assert_eq!(pdf.status(), StatusCode::OK);
    id
}

#[tokio::test]
async fn closing_an_account_leaves_nothing_readable_and_frees_the_address() {
    let app = spawn_app().start().await;
    let other = browser();
    let kept = agent_with_a_report(&app, &other, "colleague@example.com").await;
    let id = agent_with_a_report(&app, &app.api, "agent@example.com").await;
    let laptop = browser();
    app.login_with(&laptop, "agent@example.com", "secret-pw")
        .await;
    assert_eq!(app.stored_pdfs().len(), 2);

    let wrong = close(&app, &app.api, "not-my-password").await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(wrong).await["fields"]["password"],
        "Password is incorrect"
    );
    assert_eq!(
        app.get_user().await.status(),
        StatusCode::OK,
        "nothing happened"
    );

    assert_eq!(
        close(&app, &app.api, "secret-pw").await.status(),
        StatusCode::NO_CONTENT
    );
    // Signed out here and everywhere; the data and files are gone.
    assert_eq!(app.get_user().await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.get_user_with(&laptop).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("agent@example.com", "secret-pw").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.stored_pdfs().len(),
        1,
        "only the colleague's PDF is left"
    );

    // The address registers again, as a new account with nothing in it.
    let fresh = browser();
    assert_eq!(
        app.register_with(&fresh, &registration("agent@example.com"))
            .await
            .status(),
        StatusCode::CREATED
    );
    let reports = app.get(&fresh, "/api/reports").await;
    assert_eq!(
        reports
            .json::<Value>()
            .await
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        0
    );
    assert_eq!(
        app.get(&fresh, &format!("/api/showings/{id}"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    // The colleague's account is untouched.
    assert_eq!(
        app.get(&other, &format!("/api/showings/{kept}"))
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn two_deletes_at_once_close_the_account_once() {
    let app = spawn_app().start().await;
    agent_with_a_report(&app, &app.api, "agent@example.com").await;
    let statuses = futures_join(&app).await;
    assert!(statuses.contains(&StatusCode::NO_CONTENT), "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| [StatusCode::NO_CONTENT, StatusCode::UNAUTHORIZED].contains(s)),
        "{statuses:?}"
    );
    assert!(app.stored_pdfs().is_empty());
}

async fn futures_join(app: &TestApp) -> Vec<StatusCode> {
    let presses = (0..2).map(|_| {
        let (api, url) = (app.api.clone(), app.url("/api/user"));
        tokio::spawn(async move {
            api.delete(url)
                .json(&json!({ "password": "secret-pw" }))
                .send()
                .await
                .unwrap()
                .status()
        })
    });
    let mut statuses = Vec::new();
    for p in presses.collect::<Vec<_>>() {
        statuses.push(p.await.unwrap());
    }
    statuses
}

#[tokio::test]
async fn closing_needs_a_session_and_a_password() {
    let app = spawn_app().start().await;
    assert_eq!(
        close(&app, &browser(), "secret-pw").await.status(),
        StatusCode::UNAUTHORIZED
    );
    app.signed_up("agent@example.com").await;
    let res = app
        .api
        .delete(app.url("/api/user"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(app.get_user().await.status(), StatusCode::OK);
}

#[tokio::test]
async fn download_my_data_is_a_zip_of_the_account_its_showings_reports_and_pdfs() {
    use std::io::Read;

    let app = spawn_app().start().await;
    let other = browser();
    let theirs = agent_with_a_report(&app, &other, "colleague@example.com").await;
    let id = agent_with_a_report(&app, &app.api, "agent@example.com").await;

    let res = app.get(&app.api, "/api/user/export").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/zip");
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(disposition.contains("showscribe-data-"), "{disposition}");
    let bytes = res.bytes().await.unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let names: Vec<String> = zip.file_names().map(str::to_owned).collect();
    let folder = format!("showscribe-data/showings/showing-{id}");
    for expected in [
        "showscribe-data/README.txt".to_owned(),
        "showscribe-data/account.json".to_owned(),
        format!("{folder}/showing.json"),
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    assert!(
        !names
            .iter()
            .any(|n| n.contains(&format!("showing-{theirs}/"))),
        "another agent's showing is not exported: {names:?}"
    );
    let read = |zip: &mut zip::ZipArchive<std::io::Cursor<Vec<u8>>>, name: &str| {
        let mut out = Vec::new();
        zip.by_name(name).unwrap().read_to_end(&mut out).unwrap();
        out
    };
    let account: Value =
        serde_json::from_slice(&read(&mut zip, "showscribe-data/account.json")).unwrap();
    assert_eq!(account["account"]["email"], "agent@example.com");
    let showing: Value =
        serde_json::from_slice(&read(&mut zip, &format!("{folder}/showing.json"))).unwrap();
    assert_eq!(showing["id"], id);
    let report_json = names
        .iter()
        .find(|n| n.starts_with(&format!("{folder}/report-")) && n.ends_with(".json"))
        .expect("the showing report's JSON")
        .clone();
    let report: Value = serde_json::from_slice(&read(&mut zip, &report_json)).unwrap();
    assert!(report["content"]["summary"].as_str().is_some());
    let pdf = read(&mut zip, &report_json.replace(".json", ".pdf"));
    assert!(
        pdf.starts_with(b"%PDF"),
        "the report's PDF is in the archive"
    );
    assert!(
        names
            .iter()
            .any(|n| n.starts_with(&format!("{folder}/market-analysis-"))),
        "the market analysis is exported too: {names:?}"
    );

    assert_eq!(
        app.get(&browser(), "/api/user/export").await.status(),
        StatusCode::UNAUTHORIZED
    );
}
