use std::error::Error as _;
use std::time::Duration;

use anyhow::anyhow;
use async_trait::async_trait;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::{Address, AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use secrecy::ExposeSecret;
use showscribe_application::ports::{MailError, Mailer, OutgoingEmail};

use crate::message::build_message;
use crate::settings::{MailSettingsError, SmtpSecurity, SmtpSettings, parse_from_address};

/// Sends through an SMTP server. One connection per message: reports are sent one at a time,
/// and a fresh connection never fails on a server-side idle timeout.
pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Address,
    timeout: Duration,
    server: String,
}

impl SmtpMailer {
    pub fn new(settings: &SmtpSettings) -> Result<Self, MailSettingsError> {
        let from = parse_from_address(&settings.from_address)?;
        let timeout = Duration::from_secs(settings.timeout_secs.max(1));

        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&settings.host)
            .port(settings.port)
            .timeout(Some(timeout))
            .tls(tls(settings)?);
        match (&settings.username, &settings.password) {
            (Some(username), Some(password)) => {
                builder = builder.credentials(Credentials::new(
                    username.clone(),
                    password.expose_secret().to_owned(),
                ));
            }
            (Some(_), None) => return Err(MailSettingsError::MissingPassword),
            (None, Some(_)) => return Err(MailSettingsError::MissingUsername),
            (None, None) => {}
        }

        Ok(Self {
            transport: builder.build(),
            from,
            timeout,
            server: format!("{}:{}", settings.host, settings.port),
        })
    }
}

impl std::fmt::Debug for SmtpMailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpMailer")
            .field("server", &self.server)
            .field("from", &self.from)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

fn tls(settings: &SmtpSettings) -> Result<Tls, MailSettingsError> {
    let parameters = || {
        TlsParameters::new(settings.host.clone()).map_err(|source| MailSettingsError::Tls {
            host: settings.host.clone(),
            source: Box::new(source),
        })
    };
    Ok(match settings.security {
        SmtpSecurity::None => Tls::None,
        SmtpSecurity::StartTls => Tls::Required(parameters()?),
        SmtpSecurity::Tls => Tls::Wrapper(parameters()?),
    })
}

#[async_trait]
impl Mailer for SmtpMailer {
    #[tracing::instrument(name = "smtp_send", skip_all, fields(server = %self.server, recipients = email.to.len()))]
    async fn send(&self, email: &OutgoingEmail) -> Result<(), MailError> {
        let message = build_message(&self.from, email)?;
        // lettre bounds only the TCP connect; a server that accepts and then stalls must not hold
        // the agent's request open, so the whole exchange gets the same limit.
        let outcome = tokio::time::timeout(self.timeout, self.transport.send(message)).await;
        match outcome {
            Ok(Ok(response)) => {
                tracing::info!(code = %response.code(), "the mail server accepted the message");
                Ok(())
            }
            Ok(Err(error)) => {
                let error = translate(error);
                tracing::warn!(error = %describe(&error), "the message was not sent");
                Err(error)
            }
            Err(_elapsed) => {
                tracing::warn!(
                    timeout_secs = self.timeout.as_secs(),
                    "the mail server did not answer in time"
                );
                Err(MailError::Unavailable(anyhow!(
                    "the mail server {} did not accept the message within {} s",
                    self.server,
                    self.timeout.as_secs()
                )))
            }
        }
    }
}

/// 4xx (try later) and 5xx (refused) replies are the server's decision, in its own words. A server that cannot be
/// reached, stalls, fails the TLS handshake or does not offer the STARTTLS it was configured with
/// is unavailable. Anything else (say, no authentication mechanism in common) is unexpected: it
/// needs an operator, not a retry.
fn translate(error: lettre::transport::smtp::Error) -> MailError {
    if let Some(code) = error.status() {
        let text = error.source().map(ToString::to_string).unwrap_or_default();
        let text = text.trim();
        let reply = if text.is_empty() {
            code.to_string()
        } else {
            format!("{code} {text}")
        };
        // 4xx: the server asks to try again later; 5xx: it will not take this message.
        return if error.is_transient() {
            MailError::Deferred(reply)
        } else {
            MailError::Rejected(reply)
        };
    }
    // lettre reports a server without STARTTLS as a client error, with only its text to tell.
    let starttls_missing = error.is_client() && error.to_string().contains("STARTTLS");
    if (error.is_client() && !starttls_missing) || error.is_transport_shutdown() {
        MailError::Unexpected(error.into())
    } else {
        MailError::Unavailable(error.into())
    }
}

/// The error with its causes on one line, for the log.
fn describe(error: &MailError) -> String {
    match error {
        MailError::Rejected(_) | MailError::Deferred(_) => error.to_string(),
        MailError::Unavailable(cause) => format!("{error}: {cause:#}"),
        MailError::Unexpected(cause) => format!("{cause:#}"),
    }
}
