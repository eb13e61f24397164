//! The transcriber against a local HTTP server that answers like an OpenAI-compatible
//! `/v1/audio/transcriptions` endpoint: a good answer, a server error, no answer in time, and a
//! body that is not a transcript.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use showscribe_application::ports::{Transcriber, TranscriptionError};
use showscribe_domain::recording::AudioClip;
use showscribe_transcription::{OpenAiCompatibleTranscriber, TranscriptionSettings};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const OGG: &[u8] = b"OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00 some opus pages";
const KEY: &str = "sk-transcription-secret";

fn transcriber(server: &MockServer, timeout_secs: u64) -> OpenAiCompatibleTranscriber {
    let mut settings =
        TranscriptionSettings::new(format!("{}/v1", server.uri()), "whisper-test".to_owned());
    settings.api_key = Some(KEY.to_owned().into());
    settings.timeout_secs = timeout_secs;
    OpenAiCompatibleTranscriber::new(settings).unwrap()
}

fn clip() -> AudioClip {
    AudioClip::parse(OGG.to_vec(), 2_000).unwrap()
}

/// One part of a multipart body: its name, file name, content type and bytes.
type FormPart = (String, Option<String>, Option<String>, Vec<u8>);

/// The parts of a multipart body.
fn parts(request: &Request) -> Vec<FormPart> {
    let content_type = request
        .headers
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .unwrap()
        .trim_matches('"')
        .to_owned();
    let delimiter = format!("--{boundary}");
    let body = &request.body;
    let mut found = Vec::new();
    let positions: Vec<usize> = body
        .windows(delimiter.len())
        .enumerate()
        .filter(|(_, w)| *w == delimiter.as_bytes())
        .map(|(i, _)| i)
        .collect();
    for pair in positions.windows(2) {
        let part = &body[pair[0] + delimiter.len() + 2..pair[1] - 2];
        let split = part.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let content = part[split + 4..].to_vec();
        let field = |key: &str| {
            head.split(&format!("{key}=\""))
                .nth(1)
                .map(|rest| rest.split('"').next().unwrap().to_owned())
        };
        let content_type = head
            .lines()
            .find_map(|l| {
                l.strip_prefix("Content-Type: ")
                    .or(l.strip_prefix("content-type: "))
            })
            .map(str::to_owned);
        found.push((
            field("name").unwrap(),
            field("filename"),
            content_type,
            content,
        ));
    }
    found
}

#[tokio::test]
async fn sends_the_audio_and_the_model_and_reads_the_text() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/audio/transcriptions"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"text": "The deck boards are rotten."})),
        )
        .expect(1)
        .mount(&server)
        .await;

    let text = transcriber(&server, 5).transcribe(&clip()).await.unwrap();
    assert_eq!(text, "The deck boards are rotten.");

    let requests = server.received_requests().await.unwrap();
    let parts = parts(&requests[0]);
    let file = parts.iter().find(|p| p.0 == "file").expect("a file part");
    assert_eq!(file.1.as_deref(), Some("recording.ogg"));
    assert_eq!(file.2.as_deref(), Some("audio/ogg"));
    assert_eq!(file.3, OGG);
    let model = parts.iter().find(|p| p.0 == "model").expect("a model part");
    assert_eq!(model.3, b"whisper-test");
}

#[tokio::test]
async fn a_server_error_is_unavailable_and_the_key_is_not_repeated() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_json(
            serde_json::json!({"error": {"message": format!("model crashed for key {KEY}")}}),
        ))
        .mount(&server)
        .await;

    let err = transcriber(&server, 5)
        .transcribe(&clip())
        .await
        .unwrap_err();
    assert!(matches!(err, TranscriptionError::Unavailable(_)), "{err:?}");
    let shown = format!("{err}");
    assert!(shown.contains("500"), "{shown}");
    assert!(shown.contains("model crashed"), "{shown}");
    assert!(!shown.contains(KEY), "{shown}");
}

#[tokio::test]
async fn a_refusal_says_what_the_api_said() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(401)
                .set_body_json(serde_json::json!({"error": {"message": "Incorrect API key"}})),
        )
        .mount(&server)
        .await;

    let err = transcriber(&server, 5)
        .transcribe(&clip())
        .await
        .unwrap_err();
    match err {
        TranscriptionError::Refused(message) => {
            assert!(message.contains("401"), "{message}");
            assert!(message.contains("Incorrect API key"), "{message}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn no_answer_in_time_is_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"text": "too late"}))
                .set_delay(Duration::from_secs(30)),
        )
        .mount(&server)
        .await;

    let err = transcriber(&server, 1)
        .transcribe(&clip())
        .await
        .unwrap_err();
    assert!(matches!(err, TranscriptionError::Unavailable(_)), "{err:?}");
    assert!(
        format!("{err}").contains("did not answer within 1 s"),
        "{err}"
    );
}

#[tokio::test]
async fn a_garbage_body_is_unusable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_string("<html>It works!</html>"))
        .mount(&server)
        .await;

    let err = transcriber(&server, 5)
        .transcribe(&clip())
        .await
        .unwrap_err();
    assert!(matches!(err, TranscriptionError::Unusable(_)), "{err:?}");
}

#[tokio::test]
async fn nothing_listening_is_unavailable() {
    // A port that was just free: nothing answers there.
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let mut settings =
        TranscriptionSettings::new(format!("http://127.0.0.1:{port}/v1"), "whisper-test");
    settings.timeout_secs = 2;
    let err = OpenAiCompatibleTranscriber::new(settings)
        .unwrap()
        .transcribe(&clip())
        .await
        .unwrap_err();
    assert!(matches!(err, TranscriptionError::Unavailable(_)), "{err:?}");
    assert!(format!("{err}").contains("could not connect"), "{err}");
}
