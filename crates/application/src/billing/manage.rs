use std::sync::Arc;

use showscribe_domain::{Cents, PlanId, User};
use thiserror::Error;

use super::provider;
use super::summary::{BillingSummary, is_monthly};
use crate::ports::{
    BillingRepository, EventOutcome, PaymentError, Payments, PlanChangeRequest, RepositoryError,
};

#[derive(Debug, Error)]
pub enum ManageSubscriptionError {
    #[error("There is no active subscription")]
    NoSubscription,
    #[error("Unknown plan: {0}")]
    UnknownPlan(String),
    /// Switching needs a monthly plan to switch to.
    #[error("{0} is not a monthly plan: buy single reports from the pricing page")]
    NotMonthly(&'static str),
    /// The agent is on this plan already.
    #[error("You are already subscribed to the {0} plan")]
    SamePlan(&'static str),
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

/// Switching plans, cancelling, the provider's self-service portal, and the billing summary.
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

    /// The agent's plan, usage, offers, and when the paid period ends.
    pub async fn summary(&self, user: &User) -> Result<BillingSummary, ManageSubscriptionError> {
        let summary = BillingSummary::of(user);
        let period_end = if summary.has_active_subscription() && !summary.test_plan {
            self.billing.period_end(user.id).await?
        } else {
            None
        };
        Ok(summary.with_period_end(period_end))
    }

    /// Moves an active monthly plan to another monthly plan, now. The one subscription at the
    /// provider is changed (never a second one started); the month's allowance follows
    /// `Allowance::change_plan`. A plan started with the test coupon has nothing at the
    /// provider: only the account changes (it stays free).
    #[tracing::instrument(name = "change_plan", skip_all, fields(user_id = user.id.0, plan = plan))]
    pub async fn change_plan(
        &self,
        user: &User,
        plan: &str,
    ) -> Result<User, ManageSubscriptionError> {
        let wanted: PlanId = plan
            .parse()
            .map_err(|_| ManageSubscriptionError::UnknownPlan(plan.trim().to_owned()))?;
        if !is_monthly(wanted) {
            return Err(ManageSubscriptionError::NotMonthly(wanted.plan().name));
        }
        let summary = BillingSummary::of(user);
        if !summary.has_active_subscription() {
            return Err(ManageSubscriptionError::NoSubscription);
        }
        if summary.plan == Some(wanted) {
            return Err(ManageSubscriptionError::SamePlan(wanted.plan().name));
        }
        let Some(subscription_id) = &user.billing.subscription_id else {
            return Ok(self.billing.change_plan(user.id, wanted, None).await?);
        };
        let changed = self
            .payments
            .change_plan(&PlanChangeRequest {
                subscription_id: subscription_id.clone(),
                plan: wanted,
                monthly_price: Cents(wanted.plan().monthly_price_cents),
            })
            .await?;
        let mut updated = self
            .billing
            .change_plan(user.id, wanted, changed.period_end)
            .await?;
        // What the provider reports about the change (the sandbox; Stripe's come as webhooks),
        // applied once like any other event.
        for event in &changed.events {
            if let EventOutcome::Applied(user) = self.billing.apply_event(event).await? {
                updated = *user;
            }
        }
        tracing::info!(
            from = summary.plan.map(PlanId::as_str),
            to = wanted.as_str(),
            "plan changed"
        );
        Ok(updated)
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
                let period_end = self.payments.cancel_at_period_end(id).await?;
                self.billing
                    .mark_cancel_at_period_end(user.id, period_end)
                    .await
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
