use secrecy::SecretString;
use serde::Deserialize;

/// Where and how to reach an OpenAI-compatible transcription API (the `[transcription]` config
/// section).
///
/// `Debug` never shows the API key: `SecretString` prints as redacted.
#[derive(Debug, Clone, Deserialize)]
pub struct TranscriptionSettings {
    /// The API root that `/audio/transcriptions` is appended to: `https://api.openai.com/v1`, or
    /// `http://127.0.0.1:8000/v1` for a local faster-whisper-server (whisper.cpp server and
    /// LocalAI alike).
    pub base_url: String,
    /// The model name as the API knows it (`whisper-1`, `Systran/faster-whisper-small`…).
    pub model: String,
    /// Sent as `Authorization: Bearer …` when present and not blank; local servers need none.
    #[serde(default)]
    pub api_key: Option<SecretString>,
    /// Bound on the request, from connecting to the last byte of the answer. Transcribing takes
    /// a while: a few seconds for a minute of speech on a small server.
    #[serde(default = "default_timeout_secs")]
    pub timeout_secs: u64,
}

fn default_timeout_secs() -> u64 {
    120
}

impl TranscriptionSettings {
    /// Settings with the default timeout and no key.
    pub fn new(base_url: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            model: model.into(),
            api_key: None,
            timeout_secs: default_timeout_secs(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[derive(Deserialize)]
    struct Config {
        transcription: TranscriptionSettings,
    }

    #[test]
    fn reads_the_config_section_with_defaults() {
        let c: Config = serde_json::from_str(
            r#"{"transcription": {"base_url": "http://127.0.0.1:8000/v1", "model": "whisper-1"}}"#,
        )
        .unwrap();
        assert_eq!(c.transcription.base_url, "http://127.0.0.1:8000/v1");
        assert_eq!(c.transcription.model, "whisper-1");
        assert!(c.transcription.api_key.is_none());
        assert_eq!(c.transcription.timeout_secs, 120);
    }

    #[test]
    fn debug_does_not_show_the_api_key() {
        let c: Config = serde_json::from_str(
            r#"{"transcription": {"base_url": "https://api.example.test/v1", "model": "m",
                "api_key": "sk-very-secret", "timeout_secs": 5}}"#,
        )
        .unwrap();
        let shown = format!("{:?}", c.transcription);
        assert!(!shown.contains("sk-very-secret"), "{shown}");
        assert!(shown.contains("REDACTED"), "{shown}");
        assert_eq!(c.transcription.timeout_secs, 5);
    }
}
