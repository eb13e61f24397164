//! Showings and their reports: create and read showings, generate a report from the notes,
//! list reports, edit a report's summary.

mod create_showing;
mod documents;
mod edit_summary;
mod generate_report;
mod read;
mod send_report;

pub use create_showing::{CreateShowing, CreateShowingError};
pub use documents::{DocumentError, ReportDocuments};
pub use edit_summary::{EditSummary, EditSummaryError};
pub use generate_report::{GenerateReport, GenerateReportError, ReportingData};
pub use read::{ReadError, ShowingQueries};
pub use send_report::{CLIENT_EMAIL_REQUIRED, SendReport, SendReportError, pdf_file_name};
