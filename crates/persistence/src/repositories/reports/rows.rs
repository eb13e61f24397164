//! A report row and the domain's report: decoding, encoding, and the report type filter.

use sea_orm::sea_query::{Expr, ExprTrait};
use showscribe_application::ports::RepositoryError;
use showscribe_domain::UserId;
use showscribe_domain::report::ReportContent;
use showscribe_domain::showing::{Report, ReportId, ReportType, ShowingId};

use crate::entities::reports;
use crate::error::corrupt;

/// A stored report's content. One stored before items had ids gets them, the same on every
/// read, and keeps them once it is saved again.
pub(super) fn decode(text: &str) -> Result<ReportContent, RepositoryError> {
    let mut content: ReportContent =
        serde_json::from_str(text).map_err(|e| corrupt("report content", e))?;
    content.ensure_item_ids();
    Ok(content)
}

pub(super) fn to_domain(m: reports::Model) -> Result<Report, RepositoryError> {
    let content = decode(&m.content)?;
    Ok(Report {
        id: ReportId(m.id),
        showing_id: ShowingId(m.showing_id),
        user_id: UserId(m.user_id),
        report_type: ReportType::from_stored(&m.report_type)
            .ok_or_else(|| corrupt("report type", &m.report_type))?,
        content,
        email_sent: m.email_sent,
        pdf_file_path: m.pdf_file_path,
        created_at: m.created_at,
    })
}

pub(super) fn encode(content: &ReportContent) -> Result<String, RepositoryError> {
    serde_json::to_string(content).map_err(|e| RepositoryError::Unexpected(e.into()))
}

/// `report_type = '…'`, with the type written into the statement instead of bound. SQLite checks
/// a bound value against the condition of a partial index on the same column
/// (`idx_reports_one_cma_per_showing` holds `report_type = 'cma'`) and then prepares the
/// statement again every time the value is bound, which took a third of the database thread's
/// time when generating reports. The types are the program's constants, never input.
pub(super) fn of_type(kind: ReportType) -> Expr {
    Expr::col((reports::Entity, reports::Column::ReportType))
        .eq(Expr::Constant(kind.as_str().into()))
}
