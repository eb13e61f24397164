use std::sync::Arc;

use showscribe_domain::{User, UserId, UserProfile};
use thiserror::Error;

use crate::ports::{RepositoryError, UserRepository};

#[derive(Debug, Error)]
pub enum UpdateProfileError {
    #[error("account not found")]
    NotFound,
    #[error("an account with this email already exists")]
    EmailTaken,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Replaces the editable part of an agent's account.
pub struct UpdateProfile {
    users: Arc<dyn UserRepository>,
}

impl UpdateProfile {
    pub fn new(users: Arc<dyn UserRepository>) -> Self {
        Self { users }
    }

    #[tracing::instrument(name = "update_profile", skip_all, fields(user_id = id.0))]
    pub async fn execute(
        &self,
        id: UserId,
        profile: UserProfile,
    ) -> Result<User, UpdateProfileError> {
        self.users
            .update_profile(id, &profile)
            .await
            .map_err(|e| match e {
                RepositoryError::DuplicateEmail => UpdateProfileError::EmailTaken,
                RepositoryError::NotFound => UpdateProfileError::NotFound,
                RepositoryError::Unavailable(e) => UpdateProfileError::Unavailable(e),
                other => UpdateProfileError::Unexpected(other.into()),
            })
    }
}
