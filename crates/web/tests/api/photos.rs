//! A showing's photos: upload (several at once), the files refused, what is stored (upright,
//! without EXIF or GPS), caption, order, attachment to report items (kept when the report is
//! generated again), deletion with the files, ownership, and the 60-photo limit.

use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use showscribe_test_support::photos::{
    GPS_LATITUDE_BYTES, contains, has_app1, jpeg_with_gps, png, png_declaring,
};

use crate::helpers::{TestApp, browser, error_body, registration, showing_form, spawn_app};

fn form(files: Vec<(&str, Vec<u8>)>) -> Form {
    files.into_iter().fold(Form::new(), |form, (name, bytes)| {
        form.part(
            "photo",
            Part::bytes(bytes)
                .file_name(name.to_owned())
                .mime_str("application/octet-stream")
                .unwrap(),
        )
    })
}

async fn upload_with(
    app: &TestApp,
    client: &reqwest::Client,
    showing: i64,
    files: Vec<(&str, Vec<u8>)>,
) -> reqwest::Response {
    client
        .post(app.url(&format!("/api/showings/{showing}/photos")))
        .multipart(form(files))
        .send()
        .await
        .unwrap()
}

async fn upload(app: &TestApp, showing: i64, files: Vec<(&str, Vec<u8>)>) -> reqwest::Response {
    upload_with(app, &app.api, showing, files).await
}

async fn uploaded(app: &TestApp, showing: i64, files: Vec<(&str, Vec<u8>)>) -> Vec<Value> {
    let res = upload(app, showing, files).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let body: Value = res.json().await.unwrap();
    body["photos"].as_array().unwrap().clone()
}

async fn photos(app: &TestApp, showing: i64) -> Vec<Value> {
    let res = app
        .get(&app.api, &format!("/api/showings/{showing}/photos"))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    body["photos"].as_array().unwrap().clone()
}

async fn change(app: &TestApp, showing: i64, photo: &Value, body: Value) -> reqwest::Response {
    app.api
        .patch(app.url(&format!("/api/showings/{showing}/photos/{}", photo["id"])))
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// The stored photo files, as paths under the file store.
fn stored_photos(app: &TestApp) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for path in entries.filter_map(Result::ok).map(|e| e.path()) {
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&app.data_dir.join("files").join("photos"), &mut out);
    out.sort();
    out
}

async fn agent_with_showing(app: &TestApp) -> i64 {
    app.signed_up("agent@example.com").await;
    app.showing(&showing_form()).await["id"].as_i64().unwrap()
}

