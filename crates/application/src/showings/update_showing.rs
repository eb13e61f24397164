use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::showing::{Showing, ShowingDetails, ShowingId};
use thiserror::Error;

use super::create_showing::{NOTES_REQUIRED, has_notes};
use super::documents::ReportDocuments;
use crate::ports::{RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum UpdateShowingError {
    #[error("showing not found")]
    NotFound,
    /// Neither note box holds anything.
    #[error("{}", NOTES_REQUIRED)]
    NoNotes,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for UpdateShowingError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Replaces a showing's details (the form as when it was created: notes, property, client,
/// agent, the home's facts), under the same rules as creating one. Its reports stay as they
/// were generated; their stored PDFs, which show the old details, are retired, so the next
/// download renders the new ones. Generating the report again reads the new notes.
pub struct UpdateShowing {
    showings: Arc<dyn ShowingRepository>,
    documents: Arc<ReportDocuments>,
}

impl UpdateShowing {
    pub fn new(showings: Arc<dyn ShowingRepository>, documents: Arc<ReportDocuments>) -> Self {
        Self {
            showings,
            documents,
        }
    }

    #[tracing::instrument(name = "update_showing", skip_all, fields(user_id = owner.0, showing_id = id.0))]
    pub async fn execute(
        &self,
        owner: UserId,
        id: ShowingId,
        details: ShowingDetails,
    ) -> Result<Showing, UpdateShowingError> {
        if !has_notes(&details) {
            return Err(UpdateShowingError::NoNotes);
        }
        let updated = self.showings.update_details(owner, id, &details).await?;
        for key in &updated.retired_pdfs {
            self.documents.discard(key).await;
        }
        Ok(updated.showing)
    }
}
