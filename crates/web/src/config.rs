//! Layered configuration: the built-in defaults (`config/default.toml`, compiled in), then
//! `config/default.toml` and `config/{APP_ENVIRONMENT}.toml` from the working directory when
//! present, then `SHOWSCRIBE__SECTION__KEY` variables, then the deployment conventions
//! `DATABASE_URL`, `PORT` and `REDIS_URL`.

use config::{Config, Environment, File, FileFormat};
use secrecy::SecretString;
use serde::Deserialize;

const BUILT_IN_DEFAULTS: &str = include_str!("../../../config/default.toml");

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub application: ApplicationSettings,
    pub database: DatabaseSettings,
    pub session: SessionSettings,
    pub security: SecuritySettings,
    pub mail: MailSettings,
    /// An OpenAI-compatible model writes reports when set; otherwise the built-in estimator.
    #[serde(default)]
    pub llm: Option<showscribe_llm::LlmSettings>,
    /// An OpenAI-compatible speech-to-text API transcribes recordings when set; otherwise they
    /// are kept with the showing for playback.
    #[serde(default)]
    pub transcription: Option<showscribe_transcription::TranscriptionSettings>,
    /// Stripe when a secret key is configured; otherwise the in-process sandbox (test mode).
    #[serde(default)]
    pub payments: showscribe_payments::PaymentsSettings,
    #[serde(default)]
    pub delivery: DeliverySettings,
    #[serde(default)]
    pub metrics: MetricsSettings,
    /// Where files live: the local data folder (default) or an S3-compatible bucket.
    #[serde(default)]
    pub storage: showscribe_storage::StorageSettings,
}

/// Prometheus metrics at `/metrics` on their own address (say "127.0.0.1:9100"); off when
/// no address is set, so the public port never shows them.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct MetricsSettings {
    pub address: Option<String>,
}

/// The delivery worker: every node runs one unless `worker = false`.
#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct DeliverySettings {
    pub worker: bool,
    /// How often an idle worker looks for due deliveries (a send on the same node wakes it at
    /// once).
    pub poll_ms: u64,
    /// Deliveries a worker has in progress at once: each renders its PDF on the blocking pool
    /// and then waits on the mail server.
    pub concurrency: usize,
    /// How long a worker holds a delivery; one that dies lets it run out and another worker
    /// takes the delivery again. Longer than the mail timeout plus rendering the PDF.
    pub lease_secs: u64,
    /// How long a stopping worker lets a delivery in progress finish before putting it back.
    pub shutdown_grace_secs: u64,
    /// Retries: the first wait, doubled after each failure up to the longest, and the tries in
    /// all.
    pub first_retry_secs: u64,
    pub longest_retry_secs: u64,
    pub max_attempts: u32,
}

