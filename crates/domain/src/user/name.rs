use std::fmt;

use thiserror::Error;

use crate::text::{char_len, has_control_chars};

/// A first or last name: at least 2 characters once trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidName {
    #[error("name must be at least 2 characters")]
    TooShort,
    #[error("name must be at most 100 characters")]
    TooLong,
    #[error("name contains control characters")]
    ControlCharacters,
}

impl PersonName {
    pub const MIN_LEN: usize = 2;
    pub const MAX_LEN: usize = 100;

    pub fn parse(raw: &str) -> Result<Self, InvalidName> {
        let s = raw.trim();
        if char_len(s) < Self::MIN_LEN {
            return Err(InvalidName::TooShort);
        }
        if char_len(s) > Self::MAX_LEN {
            return Err(InvalidName::TooLong);
        }
        if has_control_chars(s) {
            return Err(InvalidName::ControlCharacters);
        }
        Ok(Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PersonName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn trims_and_keeps_unicode() {
        assert_eq!(PersonName::parse("  Zoë ").unwrap().as_str(), "Zoë");
        assert_eq!(PersonName::parse("李明").unwrap().as_str(), "李明");
    }

    #[test]
    fn too_short_after_trimming() {
        assert_eq!(PersonName::parse(" a "), Err(InvalidName::TooShort));
        assert_eq!(PersonName::parse(""), Err(InvalidName::TooShort));
    }

    #[test]
    fn too_long_and_control_chars() {
        assert_eq!(
            PersonName::parse(&"x".repeat(101)),
            Err(InvalidName::TooLong)
        );
        assert_eq!(
            PersonName::parse("An\u{0}n"),
            Err(InvalidName::ControlCharacters)
        );
    }

    proptest! {
        #[test]
        fn any_name_of_valid_length_parses(s in "[A-Za-z][A-Za-z' -]{0,60}[A-Za-z]") {
            prop_assert!(PersonName::parse(&s).is_ok());
        }
    }
}
