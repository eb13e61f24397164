//! Showscribe's `Mailer` adapters.
//!
//! - [`SmtpMailer`] sends through an SMTP server (STARTTLS, implicit TLS or plain text on a
//!   trusted network; rustls with the ring provider and the Mozilla root certificates).
//! - [`OutboxMailer`] writes each message as an `.eml` file into a folder, for local use.
//!
//! Both build the message with the same function, so the outbox shows exactly what would be sent.

mod message;
mod outbox;
mod settings;
mod smtp;

pub use outbox::OutboxMailer;
pub use settings::{MailSettingsError, OutboxSettings, SmtpSecurity, SmtpSettings};
pub use smtp::SmtpMailer;
