//! Editing a report's repairs and upgrades, the catalog they are picked from, and generating
//! the report again after the showing was edited.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

/// Signs up, records the standard showing (Austin, TX) and generates its report.
/// How many reports of the allowance the agent used this month.
async fn used(app: &TestApp) -> i64 {
    let me: Value = app.get_user().await.json().await.unwrap();
    me["reportsUsedThisMonth"].as_i64().unwrap()
}

async fn generated(app: &TestApp) -> (i64, Value) {
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    (id, res.json().await.unwrap())
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// The report's totals are what its items add up to, and the investment summary adds them to
/// the list price.
fn assert_totals(report: &Value) {
    let c = &report["content"];
    let sum = |list: &str, k: &str| {
        c[list]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|i| i[k].as_f64())
            .sum::<f64>()
    };
    let close = |a: f64, b: f64| assert!((a - b).abs() < 0.005, "{a} != {b}: {c}");
    close(f(&c["totalRepairCost"]), sum("repairs", "estimatedCost"));
    close(f(&c["totalRepairLow"]), sum("repairs", "lowCost"));
    close(f(&c["totalRepairHigh"]), sum("repairs", "highCost"));
    close(f(&c["totalUpgradeCost"]), sum("upgrades", "estimatedCost"));
    close(f(&c["totalUpgradeLow"]), sum("upgrades", "lowCost"));
    close(f(&c["totalUpgradeHigh"]), sum("upgrades", "highCost"));
    let unpriced = |list: &str| {
        c[list]
            .as_array()
            .unwrap()
            .iter()
            .filter(|i| i["estimatedCost"].is_null())
            .count()
    };
    assert_eq!(c["unpricedRepairs"], unpriced("repairs"));
    assert_eq!(c["unpricedUpgrades"], unpriced("upgrades"));
    let with_repairs = f(&c["listPrice"]) + f(&c["totalRepairCost"]);
    close(f(&c["totalWithRepairs"]), with_repairs);
    close(
        f(&c["totalWithUpgrades"]),
        with_repairs + f(&c["totalUpgradeCost"]),
    );
}

fn ids(report: &Value, list: &str) -> Vec<String> {
    report["content"][list]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_owned())
        .collect()
}

