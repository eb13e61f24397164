use std::fmt;

use thiserror::Error;

use crate::text::char_len;

/// An email address, trimmed and lower-cased so that "Ann@X.com " and "ann@x.com" are one account.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

#[derive(Debug, Error, PartialEq, Eq)]
#[error("not a valid email address")]
pub struct InvalidEmail;

impl Email {
    const MAX_LEN: usize = 254;

    pub fn parse(raw: &str) -> Result<Self, InvalidEmail> {
        let s = raw.trim().to_lowercase();
        if s.is_empty() || char_len(&s) > Self::MAX_LEN || s.chars().any(char::is_whitespace) {
            return Err(InvalidEmail);
        }
        let (local, domain) = s.split_once('@').ok_or(InvalidEmail)?;
        let domain_ok = !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && domain
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '.');
        let local_ok = !local.is_empty()
            && local.len() <= 64
            && !local.starts_with('.')
            && !local.ends_with('.')
            && local
                .chars()
                .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
        if domain_ok && local_ok {
            Ok(Self(s))
        } else {
            Err(InvalidEmail)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn trims_and_lowercases() {
        let e = Email::parse("  Ann.Lee@Example.COM ").unwrap();
        assert_eq!(e.as_str(), "ann.lee@example.com");
    }

    #[test]
    fn rejects_malformed_addresses() {
        for bad in [
            "",
            "   ",
            "ann",
            "ann@",
            "@example.com",
            "ann@example",
            "ann@@example.com",
            "ann lee@example.com",
            "ann@exa mple.com",
            "ann@.example.com",
            "ann@example..com",
            ".ann@example.com",
            "ann@example.com.",
            "<script>@example.com",
        ] {
            assert_eq!(
                Email::parse(bad),
                Err(InvalidEmail),
                "{bad:?} should be rejected"
            );
        }
    }

    #[test]
    fn rejects_overlong_addresses() {
        let long = format!("{}@example.com", "a".repeat(250));
        assert!(Email::parse(&long).is_err());
    }

    proptest! {
        #[test]
        fn accepts_simple_generated_addresses(local in "[a-z0-9]{1,20}", domain in "[a-z]{1,15}", tld in "[a-z]{2,6}") {
            let raw = format!("{local}@{domain}.{tld}");
            let parsed = Email::parse(&raw).unwrap();
            prop_assert_eq!(parsed.as_str(), raw.as_str());
        }

        #[test]
        fn parsing_is_idempotent(raw in "\\PC{0,40}") {
            if let Ok(e) = Email::parse(&raw) {
                prop_assert_eq!(Email::parse(e.as_str()).unwrap(), e);
            }
        }
    }
}
