use std::fmt;

use thiserror::Error;

use crate::text::char_len;

/// A plain-text password on its way to being hashed or verified. Its `Debug` never shows it.
#[derive(Clone)]
pub struct Password(String);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidPassword {
    #[error("password must be at least 6 characters")]
    TooShort,
    #[error("password must be at most 128 characters")]
    TooLong,
}

impl Password {
    pub const MIN_LEN: usize = 6;
    /// Long enough for any pass phrase, short enough that hashing it cannot be used to burn CPU.
    pub const MAX_LEN: usize = 128;

    /// Passwords are taken as typed: no trimming, since spaces may be part of them.
    pub fn parse(raw: &str) -> Result<Self, InvalidPassword> {
        let n = char_len(raw);
        if n < Self::MIN_LEN {
            return Err(InvalidPassword::TooShort);
        }
        if n > Self::MAX_LEN {
            return Err(InvalidPassword::TooLong);
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password([redacted])")
    }
}

/// A PHC-format password hash (argon2id). Opaque to everything but the hasher.
#[derive(Clone, PartialEq, Eq)]
pub struct PasswordHash(String);

impl PasswordHash {
    pub fn from_phc(s: String) -> Self {
        Self(s)
    }

    pub fn as_phc(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for PasswordHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PasswordHash([redacted])")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_rules() {
        assert_eq!(
            Password::parse("12345").unwrap_err(),
            InvalidPassword::TooShort
        );
        assert!(Password::parse("123456").is_ok());
        assert!(Password::parse(&"p".repeat(128)).is_ok());
        assert_eq!(
            Password::parse(&"p".repeat(129)).unwrap_err(),
            InvalidPassword::TooLong
        );
    }

    #[test]
    fn spaces_are_kept() {
        assert_eq!(Password::parse("  abc  ").unwrap().expose(), "  abc  ");
    }

    #[test]
    fn debug_never_shows_secrets() {
        let p = Password::parse("hunter22").unwrap();
        assert!(!format!("{p:?}").contains("hunter22"));
        let h = PasswordHash::from_phc("$argon2id$secret".into());
        assert!(!format!("{h:?}").contains("secret"));
    }
}
