//! The plain messages Showscribe sends an agent about their account (links, notices).

use showscribe_domain::User;

use crate::html::escape;
use crate::ports::{Mailbox, OutgoingEmail};

/// A message to the agent: a greeting, `paragraphs`, and the sign-off, as text and HTML.
pub(crate) fn to_agent(user: &User, subject: &str, paragraphs: &[String]) -> OutgoingEmail {
    let p = &user.profile;
    let greeting = format!("Hi {},", p.first_name);
    let text_body = format!("{greeting}\n\n{}\n\nShowscribe\n", paragraphs.join("\n\n"));
    let html_paragraphs: String = paragraphs
        .iter()
        .map(|para| format!("<p>{}</p>", escape(para)))
        .collect();
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:Helvetica,Arial,sans-serif;color:#0f172a;line-height:1.5\">\
<p>{}</p>{html_paragraphs}<p>Showscribe</p></body></html>",
        escape(&greeting)
    );
    OutgoingEmail {
        from_name: "Showscribe".to_owned(),
        to: vec![Mailbox {
            name: Some(format!("{} {}", p.first_name, p.last_name)),
            email: p.email.clone(),
        }],
        reply_to: None,
        subject: subject.to_owned(),
        text_body,
        html_body,
        attachments: vec![],
    }
}

/// Makes the first appearance of `link` in the HTML part clickable.
pub(crate) fn with_link(mut email: OutgoingEmail, link: &str) -> OutgoingEmail {
    let escaped = escape(link);
    email.html_body =
        email
            .html_body
            .replacen(&escaped, &format!("<a href=\"{escaped}\">{escaped}</a>"), 1);
    email
}
