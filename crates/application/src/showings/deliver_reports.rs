//! The delivery worker's one step: take the delivery due first, render the report's PDF, hand
//! the message to the mail server, and record what happened. A refusal for good fails the
//! delivery; anything that may pass later puts it back in the queue with a longer wait.

use std::sync::Arc;
use std::time::Duration;

use showscribe_domain::delivery::{Delivery, RetryPolicy};
use showscribe_domain::share_link::{NewShareLink, ShareLifetime, ShareLink};
use showscribe_domain::showing::ReportType;

use super::documents::ReportDocuments;
use super::report_email::{OnlineCopy, compose, pdf_attachment};
use crate::accounts::new_token_secret;
use crate::ports::{
    Clock, DeliveryQueue, MailError, Mailer, ReportRepository, RepositoryError,
    ShareLinkRepository, ShowingRepository, UserRepository,
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
    /// Where the message's link to the report online comes from, when links are made.
    online: Option<OnlineLinks>,
}

/// Makes the link each message carries: stored like any share link, under the product's address.
struct OnlineLinks {
    links: Arc<dyn ShareLinkRepository>,
    public_url: String,
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
            online: None,
        }
    }

    /// Each message also carries a link to read the report online (a share link of the default
    /// lifetime, listed with the showing's other links), at `public_url`.
    pub fn with_share_links(
        mut self,
        links: Arc<dyn ShareLinkRepository>,
        public_url: impl Into<String>,
    ) -> Self {
        self.online = Some(OnlineLinks {
            links,
            public_url: public_url.into(),
        });
        self
    }

    /// A link for this message, or none when links are not made; a link that cannot be stored
    /// now makes the delivery wait like any other passing trouble.
    ///
    /// A link an earlier try made for this delivery is revoked first. That try stopped before it
    /// recorded its message sent (its worker was killed, or lost its lease), so most likely its
    /// message never left and nobody holds the link's secret; in the rare case that it did
    /// leave, this try's message carries the link that works.
    async fn online_copy(
        &self,
        delivery: &Delivery,
    ) -> Result<Option<(ShareLink, OnlineCopy)>, Stop> {
        let Some(online) = &self.online else {
            return Ok(None);
        };
        let now = self.clock.now();
        let stale = online
            .links
            .revoke_for_delivery(delivery.user_id, delivery.showing_id, delivery.id, now)
            .await?;
        if stale > 0 {
            tracing::info!(
                links = stale,
                "revoked the links an earlier, stopped try made"
            );
        }
        let (secret, hash) = new_token_secret();
        let link = online
            .links
            .create(
                &NewShareLink::new(
                    delivery.user_id,
                    delivery.showing_id,
                    hash,
                    ShareLifetime::default(),
                    now,
                )
                .for_delivery(delivery.id),
            )
            .await?;
        let url = format!("{}/r/{secret}", online.public_url.trim_end_matches('/'));
        let copy = OnlineCopy::of(url, link.expires_at);
        Ok(Some((link, copy)))
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
        let online = self.online_copy(delivery).await?;
        let mut email = compose(&agent, &showing, &report, online.as_ref().map(|(_, c)| c));
        email.attachments.push(pdf_attachment(&showing, pdf));
        let sent = self.mailer.send(&email).await;
        if let (Err(_), Some((link, _)), Some(links)) = (&sent, &online, &self.online) {
            // The message did not go: its link opens nothing (the next try makes its own).
            if let Err(e) = links
                .links
                .revoke(
                    delivery.user_id,
                    delivery.showing_id,
                    link.id,
                    self.clock.now(),
                )
                .await
            {
                tracing::warn!(error = %e, link_id = link.id.0, "an unsent message's link could not be withdrawn");
            }
        }
        sent.map_err(|e| match e {
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
