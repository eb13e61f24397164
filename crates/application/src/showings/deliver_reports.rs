//! The delivery worker's one step: take the delivery due first, render the report's PDF, hand
//! the message to the mail server, and record what happened. A refusal for good fails the
//! delivery; anything that may pass later puts it back in the queue with a longer wait.

use std::sync::Arc;
use std::time::Duration;

use showscribe_domain::delivery::{Delivery, RetryPolicy};
use showscribe_domain::showing::ReportType;

use super::documents::ReportDocuments;
use super::report_email::{compose, pdf_attachment};
use crate::ports::{
    Clock, DeliveryQueue, MailError, Mailer, ReportRepository, RepositoryError, ShowingRepository,
    UserRepository,
};

/// What one step did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeliveryOutcome {
    /// Nothing was due.
    Idle,
    Sent(Delivery),
    /// Not sent this time; queued again for later.
    WillRetry {
        delivery: Delivery,
        reason: String,
    },
    Failed {
        delivery: Delivery,
        reason: String,
    },
    /// Another worker took the delivery over (this worker's lease ran out); nothing recorded.
    LostClaim(Delivery),
}

pub struct DeliverReports {
    deliveries: Arc<dyn DeliveryQueue>,
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    users: Arc<dyn UserRepository>,
    documents: Arc<ReportDocuments>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    policy: RetryPolicy,
    lease: Duration,
}

/// Why a delivery stops for good without a mail server's word.
enum Stop {
    Gone(String),
    Retry(String),
}

impl From<RepositoryError> for Stop {
    fn from(e: RepositoryError) -> Self {
        Self::Retry(format!("the database was not available: {e}"))
    }
}

impl DeliverReports {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        deliveries: Arc<dyn DeliveryQueue>,
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        users: Arc<dyn UserRepository>,
        documents: Arc<ReportDocuments>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        policy: RetryPolicy,
        lease: Duration,
    ) -> Self {
        Self {
            deliveries,
            showings,
            reports,
            users,
            documents,
            mailer,
            clock,
            policy,
            lease,
        }
    }

    /// Takes and delivers the delivery due first, if any.
    pub async fn step(&self) -> Result<DeliveryOutcome, RepositoryError> {
        match self.claim().await? {
            Some(delivery) => self.deliver(delivery).await,
            None => Ok(DeliveryOutcome::Idle),
        }
    }

    /// Takes the delivery due first, for this worker's lease.
    pub async fn claim(&self) -> Result<Option<Delivery>, RepositoryError> {
        self.deliveries.claim(self.clock.now(), self.lease).await
    }

    /// Delivers a claimed delivery and records the outcome.
    #[tracing::instrument(name = "deliver_report", skip_all, fields(delivery_id = delivery.id.0, attempt = delivery.attempts))]
    pub async fn deliver(&self, delivery: Delivery) -> Result<DeliveryOutcome, RepositoryError> {
        let outcome = match self.send(&delivery).await {
            Ok(()) => {
                if self
                    .deliveries
                    .mark_sent(&delivery, self.clock.now())
                    .await?
                {
                    tracing::info!("report delivered");
                    DeliveryOutcome::Sent(delivery)
                } else {
                    DeliveryOutcome::LostClaim(delivery)
                }
            }
            Err(Stop::Gone(reason)) => self.fail(delivery, reason).await?,
            Err(Stop::Retry(reason)) => match self
                .policy
                .next_attempt(delivery.attempts, self.clock.now())
            {
                Some(at) => {
                    if self.deliveries.retry_later(&delivery, at, &reason).await? {
                        tracing::warn!(%reason, retry_at = %at, "report not delivered; will retry");
                        DeliveryOutcome::WillRetry { delivery, reason }
                    } else {
                        DeliveryOutcome::LostClaim(delivery)
                    }
                }
                None => {
                    let reason = format!(
                        "Not delivered after {} tries; the last: {reason}",
                        delivery.attempts
                    );
                    self.fail(delivery, reason).await?
                }
            },
        };
        Ok(outcome)
    }

    /// Puts a claimed delivery back at once (the worker is stopping).
    pub async fn release(&self, delivery: &Delivery) -> Result<bool, RepositoryError> {
        self.deliveries.release(delivery).await
    }

    async fn fail(
        &self,
        delivery: Delivery,
        reason: String,
    ) -> Result<DeliveryOutcome, RepositoryError> {
        if self.deliveries.mark_failed(&delivery, &reason).await? {
            tracing::warn!(%reason, "report delivery failed");
            Ok(DeliveryOutcome::Failed { delivery, reason })
        } else {
            Ok(DeliveryOutcome::LostClaim(delivery))
        }
    }

    async fn send(&self, delivery: &Delivery) -> Result<(), Stop> {
        let owner = delivery.user_id;
        let agent = self
            .users
            .find_by_id(owner)
            .await?
            .ok_or_else(|| Stop::Gone("The agent's account no longer exists".to_owned()))?;
        let showing = self
            .showings
            .find(owner, delivery.showing_id)
            .await?
            .ok_or_else(|| Stop::Gone("The showing was deleted".to_owned()))?;
        let report = self
            .reports
            .find(owner, delivery.showing_id, delivery.report_id)
            .await?
            .filter(|r| r.report_type == ReportType::Comprehensive)
            .ok_or_else(|| Stop::Gone("The report was deleted".to_owned()))?;
        if showing.details.client_email.is_none() {
            return Err(Stop::Gone(
                "The showing no longer has a client email".to_owned(),
            ));
        }
        let pdf = self
            .documents
            .pdf_of(&agent, &showing, &report)
            .await
            .map_err(|e| Stop::Retry(format!("the PDF could not be prepared: {e}")))?;
        let mut email = compose(&agent, &showing, &report);
        email.attachments.push(pdf_attachment(&showing, pdf));
        self.mailer.send(&email).await.map_err(|e| match e {
            MailError::Rejected(reply) => {
                Stop::Gone(format!("The mail server refused the message: {reply}"))
            }
            MailError::Deferred(reply) => {
                Stop::Retry(format!("the mail server asked to try later ({reply})"))
            }
            MailError::Unavailable(e) => {
                Stop::Retry(format!("the mail server could not be reached ({e})"))
            }
            MailError::Unexpected(e) => Stop::Retry(format!("{e:#}")),
        })
    }
}
