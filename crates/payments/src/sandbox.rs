//! Payments without a provider, for local use and demos: nothing leaves the process and no card
//! is charged.
//!
//! Customers, subscriptions and payments live in memory (they are gone when the process
//! stops) under ids shaped like Stripe's (`cus_sandbox_…`, `sub_sandbox_…`, `pi_sandbox_…`).
//! Each payment waits behind a client secret (`pi_sandbox_…_secret_…`) until the app's clearly
//! marked test step calls [`Payments::confirm_test_payment`], which answers with the events
//! Stripe would have sent.
//!
//! Coupons: besides the domain's test code ([`TEST_COUPON`], 100% off), the sandbox knows one
//! provider code, [`SANDBOX_COUPON`] (20% off); every other code is refused as Stripe refuses an
//! unknown promotion code. Codes are case-insensitive, as Stripe's promotion codes are. A
//! subscription whose first month is free needs no payment and is active at once.
//!
//! A paid period is a calendar month from the first payment. Switching plans changes the
//! subscription at once, keeps its period, and answers with the `customer.subscription.updated`
//! Stripe would send; cancelling keeps it active to the period's end.
//!
//! The billing portal is the app's own pricing page (`/pricing`): there is no provider page
//! to manage cards and invoices on.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use anyhow::anyhow;
use async_trait::async_trait;
use chrono::{DateTime, Months, Utc};
use rand::Rng;
use rand::distributions::Alphanumeric;
use showscribe_application::ports::{
    ChangedSubscription, CheckoutMode, PayingCustomer, PaymentError, PaymentEvent, PaymentRequest,
    Payments, PlanChangeRequest, Purchase, StartedPayment, StartedSubscription,
    SubscriptionRequest,
};
pub use showscribe_domain::billing::TEST_COUPON;
use showscribe_domain::billing::{Coupon, TestCoupon};
use showscribe_domain::{Cents, PlanId, SubscriptionStatus, UserId};

/// The provider coupon the sandbox knows: 20% off the first month.
pub const SANDBOX_COUPON: &str = "WELCOME20";

/// What the sandbox's billing portal is: the app's own pricing page.
pub const SANDBOX_PORTAL_PATH: &str = "/pricing";

/// A subscription as the sandbox holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxSubscription {
    pub customer_id: String,
    pub plan: PlanId,
    /// What the first invoice asks for, after the coupon.
    pub first_invoice: Cents,
    pub status: SubscriptionStatus,
    pub cancel_at_period_end: bool,
    /// The end of the paid period: a month from the first payment (none before it).
    pub period_end: Option<DateTime<Utc>>,
}

/// A month from `start`: the sandbox's billing period.
fn month_after(start: DateTime<Utc>) -> DateTime<Utc> {
    start
        .checked_add_months(Months::new(1))
        .unwrap_or(DateTime::<Utc>::MAX_UTC)
}

/// A one-off payment as the sandbox holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxPayment {
    pub customer_id: String,
    pub purchase: Purchase,
    pub amount: Cents,
    pub succeeded: bool,
}

/// What a client secret waits to pay.
#[derive(Debug, Clone)]
enum Awaiting {
    FirstInvoice { subscription_id: String },
    Payment { payment_id: String },
}

#[derive(Debug, Default)]
struct State {
    /// Customer id → the agent it was created for.
    customers: HashMap<String, UserId>,
    subscriptions: HashMap<String, SandboxSubscription>,
    payments: HashMap<String, SandboxPayment>,
    /// Client secret → what confirming it pays. Removed once confirmed.
    awaiting: HashMap<String, Awaiting>,
}

/// The [`Payments`] port in memory; see the module documentation.
#[derive(Debug, Default)]
pub struct SandboxPayments {
    state: Mutex<State>,
}

impl SandboxPayments {
    pub fn new() -> Self {
        Self::default()
    }

    /// A subscription the sandbox made, as it stands.
    pub fn subscription(&self, subscription_id: &str) -> Option<SandboxSubscription> {
        self.state().subscriptions.get(subscription_id).cloned()
    }

