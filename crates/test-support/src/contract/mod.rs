//! The repository contract: written once, run against every adapter (SQLite, PostgreSQL and,
//! for users, the in-memory fake). Each function takes fresh, empty repositories.

pub mod billing;
pub mod showings;
pub mod users;

use showscribe_application::ports::{ReportRepository, RepositoryError};
use showscribe_domain::showing::{NewReport, Report};

use crate::fixtures::new_market_analysis;

/// Stores `report` the way generating does: with its showing's market analysis (here of no
/// comparables), taking one report of the owner's allowance.
pub(crate) async fn generate(
    reports: &dyn ReportRepository,
    report: NewReport,
) -> Result<Report, RepositoryError> {
    let analysis = new_market_analysis(report.user_id, report.showing_id, &[]);
    reports
        .insert_with_market_analysis(report, analysis)
        .await
        .map(|(report, _)| report)
}
