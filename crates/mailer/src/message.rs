//! The one place an [`OutgoingEmail`] becomes an RFC 5322 message, so the SMTP adapter sends
//! exactly what the outbox adapter writes to disk.

use anyhow::{Context, anyhow};
use lettre::Address;
use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart};
use showscribe_application::ports::{self, MailError, OutgoingEmail};

/// Builds the message sent "From: {from_name} <{from}>".
///
/// Layout: `multipart/mixed` holding a `multipart/alternative` (plain text, then HTML) followed by
/// the attachments; without attachments the `multipart/alternative` is the whole body.
pub(crate) fn build_message(from: &Address, email: &OutgoingEmail) -> Result<Message, MailError> {
    if email.to.is_empty() {
        return Err(MailError::Unexpected(anyhow!(
            "an email needs at least one recipient"
        )));
    }
    let sender = Mailbox::new(display_name(&email.from_name), from.clone());
    let mut builder = Message::builder()
        .from(sender)
        .subject(single_line(&email.subject))
        .message_id(Some(message_id(from)));
    for recipient in &email.to {
        builder = builder.to(to_lettre(recipient)?);
    }
    if let Some(reply_to) = &email.reply_to {
        builder = builder.reply_to(to_lettre(reply_to)?);
    }

    let alternative =
        MultiPart::alternative_plain_html(email.text_body.clone(), email.html_body.clone());
    let body = if email.attachments.is_empty() {
        alternative
    } else {
        let mut mixed = MultiPart::mixed().multipart(alternative);
        for attachment in &email.attachments {
            mixed = mixed.singlepart(to_part(attachment)?);
        }
        mixed
    };

    builder
        .multipart(body)
        .context("could not assemble the email")
        .map_err(MailError::Unexpected)
}

fn to_lettre(mailbox: &ports::Mailbox) -> Result<Mailbox, MailError> {
    let address: Address = mailbox
        .email
        .as_str()
        .parse()
        .with_context(|| {
            format!(
                "{:?} cannot be used as an email address",
                mailbox.email.as_str()
            )
        })
        .map_err(MailError::Unexpected)?;
    Ok(Mailbox::new(
        mailbox.name.as_deref().and_then(display_name),
        address,
    ))
}

fn to_part(attachment: &ports::Attachment) -> Result<lettre::message::SinglePart, MailError> {
    let content_type = ContentType::parse(&attachment.content_type)
        .with_context(|| {
            format!(
                "{:?} is not a valid content type for the attachment {:?}",
                attachment.content_type, attachment.filename
            )
        })
        .map_err(MailError::Unexpected)?;
    Ok(Attachment::new(single_line(&attachment.filename))
        .body(attachment.bytes.clone(), content_type))
}

/// Header values are one line: a display name or subject carrying a line break (pasted from
/// notes, say) must not be able to start a header of its own.
fn single_line(value: &str) -> String {
    value
        .split(char::is_control)
        .filter(|piece| !piece.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn display_name(name: &str) -> Option<String> {
    Some(single_line(name).trim().to_owned()).filter(|name| !name.is_empty())
}

/// `<random@sender-domain>`: unique, and names the sender's domain rather than this machine.
fn message_id(from: &Address) -> String {
    let random: u128 = rand::random();
    format!("<{random:032x}@{}>", from.domain())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use showscribe_application::ports::{Attachment, Mailbox};
    use showscribe_domain::Email;

    use super::*;

    fn mailbox(name: Option<&str>, email: &str) -> Mailbox {
        Mailbox {
            name: name.map(str::to_owned),
            email: Email::parse(email).unwrap(),
        }
    }

    fn email() -> OutgoingEmail {
        OutgoingEmail {
            from_name: "Jordan Rivera via Showscribe".into(),
            to: vec![mailbox(Some("Casey Buyer"), "casey@example.com")],
            reply_to: Some(mailbox(Some("Jordan Rivera"), "jordan@realty.example")),
            subject: "Your showing report".into(),
            text_body: "Hello".into(),
            html_body: "<p>Hello</p>".into(),
            attachments: vec![],
        }
    }

    fn formatted(email: &OutgoingEmail) -> String {
        let from: Address = "reports@showscribe.example".parse().unwrap();
        String::from_utf8(build_message(&from, email).unwrap().formatted()).unwrap()
    }

    #[test]
    fn without_attachments_the_body_is_the_alternative_alone() {
        let text = formatted(&email());
        assert!(text.contains("Content-Type: multipart/alternative"));
        assert!(!text.contains("multipart/mixed"));
        assert!(
            text.contains("From: \"Jordan Rivera via Showscribe\" <reports@showscribe.example>")
        );
        assert!(text.contains("Message-ID: <"));
        assert!(text.contains("@showscribe.example>"));
    }

    #[test]
    fn attachments_sit_beside_the_alternative_in_a_mixed_body() {
        let mut email = email();
        email.attachments.push(Attachment {
            filename: "report.pdf".into(),
            content_type: "application/pdf".into(),
            bytes: b"%PDF-1.7".to_vec(),
        });
        let text = formatted(&email);
        let mixed = text.find("multipart/mixed").unwrap();
        let alternative = text.find("multipart/alternative").unwrap();
        assert!(mixed < alternative);
        assert!(text.contains("Content-Type: application/pdf"));
        assert!(text.contains("filename=\"report.pdf\""));
    }

    #[test]
    fn line_breaks_cannot_smuggle_headers() {
        let mut email = email();
        email.subject = "Report\r\nBcc: attacker@evil.example".into();
        email.from_name = "Jordan\nBcc: attacker@evil.example".into();
        let text = formatted(&email);
        assert!(!text.contains("\r\nBcc:"));
        assert!(text.contains("Subject: Report Bcc: attacker@evil.example"));
    }

    #[test]
    fn no_recipient_and_bad_content_types_are_refused_before_sending() {
        let from: Address = "reports@showscribe.example".parse().unwrap();
        let mut nobody = email();
        nobody.to.clear();
        assert!(matches!(
            build_message(&from, &nobody),
            Err(MailError::Unexpected(_))
        ));

        let mut bad_type = email();
        bad_type.attachments.push(Attachment {
            filename: "report.pdf".into(),
            content_type: "not a type".into(),
            bytes: vec![1],
        });
        assert!(matches!(
            build_message(&from, &bad_type),
            Err(MailError::Unexpected(_))
        ));
    }

    #[test]
    fn single_line_keeps_ordinary_text() {
        assert_eq!(single_line("Jordan Rivera"), "Jordan Rivera");
        assert_eq!(single_line("a\r\n\tb"), "a b");
        assert_eq!(single_line("\n"), "");
    }
}
