use std::time::Duration;

use anyhow::anyhow;
use async_trait::async_trait;
use reqwest::multipart::{Form, Part};
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret, SecretString};
use serde_json::Value;
use showscribe_application::ports::{Transcriber, TranscriptionError};
use showscribe_domain::recording::AudioClip;
use thiserror::Error;

use crate::settings::TranscriptionSettings;

/// How much of an API's error message is kept (it is logged).
const MAX_API_MESSAGE_CHARS: usize = 200;

/// Why the transcriber could not be built from its settings.
#[derive(Debug, Error)]
pub enum TranscriptionConfigError {
    #[error("transcription.base_url {0:?} is not an http(s) URL")]
    InvalidBaseUrl(String),
    #[error("transcription.model is empty")]
    MissingModel,
    #[error("transcription.timeout_secs must be at least 1")]
    ZeroTimeout,
    #[error("the HTTP client could not be built")]
    Client(#[source] reqwest::Error),
}

/// A transcriber backed by any OpenAI-compatible `/audio/transcriptions` API.
pub struct OpenAiCompatibleTranscriber {
    http: reqwest::Client,
    endpoint: Url,
    model: String,
    api_key: Option<SecretString>,
    timeout: Duration,
}

impl std::fmt::Debug for OpenAiCompatibleTranscriber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiCompatibleTranscriber")
            .field("endpoint", &self.endpoint.as_str())
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "[REDACTED]"))
            .field("timeout", &self.timeout)
            .finish()
    }
}

impl OpenAiCompatibleTranscriber {
    pub fn new(settings: TranscriptionSettings) -> Result<Self, TranscriptionConfigError> {
        let endpoint = endpoint(&settings.base_url)?;
        let model = settings.model.trim().to_owned();
        if model.is_empty() {
            return Err(TranscriptionConfigError::MissingModel);
        }
        if settings.timeout_secs == 0 {
            return Err(TranscriptionConfigError::ZeroTimeout);
        }
        let timeout = Duration::from_secs(settings.timeout_secs);
        // The TLS client takes the process-wide crypto provider; the application installs ring
        // at start-up, and this covers callers that did not (a no-op once one is set).
        let _ = rustls::crypto::ring::default_provider().install_default();
        let http = reqwest::Client::builder()
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .timeout(timeout)
            .user_agent(concat!("showscribe/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(TranscriptionConfigError::Client)?;
        let api_key = settings
            .api_key
            .filter(|k| !k.expose_secret().trim().is_empty());
        Ok(Self {
            http,
            endpoint,
            model,
            api_key,
            timeout,
        })
    }

    fn form(&self, audio: &AudioClip) -> Result<Form, TranscriptionError> {
        let format = audio.format();
        let file = Part::bytes(audio.bytes().to_vec())
            .file_name(format!("recording.{}", format.extension()))
            .mime_str(format.content_type())
            .map_err(|e| TranscriptionError::Unavailable(anyhow!(e)))?;
        Ok(Form::new()
            .part("file", file)
            .text("model", self.model.clone())
            .text("response_format", "json"))
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
        let message: String = message.chars().take(MAX_API_MESSAGE_CHARS).collect();
        Some(message).filter(|m| !m.is_empty())
    }

    fn host(&self) -> &str {
        self.endpoint.host_str().unwrap_or("the transcription API")
    }
}

/// `{base_url}/audio/transcriptions`, whether or not the base URL ends in a slash.
fn endpoint(base_url: &str) -> Result<Url, TranscriptionConfigError> {
    let invalid = || TranscriptionConfigError::InvalidBaseUrl(base_url.to_owned());
    let trimmed = base_url.trim().trim_end_matches('/');
    let base = Url::parse(trimmed).map_err(|_| invalid())?;
    if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
        return Err(invalid());
    }
    Url::parse(&format!("{trimmed}/audio/transcriptions")).map_err(|_| invalid())
}

/// The transcript in an answer: `{"text": "…"}`.
fn text_of(body: &[u8]) -> Result<String, TranscriptionError> {
    let value: Value = serde_json::from_slice(body)
        .map_err(|_| TranscriptionError::Unusable("the answer is not JSON".into()))?;
    value
        .get("text")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| TranscriptionError::Unusable("the answer has no \"text\"".into()))
}

