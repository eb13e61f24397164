use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::recording::{NewRecording, Recording, RecordingId, Transcription};
use showscribe_domain::showing::ShowingId;

use super::RepositoryError;

/// Recordings of a showing, scoped to their owner like showings: another agent's recording is
/// simply not found. Their audio lives in the file store under `file_key`; deleting a showing
/// (or an account) hands the keys back for the caller to delete.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait RecordingRepository: Send + Sync {
    /// `NotFound` when the showing is not the owner's (nothing is stored).
    async fn insert(&self, recording: NewRecording) -> Result<Recording, RepositoryError>;
    /// Oldest first; `NotFound` when the showing is not the owner's.
    async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Recording>, RepositoryError>;
    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
    ) -> Result<Option<Recording>, RepositoryError>;
    /// Replaces a stored recording's transcription (a new attempt at it); `NotFound` when the
    /// recording is not the owner's or not the showing's.
    async fn set_transcription(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
        transcription: Transcription,
    ) -> Result<Recording, RepositoryError>;
}
