//! Changing a showing after it was recorded: `PUT` and `DELETE /api/showings/{id}`.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{browser, error_body, registration, showing_form, spawn_app};

#[tokio::test]
async fn a_showing_is_updated_with_the_form_and_read_back_the_same() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let created = app.showing(&showing_form()).await;
    let id = created["id"].as_i64().unwrap();

    let mut form = showing_form();
    form["propertyAddress"] = json!("19 Pine Street, Denver, CO 80202");
    form["listPrice"] = json!("$610,000");
    form["clientEmail"] = json!("");
    form["repairsNeeded"] = json!("The furnace is short cycling.");
    form["squareFeet"] = json!(1850);
    form["bathrooms"] = json!(2.5);
    let res = app.update_showing_with(&app.api, id, &form).await;
    assert_eq!(res.status(), StatusCode::OK);
    let updated: Value = res.json().await.unwrap();
    assert_eq!(updated["id"], id);
    assert_eq!(
        updated["propertyAddress"],
        "19 Pine Street, Denver, CO 80202"
    );
    assert_eq!(updated["status"], "pending");
    assert_eq!(updated["createdAt"], created["createdAt"]);
    let d = &updated["details"];
    assert_eq!(d["listPrice"], 610000.0);
    assert_eq!(d["clientEmail"], Value::Null, "a blank field is cleared");
    assert_eq!(d["clientName"], "Pat Buyer");
    assert_eq!(d["repairsNeeded"], "The furnace is short cycling.");
    assert_eq!(d["squareFeet"], 1850);
    assert_eq!(d["bathrooms"], 2.5);
    // The same shape as reading it.
    let read: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(read, updated);

    // A field left out is cleared, as on the form.
    let res = app
        .update_showing_with(&app.api, id, &json!({"updatesWanted": "New carpet"}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let bare: Value = res.json().await.unwrap();
    assert_eq!(bare["propertyAddress"], "Address not provided");
    assert_eq!(bare["details"]["repairsNeeded"], "");
    assert_eq!(bare["details"]["squareFeet"], Value::Null);
}

#[tokio::test]
async fn a_bad_update_is_refused_as_creating_would_be_and_changes_nothing() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let created = app.showing(&showing_form()).await;
    let id = created["id"].as_i64().unwrap();
    let cases: Vec<(&str, Value, &str)> = vec![
        (
            "repairsNeeded",
            json!("x".repeat(20_001)),
            "Notes must be at most 20,000 characters",
        ),
        (
            "listPrice",
            json!(0),
            "List price must be a positive number",
        ),
        (
            "listPrice",
            json!("cheap"),
            "List price must be a positive number",
        ),
        (
            "clientEmail",
            json!("not-an-email"),
            "Please enter a valid email address",
        ),
        (
            "squareFeet",
            json!(12.5),
            "Square feet must be a whole number",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = showing_form();
        body[field] = value.clone();
        // Creating refuses it so...
        let res = app.create_showing(&body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}");
        let created_err = error_body(res).await;
        // ...and updating refuses it the same way.
        let res = app.update_showing_with(&app.api, id, &body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}");
        let err = error_body(res).await;
        assert_eq!(err["fields"][field], message, "{field}");
        assert_eq!(err, created_err, "{field}");
    }
    let res = app
        .update_showing_with(
            &app.api,
            id,
            &json!({"propertyAddress": "1 Main St", "repairsNeeded": " ", "updatesWanted": ""}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["repairsNeeded"],
        "Record or type at least one repair or update"
    );
    let read: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(read, created, "nothing changed");
}

#[tokio::test]
async fn another_agents_showing_cannot_be_updated_or_deleted() {
    let app = spawn_app().start().await;
    app.signed_up("owner@example.com").await;
    let created = app.showing(&showing_form()).await;
    let id = created["id"].as_i64().unwrap();
    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    let mut form = showing_form();
    form["clientName"] = json!("Hijacked");
    let res = app.update_showing_with(&intruder, id, &form).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Showing not found");
    let res = app.delete_showing_with(&intruder, id).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    error_body(res).await;
    let res = app.update_showing_with(&app.api, 999_999, &form).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = app.delete_showing_with(&app.api, 999_999).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // Signed out: 401; from another website: 403.
    assert_eq!(
        app.delete_showing_with(&browser(), id).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let res = app
        .api
        .delete(app.url(&format!("/api/showings/{id}")))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    let read: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(read, created, "untouched");
}

#[tokio::test]
async fn updating_a_showing_retires_its_report_pdfs_but_keeps_the_reports() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let report: Value = app.generate_report(id).await.json().await.unwrap();
    let rid = report["id"].as_i64().unwrap();
    let pdf = format!("/api/showings/{id}/reports/{rid}/pdf");
    assert_eq!(app.get(&app.api, &pdf).await.status(), StatusCode::OK);
    assert_eq!(app.stored_pdfs().len(), 1);

    let mut form = showing_form();
    form["clientName"] = json!("Sam Lee");
    let res = app.update_showing_with(&app.api, id, &form).await;
    assert_eq!(res.status(), StatusCode::OK);
    let updated: Value = res.json().await.unwrap();
    assert_eq!(updated["status"], "completed");
    assert!(app.stored_pdfs().is_empty(), "the PDF named the old client");
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reports[0]["content"], report["content"], "as generated");
    assert_eq!(reports[0]["showing"]["buyerName"], "Sam Lee");
}

#[tokio::test]
async fn deleting_a_showing_deletes_its_reports_and_their_pdfs() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let kept = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let report: Value = app.generate_report(id).await.json().await.unwrap();
    let rid = report["id"].as_i64().unwrap();
    let reports: Vec<Value> = app
        .get(&app.api, &format!("/api/reports/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        reports.len(),
        2,
        "the showing report and its market analysis"
    );
    for r in &reports {
        let path = r["pdfFilePath"].as_str().unwrap();
        assert_eq!(app.get(&app.api, path).await.status(), StatusCode::OK);
    }
    assert_eq!(app.stored_pdfs().len(), 2);
    let res = app
        .api
        .put(app.url(&format!("/api/showings/{id}/comparables")))
        .json(&json!({"comparables": [{"address": "1 Near St", "status": "sold", "price": 410000, "date": "2026-01-15", "squareFeet": 1800}]}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);

    let res = app.delete_showing_with(&app.api, id).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(res.bytes().await.unwrap().is_empty());
    assert!(app.stored_pdfs().is_empty(), "its PDFs are deleted");
    for path in [
        format!("/api/showings/{id}"),
        format!("/api/reports/{id}"),
        format!("/api/showings/{id}/comparables"),
        format!("/api/showings/{id}/reports/{rid}/pdf"),
    ] {
        let res = app.get(&app.api, &path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let listed: Vec<Value> = app
        .get(&app.api, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert!(listed.is_empty());
    assert_eq!(
        app.delete_showing_with(&app.api, id).await.status(),
        StatusCode::NOT_FOUND,
        "already gone"
    );
    // The agent's other showing stays, and the report taken is not given back.
    let res = app.get(&app.api, &format!("/api/showings/{kept}")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["reportsUsedThisMonth"], 1);
}
