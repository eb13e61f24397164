use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use showscribe_application::billing::{
    CheckoutError, ManageSubscriptionError, PaymentEventsError, SubscribeOutcome,
};

use super::dto::{
    BillingConfigResponse, BillingResponse, BuyReportsRequest, ChangePlanRequest,
    ClientSecretResponse, ConfirmTestPaymentRequest, PaymentIntentRequest, PaymentResponse,
    PlansResponse, PortalResponse, SubscriptionRequest, WebhookResponse,
};
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::state::AppState;

/// Webhook bodies may be this large.
pub const WEBHOOK_MAX_BYTES: usize = 512 * 1024;

/// The value of `clientSecret` that means the plan is active and nothing is to be paid.
pub const FREE_SUBSCRIPTION: &str = "free_subscription";

impl From<CheckoutError> for ApiError {
    fn from(e: CheckoutError) -> Self {
        let message = e.to_string();
        match e {
            CheckoutError::UnknownPlan(_) => {
                Self::bad_request("unknown_plan", &message).with_field("planId", message)
            }
            CheckoutError::InvalidCoupon(_) => {
                Self::bad_request("invalid_coupon", &message).with_field("couponCode", message)
            }
            CheckoutError::InvalidPackSize => {
                Self::bad_request("validation", &message).with_field("count", message)
            }
            CheckoutError::NotEligible => Self::new(StatusCode::FORBIDDEN, "not_eligible", message),
            CheckoutError::AlreadySubscribed(_) => {
                Self::new(StatusCode::CONFLICT, "already_subscribed", message)
            }
            CheckoutError::SwitchInstead { .. } => {
                Self::new(StatusCode::CONFLICT, "switch_plan_instead", message)
            }
            CheckoutError::Declined(_) => {
                Self::new(StatusCode::PAYMENT_REQUIRED, "payment_declined", message)
            }
            CheckoutError::Unavailable(e) => Self::payment_provider_down(e),
            CheckoutError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ManageSubscriptionError> for ApiError {
    fn from(e: ManageSubscriptionError) -> Self {
        let message = e.to_string();
        match e {
            ManageSubscriptionError::NoSubscription => {
                Self::new(StatusCode::CONFLICT, "no_subscription", message)
            }
            ManageSubscriptionError::UnknownPlan(_) => {
                Self::bad_request("unknown_plan", &message).with_field("planId", message)
            }
            ManageSubscriptionError::NotMonthly(_) => {
                Self::bad_request("not_monthly_plan", &message).with_field("planId", message)
            }
            ManageSubscriptionError::SamePlan(_) => {
                Self::new(StatusCode::CONFLICT, "already_subscribed", message)
            }
            ManageSubscriptionError::Unavailable(e) => Self::payment_provider_down(e),
            ManageSubscriptionError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<PaymentEventsError> for ApiError {
    fn from(e: PaymentEventsError) -> Self {
        match e {
            PaymentEventsError::InvalidSignature(why) => {
                tracing::warn!(%why, "webhook refused");
                Self::bad_request("invalid_signature", "Invalid webhook signature")
            }
            PaymentEventsError::NotSandbox => Self::new(
                StatusCode::CONFLICT,
                "not_test_mode",
                "Test payments are only available in test mode",
            ),
            PaymentEventsError::UnknownPayment => {
                Self::not_found("No such payment is waiting for confirmation")
            }
            PaymentEventsError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl ApiError {
    fn payment_provider_down(cause: anyhow::Error) -> Self {
        tracing::warn!(error.cause_chain = ?cause, "payment provider unavailable");
        Self::new(
            StatusCode::BAD_GATEWAY,
            "payment_provider_unavailable",
            "The payment service is not answering. Nothing was charged; please try again in a moment.",
        )
    }
}

/// The agent's billing as it stands, with the paid period's end from the store.
async fn billing_json(
    state: &AppState,
    user: &showscribe_domain::User,
) -> Result<HttpResponse, ApiError> {
    let summary = state.manage_subscription.summary(user).await?;
    Ok(HttpResponse::Ok().json(BillingResponse::from(&summary)))
}

/// The plans and their prices.
#[utoipa::path(get, path = "/api/plans", tag = "billing",
    responses((status = 200, body = PlansResponse)))]
#[get("/plans")]
pub async fn list_plans() -> HttpResponse {
    HttpResponse::Ok().json(PlansResponse::all())
}

/// How the browser collects card details (and the provider's publishable key).
#[utoipa::path(get, path = "/api/billing/config", tag = "billing",
    responses((status = 200, body = BillingConfigResponse)))]
#[get("/billing/config")]
pub async fn billing_config(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(BillingConfigResponse::from(state.payments.checkout_mode()))
}

/// The agent's plan, usage and what they may buy.
#[utoipa::path(get, path = "/api/billing", tag = "billing",
    responses(
        (status = 200, body = BillingResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
    ))]
#[get("/billing")]
pub async fn billing_summary(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    billing_json(&state, &user).await
}

/// Starts (or resumes) a subscription to a plan. With the test coupon, or a provider coupon
/// worth the whole price, the plan is active at once and the answer is "free_subscription".
#[utoipa::path(post, path = "/api/get-or-create-subscription", tag = "billing",
    request_body = SubscriptionRequest,
    responses(
        (status = 200, body = ClientSecretResponse),
        (status = 400, description = "Unknown plan or coupon", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 409, description = "Already on this plan (`already_subscribed`), or subscribed to another monthly plan, which is switched with /api/billing/change-plan (`switch_plan_instead`)", body = ErrorBody),
        (status = 502, description = "The payment provider is not answering", body = ErrorBody),
    ))]
#[post("/get-or-create-subscription")]
pub async fn get_or_create_subscription(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<SubscriptionRequest>,
) -> Result<HttpResponse, ApiError> {
    let outcome = state
        .checkout
        .subscribe(&user, &body.plan_id, body.coupon_code.as_deref())
        .await?;
    let (client_secret, amount_due_cents) = match outcome {
        SubscribeOutcome::Activated(_) => (FREE_SUBSCRIPTION.to_owned(), Some(0)),
        SubscribeOutcome::Payment {
            client_secret,
            amount,
        } => (client_secret, amount.map(|c| c.0)),
    };
    Ok(HttpResponse::Ok().json(ClientSecretResponse {
        client_secret,
        amount_due_cents,
    }))
}

/// A payment for one report at $4.99. The amount is the server's: anything sent is ignored.
#[utoipa::path(post, path = "/api/create-payment-intent", tag = "billing",
    request_body = PaymentIntentRequest,
    responses(
        (status = 200, body = PaymentResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
    ))]
#[post("/create-payment-intent")]
pub async fn create_payment_intent(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    _body: Option<web::Json<PaymentIntentRequest>>,
) -> Result<HttpResponse, ApiError> {
    let started = state.checkout.buy_single_report(&user).await?;
    Ok(HttpResponse::Ok().json(PaymentResponse {
        client_secret: started.client_secret,
        count: started.reports,
        total_cents: started.amount_cents,
    }))
}

/// A pack of 10, 20 or 30 reports for an active Essential, Pro or Elite subscriber, priced
/// at the plan's rate; the reports are credited when the payment succeeds.
#[utoipa::path(post, path = "/api/buy-additional-reports", tag = "billing",
    request_body = BuyReportsRequest,
    responses(
        (status = 200, body = PaymentResponse),
        (status = 400, description = "A count other than 10, 20 or 30", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Packs are not for this agent's plan", body = ErrorBody),
    ))]
