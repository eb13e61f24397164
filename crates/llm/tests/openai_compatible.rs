//! The writer against a local server that answers like the OpenAI chat-completions API.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use secrecy::SecretString;
use serde_json::{Value, json};
use showscribe_application::ports::{
    DraftRequest, NarrativeRequest, PropertyFacts, ReportWriter, WriterError,
};
use showscribe_domain::Cents;
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_domain::report::{CostRange, FindingKind, Generator, Priority};
use showscribe_llm::{LlmSettings, OpenAiCompatibleWriter};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const API_KEY: &str = "sk-test-0123456789";

const CATALOG: &str = "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,HomeAdvisor,2024
window_replace,Windows,upgrade,each,300,650,1000,Angi,2025
gfci_outlet,Electrical,repair,each,130,210,290,Angi,2025
";

fn catalog() -> Arc<CostCatalog> {
    Arc::new(CostCatalog::parse_csv(CATALOG).unwrap())
}

fn settings(server: &MockServer) -> LlmSettings {
    let _ = rustls::crypto::ring::default_provider().install_default();
    LlmSettings {
        base_url: format!("{}/v1", server.uri()),
        model: "gpt-4o-mini".into(),
        api_key: Some(SecretString::from(API_KEY)),
        timeout_secs: 5,
        max_retries: 1,
    }
}

fn writer(settings: LlmSettings) -> OpenAiCompatibleWriter {
    OpenAiCompatibleWriter::new(settings, catalog()).unwrap()
}

fn request() -> DraftRequest {
    DraftRequest {
        repairs_notes: "um the water heater is leaking at the base. no GFCI by the kitchen sink"
            .into(),
        updates_notes: "they want 3 new windows in the back bedroom".into(),
        property: PropertyFacts {
            address: Some("12 Elm St, Austin, TX 78701".into()),
            description: None,
            list_price: Some(Cents(45_000_000)),
            region: Region {
                state: Some("TX".into()),
                factor: 0.97,
            },
        },
    }
}

/// A chat completion whose message content is `content`.
fn completion(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-123",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "gpt-4o-mini",
        "choices": [{
            "index": 0,
            "message": { "role": "assistant", "content": content, "refusal": null },
            "logprobs": null,
            "finish_reason": "stop"
        }],
        "usage": { "prompt_tokens": 900, "completion_tokens": 200, "total_tokens": 1100 }
    }))
}

fn good_answer() -> String {
    json!({
        "summary": "The home shows a leaking water heater and a missing GFCI outlet; the buyer wants new windows.",
        "findings": [
            {
                "description": "Replace the leaking water heater",
                "kind": "repair", "category": "Plumbing", "priority": "soon",
                "catalogKey": "water_heater_replace", "quantity": 1,
                "lowCost": 900, "typicalCost": 1350, "highCost": 1800
            },
            {
                "description": "Install a GFCI outlet by the kitchen sink",
                "kind": "repair", "category": "Electrical", "priority": "safety",
                "catalogKey": "gfci_outlet", "quantity": null,
                "lowCost": 125.5, "typicalCost": 200, "highCost": 275
            },
            {
                "description": "Replace three windows in the back bedroom",
                "kind": "upgrade", "category": "Windows", "priority": "cosmetic",
                "catalogKey": "window_replace", "quantity": 3,
                "lowCost": 1000, "typicalCost": 1950, "highCost": 3000
            }
        ]
    })
    .to_string()
}

fn server_error() -> ResponseTemplate {
    ResponseTemplate::new(500).set_body_json(json!({
        "error": { "message": "The server had an error while processing your request.",
                   "type": "server_error", "param": null, "code": null }
    }))
}

async fn body_of_only_request(server: &MockServer) -> Value {
    let requests = server.received_requests().await.unwrap();
    assert_eq!(requests.len(), 1);
    requests[0].body_json().unwrap()
}

