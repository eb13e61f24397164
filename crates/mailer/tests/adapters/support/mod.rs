use mail_parser::{MessageParser, MimeHeaders};
use showscribe_application::ports::{Attachment, Mailbox, OutgoingEmail};
use showscribe_domain::Email;

pub const FROM_ADDRESS: &str = "reports@showscribe.test";
pub const BUYER: &str = "casey.buyer@example.com";
pub const AGENT: &str = "jordan@rivera-realty.example";

/// Binary on purpose: every byte value, and line endings that a careless encoder would rewrite.
pub fn pdf_bytes() -> Vec<u8> {
    let mut bytes = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\r\n".to_vec();
    bytes.extend((0..=255u8).cycle().take(4096));
    bytes.extend_from_slice(b"\r\n.\r\n\n.\n%%EOF\n");
    bytes
}

fn mailbox(name: &str, email: &str) -> Mailbox {
    Mailbox {
        name: Some(name.to_owned()),
        email: Email::parse(email).unwrap(),
    }
}

/// What sending a report looks like: to the buyer with a copy to the agent, replies to the agent.
pub fn report_email() -> OutgoingEmail {
    OutgoingEmail {
        from_name: "Jordan Rivera via Showscribe".into(),
        to: vec![
            mailbox("Casey Buyer", BUYER),
            mailbox("Jordan Rivera", AGENT),
        ],
        reply_to: Some(mailbox("Jordan Rivera", AGENT)),
        subject: "Your showing report — 12 Main St, Springfield".into(),
        text_body: "Hi Casey,\n\nThe report for 12 Main St is attached.\n.\nJordan — café talk"
            .into(),
        html_body: "<p>Hi Casey,</p><p>The report for <b>12 Main St</b> is attached.</p>".into(),
        attachments: vec![Attachment {
            filename: "12-main-st-report.pdf".into(),
            content_type: "application/pdf".into(),
            bytes: pdf_bytes(),
        }],
    }
}

/// Parses `raw` as an RFC 5322 message and checks it is `report_email()`, attachment byte for byte.
pub fn assert_is_report_email(raw: &[u8]) {
    let expected = report_email();
    let message = MessageParser::default()
        .parse(raw)
        .expect("an RFC 5322 message");

    let from = message.from().unwrap().first().unwrap();
    assert_eq!(from.name(), Some("Jordan Rivera via Showscribe"));
    assert_eq!(from.address(), Some(FROM_ADDRESS));

    let to: Vec<_> = message
        .to()
        .unwrap()
        .iter()
        .map(|a| (a.name().unwrap(), a.address().unwrap()))
        .collect();
    assert_eq!(to, [("Casey Buyer", BUYER), ("Jordan Rivera", AGENT)]);

    let reply_to = message.reply_to().unwrap().first().unwrap();
    assert_eq!(reply_to.address(), Some(AGENT));
    assert_eq!(reply_to.name(), Some("Jordan Rivera"));

    assert_eq!(message.subject(), Some(expected.subject.as_str()));
    assert!(message.message_id().unwrap().ends_with("@showscribe.test"));
    assert!(message.date().is_some());

    assert_eq!(message.text_body_count(), 1);
    assert_eq!(
        message
            .body_text(0)
            .unwrap()
            .replace("\r\n", "\n")
            .trim_end(),
        expected.text_body
    );
    assert_eq!(message.body_html(0).unwrap().trim_end(), expected.html_body);

    assert_eq!(message.attachment_count(), 1);
    let attachment = message.attachment(0).unwrap();
    assert_eq!(attachment.attachment_name(), Some("12-main-st-report.pdf"));
    let content_type = attachment.content_type().unwrap();
    assert_eq!(
        (content_type.ctype(), content_type.subtype()),
        ("application", Some("pdf"))
    );
    assert!(
        attachment.contents() == pdf_bytes().as_slice(),
        "the attachment is not the PDF, byte for byte"
    );

    let raw = String::from_utf8_lossy(raw);
    let mixed = raw.find("multipart/mixed").expect("a multipart/mixed body");
    let alternative = raw
        .find("multipart/alternative")
        .expect("text and HTML alternatives");
    assert!(
        mixed < alternative,
        "the alternatives sit inside the mixed body"
    );
}
