use std::sync::Arc;

use showscribe_domain::{Allowance, NewUser, Password, PlanId, User, UserProfile};
use thiserror::Error;

use crate::ports::{Clock, PasswordHasher, RepositoryError, UserRepository};

/// A validated sign-up form.
#[derive(Debug, Clone)]
pub struct Registration {
    pub profile: UserProfile,
    pub password: Password,
    pub selected_plan: PlanId,
}

#[derive(Debug, Error)]
pub enum RegisterError {
    #[error("an account with this email already exists")]
    EmailTaken,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Creates an agent's account with the free-trial allowance.
pub struct Register {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
    clock: Arc<dyn Clock>,
}

impl Register {
    pub fn new(
        users: Arc<dyn UserRepository>,
        hasher: Arc<dyn PasswordHasher>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            users,
            hasher,
            clock,
        }
    }

    #[tracing::instrument(name = "register", skip_all, fields(plan = %registration.selected_plan))]
    pub async fn execute(&self, registration: Registration) -> Result<User, RegisterError> {
        let password_hash = self.hasher.hash(&registration.password).await?;
        let new_user = NewUser {
            profile: registration.profile,
            password_hash,
            selected_plan: registration.selected_plan,
            allowance: Allowance::free_trial(),
            created_at: self.clock.now(),
        };
        self.users.insert(new_user).await.map_err(|e| match e {
            RepositoryError::DuplicateEmail => RegisterError::EmailTaken,
            RepositoryError::Unavailable(e) => RegisterError::Unavailable(e),
            other => RegisterError::Unexpected(other.into()),
        })
    }
}