#[tokio::test]
async fn a_good_answer_becomes_a_draft() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header(
            "authorization",
            format!("Bearer {API_KEY}").as_str(),
        ))
        .respond_with(completion(&good_answer()))
        .expect(1)
        .mount(&server)
        .await;
    let writer = writer(settings(&server));
    assert_eq!(writer.generator(), Generator::Llm);

    let draft = writer.draft(&request()).await.unwrap();

    // What was asked.
    let body = body_of_only_request(&server).await;
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["temperature"], 0.2);
    let format = &body["response_format"];
    assert_eq!(format["type"], "json_schema");
    assert_eq!(format["json_schema"]["name"], "showing_report");
    assert_eq!(format["json_schema"]["strict"], true);
    let finding = &format["json_schema"]["schema"]["properties"]["findings"]["items"];
    assert_eq!(
        finding["properties"]["kind"]["enum"],
        json!(["repair", "upgrade"])
    );
    assert_eq!(
        finding["properties"]["priority"]["enum"],
        json!(["safety", "soon", "cosmetic"])
    );
    let messages = body["messages"].as_array().unwrap();
    assert_eq!(messages[0]["role"], "system");
    assert_eq!(messages[1]["role"], "user");
    let all: String = messages
        .iter()
        .map(|m| m["content"].as_str().unwrap())
        .collect();
    for expected in [
        "water heater is leaking at the base",
        "they want 3 new windows",
        "12 Elm St, Austin, TX 78701",
        "$450,000",
        "water_heater_replace: Water heater replace; Plumbing, repair, each",
        "window_replace: Window replace; Windows, upgrade, each",
        "gfci_outlet",
    ] {
        assert!(all.contains(expected), "{expected:?} is not in {all}");
    }
    assert!(!all.contains("Description:"), "no description was given");

    // What came back.
    assert!(
        draft
            .summary
            .starts_with("The home shows a leaking water heater")
    );
    let [heater, gfci, windows] = draft.findings.as_slice() else {
        panic!("{:#?}", draft.findings)
    };
    assert_eq!(heater.description, "Replace the leaking water heater");
    assert_eq!(heater.kind, FindingKind::Repair);
    assert_eq!(heater.priority, Priority::Soon);
    assert_eq!(heater.catalog_key.as_deref(), Some("water_heater_replace"));
    assert_eq!(
        heater.proposed_cost,
        Some(CostRange::new(
            Cents(90_000),
            Cents(135_000),
            Cents(180_000)
        ))
    );
    assert_eq!(gfci.priority, Priority::Safety);
    assert_eq!(gfci.category, "Electrical");
    assert_eq!(gfci.catalog_key.as_deref(), Some("gfci_outlet"));
    assert_eq!(gfci.quantity, None);
    assert_eq!(
        gfci.proposed_cost,
        Some(CostRange::new(Cents(12_550), Cents(20_000), Cents(27_500)))
    );
    assert_eq!(windows.kind, FindingKind::Upgrade);
    assert_eq!(windows.priority, Priority::Cosmetic);
    assert_eq!(windows.catalog_key.as_deref(), Some("window_replace"));
    assert_eq!(windows.quantity, Some(3.0));
    assert_eq!(
        windows.proposed_cost,
        Some(CostRange::new(
            Cents(100_000),
            Cents(195_000),
            Cents(300_000)
        ))
    );
}

#[tokio::test]
async fn a_local_server_needs_no_api_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(completion(&good_answer()))
        .expect(1)
        .mount(&server)
        .await;
    let mut settings = settings(&server);
    settings.base_url.push('/');
    settings.api_key = None;

    assert!(writer(settings).draft(&request()).await.is_ok());

    let requests = server.received_requests().await.unwrap();
    assert!(requests[0].headers.get("authorization").is_none());
}

#[tokio::test]
async fn an_unknown_catalog_key_is_dropped_but_the_finding_kept() {
    let server = MockServer::start().await;
    let answer = json!({
        "summary": "One item.",
        "findings": [{
            "description": "Re-set the wobbly mailbox post",
            "kind": "repair", "category": "Exterior", "priority": "cosmetic",
            "catalogKey": "mailbox_repair", "quantity": null,
            "lowCost": 50, "typicalCost": 120, "highCost": 200
        }]
    });
    Mock::given(method("POST"))
        .respond_with(completion(&answer.to_string()))
        .mount(&server)
        .await;

    let draft = writer(settings(&server)).draft(&request()).await.unwrap();

    let [mailbox] = draft.findings.as_slice() else {
        panic!("{:#?}", draft.findings)
    };
    assert_eq!(mailbox.catalog_key, None);
    assert_eq!(mailbox.category, "Exterior");
    assert_eq!(mailbox.description, "Re-set the wobbly mailbox post");
    assert_eq!(
        mailbox.proposed_cost,
        Some(CostRange::new(Cents(5_000), Cents(12_000), Cents(20_000)))
    );
}

#[tokio::test]
async fn content_that_is_not_json_is_unusable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion(
            "Sure! The water heater needs replacing, about $1,300.",
        ))
        .expect(1)
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    assert!(
        matches!(&result, Err(WriterError::Unusable(reason)) if reason.contains("not JSON")),
        "{result:?}"
    );
}

#[tokio::test]
async fn json_of_the_wrong_shape_is_unusable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion(
            r#"{"report": {"items": ["water heater"]}, "findings": "see above"}"#,
        ))
        .expect(1)
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    assert!(
        matches!(&result, Err(WriterError::Unusable(reason)) if reason.contains("not a report")),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_refusal_is_unusable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "choices": [{
                "index": 0,
                "message": { "role": "assistant", "content": null,
                             "refusal": "I'm sorry, I can't help with that." },
                "finish_reason": "stop"
            }]
        })))
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    assert!(
        matches!(&result, Err(WriterError::Unusable(reason)) if reason.contains("refused")),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_server_error_is_retried_once() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(server_error())
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(completion(&good_answer()))
        .expect(1)
        .mount(&server)
        .await;

    let draft = writer(settings(&server)).draft(&request()).await.unwrap();

    assert_eq!(draft.findings.len(), 3);
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn two_server_errors_make_it_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(server_error())
        .expect(2)
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    let Err(e @ WriterError::Unavailable(_)) = &result else {
        panic!("{result:?}")
    };
    let shown = e.to_string();
    assert!(shown.contains("500"), "{shown}");
    assert!(shown.contains("error while processing"), "{shown}");
    assert!(shown.contains("2 attempts"), "{shown}");
}

