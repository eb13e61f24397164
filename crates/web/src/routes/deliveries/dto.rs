//! Request and response bodies for sending reports.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_application::showings::EmailPreview;
use showscribe_domain::delivery::Delivery;
use showscribe_domain::report::Summary;
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::routes::reports::dto::{ReportResponse, parse_summary};

/// Optional body of send-report: the summary as edited on the page.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SendReportRequest {
    pub summary: Option<String>,
}

impl SendReportRequest {
    /// The edited summary to save before sending, if one came.
    pub fn try_into_domain(self) -> Result<Option<Summary>, ApiError> {
        self.summary.as_deref().map(parse_summary).transpose()
    }
}

/// What the confirmation shows before anything goes out.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailPreviewResponse {
    /// "Pat Lee <pat@example.com>": the client, then the agent's copy.
    pub recipients: Vec<String>,
    pub reply_to: Option<String>,
    pub subject: String,
    /// The message as the client reads it (plain text).
    pub text_body: String,
    /// The PDF attached.
    pub attachment_name: String,
    /// This version was already sent (or is on its way): sending again answers 409.
    pub already_sent: bool,
}

impl From<EmailPreview> for EmailPreviewResponse {
    fn from(p: EmailPreview) -> Self {
        Self {
            recipients: p.recipients,
            reply_to: p.reply_to,
            subject: p.subject,
            text_body: p.text_body,
            attachment_name: p.attachment_name,
            already_sent: p.already_sent,
        }
    }
}

/// One sending of a report: to whom, which version, and where it stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryResponse {
    pub id: i64,
    pub report_id: i64,
    /// 1 for the first version sent, 2 for the next…
    pub version: usize,
    /// "queued", "sending", "sent" or "failed".
    pub status: String,
    pub recipients: Vec<String>,
    pub subject: String,
    pub attempts: u32,
    /// Why the last try did not deliver it (on a retry or a failure).
    pub last_error: Option<String>,
    pub queued_at: DateTime<Utc>,
    /// When a queued delivery is tried next.
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub sent_at: Option<DateTime<Utc>>,
}

impl DeliveryResponse {
    /// `version` is the delivery's place among its report's deliveries, from 1.
    pub fn new(d: &Delivery, version: usize) -> Self {
        Self {
            id: d.id.0,
            report_id: d.report_id.0,
            version,
            status: d.status.as_str().to_owned(),
            recipients: d.recipients.clone(),
            subject: d.subject.clone(),
            attempts: d.attempts,
            last_error: d.last_error.clone(),
            queued_at: d.queued_at,
            next_attempt_at: (d.status == showscribe_domain::delivery::DeliveryStatus::Queued)
                .then_some(d.next_attempt_at),
            sent_at: d.sent_at,
        }
    }

    /// A showing's deliveries, oldest first, numbered per report.
    pub fn list(deliveries: &[Delivery]) -> Vec<Self> {
        deliveries
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let version = deliveries[..=i]
                    .iter()
                    .filter(|e| e.report_id == d.report_id)
                    .count();
                Self::new(d, version)
            })
            .collect()
    }
}

/// The report as queued, and its delivery.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentReportResponse {
    pub report: ReportResponse,
    pub delivery: DeliveryResponse,
}
