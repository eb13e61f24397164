use std::fmt;

use thiserror::Error;

use crate::text::char_len;

/// A phone number as the agent types it ("(555) 123-4567"): at least 10 characters, and only
/// the characters a phone number is written with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneNumber(String);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidPhone {
    #[error("phone number must be at least 10 characters")]
    TooShort,
    #[error("phone number must be at most 30 characters")]
    TooLong,
    #[error("phone number may only contain digits, spaces and + ( ) - . x")]
    BadCharacters,
}

impl PhoneNumber {
    pub const MIN_LEN: usize = 10;
    pub const MAX_LEN: usize = 30;

    pub fn parse(raw: &str) -> Result<Self, InvalidPhone> {
        let s = raw.trim();
        if char_len(s) < Self::MIN_LEN {
            return Err(InvalidPhone::TooShort);
        }
        if char_len(s) > Self::MAX_LEN {
            return Err(InvalidPhone::TooLong);
        }
        if !s
            .chars()
            .all(|c| c.is_ascii_digit() || " +()-.xX#".contains(c))
        {
            return Err(InvalidPhone::BadCharacters);
        }
        Ok(Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PhoneNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_common_formats() {
        for ok in [
            "5551234567",
            "(555) 123-4567",
            "+1 555 123 4567",
            "555.123.4567 x12",
        ] {
            assert!(PhoneNumber::parse(ok).is_ok(), "{ok}");
        }
    }

    #[test]
    fn rejects_short_long_and_letters() {
        assert_eq!(PhoneNumber::parse("555-1234"), Err(InvalidPhone::TooShort));
        assert_eq!(
            PhoneNumber::parse(&"5".repeat(31)),
            Err(InvalidPhone::TooLong)
        );
        assert_eq!(
            PhoneNumber::parse("555-CALL-NOW"),
            Err(InvalidPhone::BadCharacters)
        );
    }
}
