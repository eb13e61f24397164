//! Payments through Stripe, with async-stripe's request builders and HTTP client.
//!
//! Requests are built with the generated `stripe-*` request types (so their form encoding is
//! the library's), sent by its client (which pins the library's API version in the
//! `Stripe-Version` header), and the answers are read with `serde_json` into the few fields
//! the product needs, so that a field Stripe adds, drops or leaves null elsewhere in an object
//! cannot fail a call that has already taken effect at Stripe.
//!
//! Subscriptions use a Stripe Price per plan (`[payments.stripe.prices]`); the first invoice
//! waits for the browser to confirm its payment (`payment_behavior=default_incomplete`) with
//! the invoice's confirmation secret, and the card is kept for the following months.
//!
//! A plan change updates the subscription's one item to the new plan's Price, with prorations
//! for the rest of the period on the next invoice, and withdraws a pending cancellation: a
//! subscriber never holds two subscriptions.

mod errors;
mod objects;

use std::collections::HashMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::anyhow;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use secrecy::{ExposeSecret, SecretString};
use serde::de::DeserializeOwned;
use showscribe_application::ports::{
    ChangedSubscription, CheckoutMode, PayingCustomer, PaymentError, PaymentEvent, PaymentRequest,
    Payments, PlanChangeRequest, Purchase, StartedPayment, StartedSubscription,
    SubscriptionRequest,
};
use showscribe_domain::Cents;
use stripe::StripeRequest;
use stripe_billing::billing_portal_session::CreateBillingPortalSession;
use stripe_billing::subscription::{
    CreateSubscription, CreateSubscriptionItems, CreateSubscriptionPaymentBehavior,
    CreateSubscriptionPaymentSettings, CreateSubscriptionPaymentSettingsSaveDefaultPaymentMethod,
    DiscountsDataParam, RetrieveSubscription, UpdateSubscription, UpdateSubscriptionItems,
    UpdateSubscriptionProrationBehavior,
};
use stripe_core::customer::CreateCustomer;
use stripe_core::payment_intent::{
    CreatePaymentIntent, CreatePaymentIntentAutomaticPaymentMethods,
};
use stripe_product::promotion_code::ListPromotionCode;

use crate::settings::{PaymentsConfigError, StripePrices, StripeSettings};
use crate::webhook;
use errors::{Failure, coupon_error};
use objects::{CreatedCustomer, List, PaymentIntent, PortalSession, PromotionCode, Subscription};

/// What the subscription's first invoice is confirmed with; the current API versions give the
/// invoice a confirmation secret (older ones expanded `latest_invoice.payment_intent`).
const EXPAND_FIRST_INVOICE: &str = "latest_invoice.confirmation_secret";

/// The [`Payments`] port on Stripe.
pub struct StripePayments {
    client: stripe::Client,
    publishable_key: String,
    webhook_secret: SecretString,
    webhook_tolerance_secs: u64,
    prices: StripePrices,
}

impl std::fmt::Debug for StripePayments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StripePayments")
            .field("publishable_key", &self.publishable_key)
            .field("prices", &self.prices)
            .finish_non_exhaustive()
    }
}

impl StripePayments {
    /// Checks the settings and prepares the client (no request is made).
    pub fn new(settings: &StripeSettings) -> Result<Self, PaymentsConfigError> {
        settings.validate()?;
        // TLS through rustls with ring; a provider installed earlier by the process stays.
        let _ = rustls::crypto::ring::default_provider().install_default();

        let mut builder = stripe::ClientBuilder::new(settings.secret_key.expose_secret().trim())
            .timeout(Duration::from_secs(settings.timeout_secs))
            .app_info(
                "Showscribe",
                Some(env!("CARGO_PKG_VERSION").to_owned()),
                None,
            );
        if let Some(base) = &settings.api_base {
            let base = base.trim();
            // The client appends `v1/…` to the base.
            let base = if base.ends_with('/') {
                base.to_owned()
            } else {
                format!("{base}/")
            };
            builder = builder.url(base);
        }
        let client = builder
            .build()
            .map_err(|e| PaymentsConfigError::Client(e.to_string()))?;
        Ok(Self {
            client,
            publishable_key: settings.publishable_key.trim().to_owned(),
            webhook_secret: settings.webhook_secret.clone(),
            webhook_tolerance_secs: settings.webhook_tolerance_secs,
            prices: settings.prices.clone(),
        })
    }

    /// Sends a request and reads the answer's fields that `T` names.
    async fn call<T: DeserializeOwned>(&self, request: &impl StripeRequest) -> Result<T, Failure> {
        let answer: miniserde::json::Value = request
            .build()
            .customize()
            .send(&self.client)
            .await
            .map_err(Failure::Stripe)?;
        serde_json::from_str(&miniserde::json::to_string(&answer)).map_err(Failure::Shape)
    }