    /// A payment the sandbox made, as it stands.
    pub fn payment(&self, payment_id: &str) -> Option<SandboxPayment> {
        self.state().payments.get(payment_id).cloned()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // The state stays consistent whatever panicked while holding it: every change is
        // a single insert or update.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A subscription the sandbox made, to change or cancel.
    fn subscription_in_force<'s>(
        state: &'s mut State,
        subscription_id: &str,
    ) -> Result<&'s mut SandboxSubscription, PaymentError> {
        state
            .subscriptions
            .get_mut(subscription_id)
            .ok_or(PaymentError::NotFound)
    }

    /// The customer's id, made up on first payment. A known-looking id from before a restart is
    /// taken as it is.
    fn customer_id(state: &mut State, customer: &PayingCustomer) -> String {
        match customer.customer_id.as_deref().filter(|id| !id.is_empty()) {
            Some(id) => {
                state
                    .customers
                    .entry(id.to_owned())
                    .or_insert(customer.user_id);
                id.to_owned()
            }
            None => {
                let id = format!("cus_sandbox_{}", random(14));
                state.customers.insert(id.clone(), customer.user_id);
                id
            }
        }
    }
}

/// The first invoice after the coupon, or `InvalidCoupon`.
fn price_after_coupon(price: Cents, code: Option<&str>) -> Result<Cents, PaymentError> {
    match code.and_then(|code| Coupon::parse(code, TestCoupon::Honoured)) {
        None => Ok(price),
        Some(Coupon::FullDiscount) => Ok(Cents::ZERO),
        Some(Coupon::Provider(code)) if code.eq_ignore_ascii_case(SANDBOX_COUPON) => {
            Ok(price.scale(0.8))
        }
        Some(Coupon::Provider(code)) => Err(PaymentError::InvalidCoupon(code)),
    }
}

fn random(len: usize) -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

fn event_id() -> String {
    format!("evt_sandbox_{}", random(24))
}

/// A payment intent id and its client secret.
fn payment_intent() -> (String, String) {
    let id = format!("pi_sandbox_{}", random(14));
    let secret = format!("{id}_secret_{}", random(24));
    (id, secret)
}

#[async_trait]
impl Payments for SandboxPayments {
    fn checkout_mode(&self) -> CheckoutMode {
        CheckoutMode::Sandbox
    }

    async fn start_subscription(
        &self,
        request: &SubscriptionRequest,
    ) -> Result<StartedSubscription, PaymentError> {
        if request.plan == PlanId::PayPerReport {
            return Err(PaymentError::Unexpected(anyhow!(
                "pay-per-report is not a monthly plan"
            )));
        }
        let first_invoice =
            price_after_coupon(request.monthly_price, request.coupon_code.as_deref())?;
        let mut state = self.state();
        let customer_id = Self::customer_id(&mut state, &request.customer);
        let subscription_id = format!("sub_sandbox_{}", random(14));
        let paid_up = first_invoice.0 <= 0;
        state.subscriptions.insert(
            subscription_id.clone(),
            SandboxSubscription {
                customer_id: customer_id.clone(),
                plan: request.plan,
                first_invoice,
                status: if paid_up {
                    SubscriptionStatus::Active
                } else {
                    SubscriptionStatus::Inactive
                },
                cancel_at_period_end: false,
                period_end: paid_up.then(|| month_after(Utc::now())),
            },
        );
        let client_secret = (!paid_up).then(|| {
            let (_, secret) = payment_intent();
            state.awaiting.insert(
                secret.clone(),
                Awaiting::FirstInvoice {
                    subscription_id: subscription_id.clone(),
                },
            );
            secret
        });
        Ok(StartedSubscription {
            customer_id,
            subscription_id,
            client_secret,
            first_payment: Some(first_invoice),
        })
    }

