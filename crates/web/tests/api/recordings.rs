//! Recordings: audio dictated into a showing's note boxes, uploaded, transcribed (by a local
//! server that answers like an OpenAI-compatible `/v1/audio/transcriptions`), listed and played
//! back to their owner only.

use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{TestApp, browser, error_body, registration, spawn_app};

/// The start of a WebM file as Chrome's recorder writes it (the EBML header naming "webm").
const WEBM: &[u8] = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82\x84webm\x42\x87\x81\x04\x42\x85\x81\x02 opus frames";

fn webm() -> Vec<u8> {
    let mut bytes = WEBM.to_vec();
    bytes.resize(4_096, 0x42);
    bytes
}

fn recording_form(audio: Vec<u8>, file_type: &str, field: &str, duration_ms: &str) -> Form {
    Form::new()
        .text("field", field.to_owned())
        .text("durationMs", duration_ms.to_owned())
        .part(
            "audio",
            Part::bytes(audio)
                .file_name("recording.webm")
                .mime_str(file_type)
                .unwrap(),
        )
}

async fn upload(
    app: &TestApp,
    client: &reqwest::Client,
    showing: i64,
    form: Form,
) -> reqwest::Response {
    client
        .post(app.url(&format!("/api/showings/{showing}/recordings")))
        .multipart(form)
        .send()
        .await
        .unwrap()
}

/// A recording of `duration_ms` uploaded by the agent into `field` of the showing, as answered.
async fn uploaded(app: &TestApp, showing: i64, field: &str, duration_ms: &str) -> Value {
    upload(
        app,
        &app.api,
        showing,
        recording_form(webm(), "audio/webm", field, duration_ms),
    )
    .await
    .json()
    .await
    .unwrap()
}

/// A showing created for a recording, before any note is typed.
async fn showing_for_recording(app: &TestApp) -> i64 {
    let res = app
        .create_showing(
            &json!({"propertyAddress": "12 Quiet Cellar Rd", "recordingToFollow": true}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let showing: Value = res.json().await.unwrap();
    assert_eq!(showing["details"]["repairsNeeded"], "");
    showing["id"].as_i64().unwrap()
}

#[tokio::test]
async fn without_transcription_the_recording_is_kept_for_playback() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;

    let res = upload(
        &app,
        &app.api,
        showing,
        recording_form(webm(), "audio/webm", "repairs", "4200"),
    )
    .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let recording: Value = res.json().await.unwrap();
    assert_eq!(recording["showingId"], showing);
    assert_eq!(recording["field"], "repairs");
    assert_eq!(recording["durationMs"], 4200);
    assert_eq!(recording["contentType"], "audio/webm");
    assert_eq!(recording["sizeBytes"], 4096);
    assert_eq!(recording["transcript"], Value::Null);
    assert_eq!(recording["transcriptionStatus"], "notConfigured");
    assert_eq!(
        recording["transcriptionMessage"],
        "Transcription is not set up — the recording is kept with the showing"
    );
    assert!(recording["createdAt"].is_string());

    let listed: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/recordings"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed, vec![recording.clone()]);

    let audio = app
        .get(&app.api, recording["audioUrl"].as_str().unwrap())
        .await;
    assert_eq!(audio.status(), StatusCode::OK);
    assert_eq!(audio.headers()["content-type"], "audio/webm");
    assert_eq!(audio.headers()["cache-control"], "private");
    assert_eq!(audio.bytes().await.unwrap().as_ref(), webm().as_slice());

    // A byte range, as a browser's player asks to seek.
    let part = app
        .api
        .get(app.url(recording["audioUrl"].as_str().unwrap()))
        .header("Range", "bytes=0-3")
        .send()
        .await
        .unwrap();
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.headers()["content-range"], "bytes 0-3/4096");
    assert_eq!(part.bytes().await.unwrap().as_ref(), &WEBM[..4]);

    // Generating needs notes: the recording alone is not something to write a report from.
    let res = app.generate_report(showing).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = error_body(res).await;
    assert_eq!(
        body["fields"]["repairsNeeded"],
        "Record or type at least one repair or update"
    );
}

