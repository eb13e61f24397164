//! Showings and their reports: create and read showings, generate a report from the notes,
//! list reports, edit a report's summary.

mod create_showing;
mod edit_summary;
mod generate_report;
mod read;

pub use create_showing::{CreateShowing, CreateShowingError};
pub use edit_summary::{EditSummary, EditSummaryError};
pub use generate_report::{GenerateReport, GenerateReportError, ReportingData};
pub use read::{ReadError, ShowingQueries};
