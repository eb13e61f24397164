use std::sync::Arc;
use std::time::Duration;

use anyhow::anyhow;
use async_trait::async_trait;
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret, SecretString};
use serde_json::Value;
use showscribe_application::ports::{DraftRequest, NarrativeRequest, ReportWriter, WriterError};
use showscribe_domain::catalog::CostCatalog;
use showscribe_domain::report::{Generator, ReportDraft};
use thiserror::Error;

use crate::answer::{self, cap};
use crate::prompt;
use crate::settings::LlmSettings;

/// Wait before the first retry; doubled for each further one.
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
const MAX_BACKOFF: Duration = Duration::from_secs(4);
/// How much of an API's error message is kept (it may end up in the report's generator note).
const MAX_API_MESSAGE_CHARS: usize = 200;

/// Why the writer could not be built from its settings.
#[derive(Debug, Error)]
pub enum LlmConfigError {
    #[error("llm.base_url {0:?} is not an http(s) URL")]
    InvalidBaseUrl(String),
    #[error("llm.model is empty")]
    MissingModel,
    #[error("llm.timeout_secs must be at least 1")]
    ZeroTimeout,
    #[error("the HTTP client could not be built")]
    Client(#[source] reqwest::Error),
}

/// A report writer backed by any OpenAI-compatible chat-completions API: OpenAI, Ollama, vLLM,
/// llama.cpp server. One call per draft, answered as JSON in a fixed schema; the costs it
/// proposes are grounded against the catalog by the use case.
pub struct OpenAiCompatibleWriter {
    http: reqwest::Client,
    endpoint: Url,
    model: String,
    api_key: Option<SecretString>,
    timeout: Duration,
    max_retries: u32,
    catalog: Arc<CostCatalog>,
    /// The instructions and the catalog, built once.
    system: String,
}

impl std::fmt::Debug for OpenAiCompatibleWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiCompatibleWriter")
            .field("endpoint", &self.endpoint.as_str())
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "[REDACTED]"))
            .field("timeout", &self.timeout)
            .field("max_retries", &self.max_retries)
            .field("catalog_items", &self.catalog.len())
            .finish()
    }
}

/// How one attempt went wrong, and whether another may go better.
enum Failure {
    /// Timeouts, connection errors, 429 and 5xx: worth retrying.
    Transient(anyhow::Error),
    /// Another 4xx: the same request would be refused again.
    Refused(anyhow::Error),
    /// The API answered, but with nothing usable.
    Unusable(String),
}

impl OpenAiCompatibleWriter {
    pub fn new(settings: LlmSettings, catalog: Arc<CostCatalog>) -> Result<Self, LlmConfigError> {
        let endpoint = endpoint(&settings.base_url)?;
        let model = settings.model.trim().to_owned();
        if model.is_empty() {
            return Err(LlmConfigError::MissingModel);
        }
        if settings.timeout_secs == 0 {
            return Err(LlmConfigError::ZeroTimeout);
        }
        let timeout = Duration::from_secs(settings.timeout_secs);
        // The TLS client takes the process-wide crypto provider; the application installs ring
        // at start-up, and this covers callers that did not (it is a no-op once one is set).
        let _ = rustls::crypto::ring::default_provider().install_default();
        let http = reqwest::Client::builder()
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .timeout(timeout)
            .user_agent(concat!("showscribe/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(LlmConfigError::Client)?;
        let api_key = settings
            .api_key
            .filter(|k| !k.expose_secret().trim().is_empty());
        let system = prompt::system_message(&catalog);
        Ok(Self {
            http,
            endpoint,
            model,
            api_key,
            timeout,
            max_retries: settings.max_retries,
            catalog,
            system,
        })
    }

    /// One request, bounded by the timeout from connecting to the last byte of the answer:
    /// the model's message content.
    async fn attempt(&self, body: &Value) -> Result<String, Failure> {
        let mut request = self.http.post(self.endpoint.clone()).json(body);
        if let Some(key) = &self.api_key {
            request = request.bearer_auth(key.expose_secret());
        }
        let exchange = async {
            let response = request.send().await?;
            let status = response.status();
            let bytes = response.bytes().await?;
            Ok::<_, reqwest::Error>((status, bytes))
        };
        let (status, bytes) = match tokio::time::timeout(self.timeout, exchange).await {
            Err(_) => return Err(Failure::Transient(self.timed_out())),
            Ok(Err(e)) if e.is_timeout() => return Err(Failure::Transient(self.timed_out())),
            Ok(Err(e)) => {
                let host = self.endpoint.host_str().unwrap_or("the LLM API");
                let what = if e.is_connect() {
                    format!("could not connect to the LLM API at {host}")
                } else {
                    format!("the connection to the LLM API at {host} failed")
                };
                return Err(Failure::Transient(anyhow::Error::new(e).context(what)));
            }
            Ok(Ok(answer)) => answer,
        };
        if !status.is_success() {
            let error = anyhow!(
                "the LLM API answered {status}{}",
                self.api_message(&bytes)
                    .map(|m| format!(": {m}"))
                    .unwrap_or_default()
            );
            return Err(
                if status == StatusCode::TOO_MANY_REQUESTS || status.is_server_error() {
                    Failure::Transient(error)
                } else {
                    Failure::Refused(error)
                },
            );
        }
        answer::content(&bytes).map_err(|e| Failure::Unusable(e.0))
    }

    /// Sends `body`, retrying what may go better a second time, and reads the answer with
    /// `read`.
    async fn call<T>(
        &self,
        body: &Value,
        read: impl Fn(&str) -> Result<T, answer::Unusable>,
    ) -> Result<T, WriterError> {
        let mut retry = 0;
        loop {
            let outcome = self
                .attempt(body)
                .await
                .and_then(|content| read(&content).map_err(|e| Failure::Unusable(e.0)));
            match outcome {
                Ok(answer) => return Ok(answer),
                Err(Failure::Transient(e)) if retry < self.max_retries => {
                    let wait = backoff(retry);
                    retry += 1;
                    tracing::warn!(error = %e, retry, ?wait, "LLM call failed; retrying");
                    tokio::time::sleep(wait).await;
                }
                Err(Failure::Transient(e)) if retry == 0 => {
                    return Err(WriterError::Unavailable(e));
                }
                Err(Failure::Transient(e)) => {
                    // The display keeps the cause: it is what the report's note will say.
                    let summary = format!("{e} ({} attempts)", retry + 1);
                    return Err(WriterError::Unavailable(e.context(summary)));
                }
                Err(Failure::Refused(e)) => return Err(WriterError::Unavailable(e)),
                Err(Failure::Unusable(reason)) => return Err(WriterError::Unusable(reason)),
            }
        }
    }

    fn timed_out(&self) -> anyhow::Error {
        anyhow!(
            "the LLM API did not answer within {} s",
            self.timeout.as_secs()
        )
    }

    /// The message of an OpenAI-style error body (`{"error": {"message": …}}` or
    /// `{"error": "…"}`), shortened and with the API key scrubbed should a server echo it.
    fn api_message(&self, body: &[u8]) -> Option<String> {
        let value: Value = serde_json::from_slice(body).ok()?;
        let error = value.get("error")?;
        let message = error
            .get("message")
            .and_then(Value::as_str)
            .or_else(|| error.as_str())?;
        let mut message = message.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(key) = &self.api_key {
            message = message.replace(key.expose_secret().trim(), "[REDACTED]");
        }
        Some(cap(&message, MAX_API_MESSAGE_CHARS)).filter(|m| !m.is_empty())
    }
}

/// `{base_url}/chat/completions`, whether or not the base URL ends in a slash.
fn endpoint(base_url: &str) -> Result<Url, LlmConfigError> {
    let invalid = || LlmConfigError::InvalidBaseUrl(base_url.to_owned());
    let trimmed = base_url.trim().trim_end_matches('/');
    let base = Url::parse(trimmed).map_err(|_| invalid())?;
    if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
        return Err(invalid());
    }
    Url::parse(&format!("{trimmed}/chat/completions")).map_err(|_| invalid())
}

fn backoff(retry: u32) -> Duration {
    FIRST_BACKOFF
        .saturating_mul(2u32.saturating_pow(retry))
        .min(MAX_BACKOFF)
}

#[async_trait]
impl ReportWriter for OpenAiCompatibleWriter {
    fn generator(&self) -> Generator {
        Generator::Llm
    }