#[tokio::test]
async fn a_configured_service_transcribes_into_the_box_recorded_for() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/audio/transcriptions"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(
                json!({"text": " The sump pump in the basement does not turn on. "}),
            ),
        )
        .expect(1)
        .mount(&server)
        .await;
    let app = spawn_app()
        .transcription(&format!("{}/v1", server.uri()))
        .start()
        .await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;

    let res = upload(
        &app,
        &app.api,
        showing,
        recording_form(webm(), "audio/webm", "updates", ""),
    )
    .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let recording: Value = res.json().await.unwrap();
    assert_eq!(recording["field"], "updates");
    assert_eq!(recording["transcriptionStatus"], "transcribed");
    assert_eq!(
        recording["transcript"],
        "The sump pump in the basement does not turn on."
    );
    assert_eq!(recording["transcriptionMessage"], Value::Null);
    assert_eq!(recording["durationMs"], Value::Null);

    // The audio went to the service as the file, with the model.
    let sent = &server.received_requests().await.unwrap()[0];
    assert_eq!(
        sent.headers["authorization"],
        "Bearer sk-transcription-test"
    );
    let body = String::from_utf8_lossy(&sent.body);
    assert!(
        body.contains("name=\"model\"\r\n\r\nwhisper-test"),
        "{body}"
    );
    assert!(body.contains("filename=\"recording.webm\""), "{body}");
}

#[tokio::test]
async fn a_failing_service_keeps_the_recording_and_says_so() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("overloaded"))
        .mount(&server)
        .await;
    let app = spawn_app()
        .transcription(&format!("{}/v1", server.uri()))
        .start()
        .await;
    app.signed_up("agent@example.com").await;
    let showing = app
        .showing(&json!({"repairsNeeded": "Cracked tile by the door"}))
        .await["id"]
        .as_i64()
        .unwrap();

    let res = upload(
        &app,
        &app.api,
        showing,
        recording_form(webm(), "audio/webm", "repairs", "1500"),
    )
    .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let recording: Value = res.json().await.unwrap();
    assert_eq!(recording["transcriptionStatus"], "failed");
    assert_eq!(recording["transcript"], Value::Null);
    assert_eq!(
        recording["transcriptionMessage"],
        "The transcription service did not answer — the recording is kept with the showing"
    );
    let audio = app
        .get(&app.api, recording["audioUrl"].as_str().unwrap())
        .await;
    assert_eq!(audio.status(), StatusCode::OK);
}

