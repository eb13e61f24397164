//! Showings and their reports: create, read, update and delete showings, generate a report from
//! the notes (again, in place, free when the showing was only corrected), list reports, edit a
//! report's summary and its repairs and upgrades, search the cost catalog; a showing's
//! comparables and its comparative market analysis report; recordings dictated into its note
//! boxes.

mod catalog_search;
mod comparables;
mod create_showing;
mod delete_showing;
mod deliver_reports;
mod documents;
mod edit_summary;
mod generate_report;
mod market_analysis;
mod newest_reports;
mod photos;
mod pricing;
mod read;
mod recordings;
mod repair_requests;
mod report_email;
mod report_items;
mod send_report;
mod share_links;
mod update_showing;

pub use catalog_search::{CatalogEntry, CatalogSearchError, SearchCatalog};
pub use comparables::{ComparablesError, ManageComparables};
pub use create_showing::{CreateShowing, CreateShowingError, NOTES_REQUIRED};
pub use delete_showing::{DeleteShowing, DeleteShowingError};
pub use deliver_reports::{DeliverReports, DeliveryOutcome};
pub use documents::{DocumentError, ReportDocuments};
pub use edit_summary::{EditSummary, EditSummaryError};
pub use generate_report::{GenerateReport, GenerateReportError, GeneratedReport};
pub use market_analysis::{MarketAnalysisError, MarketAnalysisReports, SHOWING_REPORT_REQUIRED};
pub use photos::{ManagePhotos, NO_SUCH_ITEM, PhotoError, PhotoSize, TOO_MANY_PHOTOS};
pub use pricing::ReportingData;
pub use read::{ReadError, ShowingQueries};
pub use recordings::{RecordingError, ShowingRecordings, failure_message};
pub use repair_requests::{RepairRequestError, RepairRequests, RequestView};
pub use report_email::{document_file_name, pdf_file_name};
pub use report_items::{EditItemsError, EditReportItems, EditedReport};
pub use send_report::{
    CLIENT_EMAIL_REQUIRED, EmailPreview, QueuedReport, SendReport, SendReportError,
};
pub use share_links::{CreatedShareLink, ShareLinkError, ShareLinks, SharedReport};
pub use update_showing::{UpdateShowing, UpdateShowingError};
