use std::sync::Arc;
use std::time::Duration;

use anyhow::anyhow;
use async_trait::async_trait;
use reqwest::StatusCode;
use serde_json::Value;
use showscribe_application::ports::{DraftRequest, NarrativeRequest, ReportWriter, WriterError};
use showscribe_domain::catalog::CostCatalog;
use showscribe_domain::report::{Generator, ReportDraft};
use showscribe_openai_compat::{ApiClient, ApiSettings};

use crate::answer::{self, cap};
use crate::prompt;
use crate::settings::LlmSettings;

/// Wait before the first retry; doubled for each further one.
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
const MAX_BACKOFF: Duration = Duration::from_secs(4);
/// How much of an API's error message is kept (it may end up in the report's generator note).
const MAX_API_MESSAGE_CHARS: usize = 200;

/// Why the writer could not be built from its settings (named `llm.…`).
pub use showscribe_openai_compat::ApiConfigError as LlmConfigError;

/// A report writer backed by any OpenAI-compatible chat-completions API: OpenAI, Ollama, vLLM,
/// llama.cpp server. One call per draft, answered as JSON in a fixed schema; the costs it
/// proposes are grounded against the catalog by the use case.
pub struct OpenAiCompatibleWriter {
    api: ApiClient,
    max_retries: u32,
    catalog: Arc<CostCatalog>,
    /// The instructions and the catalog, built once.
    system: String,
}

impl std::fmt::Debug for OpenAiCompatibleWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiCompatibleWriter")
            .field("api", &self.api)
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
        let api = ApiClient::new(ApiSettings {
            section: "llm",
            base_url: &settings.base_url,
            path: "chat/completions",
            model: &settings.model,
            api_key: settings.api_key,
            timeout_secs: settings.timeout_secs,
        })?;
        let system = prompt::system_message(&catalog);
        Ok(Self {
            api,
            max_retries: settings.max_retries,
            catalog,
            system,
        })
    }

    /// One request, bounded by the timeout from connecting to the last byte of the answer:
    /// the model's message content.
    async fn attempt(&self, body: &Value) -> Result<String, Failure> {
        let request = self.api.post().json(body);
        let exchange = async {
            let response = request.send().await?;
            let status = response.status();
            let bytes = response.bytes().await?;
            Ok::<_, reqwest::Error>((status, bytes))
        };
        let (status, bytes) = match tokio::time::timeout(self.api.timeout(), exchange).await {
            Err(_) => return Err(Failure::Transient(self.timed_out())),
            Ok(Err(e)) if e.is_timeout() => return Err(Failure::Transient(self.timed_out())),
            Ok(Err(e)) => {
                let host = self.api.host().unwrap_or("the LLM API");
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
            self.api.timeout().as_secs()
        )
    }

    /// The message of an OpenAI-style error body, shortened (it may end up in the report's
    /// generator note) and with the API key scrubbed should a server echo it.
    fn api_message(&self, body: &[u8]) -> Option<String> {
        let message = self.api.api_message(body, usize::MAX)?;
        Some(cap(&message, MAX_API_MESSAGE_CHARS))
    }
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

    #[tracing::instrument(name = "llm_draft", skip_all, fields(model = %self.api.model()))]
    async fn draft(&self, request: &DraftRequest) -> Result<ReportDraft, WriterError> {
        let body = prompt::request_body(self.api.model(), &self.system, request);
        let draft = self
            .call(&body, |content| answer::draft(content, &self.catalog))
            .await?;
        tracing::info!(findings = draft.findings.len(), "LLM drafted the report");
        Ok(draft)
    }

    #[tracing::instrument(name = "llm_narrative", skip_all, fields(model = %self.api.model()))]
    async fn reword_narrative(
        &self,
        request: &NarrativeRequest,
    ) -> Result<Option<String>, WriterError> {
        let body = prompt::narrative_body(self.api.model(), request);
        self.call(&body, answer::narrative).await.map(Some)
    }
}

#[cfg(test)]
mod tests {
    use secrecy::SecretString;

    use super::*;

    #[test]
    fn the_endpoint_is_the_chat_completions_under_the_base_url() {
        let catalog = Arc::new(CostCatalog::default());
        let writer = OpenAiCompatibleWriter::new(
            LlmSettings::new("https://api.openai.com/v1/", "m"),
            catalog,
        )
        .unwrap();
        assert!(
            format!("{writer:?}").contains("https://api.openai.com/v1/chat/completions"),
            "{writer:?}"
        );
        let bad = OpenAiCompatibleWriter::new(
            LlmSettings::new("api.openai.com/v1", "m"),
            Arc::new(CostCatalog::default()),
        );
        assert!(matches!(bad, Err(LlmConfigError::InvalidBaseUrl { .. })));
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
            Err(LlmConfigError::MissingModel { .. })
        ));
        settings.model = "llama3.1".into();
        settings.timeout_secs = 0;
        assert!(matches!(
            OpenAiCompatibleWriter::new(settings.clone(), catalog.clone()),
            Err(LlmConfigError::ZeroTimeout { .. })
        ));
        settings.timeout_secs = 30;
        settings.api_key = Some(SecretString::from("sk-secret-value"));
        let writer = OpenAiCompatibleWriter::new(settings, catalog).unwrap();
        let shown = format!("{writer:?}");
        assert!(!shown.contains("sk-secret-value"), "{shown}");
        assert_eq!(writer.generator(), Generator::Llm);
    }
}
