use std::fmt;

use thiserror::Error;

use crate::text::{char_len, has_control_chars};

/// The brokerage office the agent works out of: required, at least 2 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokerOfficeName(String);

/// The agent's company name; optional on the account, so an empty input means "none".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Company(String);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidOrganisation {
    #[error("must be at least 2 characters")]
    TooShort,
    #[error("must be at most 200 characters")]
    TooLong,
    #[error("contains control characters")]
    ControlCharacters,
}

const MAX_LEN: usize = 200;

fn check(s: &str, min: usize) -> Result<(), InvalidOrganisation> {
    if char_len(s) < min {
        return Err(InvalidOrganisation::TooShort);
    }
    if char_len(s) > MAX_LEN {
        return Err(InvalidOrganisation::TooLong);
    }
    if has_control_chars(s) {
        return Err(InvalidOrganisation::ControlCharacters);
    }
    Ok(())
}

impl BrokerOfficeName {
    pub fn parse(raw: &str) -> Result<Self, InvalidOrganisation> {
        let s = raw.trim();
        check(s, 2)?;
        Ok(Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Company {
    /// `None` for a blank input: the field is optional.
    pub fn parse_optional(raw: Option<&str>) -> Result<Option<Self>, InvalidOrganisation> {
        match raw.map(str::trim) {
            None | Some("") => Ok(None),
            Some(s) => {
                check(s, 1)?;
                Ok(Some(Self(s.to_owned())))
            }
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for BrokerOfficeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Company {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broker_office_is_required() {
        assert_eq!(
            BrokerOfficeName::parse(" "),
            Err(InvalidOrganisation::TooShort)
        );
        assert_eq!(
            BrokerOfficeName::parse("R").unwrap_err(),
            InvalidOrganisation::TooShort
        );
        assert_eq!(
            BrokerOfficeName::parse(" RE/MAX Downtown ")
                .unwrap()
                .as_str(),
            "RE/MAX Downtown"
        );
        assert_eq!(
            BrokerOfficeName::parse(&"x".repeat(201)),
            Err(InvalidOrganisation::TooLong)
        );
    }

    #[test]
    fn company_is_optional() {
        assert_eq!(Company::parse_optional(None), Ok(None));
        assert_eq!(Company::parse_optional(Some("  ")), Ok(None));
        assert_eq!(
            Company::parse_optional(Some(" Acme Realty "))
                .unwrap()
                .unwrap()
                .as_str(),
            "Acme Realty"
        );
    }
}