#[tokio::test]
async fn too_many_requests_is_retried() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(429).set_body_json(json!({
            "error": { "message": "Rate limit reached", "type": "requests" }
        })))
        .expect(2)
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    assert!(
        matches!(&result, Err(e @ WriterError::Unavailable(_)) if e.to_string().contains("429")),
        "{result:?}"
    );
}

#[tokio::test]
async fn an_answer_slower_than_the_timeout_makes_it_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion(&good_answer()).set_delay(Duration::from_secs(5)))
        .mount(&server)
        .await;
    let mut settings = settings(&server);
    settings.timeout_secs = 1;
    let started = Instant::now();

    let result = writer(settings).draft(&request()).await;

    assert!(
        matches!(&result, Err(e @ WriterError::Unavailable(_))
            if e.to_string().contains("did not answer within 1 s")),
        "{result:?}"
    );
    // Two attempts of one second and a short pause, not the server's five seconds.
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn an_unreachable_server_makes_it_unavailable() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    // A port nobody listens on any more.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut settings = LlmSettings::new(format!("http://127.0.0.1:{port}/v1"), "llama3.1");
    settings.max_retries = 0;

    let result = writer(settings).draft(&request()).await;

    assert!(
        matches!(&result, Err(e @ WriterError::Unavailable(_))
            if e.to_string().contains("could not connect to the LLM API at 127.0.0.1")),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_rejected_key_is_not_retried_and_the_status_is_reported() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({
            "error": {
                "message": format!("Incorrect API key provided: {API_KEY}."),
                "type": "invalid_request_error", "param": null, "code": "invalid_api_key"
            }
        })))
        .expect(1)
        .mount(&server)
        .await;

    let result = writer(settings(&server)).draft(&request()).await;

    let Err(e @ WriterError::Unavailable(_)) = &result else {
        panic!("{result:?}")
    };
    let shown = e.to_string();
    assert!(shown.contains("401 Unauthorized"), "{shown}");
    assert!(shown.contains("Incorrect API key provided"), "{shown}");
    assert!(!shown.contains(API_KEY), "the key leaked: {shown}");
}

const COMPUTED: &str = "This analysis uses 3 comparable homes (all sold). Applied to the \
home's 1,500 sq ft, that indicates a market value of $450,000 to $510,000, with a point value \
of $480,000.";

fn narrative_request() -> NarrativeRequest {
    NarrativeRequest {
        computed: COMPUTED.into(),
        address: Some("12 Elm St, Austin, TX 78701".into()),
    }
}

#[tokio::test]
async fn a_narrative_answer_is_the_rewording() {
    let server = MockServer::start().await;
    let rewording = "Three recently sold homes point to a value near $480,000.";
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header(
            "authorization",
            format!("Bearer {API_KEY}").as_str(),
        ))
        .respond_with(completion(
            &json!({ "narrative": format!("  {rewording}\n") }).to_string(),
        ))
        .expect(1)
        .mount(&server)
        .await;

    let answer = writer(settings(&server))
        .reword_narrative(&narrative_request())
        .await
        .unwrap();

    // The words as the model wrote them, tidied; the use case checks the figures.
    assert_eq!(answer.as_deref(), Some(rewording));
    let body = body_of_only_request(&server).await;
    assert_eq!(body["model"], "gpt-4o-mini");
    let user = body["messages"][1]["content"].as_str().unwrap();
    assert!(user.contains(COMPUTED), "{user}");
    assert!(user.contains("12 Elm St"), "{user}");
    assert_eq!(
        body["response_format"]["json_schema"]["name"],
        "market_analysis_narrative"
    );
}

#[tokio::test]
async fn a_narrative_answer_that_is_not_one_is_unusable() {
    for content in [
        "Sure! Here it is: a nice home.",
        r#"{"summary": "a nice home"}"#,
        r#"{"narrative": "  "}"#,
    ] {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(completion(content))
            .expect(1)
            .mount(&server)
            .await;

        let result = writer(settings(&server))
            .reword_narrative(&narrative_request())
            .await;

        assert!(
            matches!(&result, Err(WriterError::Unusable(_))),
            "{content}: {result:?}"
        );
    }
}

#[tokio::test]
async fn a_narrative_call_is_retried_then_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(server_error())
        .expect(2)
        .mount(&server)
        .await;

    let result = writer(settings(&server))
        .reword_narrative(&narrative_request())
        .await;

    let Err(e @ WriterError::Unavailable(_)) = &result else {
        panic!("{result:?}")
    };
    assert!(e.to_string().contains("2 attempts"), "{e}");
}
