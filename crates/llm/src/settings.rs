use secrecy::SecretString;
use serde::Deserialize;

/// Where and how to reach an OpenAI-compatible chat-completions API (the `[llm]` config section).
///
/// `Debug` never shows the API key: `SecretString` prints as redacted.
#[derive(Debug, Clone, Deserialize)]
pub struct LlmSettings {
    /// The API root that `/chat/completions` is appended to: `https://api.openai.com/v1`, or
    /// `http://127.0.0.1:11434/v1` for Ollama (vLLM and llama.cpp server alike).
    pub base_url: String,
    /// The model name as the API knows it (`gpt-4o-mini`, `llama3.1:8b`…).
    pub model: String,
    /// Sent as `Authorization: Bearer …` when present and not blank; local servers need none.
    #[serde(default)]
    pub api_key: Option<SecretString>,
    /// Bound on each attempt, from connecting to the last byte of the answer.
    #[serde(default = "default_timeout_secs")]
    pub timeout_secs: u64,
    /// How many times a failed attempt (timeout, connection error, 429, 5xx) is retried.
    #[serde(default = "default_max_retries")]
    pub max_retries: u32,
}

fn default_timeout_secs() -> u64 {
    30
}

fn default_max_retries() -> u32 {
    1
}

impl LlmSettings {
    /// Settings with the default timeout and retries.
    pub fn new(base_url: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            model: model.into(),
            api_key: None,
            timeout_secs: default_timeout_secs(),
            max_retries: default_max_retries(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Config {
        llm: LlmSettings,
    }

    #[test]
    fn reads_the_config_section_with_defaults() {
        let c: Config = serde_json::from_str(
            r#"{"llm": {"base_url": "http://127.0.0.1:11434/v1", "model": "llama3.1"}}"#,
        )
        .unwrap();
        assert_eq!(c.llm.base_url, "http://127.0.0.1:11434/v1");
        assert_eq!(c.llm.model, "llama3.1");
        assert!(c.llm.api_key.is_none());
        assert_eq!(c.llm.timeout_secs, 30);
        assert_eq!(c.llm.max_retries, 1);
    }

    #[test]
    fn debug_does_not_show_the_api_key() {
        let c: Config = serde_json::from_str(
            r#"{"llm": {"base_url": "https://api.example.test/v1", "model": "m",
                "api_key": "sk-very-secret", "timeout_secs": 5, "max_retries": 0}}"#,
        )
        .unwrap();
        let shown = format!("{:?}", c.llm);
        assert!(!shown.contains("sk-very-secret"), "{shown}");
        assert!(shown.contains("REDACTED"), "{shown}");
        assert_eq!((c.llm.timeout_secs, c.llm.max_retries), (5, 0));
    }
}
