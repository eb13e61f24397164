//! The PDF download and emailing the report.

use mail_parser::{MessageParser, MimeHeaders};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

async fn generated(app: &TestApp, form: &Value) -> (i64, Value) {
    app.signed_up("agent@example.com").await;
    let id = app.showing(form).await["id"].as_i64().unwrap();
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    (id, res.json().await.unwrap())
}

#[tokio::test]
async fn the_pdf_is_rendered_on_first_download_and_downloadable_by_its_owner_only() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;
    let rid = report["id"].as_i64().unwrap();
    let path = format!("/api/showings/{id}/reports/{rid}/pdf");
    assert_eq!(report["pdfFilePath"], path);

    let res = app.get(&app.api, &path).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.contains("showing-report-742-evergreen-terrace-austin-tx-78701.pdf"),
        "{disposition}"
    );
    let pdf = res.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF-"));

    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    assert_eq!(
        app.get(&intruder, &path).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(
            &app.api,
            &format!("/api/showings/{id}/reports/{}/pdf", rid + 99)
        )
        .await
        .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn editing_the_summary_renders_a_new_pdf() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;
    let rid = report["id"].as_i64().unwrap();
    let path = format!("/api/showings/{id}/reports/{rid}/pdf");
    let before = app.get(&app.api, &path).await.bytes().await.unwrap();
    assert!(before.starts_with(b"%PDF-"));
    // A second download is the stored file, byte for byte.
    assert_eq!(
        app.get(&app.api, &path).await.bytes().await.unwrap(),
        before
    );
    let edited: Value = app
        .edit_summary_with(
            &app.api,
            id,
            rid,
            &json!({"summary": "A new summary for the buyer."}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(edited["content"]["summary"], "A new summary for the buyer.");
    let after = app.get(&app.api, &path).await.bytes().await.unwrap();
    assert!(after.starts_with(b"%PDF-"));
    assert_ne!(
        after, before,
        "the PDF was rendered again with the new summary"
    );
}

#[tokio::test]
async fn sending_mails_the_client_and_the_agent_with_the_pdf() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;
    let res = app
        .send_report_with(
            &app.api,
            id,
            Some(&json!({"summary": "Edited just before sending."})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let sent: Value = res.json().await.unwrap();
    assert_eq!(sent["emailSent"], true);
    assert_eq!(sent["content"]["summary"], "Edited just before sending.");
    assert_eq!(sent["id"], report["id"]);

    let outbox = app.outbox();
    assert_eq!(outbox.len(), 1);
    let message = MessageParser::default().parse(&outbox[0]).unwrap();
    let to: Vec<String> = message
        .to()
        .unwrap()
        .iter()
        .filter_map(|a| a.address().map(str::to_owned))
        .collect();
    assert_eq!(
        to,
        vec!["pat@example.com".to_owned(), "agent@example.com".to_owned()]
    );
    let reply_to = message
        .reply_to()
        .unwrap()
        .first()
        .unwrap()
        .address()
        .unwrap()
        .to_owned();
    assert_eq!(reply_to, "agent@example.com");
    assert_eq!(
        message.subject(),
        Some("Showing report: 742 Evergreen Terrace, Austin, TX 78701")
    );
    assert!(
        message
            .body_text(0)
            .unwrap()
            .contains("Edited just before sending.")
    );
    assert!(message.body_html(0).unwrap().contains("Evergreen Terrace"));
    let attachment = message.attachments().next().unwrap();
    assert_eq!(attachment.content_type().unwrap().subtype(), Some("pdf"));
    assert!(attachment.contents().starts_with(b"%PDF-"));

    // The report shows as sent everywhere, and a second send is refused.
    let reports: Vec<Value> = app
        .get(&app.api, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports[0]["emailSent"], true);
    let again = app.send_report_with(&app.api, id, None).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(again).await["code"], "already_sent");
    assert_eq!(app.outbox().len(), 1);
}

#[tokio::test]
async fn no_client_email_is_a_400_naming_the_field() {
    let app = spawn_app().start().await;
    let mut form = showing_form();
    form.as_object_mut().unwrap().remove("clientEmail");
    let (id, _) = generated(&app, &form).await;
    let res = app.send_report_with(&app.api, id, None).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let err = error_body(res).await;
    assert_eq!(
        err["fields"]["clientEmail"],
        "Add the client's email to the showing before sending the report"
    );
    assert!(app.outbox().is_empty());
}

#[tokio::test]
async fn sending_needs_a_report_and_the_owner() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = app.send_report_with(&app.api, id, None).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "no_report");
    app.generate_report(id).await;
    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    assert_eq!(
        app.send_report_with(&intruder, id, None).await.status(),
        StatusCode::NOT_FOUND
    );
    assert!(app.outbox().is_empty());
}

#[tokio::test]
async fn a_mail_server_that_is_down_is_a_502_and_nothing_is_lost() {
    // Nothing listens on this port.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let app = spawn_app().smtp(port).start().await;
    let (id, _) = generated(&app, &showing_form()).await;
    let res = app
        .send_report_with(
            &app.api,
            id,
            Some(&json!({"summary": "Kept even though sending failed."})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_GATEWAY);
    let err = error_body(res).await;
    assert_eq!(err["code"], "mail_failed");
    assert!(err["message"].as_str().unwrap().contains("try again"));
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports[0]["emailSent"], false, "the agent can retry");
    assert_eq!(
        reports[0]["content"]["summary"],
        "Kept even though sending failed."
    );
}