impl Default for DeliverySettings {
    fn default() -> Self {
        Self {
            worker: true,
            poll_ms: 1_000,
            concurrency: 4,
            lease_secs: 120,
            shutdown_grace_secs: 20,
            first_retry_secs: 30,
            longest_retry_secs: 3_600,
            max_attempts: 10,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MailTransport {
    Outbox,
    Smtp,
}

#[derive(Debug, Clone, Deserialize)]
pub struct MailSettings {
    pub transport: MailTransport,
    /// The address reports are sent from (the agent's name is the display name; replies go to
    /// the agent).
    pub from_address: String,
    /// Where the outbox writes `.eml` files; `{data_dir}/outbox` when unset.
    pub outbox_dir: Option<String>,
    pub smtp: Option<SmtpServerSettings>,
}

/// The `[mail.smtp]` section; the from address comes from `[mail]`.
#[derive(Debug, Clone, Deserialize)]
pub struct SmtpServerSettings {
    pub host: String,
    pub port: u16,
    #[serde(default)]
    pub security: showscribe_mailer::SmtpSecurity,
    pub username: Option<String>,
    pub password: Option<SecretString>,
    #[serde(default = "default_smtp_timeout")]
    pub timeout_secs: u64,
}

fn default_smtp_timeout() -> u64 {
    30
}

#[derive(Debug, Clone, Deserialize)]
pub struct ApplicationSettings {
    pub host: String,
    pub port: u16,
    /// Folder of the built frontend (index.html and assets).
    pub static_dir: String,
    /// Folder for the embedded database, generated keys and stored files.
    pub data_dir: String,
    /// Where agents open the app (`https://app.example.com`): the links in account emails
    /// start with it. Never taken from a request's Host header, which a caller controls.
    pub public_url: String,
    /// Where agents write for help: shown on the contact page and in the privacy policy.
    pub support_email: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DatabaseSettings {
    pub url: SecretString,
    pub max_connections: u32,
    /// How long a node may serve an agent's account from memory when resolving a session
    /// (writes through the node refresh it at once); 0 turns the cache off.
    pub user_cache_ttl_ms: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SessionSettings {
    /// Base64 of at least 64 random bytes. When absent, a key is generated once into
    /// `{data_dir}/session.key` (development only).
    pub key: Option<SecretString>,
    /// Set the cookie's `Secure` flag (serve over HTTPS).
    pub secure_cookie: bool,
    /// Keep sessions in Redis instead of the encrypted cookie.
    pub redis_url: Option<SecretString>,
    pub lifetime_days: i64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SecuritySettings {
    /// Sign-in and registration attempts allowed per client address per minute.
    pub auth_attempts_per_minute: u32,
    /// Requests per client address per minute to the shared report pages (`/api/shared/…`).
    pub shared_link_requests_per_minute: u32,
    /// Origins besides the request's own host allowed to make state-changing requests.
    pub allowed_origins: Vec<String>,
    /// Take the client address from `X-Forwarded-For` (only behind a trusted proxy).
    pub trust_forwarded_for: bool,
    /// Largest JSON body accepted, in bytes.
    pub max_json_bytes: usize,
}

impl Settings {
    /// Reads the configuration for the process.
    pub fn load() -> anyhow::Result<Self> {
        let environment = std::env::var("APP_ENVIRONMENT").unwrap_or_else(|_| "local".into());
        let config_dir = std::env::var("SHOWSCRIBE_CONFIG_DIR").unwrap_or_else(|_| "config".into());
        let mut settings: Settings = Config::builder()
            .add_source(File::from_str(BUILT_IN_DEFAULTS, FileFormat::Toml))
            .add_source(File::with_name(&format!("{config_dir}/default")).required(false))
            .add_source(File::with_name(&format!("{config_dir}/{environment}")).required(false))
            .add_source(
                Environment::with_prefix("SHOWSCRIBE")
                    .prefix_separator("__")
                    .separator("__")
                    .list_separator(",")
                    .with_list_parse_key("security.allowed_origins")
                    .try_parsing(true),
            )
            .build()?
            .try_deserialize()?;
        settings.apply_conventions(|k| std::env::var(k).ok())?;
        Ok(settings)
    }

    /// The built-in defaults alone, for tests that then adjust what they need.
    pub fn defaults() -> anyhow::Result<Self> {
        Ok(Config::builder()
            .add_source(File::from_str(BUILT_IN_DEFAULTS, FileFormat::Toml))
            .build()?
            .try_deserialize()?)
    }

    fn apply_conventions(&mut self, var: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        if let Some(url) = var("DATABASE_URL").filter(|v| !v.is_empty()) {
            self.database.url = SecretString::from(url);
        }
        if let Some(port) = var("PORT").filter(|v| !v.is_empty()) {
            self.application.port = port
                .parse()
                .map_err(|_| anyhow::anyhow!("PORT must be a number, got {port:?}"))?;
        }
        if let Some(url) = var("REDIS_URL").filter(|v| !v.is_empty()) {
            self.session.redis_url = Some(SecretString::from(url));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use secrecy::ExposeSecret;

    use super::*;

    #[test]
    fn built_in_defaults_are_the_embedded_product() {
        let s = Settings::defaults().unwrap();
        assert_eq!(s.application.port, 8080);
        assert!(s.database.url.expose_secret().starts_with("sqlite://"));
        assert!(s.session.redis_url.is_none());
        assert_eq!(s.security.max_json_bytes, 64 * 1024);
        assert_eq!(s.session.lifetime_days, 14);
    }

    #[test]
    fn deployment_conventions_override() {
        let mut s = Settings::defaults().unwrap();
        s.apply_conventions(|k| match k {
            "DATABASE_URL" => Some("postgres://db/app".into()),
            "PORT" => Some("9000".into()),
            "REDIS_URL" => Some("redis://cache".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(s.database.url.expose_secret(), "postgres://db/app");
        assert_eq!(s.application.port, 9000);
        assert!(s.session.redis_url.is_some());
        assert!(
            s.apply_conventions(|k| (k == "PORT").then(|| "eighty".into()))
                .is_err()
        );
    }
}
