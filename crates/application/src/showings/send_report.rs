//! Sending a showing report is deliberate and happens once: the agent sees who receives what,
//! then one request queues the delivery (a second press, or a second tab, is told it is already
//! sent). A worker delivers it (see `deliver_reports`).

use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::delivery::{Delivery, DeliveryId, NewDelivery};
use showscribe_domain::report::Summary;
use showscribe_domain::showing::{Report, ReportType, Showing, ShowingId};
use thiserror::Error;

use super::edit_summary::{EditSummary, EditSummaryError};
use super::report_email::{OnlineCopy, compose, describe, fingerprint};
use crate::ports::{Clock, DeliveryQueue, ReportRepository, RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum SendReportError {
    #[error("showing not found")]
    NotFound,
    #[error("this showing has no report yet")]
    NoReport,
    /// This version of the report was already queued or sent to these recipients.
    #[error("the report was already sent")]
    AlreadySent,
    /// The agent's address is not confirmed: reports name it as their Reply-To.
    #[error("the agent's email address is not confirmed")]
    EmailNotVerified,
    /// The showing has no client email to send to.
    #[error("{}", CLIENT_EMAIL_REQUIRED)]
    NoClientEmail,
    /// No failed delivery with this id to try again.
    #[error("delivery not found")]
    DeliveryNotFound,
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

/// What the confirmation shows before anything goes out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailPreview {
    pub recipients: Vec<String>,
    pub reply_to: Option<String>,
    pub subject: String,
    pub text_body: String,
    pub attachment_name: String,
    /// This version of the report was already queued or sent: sending again answers 409.
    pub already_sent: bool,
}

/// The report as queued, and its delivery.
#[derive(Debug, Clone, PartialEq)]
pub struct QueuedReport {
    pub report: Report,
    pub delivery: Delivery,
}

/// Queues showing reports for delivery, once per version.
pub struct SendReport {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    edit_summary: Arc<EditSummary>,
    deliveries: Arc<dyn DeliveryQueue>,
    clock: Arc<dyn Clock>,
}

impl SendReport {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        edit_summary: Arc<EditSummary>,
        deliveries: Arc<dyn DeliveryQueue>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            showings,
            reports,
            edit_summary,
            deliveries,
            clock,
        }
    }

    async fn showing_report(
        &self,
        agent: &User,
        id: ShowingId,
    ) -> Result<(Showing, Report), SendReportError> {
        let showing = self
            .showings
            .find(agent.id, id)
            .await?
            .ok_or(SendReportError::NotFound)?;
        let report = self
            .reports
            .list_for_showing(agent.id, id)
            .await?
            .into_iter()
            .find(|r| r.report_type == ReportType::Comprehensive)
            .ok_or(SendReportError::NoReport)?;
        if showing.details.client_email.is_none() {
            return Err(SendReportError::NoClientEmail);
        }
        Ok((showing, report))
    }

    /// Who would receive what, without sending anything.
    pub async fn preview(
        &self,
        agent: &User,
        id: ShowingId,
    ) -> Result<EmailPreview, SendReportError> {
        let (showing, report) = self.showing_report(agent, id).await?;
        let email = compose(agent, &showing, &report, Some(&OnlineCopy::to_be_made()));
        let version = fingerprint(&report, &email);
        let already_sent = self
            .deliveries
            .for_showing(agent.id, id)
            .await?
            .iter()
            .any(|d| d.report_id == report.id && d.fingerprint == version);
        Ok(EmailPreview {
            recipients: email.to.iter().map(describe).collect(),
            reply_to: email.reply_to.as_ref().map(describe),
            subject: email.subject,
            text_body: email.text_body,
            attachment_name: super::report_email::pdf_file_name(&showing, report.report_type),
            already_sent,
        })
    }

    /// Queues the report (after saving an edited `summary`, if one came). Only one request
    /// wins for a version of the report; the others get `AlreadySent`.
    #[tracing::instrument(name = "send_report", skip_all, fields(user_id = agent.id.0, showing_id = id.0))]
    pub async fn execute(
        &self,
        agent: &User,
        id: ShowingId,
        summary: Option<&Summary>,
    ) -> Result<QueuedReport, SendReportError> {
        let (showing, mut report) = self.showing_report(agent, id).await?;
        if !agent.email_verified() {
            return Err(SendReportError::EmailNotVerified);
        }
        if let Some(summary) = summary.filter(|s| s.as_str() != report.content.summary) {
            report = self
                .edit_summary
                .execute(agent, showing.id, report.id, summary)
                .await
                .map_err(|e| match e {
                    EditSummaryError::NotFound => SendReportError::NoReport,
                    EditSummaryError::Unavailable(e) => SendReportError::Unavailable(e),
                    EditSummaryError::Unexpected(e) => SendReportError::Unexpected(e),
                })?;
        }
        let email = compose(agent, &showing, &report, Some(&OnlineCopy::to_be_made()));
        let new = NewDelivery {
            user_id: agent.id,
            showing_id: showing.id,
            report_id: report.id,
            fingerprint: fingerprint(&report, &email),
            recipients: email.to.iter().map(describe).collect(),
            subject: email.subject,
            queued_at: self.clock.now(),
        };
        let delivery = self
            .deliveries
            .enqueue(new)
            .await?
            .ok_or(SendReportError::AlreadySent)?;
        tracing::info!(delivery_id = delivery.id.0, "report queued for delivery");
        Ok(QueuedReport { report, delivery })
    }

    /// Queues a failed delivery again, at once.
    pub async fn retry(
        &self,
        agent: &User,
        showing: ShowingId,
        id: DeliveryId,
    ) -> Result<Delivery, SendReportError> {
        if !agent.email_verified() {
            return Err(SendReportError::EmailNotVerified);
        }
        self.deliveries
            .requeue_failed(agent.id, showing, id, self.clock.now())
            .await?
            .ok_or(SendReportError::DeliveryNotFound)
    }

    /// The showing's deliveries, oldest first.
    pub async fn history(
        &self,
        agent: &User,
        showing: ShowingId,
    ) -> Result<Vec<Delivery>, SendReportError> {
        Ok(self.deliveries.for_showing(agent.id, showing).await?)
    }
}
