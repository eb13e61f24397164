//! A report's summary as the agent writes it: never blank, never longer than a report holds.

use thiserror::Error;

/// The longest summary, in characters.
pub const SUMMARY_MAX_LEN: usize = 10_000;

/// A summary: trimmed, not empty, at most [`SUMMARY_MAX_LEN`] characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum SummaryProblem {
    #[error("Summary cannot be empty")]
    Empty,
    #[error("Summary must be at most {SUMMARY_MAX_LEN} characters")]
    TooLong,
}

impl Summary {
    pub fn parse(raw: &str) -> Result<Self, SummaryProblem> {
        let text = raw.trim();
        if text.is_empty() {
            Err(SummaryProblem::Empty)
        } else if text.chars().count() > SUMMARY_MAX_LEN {
            Err(SummaryProblem::TooLong)
        } else {
            Ok(Self(text.to_owned()))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_is_trimmed_and_neither_blank_nor_too_long() {
        assert_eq!(
            Summary::parse("  Solid home.\n").unwrap().as_str(),
            "Solid home."
        );
        assert_eq!(Summary::parse(" \n\t"), Err(SummaryProblem::Empty));
        let longest = "é".repeat(SUMMARY_MAX_LEN);
        assert!(
            Summary::parse(&longest).is_ok(),
            "counted in characters, not bytes"
        );
        assert_eq!(
            Summary::parse(&format!("{longest}x")),
            Err(SummaryProblem::TooLong)
        );
        assert_eq!(
            SummaryProblem::TooLong.to_string(),
            "Summary must be at most 10000 characters"
        );
    }
}
