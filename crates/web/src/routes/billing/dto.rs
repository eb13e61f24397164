use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_application::billing::{BillingSummary, CancelEffect};
use showscribe_application::ports::CheckoutMode;
use showscribe_domain::billing::{PackSize, SINGLE_REPORT_CENTS, TEST_COUPON};
use showscribe_domain::{Cents, FREE_PLAN_NAME, PlanId};
use utoipa::ToSchema;

/// Everything the pricing, checkout and billing screens show about plans and prices: the one
/// source the browser reads, so a price change is one edit on the server.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlansResponse {
    pub plans: Vec<PlanResponse>,
    /// What one report costs an agent without a subscription, in cents.
    pub single_report_cents: i64,
    /// The sizes add-on report packs come in.
    pub pack_sizes: Vec<i64>,
    /// What the product calls an account without a plan.
    pub free_plan_name: String,
    /// The plan the pricing page suggests.
    pub default_plan: String,
}

impl PlansResponse {
    pub fn all() -> Self {
        Self {
            plans: PlanId::ALL.into_iter().map(Into::into).collect(),
            single_report_cents: SINGLE_REPORT_CENTS.0,
            pack_sizes: PackSize::ALL.into_iter().map(PackSize::reports).collect(),
            free_plan_name: FREE_PLAN_NAME.to_owned(),
            default_plan: PlanId::Pro.as_str().to_owned(),
        }
    }
}

/// A plan as the pricing page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanResponse {
    /// "essential", "pro", "elite" or "pay-per-report".
    pub id: String,
    pub name: String,
    /// Monthly price (per report for pay-per-report), in cents.
    pub price_cents: i64,
    /// What the price is per: "month", or "report" for pay-per-report.
    pub price_unit: PriceUnit,
    pub reports: i64,
    /// Price of one add-on report for this plan's subscribers, in cents; null where packs are
    /// not sold.
    pub extra_report_cents: Option<i64>,
    pub popular: bool,
    pub description: String,
    pub features: Vec<String>,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PriceUnit {
    Month,
    Report,
}

impl From<PlanId> for PlanResponse {
    fn from(id: PlanId) -> Self {
        let plan = id.plan();
        let (description, features): (&str, &[&str]) = match id {
            PlanId::Essential => (
                "For agents getting started with voice-to-report showings.",
                &[
                    "Voice recording and transcription",
                    "AI-powered cost estimates",
                    "Professional PDF reports",
                    "Email reports to your buyers",
                ],
            ),
            PlanId::Pro => (
                "For busy agents who show properties every week.",
                &["Everything in Essential", "Priority support"],
            ),
            PlanId::Elite => (
                "For top producers and teams with a full calendar.",
                &[
                    "Everything in Pro",
                    "Priority support",
                    "Advanced analytics",
                ],
            ),
            PlanId::PayPerReport => (
                "For occasional showings. Pay only when you need a report.",
                &[
                    "No commitment",
                    "Voice recording and transcription",
                    "AI-powered cost estimates",
                    "Professional PDF report",
                ],
            ),
        };
        let mut features: Vec<String> = features.iter().map(|f| (*f).to_owned()).collect();
        if let Some(cents) = plan.extra_report_cents {
            features.push(format!("Extra reports at {} each", Cents(cents)));
        }
        Self {
            id: id.as_str().to_owned(),
            name: plan.name.to_owned(),
            price_cents: plan.monthly_price_cents,
            price_unit: match id {
                PlanId::PayPerReport => PriceUnit::Report,
                _ => PriceUnit::Month,
            },
            reports: plan.included_reports,
            extra_report_cents: plan.extra_report_cents,
            popular: plan.popular,
            description: description.to_owned(),
            features,
        }
    }
}

/// How the browser collects card details.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BillingConfigResponse {
    /// "stripe" (the provider's embedded payment form) or "sandbox" (test mode: payments are
    /// confirmed in the app and no card is charged).
    pub mode: String,
    /// The provider's publishable key, in stripe mode.
    pub publishable_key: Option<String>,
    /// The coupon code that takes the whole price off, in sandbox mode only (with a live
    /// provider every code is the provider's to judge).
    pub test_coupon: Option<String>,
}

