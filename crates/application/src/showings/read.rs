use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::showing::{Report, ReportId, ReportListing, Showing, ShowingId};
use thiserror::Error;

use crate::ports::{Listed, Page, ReportRepository, RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum ReadError {
    /// No such showing, or not this agent's.
    #[error("showing not found")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for ReadError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// The read side: an agent's showings and reports, never anyone else's.
pub struct ShowingQueries {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
}

impl ShowingQueries {
    pub fn new(showings: Arc<dyn ShowingRepository>, reports: Arc<dyn ReportRepository>) -> Self {
        Self { showings, reports }
    }

    pub async fn showings(&self, owner: UserId, page: Page) -> Result<Listed<Showing>, ReadError> {
        Ok(self.showings.list(owner, page).await?)
    }

    pub async fn showing(&self, owner: UserId, id: ShowingId) -> Result<Showing, ReadError> {
        self.showings
            .find(owner, id)
            .await?
            .ok_or(ReadError::NotFound)
    }

    pub async fn reports(
        &self,
        owner: UserId,
        page: Page,
    ) -> Result<Listed<ReportListing>, ReadError> {
        Ok(self.reports.list_for_owner(owner, page).await?)
    }

    /// A showing with its reports; `NotFound` when the showing is not the agent's.
    pub async fn reports_of(
        &self,
        owner: UserId,
        id: ShowingId,
    ) -> Result<(Showing, Vec<Report>), ReadError> {
        let showing = self.showing(owner, id).await?;
        let reports = self.reports.list_for_showing(owner, id).await?;
        Ok((showing, reports))
    }

    pub async fn report(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<Report, ReadError> {
        self.reports
            .find(owner, showing, id)
            .await?
            .ok_or(ReadError::NotFound)
    }
}
