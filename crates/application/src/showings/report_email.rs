//! The email that carries a showing report: written from the report and the agent's profile,
//! in the agent's name, with the report's PDF attached by whoever sends it.

use sha2::{Digest, Sha256};
use showscribe_domain::User;
use showscribe_domain::showing::{Report, Showing};

use crate::html::escape;
use crate::ports::{Attachment, Mailbox, OutgoingEmail};

/// Names one version of what would be sent: the report's content and `email`, the message
/// composed from it (who receives it, the subject, the text). Two sends of the same version
/// are one delivery.
pub fn fingerprint(report: &Report, email: &OutgoingEmail) -> String {
    let mut hash = Sha256::new();
    let content = serde_json::to_vec(&report.content).unwrap_or_default();
    hash.update(report.id.0.to_be_bytes());
    hash.update(&content);
    for part in [email.subject.as_str(), email.text_body.as_str()] {
        hash.update((part.len() as u64).to_be_bytes());
        hash.update(part.as_bytes());
    }
    for mailbox in &email.to {
        hash.update(mailbox.email.as_str().as_bytes());
        hash.update([0]);
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The recipients as the confirmation shows them: "Pat Lee <pat@example.com>".
pub fn describe(mailbox: &Mailbox) -> String {
    match &mailbox.name {
        Some(name) => format!("{name} <{}>", mailbox.email.as_str()),
        None => mailbox.email.as_str().to_owned(),
    }
}

/// The report's PDF as an attachment.
pub fn pdf_attachment(showing: &Showing, pdf: Vec<u8>) -> Attachment {
    Attachment {
        filename: pdf_file_name(showing),
        content_type: "application/pdf".to_owned(),
        bytes: pdf,
    }
}

/// The message, without its attachment: to the client (when the showing names one) and the
/// agent, reply-to the agent.
pub fn compose(agent: &User, showing: &Showing, report: &Report) -> OutgoingEmail {
    let p = &agent.profile;
    let agent_name = format!("{} {}", p.first_name, p.last_name);
    let address = showing.address_label();
    let client_name = showing.details.client_name.clone();
    let greeting = client_name
        .as_deref()
        .map_or_else(|| "Hello,".to_owned(), |n| format!("Hi {n},"));
    let c = &report.content;
    let repairs = if c.repairs.is_empty() {
        "No repairs were noted.".to_owned()
    } else {
        format!(
            "{} repair item(s), estimated at {}–{} (typical {}).",
            c.repairs.len(),
            c.repair_totals.cost.low,
            c.repair_totals.cost.high,
            c.repair_totals.cost.typical
        )
    };
    let text_body = format!(
        "{greeting}\n\nAttached is the showing report for {address}.\n\n{summary}\n\n{repairs}\n\nThe full report, with every repair and upgrade and their cost ranges, is in the attached PDF. Reply to this email with any questions.\n\n{agent_name}\n{office}\n{phone}\n{email}\n\n{disclaimer}\n",
        summary = c.summary,
        office = p.broker_office_name,
        phone = p.phone,
        email = p.email,
        disclaimer = c.disclaimer,
    );
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:Helvetica,Arial,sans-serif;color:#0f172a;line-height:1.5\">\
<p>{greeting}</p><p>Attached is the showing report for <strong>{address}</strong>.</p>\
<p>{summary}</p><p>{repairs}</p>\
<p>The full report, with every repair and upgrade and their cost ranges, is in the attached PDF. Reply to this email with any questions.</p>\
<p style=\"margin-top:24px\"><strong>{agent_name}</strong><br>{office}<br>{phone}<br>{email}</p>\
<p style=\"color:#64748b;font-size:12px\">{disclaimer}</p></body></html>",
        greeting = escape(&greeting),
        address = escape(address),
        summary = escape(&c.summary).replace('\n', "<br>"),
        repairs = escape(&repairs),
        agent_name = escape(&agent_name),
        office = escape(p.broker_office_name.as_str()),
        phone = escape(p.phone.as_str()),
        email = escape(p.email.as_str()),
        disclaimer = escape(&c.disclaimer),
    );
    let agent_box = Mailbox {
        name: Some(agent_name.clone()),
        email: p.email.clone(),
    };
    OutgoingEmail {
        from_name: format!("{agent_name} via Showscribe"),
        to: showing
            .details
            .client_email
            .clone()
            .map(|email| Mailbox {
                name: client_name,
                email,
            })
            .into_iter()
            .chain([agent_box.clone()])
            .collect(),
        reply_to: Some(agent_box),
        subject: format!("Showing report: {address}"),
        text_body,
        html_body,
        attachments: Vec::new(),
    }
}

/// "showing-report-742-evergreen-terrace.pdf".
pub fn pdf_file_name(showing: &Showing) -> String {
    let slug: String = showing
        .details
        .property_address
        .as_deref()
        .unwrap_or("property")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let slug: Vec<&str> = slug.split('-').filter(|s| !s.is_empty()).take(8).collect();
    format!("showing-report-{}.pdf", slug.join("-"))
}
