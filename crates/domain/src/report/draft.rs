use serde::{Deserialize, Serialize};

use crate::catalog::SpaceMention;
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

/// One thing a writer found in the notes, before costs are grounded.
#[derive(Debug, Clone, PartialEq)]
pub struct DraftFinding {
    /// A professional one-line description ("Replace the 50-gallon water heater").
    pub description: String,
    pub kind: FindingKind,
    /// A catalog category ("Plumbing", "Roof"…), or the writer's best guess.
    pub category: String,
    pub priority: Priority,
    /// The catalog item this finding is priced as, when the writer recognised one.
    pub catalog_key: Option<String>,
    /// How many units (windows, square feet…) when the notes said.
    pub quantity: Option<f64>,
    /// The writer's own cost estimate, if it gave one (LLM writers do; it gets grounded).
    pub proposed_cost: Option<CostRange>,
    /// The words of the notes this finding came from.
    pub source_text: String,
    /// The room or part of the home the finding is about, when the notes name one: what an
    /// estimate priced by area assumes when no size was given.
    pub space: Option<SpaceMention>,
}

/// A writer's draft: a summary and the findings.
#[derive(Debug, Clone, PartialEq)]
pub struct ReportDraft {
    pub summary: String,
    pub findings: Vec<DraftFinding>,
}
