use std::sync::Arc;

use showscribe_domain::User;
use thiserror::Error;

use super::provider;
use super::summary::BillingSummary;
use crate::ports::{BillingRepository, PaymentError, Payments, RepositoryError};

#[derive(Debug, Error)]
pub enum ManageSubscriptionError {
    #[error("There is no active subscription to cancel")]
    NoSubscription,
    #[error("the payment provider is unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The store failing is unexpected here, whatever its cause: the request can be tried again.
impl From<RepositoryError> for ManageSubscriptionError {
    fn from(e: RepositoryError) -> Self {
        Self::Unexpected(anyhow::Error::new(e))
    }
}

impl From<PaymentError> for ManageSubscriptionError {
    fn from(e: PaymentError) -> Self {
        match e {
            PaymentError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(provider(other)),
        }
    }
}

/// Cancelling the subscription and the provider's self-service portal.
pub struct ManageSubscription {
    payments: Arc<dyn Payments>,
    billing: Arc<dyn BillingRepository>,
}

/// Where agents manage a plan the provider does not know about: the app's own pricing page.
pub const IN_APP_PLANS_PATH: &str = "/pricing";

impl ManageSubscription {
    pub fn new(payments: Arc<dyn Payments>, billing: Arc<dyn BillingRepository>) -> Self {
        Self { payments, billing }
    }

    /// Cancels at the end of the paid period. A plan started with the test coupon has no
    /// provider subscription and no paid period: it ends at once (bought reports stay).
    #[tracing::instrument(name = "cancel_subscription", skip_all, fields(user_id = user.id.0))]
    pub async fn cancel(&self, user: &User) -> Result<User, ManageSubscriptionError> {
        if !BillingSummary::of(user).has_active_subscription() {
            return Err(ManageSubscriptionError::NoSubscription);
        }
        let updated = match &user.billing.subscription_id {
            Some(id) => {
                self.payments.cancel_at_period_end(id).await?;
                self.billing.mark_cancel_at_period_end(user.id).await
            }
            None => self.billing.end_plan(user.id).await,
        };
        Ok(updated?)
    }

    /// The provider's customer portal (cards, invoices, plan), or the app's pricing page for an
    /// agent the provider does not know.
    pub async fn portal(
        &self,
        user: &User,
        return_url: &str,
    ) -> Result<String, ManageSubscriptionError> {
        match &user.billing.customer_id {
            Some(customer) => Ok(self.payments.portal_url(customer, return_url).await?),
            None => Ok(IN_APP_PLANS_PATH.to_owned()),
        }
    }
}
