//! The email that carries a showing report: written from the report and the agent's profile,
//! in the agent's name, with the report's PDF attached by whoever sends it.

use sha2::{Digest, Sha256};
use showscribe_domain::User;
use showscribe_domain::share_link::DEFAULT_SHARE_DAYS;
use showscribe_domain::showing::{Report, ReportSender, ReportType, Showing};

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

/// The showing report's PDF as an attachment.
pub fn pdf_attachment(showing: &Showing, pdf: Vec<u8>) -> Attachment {
    Attachment {
        filename: pdf_file_name(showing, ReportType::Comprehensive),
        content_type: "application/pdf".to_owned(),
        bytes: pdf,
    }
}

/// Where the client reads the report online: the share link made when the message is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineCopy {
    pub url: String,
    /// "December 26, 2026".
    pub until: String,
}

impl OnlineCopy {
    /// What the confirmation shows before sending: the link is made only when the message goes.
    pub fn to_be_made() -> Self {
        Self {
            url: "[a private link to this report, made when it is sent]".to_owned(),
            until: format!("{DEFAULT_SHARE_DAYS} days later"),
        }
    }

    pub fn of(url: String, expires_at: chrono::DateTime<chrono::Utc>) -> Self {
        Self {
            url,
            until: expires_at.format("%B %-d, %Y").to_string(),
        }
    }

    fn sentence(&self) -> String {
        format!(
            "Read the report on your phone: {} (the link works until {}).",
            self.url, self.until
        )
    }
}

/// The message, without its attachment: to the client (when the showing names one) and the
/// agent, reply-to the agent; with the link to the report online, when there is one.
pub fn compose(
    agent: &User,
    showing: &Showing,
    report: &Report,
    online: Option<&OnlineCopy>,
) -> OutgoingEmail {
    // The lines the client reads are the report's sender's. Replies and the copy go to the
    // account's own address, the one it confirmed: a showing's agent lines are not checked.
    let sender = ReportSender::of(&agent.profile, &showing.details);
    let agent_name = sender.name.clone();
    let address = showing.address_label();
    let client_name = showing.details.client_name.clone();
    let greeting = client_name
        .as_deref()
        .map_or_else(|| "Hello,".to_owned(), |n| format!("Hi {n},"));
    let c = &report.content;
    // The counts and figures the PDF shows, from the same content.
    let [repairs, upgrades] = c.cost_overview();
    let online_text = online.map_or_else(String::new, |o| format!("{}\n\n", o.sentence()));
    let online_html = online.map_or_else(String::new, |o| {
        let link = if o.url.starts_with("http") {
            format!("<a href=\"{url}\">{url}</a>", url = escape(&o.url))
        } else {
            escape(&o.url)
        };
        format!(
            "<p>Read the report on your phone: {link} (the link works until {}).</p>",
            escape(&o.until)
        )
    });
    let text_body = format!(
        "{greeting}\n\nAttached is the showing report for {address}.\n\n{summary}\n\n{repairs}\n{upgrades}\n\nThe full report, with every repair and upgrade and their cost ranges, is in the attached PDF. {online_text}Reply to this email with any questions.\n\n{agent_name}\n{office}\n{phone}\n{email}\n\n{disclaimer}\n",
        summary = c.summary,
        office = sender.broker_office,
        phone = sender.phone,
        email = sender.email,
        disclaimer = c.disclaimer,
    );
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:Helvetica,Arial,sans-serif;color:#0f172a;line-height:1.5\">\
<p>{greeting}</p><p>Attached is the showing report for <strong>{address}</strong>.</p>\
<p>{summary}</p><p>{repairs}<br>{upgrades}</p>\
<p>The full report, with every repair and upgrade and their cost ranges, is in the attached PDF.</p>{online_html}<p>Reply to this email with any questions.</p>\
<p style=\"margin-top:24px\"><strong>{agent_name}</strong><br>{office}<br>{phone}<br>{email}</p>\
<p style=\"color:#64748b;font-size:12px\">{disclaimer}</p></body></html>",
        greeting = escape(&greeting),
        address = escape(address),
        summary = escape(&c.summary).replace('\n', "<br>"),
        repairs = escape(&repairs),
        upgrades = escape(&upgrades),
        agent_name = escape(&agent_name),
        office = escape(&sender.broker_office),
        phone = escape(&sender.phone),
        email = escape(sender.email.as_str()),
        disclaimer = escape(&c.disclaimer),
    );
    let account = Mailbox {
        name: Some(agent_name.clone()),
        email: agent.profile.email.clone(),
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
            .chain([account.clone()])
            .collect(),
        reply_to: Some(account),
        subject: format!("Showing report: {address}"),
        text_body,
        html_body,
        attachments: Vec::new(),
    }
}