impl From<CheckoutMode> for BillingConfigResponse {
    fn from(mode: CheckoutMode) -> Self {
        match mode {
            CheckoutMode::Stripe { publishable_key } => Self {
                mode: "stripe".into(),
                publishable_key: Some(publishable_key),
                test_coupon: None,
            },
            CheckoutMode::Sandbox => Self {
                mode: "sandbox".into(),
                publishable_key: None,
                test_coupon: Some(TEST_COUPON.to_owned()),
            },
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackOfferResponse {
    pub count: i64,
    pub per_report_cents: i64,
    pub total_cents: i64,
}

/// The agent's plan, status, usage and what they may buy.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BillingResponse {
    /// "essential", "pro", "elite", "pay-per-report", or null without a plan.
    pub plan: Option<String>,
    /// The plan's name; "Free" without a plan.
    pub plan_name: String,
    /// "active", "inactive", "past_due" or "canceled".
    pub status: String,
    /// The subscription ends with the paid period.
    pub cancel_at_period_end: bool,
    pub reports_used_this_month: i64,
    pub reports_limit: i64,
    /// Bought reports (packs, single reports) inside the limit; unused ones carry over.
    pub pack_reports: i64,
    pub can_buy_packs: bool,
    /// The packs this agent may buy, priced for their plan; empty when packs are not for them.
    pub packs: Vec<PackOfferResponse>,
    /// When the paid period ends: the renewal date, or with `cancelAtPeriodEnd` the day the
    /// plan stops. Null without a paid subscription, or until the payment provider has said.
    pub current_period_end: Option<DateTime<Utc>>,
    /// What cancelling does now; null without a subscription to cancel.
    pub cancel_effect: Option<CancelEffectResponse>,
    /// A monthly plan started with the test coupon: nothing is charged, and cancelling ends it
    /// at once.
    pub test_plan: bool,
    /// The other monthly plans an active subscriber may switch to, with this month's reports
    /// after the switch; empty for everyone else.
    pub plan_changes: Vec<PlanChangeResponse>,
}

/// What cancelling does.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CancelEffectResponse {
    /// The plan stays active until `currentPeriodEnd`, then ends; nothing more is charged.
    AtPeriodEnd,
    /// The plan ends at once (there is no paid period); bought reports stay.
    Immediately,
}

/// Another monthly plan, as a switch from the current one would leave this month.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanChangeResponse {
    /// "essential", "pro" or "elite".
    pub plan: String,
    pub plan_name: String,
    pub monthly_price_cents: i64,
    /// The plan costs more than the current one.
    pub upgrade: bool,
    /// This month's limit after switching: usage is kept, the new plan's reports (at least what
    /// is used already) plus unused bought reports.
    pub reports_limit: i64,
    /// Reports left this month after switching.
    pub reports_available: i64,
}

impl From<&BillingSummary> for BillingResponse {
    fn from(s: &BillingSummary) -> Self {
        Self {
            plan: s.plan.map(|p| p.as_str().to_owned()),
            plan_name: s.plan_name.to_owned(),
            status: s.status.as_str().to_owned(),
            cancel_at_period_end: s.cancel_at_period_end,
            reports_used_this_month: s.reports_used_this_month,
            reports_limit: s.reports_limit,
            pack_reports: s.purchased_reports,
            can_buy_packs: s.can_buy_packs(),
            packs: s
                .packs
                .iter()
                .map(|p| PackOfferResponse {
                    count: p.count,
                    per_report_cents: p.per_report_cents,
                    total_cents: p.total_cents,
                })
                .collect(),
            current_period_end: s.period_end,
            cancel_effect: s.cancel_effect().map(|effect| match effect {
                CancelEffect::AtPeriodEnd => CancelEffectResponse::AtPeriodEnd,
                CancelEffect::Immediately => CancelEffectResponse::Immediately,
            }),
            test_plan: s.test_plan,
            plan_changes: s
                .plan_changes
                .iter()
                .map(|c| PlanChangeResponse {
                    plan: c.plan.as_str().to_owned(),
                    plan_name: c.plan.plan().name.to_owned(),
                    monthly_price_cents: c.monthly_price_cents,
                    upgrade: c.upgrade,
                    reports_limit: c.reports_limit,
                    reports_available: c.reports_available,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SubscriptionRequest {
    /// "essential", "pro", "elite" or "pay-per-report".
    #[schema(required = true)]
    pub plan_id: String,
    pub coupon_code: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChangePlanRequest {
    /// "essential", "pro" or "elite".
    #[schema(required = true)]
    pub plan_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientSecretResponse {
    /// What the payment form confirms; "free_subscription" when nothing is to be paid and the
    /// plan is already active.
    pub client_secret: String,
    /// What the first payment takes, in cents, once a coupon is taken off (0 when nothing is to
    /// be paid); absent when the payment provider did not say.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount_due_cents: Option<i64>,
}

/// Accepted for compatibility; the server prices the report itself and ignores any amount sent.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PaymentIntentRequest {
    pub amount: Option<serde_json::Value>,
    pub description: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentResponse {
    pub client_secret: String,
    /// Reports this payment buys.
    pub count: i64,
    /// What is charged, in cents, as computed by the server.
    pub total_cents: i64,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct BuyReportsRequest {
    /// 10, 20 or 30.
    #[schema(required = true)]
    pub count: Option<serde_json::Value>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ConfirmTestPaymentRequest {
    #[schema(required = true)]
    pub client_secret: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortalResponse {
    /// Where to send the agent: the provider's portal, or an app path.
    pub url: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookResponse {
    pub received: bool,
}

#[cfg(test)]
mod tests {
    use super::PlansResponse;

    /// The landing page is rendered at build time with `frontend/plans.json`: it must say exactly
    /// what `GET /api/plans` answers, or a visitor would read prices the server does not charge.
    #[test]
    fn the_landing_page_is_rendered_with_the_plans_the_server_sells() {
        let committed: serde_json::Value =
            serde_json::from_str(include_str!("../../../../../frontend/plans.json"))
                .expect("frontend/plans.json is JSON");
        let served = serde_json::to_value(PlansResponse::all()).expect("plans serialise");
        assert_eq!(
            committed, served,
            "frontend/plans.json is stale: run `just gen-api`"
        );
    }
}
