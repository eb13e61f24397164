use serde::{Deserialize, Serialize};

use crate::catalog::SpaceMention;
pub use crate::work::{CostRange, FindingKind, Priority};

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

/// Which writer produced a report's findings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Generator {
    Estimator,
    Llm,
}

impl Generator {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Estimator => "estimator",
            Self::Llm => "llm",
        }
    }
}
