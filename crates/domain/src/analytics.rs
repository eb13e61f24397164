//! An agent's advanced analytics (the Elite plan's promise): what their own showing reports of
//! the last twelve months say about their work. Computed here from the reports as stored;
//! nothing is kept.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, NaiveDate, TimeZone, Utc};

use crate::money::Cents;
use crate::plan::PlanId;
use crate::report::{FindingKind, ReportContent};
use crate::user::{SubscriptionStatus, User};

/// How many calendar months the analytics cover, the current one included.
pub const ANALYTICS_MONTHS: u32 = 12;

/// How many of the most common findings are listed.
pub const TOP_FINDINGS: usize = 5;

/// Whether the agent's plan gives them the analytics: a plan that includes them (see
/// [`PlanId::includes_analytics`]) on a subscription that is active.
pub fn analytics_available(user: &User) -> bool {
    user.subscription_status == SubscriptionStatus::Active
        && user
            .subscription_plan
            .is_some_and(PlanId::includes_analytics)
}

/// A calendar month (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Month {
    pub year: i32,
    /// 1 to 12.
    pub month: u32,
}

impl Month {
    pub fn of(at: DateTime<Utc>) -> Self {
        Self {
            year: at.year(),
            month: at.month(),
        }
    }

    /// The month `n` months before this one.
    pub fn back(self, n: u32) -> Self {
        let index = self.year * 12 + (self.month as i32 - 1) - n as i32;
        Self {
            year: index.div_euclid(12),
            month: index.rem_euclid(12) as u32 + 1,
        }
    }

    /// Its first instant.
    pub fn start(self) -> DateTime<Utc> {
        let day = NaiveDate::from_ymd_opt(self.year, self.month, 1)
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .unwrap_or_default();
        Utc.from_utc_datetime(&day)
    }
}

/// The first instant the analytics cover on `now`: the start of the month eleven months before
/// the current one.
pub fn analytics_period_start(now: DateTime<Utc>) -> DateTime<Utc> {
    Month::of(now).back(ANALYTICS_MONTHS - 1).start()
}

/// One showing report as the analytics read it.
#[derive(Debug, Clone, PartialEq)]
pub struct ReportRecord {
    /// When the report was (last) generated.
    pub generated_at: DateTime<Utc>,
    /// When the agent created the showing it was written from.
    pub showing_created_at: DateTime<Utc>,
    /// When it first reached the buyer's mail server; `None` when it was never sent.
    pub first_sent_at: Option<DateTime<Utc>>,
    pub content: ReportContent,
}

/// Reports generated in one month.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthCount {
    pub month: Month,
    pub reports: u64,
}

/// What the most common findings are grouped by: the catalog item, or the category for findings
/// the catalog does not price.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FindingGroup {
    CatalogItem(String),
    Category(String),
}

/// A finding and how many reports name it.
#[derive(Debug, Clone, PartialEq)]
pub struct CommonFinding {
    pub group: FindingGroup,
    /// The category of the items in the group (the first seen).
    pub category: String,
    pub kind: FindingKind,
    /// Reports naming it at least once.
    pub reports: u64,
}

/// The analytics of one agent over [`ANALYTICS_MONTHS`] months.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentAnalytics {
    pub period_start: DateTime<Utc>,
    /// Oldest month first, every month of the period (zero where there were none).
    pub reports_per_month: Vec<MonthCount>,
    pub total_reports: u64,
    /// The mean of the reports' typical repair totals; `None` without reports.
    pub average_repair_total: Option<Cents>,
    /// Reports that were sent to the buyer.
    pub reports_sent: u64,
    /// From creating the showing to the report's first sending, over the sent reports.
    pub median_seconds_to_sent: Option<i64>,
    pub average_seconds_to_sent: Option<i64>,
    /// At most [`TOP_FINDINGS`], most reports first (ties: catalog items, then by name).
    pub top_findings: Vec<CommonFinding>,
}

