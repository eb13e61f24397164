use std::collections::HashMap;

use async_trait::async_trait;
use showscribe_domain::UserId;
use showscribe_domain::photo::{NewPhoto, Photo, PhotoChange, PhotoId};
use showscribe_domain::showing::ShowingId;

use super::RepositoryError;

/// A showing's photos, scoped to their owner like showings: another agent's photo is not found.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait PhotoRepository: Send + Sync {
    /// Adds the photo last among its showing's, provided the showing then holds at most `max`
    /// photos (`Changed` otherwise: nothing is stored). `NotFound` when the owner has no such
    /// showing.
    async fn add(&self, photo: NewPhoto, max: usize) -> Result<Photo, RepositoryError>;
    /// In their order.
    async fn list(&self, owner: UserId, showing: ShowingId) -> Result<Vec<Photo>, RepositoryError>;
    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<Option<Photo>, RepositoryError>;
    /// Applies `change` (a move renumbers the showing's photos in one transaction). `NotFound`
    /// when there is no such photo of the owner's under the showing.
    async fn change(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
        change: &PhotoChange,
    ) -> Result<Photo, RepositoryError>;
    /// Deletes the photo's row and closes the gap in the order; answers the photo, whose files
    /// the caller deletes. `NotFound` as for `change`.
    async fn delete(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<Photo, RepositoryError>;
    /// After the showing's report was generated again: each photo attached to an item id in
    /// `moves` is attached to the id it maps to; every other attached photo is detached.
    async fn reattach(
        &self,
        owner: UserId,
        showing: ShowingId,
        moves: &HashMap<String, String>,
    ) -> Result<(), RepositoryError>;
}
