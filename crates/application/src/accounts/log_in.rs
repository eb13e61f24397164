use std::sync::{Arc, OnceLock};

use showscribe_domain::{Email, Password, PasswordHash, User};
use thiserror::Error;

use crate::ports::{PasswordHasher, RepositoryError, UserRepository};

#[derive(Debug, Error)]
pub enum LogInError {
    /// One error for an unknown email and a wrong password, so neither can be told apart.
    #[error("invalid email or password")]
    InvalidCredentials,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Checks an email and password.
pub struct LogIn {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
    /// A real hash of a throw-away password, verified against when the email is unknown so that
    /// an unknown email takes as long to refuse as a wrong password.
    decoy: OnceLock<PasswordHash>,
}

impl LogIn {
    pub fn new(users: Arc<dyn UserRepository>, hasher: Arc<dyn PasswordHasher>) -> Self {
        Self {
            users,
            hasher,
            decoy: OnceLock::new(),
        }
    }

    #[tracing::instrument(name = "log_in", skip_all)]
    pub async fn execute(&self, email: &Email, password: &Password) -> Result<User, LogInError> {
        let found = self
            .users
            .find_credentials(email)
            .await
            .map_err(|e| match e {
                RepositoryError::Unavailable(e) => LogInError::Unavailable(e),
                other => LogInError::Unexpected(other.into()),
            })?;
        match found {
            Some((user, hash)) => {
                if self.hasher.verify(password, &hash).await? {
                    Ok(user)
                } else {
                    Err(LogInError::InvalidCredentials)
                }
            }
            None => {
                let decoy = self.decoy_hash().await?;
                // The result does not matter; the time spent does.
                let _ = self.hasher.verify(password, &decoy).await;
                Err(LogInError::InvalidCredentials)
            }
        }
    }

    async fn decoy_hash(&self) -> anyhow::Result<PasswordHash> {
        if let Some(h) = self.decoy.get() {
            return Ok(h.clone());
        }
        let throwaway = Password::parse("decoy-password-never-used")
            .map_err(|e| anyhow::anyhow!("decoy password rejected: {e}"))?;
        let hash = self.hasher.hash(&throwaway).await?;
        Ok(self.decoy.get_or_init(|| hash).clone())
    }
}