    /// The customer's Stripe id, creating the customer on first payment.
    async fn customer_id(&self, customer: &PayingCustomer) -> Result<String, PaymentError> {
        if let Some(id) = customer.customer_id.as_deref().filter(|id| !id.is_empty()) {
            return Ok(id.to_owned());
        }
        let created: CreatedCustomer = self
            .call(
                &CreateCustomer::new()
                    .email(customer.email.clone())
                    .name(customer.name.clone())
                    .metadata(HashMap::from([(
                        "user_id".to_owned(),
                        customer.user_id.0.to_string(),
                    )])),
            )
            .await
            .map_err(Failure::into_payment_error)?;
        tracing::info!(user_id = customer.user_id.0, customer_id = %created.id, "created a Stripe customer");
        Ok(created.id)
    }

    /// The id of the active promotion code a customer typed.
    async fn promotion_code_id(&self, code: &str) -> Result<String, PaymentError> {
        let found: List<PromotionCode> = self
            .call(&ListPromotionCode::new().code(code).active(true).limit(1))
            .await
            .map_err(|failure| coupon_error(failure, code))?;
        found
            .data
            .into_iter()
            .find(|promotion| promotion.active.unwrap_or(true))
            .map(|promotion| promotion.id)
            .ok_or_else(|| PaymentError::InvalidCoupon(code.to_owned()))
    }
}

#[async_trait]
impl Payments for StripePayments {
    fn checkout_mode(&self) -> CheckoutMode {
        CheckoutMode::Stripe {
            publishable_key: self.publishable_key.clone(),
        }
    }

