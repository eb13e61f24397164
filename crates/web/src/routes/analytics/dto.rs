use chrono::{DateTime, Utc};
use serde::Serialize;
use showscribe_application::analytics::{AnalyticsView, NamedFinding};
use showscribe_domain::analytics::MonthCount;
use showscribe_domain::report::FindingKind;
use utoipa::ToSchema;

use crate::routes::values::dollars;

/// An agent's analytics over the twelve calendar months (UTC) up to and including this one.
/// A report counts in the month it was last generated.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsResponse {
    /// The first instant covered: the start of the month eleven months ago.
    pub period_start: DateTime<Utc>,
    /// Twelve months, oldest first, including months without reports.
    pub reports_per_month: Vec<MonthReportsResponse>,
    /// Showing reports generated in the period (market analyses are not counted).
    pub total_reports: u64,
    /// The mean typical repair total of those reports, in dollars; null without reports.
    pub average_repair_total: Option<f64>,
    /// How many of those reports were sent to the buyer.
    pub reports_sent: u64,
    /// From creating the showing to the report's first sending, over the sent reports: the
    /// median, in seconds; null when none was sent.
    pub median_seconds_to_sent: Option<i64>,
    /// The same, the mean.
    pub average_seconds_to_sent: Option<i64>,
    /// At most five, named by the most reports first.
    pub top_findings: Vec<CommonFindingResponse>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthReportsResponse {
    /// "2026-11".
    pub month: String,
    pub reports: u64,
}

/// A finding grouped by catalog item, or by category where the catalog does not price it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommonFindingResponse {
    /// The catalog item's label, or the category.
    pub label: String,
    /// Null for a category of findings the catalog does not price.
    pub catalog_key: Option<String>,
    pub category: String,
    /// "repair" or "upgrade".
    pub kind: String,
    /// Reports naming it at least once.
    pub reports: u64,
}

impl From<&MonthCount> for MonthReportsResponse {
    fn from(m: &MonthCount) -> Self {
        Self {
            month: format!("{:04}-{:02}", m.month.year, m.month.month),
            reports: m.reports,
        }
    }
}

impl From<NamedFinding> for CommonFindingResponse {
    fn from(f: NamedFinding) -> Self {
        Self {
            label: f.label,
            catalog_key: f.catalog_key,
            category: f.category,
            kind: match f.kind {
                FindingKind::Repair => "repair",
                FindingKind::Upgrade => "upgrade",
            }
            .to_owned(),
            reports: f.reports,
        }
    }
}

impl From<AnalyticsView> for AnalyticsResponse {
    fn from(v: AnalyticsView) -> Self {
        let a = v.analytics;
        Self {
            period_start: a.period_start,
            reports_per_month: a.reports_per_month.iter().map(Into::into).collect(),
            total_reports: a.total_reports,
            average_repair_total: a.average_repair_total.map(dollars),
            reports_sent: a.reports_sent,
            median_seconds_to_sent: a.median_seconds_to_sent,
            average_seconds_to_sent: a.average_seconds_to_sent,
            top_findings: v.top_findings.into_iter().map(Into::into).collect(),
        }
    }
}
