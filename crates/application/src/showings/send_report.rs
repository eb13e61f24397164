use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::showing::{Report, ReportType, Showing, ShowingId};
use thiserror::Error;

use super::documents::ReportDocuments;
use super::edit_summary::{EditSummary, EditSummaryError};
use crate::ports::{
    Attachment, MailError, Mailbox, Mailer, OutgoingEmail, ReportRepository, RepositoryError,
    ShowingRepository,
};

#[derive(Debug, Error)]
pub enum SendReportError {
    #[error("showing not found")]
    NotFound,
    #[error("this showing has no report yet")]
    NoReport,
    #[error("the report was already sent")]
    AlreadySent,
    #[error("{message}")]
    Invalid {
        field: &'static str,
        message: String,
    },
    /// The mail server refused or could not be reached; nothing changed, the agent can retry.
    #[error("the email could not be sent: {0}")]
    MailFailed(String),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for SendReportError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

pub const CLIENT_EMAIL_REQUIRED: &str =
    "Add the client's email to the showing before sending the report";

/// Emails the showing report, with its PDF, to the client in the agent's name (reply-to the
/// agent) and to the agent. The report is marked sent only once the mail server accepted it.
pub struct SendReport {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    documents: Arc<ReportDocuments>,
    edit_summary: Arc<EditSummary>,
    mailer: Arc<dyn Mailer>,
}

impl SendReport {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        documents: Arc<ReportDocuments>,
        edit_summary: Arc<EditSummary>,
        mailer: Arc<dyn Mailer>,
    ) -> Self {
        Self {
            showings,
            reports,
            documents,
            edit_summary,
            mailer,
        }
    }

    #[tracing::instrument(name = "send_report", skip_all, fields(user_id = agent.id.0, showing_id = id.0))]
    pub async fn execute(
        &self,
        agent: &User,
        id: ShowingId,
        summary: Option<&str>,
    ) -> Result<Report, SendReportError> {
        let showing = self
            .showings
            .find(agent.id, id)
            .await?
            .ok_or(SendReportError::NotFound)?;
        let mut report = self
            .reports
            .list_for_showing(agent.id, id)
            .await?
            .into_iter()
            .find(|r| r.report_type == ReportType::Comprehensive)
            .ok_or(SendReportError::NoReport)?;
        if report.email_sent {
            return Err(SendReportError::AlreadySent);
        }
        let client = showing
            .details
            .client_email
            .clone()
            .ok_or(SendReportError::Invalid {
                field: "clientEmail",
                message: CLIENT_EMAIL_REQUIRED.to_owned(),
            })?;
        if let Some(summary) = summary.filter(|s| s.trim() != report.content.summary) {
            report = self.save_summary(agent, &showing, &report, summary).await?;
        }
        let pdf = self
            .documents
            .pdf_of(agent, &showing, &report)
            .await
            .map_err(|e| SendReportError::Unexpected(e.into()))?;
        let email = compose(agent, &showing, &report, client, pdf);
        self.mailer.send(&email).await.map_err(|e| match e {
            MailError::Rejected(why) => SendReportError::MailFailed(why),
            MailError::Unavailable(e) => {
                SendReportError::MailFailed(format!("the mail server could not be reached ({e})"))
            }
            MailError::Unexpected(e) => SendReportError::MailFailed(e.to_string()),
        })?;
        if !self.reports.mark_sent(agent.id, id, report.id).await? {
            return Err(SendReportError::AlreadySent);
        }
        report.email_sent = true;
        Ok(report)
    }

    async fn save_summary(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
        summary: &str,
    ) -> Result<Report, SendReportError> {
        let edited = self
            .edit_summary
            .execute(agent, showing.id, report.id, summary)
            .await
            .map_err(|e| match e {
                EditSummaryError::Invalid { field, message } => {
                    SendReportError::Invalid { field, message }
                }
                EditSummaryError::NotFound => SendReportError::NoReport,
                EditSummaryError::Unavailable(e) => SendReportError::Unavailable(e),
                EditSummaryError::Unexpected(e) => SendReportError::Unexpected(e),
            })?;
        Ok(edited)
    }
}

fn compose(
    agent: &User,
    showing: &Showing,
    report: &Report,
    client: showscribe_domain::Email,
    pdf: Vec<u8>,
) -> OutgoingEmail {
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
        to: vec![
            Mailbox {
                name: client_name,
                email: client,
            },
            agent_box.clone(),
        ],
        reply_to: Some(agent_box),
        subject: format!("Showing report: {address}"),
        text_body,
        html_body,
        attachments: vec![Attachment {
            filename: pdf_file_name(showing),
            content_type: "application/pdf".to_owned(),
            bytes: pdf,
        }],
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

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}
