use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::showing::{NewShowing, Showing, ShowingDetails};
use thiserror::Error;

use crate::ports::{Clock, RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum CreateShowingError {
    /// Neither note box holds anything.
    #[error("{}", NOTES_REQUIRED)]
    NoNotes,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stores a showing with the agent's notes.
pub struct CreateShowing {
    showings: Arc<dyn ShowingRepository>,
    clock: Arc<dyn Clock>,
}

pub const NOTES_REQUIRED: &str = "Record or type at least one repair or update";

/// A showing is about something: at least one of its two note boxes holds some notes.
pub(super) fn has_notes(details: &ShowingDetails) -> bool {
    !(details.repairs_needed.is_empty() && details.updates_wanted.is_empty())
}

impl CreateShowing {
    pub fn new(showings: Arc<dyn ShowingRepository>, clock: Arc<dyn Clock>) -> Self {
        Self { showings, clock }
    }

    #[tracing::instrument(name = "create_showing", skip_all, fields(user_id = owner.0))]
    pub async fn execute(
        &self,
        owner: UserId,
        details: ShowingDetails,
    ) -> Result<Showing, CreateShowingError> {
        if !has_notes(&details) {
            return Err(CreateShowingError::NoNotes);
        }
        self.store(owner, details).await
    }

    /// Stores a showing whose notes may still be empty because the agent is dictating them: a
    /// recording is on its way to it (`POST /api/showings/{id}/recordings`), and its transcript
    /// or its audio is what the showing is about. Generating its report still needs notes.
    #[tracing::instrument(name = "create_showing_for_recording", skip_all, fields(user_id = owner.0))]
    pub async fn execute_for_recording(
        &self,
        owner: UserId,
        details: ShowingDetails,
    ) -> Result<Showing, CreateShowingError> {
        self.store(owner, details).await
    }

    async fn store(
        &self,
        owner: UserId,
        details: ShowingDetails,
    ) -> Result<Showing, CreateShowingError> {
        let new = NewShowing {
            user_id: owner,
            details,
            created_at: self.clock.now(),
        };
        self.showings.insert(new).await.map_err(|e| match e {
            RepositoryError::Unavailable(e) => CreateShowingError::Unavailable(e),
            other => CreateShowingError::Unexpected(other.into()),
        })
    }
}
