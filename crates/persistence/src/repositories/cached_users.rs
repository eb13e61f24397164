//! A read-through cache in front of a `UserRepository` for `find_by_id`, the lookup every
//! signed-in request makes to resolve its session.
//!
//! Every write that goes through this process refreshes or drops the entry, so a single node is
//! always coherent. Other nodes' writes (and writes that bypass the repository) are seen after at
//! most `ttl`: with several nodes, a password change signs the other sessions out and a usage
//! change shows within that bound. A zero `ttl` turns the cache off.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use showscribe_application::ports::{RepositoryError, UserRepository};
use showscribe_domain::{
    Email, NewUser, PasswordHash, PlanId, SessionVersion, SubscriptionStatus, User, UserId,
    UserProfile,
};

const MAX_ENTRIES: usize = 50_000;

/// Shared by the repositories that change a user's row, so each can drop what it changed.
#[derive(Debug)]
pub struct UserCache {
    ttl: Duration,
    entries: Mutex<HashMap<UserId, (Instant, User)>>,
}

impl UserCache {
    pub fn new(ttl: Duration) -> Arc<Self> {
        Arc::new(Self {
            ttl,
            entries: Mutex::new(HashMap::new()),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<UserId, (Instant, User)>> {
        self.entries.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn get(&self, id: UserId) -> Option<User> {
        if self.ttl.is_zero() {
            return None;
        }
        let entries = self.lock();
        let (stored_at, user) = entries.get(&id)?;
        (stored_at.elapsed() < self.ttl).then(|| user.clone())
    }

    pub fn put(&self, user: &User) {
        if self.ttl.is_zero() {
            return;
        }
        let mut entries = self.lock();
        if entries.len() >= MAX_ENTRIES {
            let ttl = self.ttl;
            entries.retain(|_, (at, _)| at.elapsed() < ttl);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        entries.insert(user.id, (Instant::now(), user.clone()));
    }

    pub fn invalidate(&self, id: UserId) {
        self.lock().remove(&id);
    }
}

pub struct CachedUserRepository {
    inner: Arc<dyn UserRepository>,
    cache: Arc<UserCache>,
}

impl CachedUserRepository {
    pub fn new(inner: Arc<dyn UserRepository>, cache: Arc<UserCache>) -> Self {
        Self { inner, cache }
    }
}

#[async_trait]
impl UserRepository for CachedUserRepository {
    async fn insert(&self, user: NewUser) -> Result<User, RepositoryError> {
        self.inner.insert(user).await
    }

    async fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        if let Some(user) = self.cache.get(id) {
            return Ok(Some(user));
        }
        let found = self.inner.find_by_id(id).await?;
        if let Some(user) = &found {
            self.cache.put(user);
        }
        Ok(found)
    }

    async fn find_credentials(
        &self,
        email: &Email,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        self.inner.find_credentials(email).await
    }

    async fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError> {
        self.inner.password_hash(id).await
    }

    async fn update_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
    ) -> Result<User, RepositoryError> {
        self.cache.invalidate(id);
        let updated = self.inner.update_profile(id, profile).await?;
        self.cache.put(&updated);
        Ok(updated)
    }

    async fn update_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
    ) -> Result<SessionVersion, RepositoryError> {
        self.cache.invalidate(id);
        let version = self.inner.update_password(id, hash).await;
        self.cache.invalidate(id);
        version
    }

    async fn end_sessions(&self, id: UserId) -> Result<SessionVersion, RepositoryError> {
        self.cache.invalidate(id);
        let version = self.inner.end_sessions(id).await;
        self.cache.invalidate(id);
        version
    }

    async fn set_plan(
        &self,
        id: UserId,
        plan: Option<PlanId>,
        status: SubscriptionStatus,
        reports_limit: i64,
    ) -> Result<User, RepositoryError> {
        self.cache.invalidate(id);
        let result = self.inner.set_plan(id, plan, status, reports_limit).await;
        self.cache.invalidate(id);
        result
    }

    async fn set_logo(
        &self,
        id: UserId,
        logo_path: Option<String>,
    ) -> Result<User, RepositoryError> {
        self.cache.invalidate(id);
        let updated = self.inner.set_logo(id, logo_path).await?;
        self.cache.put(&updated);
        Ok(updated)
    }

    async fn delete_account(&self, id: UserId) -> Result<Vec<String>, RepositoryError> {
        self.cache.invalidate(id);
        let files = self.inner.delete_account(id).await;
        self.cache.invalidate(id);
        files
    }

    async fn ping(&self) -> Result<(), RepositoryError> {
        self.inner.ping().await
    }
}
