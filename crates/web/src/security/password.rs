//! argon2id password hashing on blocking threads, so that a slow hash never stalls the async
//! runtime, with a cap on how many hashes run at once so a burst of logins cannot take every
//! core.

use std::sync::Arc;

use anyhow::Context;
use argon2::password_hash::{
    PasswordHasher as _, PasswordVerifier as _, SaltString, rand_core::OsRng,
};
use argon2::{Algorithm, Argon2, Params, Version};
use async_trait::async_trait;
use showscribe_application::ports::PasswordHasher;
use showscribe_domain::{Password, PasswordHash};
use tokio::sync::Semaphore;

pub struct Argon2Hasher {
    params: Params,
    permits: Arc<Semaphore>,
}

impl Argon2Hasher {
    /// OWASP's recommended argon2id settings: 19 MiB of memory, 2 passes, 1 lane.
    pub fn new() -> anyhow::Result<Self> {
        let params = Params::new(19 * 1024, 2, 1, None)
            .map_err(|e| anyhow::anyhow!("argon2 parameters: {e}"))?;
        let parallel = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Self {
            params,
            permits: Arc::new(Semaphore::new(parallel * 2)),
        })
    }

    fn argon2(params: Params) -> Argon2<'static> {
        Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
    }
}

#[async_trait]
impl PasswordHasher for Argon2Hasher {
    async fn hash(&self, password: &Password) -> anyhow::Result<PasswordHash> {
        let _permit = self.permits.acquire().await?;
        let secret = password.expose().to_owned();
        let params = self.params.clone();
        let phc = tokio::task::spawn_blocking(move || {
            let salt = SaltString::generate(&mut OsRng);
            Self::argon2(params)
                .hash_password(secret.as_bytes(), &salt)
                .map(|h| h.to_string())
                .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
        })
        .await
        .context("hashing task panicked")??;
        Ok(PasswordHash::from_phc(phc))
    }

    async fn verify(&self, password: &Password, hash: &PasswordHash) -> anyhow::Result<bool> {
        let _permit = self.permits.acquire().await?;
        let secret = password.expose().to_owned();
        let phc = hash.as_phc().to_owned();
        let params = self.params.clone();
        tokio::task::spawn_blocking(move || {
            let parsed = argon2::PasswordHash::new(&phc)
                .map_err(|e| anyhow::anyhow!("stored hash is not a PHC string: {e}"))?;
            match Self::argon2(params).verify_password(secret.as_bytes(), &parsed) {
                Ok(()) => Ok(true),
                Err(argon2::password_hash::Error::Password) => Ok(false),
                Err(e) => Err(anyhow::anyhow!("verification failed: {e}")),
            }
        })
        .await
        .context("verification task panicked")?
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[tokio::test]
    async fn hashes_with_argon2id_and_verifies() {
        let h = Argon2Hasher::new().unwrap();
        let pw = Password::parse("correct horse").unwrap();
        let hash = h.hash(&pw).await.unwrap();
        assert!(hash.as_phc().starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(h.verify(&pw, &hash).await.unwrap());
        assert!(
            !h.verify(&Password::parse("wrong horse").unwrap(), &hash)
                .await
                .unwrap()
        );
        // Salted: the same password hashes differently each time.
        assert_ne!(h.hash(&pw).await.unwrap().as_phc(), hash.as_phc());
    }

    #[tokio::test]
    async fn a_garbage_hash_is_an_error_not_a_match() {
        let h = Argon2Hasher::new().unwrap();
        let pw = Password::parse("whatever").unwrap();
        assert!(
            h.verify(&pw, &PasswordHash::from_phc("nope".into()))
                .await
                .is_err()
        );
    }
}
