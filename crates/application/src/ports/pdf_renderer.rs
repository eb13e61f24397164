use async_trait::async_trait;
use chrono::NaiveDate;
use showscribe_domain::repair_request::RepairRequest;
use showscribe_domain::showing::{Report, Showing};
pub use showscribe_domain::user::LogoFormat;
use thiserror::Error;

/// An image the agent uploaded as their logo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logo {
    pub bytes: Vec<u8>,
    pub format: LogoFormat,
}

/// Who the report comes from, as printed in its header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgentBranding {
    pub name: String,
    pub broker_office: String,
    pub company: Option<String>,
    pub phone: String,
    pub email: String,
    pub logo: Option<Logo>,
}

/// A photo of the showing as the report prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportPhoto {
    /// A JPEG without metadata, upright.
    pub jpeg: Vec<u8>,
    pub caption: Option<String>,
    /// The report item it is printed beside; `None` puts it on the photo page.
    pub item_id: Option<String>,
}

/// Everything a report PDF shows.
#[derive(Debug, Clone, PartialEq)]
pub struct PdfInput {
    pub report: Report,
    /// The CMA report of the same showing, when there is one.
    pub market_analysis: Option<Report>,
    pub showing: Showing,
    pub agent: AgentBranding,
    pub generated_on: NaiveDate,
    /// The showing's photos in the agent's order (none on a market analysis report).
    pub photos: Vec<ReportPhoto>,
    /// When set, the document is the one-page "Repair request" of the report's items this
    /// list names, instead of the report.
    pub repair_request: Option<RepairRequest>,
}

#[derive(Debug, Error)]
pub enum RenderError {
    #[error("the report could not be laid out: {0}")]
    Layout(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Renders a report as a branded PDF document.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait PdfRenderer: Send + Sync {
    async fn render(&self, input: &PdfInput) -> Result<Vec<u8>, RenderError>;
}