    #[tracing::instrument(name = "llm_draft", skip_all, fields(model = %self.model))]
    async fn draft(&self, request: &DraftRequest) -> Result<ReportDraft, WriterError> {
        let body = prompt::request_body(&self.model, &self.system, request);
        let draft = self
            .call(&body, |content| answer::draft(content, &self.catalog))
            .await?;
        tracing::info!(findings = draft.findings.len(), "LLM drafted the report");
        Ok(draft)
    }

    #[tracing::instrument(name = "llm_narrative", skip_all, fields(model = %self.model))]
    async fn reword_narrative(
        &self,
        request: &NarrativeRequest,
    ) -> Result<Option<String>, WriterError> {
        let body = prompt::narrative_body(&self.model, request);
        self.call(&body, answer::narrative).await.map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endpoint_is_under_the_base_url() {
        for base in [
            "https://api.openai.com/v1",
            "https://api.openai.com/v1/",
            " https://api.openai.com/v1 ",
        ] {
            assert_eq!(
                endpoint(base).unwrap().as_str(),
                "https://api.openai.com/v1/chat/completions"
            );
        }
        assert_eq!(
            endpoint("http://127.0.0.1:11434/v1").unwrap().as_str(),
            "http://127.0.0.1:11434/v1/chat/completions"
        );
        for bad in ["", "api.openai.com/v1", "ftp://host/v1", "http://"] {
            assert!(endpoint(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn backs_off_briefly() {
        assert_eq!(backoff(0), Duration::from_millis(500));
        assert_eq!(backoff(1), Duration::from_secs(1));
        assert_eq!(backoff(10), MAX_BACKOFF);
    }

    #[test]
    fn rejects_unusable_settings_and_hides_the_key() {
        let catalog = Arc::new(CostCatalog::default());
        let mut settings = LlmSettings::new("http://127.0.0.1:11434/v1", " ");
        assert!(matches!(
            OpenAiCompatibleWriter::new(settings.clone(), catalog.clone()),
            Err(LlmConfigError::MissingModel)
        ));
        settings.model = "llama3.1".into();
        settings.timeout_secs = 0;
        assert!(matches!(
            OpenAiCompatibleWriter::new(settings.clone(), catalog.clone()),
            Err(LlmConfigError::ZeroTimeout)
        ));
        settings.timeout_secs = 30;
        settings.api_key = Some(SecretString::from("sk-secret-value"));
        let writer = OpenAiCompatibleWriter::new(settings, catalog).unwrap();
        let shown = format!("{writer:?}");
        assert!(!shown.contains("sk-secret-value"), "{shown}");
        assert_eq!(writer.generator(), Generator::Llm);
    }
}