    async fn start_payment(
        &self,
        request: &PaymentRequest,
    ) -> Result<StartedPayment, PaymentError> {
        if request.amount.0 <= 0 {
            return Err(PaymentError::Unexpected(anyhow!(
                "a payment of {} cents cannot be taken",
                request.amount.0
            )));
        }
        let mut state = self.state();
        let customer_id = Self::customer_id(&mut state, &request.customer);
        let (payment_id, client_secret) = payment_intent();
        state.payments.insert(
            payment_id.clone(),
            SandboxPayment {
                customer_id: customer_id.clone(),
                purchase: request.purchase,
                amount: request.amount,
                succeeded: false,
            },
        );
        state.awaiting.insert(
            client_secret.clone(),
            Awaiting::Payment {
                payment_id: payment_id.clone(),
            },
        );
        Ok(StartedPayment {
            customer_id,
            payment_id,
            client_secret,
        })
    }

    async fn cancel_at_period_end(
        &self,
        subscription_id: &str,
    ) -> Result<Option<DateTime<Utc>>, PaymentError> {
        let mut state = self.state();
        let subscription = Self::subscription_in_force(&mut state, subscription_id)?;
        subscription.cancel_at_period_end = true;
        Ok(subscription.period_end)
    }

    async fn change_plan(
        &self,
        request: &PlanChangeRequest,
    ) -> Result<ChangedSubscription, PaymentError> {
        if request.plan == PlanId::PayPerReport {
            return Err(PaymentError::Unexpected(anyhow!(
                "pay-per-report is not a monthly plan"
            )));
        }
        let mut state = self.state();
        let subscription = Self::subscription_in_force(&mut state, &request.subscription_id)?;
        subscription.plan = request.plan;
        subscription.cancel_at_period_end = false;
        // As Stripe with prorations: no invoice now, the difference is on the next one.
        Ok(ChangedSubscription {
            period_end: subscription.period_end,
            events: vec![PaymentEvent::SubscriptionUpdated {
                event_id: event_id(),
                subscription_id: request.subscription_id.clone(),
                status: subscription.status,
                cancel_at_period_end: false,
                plan: Some(request.plan),
                period_end: subscription.period_end,
            }],
        })
    }

    async fn portal_url(
        &self,
        customer_id: &str,
        _return_url: &str,
    ) -> Result<String, PaymentError> {
        if customer_id.trim().is_empty() {
            return Err(PaymentError::NotFound);
        }
        Ok(SANDBOX_PORTAL_PATH.to_owned())
    }

    fn verify_webhook(
        &self,
        _payload: &[u8],
        _signature: &str,
    ) -> Result<Option<PaymentEvent>, PaymentError> {
        Err(PaymentError::NotSupported)
    }

    async fn confirm_test_payment(
        &self,
        client_secret: &str,
    ) -> Result<Vec<PaymentEvent>, PaymentError> {
        let mut state = self.state();
        let awaiting = state
            .awaiting
            .remove(client_secret)
            .ok_or(PaymentError::NotFound)?;
        match awaiting {
            Awaiting::FirstInvoice { subscription_id } => {
                let subscription = state
                    .subscriptions
                    .get_mut(&subscription_id)
                    .ok_or(PaymentError::NotFound)?;
                subscription.status = SubscriptionStatus::Active;
                let period_end = Some(month_after(Utc::now()));
                subscription.period_end = period_end;
                // As Stripe: the first invoice is paid and the subscription turns active.
                Ok(vec![
                    PaymentEvent::InvoicePaid {
                        event_id: event_id(),
                        subscription_id: subscription_id.clone(),
                        period_end,
                    },
                    PaymentEvent::SubscriptionUpdated {
                        event_id: event_id(),
                        subscription_id,
                        status: SubscriptionStatus::Active,
                        cancel_at_period_end: subscription.cancel_at_period_end,
                        plan: Some(subscription.plan),
                        period_end,
                    },
                ])
            }
            Awaiting::Payment { payment_id } => {
                let payment = state
                    .payments
                    .get_mut(&payment_id)
                    .ok_or(PaymentError::NotFound)?;
                payment.succeeded = true;
                Ok(vec![PaymentEvent::PaymentSucceeded {
                    event_id: event_id(),
                    payment_id,
                }])
            }
        }
    }
}
