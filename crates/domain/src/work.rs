//! Work on a home, in the words every report uses: a repair or an upgrade, how urgent it is,
//! and what it costs as a low / typical / high range. Reports list it, the catalog prices it
//! and the market analysis takes the repairs' totals off the value.

use serde::{Deserialize, Serialize};

use crate::money::Cents;

/// Whether a finding is something that must be fixed or something the buyer would like.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FindingKind {
    Repair,
    Upgrade,
}

/// How urgent a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// A hazard: fix before moving in (electrical, gas, structure, mold, radon…).
    Safety,
    /// Should be handled soon to avoid further damage.
    Soon,
    /// Appearance or preference.
    Cosmetic,
}

impl Priority {
    pub fn label(self) -> &'static str {
        match self {
            Self::Safety => "Safety",
            Self::Soon => "Soon",
            Self::Cosmetic => "Cosmetic",
        }
    }
}

/// A low / typical / high cost range in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CostRange {
    pub low: Cents,
    pub typical: Cents,
    pub high: Cents,
}

impl CostRange {
    pub fn new(low: Cents, typical: Cents, high: Cents) -> Self {
        // Keep the invariant low <= typical <= high whatever a writer proposed.
        let mut v = [low, typical, high];
        v.sort();
        Self {
            low: v[0],
            typical: v[1],
            high: v[2],
        }
    }

    pub fn scale(self, factor: f64) -> Self {
        Self::new(
            self.low.scale(factor),
            self.typical.scale(factor),
            self.high.scale(factor),
        )
    }

    pub fn round_to(self, step: i64) -> Self {
        Self::new(
            self.low.round_to(step),
            self.typical.round_to(step),
            self.high.round_to(step),
        )
    }
}

impl std::ops::Add for CostRange {
    type Output = CostRange;
    fn add(self, rhs: Self) -> Self {
        Self {
            low: self.low + rhs.low,
            typical: self.typical + rhs.typical,
            high: self.high + rhs.high,
        }
    }
}

/// Totals of a list of items: the sum of the priced ones, and how many need a quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Totals {
    pub cost: CostRange,
    pub unpriced: usize,
}

impl Totals {
    /// The totals of items' costs, `None` for an item that needs a quote.
    pub fn of(costs: impl Iterator<Item = Option<CostRange>>) -> Self {
        costs.fold(Self::default(), |acc, cost| match cost {
            Some(c) => Self {
                cost: acc.cost + c,
                ..acc
            },
            None => Self {
                unpriced: acc.unpriced + 1,
                ..acc
            },
        })
    }
}
