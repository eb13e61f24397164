use async_trait::async_trait;
use showscribe_domain::Email;
use thiserror::Error;

/// A person's address with an optional display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mailbox {
    pub name: Option<String>,
    pub email: Email,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// One message: HTML with a plain-text alternative, optional attachments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingEmail {
    /// Display name for the configured sender address ("Jordan Rivera via Showscribe").
    pub from_name: String,
    pub to: Vec<Mailbox>,
    pub reply_to: Option<Mailbox>,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub attachments: Vec<Attachment>,
}

#[derive(Debug, Error)]
pub enum MailError {
    /// The mail server answered and refused the message (or a recipient) for good (5xx).
    #[error("the mail server refused the message: {0}")]
    Rejected(String),
    /// The mail server answered "not now" (4xx): the same message may pass later.
    #[error("the mail server deferred the message: {0}")]
    Deferred(String),
    /// The mail server could not be reached or did not answer in time.
    #[error("the mail server is unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Sends email. `Ok` means the server accepted the message for delivery.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, email: &OutgoingEmail) -> Result<(), MailError>;
}
