//! The plans an agent can be on.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlanId {
    Essential,
    Pro,
    Elite,
    PayPerReport,
}

#[derive(Debug, Error, PartialEq, Eq)]
#[error("unknown plan {0:?}")]
pub struct UnknownPlan(pub String);

/// What the product calls an agent's plan before they choose one.
pub const FREE_PLAN_NAME: &str = "Free";

/// A plan's published terms. Prices are integer cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    pub id: PlanId,
    pub name: &'static str,
    pub monthly_price_cents: i64,
    pub included_reports: i64,
    /// Price of one add-on report for subscribers of this plan; `None` where packs are not sold.
    pub extra_report_cents: Option<i64>,
    pub popular: bool,
}

impl PlanId {
    pub const ALL: [PlanId; 4] = [Self::Essential, Self::Pro, Self::Elite, Self::PayPerReport];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Essential => "essential",
            Self::Pro => "pro",
            Self::Elite => "elite",
            Self::PayPerReport => "pay-per-report",
        }
    }

    /// Whether the plan promises advanced analytics (Spec §9: Elite).
    pub fn includes_analytics(self) -> bool {
        matches!(self, Self::Elite)
    }

    /// Whether the plan promises priority support (Spec §9: Pro and Elite).
    pub fn includes_priority_support(self) -> bool {
        matches!(self, Self::Pro | Self::Elite)
    }

    pub fn plan(self) -> Plan {
        match self {
            Self::Essential => Plan {
                id: self,
                name: "Essential",
                monthly_price_cents: 1999,
                included_reports: 10,
                extra_report_cents: Some(200),
                popular: false,
            },
            Self::Pro => Plan {
                id: self,
                name: "Pro",
                monthly_price_cents: 4999,
                included_reports: 30,
                extra_report_cents: Some(167),
                popular: true,
            },
            Self::Elite => Plan {
                id: self,
                name: "Elite",
                monthly_price_cents: 9999,
                included_reports: 100,
                extra_report_cents: Some(100),
                popular: false,
            },
            Self::PayPerReport => Plan {
                id: self,
                name: "Pay Per Report",
                monthly_price_cents: 499,
                included_reports: 1,
                extra_report_cents: None,
                popular: false,
            },
        }
    }
}

impl FromStr for PlanId {
    type Err = UnknownPlan;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|p| p.as_str() == wanted)
            .ok_or_else(|| UnknownPlan(s.to_owned()))
    }
}

impl fmt::Display for PlanId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_table_matches_the_published_prices() {
        let table: Vec<_> = PlanId::ALL
            .iter()
            .map(|p| {
                let p = p.plan();
                (
                    p.id.as_str(),
                    p.monthly_price_cents,
                    p.included_reports,
                    p.extra_report_cents,
                )
            })
            .collect();
        assert_eq!(
            table,
            vec![
                ("essential", 1999, 10, Some(200)),
                ("pro", 4999, 30, Some(167)),
                ("elite", 9999, 100, Some(100)),
                ("pay-per-report", 499, 1, None),
            ]
        );
        assert!(PlanId::Pro.plan().popular);
    }

    #[test]
    fn analytics_are_elite_and_priority_support_pro_and_elite() {
        let with = |f: fn(PlanId) -> bool| -> Vec<PlanId> {
            PlanId::ALL.into_iter().filter(|p| f(*p)).collect()
        };
        assert_eq!(with(PlanId::includes_analytics), vec![PlanId::Elite]);
        assert_eq!(
            with(PlanId::includes_priority_support),
            vec![PlanId::Pro, PlanId::Elite]
        );
    }

    #[test]
    fn parses_plan_ids_and_round_trips() {
        for p in PlanId::ALL {
            assert_eq!(p.as_str().parse::<PlanId>(), Ok(p));
        }
        assert_eq!(" PRO ".parse::<PlanId>(), Ok(PlanId::Pro));
        assert!("platinum".parse::<PlanId>().is_err());
    }
}
