use std::sync::Arc;

use showscribe_domain::billing::{
    Coupon, PackError, PackSize, SINGLE_REPORT_CENTS, TestCoupon, quote_pack,
};
use showscribe_domain::{Cents, PlanId, User};
use thiserror::Error;

use super::provider;
use super::summary::{BillingSummary, is_monthly};
use crate::ports::{
    BillingRepository, CheckoutMode, Clock, OpenSubscription, PayingCustomer, PaymentError,
    PaymentRequest, Payments, PendingPurchase, Purchase, RepositoryError, SubscriptionRequest,
};

#[derive(Debug, Error)]
pub enum CheckoutError {
    #[error("Unknown plan: {0}")]
    UnknownPlan(String),
    #[error("{0}")]
    InvalidCoupon(String),
    #[error("Report packs come in 10, 20 or 30 reports")]
    InvalidPackSize,
    #[error("Report packs are for active Essential, Pro and Elite subscribers")]
    NotEligible,
    /// The agent has this plan already.
    #[error("You are already subscribed to the {0} plan")]
    AlreadySubscribed(&'static str),
    /// The agent pays for another monthly plan: switching changes that subscription, a
    /// checkout would start a second one.
    #[error(
        "You are subscribed to the {current} plan: switch to {wanted} from the pricing page so that your subscription is changed rather than a second one started"
    )]
    SwitchInstead {
        current: &'static str,
        wanted: &'static str,
    },
    /// The provider refused the payment; its message is for the user.
    #[error("{0}")]
    Declined(String),
    #[error("the payment provider is unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The store failing is unexpected here, whatever its cause: the request can be tried again.
impl From<RepositoryError> for CheckoutError {
    fn from(e: RepositoryError) -> Self {
        Self::Unexpected(anyhow::Error::new(e))
    }
}

impl From<PaymentError> for CheckoutError {
    fn from(e: PaymentError) -> Self {
        match e {
            PaymentError::InvalidCoupon(code) => Self::InvalidCoupon(invalid_coupon(&code)),
            PaymentError::Declined(message) => Self::Declined(message),
            PaymentError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(provider(other)),
        }
    }
}

fn invalid_coupon(code: &str) -> String {
    format!("The coupon code \"{code}\" is not valid")
}

/// The outcome of asking for a subscription.
#[derive(Debug, Clone, PartialEq)]
pub enum SubscribeOutcome {
    /// Nothing to pay (the test coupon, or a provider coupon worth the whole price): the plan is
    /// active now.
    Activated(Box<User>),
    /// The browser confirms this payment; the plan starts when the provider reports it paid.
    Payment {
        client_secret: String,
        /// What the payment takes, after any coupon, when the provider said.
        amount: Option<Cents>,
    },
}

/// A one-off payment for the browser to confirm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentStarted {
    pub client_secret: String,
    pub reports: i64,
    pub amount_cents: i64,
}

/// Starts subscriptions and one-off payments at the provider, priced by the domain.
pub struct Checkout {
    payments: Arc<dyn Payments>,
    billing: Arc<dyn BillingRepository>,
    clock: Arc<dyn Clock>,
}

