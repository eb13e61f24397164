use async_trait::async_trait;
use chrono::{DateTime, Utc};
use showscribe_domain::UserId;
use showscribe_domain::repair_request::SavedRepairRequest;
use showscribe_domain::showing::ShowingId;

use super::RepositoryError;

/// What a save expects to replace, so that two people editing one list (the agent on the report
/// page, the client through the link) never silently overwrite each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListExpectation {
    /// Whatever is stored (a caller that did not say what it read).
    Any,
    /// No list yet: the saver read none.
    Unsaved,
    /// The list saved at this time (to the millisecond), as the saver read it.
    SavedAt(DateTime<Utc>),
}

/// The repair-request list of each showing: one per showing, replaced whole on every save.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait RepairRequestRepository: Send + Sync {
    /// The list of one of the owner's showings; `None` when nobody has saved one.
    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<SavedRepairRequest>, RepositoryError>;

    /// Stores the list of one of the owner's showings in one statement, replacing the one
    /// before when it is the one `expect` names (`Changed` when it is not, and nothing is
    /// stored; `NotFound` when the showing is not the owner's).
    async fn save(
        &self,
        owner: UserId,
        showing: ShowingId,
        request: &SavedRepairRequest,
        expect: ListExpectation,
    ) -> Result<(), RepositoryError>;
}
