//! Showings and their reports: create and read showings, generate a report from the notes,
//! list reports, edit a report's summary; a showing's comparables and its comparative market
//! analysis report.

mod comparables;
mod create_showing;
mod documents;
mod edit_summary;
mod generate_report;
mod market_analysis;
mod read;
mod send_report;

pub use comparables::{ComparablesError, ManageComparables};
pub use create_showing::{CreateShowing, CreateShowingError};
pub use documents::{DocumentError, ReportDocuments};
pub use edit_summary::{EditSummary, EditSummaryError};
pub use generate_report::{GenerateReport, GenerateReportError, GeneratedReport, ReportingData};
pub use market_analysis::{MarketAnalysisError, MarketAnalysisReports, SHOWING_REPORT_REQUIRED};
pub use read::{ReadError, ShowingQueries};
pub use send_report::{CLIENT_EMAIL_REQUIRED, SendReport, SendReportError, pdf_file_name};
