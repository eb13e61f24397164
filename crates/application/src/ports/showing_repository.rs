use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::report::ReportContent;
use showscribe_domain::showing::{
    NewReport, NewShowing, Report, ReportId, ReportWithShowing, Showing, ShowingId,
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

/// Showings. Every read is scoped to its owner: another agent's showing is simply not found.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ShowingRepository: Send + Sync {
    async fn insert(&self, showing: NewShowing) -> Result<Showing, RepositoryError>;
    async fn find(&self, owner: UserId, id: ShowingId) -> Result<Option<Showing>, RepositoryError>;
    /// Newest first.
    async fn list(&self, owner: UserId, page: Page) -> Result<Listed<Showing>, RepositoryError>;
}

/// Reports, scoped to their owner like showings.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ReportRepository: Send + Sync {
    /// In one transaction: takes one report from the owner's monthly allowance (failing with
    /// `AllowanceExhausted` when none is left, storing nothing), stores the report and marks the
    /// showing completed.
    async fn insert_consuming_allowance(
        &self,
        report: NewReport,
    ) -> Result<Report, RepositoryError>;
    /// Newest first, each with its showing's address and client.
    async fn list_for_owner(
        &self,
        owner: UserId,
        page: Page,
    ) -> Result<Listed<ReportWithShowing>, RepositoryError>;
    /// Newest first.
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
    /// Marks the report sent; `false` when it already was (nothing changed).
    async fn mark_sent(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<bool, RepositoryError>;
}