#[tokio::test]
async fn what_is_not_audio_is_refused_by_its_content() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;

    // A declared audio type does not make a text file audio.
    for (bytes, declared) in [
        (b"just some words, not sound".to_vec(), "audio/webm"),
        (b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec(), "audio/ogg"),
        (vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], "audio/mpeg"),
    ] {
        let res = upload(
            &app,
            &app.api,
            showing,
            recording_form(bytes, declared, "repairs", "1000"),
        )
        .await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        let body = error_body(res).await;
        assert_eq!(body["code"], "invalid_audio");
        assert_eq!(
            body["fields"]["audio"],
            "The recording must be WebM, Ogg, MP4/M4A, WAV or MP3 audio"
        );
    }
    // Table of the other bad forms.
    let cases: Vec<(Form, &str, &str)> = vec![
        (
            recording_form(webm(), "audio/webm", "kitchen", "1000"),
            "field",
            "Say which box the recording is for: repairs or updates",
        ),
        (
            Form::new().text("field", "repairs"),
            "audio",
            "Attach the recording as the audio file field",
        ),
        (
            recording_form(vec![], "audio/webm", "repairs", "1000"),
            "audio",
            "The recording is empty",
        ),
        (
            recording_form(webm(), "audio/webm", "repairs", "1800001"),
            "audio",
            "A recording can be at most 30 minutes long",
        ),
        (
            recording_form(webm(), "audio/webm", "repairs", "soon"),
            "durationMs",
            "The duration must be a number of milliseconds",
        ),
    ];
    for (form, field, message) in cases {
        let res = upload(&app, &app.api, showing, form).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}");
        let body = error_body(res).await;
        assert_eq!(body["fields"][field], message, "{body}");
    }
    // Not multipart at all.
    let res = app
        .api
        .post(app.url(&format!("/api/showings/{showing}/recordings")))
        .json(&json!({"audio": "base64?"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    // Nothing was kept of any of it.
    let listed: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/recordings"))
        .await
        .json()
        .await
        .unwrap();
    assert!(listed.is_empty());
}

#[tokio::test]
async fn a_recording_over_25_mb_is_refused() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let mut big = webm();
    big.resize(25 * 1024 * 1024 + 1, 0);
    let res = upload(
        &app,
        &app.api,
        showing,
        recording_form(big, "audio/webm", "repairs", "1000"),
    )
    .await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body = error_body(res).await;
    assert_eq!(
        body["fields"]["audio"],
        "The recording must be at most 25 MB"
    );
}

#[tokio::test]
async fn another_agent_gets_404_for_everything() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let recording = uploaded(&app, showing, "repairs", "900").await;

    let other = browser();
    let res = app
        .register_with(&other, &registration("other@example.com"))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let res = upload(
        &app,
        &other,
        showing,
        recording_form(webm(), "audio/webm", "repairs", "900"),
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        app.get(&other, &format!("/api/showings/{showing}/recordings"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(&other, recording["audioUrl"].as_str().unwrap())
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    // A recording under another showing of the owner is not found either.
    let second = showing_for_recording(&app).await;
    let elsewhere = format!(
        "/api/showings/{second}/recordings/{}/audio",
        recording["id"]
    );
    assert_eq!(
        app.get(&app.api, &elsewhere).await.status(),
        StatusCode::NOT_FOUND
    );
    // Signed out: 401.
    assert_eq!(
        app.get(&browser(), &format!("/api/showings/{showing}/recordings"))
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_repeated_upload_with_its_key_stores_one_recording() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let send = || async {
        app.api
            .post(app.url(&format!("/api/showings/{showing}/recordings")))
            .header("Idempotency-Key", "rec-6f1d2c")
            .multipart(recording_form(webm(), "audio/webm", "repairs", "2000"))
            .send()
            .await
            .unwrap()
    };
    let first = send().await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = send().await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["id"], first["id"]);
    let listed: Vec<Value> = app
        .get(&app.api, &format!("/api/showings/{showing}/recordings"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed.len(), 1);
}

/// The audio files under the data folder's `recordings/`.
fn stored_recordings(app: &TestApp) -> Vec<std::path::PathBuf> {
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
    walk(&app.data_dir.join("files").join("recordings"), &mut out);
    out
}

#[tokio::test]
async fn deleting_the_showing_deletes_its_recordings_files() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let kept = showing_for_recording(&app).await;
    for id in [showing, showing, kept] {
        let res = upload(
            &app,
            &app.api,
            id,
            recording_form(webm(), "audio/webm", "repairs", "700"),
        )
        .await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    assert_eq!(stored_recordings(&app).len(), 3);

    let res = app.delete_showing_with(&app.api, showing).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    let left = stored_recordings(&app);
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].display().to_string().contains(&format!("/{kept}/")));
    assert_eq!(
        app.get(&app.api, &format!("/api/showings/{showing}/recordings"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

/// `POST …/recordings/{id}/transcription` as `client`.
async fn transcribe_again(
    app: &TestApp,
    client: &reqwest::Client,
    showing: i64,
    recording: &Value,
) -> reqwest::Response {
    client
        .post(app.url(&format!(
            "/api/showings/{showing}/recordings/{}/transcription",
            recording["id"]
        )))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_recording_the_service_failed_is_transcribed_again_from_the_kept_audio() {
    let server = MockServer::start().await;
    // The service fails the upload's attempt, then answers.
    Mock::given(method("POST"))
        .and(path("/v1/audio/transcriptions"))
        .respond_with(ResponseTemplate::new(503).set_body_string("overloaded"))
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/audio/transcriptions"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"text": "The sump pump is rusted."})),
        )
        .expect(1)
        .mount(&server)
        .await;
    let app = spawn_app()
        .transcription(&format!("{}/v1", server.uri()))
        .start()
        .await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let failed = uploaded(&app, showing, "repairs", "2100").await;
    assert_eq!(failed["transcriptionStatus"], "failed");

    // Another agent cannot, and the service is not asked for them.
    let other = browser();
    app.register_with(&other, &registration("other@example.com"))
        .await;
    let res = transcribe_again(&app, &other, showing, &failed).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_body(res).await["message"], "Recording not found");

    let res = transcribe_again(&app, &app.api, showing, &failed).await;
    assert_eq!(res.status(), StatusCode::OK);
    let again: Value = res.json().await.unwrap();
    assert_eq!(again["id"], failed["id"]);
    assert_eq!(again["field"], "repairs");
    assert_eq!(again["transcriptionStatus"], "transcribed");
    assert_eq!(again["transcript"], "The sump pump is rusted.");
    assert_eq!(again["transcriptionMessage"], Value::Null);
    // The new transcript is the stored one; asking again changes nothing and asks no one (the
    // service's expectations above fail the test on a third call).
    let listed: Value = app
        .get(&app.api, &format!("/api/showings/{showing}/recordings"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed[0], again);
    let same: Value = transcribe_again(&app, &app.api, showing, &failed)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(same, again);
}

#[tokio::test]
async fn without_a_service_transcribing_again_keeps_saying_so_and_an_unknown_recording_is_404() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let showing = showing_for_recording(&app).await;
    let kept = uploaded(&app, showing, "updates", "900").await;
    let res = transcribe_again(&app, &app.api, showing, &kept).await;
    assert_eq!(res.status(), StatusCode::OK);
    let again: Value = res.json().await.unwrap();
    assert_eq!(again["transcriptionStatus"], "notConfigured");
    assert_eq!(
        again["transcriptionMessage"],
        "Transcription is not set up — the recording is kept with the showing"
    );
    let res = transcribe_again(&app, &app.api, showing, &json!({"id": 999_999})).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = transcribe_again(&app, &browser(), showing, &kept).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}