#[post("/buy-additional-reports")]
pub async fn buy_additional_reports(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<BuyReportsRequest>,
) -> Result<HttpResponse, ApiError> {
    let count = body
        .count
        .as_ref()
        .and_then(serde_json::Value::as_i64)
        .ok_or_else(|| {
            let msg = "Report packs come in 10, 20 or 30 reports";
            ApiError::bad_request("validation", msg).with_field("count", msg)
        })?;
    let started = state.checkout.buy_pack(&user, count).await?;
    Ok(HttpResponse::Ok().json(PaymentResponse {
        client_secret: started.client_secret,
        count: started.reports,
        total_cents: started.amount_cents,
    }))
}

/// Test mode only: confirms a payment as if the card had been charged.
#[utoipa::path(post, path = "/api/billing/confirm-test-payment", tag = "billing",
    request_body = ConfirmTestPaymentRequest,
    responses(
        (status = 200, body = BillingResponse),
        (status = 400, description = "Malformed JSON, wrong content type or no client secret", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "No such payment waiting", body = ErrorBody),
        (status = 409, description = "Not in test mode", body = ErrorBody),
    ))]
#[post("/billing/confirm-test-payment")]
pub async fn confirm_test_payment(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<ConfirmTestPaymentRequest>,
) -> Result<HttpResponse, ApiError> {
    let secret = body.client_secret.trim();
    if secret.is_empty() {
        let msg = "The payment to confirm is missing";
        return Err(ApiError::bad_request("validation", msg).with_field("clientSecret", msg));
    }
    let user = state
        .payment_events
        .confirm_test_payment(&user, secret)
        .await?;
    billing_json(&state, &user).await
}

