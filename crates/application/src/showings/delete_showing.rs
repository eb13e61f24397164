use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::showing::ShowingId;
use thiserror::Error;

use super::documents::ReportDocuments;
use crate::ports::{RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum DeleteShowingError {
    #[error("showing not found")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for DeleteShowingError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Deletes a showing with everything that belongs to it: its comparables, its reports (the
/// market analysis too) and their stored PDFs, its recordings and their audio. Reports it took from the allowance are not
/// given back.
pub struct DeleteShowing {
    showings: Arc<dyn ShowingRepository>,
    documents: Arc<ReportDocuments>,
}

impl DeleteShowing {
    pub fn new(showings: Arc<dyn ShowingRepository>, documents: Arc<ReportDocuments>) -> Self {
        Self {
            showings,
            documents,
        }
    }

    #[tracing::instrument(name = "delete_showing", skip_all, fields(user_id = owner.0, showing_id = id.0))]
    pub async fn execute(&self, owner: UserId, id: ShowingId) -> Result<(), DeleteShowingError> {
        let files = self.showings.delete(owner, id).await?;
        // The rows are gone; a file that cannot be deleted now is only logged.
        for key in &files {
            self.documents.discard(key).await;
        }
        Ok(())
    }
}