    async fn start_subscription(
        &self,
        request: &SubscriptionRequest,
    ) -> Result<StartedSubscription, PaymentError> {
        let plan = request.plan;
        let price = self.prices.for_plan(plan).ok_or_else(|| {
            PaymentError::Unexpected(anyhow!("{} is not a monthly plan", plan.as_str()))
        })?;
        let coupon = request
            .coupon_code
            .as_deref()
            .map(str::trim)
            .filter(|code| !code.is_empty());
        // An unknown code is refused before anything is created at Stripe.
        let promotion_code = match coupon {
            Some(code) => Some(self.promotion_code_id(code).await?),
            None => None,
        };
        let customer_id = self.customer_id(&request.customer).await?;

        let mut create = CreateSubscription::new()
            .customer(customer_id.clone())
            .items(vec![CreateSubscriptionItems {
                price: Some(price.to_owned()),
                quantity: Some(1),
                ..CreateSubscriptionItems::new()
            }])
            .payment_behavior(CreateSubscriptionPaymentBehavior::DefaultIncomplete)
            .payment_settings(CreateSubscriptionPaymentSettings {
                save_default_payment_method: Some(
                    CreateSubscriptionPaymentSettingsSaveDefaultPaymentMethod::OnSubscription,
                ),
                ..CreateSubscriptionPaymentSettings::new()
            })
            .expand(vec![EXPAND_FIRST_INVOICE.to_owned()])
            .metadata(HashMap::from([
                ("user_id".to_owned(), request.customer.user_id.0.to_string()),
                ("plan".to_owned(), plan.as_str().to_owned()),
            ]));
        if let Some(promotion_code) = promotion_code {
            create = create.discounts(vec![DiscountsDataParam {
                promotion_code: Some(promotion_code),
                ..DiscountsDataParam::new()
            }]);
        }
        let subscription: Subscription = self.call(&create).await.map_err(|failure| {
            match coupon {
                // Stripe judges the code's restrictions (first order, minimum amount…) here.
                Some(code) if failure.concerns_discount() => {
                    PaymentError::InvalidCoupon(code.to_owned())
                }
                _ => failure.into_payment_error(),
            }
        })?;

        if let Some(unit_amount) = subscription.unit_amount()
            && unit_amount != request.monthly_price.0
        {
            tracing::warn!(
                plan = plan.as_str(),
                stripe_price = price,
                stripe_unit_amount = unit_amount,
                plan_price = request.monthly_price.0,
                "the plan's Stripe price differs from the plan's price"
            );
        }
        let client_secret = subscription.first_payment_secret()?;
        tracing::info!(
            user_id = request.customer.user_id.0,
            subscription_id = %subscription.id,
            status = %subscription.status,
            payment_due = client_secret.is_some(),
            "created a Stripe subscription"
        );
        let first_payment = subscription.first_invoice_amount().map(Cents);
        Ok(StartedSubscription {
            customer_id,
            subscription_id: subscription.id,
            client_secret,
            first_payment,
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
        let customer_id = self.customer_id(&request.customer).await?;
        let kind = match request.purchase {
            Purchase::SingleReport => "single_report",
            Purchase::Pack { .. } => "pack",
        };
        let created: PaymentIntent = self
            .call(
                &CreatePaymentIntent::new(request.amount.0, stripe_types::Currency::USD)
                    .customer(customer_id.clone())
                    .automatic_payment_methods(CreatePaymentIntentAutomaticPaymentMethods::new(
                        true,
                    ))
                    .description(request.purchase.description())
                    .metadata(HashMap::from([
                        ("user_id".to_owned(), request.customer.user_id.0.to_string()),
                        ("purchase".to_owned(), kind.to_owned()),
                        ("reports".to_owned(), request.purchase.reports().to_string()),
                    ])),
            )
            .await
            .map_err(Failure::into_payment_error)?;
        let client_secret = created.client_secret.ok_or_else(|| {
            PaymentError::Unexpected(anyhow!(
                "Stripe gave payment {} no client secret",
                created.id
            ))
        })?;
        tracing::info!(
            user_id = request.customer.user_id.0,
            payment_id = %created.id,
            purchase = kind,
            "created a Stripe payment"
        );
        Ok(StartedPayment {
            customer_id,
            payment_id: created.id,
            client_secret,
        })
    }

    async fn cancel_at_period_end(
        &self,
        subscription_id: &str,
    ) -> Result<Option<DateTime<Utc>>, PaymentError> {
        let subscription_id = object_id(subscription_id)?;
        let subscription: Subscription = self
            .call(&UpdateSubscription::new(subscription_id).cancel_at_period_end(true))
            .await
            .map_err(Failure::into_payment_error)?;
        let period_end = subscription.period_end().and_then(timestamp);
        tracing::info!(
            subscription_id,
            period_end = ?period_end,
            "the Stripe subscription ends with its period"
        );
        Ok(period_end)
    }

    async fn change_plan(
        &self,
        request: &PlanChangeRequest,
    ) -> Result<ChangedSubscription, PaymentError> {
        let plan = request.plan;
        let price = self.prices.for_plan(plan).ok_or_else(|| {
            PaymentError::Unexpected(anyhow!("{} is not a monthly plan", plan.as_str()))
        })?;
        let subscription_id = object_id(&request.subscription_id)?;
        let current: Subscription = self
            .call(&RetrieveSubscription::new(subscription_id))
            .await
            .map_err(Failure::into_payment_error)?;
        let item_id = current
            .item()
            .and_then(|item| item.id.clone())
            .ok_or_else(|| {
                PaymentError::Unexpected(anyhow!(
                    "Stripe gave subscription {subscription_id} without its item"
                ))
            })?;
        let mut update = UpdateSubscription::new(subscription_id)
            .items(vec![UpdateSubscriptionItems {
                id: Some(item_id),
                price: Some(price.to_owned()),
                ..UpdateSubscriptionItems::new()
            }])
            .proration_behavior(UpdateSubscriptionProrationBehavior::CreateProrations)
            .metadata(HashMap::from([(
                "plan".to_owned(),
                plan.as_str().to_owned(),
            )]));
        if current.cancel_at_period_end == Some(true) {
            // Choosing a plan is choosing to stay.
            update = update.cancel_at_period_end(false);
        }
        let changed: Subscription = self
            .call(&update)
            .await
            .map_err(Failure::into_payment_error)?;
        if let Some(unit_amount) = changed.unit_amount()
            && unit_amount != request.monthly_price.0
        {
            tracing::warn!(
                plan = plan.as_str(),
                stripe_price = price,
                stripe_unit_amount = unit_amount,
                plan_price = request.monthly_price.0,
                "the plan's Stripe price differs from the plan's price"
            );
        }
        tracing::info!(
            subscription_id,
            plan = plan.as_str(),
            "the Stripe subscription moved to another plan"
        );
        Ok(ChangedSubscription {
            period_end: changed.period_end().and_then(timestamp),
            // Stripe reports the change as a `customer.subscription.updated` webhook.
            events: Vec::new(),
        })
    }

    async fn portal_url(
        &self,
        customer_id: &str,
        return_url: &str,
    ) -> Result<String, PaymentError> {
        let customer_id = object_id(customer_id)?;
        let session: PortalSession = self
            .call(
                &CreateBillingPortalSession::new()
                    .customer(customer_id)
                    .return_url(return_url),
            )
            .await
            .map_err(Failure::into_payment_error)?;
        Ok(session.url)
    }

    fn verify_webhook(
        &self,
        payload: &[u8],
        signature: &str,
    ) -> Result<Option<PaymentEvent>, PaymentError> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0);
        webhook::verify_signature(
            payload,
            signature,
            self.webhook_secret.expose_secret().trim().as_bytes(),
            self.webhook_tolerance_secs,
            now,
        )?;
        webhook::read_event(payload, &self.prices)
    }

    async fn confirm_test_payment(
        &self,
        _client_secret: &str,
    ) -> Result<Vec<PaymentEvent>, PaymentError> {
        Err(PaymentError::NotSupported)
    }
}

/// A moment from Stripe's unix seconds.
fn timestamp(seconds: i64) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp(seconds, 0)
}

/// A Stripe object id as it may go into a request path: no id is empty or holds anything but
/// letters, digits and underscores, so anything else cannot name an object.
fn object_id(id: &str) -> Result<&str, PaymentError> {
    let id = id.trim();
    if !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(id)
    } else {
        Err(PaymentError::NotFound)
    }
}
