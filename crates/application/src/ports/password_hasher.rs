use async_trait::async_trait;
use showscribe_domain::{Password, PasswordHash};

/// Hashes and verifies passwords. Implementations must not block the async runtime: hashing is
/// deliberately slow.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync {
    async fn hash(&self, password: &Password) -> anyhow::Result<PasswordHash>;
    /// `Ok(false)` for a wrong password; `Err` only when verification itself failed.
    async fn verify(&self, password: &Password, hash: &PasswordHash) -> anyhow::Result<bool>;
}