impl Checkout {
    pub fn new(
        payments: Arc<dyn Payments>,
        billing: Arc<dyn BillingRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            payments,
            billing,
            clock,
        }
    }

    /// Subscribes the agent to a plan (`pay-per-report` buys one report instead).
    #[tracing::instrument(name = "subscribe", skip_all, fields(user_id = user.id.0, plan = plan))]
    pub async fn subscribe(
        &self,
        user: &User,
        plan: &str,
        coupon_code: Option<&str>,
    ) -> Result<SubscribeOutcome, CheckoutError> {
        let plan: PlanId = plan
            .parse()
            .map_err(|_| CheckoutError::UnknownPlan(plan.trim().to_owned()))?;
        let test_coupon = match self.payments.checkout_mode() {
            CheckoutMode::Sandbox => TestCoupon::Honoured,
            CheckoutMode::Stripe { .. } => TestCoupon::LeftToProvider,
        };
        let coupon = coupon_code.and_then(|code| Coupon::parse(code, test_coupon));
        let summary = BillingSummary::of(user);
        if let Some(current) = summary.plan.filter(|_| summary.has_active_subscription())
            && is_monthly(plan)
        {
            if current == plan {
                return Err(CheckoutError::AlreadySubscribed(plan.plan().name));
            }
            if user.billing.subscription_id.is_some() {
                return Err(CheckoutError::SwitchInstead {
                    current: current.plan().name,
                    wanted: plan.plan().name,
                });
            }
            // A plan started with the test coupon, moved to another with the test coupon: the
            // month goes on with the usage kept, as any plan change.
            if coupon == Some(Coupon::FullDiscount) {
                let user = self.billing.change_plan(user.id, plan, None).await?;
                return Ok(SubscribeOutcome::Activated(Box::new(user)));
            }
        }
        if coupon == Some(Coupon::FullDiscount) {
            let user = self.billing.activate_plan(user.id, plan, None).await?;
            return Ok(SubscribeOutcome::Activated(Box::new(user)));
        }
        if plan == PlanId::PayPerReport {
            if let Some(Coupon::Provider(code)) = coupon {
                return Err(CheckoutError::InvalidCoupon(format!(
                    "The coupon code \"{code}\" does not apply to single reports"
                )));
            }
            let started = self.buy_single_report(user).await?;
            return Ok(SubscribeOutcome::Payment {
                client_secret: started.client_secret,
                amount: Some(Cents(started.amount_cents)),
            });
        }
        let code = match coupon {
            Some(Coupon::Provider(code)) => Some(code),
            _ => None,
        };
        // Reloading the checkout reuses the subscription it started.
        if let Some(open) = self
            .billing
            .open_subscription(user.id, plan, code.clone())
            .await?
            && let Some(client_secret) = open.client_secret
        {
            return Ok(SubscribeOutcome::Payment {
                client_secret,
                amount: open.first_payment,
            });
        }
        let started = self
            .payments
            .start_subscription(&SubscriptionRequest {
                customer: customer(user),
                plan,
                monthly_price: showscribe_domain::Cents(plan.plan().monthly_price_cents),
                coupon_code: code.clone(),
            })
            .await?;
        self.remember_customer(user, &started.customer_id).await?;
        self.billing
            .record_subscription(
                user.id,
                &OpenSubscription {
                    subscription_id: started.subscription_id.clone(),
                    plan,
                    coupon_code: code,
                    client_secret: started.client_secret.clone(),
                    first_payment: started.first_payment,
                    created_at: self.clock.now(),
                },
            )
            .await?;
        match started.client_secret {
            Some(client_secret) => Ok(SubscribeOutcome::Payment {
                client_secret,
                amount: started.first_payment,
            }),
            None => {
                let user = self
                    .billing
                    .activate_plan(user.id, plan, Some(started.subscription_id))
                    .await?;
                Ok(SubscribeOutcome::Activated(Box::new(user)))
            }
        }
    }

    /// One report at the non-subscriber price.
    pub async fn buy_single_report(&self, user: &User) -> Result<PaymentStarted, CheckoutError> {
        self.start(user, Purchase::SingleReport, SINGLE_REPORT_CENTS.0)
            .await
    }

    /// An add-on pack for an active Essential, Pro or Elite subscriber.
    #[tracing::instrument(name = "buy_pack", skip_all, fields(user_id = user.id.0, count))]
    pub async fn buy_pack(&self, user: &User, count: i64) -> Result<PaymentStarted, CheckoutError> {
        let size = PackSize::parse(count).map_err(|_| CheckoutError::InvalidPackSize)?;
        let quote = quote_pack(user.subscription_plan, user.subscription_status, size).map_err(
            |e| match e {
                PackError::InvalidSize => CheckoutError::InvalidPackSize,
                PackError::NotEligible => CheckoutError::NotEligible,
            },
        )?;
        self.start(
            user,
            Purchase::Pack {
                reports: size.reports(),
            },
            quote.total.0,
        )
        .await
    }

    async fn start(
        &self,
        user: &User,
        purchase: Purchase,
        amount_cents: i64,
    ) -> Result<PaymentStarted, CheckoutError> {
        let started = self
            .payments
            .start_payment(&PaymentRequest {
                customer: customer(user),
                purchase,
                amount: showscribe_domain::Cents(amount_cents),
            })
            .await?;
        self.remember_customer(user, &started.customer_id).await?;
        self.billing
            .record_purchase(
                user.id,
                &PendingPurchase {
                    payment_id: started.payment_id,
                    purchase,
                    amount_cents,
                    created_at: self.clock.now(),
                },
            )
            .await?;
        Ok(PaymentStarted {
            client_secret: started.client_secret,
            reports: purchase.reports(),
            amount_cents,
        })
    }

    async fn remember_customer(&self, user: &User, customer_id: &str) -> Result<(), CheckoutError> {
        if user.billing.customer_id.as_deref() != Some(customer_id) {
            self.billing.set_customer(user.id, customer_id).await?;
        }
        Ok(())
    }
}

fn customer(user: &User) -> PayingCustomer {
    let p = &user.profile;
    PayingCustomer {
        user_id: user.id,
        email: p.email.as_str().to_owned(),
        name: format!("{} {}", p.first_name, p.last_name),
        customer_id: user.billing.customer_id.clone(),
    }
}
