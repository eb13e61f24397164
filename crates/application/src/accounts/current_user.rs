use std::sync::Arc;

use showscribe_domain::{SessionVersion, User, UserId};
use thiserror::Error;

use crate::ports::{RepositoryError, UserRepository};

#[derive(Debug, Error)]
pub enum CurrentUserError {
    /// No such account any more, or the session predates a password change.
    #[error("signed out")]
    SignedOut,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Resolves the agent a session belongs to.
pub struct CurrentUser {
    users: Arc<dyn UserRepository>,
}

impl CurrentUser {
    pub fn new(users: Arc<dyn UserRepository>) -> Self {
        Self { users }
    }

    pub async fn execute(
        &self,
        id: UserId,
        session_version: SessionVersion,
    ) -> Result<User, CurrentUserError> {
        let user = self.users.find_by_id(id).await.map_err(|e| match e {
            RepositoryError::Unavailable(e) => CurrentUserError::Unavailable(e),
            other => CurrentUserError::Unexpected(other.into()),
        })?;
        match user {
            Some(u) if u.session_version == session_version => Ok(u),
            _ => Err(CurrentUserError::SignedOut),
        }
    }
}
