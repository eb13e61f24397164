//! A showing with the reports a client reads: its newest showing report and its market analysis.
//! Shared by the share links (what a link opens) and the repair request (what it is checked
//! against), so both read the same report.

use showscribe_domain::UserId;
use showscribe_domain::showing::{Report, ReportType, Showing, ShowingId};

use crate::ports::{ReportRepository, RepositoryError, ShowingRepository};

/// One of the owner's showings, with its newest showing report (none before it is generated)
/// and its market analysis (none until the agent makes one).
pub(crate) struct NewestReports {
    pub showing: Showing,
    pub report: Option<Report>,
    pub market_analysis: Option<Report>,
}

/// `None` when the owner has no such showing.
pub(crate) async fn newest_reports(
    showings: &dyn ShowingRepository,
    reports: &dyn ReportRepository,
    owner: UserId,
    showing: ShowingId,
) -> Result<Option<NewestReports>, RepositoryError> {
    let Some(showing) = showings.find(owner, showing).await? else {
        return Ok(None);
    };
    // Newest first: the first of each type is the one in force.
    let listed = reports.list_for_showing(owner, showing.id).await?;
    let newest = |of: ReportType| listed.iter().find(|r| r.report_type == of).cloned();
    Ok(Some(NewestReports {
        report: newest(ReportType::Comprehensive),
        market_analysis: newest(ReportType::Cma),
        showing,
    }))
}
