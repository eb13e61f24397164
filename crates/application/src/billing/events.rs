use std::sync::Arc;

use showscribe_domain::User;
use thiserror::Error;

use super::provider;
use crate::ports::{
    BillingRepository, EventOutcome, PaymentError, PaymentEvent, Payments, RepositoryError,
    UserRepository,
};

#[derive(Debug, Error)]
pub enum PaymentEventsError {
    /// A webhook whose signature is missing, wrong or too old: nothing was changed.
    #[error("Invalid webhook signature")]
    InvalidSignature(String),
    /// Test payments exist only in sandbox mode.
    #[error("Test payments are only available in test mode")]
    NotSandbox,
    #[error("No such payment is waiting for confirmation")]
    UnknownPayment,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The store failing is unexpected here, whatever its cause: the request can be tried again.
impl From<RepositoryError> for PaymentEventsError {
    fn from(e: RepositoryError) -> Self {
        Self::Unexpected(anyhow::Error::new(e))
    }
}

/// Applies what the payment provider reports: verified webhooks, and in sandbox mode the
/// in-app confirmation that stands in for the card being charged. Both end in the same
/// once-only event handling.
pub struct PaymentEvents {
    payments: Arc<dyn Payments>,
    billing: Arc<dyn BillingRepository>,
    users: Arc<dyn UserRepository>,
}

impl PaymentEvents {
    pub fn new(
        payments: Arc<dyn Payments>,
        billing: Arc<dyn BillingRepository>,
        users: Arc<dyn UserRepository>,
    ) -> Self {
        Self {
            payments,
            billing,
            users,
        }
    }

    /// A webhook delivery: verified first, then applied once. Events the product does not act
    /// on are acknowledged and ignored.
    #[tracing::instrument(name = "payment_webhook", skip_all)]
    pub async fn webhook(
        &self,
        payload: &[u8],
        signature: &str,
    ) -> Result<Option<EventOutcome>, PaymentEventsError> {
        let event = match self.payments.verify_webhook(payload, signature) {
            Ok(Some(event)) => event,
            Ok(None) => return Ok(None),
            Err(PaymentError::InvalidSignature(why)) => {
                return Err(PaymentEventsError::InvalidSignature(why));
            }
            Err(PaymentError::NotSupported) => {
                return Err(PaymentEventsError::InvalidSignature(
                    "webhooks are not configured".into(),
                ));
            }
            Err(other) => return Err(PaymentEventsError::Unexpected(provider(other))),
        };
        self.apply(&event).await.map(Some)
    }

    /// Sandbox mode: the agent confirms the payment in the app; the events the provider would
    /// have sent are applied, and the agent's account is returned as it is now.
    #[tracing::instrument(name = "confirm_test_payment", skip_all, fields(user_id = user.id.0))]
    pub async fn confirm_test_payment(
        &self,
        user: &User,
        client_secret: &str,
    ) -> Result<User, PaymentEventsError> {
        let events = self
            .payments
            .confirm_test_payment(client_secret)
            .await
            .map_err(|e| match e {
                PaymentError::NotSupported => PaymentEventsError::NotSandbox,
                PaymentError::NotFound => PaymentEventsError::UnknownPayment,
                other => PaymentEventsError::Unexpected(provider(other)),
            })?;
        for event in &events {
            self.apply(event).await?;
        }
        self.users
            .find_by_id(user.id)
            .await?
            .ok_or_else(|| PaymentEventsError::Unexpected(anyhow::anyhow!("the agent is gone")))
    }

    async fn apply(&self, event: &PaymentEvent) -> Result<EventOutcome, PaymentEventsError> {
        let outcome = self.billing.apply_event(event).await?;
        match &outcome {
            EventOutcome::Applied(user) => {
                tracing::info!(
                    event_id = event.event_id(),
                    user_id = user.id.0,
                    "payment event applied"
                );
            }
            EventOutcome::Duplicate => {
                tracing::info!(event_id = event.event_id(), "payment event already applied");
            }
            EventOutcome::Unmatched => {
                tracing::warn!(
                    event_id = event.event_id(),
                    "payment event matches nothing here"
                );
            }
        }
        Ok(outcome)
    }
}