impl AgentAnalytics {
    /// The analytics on `now` of `records`; records outside the period are left out.
    pub fn compute(records: &[ReportRecord], now: DateTime<Utc>) -> Self {
        let period_start = analytics_period_start(now);
        let current = Month::of(now);
        let mut per_month: Vec<MonthCount> = (0..ANALYTICS_MONTHS)
            .rev()
            .map(|back| MonthCount {
                month: current.back(back),
                reports: 0,
            })
            .collect();
        let mut repair_sum: i128 = 0;
        let mut total: u64 = 0;
        let mut waits: Vec<i64> = Vec::new();
        let mut findings: HashMap<FindingGroup, CommonFinding> = HashMap::new();

        for r in records.iter().filter(|r| r.generated_at >= period_start) {
            let month = Month::of(r.generated_at);
            if let Some(slot) = per_month.iter_mut().find(|m| m.month == month) {
                slot.reports += 1;
            }
            total += 1;
            repair_sum += i128::from(r.content.repair_totals.cost.typical.0);
            if let Some(sent) = r.first_sent_at {
                waits.push((sent - r.showing_created_at).num_seconds().max(0));
            }
            let mut named: Vec<FindingGroup> = Vec::new();
            for item in r.content.repairs.iter().chain(&r.content.upgrades) {
                let group = match &item.catalog_key {
                    Some(key) => FindingGroup::CatalogItem(key.clone()),
                    None => FindingGroup::Category(item.category.clone()),
                };
                if named.contains(&group) {
                    continue;
                }
                named.push(group.clone());
                findings
                    .entry(group.clone())
                    .or_insert_with(|| CommonFinding {
                        group,
                        category: item.category.clone(),
                        kind: item.kind,
                        reports: 0,
                    })
                    .reports += 1;
            }
        }

        let mut top: Vec<CommonFinding> = findings.into_values().collect();
        top.sort_by(|a, b| {
            b.reports
                .cmp(&a.reports)
                .then_with(|| a.group.cmp(&b.group))
        });
        top.truncate(TOP_FINDINGS);

        Self {
            period_start,
            reports_per_month: per_month,
            total_reports: total,
            average_repair_total: (total > 0).then(|| Cents(mean(repair_sum, total))),
            reports_sent: waits.len() as u64,
            median_seconds_to_sent: median(&mut waits),
            average_seconds_to_sent: (!waits.is_empty()).then(|| {
                mean(
                    waits.iter().map(|w| i128::from(*w)).sum(),
                    waits.len() as u64,
                )
            }),
            top_findings: top,
        }
    }
}

/// Rounded to the nearest whole unit.
fn mean(sum: i128, count: u64) -> i64 {
    let count = i128::from(count);
    let rounded = (2 * sum + count.signum() * count) / (2 * count);
    i64::try_from(rounded).unwrap_or(i64::MAX)
}