#[async_trait]
impl Transcriber for OpenAiCompatibleTranscriber {
    #[tracing::instrument(name = "transcribe", skip_all, fields(model = %self.model, bytes = audio.len()))]
    async fn transcribe(&self, audio: &AudioClip) -> Result<String, TranscriptionError> {
        let mut request = self
            .http
            .post(self.endpoint.clone())
            .multipart(self.form(audio)?);
        if let Some(key) = &self.api_key {
            request = request.bearer_auth(key.expose_secret());
        }
        let exchange = async {
            let response = request.send().await?;
            let status = response.status();
            let bytes = response.bytes().await?;
            Ok::<_, reqwest::Error>((status, bytes))
        };
        let timed_out = || {
            TranscriptionError::Unavailable(anyhow!(
                "the transcription API at {} did not answer within {} s",
                self.host(),
                self.timeout.as_secs()
            ))
        };
        let (status, bytes) = match tokio::time::timeout(self.timeout, exchange).await {
            Err(_) => return Err(timed_out()),
            Ok(Err(e)) if e.is_timeout() => return Err(timed_out()),
            Ok(Err(e)) => {
                let what = if e.is_connect() {
                    format!(
                        "could not connect to the transcription API at {}",
                        self.host()
                    )
                } else {
                    format!(
                        "the connection to the transcription API at {} failed",
                        self.host()
                    )
                };
                return Err(TranscriptionError::Unavailable(
                    anyhow::Error::new(e).context(what),
                ));
            }
            Ok(Ok(answer)) => answer,
        };
        if !status.is_success() {
            let said = self
                .api_message(&bytes)
                .map(|m| format!(": {m}"))
                .unwrap_or_default();
            return Err(
                if status == StatusCode::TOO_MANY_REQUESTS || status.is_server_error() {
                    TranscriptionError::Unavailable(anyhow!(
                        "the transcription API answered {status}{said}"
                    ))
                } else {
                    TranscriptionError::Refused(format!("the API answered {status}{said}"))
                },
            );
        }
        let text = text_of(&bytes)?;
        tracing::info!(chars = text.chars().count(), "recording transcribed");
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
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
                "https://api.openai.com/v1/audio/transcriptions"
            );
        }
        for bad in ["", "api.openai.com/v1", "ftp://host/v1", "http://"] {
            assert!(endpoint(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn rejects_unusable_settings_and_hides_the_key() {
        let mut settings = TranscriptionSettings::new("http://127.0.0.1:8000/v1", " ");
        assert!(matches!(
            OpenAiCompatibleTranscriber::new(settings.clone()),
            Err(TranscriptionConfigError::MissingModel)
        ));
        settings.model = "whisper-1".into();
        settings.timeout_secs = 0;
        assert!(matches!(
            OpenAiCompatibleTranscriber::new(settings.clone()),
            Err(TranscriptionConfigError::ZeroTimeout)
        ));
        settings.timeout_secs = 5;
        settings.api_key = Some("sk-secret-value".to_owned().into());
        let t = OpenAiCompatibleTranscriber::new(settings).unwrap();
        let shown = format!("{t:?}");
        assert!(!shown.contains("sk-secret-value"), "{shown}");
    }

    #[test]
    fn reads_the_text_of_an_answer() {
        assert_eq!(
            text_of(br#"{"text": "Fix the roof."}"#).unwrap(),
            "Fix the roof."
        );
        assert!(matches!(
            text_of(b"<html>busy</html>"),
            Err(TranscriptionError::Unusable(_))
        ));
        assert!(matches!(
            text_of(br#"{"segments": []}"#),
            Err(TranscriptionError::Unusable(_))
        ));
        assert!(matches!(
            text_of(br#"{"text": 42}"#),
            Err(TranscriptionError::Unusable(_))
        ));
    }
}
