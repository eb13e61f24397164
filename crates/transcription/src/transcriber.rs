use anyhow::anyhow;
use async_trait::async_trait;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use showscribe_application::ports::{Transcriber, TranscriptionError};
use showscribe_domain::recording::AudioClip;
use showscribe_openai_compat::{ApiClient, ApiSettings};

use crate::settings::TranscriptionSettings;

/// How much of an API's error message is kept (it is logged).
const MAX_API_MESSAGE_CHARS: usize = 200;

/// Why the transcriber could not be built from its settings (named `transcription.…`).
pub use showscribe_openai_compat::ApiConfigError as TranscriptionConfigError;

/// A transcriber backed by any OpenAI-compatible `/audio/transcriptions` API.
#[derive(Debug)]
pub struct OpenAiCompatibleTranscriber {
    api: ApiClient,
}

impl OpenAiCompatibleTranscriber {
    pub fn new(settings: TranscriptionSettings) -> Result<Self, TranscriptionConfigError> {
        let api = ApiClient::new(ApiSettings {
            section: "transcription",
            base_url: &settings.base_url,
            path: "audio/transcriptions",
            model: &settings.model,
            api_key: settings.api_key,
            timeout_secs: settings.timeout_secs,
        })?;
        Ok(Self { api })
    }

    fn form(&self, audio: &AudioClip) -> Result<Form, TranscriptionError> {
        let format = audio.format();
        let file = Part::bytes(audio.bytes().to_vec())
            .file_name(format!("recording.{}", format.extension()))
            .mime_str(format.content_type())
            .map_err(|e| TranscriptionError::Unavailable(anyhow!(e)))?;
        Ok(Form::new()
            .part("file", file)
            .text("model", self.api.model().to_owned())
            .text("response_format", "json"))
    }

    fn host(&self) -> &str {
        self.api.host().unwrap_or("the transcription API")
    }
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
    #[tracing::instrument(name = "transcribe", skip_all, fields(model = %self.api.model(), bytes = audio.len()))]
    async fn transcribe(&self, audio: &AudioClip) -> Result<String, TranscriptionError> {
        let request = self.api.post().multipart(self.form(audio)?);
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
                self.api.timeout().as_secs()
            ))
        };
        let (status, bytes) = match tokio::time::timeout(self.api.timeout(), exchange).await {
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
                .api
                .api_message(&bytes, MAX_API_MESSAGE_CHARS)
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
    fn the_endpoint_is_the_audio_transcriptions_under_the_base_url() {
        let transcriber = OpenAiCompatibleTranscriber::new(TranscriptionSettings::new(
            "https://api.openai.com/v1/",
            "whisper-1",
        ))
        .unwrap();
        let shown = format!("{transcriber:?}");
        assert!(
            shown.contains("https://api.openai.com/v1/audio/transcriptions"),
            "{shown}"
        );
        let bad =
            OpenAiCompatibleTranscriber::new(TranscriptionSettings::new("ftp://host/v1", "m"));
        assert!(matches!(
            bad,
            Err(TranscriptionConfigError::InvalidBaseUrl { .. })
        ));
    }

    #[test]
    fn rejects_unusable_settings_and_hides_the_key() {
        let mut settings = TranscriptionSettings::new("http://127.0.0.1:8000/v1", " ");
        assert!(matches!(
            OpenAiCompatibleTranscriber::new(settings.clone()),
            Err(TranscriptionConfigError::MissingModel { .. })
        ));
        settings.model = "whisper-1".into();
        settings.timeout_secs = 0;
        assert!(matches!(
            OpenAiCompatibleTranscriber::new(settings.clone()),
            Err(TranscriptionConfigError::ZeroTimeout { .. })
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
