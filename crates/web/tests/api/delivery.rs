//! The PDF download and sending the report: confirmed, queued once, delivered by the worker.

use mail_parser::{MessageParser, MimeHeaders};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};

use showscribe_test_support::smtp_server::{Behaviour, Received, SmtpServer};

use crate::helpers::{
    CHECK_SUBJECT, TestApp, browser, error_body, registration, showing_form, spawn_app,
};

async fn generated(app: &TestApp, form: &Value) -> (i64, Value) {
    app.signed_up("agent@example.com").await;
    report_for(app, form).await
}

/// Like `generated`, where the mail server cannot carry the address check (it is down, or
/// refuses everything): the address is confirmed in the database.
async fn generated_unconfirmable(app: &TestApp) -> (i64, Value) {
    let res = app.register(&registration("agent@example.com")).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    app.confirm_in_database("agent@example.com").await;
    report_for(app, &showing_form()).await
}

/// A showing with a generated report, for the signed-in agent.
async fn report_for(app: &TestApp, form: &Value) -> (i64, Value) {
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
async fn sending_is_confirmed_then_queued_then_delivered_with_the_pdf() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;

    // The confirmation shows who receives what before anything goes out.
    let preview: Value = app
        .get(&app.api, &format!("/api/showings/{id}/send-report/preview"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        preview["recipients"],
        json!([
            "Pat Buyer <pat@example.com>",
            "Jordan Rivera <agent@example.com>"
        ])
    );
    assert_eq!(
        preview["subject"],
        "Showing report: 742 Evergreen Terrace, Austin, TX 78701"
    );
    assert!(
        preview["textBody"]
            .as_str()
            .unwrap()
            .contains("Attached is the showing report")
    );
    assert_eq!(preview["alreadySent"], false);
    assert!(app.outbox().is_empty(), "a preview sends nothing");

    let res = app
        .send_report_with(
            &app.api,
            id,
            Some(&json!({"summary": "Edited just before sending."})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    let queued: Value = res.json().await.unwrap();
    assert_eq!(
        queued["report"]["content"]["summary"],
        "Edited just before sending."
    );
    assert_eq!(queued["report"]["id"], report["id"]);
    assert_eq!(queued["delivery"]["version"], 1);
    assert!(
        ["queued", "sending", "sent"].contains(&queued["delivery"]["status"].as_str().unwrap()),
        "{queued}"
    );

    let delivered = app.delivered(id).await;
    assert_eq!(delivered["status"], "sent", "{delivered}");
    assert!(delivered["sentAt"].is_string());
    assert_eq!(delivered["attempts"], 1);

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
    // Replies reach the account's confirmed address, whatever agent lines the showing has.
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

    // The report shows as sent everywhere, and the same version is not sent twice.
    let reports: Vec<Value> = app
        .get(&app.api, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports[0]["emailSent"], true);
    let preview: Value = app
        .get(&app.api, &format!("/api/showings/{id}/send-report/preview"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(preview["alreadySent"], true);
    let again = app.send_report_with(&app.api, id, None).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(again).await["code"], "already_sent");
    assert_eq!(app.outbox().len(), 1);
}

#[tokio::test]
async fn twenty_presses_of_send_deliver_exactly_once() {
    let app = spawn_app().start().await;
    let (id, _) = generated(&app, &showing_form()).await;
    let presses = (0..20).map(|_| {
        let (api, url) = (
            app.api.clone(),
            app.url(&format!("/api/showings/{id}/send-report")),
        );
        tokio::spawn(async move { api.post(url).send().await.unwrap().status() })
    });
    let mut statuses = Vec::new();
    for press in presses.collect::<Vec<_>>() {
        statuses.push(press.await.unwrap());
    }
    let accepted = statuses
        .iter()
        .filter(|s| **s == StatusCode::ACCEPTED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!((accepted, refused), (1, 19), "{statuses:?}");
    assert_eq!(app.delivered(id).await["status"], "sent");
    // Give a second delivery every chance to happen.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(
        app.outbox().len(),
        1,
        "one message to the client, the agent copied"
    );
    assert_eq!(app.deliveries(id).await.len(), 1);
}

#[tokio::test]
async fn a_changed_report_can_be_sent_again_and_keeps_its_history() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;
    let rid = report["id"].as_i64().unwrap();
    app.send_report_with(&app.api, id, None).await;
    assert_eq!(app.delivered(id).await["status"], "sent");
    let res = app
        .edit_summary_with(
            &app.api,
            id,
            rid,
            &json!({"summary": "Updated after the inspection."}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let preview: Value = app
        .get(&app.api, &format!("/api/showings/{id}/send-report/preview"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        preview["alreadySent"], false,
        "an updated report can go out"
    );

    let res = app.send_report_with(&app.api, id, None).await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    let queued: Value = res.json().await.unwrap();
    assert_eq!(queued["delivery"]["version"], 2);
    assert_eq!(app.delivered(id).await["status"], "sent");
    let history = app.deliveries(id).await;
    assert_eq!(history.len(), 2);
    assert_eq!(
        history
            .iter()
            .map(|d| d["version"].as_i64().unwrap())
            .collect::<Vec<_>>(),
        vec![1, 2]
    );
    let outbox = app.outbox();
    assert_eq!(outbox.len(), 2);
    // The outbox names its files, it does not order them: one message of the two carries the
    // updated summary.
    let updated = outbox
        .iter()
        .filter(|raw| {
            let message = MessageParser::default().parse(raw).unwrap();
            message
                .body_text(0)
                .unwrap()
                .contains("Updated after the inspection.")
        })
        .count();
    assert_eq!(updated, 1);
    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::CONFLICT,
        "the updated version is sent once too"
    );
}

#[tokio::test]
async fn no_client_email_is_a_400_naming_the_field() {
    let app = spawn_app().start().await;
    let mut form = showing_form();
    form.as_object_mut().unwrap().remove("clientEmail");
    let (id, _) = generated(&app, &form).await;
    for res in [
        app.send_report_with(&app.api, id, None).await,
        app.get(&app.api, &format!("/api/showings/{id}/send-report/preview"))
            .await,
    ] {
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        let err = error_body(res).await;
        assert_eq!(
            err["fields"]["clientEmail"],
            "Add the client's email to the showing before sending the report"
        );
    }
    assert!(app.deliveries(id).await.is_empty());
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
    for path in [
        format!("/api/showings/{id}/deliveries"),
        format!("/api/showings/{id}/send-report/preview"),
    ] {
        assert_eq!(
            app.get(&intruder, &path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    assert!(app.outbox().is_empty());
}

#[tokio::test]
async fn a_mail_server_that_is_down_is_retried_then_fails_and_the_agent_can_retry() {
    // Nothing listens on this port.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let app = spawn_app().smtp(port).delivery_attempts(2).start().await;
    let (id, _) = generated_unconfirmable(&app).await;
    let res = app
        .send_report_with(
            &app.api,
            id,
            Some(&json!({"summary": "Kept even though sending failed."})),
        )
        .await;
    assert_eq!(
        res.status(),
        StatusCode::ACCEPTED,
        "the agent is not kept waiting"
    );
    let failed = app.delivered(id).await;
    assert_eq!(failed["status"], "failed");
    assert_eq!(failed["attempts"], 2, "tried, then retried once");
    let reason = failed["lastError"].as_str().unwrap();
    assert!(reason.contains("could not be reached"), "{reason}");
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports[0]["emailSent"], false);
    assert_eq!(
        reports[0]["content"]["summary"],
        "Kept even though sending failed."
    );
    // The same version cannot be queued twice, but the failed delivery can be retried.
    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::CONFLICT
    );
    let did = failed["id"].as_i64().unwrap();
    let retry = app
        .api
        .post(app.url(&format!("/api/showings/{id}/deliveries/{did}/retry")))
        .send()
        .await
        .unwrap();
    assert_eq!(retry.status(), StatusCode::ACCEPTED);
    let retried: Value = retry.json().await.unwrap();
    assert_eq!(retried["id"], did);
    assert!(["queued", "sending", "failed"].contains(&retried["status"].as_str().unwrap()));
    let again = app
        .api
        .post(app.url(&format!("/api/showings/{id}/deliveries/{}/retry", did + 50)))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_refused_recipient_fails_at_once_with_the_servers_words() {
    let server = SmtpServer::start(Behaviour::RefuseRecipients);
    let app = spawn_app().smtp(server.port()).start().await;
    let (id, _) = generated_unconfirmable(&app).await;
    app.send_report_with(&app.api, id, None).await;
    let failed = app.delivered(id).await;
    assert_eq!(failed["status"], "failed");
    assert_eq!(failed["attempts"], 1, "a permanent refusal is not retried");
    assert!(
        failed["lastError"].as_str().unwrap().contains("550"),
        "{failed}"
    );
}

#[tokio::test]
async fn a_real_smtp_server_receives_the_report_once() {
    let server = SmtpServer::start(Behaviour::Accept);
    let app = spawn_app().smtp(server.port()).start().await;
    signed_up_over_smtp(&app, &server, &app.api, "agent@example.com").await;
    let (id, _) = report_for(&app, &showing_form()).await;
    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::ACCEPTED
    );
    assert_eq!(app.delivered(id).await["status"], "sent");
    let received = reports_received(&server);
    assert_eq!(received.len(), 1);
    assert_eq!(
        received[0].recipients,
        vec!["pat@example.com".to_owned(), "agent@example.com".to_owned()]
    );
}

/// Whether a message the SMTP server took is an address check (sent on registration).
fn is_check(m: &Received) -> bool {
    String::from_utf8_lossy(&m.data).contains(CHECK_SUBJECT)
}

/// The messages the SMTP server took, but for the address checks.
fn reports_received(server: &SmtpServer) -> Vec<Received> {
    server
        .received()
        .into_iter()
        .filter(|m| !is_check(m))
        .collect()
}

/// Registers `email` in `client` and confirms the address with the link the SMTP server took.
async fn signed_up_over_smtp(app: &TestApp, server: &SmtpServer, client: &Client, email: &str) {
    assert_eq!(
        app.register_with(client, &registration(email))
            .await
            .status(),
        StatusCode::CREATED
    );
    // Registration answers once the link is handed to the mail server.
    let check = server
        .received()
        .into_iter()
        .rfind(|m| is_check(m) && m.recipients == [email])
        .expect("the address check reached the SMTP server");
    let text = MessageParser::default()
        .parse(&check.data)
        .and_then(|m| m.body_text(0).map(|t| t.into_owned()))
        .expect("the address check has a text part");
    let token = crate::helpers::check_token_in(&text);
    assert_eq!(
        app.confirm_email(client, &token).await.status(),
        StatusCode::OK
    );
}

/// Sends `agents` reports, one per agent, each in its own browser. Every agent signs up (and
/// confirms over SMTP) before the first report is sent, so only reports are in flight at once.
async fn one_send_per_agent(app: &TestApp, server: &SmtpServer, agents: usize) {
    let mut clients = Vec::new();
    for n in 0..agents {
        let client = browser();
        signed_up_over_smtp(app, server, &client, &format!("agent{n}@example.com")).await;
        clients.push(client);
    }
    for client in clients {
        let res = app.create_showing_with(&client, &showing_form()).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        assert_eq!(
            app.generate_report_with(&client, id).await.status(),
            StatusCode::CREATED
        );
        assert_eq!(
            app.send_report_with(&client, id, None).await.status(),
            StatusCode::ACCEPTED
        );
    }
}

async fn wait_for_messages(server: &SmtpServer, count: usize) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while reports_received(server).len() < count {
        assert!(
            std::time::Instant::now() < deadline,
            "{} of {count} reports arrived",
            reports_received(server).len()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_worker_has_several_deliveries_in_progress_at_once_and_sends_each_once() {
    let server = SmtpServer::start(Behaviour::AcceptSlowly(std::time::Duration::from_millis(
        700,
    )));
    let app = spawn_app()
        .smtp(server.port())
        .delivery_concurrency(4)
        .start()
        .await;
    one_send_per_agent(&app, &server, 4).await;
    wait_for_messages(&server, 4).await;
    assert!(
        server.most_at_once() >= 2,
        "deliveries went one at a time ({} at once)",
        server.most_at_once()
    );
    let mut recipients: Vec<_> = reports_received(&server)
        .into_iter()
        .map(|m| m.recipients[1].clone())
        .collect();
    recipients.sort();
    assert_eq!(
        recipients,
        (0..4)
            .map(|n| format!("agent{n}@example.com"))
            .collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn a_worker_limited_to_one_delivery_sends_one_at_a_time() {
    let server = SmtpServer::start(Behaviour::AcceptSlowly(std::time::Duration::from_millis(
        300,
    )));
    let app = spawn_app()
        .smtp(server.port())
        .delivery_concurrency(1)
        .start()
        .await;
    one_send_per_agent(&app, &server, 3).await;
    wait_for_messages(&server, 3).await;
    assert_eq!(server.most_at_once(), 1);
}

#[tokio::test]
async fn the_delivered_email_and_pdf_state_the_reports_own_counts() {
    use showscribe_domain::report::{ITEM, NEEDS, REPAIR, UPGRADE};

    let app = spawn_app().start().await;
    let (id, report) = generated(&app, &showing_form()).await;
    let rid = report["id"].as_i64().unwrap();
    // Two items the agent adds without figures: they need a contractor quote.
    for body in [
        json!({"kind": "repair", "description": "Have the chimney looked at"}),
        json!({"kind": "upgrade", "description": "Add a pergola"}),
    ] {
        let res = app.add_item_with(&app.api, id, rid, &body).await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let content = &reports
        .iter()
        .find(|r| r["reportType"] == "comprehensive")
        .unwrap()["content"];
    let count = |key: &str| content[key].as_array().unwrap().len();
    let (repairs, upgrades) = (count("repairs"), count("upgrades"));
    let unpriced = (content["unpricedRepairs"].as_u64().unwrap()
        + content["unpricedUpgrades"].as_u64().unwrap()) as usize;
    assert!(unpriced >= 2, "{content}");
    let summary = content["summary"].as_str().unwrap();
    if summary.contains("contractor quote") {
        let mut stated = ITEM.count_in_words(unpriced);
        stated.replace_range(..1, &stated[..1].to_uppercase());
        assert!(summary.contains(&stated), "{summary}");
    }

    assert_eq!(
        app.send_report_with(&app.api, id, None).await.status(),
        StatusCode::ACCEPTED
    );
    assert_eq!(app.delivered(id).await["status"], "sent");
    let outbox = app.outbox();
    let message = MessageParser::default().parse(&outbox[0]).unwrap();
    let text = message.body_text(0).unwrap().into_owned();
    assert!(text.contains(&REPAIR.count(repairs)), "{text}");
    assert!(text.contains(&UPGRADE.count(upgrades)), "{text}");
    assert!(text.contains(summary), "{text}");
    assert!(!text.contains("(s)"), "{text}");

    let attachment = message.attachments().next().unwrap();
    let pdf: String = pdf_extract::extract_text_from_mem(attachment.contents())
        .unwrap()
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '\u{200B}')
        .collect();
    let exclusion: String = format!(
        "Figures exclude {} that {} a contractor quote.",
        ITEM.count(unpriced),
        NEEDS.of(unpriced)
    )
    .split_whitespace()
    .collect();
    assert!(pdf.contains(&exclusion), "{exclusion:?} missing from {pdf}");
    assert!(!pdf.contains("(s)"), "{pdf}");
}
