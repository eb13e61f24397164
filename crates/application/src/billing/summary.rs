use showscribe_domain::billing::{PackSize, quote_pack};
use showscribe_domain::{FREE_PLAN_NAME, PlanId, SubscriptionStatus, User};

/// A pack the agent may buy, priced for their plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackOffer {
    pub count: i64,
    pub per_report_cents: i64,
    pub total_cents: i64,
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
}

impl BillingSummary {
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
        Self {
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
        }
    }

    pub fn can_buy_packs(&self) -> bool {
        !self.packs.is_empty()
    }

    /// Whether there is a subscription to manage or cancel.
    pub fn has_active_subscription(&self) -> bool {
        self.status == SubscriptionStatus::Active
            && self.plan.is_some_and(|p| p != PlanId::PayPerReport)
    }
}
