use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::repair_request::SavedRepairRequest;
use showscribe_domain::showing::ShowingId;

use super::RepositoryError;

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
    /// before (`NotFound` when the showing is not the owner's).
    async fn save(
        &self,
        owner: UserId,
        showing: ShowingId,
        request: &SavedRepairRequest,
    ) -> Result<(), RepositoryError>;
}