/// "showing-report-742-evergreen-terrace.pdf"; "market-analysis-742-evergreen-terrace.pdf"
/// for the market analysis, so the two documents of one showing never share a name.
pub fn pdf_file_name(showing: &Showing, report_type: ReportType) -> String {
    let document = match report_type {
        ReportType::Comprehensive => "showing-report",
        ReportType::Cma => "market-analysis",
    };
    document_file_name(showing, document, "pdf")
}

/// `document`, then the first words of the showing's address, as a file name:
/// "repair-request-742-evergreen-terrace.csv".
pub fn document_file_name(showing: &Showing, document: &str, extension: &str) -> String {
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
    format!("{document}-{}.{extension}", slug.join("-"))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::{TimeZone, Utc};
    use showscribe_domain::catalog::Region;
    use showscribe_domain::cma::HomeFacts;
    use showscribe_domain::report::{
        CostRange, FindingKind, Generator, PricedItem, Priority, ReportContent,
    };
    use showscribe_domain::showing::{Notes, ReportId, ShowingDetails, ShowingId, ShowingStatus};
    use showscribe_domain::{
        Allowance, BrokerOfficeName, Cents, Email, PersonName, PhoneNumber, SessionVersion,
        SubscriptionStatus, UserId, UserProfile,
    };

    use super::*;

    fn agent() -> User {
        User {
            id: UserId(1),
            profile: UserProfile {
                first_name: PersonName::parse("Sam").unwrap(),
                last_name: PersonName::parse("Okafor").unwrap(),
                email: Email::parse("sam@example.com").unwrap(),
                phone: PhoneNumber::parse("555-010-0199").unwrap(),
                company: None,
                broker_office_name: BrokerOfficeName::parse("Harbor Realty").unwrap(),
            },
            logo_path: None,
            selected_plan: None,
            subscription_plan: None,
            subscription_status: SubscriptionStatus::Active,
            allowance: Allowance {
                used_this_month: 0,
                limit: 1,
            },
            session_version: SessionVersion(1),
            email_verified_at: Some(Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap()),
            billing: Default::default(),
            created_at: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
        }
    }

    fn showing() -> Showing {
        Showing {
            id: ShowingId(7),
            user_id: UserId(1),
            details: ShowingDetails {
                property_address: Some("12 Oak St, Austin, TX 78704".into()),
                property_description: None,
                list_price: None,
                client_name: Some("Pat Lee".into()),
                client_email: Email::parse("pat@example.com").ok(),
                client_phone: None,
                agent_name: None,
                agent_email: None,
                agent_phone: None,
                agent_company: None,
                repairs_needed: Notes::parse("roof").unwrap(),
                updates_wanted: Notes::default(),
                subject: HomeFacts::default(),
            },
            status: ShowingStatus::Completed,
            created_at: Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0).unwrap(),
        }
    }

    fn item(kind: FindingKind, typical: Option<i64>) -> PricedItem {
        PricedItem {
            id: String::new(),
            description: "d".into(),
            kind,
            category: "c".into(),
            priority: Priority::Soon,
            catalog_key: None,
            quantity: None,
            cost: typical.map(|t| CostRange::new(Cents(t / 2), Cents(t), Cents(t * 2))),
            note: None,
            agent_figure: false,
        }
    }

    fn report(items: Vec<PricedItem>) -> Report {
        Report {
            id: ReportId(42),
            showing_id: ShowingId(7),
            user_id: UserId(1),
            report_type: ReportType::Comprehensive,
            content: ReportContent::assemble(
                "Three items have no catalog price and are marked for a contractor quote.".into(),
                items,
                None,
                Generator::Estimator,
                None,
                &Region::national(),
            ),
            email_sent: false,
            pdf_file_path: None,
            created_at: Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0).unwrap(),
        }
    }

    #[test]
    fn the_email_counts_repairs_and_upgrades_as_the_report_does() {
        let report = report(vec![
            item(FindingKind::Repair, Some(100_000)),
            item(FindingKind::Repair, None),
            item(FindingKind::Repair, Some(20_000)),
            item(FindingKind::Upgrade, Some(300_000)),
            item(FindingKind::Upgrade, None),
            item(FindingKind::Upgrade, None),
        ]);
        let counts = report.content.counts();
        assert_eq!(
            (counts.repairs, counts.upgrades, counts.needing_quote),
            (3, 3, 3)
        );
        let email = compose(&agent(), &showing(), &report, None);
        for body in [&email.text_body, &email.html_body] {
            assert!(
                body.contains(
                    "3 repairs, estimated at $600–$2,400 (typical $1,200); 1 of them needs a \
                     contractor quote and is not in that estimate."
                ),
                "{body}"
            );
            assert!(
                body.contains(
                    "3 upgrades, estimated at $1,500–$6,000 (typical $3,000); 2 of them need a \
                     contractor quote and are not in that estimate."
                ),
                "{body}"
            );
            // The summary's count is the report's.
            assert!(
                body.contains(
                    "Three items need a contractor quote and are not in the cost totals."
                ),
                "{body}"
            );
            assert!(!body.contains("(s)"), "{body}");
        }
    }

    #[test]
    fn one_of_each_is_singular_and_none_is_said_plainly() {
        let email = compose(
            &agent(),
            &showing(),
            &report(vec![item(FindingKind::Repair, None)]),
            None,
        );
        assert!(
            email
                .text_body
                .contains("1 repair needs a contractor quote.\nNo upgrades were requested."),
            "{}",
            email.text_body
        );
        assert!(
            email
                .text_body
                .contains("One item needs a contractor quote")
        );
    }

    #[test]
    fn the_client_reads_the_showings_agent_lines_and_replies_reach_the_confirmed_account() {
        let mut teammate = showing();
        teammate.details.agent_name = Some("Dana Cruz".into());
        teammate.details.agent_email = Email::parse("dana@example.com").ok();
        let email = compose(&agent(), &teammate, &report(Vec::new()), None);
        assert_eq!(email.from_name, "Dana Cruz via Showscribe");
        let reply = email.reply_to.expect("a reply-to");
        assert_eq!(reply.email.as_str(), "sam@example.com");
        assert!(
            email
                .text_body
                .contains("Dana Cruz\nHarbor Realty\n555-010-0199\ndana@example.com"),
            "{}",
            email.text_body
        );
        assert!(email.html_body.contains("<strong>Dana Cruz</strong>"));
        let recipients: Vec<&str> = email.to.iter().map(|m| m.email.as_str()).collect();
        assert_eq!(recipients, ["pat@example.com", "sam@example.com"]);
    }

    #[test]
    fn the_report_and_its_market_analysis_have_their_own_file_names() {
        assert_eq!(
            pdf_file_name(&showing(), ReportType::Comprehensive),
            "showing-report-12-oak-st-austin-tx-78704.pdf"
        );
        assert_eq!(
            pdf_file_name(&showing(), ReportType::Cma),
            "market-analysis-12-oak-st-austin-tx-78704.pdf"
        );
        assert_eq!(
            pdf_attachment(&showing(), Vec::new()).filename,
            "showing-report-12-oak-st-austin-tx-78704.pdf"
        );
    }
}