/// Switches an active monthly plan to another one now: the one subscription is changed (the
/// price difference for the rest of the period is on the next invoice), a pending cancellation
/// is withdrawn, and this month's reports follow the plan-change rule (usage kept).
#[utoipa::path(post, path = "/api/billing/change-plan", tag = "billing",
    request_body = ChangePlanRequest,
    responses(
        (status = 200, body = BillingResponse),
        (status = 400, description = "Unknown plan, or not a monthly plan", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 409, description = "Already on this plan (`already_subscribed`) or no active subscription (`no_subscription`)", body = ErrorBody),
        (status = 502, description = "The payment provider is not answering", body = ErrorBody),
    ))]
#[post("/billing/change-plan")]
pub async fn change_plan(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<ChangePlanRequest>,
) -> Result<HttpResponse, ApiError> {
    let user = state
        .manage_subscription
        .change_plan(&user, &body.plan_id)
        .await?;
    billing_json(&state, &user).await
}

/// Cancels the subscription at the end of the paid period (`currentPeriodEnd` in the answer);
/// a plan started with the test coupon ends at once (`cancelEffect` says which, beforehand).
#[utoipa::path(post, path = "/api/billing/cancel", tag = "billing",
    responses(
        (status = 200, body = BillingResponse),
        (status = 409, description = "No active subscription", body = ErrorBody),
    ))]
#[post("/billing/cancel")]
pub async fn cancel_subscription(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let user = state.manage_subscription.cancel(&user).await?;
    billing_json(&state, &user).await
}

/// Where the agent manages cards, invoices and the plan.
#[utoipa::path(post, path = "/api/billing/portal", tag = "billing",
    responses((status = 200, body = PortalResponse)))]
#[post("/billing/portal")]
pub async fn billing_portal(
    req: HttpRequest,
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let return_url = {
        let info = req.connection_info();
        format!("{}://{}/dashboard", info.scheme(), info.host())
    };
    let url = state.manage_subscription.portal(&user, &return_url).await?;
    Ok(HttpResponse::Ok().json(PortalResponse { url }))
}

/// The payment provider's events. The signature is verified before anything is read; each
/// event is applied once.
#[utoipa::path(post, path = "/api/stripe/webhook", tag = "billing",
    responses(
        (status = 200, body = WebhookResponse),
        (status = 400, description = "Missing, wrong or stale signature; nothing changed", body = ErrorBody),
    ))]
pub async fn stripe_webhook(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let signature = req
        .headers()
        .get("Stripe-Signature")
        .and_then(|v| v.to_str().ok())
        .ok_or_else(|| ApiError::bad_request("invalid_signature", "Invalid webhook signature"))?;
    state.payment_events.webhook(&body, signature).await?;
    Ok(HttpResponse::Ok().json(WebhookResponse { received: true }))
}