#[tokio::test]
async fn uploaded_photos_are_upright_stripped_of_exif_and_gps_and_served_privately() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    assert!(photos(&app, id).await.is_empty());

    // A phone photo stored sideways with its GPS position, and a PNG, in one request.
    let phone = jpeg_with_gps(64, 48, 6);
    assert!(has_app1(&phone) && contains(&phone, &GPS_LATITUDE_BYTES));
    let added = uploaded(
        &app,
        id,
        vec![("IMG_0001.jpg", phone), ("plan.png", png(20, 10))],
    )
    .await;
    assert_eq!(added.len(), 2);
    let first = &added[0];
    assert_eq!(first["position"], 0);
    assert_eq!(added[1]["position"], 1);
    assert_eq!(first["caption"], Value::Null);
    assert_eq!(first["reportItemId"], Value::Null);
    // Turned upright as the EXIF said: 48 wide, 64 high.
    assert_eq!(
        (first["width"].as_i64(), first["height"].as_i64()),
        (Some(48), Some(64))
    );
    let url = first["url"].as_str().unwrap();
    assert_eq!(
        url,
        format!("/api/showings/{id}/photos/{}/image", first["id"])
    );

    for path in [url, first["thumbnailUrl"].as_str().unwrap()] {
        let res = app.get(&app.api, path).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["content-type"], "image/jpeg");
        let cache = res.headers()["cache-control"].to_str().unwrap().to_owned();
        assert!(cache.starts_with("private"), "{cache}");
        let bytes = res.bytes().await.unwrap();
        assert!(bytes.starts_with(&[0xFF, 0xD8, 0xFF]));
        assert!(!has_app1(&bytes), "no EXIF segment is served");
    }
    // What is stored: four JPEGs (two photos, two thumbnails), none with EXIF or the GPS data.
    let stored = stored_photos(&app);
    assert_eq!(stored.len(), 4, "{stored:?}");
    for path in &stored {
        let bytes = std::fs::read(path).unwrap();
        assert!(bytes.starts_with(&[0xFF, 0xD8, 0xFF]), "{path:?} is a JPEG");
        assert!(!has_app1(&bytes), "{path:?} carries an APP1 (EXIF) segment");
        assert!(!contains(&bytes, b"Exif"), "{path:?} carries EXIF");
        assert!(
            !contains(&bytes, &GPS_LATITUDE_BYTES),
            "{path:?} carries the GPS position"
        );
    }

    // Caption, move the PNG first, then delete the phone photo.
    let res = change(
        &app,
        id,
        first,
        json!({"caption": "  Water stain above the window "}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let captioned: Value = res.json().await.unwrap();
    assert_eq!(captioned["caption"], "Water stain above the window");
    let res = change(&app, id, &added[1], json!({"position": 0})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let listed = photos(&app, id).await;
    assert_eq!(listed[0]["id"], added[1]["id"]);
    assert_eq!(listed[1]["id"], first["id"]);
    assert_eq!(listed[1]["position"], 1);
    assert_eq!(listed[1]["caption"], "Water stain above the window");
    // A blank caption removes it; a long one is refused.
    let res = change(&app, id, first, json!({"caption": "x".repeat(201)})).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(error_body(res).await["fields"]["caption"].is_string());
    let res = change(&app, id, first, json!({"caption": null})).await;
    assert_eq!(res.json::<Value>().await.unwrap()["caption"], Value::Null);
    // Without a report there is no item to attach to.
    let res = change(&app, id, first, json!({"reportItemId": "i1"})).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["reportItemId"],
        "The report has no such item"
    );

    let res = app
        .api
        .delete(app.url(&format!("/api/showings/{id}/photos/{}", first["id"])))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(stored_photos(&app).len(), 2, "its two files are deleted");
    let listed = photos(&app, id).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["position"], 0);
    assert_eq!(app.get(&app.api, url).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn files_that_are_not_photos_are_refused_before_anything_is_stored() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let heic = b"\0\0\0\x18ftypheic\0\0\0\0mif1heic\0\0\0\0".to_vec();
    let mut truncated = jpeg_with_gps(64, 48, 1);
    truncated.truncate(truncated.len() / 3);
    let cases: Vec<(&str, Vec<u8>, StatusCode, &str)> = vec![
        (
            "a.gif",
            b"GIF89a\x01\x00\x01\x00".to_vec(),
            StatusCode::BAD_REQUEST,
            "A photo must be a JPEG, PNG or WebP image",
        ),
        (
            "doc.jpg",
            b"%PDF-1.7 not a photo".to_vec(),
            StatusCode::BAD_REQUEST,
            "A photo must be a JPEG, PNG or WebP image",
        ),
        (
            "IMG_0002.HEIC",
            heic,
            StatusCode::BAD_REQUEST,
            "HEIC photos are converted by the app; upload JPEG, PNG or WebP",
        ),
        // 17 KB declaring 30,000 × 30,000 pixels: refused from its header.
        (
            "bomb.png",
            png_declaring(30_000, 30_000),
            StatusCode::BAD_REQUEST,
            "The photo is 30000 × 30000 pixels; at most 50 megapixels are accepted",
        ),
        (
            "empty.jpg",
            Vec::new(),
            StatusCode::BAD_REQUEST,
            "The photo file is empty",
        ),
        (
            "cut.jpg",
            truncated,
            StatusCode::BAD_REQUEST,
            "The photo could not be read as an image",
        ),
        (
            "huge.jpg",
            vec![0xFF; 20 * 1024 * 1024 + 1],
            StatusCode::PAYLOAD_TOO_LARGE,
            "A photo must be at most 20 MB",
        ),
    ];
    for (name, bytes, status, message) in cases {
        let res = upload(&app, id, vec![(name, bytes)]).await;
        assert_eq!(res.status(), status, "{name}");
        let body = error_body(res).await;
        assert_eq!(body["message"], message, "{name}");
        assert_eq!(body["fields"]["photo"], message, "{name}");
    }
    // One bad file among good ones: none of them is stored.
    let res = upload(
        &app,
        id,
        vec![
            ("ok.png", png(8, 8)),
            ("bomb.png", png_declaring(30_000, 30_000)),
        ],
    )
    .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    // No photo field at all, and a body that is not a form.
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{id}/photos")))
        .multipart(Form::new().text("caption", "hello"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["photo"],
        "Choose a photo to upload"
    );
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{id}/photos")))
        .json(&json!({"photo": "x"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(photos(&app, id).await.is_empty());
    assert!(stored_photos(&app).is_empty());
}

#[tokio::test]
async fn another_agents_photos_are_not_found() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let photo = uploaded(&app, id, vec![("a.png", png(8, 8))])
        .await
        .remove(0);

    let other = browser();
    let res = app
        .register_with(&other, &registration("other@example.com"))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let base = format!("/api/showings/{id}/photos");
    let one = format!("{base}/{}", photo["id"]);
    for path in [
        base.clone(),
        format!("{one}/image"),
        format!("{one}/thumbnail"),
    ] {
        let res = app.get(&other, &path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let res = other
        .patch(app.url(&one))
        .json(&json!({"caption": "mine now"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = other.delete(app.url(&one)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = upload_with(&app, &other, id, vec![("b.png", png(8, 8))]).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // Signed out: not even that.
    let res = app.get(&browser(), &base).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    // The owner's photo is untouched.
    let listed = photos(&app, id).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["caption"], Value::Null);
    assert_eq!(stored_photos(&app).len(), 2);
}

#[tokio::test]
async fn a_showing_holds_at_most_sixty_photos() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    for _ in 0..3 {
        let batch = (0..20).map(|_| ("p.png", png(4, 4))).collect();
        assert_eq!(uploaded(&app, id, batch).await.len(), 20);
    }
    let res = upload(&app, id, vec![("61.png", png(4, 4))]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = error_body(res).await;
    assert_eq!(body["code"], "too_many_photos");
    assert_eq!(
        body["message"],
        "A showing holds at most 60 photos; delete one to add another"
    );
    let listed = photos(&app, id).await;
    assert_eq!(listed.len(), 60);
    assert_eq!(listed[59]["position"], 59);
    assert_eq!(stored_photos(&app).len(), 120);
    // One deleted, one fits again, but not two.
    app.api
        .delete(app.url(&format!("/api/showings/{id}/photos/{}", listed[0]["id"])))
        .send()
        .await
        .unwrap();
    let res = upload(&app, id, vec![("a.png", png(4, 4)), ("b.png", png(4, 4))]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(
        uploaded(&app, id, vec![("a.png", png(4, 4))]).await.len(),
        1
    );
}

fn item_id(report: &Value, list: &str, description: &str) -> String {
    report["content"][list]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["description"] == description)
        .unwrap_or_else(|| panic!("no item {description:?} in {report}"))["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn photos_follow_their_findings_into_the_regenerated_report_the_pdf_and_go_with_the_showing()
{
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let report: Value = res.json().await.unwrap();
    let rid = report["id"].as_i64().unwrap();
    let first = &report["content"]["repairs"][0];
    let description = first["description"].as_str().unwrap().to_owned();
    let item = first["id"].as_str().unwrap().to_owned();

    // The agent's own item, which generating again will not write.
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{id}/reports/{rid}/items")))
        .json(&json!({"kind": "repair", "description": "Porch light flickers"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let edited: Value = res.json().await.unwrap();
    let porch = item_id(&edited, "repairs", "Porch light flickers");

    let added = uploaded(
        &app,
        id,
        vec![
            ("a.jpg", jpeg_with_gps(64, 48, 1)),
            ("b.png", png(30, 20)),
            ("c.png", png(30, 20)),
        ],
    )
    .await;
    let res = change(
        &app,
        id,
        &added[0],
        json!({"reportItemId": item, "caption": "Seen at the finding"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.json::<Value>().await.unwrap()["reportItemId"],
        item.as_str()
    );
    let res = change(&app, id, &added[1], json!({"reportItemId": porch})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = change(&app, id, &added[2], json!({"caption": "On the photo page"})).await;
    assert_eq!(res.status(), StatusCode::OK);

    // The PDF shows both captions.
    let pdf_path = format!("/api/showings/{id}/reports/{rid}/pdf");
    let res = app.get(&app.api, &pdf_path).await;
    assert_eq!(res.status(), StatusCode::OK);
    let text = pdf_extract::extract_text_from_mem(&res.bytes().await.unwrap()).unwrap();
    let squashed: String = text.split_whitespace().collect();
    assert!(squashed.contains("Seenatthefinding"), "{text}");
    assert!(squashed.contains("Onthephotopage"), "{text}");
    // Detaching a photo retires the stored PDF, so the next download shows the change.
    assert_eq!(app.stored_pdfs().len(), 1);
    let res = change(&app, id, &added[2], json!({"caption": "Renamed"})).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(app.stored_pdfs().is_empty(), "the stale PDF is deleted");

    // Generated again from the same notes (free): the finding has a new id, and its photo
    // follows it; the agent's own item is gone, and its photo is detached but kept.
    let res = app.generate_report(id).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let again: Value = res.json().await.unwrap();
    let renumbered = item_id(&again, "repairs", &description);
    assert_ne!(renumbered, item, "generating again gives new ids");
    let listed = photos(&app, id).await;
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[0]["reportItemId"], renumbered.as_str());
    assert_eq!(listed[0]["caption"], "Seen at the finding");
    assert_eq!(listed[1]["reportItemId"], Value::Null);
    assert_eq!(listed[2]["reportItemId"], Value::Null);

    // Removing the item the photo is attached to detaches it.
    let res = app
        .api
        .delete(app.url(&format!(
            "/api/showings/{id}/reports/{rid}/items/{renumbered}"
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(photos(&app, id).await[0]["reportItemId"], Value::Null);

    // Deleting the showing deletes the photos' files.
    assert_eq!(stored_photos(&app).len(), 6);
    let res = app.delete_showing_with(&app.api, id).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(stored_photos(&app).is_empty(), "{:?}", stored_photos(&app));
    let res = app
        .get(&app.api, &format!("/api/showings/{id}/photos"))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_shared_page_shows_the_photos_by_place_beside_their_items() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let report: Value = app.generate_report(id).await.json().await.unwrap();
    let item = report["content"]["repairs"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let stored = uploaded(
        &app,
        id,
        vec![
            ("heater.jpg", jpeg_with_gps(640, 480, 1)),
            ("hall.png", png(300, 200)),
        ],
    )
    .await;
    let res = change(
        &app,
        id,
        &stored[0],
        json!({"caption": "Rust at the base", "reportItemId": item}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);

    let link: Value = app
        .api
        .post(app.url(&format!("/api/showings/{id}/share-links")))
        .json(&json!({}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = link["url"].as_str().unwrap().rsplit_once("/r/").unwrap().1;
    let shared: Value = browser()
        .get(app.url(&format!("/api/shared/{token}")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let photos = shared["photos"].as_array().unwrap();
    assert_eq!(photos.len(), 2);
    assert_eq!(photos[0]["itemId"], item.as_str());
    assert_eq!(photos[0]["caption"], "Rust at the base");
    assert!(photos[1]["itemId"].is_null());
    // By place through the link, never by the photo ids the agent's API takes.
    assert_eq!(
        photos[0]["thumbnailUrl"],
        format!("/api/shared/{token}/photos/0/thumbnail")
    );
    assert!(photos[0].get("id").is_none());

    let res = browser()
        .get(app.url(photos[1]["url"].as_str().unwrap()))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "image/jpeg");
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");
    let agents = app
        .get(&app.api, stored[1]["url"].as_str().unwrap())
        .await
        .bytes()
        .await
        .unwrap();
    assert_eq!(res.bytes().await.unwrap(), agents, "the same stored JPEG");
    for missing in ["/photos/2/image", "/photos/99999999999999999999/thumbnail"] {
        let res = browser()
            .get(app.url(&format!("/api/shared/{token}{missing}")))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{missing}");
        error_body(res).await;
    }
}

#[tokio::test]
async fn an_upload_sent_again_with_its_key_stores_the_photos_once() {
    let app = spawn_app().start().await;
    let id = agent_with_showing(&app).await;
    let send = || {
        app.api
            .post(app.url(&format!("/api/showings/{id}/photos")))
            .header("Idempotency-Key", "photos-of-draft-7")
            .multipart(form(vec![("a.jpg", jpeg_with_gps(320, 240, 1))]))
            .send()
    };
    let (first, second) = tokio::join!(send(), send());
    let (first, second) = (first.unwrap(), second.unwrap());
    assert_eq!(first.status(), StatusCode::CREATED);
    assert_eq!(second.status(), StatusCode::CREATED);
    let replayed = [&first, &second]
        .iter()
        .filter(|r| r.headers().get("idempotent-replayed").is_some())
        .count();
    assert_eq!(replayed, 1, "one stored, one answered again");
    let a: Value = first.json().await.unwrap();
    let b: Value = second.json().await.unwrap();
    assert_eq!(a, b);
    assert_eq!(photos(&app, id).await.len(), 1);

    // The same key with other photos is another request: refused, nothing stored.
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{id}/photos")))
        .header("Idempotency-Key", "photos-of-draft-7")
        .multipart(form(vec![("b.png", png(64, 64))]))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(photos(&app, id).await.len(), 1);
}
