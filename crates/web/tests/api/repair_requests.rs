//! The repair-request list: the client saves it through a share link (and the agent is emailed),
//! the agent reads and saves it on the report page and exports it as a one-page PDF and as CSV;
//! the totals and offer figures are the server's. Bad entries are 400s naming the entry; another
//! agent's showing is a 404; a revoked link saves nothing.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

const SUBJECT: &str = "Repair request from Pat Buyer: 742 Evergreen Terrace, Austin, TX 78701";

/// A signed-up agent with a showing that has its report; answers the showing's id.
async fn showing_with_report(app: &TestApp) -> i64 {
    app.signed_up("agent@example.com").await;
    let showing = app.showing(&showing_form()).await;
    let id = showing["id"].as_i64().unwrap();
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    id
}

/// A link's secret for the showing.
async fn share(app: &TestApp, showing: i64) -> String {
    let link: Value = app
        .api
        .post(app.url(&format!("/api/showings/{showing}/share-links")))
        .json(&json!({}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let url = link["url"].as_str().unwrap();
    url.rsplit_once("/r/").unwrap().1.to_owned()
}

async fn save_as_client(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    browser()
        .put(app.url(&format!("/api/shared/{token}/repair-request")))
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn save_as_agent(app: &TestApp, showing: i64, body: &Value) -> reqwest::Response {
    app.api
        .put(app.url(&format!("/api/showings/{showing}/repair-request")))
        .json(body)
        .send()
        .await
        .unwrap()
}

/// The report's items (repairs, then upgrades) as the shared page reads them.
fn items_of(shared: &Value) -> Vec<Value> {
    let report = &shared["report"];
    report["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .chain(report["upgrades"].as_array().unwrap())
        .cloned()
        .collect()
}

#[tokio::test]
async fn the_client_picks_items_through_the_link_and_the_agent_sees_and_exports_them() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let token = share(&app, showing).await;

    let shared: Value = browser()
        .get(app.url(&format!("/api/shared/{token}")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    // Nothing asked yet: empty, with the offer figures of the report alone.
    let request = &shared["repairRequest"];
    assert_eq!(request["items"], json!([]));
    assert_eq!(request["totals"]["credits"], 0.0);
    assert!(request["updatedBy"].is_null());
    assert_eq!(request["offer"]["listPrice"], 525000.0);
    assert_eq!(request["offer"]["effectivePrice"], 525000.0);
    assert!(
        request["offer"]["valuePoint"].is_null(),
        "no market analysis, no value: nothing invented"
    );
    assert!(request["offer"]["conditionAdjustedValue"].is_null());
    assert_eq!(
        request["offer"]["typicalRepairs"],
        shared["report"]["totalRepairCost"]
    );

    let items = items_of(&shared);
    assert!(items.len() >= 2, "{items:?}");
    let (first, second) = (&items[0], &items[1]);
    let res = save_as_client(
        &app,
        &token,
        &json!({"items": [
            {"itemId": second["id"], "remedy": "repair", "amount": 900, "note": "  Licensed pro please "},
            {"itemId": first["id"], "remedy": "credit", "amount": 2500.5},
        ]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");
    let saved: Value = res.json().await.unwrap();
    // In the report's order, the note trimmed; the totals are the server's.
    assert_eq!(saved["items"][0]["itemId"], first["id"]);
    assert_eq!(saved["items"][0]["remedy"], "credit");
    assert_eq!(saved["items"][1]["note"], "Licensed pro please");
    assert_eq!(saved["totals"]["items"], 2);
    assert_eq!(saved["totals"]["credits"], 2500.5);
    assert_eq!(saved["totals"]["repairs"], 900.0);
    assert_eq!(saved["totals"]["requested"], 3400.5);
    assert_eq!(saved["offer"]["requestedCredits"], 2500.5);
    assert_eq!(saved["offer"]["effectivePrice"], 522499.5);
    assert_eq!(saved["updatedBy"], "buyer");

    // The agent is emailed what was asked for.
    let mail = app.mail_texts(Some("agent@example.com"), SUBJECT, 1).await;
    assert_eq!(mail.len(), 1, "the agent is told");
    let text = &mail[0];
    assert!(text.contains("Pat Buyer saved a repair request"), "{text}");
    assert!(text.contains("credit $2,500.50"), "{text}");
    assert!(text.contains("Licensed pro please"), "{text}");
    assert!(
        text.contains(&format!("/reports/{showing}")),
        "links to the report page: {text}"
    );

    // The agent reads the same list.
    let mine: Value = app
        .get(&app.api, &format!("/api/showings/{showing}/repair-request"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"], saved["items"]);
    assert_eq!(mine["totals"], saved["totals"]);

    // The CSV lists both entries and the totals.
    let res = app
        .get(
            &app.api,
            &format!("/api/showings/{showing}/repair-request/csv"),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("repair-request-742-evergreen-terrace-austin-tx-78701.csv")
    );
    let csv = res.text().await.unwrap();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 5, "{csv}");
    assert!(rows[1].contains(",Credit,2500.50,"), "{csv}");
    assert!(
        rows[3].starts_with("Total credits requested,,,,2500.50"),
        "{csv}"
    );

    // The one-page PDF names the items and the total.
    let res = app
        .get(
            &app.api,
            &format!("/api/showings/{showing}/repair-request/pdf"),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    let pdf = res.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Repair Request"), "{flat}");
    assert!(flat.contains("$2,500.50"), "{flat}");
    assert!(flat.contains("$3,400.50"), "total requested: {flat}");
    assert!(flat.contains("not contractor bids"), "{flat}");
}

#[tokio::test]
async fn the_agent_saves_the_list_and_an_empty_one_withdraws_every_request() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{showing}"))
        .await
        .json()
        .await
        .unwrap();
    let first = reports[0]["content"]["repairs"][0]["id"].clone();

    let res = save_as_agent(
        &app,
        showing,
        &json!({"items": [{"itemId": first, "remedy": "credit", "amount": "1,200"}]}),
    )
    .await;
    // Amounts are numbers: a string is a malformed body, answered in the error format.
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    error_body(res).await;

    let res = save_as_agent(
        &app,
        showing,
        &json!({"items": [{"itemId": first, "remedy": "credit", "amount": 1200}]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let saved: Value = res.json().await.unwrap();
    assert_eq!(saved["updatedBy"], "agent");
    assert_eq!(saved["totals"]["credits"], 1200.0);

    let res = save_as_agent(&app, showing, &json!({"items": []})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let cleared: Value = res.json().await.unwrap();
    assert_eq!(cleared["items"], json!([]));
    assert_eq!(cleared["totals"]["requested"], 0.0);
    assert_eq!(
        app.mail_texts(Some("agent@example.com"), SUBJECT, 0)
            .await
            .len(),
        0,
        "the agent's own saves email nobody"
    );
}

#[tokio::test]
async fn bad_entries_are_named_and_nothing_is_stored() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let token = share(&app, showing).await;
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{showing}"))
        .await
        .json()
        .await
        .unwrap();
    let first = reports[0]["content"]["repairs"][0]["id"].clone();

    let res = save_as_client(
        &app,
        &token,
        &json!({"items": [
            {"itemId": first, "remedy": "credit", "amount": 0},
            {"itemId": "i999", "remedy": "repair", "amount": 10},
            {"itemId": first, "remedy": "swap", "amount": -5},
            {"itemId": first, "remedy": "repair", "amount": 10, "note": "x".repeat(501)},
        ]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "validation");
    // The shape is checked first (the remedy), then the list against the report.
    assert_eq!(body["fields"]["items.2.remedy"], "Choose repair or credit");

    let res = save_as_client(
        &app,
        &token,
        &json!({"items": [
            {"itemId": first, "remedy": "credit", "amount": 0},
            {"itemId": "i999", "remedy": "repair", "amount": 10},
            {"itemId": first, "remedy": "repair", "amount": 10, "note": "x".repeat(501)},
            {"itemId": "i998", "remedy": "repair", "amount": 2_000_000},
        ]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    let fields = body["fields"].as_object().unwrap();
    assert_eq!(fields["items.0.amount"], "Enter the credit to ask for");
    assert_eq!(fields["items.1.itemId"], "This item is not in the report");
    assert_eq!(fields["items.2.itemId"], "This item is already on the list");
    assert_eq!(fields["items.2.note"], "A note is at most 500 characters");
    assert_eq!(
        fields["items.3.amount"],
        "Enter an amount from $0 to $1,000,000"
    );

    // Unknown fields are refused, and nothing was stored by any of it.
    let res = save_as_client(&app, &token, &json!({"items": [], "total": 5})).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let mine: Value = app
        .get(&app.api, &format!("/api/showings/{showing}/repair-request"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"], json!([]));
    assert!(mine["updatedBy"].is_null());
}

#[tokio::test]
async fn another_agent_gets_404_and_a_revoked_link_saves_nothing() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let token = share(&app, showing).await;

    let other = browser();
    assert_eq!(
        app.register_with(&other, &registration("other@example.com"))
            .await
            .status(),
        StatusCode::CREATED
    );
    for path in ["", "/pdf", "/csv"] {
        let res = app
            .get(
                &other,
                &format!("/api/showings/{showing}/repair-request{path}"),
            )
            .await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let res = other
        .put(app.url(&format!("/api/showings/{showing}/repair-request")))
        .json(&json!({"items": []}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    // Signed out, the agent side does not answer.
    let res = browser()
        .get(app.url(&format!("/api/showings/{showing}/repair-request")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);

    // Withdrawn, the link saves nothing, and answers like an unknown one.
    let links: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/share-links"))
        .await
        .json()
        .await
        .unwrap();
    let res = app
        .api
        .delete(app.url(&format!(
            "/api/showings/{showing}/share-links/{}",
            links[0]["id"]
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let revoked = save_as_client(&app, &token, &json!({"items": []})).await;
    assert_eq!(revoked.status(), StatusCode::NOT_FOUND);
    let revoked = error_body(revoked).await;
    let unknown = save_as_client(&app, &"ab".repeat(32), &json!({"items": []})).await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(unknown).await, revoked);
    let mine: Value = app
        .get(&app.api, &format!("/api/showings/{showing}/repair-request"))
        .await
        .json()
        .await
        .unwrap();
    assert!(mine["updatedBy"].is_null(), "nothing stored");
}

#[tokio::test]
async fn a_showing_without_a_report_has_nothing_to_request() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = app
        .get(&app.api, &format!("/api/showings/{showing}/repair-request"))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "no_report");
}

#[tokio::test]
async fn a_list_changed_since_it_was_read_is_refused_and_nothing_is_lost() {
    let app = spawn_app().start().await;
    let showing = showing_with_report(&app).await;
    let token = share(&app, showing).await;
    let shared: Value = app
        .get(&browser(), &format!("/api/shared/{token}"))
        .await
        .json()
        .await
        .unwrap();
    let items = items_of(&shared);
    let first = items[0]["id"].as_str().unwrap().to_owned();
    let second = items[1]["id"].as_str().unwrap().to_owned();

    // Both open an empty list; the client saves first.
    let res = save_as_client(
        &app,
        &token,
        &json!({"items": [{"itemId": first, "remedy": "credit", "amount": 800}], "basedOn": null}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let clients: Value = res.json().await.unwrap();

    // The agent's save, made on the empty list it read, would drop the client's: 409.
    let agents =
        json!({"items": [{"itemId": second, "remedy": "repair", "amount": 0}], "basedOn": null});
    let res = save_as_agent(&app, showing, &agents).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = error_body(res).await;
    assert_eq!(body["code"], "list_changed");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("This list was changed since you opened it")
    );
    let stored: Value = app
        .get(&app.api, &format!("/api/showings/{showing}/repair-request"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stored["items"], clients["items"]);
    assert_eq!(stored["updatedBy"], "buyer");

    // Read again, the agent's save goes over it; the client's now-stale save is refused in turn.
    let mut again = agents.clone();
    again["basedOn"] = stored["updatedAt"].clone();
    let res = save_as_agent(&app, showing, &again).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stale = json!({"items": [], "basedOn": clients["updatedAt"]});
    assert_eq!(
        save_as_client(&app, &token, &stale).await.status(),
        StatusCode::CONFLICT
    );
    // Without `basedOn`, a save replaces whatever is stored (callers that do not say what they
    // read); a `basedOn` that is not a time is a 400.
    assert_eq!(
        save_as_client(&app, &token, &json!({"items": []}))
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        save_as_agent(&app, showing, &json!({"items": [], "basedOn": "yesterday"}))
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );
}
