//! One-time links sent to an agent's address: a password reset or an address check. The link
//! carries a random secret; only its hash is stored, so a copy of the database opens nothing.

use std::fmt;

use chrono::{DateTime, Duration, Utc};

use super::{Email, UserId};

/// What a one-time link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenPurpose {
    PasswordReset,
    EmailVerification,
}

impl TokenPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PasswordReset => "password_reset",
            Self::EmailVerification => "email_verification",
        }
    }

    pub fn from_stored(s: &str) -> Option<Self> {
        match s {
            "password_reset" => Some(Self::PasswordReset),
            "email_verification" => Some(Self::EmailVerification),
            _ => None,
        }
    }

    /// How long a link stays usable: an hour for a reset, two days to check an address.
    pub fn lifetime(self) -> Duration {
        match self {
            Self::PasswordReset => Duration::hours(1),
            Self::EmailVerification => Duration::hours(48),
        }
    }

    /// How many links of this kind one account may be sent per hour.
    pub const fn per_hour(self) -> u64 {
        3
    }
}

/// The stored form of a link's secret (hex SHA-256 of the secret; the secret itself is sent
/// once and never stored).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TokenHash(String);

impl TokenHash {
    /// From a stored or computed hex digest.
    pub fn from_hex(hex: String) -> Self {
        Self(hex)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for TokenHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TokenHash(..)")
    }
}

/// A link about to be recorded.
#[derive(Debug, Clone)]
pub struct NewAccountToken {
    pub user_id: UserId,
    pub purpose: TokenPurpose,
    pub hash: TokenHash,
    /// The address the link was sent to (for an address check, the one it confirms).
    pub email: Email,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl NewAccountToken {
    pub fn new(
        user_id: UserId,
        purpose: TokenPurpose,
        hash: TokenHash,
        email: Email,
        now: DateTime<Utc>,
    ) -> Self {
        Self {
            user_id,
            purpose,
            hash,
            email,
            created_at: now,
            expires_at: now + purpose.lifetime(),
        }
    }
}

/// A link that was used: whose it was and the address it was sent to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedeemedToken {
    pub user_id: UserId,
    pub email: Email,
}

/// Why a link opens nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    /// No link has this secret (mistyped, or never sent).
    Unknown,
    /// Older than its lifetime.
    Expired,
    /// Already used once (or replaced by a newer link's use).
    Used,
    /// An address check for an address the account no longer has.
    AddressChanged,
}

impl TokenProblem {
    /// What a stored link's state says about it at `now`; `None` when it is still good.
    pub fn of(
        expires_at: DateTime<Utc>,
        used_at: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
    ) -> Option<Self> {
        if used_at.is_some() {
            Some(Self::Used)
        } else if expires_at <= now {
            Some(Self::Expired)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reset_link_lasts_an_hour_and_an_address_check_two_days() {
        let now = Utc::now();
        let email = Email::parse("a@example.com").unwrap();
        let hash = TokenHash::from_hex("ab".into());
        let reset = NewAccountToken::new(
            UserId(1),
            TokenPurpose::PasswordReset,
            hash.clone(),
            email.clone(),
            now,
        );
        assert_eq!(reset.expires_at - now, Duration::hours(1));
        let check =
            NewAccountToken::new(UserId(1), TokenPurpose::EmailVerification, hash, email, now);
        assert_eq!(check.expires_at - now, Duration::hours(48));
    }

    #[test]
    fn a_used_link_is_used_even_when_also_expired_and_a_fresh_one_is_fine() {
        let now = Utc::now();
        let later = now + Duration::minutes(5);
        assert_eq!(
            TokenProblem::of(now, Some(now), later),
            Some(TokenProblem::Used)
        );
        assert_eq!(
            TokenProblem::of(now, None, later),
            Some(TokenProblem::Expired)
        );
        assert_eq!(TokenProblem::of(later, None, now), None);
    }

    #[test]
    fn purposes_round_trip_their_stored_names_and_the_hash_never_prints() {
        for p in [TokenPurpose::PasswordReset, TokenPurpose::EmailVerification] {
            assert_eq!(TokenPurpose::from_stored(p.as_str()), Some(p));
        }
        assert_eq!(TokenPurpose::from_stored("other"), None);
        assert_eq!(
            format!("{:?}", TokenHash::from_hex("secret".into())),
            "TokenHash(..)"
        );
    }
}
