use chrono::{DateTime, Utc};
use showscribe_domain::billing::{PackSize, quote_pack};
use showscribe_domain::{FREE_PLAN_NAME, PlanId, SubscriptionStatus, User};

/// A pack the agent may buy, priced for their plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackOffer {
    pub count: i64,
    pub per_report_cents: i64,
    pub total_cents: i64,
}

/// Another monthly plan a subscriber may switch to, and what this month would look like on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanChangeOffer {
    pub plan: PlanId,
    pub monthly_price_cents: i64,
    /// A dearer plan than the current one.
    pub upgrade: bool,
    /// This month's limit after the switch (usage is kept).
    pub reports_limit: i64,
    /// Reports left this month after the switch.
    pub reports_available: i64,
}

/// What cancelling does to the plan in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelEffect {
    /// A paid subscription: it stays active until the end of the paid period.
    AtPeriodEnd,
    /// A plan with no paid period (started with the test coupon): it ends at once.
    Immediately,
}

/// An agent's plan, status, usage and what they may buy, for the billing tab and pricing page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingSummary {
    pub plan: Option<PlanId>,
    /// "Free" without a plan.
    pub plan_name: &'static str,
    pub status: SubscriptionStatus,
    pub cancel_at_period_end: bool,
    pub reports_used_this_month: i64,
    pub reports_limit: i64,
    pub purchased_reports: i64,
    /// Empty when packs are not for this agent (no active subscription, or pay-per-report).
    pub packs: Vec<PackOffer>,
    /// A monthly plan with no subscription at the payment provider (started with the test
    /// coupon): nothing is charged and cancelling ends it at once.
    pub test_plan: bool,
    /// When the paid period ends (renewal, or the end of a cancelled subscription), when known.
    pub period_end: Option<DateTime<Utc>>,
    /// The other monthly plans, for an agent with an active monthly plan.
    pub plan_changes: Vec<PlanChangeOffer>,
}

impl BillingSummary {
    /// Everything the account itself says; the period's end is the store's
    /// ([`BillingSummary::with_period_end`]).
    pub fn of(user: &User) -> Self {
        let packs = PackSize::ALL
            .into_iter()
            .filter_map(|size| {
                quote_pack(user.subscription_plan, user.subscription_status, size).ok()
            })
            .map(|q| PackOffer {
                count: q.size.reports(),
                per_report_cents: q.per_report.0,
                total_cents: q.total.0,
            })
            .collect();
        let mut summary = Self {
            plan: user.subscription_plan,
            plan_name: user
                .subscription_plan
                .map_or(FREE_PLAN_NAME, |p| p.plan().name),
            status: user.subscription_status,
            cancel_at_period_end: user.billing.cancel_at_period_end,
            reports_used_this_month: user.allowance.used_this_month,
            reports_limit: user.allowance.limit,
            purchased_reports: user.billing.purchased_reports,
            packs,
            test_plan: false,
            period_end: None,
            plan_changes: Vec::new(),
        };
        if let Some(current) = summary.plan.filter(|_| summary.has_active_subscription()) {
            summary.test_plan = user.billing.subscription_id.is_none();
            summary.plan_changes = PlanId::ALL
                .into_iter()
                .filter(|p| is_monthly(*p) && *p != current)
                .map(|p| {
                    let terms = p.plan();
                    let (after, _) = user
                        .allowance
                        .change_plan(user.billing.purchased_reports, terms.included_reports);
                    PlanChangeOffer {
                        plan: p,
                        monthly_price_cents: terms.monthly_price_cents,
                        upgrade: terms.monthly_price_cents > current.plan().monthly_price_cents,
                        reports_limit: after.limit,
                        reports_available: after.remaining(),
                    }
                })
                .collect();
        }
        summary
    }

    pub fn with_period_end(mut self, period_end: Option<DateTime<Utc>>) -> Self {
        self.period_end = period_end;
        self
    }

    pub fn can_buy_packs(&self) -> bool {
        !self.packs.is_empty()
    }

    /// Whether there is a subscription to manage or cancel.
    pub fn has_active_subscription(&self) -> bool {
        self.status == SubscriptionStatus::Active && self.plan.is_some_and(is_monthly)
    }

    /// What cancelling would do now; `None` without a subscription to cancel.
    pub fn cancel_effect(&self) -> Option<CancelEffect> {
        if !self.has_active_subscription() {
            None
        } else if self.test_plan {
            Some(CancelEffect::Immediately)
        } else {
            Some(CancelEffect::AtPeriodEnd)
        }
    }
}

/// Essential, Pro and Elite are monthly subscriptions; pay-per-report is a one-off purchase.
pub(crate) fn is_monthly(plan: PlanId) -> bool {
    plan != PlanId::PayPerReport
}
