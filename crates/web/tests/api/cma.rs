//! The comparative market analysis: the home's facts, a showing's comparables (typed,
//! previewed and imported from a CSV export), the `cma` report beside the showing report, and
//! its section of the PDF.

use reqwest::{Client, Response, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

fn form_with_subject() -> Value {
    let mut form = showing_form();
    form["squareFeet"] = json!(2000);
    form["bedrooms"] = json!(3);
    form["bathrooms"] = json!(2.5);
    form["yearBuilt"] = json!(1998);
    form["lotSizeAcres"] = json!(0.25);
    form
}

/// The hand-checked example: subject 2,000 sq ft, 3 beds, listed at $525,000; default rates.
///   A: $500,000, 3 beds, 0%: no adjustment             → $500,000 → $250.00/sq ft
///   B: $480,000, 2 beds: +$10,000, +5% of $490,000     → $514,500 → $257.25/sq ft
///   C: $540,000 (active), beds unknown, −10%           → $486,000 → $243.00/sq ft
/// Median $250 × 2,000 sq ft = $500,000, range $486,000–$514,500; the list price is above it,
/// +5.00% on the point value.
fn example_comparables() -> Value {
    json!([
        {"address": "1 Alder St", "status": "sold", "price": 500000, "date": "2026-01-10",
         "squareFeet": 2000, "bedrooms": 3, "bathrooms": null, "yearBuilt": null,
         "distanceMiles": 0.3, "percentAdjustment": 0},
        {"address": "2 Birch St", "status": "sold", "price": 480000, "date": "2026-01-20",
         "squareFeet": 2000, "bedrooms": 2, "distanceMiles": 0.5, "percentAdjustment": 5},
        {"address": "3 Cedar St", "status": "active", "price": 540000, "date": "2026-02-01",
         "squareFeet": 2000, "percentAdjustment": -10}
    ])
}

impl TestApp {
    async fn comparables_of(&self, client: &Client, showing: i64) -> Response {
        self.get(client, &format!("/api/showings/{showing}/comparables"))
            .await
    }

    async fn put_comparables(&self, client: &Client, showing: i64, body: &Value) -> Response {
        client
            .put(self.url(&format!("/api/showings/{showing}/comparables")))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    async fn post_csv(
        &self,
        client: &Client,
        path: &str,
        body: impl Into<reqwest::Body>,
    ) -> Response {
        client
            .post(self.url(path))
            .header("content-type", "text/csv")
            .body(body)
            .send()
            .await
            .unwrap()
    }

    async fn import(&self, client: &Client, showing: i64, csv: &str) -> Response {
        self.post_csv(
            client,
            &format!("/api/showings/{showing}/comparables/import"),
            csv.to_owned(),
        )
        .await
    }

    async fn recompute(&self, client: &Client, showing: i64) -> Response {
        client
            .post(self.url(&format!("/api/showings/{showing}/cma")))
            .send()
            .await
            .unwrap()
    }

    async fn reports_of(&self, showing: i64) -> Vec<Value> {
        let res = self
            .get(&self.api, &format!("/api/reports/{showing}"))
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json().await.unwrap()
    }

    async fn reports_used(&self) -> i64 {
        let user: Value = self.get_user().await.json().await.unwrap();
        user["reportsUsedThisMonth"].as_i64().unwrap()
    }

    async fn pdf_text(&self, path: &str) -> String {
        let res = self.get(&self.api, path).await;
        assert_eq!(res.status(), StatusCode::OK);
        let bytes = res.bytes().await.unwrap();
        let text = pdf_extract::extract_text_from_mem(&bytes).unwrap();
        // Where lines and table cells break is layout, not content.
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != '\u{200B}')
            .collect()
    }
}

fn compact(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// An agent with one showing (with the home's facts); returns its id.
async fn agent_with_showing(app: &TestApp) -> i64 {
    app.signed_up("agent@example.com").await;
    app.showing(&form_with_subject()).await["id"]
        .as_i64()
        .unwrap()
}

fn of_type<'a>(reports: &'a [Value], kind: &str) -> &'a Value {
    reports
        .iter()
        .find(|r| r["reportType"] == kind)
        .unwrap_or_else(|| panic!("no {kind} report in {reports:?}"))
}

