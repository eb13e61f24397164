use std::sync::Arc;

use showscribe_domain::{Password, SessionVersion, UserId};
use thiserror::Error;

use crate::ports::{PasswordHasher, RepositoryError, UserRepository};

#[derive(Debug, Error)]
pub enum ChangePasswordError {
    #[error("account not found")]
    NotFound,
    #[error("current password is incorrect")]
    WrongCurrentPassword,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for ChangePasswordError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Changes a password after checking the current one. Returns the new session version: every
/// session holding an older one is signed out.
pub struct ChangePassword {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
}

impl ChangePassword {
    pub fn new(users: Arc<dyn UserRepository>, hasher: Arc<dyn PasswordHasher>) -> Self {
        Self { users, hasher }
    }

    #[tracing::instrument(name = "change_password", skip_all, fields(user_id = id.0))]
    pub async fn execute(
        &self,
        id: UserId,
        current: &Password,
        new: &Password,
    ) -> Result<SessionVersion, ChangePasswordError> {
        let hash = self
            .users
            .password_hash(id)
            .await?
            .ok_or(ChangePasswordError::NotFound)?;
        if !self.hasher.verify(current, &hash).await? {
            return Err(ChangePasswordError::WrongCurrentPassword);
        }
        let new_hash = self.hasher.hash(new).await?;
        Ok(self.users.update_password(id, &new_hash).await?)
    }
}
