//! The repository contract: written once, run against every adapter (SQLite, PostgreSQL and,
//! for users, the in-memory fake). Each function takes fresh, empty repositories.

pub mod account_tokens;
pub mod billing;
pub mod closing;
pub mod deliveries;
pub mod idempotency;
pub mod photos;
pub mod recordings;
pub mod repair_requests;
pub mod report_history;
pub mod share_links;
pub mod showings;
pub mod sign_ins;
pub mod users;

use showscribe_application::ports::{
    NewGeneration, ReportRepository, RepositoryError, StoredGeneration,
};
use showscribe_domain::report::{GenerationBasis, GenerationCost};
use showscribe_domain::showing::{NewReport, Report};

use crate::fixtures::{generation_basis, new_market_analysis};

/// Stores `report` the way a first generation does: with its showing's market analysis (here
/// of no comparables), taking one report of the owner's allowance.
pub(crate) async fn generate(
    reports: &dyn ReportRepository,
    report: NewReport,
) -> Result<Report, RepositoryError> {
    let summary = report.content.summary.clone();
    store(reports, report, None, GenerationCost::OneReport, &summary)
        .await
        .map(|stored| stored.report)
}

/// Stores `report` as a generation of `cost`, decided against `last_charged`, from a showing
/// whose notes were `notes`.
pub(crate) async fn store(
    reports: &dyn ReportRepository,
    report: NewReport,
    last_charged: Option<GenerationBasis>,
    cost: GenerationCost,
    notes: &str,
) -> Result<StoredGeneration, RepositoryError> {
    let analysis = new_market_analysis(report.user_id, report.showing_id, &[]);
    reports
        .store_generation(NewGeneration {
            report,
            market_analysis: analysis,
            basis: generation_basis(notes),
            last_charged,
            cost,
        })
        .await
}