#[tokio::test]
async fn subject_facts_round_trip_and_are_validated() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let showing: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let d = &showing["details"];
    assert_eq!(d["squareFeet"], 2000);
    assert_eq!(d["bedrooms"], 3);
    assert_eq!(d["bathrooms"], 2.5);
    assert_eq!(d["yearBuilt"], 1998);
    assert_eq!(d["lotSizeAcres"], 0.25);

    // Left out: unknown, not invented.
    let bare = app.showing(&showing_form()).await;
    for fact in [
        "squareFeet",
        "bedrooms",
        "bathrooms",
        "yearBuilt",
        "lotSizeAcres",
    ] {
        assert!(bare["details"][fact].is_null(), "{fact}: {bare}");
    }

    let mut bad = showing_form();
    bad["squareFeet"] = json!(0);
    bad["bedrooms"] = json!(-1);
    bad["bathrooms"] = json!(2.3);
    bad["yearBuilt"] = json!(3000);
    bad["lotSizeAcres"] = json!(0);
    let res = app.create_showing(&bad).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    let f = &body["fields"];
    assert_eq!(f["squareFeet"], "Square feet must be more than zero");
    assert_eq!(f["bedrooms"], "Bedrooms must not be negative");
    assert_eq!(
        f["bathrooms"],
        "Bathrooms must be a whole or half number, such as 2 or 2.5"
    );
    assert!(
        f["yearBuilt"]
            .as_str()
            .unwrap()
            .starts_with("Year built must be between 1600 and "),
        "{body}"
    );
    assert_eq!(f["lotSizeAcres"], "Lot size must be more than zero");

    let mut wrong_kind = showing_form();
    wrong_kind["squareFeet"] = json!("big");
    wrong_kind["bedrooms"] = json!(2.5);
    let body = error_body(app.create_showing(&wrong_kind).await).await;
    assert_eq!(
        body["fields"]["squareFeet"],
        "Square feet must be a whole number"
    );
    assert_eq!(
        body["fields"]["bedrooms"],
        "Bedrooms must be a whole number"
    );

    // The facts can be set later (a showing recorded before its square footage was known).
    let bare_id = bare["id"].as_i64().unwrap();
    let res = app
        .api
        .put(app.url(&format!("/api/showings/{bare_id}/subject")))
        .json(&json!({"squareFeet": 1850, "bathrooms": "2"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let updated: Value = res.json().await.unwrap();
    assert_eq!(updated["details"]["squareFeet"], 1850);
    assert_eq!(updated["details"]["bathrooms"], 2.0);
    assert!(updated["details"]["bedrooms"].is_null());
    assert_eq!(
        updated["details"]["repairsNeeded"],
        bare["details"]["repairsNeeded"]
    );
    let res = app
        .api
        .put(app.url(&format!("/api/showings/{bare_id}/subject")))
        .json(&json!({"squareFeet": -3}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let again: Value = app
        .get(&app.api, &format!("/api/showings/{bare_id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        again["details"]["squareFeet"], 1850,
        "nothing stored on error"
    );
}

#[tokio::test]
async fn comparables_are_replaced_whole_and_bad_input_stores_nothing() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;

    let fresh: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(
        fresh,
        json!({"comparables": [], "rates": {"perBedroom": 10000.0, "perBathroom": 7500.0,
               "perSquareFoot": 50.0, "perYearOfAge": 1000.0}})
    );

    let body = json!({
        "comparables": example_comparables(),
        "rates": {"perBedroom": 12000, "perBathroom": 8000, "perSquareFoot": 60, "perYearOfAge": 0}
    });
    let res = app.put_comparables(&app.api, id, &body).await;
    assert_eq!(res.status(), StatusCode::OK);
    let saved: Value = res.json().await.unwrap();
    assert_eq!(saved["comparables"].as_array().unwrap().len(), 3);
    assert_eq!(
        saved["comparables"][0],
        json!({"address": "1 Alder St", "status": "sold", "price": 500000.0,
               "date": "2026-01-10", "squareFeet": 2000, "bedrooms": 3, "bathrooms": null,
               "yearBuilt": null, "distanceMiles": 0.3, "lotSizeAcres": null,
               "percentAdjustment": 0})
    );
    assert_eq!(saved["comparables"][2]["status"], "active");
    assert_eq!(saved["comparables"][2]["percentAdjustment"], -10);
    assert_eq!(saved["rates"]["perBedroom"], 12000.0);
    assert_eq!(saved["rates"]["perYearOfAge"], 0.0);
    let read: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(read, saved);

    // Without rates, the stored rates stay.
    let res = app
        .put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;
    let kept: Value = res.json().await.unwrap();
    assert_eq!(kept["rates"], saved["rates"]);

    let bad_lists = [
        (
            json!({"price": 0}),
            2,
            "comparables.2.price",
            "Row 3, Price: must be more than zero",
        ),
        (
            json!({"price": -250000}),
            1,
            "comparables.1.price",
            "Row 2, Price: must be more than zero",
        ),
        (
            json!({"squareFeet": 0}),
            0,
            "comparables.0.squareFeet",
            "Row 1, Square feet: must be more than zero",
        ),
        (
            json!({"squareFeet": -1200}),
            2,
            "comparables.2.squareFeet",
            "Row 3, Square feet: must be more than zero",
        ),
        (
            json!({"date": "2999-01-01"}),
            1,
            "comparables.1.date",
            "Row 2, Date: must not be in the future",
        ),
        (
            json!({"percentAdjustment": 7}),
            0,
            "comparables.0.percentAdjustment",
            "Row 1, Adjustment: must be a multiple of 5%",
        ),
        (
            json!({"percentAdjustment": 25}),
            0,
            "comparables.0.percentAdjustment",
            "Row 1, Adjustment: must be between -20% and +20%",
        ),
        (
            json!({"status": "withdrawn"}),
            1,
            "comparables.1.status",
            "Row 2, Status: must be sold, active or pending",
        ),
        (
            json!({"address": "  "}),
            2,
            "comparables.2.address",
            "Row 3, Address: is required",
        ),
        (
            json!({"date": "14/03/2026"}),
            0,
            "comparables.0.date",
            "Row 1, Date: must be a date such as 2026-03-14",
        ),
    ];
    for (change, row, key, message) in bad_lists {
        let mut list = example_comparables();
        for (k, v) in change.as_object().unwrap() {
            list[row][k] = v.clone();
        }
        let res = app
            .put_comparables(&app.api, id, &json!({"comparables": list}))
            .await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{change}");
        let body = error_body(res).await;
        let got = body["fields"][key].as_str().unwrap_or_default();
        assert!(got.starts_with(message), "{change}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains(message),
            "{change}: {body}"
        );
    }
    let res = app
        .put_comparables(
            &app.api,
            id,
            &json!({"comparables": [], "rates": {"perBedroom": -1, "perBathroom": 0,
                     "perSquareFoot": 0, "perYearOfAge": 0}}),
        )
        .await;
    let body = error_body(res).await;
    assert_eq!(
        body["fields"]["rates.perBedroom"],
        "Per bedroom must not be negative"
    );

    let fifty_one: Vec<Value> = (0..51)
        .map(|i| {
            let mut c = example_comparables()[0].clone();
            c["address"] = json!(format!("{i} Many St"));
            c
        })
        .collect();
    let res = app
        .put_comparables(&app.api, id, &json!({"comparables": fifty_one}))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "too_many_comparables");
    assert!(
        body["message"].as_str().unwrap().contains("at most 50"),
        "{body}"
    );

    // Nothing was stored by any refused call.
    let after: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(after, kept);

    // Exactly 50 is fine, and an empty list clears them.
    let fifty = json!({"comparables": (0..50).map(|i| {
        let mut c = example_comparables()[0].clone();
        c["address"] = json!(format!("{i} Many St"));
        c
    }).collect::<Vec<_>>()});
    let res = app.put_comparables(&app.api, id, &fifty).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app
        .put_comparables(&app.api, id, &json!({"comparables": []}))
        .await;
    let cleared: Value = res.json().await.unwrap();
    assert_eq!(cleared["comparables"], json!([]));
}

/// An MLS export the way they come: a title line and a blank line before the header, money with
/// "$" and commas, US dates, full and half baths in two columns, a column nobody needs, a
/// closed sale with no sold price, and a trailing empty row.
const MESSY_EXPORT: &str = "Comparable Sales Report - Austin TX\r
\r
MLS #,Address,Status,Sold Price,List Price,Close Date,List Date,SqFt,Beds,Full Baths,Half Baths,Year Built,Agent Remarks\r
A1001,\"101 Oak St, Austin, TX\",Closed,\"$505,000\",\"$510,000\",3/14/2026,1/30/2026,\"1,950\",3,2,1,1999,\"Nice, bright\"\r
A1002,202 Elm St,Active,,\"$535,000\",,2/20/2026,2050,4,2,0,2004,\r
A1003,303 Ash St,Sold,,\"$499,000\",3/2/2026,1/5/2026,1900,3,2,0,1995,\r
,,,,,,,,,,,,\r
";

#[tokio::test]
async fn a_messy_export_is_previewed_row_by_row_and_nothing_is_stored() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;

    let res = app
        .post_csv(&app.api, "/api/comparables/parse", MESSY_EXPORT)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let preview: Value = res.json().await.unwrap();

    let columns = preview["columns"].as_array().unwrap();
    assert_eq!(columns.len(), 13);
    assert_eq!(
        columns[0],
        json!({"column": 1, "heading": "MLS #", "field": null, "importField": null})
    );
    assert_eq!(
        columns[3],
        json!({"column": 4, "heading": "Sold Price", "field": "price", "importField": "soldPrice"})
    );
    assert_eq!(columns[4]["importField"], "listPrice");
    assert_eq!(columns[9]["field"], "bathrooms");
    assert_eq!(columns[9]["importField"], "fullBaths");
    assert!(columns[12]["field"].is_null());

    let rows = preview["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2, "{preview}");
    assert_eq!(rows[0]["row"], 4);
    assert_eq!(
        rows[0]["comparable"],
        json!({"address": "101 Oak St, Austin, TX", "status": "sold", "price": 505000.0,
               "date": "2026-03-14", "squareFeet": 1950, "bedrooms": 3, "bathrooms": 2.5,
               "yearBuilt": 1999, "distanceMiles": null, "lotSizeAcres": null,
               "percentAdjustment": 0})
    );
    // An active listing takes its list price and date.
    assert_eq!(rows[1]["row"], 5);
    assert_eq!(rows[1]["comparable"]["status"], "active");
    assert_eq!(rows[1]["comparable"]["price"], 535000.0);
    assert_eq!(rows[1]["comparable"]["date"], "2026-02-20");

    // A sale without its sold price is an error, not a sale at the list price.
    let errors = preview["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{preview}");
    assert_eq!(
        errors[0],
        json!({"row": 6, "column": "Sold Price", "field": "price",
               "message": "Row 6, column \"Sold Price\": is required"})
    );

    let stored: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(stored["comparables"], json!([]));

    // Not a CSV.
    let res = app
        .post_csv(
            &app.api,
            "/api/comparables/parse",
            b"PK\x03\x04\x14\x00\x06\x00 workbook bytes".to_vec(),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "unreadable_file");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("The file is a spreadsheet workbook, not CSV"),
        "{body}"
    );
    let res = app
        .post_csv(
            &app.api,
            "/api/comparables/parse",
            "just,some\nwords,here\n",
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let res = app
        .api
        .post(app.url("/api/comparables/parse"))
        .json(&json!({"not": "a file"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    // Signed in only.
    let res = app
        .post_csv(&browser(), "/api/comparables/parse", MESSY_EXPORT)
        .await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

const GOOD_EXPORT: &str = "Address,Status,Sold Price,Sold Date,Sq Ft,Beds
11 Pine St,Sold,\"$495,000\",2026-01-05,1980,3
12 Pine St,Sold,\"$515,000\",2026-01-12,2020,3
";

#[tokio::test]
async fn listings_without_a_date_and_lot_sizes_are_imported_and_kept() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    // An active listing has only an expected close date, a pending one no date at all; the sale
    // has its date. Lot sizes come in acres and in square feet.
    let export = "Address,Status,Price,Close Date,Lot Size\n\
                  21 Oak St,Active,510000,2026-12-30,0.3\n\
                  22 Oak St,Pending,505000,,\"10,890 sq ft\"\n\
                  23 Oak St,Sold,495000,2026-02-02,\n";
    let res = app.import(&app.api, id, export).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stored: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    let rows: Vec<(&str, Value, Value)> = stored["comparables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["address"].as_str().unwrap(),
                c["date"].clone(),
                c["lotSizeAcres"].clone(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("21 Oak St", Value::Null, json!(0.3)),
            ("22 Oak St", Value::Null, json!(0.25)),
            ("23 Oak St", json!("2026-02-02"), Value::Null),
        ]
    );

    // Saving them back unchanged keeps them; a sale without a date is refused by field.
    let mut body = json!({"comparables": stored["comparables"].clone()});
    let res = app.put_comparables(&app.api, id, &body).await;
    assert_eq!(res.status(), StatusCode::OK);
    body["comparables"][2]["date"] = Value::Null;
    body["comparables"][0]["lotSizeAcres"] = json!(-1);
    let res = app.put_comparables(&app.api, id, &body).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let errors = error_body(res).await;
    assert_eq!(
        errors["fields"]["comparables.2.date"],
        "Row 3, Date: is required"
    );
    assert_eq!(
        errors["fields"]["comparables.0.lotSizeAcres"],
        "Row 1, Lot size: must be more than zero"
    );
}

#[tokio::test]
async fn an_import_appends_all_or_nothing_within_the_limits() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;
    let before: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();

    // One bad row refuses the file.
    let bad = format!("{GOOD_EXPORT}13 Pine St,Sold,-5,2026-01-13,2000,3\n");
    let res = app.import(&app.api, id, &bad).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(
        body["fields"]["rows.4.price"],
        "Row 4, column \"Sold Price\": must be more than zero"
    );
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("Row 4, column \"Sold Price\"")
    );
    let after: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(after, before, "nothing stored");

    // A good file lands after the stored ones.
    let res = app.import(&app.api, id, GOOD_EXPORT).await;
    assert_eq!(res.status(), StatusCode::OK);
    let imported: Value = res.json().await.unwrap();
    let addresses: Vec<&str> = imported["comparables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["address"].as_str().unwrap())
        .collect();
    assert_eq!(
        addresses,
        [
            "1 Alder St",
            "2 Birch St",
            "3 Cedar St",
            "11 Pine St",
            "12 Pine St"
        ]
    );
    assert_eq!(imported["comparables"][3]["price"], 495000.0);
    assert_eq!(
        app.comparables_of(&app.api, id)
            .await
            .json::<Value>()
            .await
            .unwrap(),
        imported
    );

    // Past 50 in all: refused whole.
    let forty_six: String = (0..46)
        .map(|i| format!("{i} Cap St,Sold,400000,2026-01-05,2000,3\n"))
        .collect();
    let res = app
        .import(
            &app.api,
            id,
            &format!("Address,Status,Sold Price,Sold Date,Sq Ft,Beds\n{forty_six}"),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(body["code"], "too_many_comparables");
    assert_eq!(
        body["message"],
        "A showing can have at most 50 comparables: it has 5, and the file's 46 would make 51"
    );
    let after: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(after, imported);

    // At most 1 MB.
    let mut huge = String::from("Address,Status,Sold Price,Sold Date,Sq Ft\n");
    while huge.len() <= 1024 * 1024 {
        huge.push_str("1 Big St,Sold,400000,2026-01-05,2000\n");
    }
    let res = app.import(&app.api, id, &huge).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(error_body(res).await["code"], "payload_too_large");
    let res = app.post_csv(&app.api, "/api/comparables/parse", huge).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);

    // A file without rows, and one that is not CSV.
    let res = app
        .import(&app.api, id, "Address,Status,Sold Price,Sold Date\n")
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let res = app
        .post_csv(
            &app.api,
            &format!("/api/showings/{id}/comparables/import"),
            vec![0u8, 159, 146, 150, 0, 0, 1, 2],
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_body(res).await["code"], "unreadable_file");
    let after: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(after, imported);
}

/// `a / b` rounded half away from zero (`b` positive).
fn div_round(a: i64, b: i64) -> i64 {
    (2 * a + b * a.signum()) / (2 * b)
}

/// How the analysis words a difference: basis points first, then whole percent, each rounded
/// half away from zero.
fn whole_percent(num: i64, den: i64) -> i64 {
    div_round(div_round(num * 10_000, den).abs(), 100)
}

#[tokio::test]
async fn generating_creates_both_reports_with_the_hand_checked_analysis() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;

    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let generated: Value = res.json().await.unwrap();
    assert_eq!(generated["reportType"], "comprehensive");
    assert!(generated["content"]["marketAnalysis"].is_null());
    assert_eq!(
        app.reports_used().await,
        1,
        "one report of the allowance, not two"
    );

    let reports = app.reports_of(id).await;
    assert_eq!(reports.len(), 2);
    let showing_report = of_type(&reports, "comprehensive");
    assert_eq!(showing_report["id"], generated["id"]);
    let cma = of_type(&reports, "cma");
    assert_eq!(cma["showing"]["id"], id);
    let m = &cma["content"]["marketAnalysis"];
    assert_eq!(m["outcome"], "complete");
    assert_eq!(m["subjectSquareFeet"], 2000);
    assert_eq!(
        m["valueRange"],
        json!({"low": 486000.0, "point": 500000.0, "high": 514500.0})
    );
    assert_eq!(
        m["pricePerSquareFoot"],
        json!({"low": 243.0, "median": 250.0, "average": 250.08, "high": 257.25, "count": 3})
    );
    assert_eq!(m["listPrice"]["listPrice"], 525000.0);
    assert_eq!(m["listPrice"]["position"], "above");
    assert_eq!(m["listPrice"]["versusPointPercent"], 5.0);
    assert_eq!(m["listPrice"]["difference"], 25000.0);
    let b = &m["comparables"][1];
    assert_eq!(b["address"], "2 Birch St");
    assert_eq!(b["bedroomsAdjustment"], 10000.0);
    assert!(b["bathroomsAdjustment"].is_null());
    assert_eq!(b["featureAdjustment"], 10000.0);
    assert_eq!(b["percentAdjustment"], 5);
    assert_eq!(b["percentAmount"], 24500.0);
    assert_eq!(b["adjustedPrice"], 514500.0);
    assert_eq!(b["adjustedPricePerSquareFoot"], 257.25);
    assert_eq!(m["comparables"][2]["adjustedPrice"], 486000.0);
    assert_eq!(m["rates"]["perBedroom"], 10000.0);
    assert_eq!(m["narrativeWriter"], "estimator");
    assert_eq!(m["missing"], json!([]));
    assert!(m["message"].is_null());
    assert!(
        m["narrative"]
            .as_str()
            .unwrap()
            .contains("a market value of $486,000 to $514,500, with a point value of $500,000"),
        "{m}"
    );

    // The condition counts the showing report's repairs: the list price against $500,000 less
    // the typical repairs.
    let c = &showing_report["content"];
    let typical = (c["totalRepairCost"].as_f64().unwrap() * 100.0).round() as i64;
    assert!(typical > 0, "the notes name priced repairs");
    let after_repairs = 50_000_000 - typical;
    let percent = whole_percent(52_500_000 - after_repairs, after_repairs);
    assert_eq!(m["condition"]["repairsTypical"], c["totalRepairCost"]);
    assert_eq!(m["condition"]["repairsHigh"], c["totalRepairHigh"]);
    assert_eq!(
        m["condition"]["valueAfterTypicalRepairs"],
        json!(after_repairs as f64 / 100.0)
    );
    let sentence = m["conditionSentence"].as_str().unwrap();
    assert!(
        sentence.starts_with(&format!(
            "At $525,000 the asking price is about {percent}% above the market value of \
             comparable homes once the $"
        )),
        "{sentence}"
    );
    assert!(
        sentence.contains(" of needed repairs is counted"),
        "{sentence}"
    );

    // The dashboard lists the showing report once; the analysis is read with the showing.
    let res = app.get(&app.api, "/api/reports").await;
    assert_eq!(res.headers()["x-total-count"], "1");
    let listed: Vec<Value> = res.json().await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], generated["id"]);
}

#[tokio::test]
async fn recomputing_after_editing_comparables_spends_nothing() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;

    let res = app.recompute(&app.api, id).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = error_body(res).await;
    assert_eq!(body["message"], "Generate the showing report first");
    assert_eq!(body["code"], "no_showing_report");

    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    let first = of_type(&app.reports_of(id).await, "cma").clone();
    let used = app.reports_used().await;

    // Only comparable A, at $520,000: $260/sq ft × 2,000 = $520,000.
    let mut only_a = example_comparables()[0].clone();
    only_a["price"] = json!(520000);
    app.put_comparables(&app.api, id, &json!({"comparables": [only_a]}))
        .await;
    let res = app.recompute(&app.api, id).await;
    assert_eq!(res.status(), StatusCode::OK);
    let cma: Value = res.json().await.unwrap();
    assert_eq!(cma["reportType"], "cma");
    assert_eq!(cma["id"], first["id"], "replaced in place");
    let m = &cma["content"]["marketAnalysis"];
    assert_eq!(
        m["valueRange"],
        json!({"low": 520000.0, "point": 520000.0, "high": 520000.0})
    );
    assert_eq!(m["listPrice"]["position"], "above");
    assert_eq!(app.reports_used().await, used, "recomputing takes nothing");

    let reports = app.reports_of(id).await;
    assert_eq!(reports.len(), 2);
    assert_eq!(of_type(&reports, "cma")["content"], cma["content"]);

    // Without the subject's area there is no value, and the analysis says what it needs.
    app.put_comparables(&app.api, id, &json!({"comparables": []}))
        .await;
    let cma: Value = app.recompute(&app.api, id).await.json().await.unwrap();
    let m = &cma["content"]["marketAnalysis"];
    assert_eq!(m["outcome"], "insufficientData");
    assert!(m["valueRange"].is_null());
    assert_eq!(
        m["message"],
        "Add at least one comparable sale or listing to get an indicated value."
    );
    assert_eq!(app.reports_used().await, used);
}

#[tokio::test]
async fn another_agents_showing_is_not_found_everywhere() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    let before: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();

    let intruder = browser();
    app.register_with(&intruder, &registration("intruder@example.com"))
        .await;
    assert_eq!(
        app.comparables_of(&intruder, id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.put_comparables(&intruder, id, &json!({"comparables": []}))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.put_comparables(&intruder, id, &json!({"comparables": [{"price": 0}]}))
            .await
            .status(),
        StatusCode::NOT_FOUND,
        "not found before the body is judged"
    );
    assert_eq!(
        app.import(&intruder, id, GOOD_EXPORT).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.recompute(&intruder, id).await.status(),
        StatusCode::NOT_FOUND
    );
    let res = intruder
        .put(app.url(&format!("/api/showings/{id}/subject")))
        .json(&json!({"squareFeet": 1}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        app.comparables_of(&app.api, 999_999).await.status(),
        StatusCode::NOT_FOUND
    );

    let after: Value = app.comparables_of(&app.api, id).await.json().await.unwrap();
    assert_eq!(after, before);
    let showing: Value = app
        .get(&app.api, &format!("/api/showings/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(showing["details"]["squareFeet"], 2000);

    // Signed out: 401.
    let anonymous = browser();
    assert_eq!(
        app.comparables_of(&anonymous, id).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn the_pdf_shows_the_market_analysis_as_it_is_now() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;
    let generated: Value = app.generate_report(id).await.json().await.unwrap();
    let path = format!("/api/showings/{id}/reports/{}/pdf", generated["id"]);

    let text = app.pdf_text(&path).await;
    for expected in [
        "ComparativeMarketAnalysis",
        "Subjecthome:2,000sqft·3beds·2.5baths·built1998·0.25acres",
        "2BirchStSoldJan20,2026$480,0002,000+$10,000+5%$514,500$257",
        "3CedarStActive",
        "INDICATEDMARKETVALUE",
        "Low$486,000Pointvalue$500,000High$514,500",
        "Listprice$525,000isabovetheindicatedrange,5.0%abovethepointvalue.",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
    let reports = app.reports_of(id).await;
    let cma = of_type(&reports, "cma");
    let sentence = cma["content"]["marketAnalysis"]["conditionSentence"]
        .as_str()
        .unwrap();
    assert!(
        text.contains(&compact(sentence)),
        "{sentence:?} missing from:\n{text}"
    );

    // The agent changes the comparables and recomputes: the next download shows the new value.
    let mut only_a = example_comparables()[0].clone();
    only_a["price"] = json!(520000);
    app.put_comparables(&app.api, id, &json!({"comparables": [only_a]}))
        .await;
    assert_eq!(app.recompute(&app.api, id).await.status(), StatusCode::OK);
    let text = app.pdf_text(&path).await;
    assert!(text.contains("Pointvalue$520,000"), "{text}");
    assert!(!text.contains("2BirchSt"), "{text}");

    // The analysis also downloads on its own, under its own name.
    let cma_path = format!("/api/showings/{id}/reports/{}/pdf", cma["id"]);
    let disposition = |res: reqwest::Response| {
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_owned()
    };
    let report_name = disposition(app.get(&app.api, &path).await);
    let cma_name = disposition(app.get(&app.api, &cma_path).await);
    assert!(
        report_name.contains("filename=\"showing-report-"),
        "{report_name}"
    );
    assert!(
        cma_name.contains("filename=\"market-analysis-"),
        "{cma_name}"
    );
    let text = app.pdf_text(&cma_path).await;
    assert!(text.contains("ComparablesandValue"), "{text}");
    assert!(text.contains("Pointvalue$520,000"), "{text}");
    assert!(!text.contains("RequiredRepairs"), "{text}");
}

#[tokio::test]
async fn the_agent_can_rewrite_the_analysis_narrative_but_not_its_figures() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
        .await;
    assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
    let cma_id = of_type(&app.reports_of(id).await, "cma")["id"]
        .as_i64()
        .unwrap();

    let words = "Priced a little above what nearby sales support.";
    let res = app
        .edit_summary_with(&app.api, id, cma_id, &json!({ "summary": words }))
        .await;
    assert_eq!(res.status(), StatusCode::OK);

    let cma = of_type(&app.reports_of(id).await, "cma").clone();
    let m = &cma["content"]["marketAnalysis"];
    assert_eq!(cma["content"]["summary"], words);
    assert_eq!(
        m["narrative"], words,
        "the page and the PDF show the agent's words"
    );
    assert_eq!(m["narrativeNote"], "The narrative was edited by the agent");
    assert_eq!(
        m["valueRange"],
        json!({"low": 486000.0, "point": 500000.0, "high": 514500.0})
    );
    let pdf = cma["pdfFilePath"].as_str().unwrap().to_owned();
    assert!(app.pdf_text(&pdf).await.contains(&compact(words)));
}

/// The configured LLM writes the showing report's findings and rewords the analysis narrative:
/// `reword` turns the computed paragraph it is sent into the model's answer.
mod with_an_llm {
    use serde_json::{Value, json};
    use wiremock::matchers::{body_string_contains, method, path};
    use wiremock::{Mock, MockServer, Request, ResponseTemplate};

    use super::*;

    fn completion(content: &Value) -> ResponseTemplate {
        ResponseTemplate::new(200).set_body_json(json!({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
            "choices": [{"index": 0, "finish_reason": "stop",
                "message": {"role": "assistant", "content": content.to_string()}}]
        }))
    }

    /// The paragraph a narrative request asks to reword.
    fn paragraph_of(request: &Request) -> String {
        let body: Value = request.body_json().unwrap();
        let user = body["messages"][1]["content"].as_str().unwrap().to_owned();
        let start = user.find("\"\"\"\n").unwrap() + 4;
        let end = user.rfind("\n\"\"\"").unwrap();
        user[start..end].to_owned()
    }

    async fn app_with_model(reword: fn(&str) -> String) -> (TestApp, MockServer) {
        let server = MockServer::start().await;
        let draft = json!({
            "summary": "The water heater needs replacing soon.",
            "findings": [{
                "description": "Replace the leaking water heater", "kind": "repair",
                "category": "Plumbing", "priority": "soon", "catalogKey": "water_heater_replace",
                "quantity": null, "lowCost": null, "typicalCost": null, "highCost": null
            }]
        });
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .and(body_string_contains("market_analysis_narrative"))
            .respond_with(move |request: &Request| {
                completion(&json!({ "narrative": reword(&paragraph_of(request)) }))
            })
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .and(body_string_contains("showing_report"))
            .respond_with(completion(&draft))
            .mount(&server)
            .await;
        let app = spawn_app()
            .llm(&format!("{}/v1", server.uri()))
            .start()
            .await;
        (app, server)
    }

    async fn generated_analysis(app: &TestApp) -> Value {
        let id = agent_with_showing(app).await;
        app.put_comparables(&app.api, id, &json!({"comparables": example_comparables()}))
            .await;
        assert_eq!(app.generate_report(id).await.status(), StatusCode::CREATED);
        let reports = app.reports_of(id).await;
        let showing_report = of_type(&reports, "comprehensive");
        assert_eq!(showing_report["content"]["generator"], "llm");
        of_type(&reports, "cma")["content"].clone()
    }

    #[tokio::test]
    async fn the_model_rewords_the_narrative_and_the_figures_stay_computed() {
        let (app, _server) =
            app_with_model(|computed| format!("For the buyer, in short: {computed}")).await;
        let content = generated_analysis(&app).await;
        let m = &content["marketAnalysis"];
        assert_eq!(m["narrativeWriter"], "llm");
        assert!(m["narrativeNote"].is_null(), "{m}");
        let narrative = m["narrative"].as_str().unwrap();
        assert!(
            narrative.starts_with("For the buyer, in short: This analysis uses 3"),
            "{narrative}"
        );
        assert!(narrative.contains("point value of $500,000"), "{narrative}");
        assert_eq!(content["summary"], m["narrative"]);
        assert_eq!(content["generator"], "llm");
        assert_eq!(
            m["valueRange"],
            json!({"low": 486000.0, "point": 500000.0, "high": 514500.0})
        );
    }

    #[tokio::test]
    async fn a_narrative_with_a_figure_of_its_own_is_not_used() {
        let (app, _server) = app_with_model(|computed| {
            format!("{computed} Similar homes nearby have sold for as much as $560,000.")
        })
        .await;
        let content = generated_analysis(&app).await;
        let m = &content["marketAnalysis"];
        assert_eq!(m["narrativeWriter"], "estimator");
        let narrative = m["narrative"].as_str().unwrap();
        assert!(
            narrative.starts_with("This analysis uses 3 comparable homes"),
            "{narrative}"
        );
        assert!(!narrative.contains("560,000"), "{narrative}");
        assert_eq!(
            m["narrativeNote"],
            "The computed narrative is shown because the rewording had a figure the analysis \
             does not: 560,000"
        );
        assert_eq!(content["generatorNote"], m["narrativeNote"]);
    }
}
