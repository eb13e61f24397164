//! The one-time links sent to an agent's address (password resets, address checks): a random
//! secret in the link, only its hash stored, at most a few of each kind an hour.

use chrono::{DateTime, Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};
use showscribe_domain::User;
use showscribe_domain::user::{NewAccountToken, TokenHash, TokenPurpose};

use crate::ports::{AccountTokenRepository, RepositoryError};

/// A new link's secret (sent once, in the link) and the hash stored in its place.
pub fn new_token_secret() -> (String, TokenHash) {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let secret = hex::encode(bytes);
    let hash = token_hash(&secret);
    (secret, hash)
}

/// The stored form of a link's secret.
pub fn token_hash(secret: &str) -> TokenHash {
    TokenHash::from_hex(hex::encode(Sha256::digest(secret.trim().as_bytes())))
}

/// Records a new link of `purpose` to the account's address and answers its secret, unless the
/// account was sent [`TokenPurpose::per_hour`] of them in the last hour (`None`: nothing stored).
pub(crate) async fn issue_link(
    tokens: &dyn AccountTokenRepository,
    user: &User,
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<Option<String>, RepositoryError> {
    let (secret, hash) = new_token_secret();
    let issued = tokens
        .issue_within(
            &NewAccountToken::new(user.id, purpose, hash, user.profile.email.clone(), now),
            purpose.per_hour(),
            now - Duration::hours(1),
        )
        .await?;
    Ok(issued.then_some(secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_64_hex_characters_and_only_its_hash_is_kept() {
        let (secret, hash) = new_token_secret();
        assert_eq!(secret.len(), 64);
        assert!(secret.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(hash, token_hash(&secret));
        assert_ne!(hash.as_str(), secret);
        let (other, _) = new_token_secret();
        assert_ne!(secret, other, "secrets are random");
    }

    #[test]
    fn a_pasted_secret_with_spaces_around_it_still_matches() {
        let (secret, hash) = new_token_secret();
        assert_eq!(token_hash(&format!("  {secret}\n")), hash);
    }
}
