use std::sync::Arc;

use showscribe_domain::user::{LogoFormat, LogoImage};
use showscribe_domain::{User, UserId};
use thiserror::Error;

use crate::ports::{FileStore, Logo, RepositoryError, UserRepository};

#[derive(Debug, Error)]
pub enum LogoError {
    #[error("no logo")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for LogoError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Uploads, serves and removes the agent's logo. The file is written before the account points
/// at it, so a failed upload leaves the previous logo in place.
pub struct ManageLogo {
    users: Arc<dyn UserRepository>,
    files: Arc<dyn FileStore>,
}

fn key_for(id: UserId, format: LogoFormat) -> String {
    format!("logos/{}.{}", id.0, format.extension())
}

impl ManageLogo {
    pub fn new(users: Arc<dyn UserRepository>, files: Arc<dyn FileStore>) -> Self {
        Self { users, files }
    }

    #[tracing::instrument(name = "upload_logo", skip_all, fields(user_id = user.id.0))]
    pub async fn upload(&self, user: &User, logo: LogoImage) -> Result<User, LogoError> {
        let key = key_for(user.id, logo.format());
        self.files.put(&key, logo.bytes()).await?;
        let updated = self.users.set_logo(user.id, Some(key.clone())).await?;
        if let Some(old) = &user.logo_path
            && *old != key
            && let Err(e) = self.files.delete(old).await
        {
            tracing::warn!(error = %e, "could not delete the previous logo file");
        }
        Ok(updated)
    }

    pub async fn remove(&self, user: &User) -> Result<User, LogoError> {
        let updated = self.users.set_logo(user.id, None).await?;
        if let Some(old) = &user.logo_path
            && let Err(e) = self.files.delete(old).await
        {
            tracing::warn!(error = %e, "could not delete the logo file");
        }
        Ok(updated)
    }

    /// The agent's logo, or `None` when there is none.
    pub async fn get(&self, user: &User) -> Result<Option<Logo>, LogoError> {
        let Some(path) = &user.logo_path else {
            return Ok(None);
        };
        let format = path
            .rsplit('.')
            .next()
            .and_then(LogoFormat::from_extension)
            .ok_or_else(|| {
                LogoError::Unexpected(anyhow::anyhow!("logo path {path:?} has no known extension"))
            })?;
        Ok(self
            .files
            .get(path)
            .await?
            .map(|bytes| Logo { bytes, format }))
    }
}