/// The showing's reports as stored.
async fn reports_of(app: &TestApp, id: i64) -> Vec<Value> {
    let res = app.get(&app.api, &format!("/api/reports/{id}")).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

#[tokio::test]
async fn items_are_added_changed_moved_and_removed_with_the_totals_recomputed() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app).await;
    let rid = report["id"].as_i64().unwrap();
    // Generated items have ids and are the catalog's figures.
    let first = &report["content"]["repairs"][0];
    assert_eq!(first["id"], "i1");
    assert_eq!(first["agentFigure"], false);
    let repairs_before = ids(&report, "repairs");
    let repair_total = f(&report["content"]["totalRepairCost"]);

    // The agent's own repair, with its figures.
    let res = app
        .add_item_with(
            &app.api,
            id,
            rid,
            &json!({"kind": "repair", "description": "Rebuild the porch steps", "category": "Exterior",
                    "priority": "safety", "lowCost": 300, "estimatedCost": 450, "highCost": 600}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let added: Value = res.json().await.unwrap();
    assert_eq!(added["id"], report["id"], "the whole report comes back");
    assert_eq!(added["showing"]["id"], id);
    let porch = added["content"]["repairs"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    let porch_id = porch["id"].as_str().unwrap().to_owned();
    assert!(!repairs_before.contains(&porch_id), "a new id");
    assert_eq!(porch["description"], "Rebuild the porch steps");
    assert_eq!(porch["category"], "Exterior");
    assert_eq!(porch["priority"], "safety");
    assert_eq!(
        (
            f(&porch["lowCost"]),
            f(&porch["estimatedCost"]),
            f(&porch["highCost"])
        ),
        (300.0, 450.0, 600.0)
    );
    assert_eq!(porch["agentFigure"], true);
    assert_eq!(porch["note"], Value::Null);
    assert!((f(&added["content"]["totalRepairCost"]) - (repair_total + 450.0)).abs() < 0.005);
    assert_totals(&added);

    // A catalog item, priced as generating prices it for the report's region (Texas, 0.97175):
    // three windows at $300–$800 each, to the nearest $10.
    let res = app
        .add_item_with(
            &app.api,
            id,
            rid,
            &json!({"kind": "upgrade", "catalogKey": "window_replace", "quantity": 3}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let with_windows: Value = res.json().await.unwrap();
    let windows = with_windows["content"]["upgrades"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(windows["catalogKey"], "window_replace");
    assert_eq!(windows["description"], "Replace a window");
    assert_eq!(windows["category"], "Windows & Doors");
    assert_eq!(windows["priority"], "cosmetic", "an upgrade's default");
    assert_eq!(f(&windows["quantity"]), 3.0);
    assert_eq!(
        (
            f(&windows["lowCost"]),
            f(&windows["estimatedCost"]),
            f(&windows["highCost"])
        ),
        (870.0, 1460.0, 2330.0)
    );
    assert_eq!(windows["agentFigure"], false);
    assert_totals(&with_windows);
    let windows_id = windows["id"].as_str().unwrap().to_owned();

    // One figure changed: the others stay, and the figure is the agent's.
    let res = app
        .change_item_with(
            &app.api,
            id,
            rid,
            &windows_id,
            &json!({"estimatedCost": 2000}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let changed: Value = res.json().await.unwrap();
    let windows = changed["content"]["upgrades"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == windows_id.as_str())
        .unwrap()
        .clone();
    assert_eq!(
        (
            f(&windows["lowCost"]),
            f(&windows["estimatedCost"]),
            f(&windows["highCost"])
        ),
        (870.0, 2000.0, 2330.0)
    );
    assert_eq!(windows["agentFigure"], true);
    assert_totals(&changed);

    // A new kind moves the porch to the upgrades, with its id; "low" is read as cosmetic.
    let res = app
        .change_item_with(
            &app.api,
            id,
            rid,
            &porch_id,
            &json!({"kind": "upgrade", "priority": "low", "description": "Replace the porch steps with stone"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let moved: Value = res.json().await.unwrap();
    assert!(!ids(&moved, "repairs").contains(&porch_id));
    let porch = moved["content"]["upgrades"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(porch["id"], porch_id.as_str());
    assert_eq!(porch["priority"], "cosmetic");
    assert_eq!(porch["description"], "Replace the porch steps with stone");
    assert!((f(&moved["content"]["totalRepairCost"]) - repair_total).abs() < 0.005);
    assert_totals(&moved);

    // Removed: gone, and its id is not given again.
    let res = app.remove_item_with(&app.api, id, rid, &windows_id).await;
    assert_eq!(res.status(), StatusCode::OK);
    let removed: Value = res.json().await.unwrap();
    assert!(!ids(&removed, "upgrades").contains(&windows_id));
    assert_totals(&removed);
    let res = app.remove_item_with(&app.api, id, rid, &windows_id).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Item not found");
    let again: Value = app
        .add_item_with(
            &app.api,
            id,
            rid,
            &json!({"kind": "repair", "description": "Service the furnace"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let furnace = again["content"]["repairs"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_ne!(furnace["id"], windows_id.as_str());
    assert_eq!(furnace["estimatedCost"], Value::Null);
    assert_eq!(furnace["note"], "Needs a contractor quote");
    assert_eq!(furnace["category"], "Other");
    assert_eq!(furnace["priority"], "soon");
    assert_totals(&again);

    // All of it was stored.
    let stored = reports_of(&app, id).await;
    assert_eq!(stored[0]["content"], again["content"]);
}

#[tokio::test]
async fn bad_items_are_refused_naming_the_field_and_nothing_changes() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app).await;
    let rid = report["id"].as_i64().unwrap();
    let own = |extra: Value| {
        let mut body = json!({"kind": "repair", "description": "Rebuild the porch steps",
                              "lowCost": 300, "estimatedCost": 450, "highCost": 600});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let cases: Vec<(Value, &str, &str)> = vec![
        (
            own(json!({"lowCost": -1})),
            "lowCost",
            "Low cost cannot be negative",
        ),
        (
            own(json!({"lowCost": 500})),
            "lowCost",
            "Low cost cannot be more than the estimated cost",
        ),
        (
            own(json!({"highCost": 400})),
            "highCost",
            "High cost cannot be less than the estimated cost",
        ),
        (
            json!({"kind": "repair", "description": "x", "estimatedCost": 100}),
            "lowCost",
            "Low cost is needed with the other two figures",
        ),
        (
            own(json!({"highCost": 20_000_000})),
            "highCost",
            "High cost must be at most $10,000,000",
        ),
        (
            own(json!({"lowCost": "cheap"})),
            "lowCost",
            "Low cost must be a number",
        ),
        (
            own(json!({"description": "  "})),
            "description",
            "Description cannot be empty",
        ),
        (
            json!({"kind": "repair", "lowCost": 1, "estimatedCost": 2, "highCost": 3}),
            "description",
            "Description cannot be empty",
        ),
        (
            own(json!({"description": "x".repeat(501)})),
            "description",
            "Description must be at most 500 characters",
        ),
        (
            own(json!({"category": "c".repeat(61)})),
            "category",
            "Category must be at most 60 characters",
        ),
        (
            json!({"kind": "repair", "catalogKey": "no_such_item"}),
            "catalogKey",
            "There is no catalog item \"no_such_item\"",
        ),
        (
            json!({"kind": "repair", "catalogKey": "window_replace", "quantity": 0}),
            "quantity",
            "Quantity must be a positive number",
        ),
        (
            json!({"kind": "repair", "catalogKey": "window_replace", "quantity": 1_000_000}),
            "quantity",
            "Quantity must be at most 100,000",
        ),
        (
            own(json!({"quantity": 2})),
            "quantity",
            "Only an item priced from the catalog has a quantity",
        ),
        (
            own(json!({"kind": "renovation"})),
            "kind",
            "Kind must be repair or upgrade",
        ),
        (
            json!({"description": "No kind"}),
            "kind",
            "Kind must be repair or upgrade",
        ),
        (
            own(json!({"priority": "urgent"})),
            "priority",
            "Priority must be safety, soon or cosmetic",
        ),
    ];
    for (body, field, message) in &cases {
        let res = app.add_item_with(&app.api, id, rid, body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        let err = error_body(res).await;
        assert_eq!(err["code"], "validation", "{body}");
        assert_eq!(err["fields"][field], *message, "{body}: {err}");
        assert_eq!(err["message"], *message, "{body}");
    }
    let item = report["content"]["repairs"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let patches: Vec<(Value, &str, &str)> = vec![
        (
            json!({"lowCost": -5}),
            "lowCost",
            "Low cost cannot be negative",
        ),
        (
            json!({"highCost": 1}),
            "highCost",
            "High cost cannot be less than the estimated cost",
        ),
        (
            json!({"description": ""}),
            "description",
            "Description cannot be empty",
        ),
        (
            json!({"catalogKey": "no_such_item"}),
            "catalogKey",
            "There is no catalog item \"no_such_item\"",
        ),
        (
            json!({"quantity": -2}),
            "quantity",
            "Quantity must be a positive number",
        ),
        (
            json!({"kind": "fix"}),
            "kind",
            "Kind must be repair or upgrade",
        ),
        (
            json!({"priority": "whenever"}),
            "priority",
            "Priority must be safety, soon or cosmetic",
        ),
    ];
    for (body, field, message) in &patches {
        let res = app.change_item_with(&app.api, id, rid, &item, body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(error_body(res).await["fields"][field], *message, "{body}");
    }
    let res = app
        .change_item_with(&app.api, id, rid, "i999", &json!({"estimatedCost": 1}))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Item not found");
    // Not JSON at all.
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{id}/reports/{rid}/items")))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "malformed_json");

    let stored = reports_of(&app, id).await;
    assert_eq!(
        stored[0]["content"], report["content"],
        "nothing was stored"
    );
}

#[tokio::test]
async fn another_agents_report_and_unknown_ids_are_404() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app).await;
    let rid = report["id"].as_i64().unwrap();
    let item = report["content"]["repairs"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = json!({"kind": "repair", "description": "Hijack"});

    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    let res = app.add_item_with(&intruder, id, rid, &body).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Showing not found");
    let res = app
        .change_item_with(&intruder, id, rid, &item, &json!({"estimatedCost": 1}))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = app.remove_item_with(&intruder, id, rid, &item).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    // The owner: an unknown report, a report under another showing, a path that is not a number.
    let res = app.add_item_with(&app.api, id, rid + 1000, &body).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Report not found");
    let other = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let res = app.remove_item_with(&app.api, other, rid, &item).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = app
        .api
        .delete(app.url(&format!("/api/showings/{id}/reports/abc/items/{item}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    error_body(res).await;

    // Signed out: 401.
    let res = app.add_item_with(&browser(), id, rid, &body).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    // From another website: 403.
    let res = app
        .api
        .delete(app.url(&format!("/api/showings/{id}/reports/{rid}/items/{item}")))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    let stored = reports_of(&app, id).await;
    assert_eq!(stored[0]["content"], report["content"], "untouched");
}

#[tokio::test]
async fn a_market_analysis_has_no_items_to_edit() {
    let app = spawn_app().start().await;
    let (id, _) = generated(&app).await;
    let cma = reports_of(&app, id)
        .await
        .into_iter()
        .find(|r| r["reportType"] == "cma")
        .unwrap();
    let cid = cma["id"].as_i64().unwrap();
    let res = app
        .add_item_with(
            &app.api,
            id,
            cid,
            &json!({"kind": "repair", "description": "x"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let err = error_body(res).await;
    assert_eq!(err["code"], "not_item_editable");
    assert_eq!(
        err["message"],
        "A market analysis has no repairs or upgrades to edit"
    );
    let res = app.remove_item_with(&app.api, id, cid, "i1").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
}

#[tokio::test]
async fn an_edit_retires_the_stored_pdf_and_an_emailed_report_stays_sent() {
    let app = spawn_app().start().await;
    let (id, report) = generated(&app).await;
    let rid = report["id"].as_i64().unwrap();
    let path = format!("/api/showings/{id}/reports/{rid}/pdf");
    app.send_report_with(&app.api, id, None).await;
    assert_eq!(app.delivered(id).await["status"], "sent");
    let before = app.get(&app.api, &path).await.bytes().await.unwrap();
    let stored = app.stored_pdfs();
    assert_eq!(stored.len(), 1, "{stored:?}");

    let res = app
        .add_item_with(
            &app.api,
            id,
            rid,
            &json!({"kind": "repair", "description": "Rebuild the porch steps",
                    "lowCost": 300, "estimatedCost": 450, "highCost": 600}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let edited: Value = res.json().await.unwrap();
    assert_eq!(
        edited["emailSent"], true,
        "the email that went out stays sent"
    );
    assert!(app.stored_pdfs().is_empty(), "the stale PDF is deleted");

    let after = app.get(&app.api, &path).await.bytes().await.unwrap();
    assert!(after.starts_with(b"%PDF-"));
    assert_ne!(after, before, "rendered again with the agent's item");
    assert_eq!(app.stored_pdfs().len(), 1);
}

#[tokio::test]
async fn the_catalog_is_searched_by_words_and_priced_for_the_showing() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let id = app.showing(&showing_form()).await["id"].as_i64().unwrap();
    let search = |query: String| {
        let app = &app;
        async move {
            let res = app.get(&app.api, &format!("/api/catalog{query}")).await;
            let status = res.status();
            let body: Value = res.json().await.unwrap();
            (status, body)
        }
    };

    let (status, body) = search("?q=Replace%20a%20WINDOW".into()).await;
    assert_eq!(status, StatusCode::OK);
    let items = body["items"].as_array().unwrap();
    assert_eq!(items[0]["key"], "window_replace", "{body}");
    let window = &items[0];
    assert_eq!(window["label"], "Replace a window");
    assert_eq!(window["category"], "Windows & Doors");
    assert_eq!(window["kind"], "repair");
    assert_eq!(window["unit"], "each");
    assert_eq!(
        (f(&window["low"]), f(&window["typical"]), f(&window["high"])),
        (300.0, 500.0, 800.0),
        "national without a showing"
    );
    assert!(
        items.iter().all(|i| i["label"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("window")
            || i["category"]
                .as_str()
                .unwrap()
                .to_lowercase()
                .contains("window")
            || i["key"].as_str().unwrap().contains("window")),
        "{body}"
    );

    // For the showing in Texas: scaled by its 0.97175, to the cent.
    let (status, body) = search(format!("?q=window&showingId={id}")).await;
    assert_eq!(status, StatusCode::OK);
    let window = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["key"] == "window_replace")
        .unwrap()
        .clone();
    assert_eq!(
        (f(&window["low"]), f(&window["typical"]), f(&window["high"])),
        (291.53, 485.88, 777.4)
    );

    // Without words: the first 20 by label; at most 50.
    let (_, body) = search(String::new()).await;
    let labels: Vec<String> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_lowercase())
        .collect();
    assert_eq!(labels.len(), 20);
    let mut sorted = labels.clone();
    sorted.sort();
    assert_eq!(labels, sorted);
    let (_, body) = search("?limit=500".into()).await;
    assert_eq!(body["items"].as_array().unwrap().len(), 50);
    let (_, body) = search("?q=water%20heater&limit=2".into()).await;
    assert_eq!(body["items"].as_array().unwrap().len(), 2);
    let (_, body) = search("?q=zzzzqqq".into()).await;
    assert_eq!(body["items"], json!([]));

    // Another agent's showing, an unknown one, a bad limit, no session.
    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    let res = app
        .get(&intruder, &format!("/api/catalog?q=roof&showingId={id}"))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Showing not found");
    let (status, _) = search("?showingId=999999".into()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let res = app.get(&app.api, "/api/catalog?limit=many").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "invalid_query");
    let res = app.get(&browser(), "/api/catalog?q=roof").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_typo_fix_regenerates_free_and_new_notes_take_a_report_in_place() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let mut form = showing_form();
    form["repairsNeeded"] = json!(
        "The water heater is leakng and the roof has missing shingles. There is a crack in the foundation."
    );
    let id = app.showing(&form).await["id"].as_i64().unwrap();
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let first: Value = res.json().await.unwrap();
    assert_eq!(first["charged"], true, "the first generation is charged");
    let rid = first["id"].as_i64().unwrap();
    assert_eq!(used(&app).await, 1);
    // The agent's own item, and a stored PDF.
    let edited: Value = app
        .add_item_with(
            &app.api,
            id,
            rid,
            &json!({"kind": "repair", "description": "Agent's porch item",
                    "lowCost": 1, "estimatedCost": 2, "highCost": 3}),
        )
        .await
        .json()
        .await
        .unwrap();
    let given: Vec<String> = [ids(&edited, "repairs"), ids(&edited, "upgrades")].concat();
    let pdf = format!("/api/showings/{id}/reports/{rid}/pdf");
    assert_eq!(app.get(&app.api, &pdf).await.status(), StatusCode::OK);
    assert_eq!(app.stored_pdfs().len(), 1);

    // The typo fixed: generating again is free, even with the allowance used up, and replaces
    // the report in place.
    form["repairsNeeded"] = json!(
        "The water heater is leaking and the roof has missing shingles. There is a crack in the foundation."
    );
    let res = app.update_showing_with(&app.api, id, &form).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let corrected: Value = res.json().await.unwrap();
    assert_eq!(corrected["charged"], false);
    assert_eq!(corrected["id"], rid, "the same report");
    assert_eq!(used(&app).await, 1);
    let descriptions: Vec<&str> = corrected["content"]["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["description"].as_str().unwrap())
        .collect();
    assert!(
        !descriptions.contains(&"Agent's porch item"),
        "generated again from the notes: {descriptions:?}"
    );
    for item in [ids(&corrected, "repairs"), ids(&corrected, "upgrades")].concat() {
        assert!(
            !given.contains(&item),
            "{item} named another item of this report before"
        );
    }
    assert!(app.stored_pdfs().is_empty(), "the stale PDF is deleted");
    let of_showing = reports_of(&app, id).await;
    assert_eq!(
        of_showing
            .iter()
            .map(|r| r["reportType"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["comprehensive", "cma"],
        "still one showing report"
    );
    assert_eq!(of_showing[0]["content"], corrected["content"]);

    // New notes say something new: one report, and none is left.
    form["repairsNeeded"] = json!(
        "The water heater is leaking and the roof has missing shingles. There is a crack in the \
         foundation. The deck boards are rotten, the gutters are falling off and the electrical \
         panel is a Federal Pacific that must be replaced."
    );
    app.update_showing_with(&app.api, id, &form).await;
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::PAYMENT_REQUIRED);
    assert_eq!(error_body(res).await["code"], "allowance_used_up");
    assert_eq!(
        reports_of(&app, id).await[0]["content"],
        corrected["content"]
    );
    assert_eq!(used(&app).await, 1);

    // With a report bought, it is generated, charged, in place.
    let payment: Value = app
        .post_json("/api/create-payment-intent", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    app.confirm(payment["clientSecret"].as_str().unwrap()).await;
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let renewed: Value = res.json().await.unwrap();
    assert_eq!(renewed["charged"], true);
    assert_eq!(renewed["id"], rid);
    assert_eq!(used(&app).await, 2);
    let keys: Vec<&str> = renewed["content"]["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|i| i["catalogKey"].as_str())
        .collect();
    assert!(keys.iter().any(|k| k.contains("deck")), "{keys:?}");
    let listed: Vec<Value> = app
        .get(&app.api, "/api/reports")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed.len(), 1, "one report on the dashboard");

    // Regenerating unchanged right after is free again.
    let again: Value = app.generate_report(id).await.json().await.unwrap();
    assert_eq!(again["charged"], false);
    assert_eq!(used(&app).await, 2);
}
