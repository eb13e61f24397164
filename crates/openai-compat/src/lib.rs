//! What the adapters of OpenAI-compatible APIs share (the report writer's chat completions, the
//! transcriber's audio transcriptions): checking their settings, the endpoint under the base URL,
//! one HTTP client with the timeouts and user agent, the bearer key (never shown in logs or
//! errors), and the message of an error body.

use std::fmt;
use std::time::Duration;

use reqwest::{RequestBuilder, Url};
use secrecy::{ExposeSecret, SecretString};
use serde_json::Value;
use thiserror::Error;

/// Settings that cannot work, named by their section of the configuration (`llm`,
/// `transcription`).
#[derive(Debug, Error)]
pub enum ApiConfigError {
    #[error("{section}.base_url {url:?} is not an http(s) URL")]
    InvalidBaseUrl { section: &'static str, url: String },
    #[error("{section}.model is empty")]
    MissingModel { section: &'static str },
    #[error("{section}.timeout_secs must be at least 1")]
    ZeroTimeout { section: &'static str },
    #[error("the HTTP client could not be built")]
    Client(#[source] reqwest::Error),
}

/// One API's settings, as its section of the configuration gives them.
pub struct ApiSettings<'a> {
    /// The configuration section, for error messages.
    pub section: &'static str,
    /// `https://api.openai.com/v1`, `http://localhost:11434/v1`…
    pub base_url: &'a str,
    /// The path under the base URL: `chat/completions`, `audio/transcriptions`.
    pub path: &'static str,
    pub model: &'a str,
    pub api_key: Option<SecretString>,
    pub timeout_secs: u64,
}

/// A checked connection to one endpoint of an OpenAI-compatible API.
pub struct ApiClient {
    http: reqwest::Client,
    endpoint: Url,
    model: String,
    /// `None` for a server that takes no key (a local model server), or a blank one.
    api_key: Option<SecretString>,
    timeout: Duration,
}

impl fmt::Debug for ApiClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ApiClient")
            .field("endpoint", &self.endpoint.as_str())
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "[REDACTED]"))
            .field("timeout", &self.timeout)
            .finish()
    }
}

impl ApiClient {
    pub fn new(settings: ApiSettings<'_>) -> Result<Self, ApiConfigError> {
        let section = settings.section;
        let endpoint = endpoint(section, settings.base_url, settings.path)?;
        let model = settings.model.trim().to_owned();
        if model.is_empty() {
            return Err(ApiConfigError::MissingModel { section });
        }
        if settings.timeout_secs == 0 {
            return Err(ApiConfigError::ZeroTimeout { section });
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
            .map_err(ApiConfigError::Client)?;
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

    /// A POST to the endpoint, with the key when there is one.
    pub fn post(&self) -> RequestBuilder {
        let request = self.http.post(self.endpoint.clone());
        match &self.api_key {
            Some(key) => request.bearer_auth(key.expose_secret().trim()),
            None => request,
        }
    }

    pub fn model(&self) -> &str {
        &self.model
    }

    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// The host the endpoint is on, for messages ("api.openai.com did not answer").
    pub fn host(&self) -> Option<&str> {
        self.endpoint.host_str()
    }

    /// The message of an OpenAI-style error body (`{"error": {"message": …}}` or
    /// `{"error": "…"}`), on one line, at most `max_chars` characters, with the API key scrubbed
    /// should a server echo it.
    pub fn api_message(&self, body: &[u8], max_chars: usize) -> Option<String> {
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
        let message: String = message.chars().take(max_chars).collect();
        Some(message).filter(|m| !m.is_empty())
    }
}

/// `{base_url}/{path}`, whether or not the base URL ends in a slash.
fn endpoint(section: &'static str, base_url: &str, path: &str) -> Result<Url, ApiConfigError> {
    let invalid = || ApiConfigError::InvalidBaseUrl {
        section,
        url: base_url.to_owned(),
    };
    let trimmed = base_url.trim().trim_end_matches('/');
    let base = Url::parse(trimmed).map_err(|_| invalid())?;
    if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
        return Err(invalid());
    }
    Url::parse(&format!("{trimmed}/{path}")).map_err(|_| invalid())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings<'a>(base_url: &'a str, model: &'a str) -> ApiSettings<'a> {
        ApiSettings {
            section: "llm",
            base_url,
            path: "chat/completions",
            model,
            api_key: Some(SecretString::from("sk-secret-value")),
            timeout_secs: 30,
        }
    }

    #[test]
    fn the_endpoint_is_under_the_base_url_with_or_without_a_slash() {
        for base in ["http://localhost:11434/v1", "http://localhost:11434/v1/"] {
            let client = ApiClient::new(settings(base, "llama3")).unwrap();
            assert_eq!(
                client.endpoint.as_str(),
                "http://localhost:11434/v1/chat/completions"
            );
            assert_eq!(client.host(), Some("localhost"));
        }
    }

    #[test]
    fn settings_that_cannot_work_are_named_by_their_section() {
        for base in ["", "localhost:11434", "ftp://example.com", "http://"] {
            let err = ApiClient::new(settings(base, "m")).unwrap_err();
            assert!(err.to_string().starts_with("llm.base_url"), "{base}: {err}");
        }
        let err = ApiClient::new(settings("http://x", "  ")).unwrap_err();
        assert_eq!(err.to_string(), "llm.model is empty");
        let mut zero = settings("http://x", "m");
        zero.section = "transcription";
        zero.timeout_secs = 0;
        assert_eq!(
            ApiClient::new(zero).unwrap_err().to_string(),
            "transcription.timeout_secs must be at least 1"
        );
    }

    #[test]
    fn the_key_never_shows_in_debug_or_an_echoed_error() {
        let client = ApiClient::new(settings("http://x", "m")).unwrap();
        let shown = format!("{client:?}");
        assert!(!shown.contains("sk-secret-value"), "{shown}");
        assert!(shown.contains("[REDACTED]"));
        let body = br#"{"error": {"message": "Incorrect API key provided: sk-secret-value.\n See docs."}}"#;
        assert_eq!(
            client.api_message(body, 200).as_deref(),
            Some("Incorrect API key provided: [REDACTED]. See docs.")
        );
        assert_eq!(
            client
                .api_message(br#"{"error": "overloaded"}"#, 4)
                .as_deref(),
            Some("over")
        );
        assert_eq!(client.api_message(b"not json", 200), None);
    }

    #[test]
    fn a_blank_key_is_no_key() {
        let mut blank = settings("http://x", "m");
        blank.api_key = Some(SecretString::from("  "));
        let client = ApiClient::new(blank).unwrap();
        assert!(client.api_key.is_none());
    }
}
