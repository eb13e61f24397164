use std::path::PathBuf;

use secrecy::SecretString;
use serde::Deserialize;
use thiserror::Error;

/// How to reach an SMTP server (a `[mail.smtp]`-style config section).
#[derive(Debug, Clone, Deserialize)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    #[serde(default)]
    pub security: SmtpSecurity,
    /// Credentials are sent only when a username is set; it then needs a password too.
    #[serde(default)]
    pub username: Option<String>,
    #[serde(default)]
    pub password: Option<SecretString>,
    /// The address every message is sent from; the agent's name is its display name and replies
    /// go to the agent through Reply-To.
    pub from_address: String,
    /// The server must have accepted a message within this many seconds (connecting, TLS,
    /// authentication and uploading the attachment included), or the send counts as unavailable.
    #[serde(default = "default_timeout_secs")]
    pub timeout_secs: u64,
}

/// Transport security of the SMTP connection.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmtpSecurity {
    /// Plain text throughout. Only for a relay on the same machine or a trusted network.
    None,
    /// Connect in plain text, then upgrade with STARTTLS before anything else (usually port 587).
    /// A server that does not offer STARTTLS is not used.
    #[default]
    StartTls,
    /// TLS from the first byte (implicit TLS, usually port 465).
    Tls,
}

fn default_timeout_secs() -> u64 {
    30
}

/// Where the outbox adapter writes its `.eml` files.
#[derive(Debug, Clone, Deserialize)]
pub struct OutboxSettings {
    /// Created on first use.
    pub folder: PathBuf,
    /// The From address written into each message, as the SMTP adapter would send it.
    pub from_address: String,
}

/// Settings a mailer cannot start with.
#[derive(Debug, Error)]
pub enum MailSettingsError {
    #[error("the mail from_address {0:?} is not a valid email address")]
    InvalidFromAddress(String),
    #[error("an SMTP username needs a password")]
    MissingPassword,
    #[error("an SMTP password needs a username")]
    MissingUsername,
    #[error("could not prepare TLS for the mail server {host}")]
    Tls {
        host: String,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

pub(crate) fn parse_from_address(raw: &str) -> Result<lettre::Address, MailSettingsError> {
    raw.trim()
        .parse()
        .map_err(|_| MailSettingsError::InvalidFromAddress(raw.to_owned()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[derive(Deserialize)]
    struct Wrapper {
        smtp: SmtpSettings,
    }

    #[test]
    fn smtp_settings_read_from_config_with_defaults() {
        let text = r#"
            [smtp]
            host = "smtp.example.com"
            port = 587
            from_address = "reports@example.com"
        "#;
        let settings = toml::from_str::<Wrapper>(text).unwrap().smtp;
        assert_eq!(settings.security, SmtpSecurity::StartTls);
        assert_eq!(settings.timeout_secs, 30);
        assert!(settings.username.is_none() && settings.password.is_none());
    }

    #[test]
    fn security_names_and_secret_redaction() {
        let text = r#"
            [smtp]
            host = "h"
            port = 465
            security = "tls"
            username = "u"
            password = "hunter2"
            from_address = "a@b.example"
        "#;
        let settings = toml::from_str::<Wrapper>(text).unwrap().smtp;
        assert_eq!(settings.security, SmtpSecurity::Tls);
        assert!(!format!("{settings:?}").contains("hunter2"));
        for (name, security) in [
            ("none", SmtpSecurity::None),
            ("starttls", SmtpSecurity::StartTls),
        ] {
            let text = format!(
                "[smtp]\nhost = \"h\"\nport = 25\nsecurity = \"{name}\"\nfrom_address = \"a@b.example\""
            );
            let parsed = toml::from_str::<Wrapper>(&text).unwrap().smtp;
            assert_eq!(parsed.security, security);
        }
    }
}
