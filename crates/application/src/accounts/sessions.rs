//! Where the agent is signed in: each sign-in is recorded with its device, seen now and then,
//! listed in the profile, and can be ended one by one or all at once.

use std::sync::Arc;

use showscribe_domain::user::{SignIn, SignInId, device_label};
use showscribe_domain::{SessionVersion, UserId};
use thiserror::Error;

use crate::ports::{Clock, RepositoryError, SignInRepository, UserRepository};

#[derive(Debug, Error)]
pub enum SessionsError {
    #[error("account not found")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for SessionsError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

pub struct Sessions {
    users: Arc<dyn UserRepository>,
    sign_ins: Arc<dyn SignInRepository>,
    clock: Arc<dyn Clock>,
}

impl Sessions {
    pub fn new(
        users: Arc<dyn UserRepository>,
        sign_ins: Arc<dyn SignInRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            users,
            sign_ins,
            clock,
        }
    }

    /// Records a sign-in from the browser that says it is `user_agent`.
    pub async fn start(&self, user: UserId, user_agent: &str) -> Result<SignInId, SessionsError> {
        let device = device_label(user_agent);
        Ok(self.sign_ins.start(user, &device, self.clock.now()).await?)
    }

    /// Records that the sign-in is in use; `false` when it was ended from another device.
    pub async fn seen(&self, user: UserId, id: SignInId) -> Result<bool, SessionsError> {
        Ok(self.sign_ins.touch(user, id, self.clock.now()).await?)
    }

    /// The devices the agent is signed in on, most recently seen first.
    pub async fn list(&self, user: UserId) -> Result<Vec<SignIn>, SessionsError> {
        Ok(self.sign_ins.active(user).await?)
    }

    /// Signing out on this device.
    pub async fn sign_out(&self, user: UserId, id: SignInId) -> Result<(), SessionsError> {
        Ok(self.sign_ins.end(user, id, self.clock.now()).await?)
    }

    /// Ends every other device's session at once: the account's session version changes, so
    /// every session carrying the old one is refused on its next request. Returns the new
    /// version for this device's session.
    #[tracing::instrument(name = "sign_out_everywhere_else", skip_all, fields(user_id = user.0))]
    pub async fn sign_out_everywhere_else(
        &self,
        user: UserId,
        current: Option<SignInId>,
    ) -> Result<SessionVersion, SessionsError> {
        let version = self.users.end_sessions(user).await?;
        self.ended_elsewhere(user, current).await?;
        Ok(version)
    }

    /// The other devices' sign-ins ended (the password changed): only `current` stays listed.
    pub async fn ended_elsewhere(
        &self,
        user: UserId,
        current: Option<SignInId>,
    ) -> Result<(), SessionsError> {
        Ok(self
            .sign_ins
            .end_all_but(user, current, self.clock.now())
            .await?)
    }
}