/// The middle value (the mean of the two middle ones, rounded down, for an even count).
fn median(values: &mut [i64]) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let mid = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        values[mid]
    } else {
        ((i128::from(values[mid - 1]) + i128::from(values[mid])) / 2) as i64
    })
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;
    use crate::catalog::Region;
    use crate::report::{CostRange, Generator, PricedItem, Priority};

    fn at(y: i32, m: u32, d: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, 12, 0, 0).single().unwrap()
    }

    fn item(kind: FindingKind, key: Option<&str>, category: &str, typical: i64) -> PricedItem {
        PricedItem {
            id: String::new(),
            description: format!("{category} work"),
            kind,
            category: category.to_owned(),
            priority: Priority::Soon,
            catalog_key: key.map(str::to_owned),
            quantity: None,
            cost: Some(CostRange::new(
                Cents(typical / 2),
                Cents(typical),
                Cents(typical * 2),
            )),
            note: None,
            agent_figure: false,
        }
    }

    fn record(generated: DateTime<Utc>, items: Vec<PricedItem>) -> ReportRecord {
        ReportRecord {
            generated_at: generated,
            showing_created_at: generated,
            first_sent_at: None,
            content: ReportContent::assemble(
                String::new(),
                items,
                None,
                Generator::Estimator,
                None,
                &Region::national(),
            ),
        }
    }

    #[test]
    fn months_go_back_across_years() {
        let may = Month {
            year: 2026,
            month: 5,
        };
        assert_eq!(
            may.back(4),
            Month {
                year: 2026,
                month: 1
            }
        );
        assert_eq!(
            may.back(5),
            Month {
                year: 2025,
                month: 12
            }
        );
        assert_eq!(
            may.back(17),
            Month {
                year: 2024,
                month: 12
            }
        );
        assert_eq!(
            analytics_period_start(at(2026, 11, 26)),
            Utc.with_ymd_and_hms(2025, 12, 1, 0, 0, 0).single().unwrap()
        );
    }

    #[test]
    fn nothing_yet_is_twelve_empty_months_and_no_figures() {
        let a = AgentAnalytics::compute(&[], at(2026, 11, 26));
        assert_eq!(a.reports_per_month.len(), 12);
        assert_eq!(
            a.reports_per_month[0].month,
            Month {
                year: 2025,
                month: 12
            }
        );
        assert_eq!(
            a.reports_per_month[11].month,
            Month {
                year: 2026,
                month: 11
            }
        );
        assert!(a.reports_per_month.iter().all(|m| m.reports == 0));
        assert_eq!(a.total_reports, 0);
        assert_eq!(a.average_repair_total, None);
        assert_eq!(a.median_seconds_to_sent, None);
        assert_eq!(a.average_seconds_to_sent, None);
        assert!(a.top_findings.is_empty());
    }

    #[test]
    fn counts_months_averages_repairs_and_leaves_out_older_reports() {
        let roof = || item(FindingKind::Repair, Some("roof_repair"), "Roof", 100_000);
        let records = vec![
            record(at(2024, 1, 5), vec![roof()]),
            record(at(2025, 11, 30), vec![roof()]),
            record(at(2025, 12, 1), vec![roof()]),
            record(
                at(2026, 11, 2),
                vec![roof(), item(FindingKind::Repair, None, "Plumbing", 50_000)],
            ),
            record(
                at(2026, 11, 20),
                vec![item(FindingKind::Upgrade, Some("paint"), "Paint", 900_000)],
            ),
        ];
        let a = AgentAnalytics::compute(&records, at(2026, 11, 26));
        assert_eq!(a.total_reports, 3);
        assert_eq!(a.reports_per_month[0].reports, 1);
        assert_eq!(a.reports_per_month[11].reports, 2);
        assert_eq!(
            a.reports_per_month.iter().map(|m| m.reports).sum::<u64>(),
            3
        );
        // Repairs only: 1,000 + 1,500 + 0 over three reports.
        assert_eq!(a.average_repair_total, Some(Cents(83_333)));
    }

    #[test]
    fn time_to_sent_is_median_and_mean_over_sent_reports() {
        let mut records: Vec<ReportRecord> =
            (0..4).map(|_| record(at(2026, 10, 1), vec![])).collect();
        for (r, hours) in records.iter_mut().zip([Some(1), Some(2), Some(9), None]) {
            r.first_sent_at = hours.map(|h| r.showing_created_at + Duration::hours(h));
        }
        let a = AgentAnalytics::compute(&records, at(2026, 11, 26));
        assert_eq!(a.reports_sent, 3);
        assert_eq!(a.median_seconds_to_sent, Some(2 * 3600));
        assert_eq!(a.average_seconds_to_sent, Some(4 * 3600));
        records[3].first_sent_at = Some(records[3].showing_created_at + Duration::hours(3));
        let even = AgentAnalytics::compute(&records, at(2026, 11, 26));
        assert_eq!(even.median_seconds_to_sent, Some(2 * 3600 + 1800));
    }

    #[test]
    fn common_findings_count_reports_not_items_and_group_unpriced_by_category() {
        let roof = || item(FindingKind::Repair, Some("roof_repair"), "Roof", 1);
        let leak = || item(FindingKind::Repair, None, "Plumbing", 1);
        let records = vec![
            record(at(2026, 11, 1), vec![roof(), roof(), leak()]),
            record(at(2026, 11, 2), vec![roof(), leak(), leak()]),
            record(at(2026, 11, 3), vec![roof()]),
            record(
                at(2026, 11, 4),
                (0..6)
                    .map(|i| item(FindingKind::Upgrade, Some(&format!("u{i}")), "Upgrade", 1))
                    .collect(),
            ),
        ];
        let a = AgentAnalytics::compute(&records, at(2026, 11, 26));
        assert_eq!(a.top_findings.len(), TOP_FINDINGS);
        assert_eq!(
            a.top_findings[0].group,
            FindingGroup::CatalogItem("roof_repair".into())
        );
        assert_eq!(a.top_findings[0].reports, 3);
        assert_eq!(
            a.top_findings[1].group,
            FindingGroup::Category("Plumbing".into())
        );
        assert_eq!(a.top_findings[1].reports, 2);
        assert_eq!(a.top_findings[2].kind, FindingKind::Upgrade);
        assert_eq!(a.top_findings[2].reports, 1);
    }
}
