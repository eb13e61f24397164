use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::cma::SubjectFacts;
use showscribe_domain::report::ReportContent;
use showscribe_domain::showing::{
    NewReport, NewShowing, Report, ReportId, ReportListing, Showing, ShowingComparables, ShowingId,
};

use super::RepositoryError;

/// A page of a list: at most `limit` rows after skipping `offset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub limit: u64,
    pub offset: u64,
}

impl Page {
    pub const DEFAULT_LIMIT: u64 = 100;
    pub const MAX_LIMIT: u64 = 500;

    /// Clamps a requested page into the allowed bounds.
    pub fn new(limit: Option<u64>, offset: Option<u64>) -> Self {
        Self {
            limit: limit
                .unwrap_or(Self::DEFAULT_LIMIT)
                .clamp(1, Self::MAX_LIMIT),
            offset: offset.unwrap_or(0),
        }
    }
}

/// A list page and the total number of rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed<T> {
    pub items: Vec<T>,
    pub total: u64,
}

/// A showing's comparables as stored, with a revision that changes on every save (so a
/// read-modify-write can tell whether another write came in between).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StoredComparables {
    pub comparables: ShowingComparables,
    pub revision: i64,
}

/// A showing's market analysis report after it was stored, with the stored PDFs it made stale.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplacedMarketAnalysis {
    pub report: Report,
    /// The file keys of the PDFs that were forgotten (the showing's reports' PDFs show the
    /// analysis); the caller deletes the files.
    pub retired_pdfs: Vec<String>,
}

/// Showings. Every read is scoped to its owner: another agent's showing is simply not found.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ShowingRepository: Send + Sync {
    async fn insert(&self, showing: NewShowing) -> Result<Showing, RepositoryError>;
    async fn find(&self, owner: UserId, id: ShowingId) -> Result<Option<Showing>, RepositoryError>;
    /// Newest first.
    async fn list(&self, owner: UserId, page: Page) -> Result<Listed<Showing>, RepositoryError>;
    /// Replaces the subject home's facts. `NotFound` when the owner has no such showing.
    async fn update_subject(
        &self,
        owner: UserId,
        id: ShowingId,
        subject: &SubjectFacts,
    ) -> Result<Showing, RepositoryError>;
    /// The showing's comparables and feature rates (none and the default rates until the agent
    /// sets them); `None` when the owner has no such showing.
    async fn comparables(
        &self,
        owner: UserId,
        id: ShowingId,
    ) -> Result<Option<StoredComparables>, RepositoryError>;
    /// Replaces the whole list and rates, provided the stored revision is still `revision`:
    /// returns the new revision, or `None` when another save came first (nothing is stored;
    /// read again and retry). `NotFound` when the owner has no such showing.
    async fn save_comparables(
        &self,
        owner: UserId,
        id: ShowingId,
        comparables: &ShowingComparables,
        revision: i64,
    ) -> Result<Option<i64>, RepositoryError>;
}

/// Reports, scoped to their owner like showings.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ReportRepository: Send + Sync {
    /// In one transaction: takes one report from the owner's monthly allowance (failing with
    /// `AllowanceExhausted` when none is left), marks the showing completed, does what
    /// [`Self::replace_market_analysis`] does for `market_analysis` (the showing's analysis,
    /// weighed against `report`) and stores `report` (a showing report). Everything is stored
    /// or nothing is; `NotFound` when the showing is not the owner's.
    async fn insert_with_market_analysis(
        &self,
        report: NewReport,
        market_analysis: NewReport,
    ) -> Result<(Report, ReplacedMarketAnalysis), RepositoryError>;
    /// The showing reports (type comprehensive), newest first, each with its showing's address
    /// and client. A showing's market analysis is not listed: it is read with its showing's
    /// reports, so the list (and its total) counts each report the agent generated once.
    async fn list_for_owner(
        &self,
        owner: UserId,
        page: Page,
    ) -> Result<Listed<ReportListing>, RepositoryError>;
    /// The showing reports newest first, then the showing's market analysis (if any).
    async fn list_for_showing(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Report>, RepositoryError>;
    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<Option<Report>, RepositoryError>;
    /// Replaces the content and the stored PDF's path together.
    async fn update_content(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        content: &ReportContent,
        pdf_file_path: Option<String>,
    ) -> Result<Report, RepositoryError>;
    async fn set_pdf(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        pdf_file_path: &str,
    ) -> Result<(), RepositoryError>;
    /// In one transaction: stores `report` (of type `cma`) as the showing's one market
    /// analysis, replacing the content of the one there was (keeping its id), and forgets the
    /// stored PDFs of the showing's reports, which show the analysis. `NotFound` when the
    /// showing is not the report owner's.
    async fn replace_market_analysis(
        &self,
        report: NewReport,
    ) -> Result<ReplacedMarketAnalysis, RepositoryError>;
    /// Marks the report sent; `false` when it already was (nothing changed).
    async fn mark_sent(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<bool, RepositoryError>;
}
