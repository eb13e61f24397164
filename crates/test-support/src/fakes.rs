//! In-memory fakes of the ports, for tests of the layers above them. Never used by the product.

use std::sync::Mutex;

use async_trait::async_trait;
use showscribe_application::ports::{PasswordHasher, RepositoryError, UserRepository};
use showscribe_domain::{
    Email, NewUser, Password, PasswordHash, PlanId, SessionVersion, SubscriptionStatus, User,
    UserId, UserProfile,
};

/// A `UserRepository` in a `Vec`, with the same uniqueness rules as the real ones.
#[derive(Default)]
pub struct InMemoryUsers {
    rows: Mutex<Vec<(User, PasswordHash)>>,
}

impl InMemoryUsers {
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(User, PasswordHash)>> {
        self.rows.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[async_trait]
impl UserRepository for InMemoryUsers {
    async fn insert(&self, new: NewUser) -> Result<User, RepositoryError> {
        let mut rows = self.lock();
        if rows
            .iter()
            .any(|(u, _)| u.profile.email == new.profile.email)
        {
            return Err(RepositoryError::DuplicateEmail);
        }
        let user = User {
            id: UserId(rows.len() as i64 + 1),
            profile: new.profile,
            logo_path: None,
            selected_plan: Some(new.selected_plan),
            subscription_plan: None,
            subscription_status: SubscriptionStatus::Inactive,
            allowance: new.allowance,
            session_version: SessionVersion(1),
            email_verified_at: None,
            billing: Default::default(),
            created_at: new.created_at,
        };
        rows.push((user.clone(), new.password_hash));
        Ok(user)
    }

    async fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        Ok(self
            .lock()
            .iter()
            .find(|(u, _)| u.id == id)
            .map(|(u, _)| u.clone()))
    }

    async fn find_credentials(
        &self,
        email: &Email,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        Ok(self
            .lock()
            .iter()
            .find(|(u, _)| &u.profile.email == email)
            .cloned())
    }

    async fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError> {
        Ok(self
            .lock()
            .iter()
            .find(|(u, _)| u.id == id)
            .map(|(_, h)| h.clone()))
    }

    async fn update_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
    ) -> Result<User, RepositoryError> {
        let mut rows = self.lock();
        if rows
            .iter()
            .any(|(u, _)| u.id != id && u.profile.email == profile.email)
        {
            return Err(RepositoryError::DuplicateEmail);
        }
        let (user, _) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        if user.profile.email != profile.email {
            user.email_verified_at = None;
        }
        user.profile = profile.clone();
        Ok(user.clone())
    }

    async fn update_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
    ) -> Result<SessionVersion, RepositoryError> {
        let mut rows = self.lock();
        let (user, stored) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        *stored = hash.clone();
        user.session_version = SessionVersion(user.session_version.0 + 1);
        Ok(user.session_version)
    }

    async fn end_sessions(&self, id: UserId) -> Result<SessionVersion, RepositoryError> {
        let mut rows = self.lock();
        let (user, _) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        user.session_version = SessionVersion(user.session_version.0 + 1);
        Ok(user.session_version)
    }

    async fn set_plan(
        &self,
        id: UserId,
        plan: Option<PlanId>,
        status: SubscriptionStatus,
        reports_limit: i64,
    ) -> Result<User, RepositoryError> {
        let mut rows = self.lock();
        let (user, _) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        user.subscription_plan = plan;
        user.subscription_status = status;
        user.allowance.limit = reports_limit;
        Ok(user.clone())
    }

    async fn set_logo(
        &self,
        id: UserId,
        logo_path: Option<String>,
    ) -> Result<User, RepositoryError> {
        let mut rows = self.lock();
        let (user, _) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        user.logo_path = logo_path;
        Ok(user.clone())
    }

    async fn delete_account(&self, id: UserId) -> Result<Vec<String>, RepositoryError> {
        let mut rows = self.lock();
        let at = rows
            .iter()
            .position(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        let (user, _) = rows.remove(at);
        Ok(user.logo_path.into_iter().collect())
    }

    async fn ping(&self) -> Result<(), RepositoryError> {
        Ok(())
    }
}

/// A fast, insecure hasher for tests: "hash" is the password with a prefix.
#[derive(Default)]
pub struct PlainTextHasher;

#[async_trait]
impl PasswordHasher for PlainTextHasher {
    async fn hash(&self, password: &Password) -> anyhow::Result<PasswordHash> {
        Ok(PasswordHash::from_phc(format!(
            "plain:{}",
            password.expose()
        )))
    }

    async fn verify(&self, password: &Password, hash: &PasswordHash) -> anyhow::Result<bool> {
        Ok(hash.as_phc() == format!("plain:{}", password.expose()))
    }
}
