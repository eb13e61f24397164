use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::report::{GenerationBasis, GenerationCost, ReportContent};
use showscribe_domain::showing::{
    NewReport, NewShowing, Report, ReportId, ReportListing, Showing, ShowingComparables,
    ShowingDetails, ShowingId,
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

/// A showing after its details were replaced, with the stored PDFs that showed the old ones.
#[derive(Debug, Clone, PartialEq)]
pub struct UpdatedShowing {
    pub showing: Showing,
    /// The file keys of the PDFs that were forgotten; the caller deletes the files.
    pub retired_pdfs: Vec<String>,
}

/// What generating a showing's report stores, in one transaction.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGeneration {
    /// The showing report. It replaces the content of the showing's newest showing report
    /// (keeping its id) when there is one, and is added otherwise.
    pub report: NewReport,
    /// The showing's market analysis, weighed against `report`.
    pub market_analysis: NewReport,
    /// What the showing said when `report` was written from it.
    pub basis: GenerationBasis,
    /// What the showing said at its last charged generation, as read when `cost` was decided.
    /// The generation is stored only if that is still what is stored (`Changed` otherwise).
    pub last_charged: Option<GenerationBasis>,
    /// `OneReport` takes one report of the owner's allowance and records `basis` as the last
    /// charged generation; `Free` takes nothing and records nothing.
    pub cost: GenerationCost,
}

/// A stored generation.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredGeneration {
    pub report: Report,
    pub market_analysis: ReplacedMarketAnalysis,
    /// Whether a report of the allowance was taken.
    pub charged: bool,
}

/// A report whose content was replaced, with the stored PDF that showed the old content.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplacedContent {
    pub report: Report,
    /// The file key of the PDF that was forgotten; the caller deletes the file.
    pub retired_pdf: Option<String>,
}

/// Showings. Every read is scoped to its owner: another agent's showing is simply not found.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ShowingRepository: Send + Sync {
    async fn insert(&self, showing: NewShowing) -> Result<Showing, RepositoryError>;
    async fn find(&self, owner: UserId, id: ShowingId) -> Result<Option<Showing>, RepositoryError>;
    /// Newest first.
    async fn list(&self, owner: UserId, page: Page) -> Result<Listed<Showing>, RepositoryError>;
    /// Replaces the home's facts. `NotFound` when the owner has no such showing.
    async fn update_home_facts(
        &self,
        owner: UserId,
        id: ShowingId,
        subject: &HomeFacts,
    ) -> Result<Showing, RepositoryError>;
    /// Replaces the details the agent gave (everything but the status, the comparables and
    /// their rates) and, in the same transaction, forgets the stored PDFs of the showing's
    /// reports, which show the old details. `NotFound` when the owner has no such showing.
    async fn update_details(
        &self,
        owner: UserId,
        id: ShowingId,
        details: &ShowingDetails,
    ) -> Result<UpdatedShowing, RepositoryError>;
    /// In one transaction: deletes the showing, with its comparables, its photos, its recordings
    /// and all its reports (market analysis included). Returns the file keys of the reports' stored
    /// PDFs, of the photos' files and of the recordings' audio, which the caller deletes. `NotFound` when the owner has no such showing (nothing is deleted).
    async fn delete(&self, owner: UserId, id: ShowingId) -> Result<Vec<String>, RepositoryError>;
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
    /// What the showing said at its last charged generation; `None` when it was never charged
    /// (or was charged before that was recorded). `NotFound` when the owner has no such showing.
    async fn last_charged_generation(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<GenerationBasis>, RepositoryError>;
    /// In one transaction: checks that the showing's last charged generation is still
    /// `last_charged` (`Changed` otherwise), takes one report from the owner's monthly
    /// allowance when the generation costs one (failing with `AllowanceUsedUp` when none is
    /// left) and records its basis, marks the showing completed, does what
    /// [`Self::replace_market_analysis`] does for the market analysis, and stores the showing
    /// report in place of the showing's newest one (or as its first). Generating is the one
    /// way a report takes from the allowance. Everything is stored or nothing is; `NotFound`
    /// when the showing is not the owner's.
    async fn store_generation(
        &self,
        generation: NewGeneration,
    ) -> Result<StoredGeneration, RepositoryError>;
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
    /// In one transaction: replaces the content of the report with `content` and forgets its
    /// stored PDF, provided its content is still `expected` (as read). `None` when another
    /// write changed it first (nothing is stored; read again and retry); `NotFound` when the
    /// owner has no such report under this showing.
    async fn replace_content(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        expected: &ReportContent,
        content: &ReportContent,
    ) -> Result<Option<ReplacedContent>, RepositoryError>;
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
