//! Showings (a property visit with the agent's notes) and the reports generated from them.

use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::Email;
use crate::cma::{Comparable, FeatureRates, HomeFacts};
pub use crate::money::{InvalidListPrice, ListPrice};
use crate::report::ReportContent;
use crate::text::{char_len, has_control_chars};
use crate::user::{UserId, UserProfile};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShowingId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ReportId(pub i64);

/// A showing is `pending` until its first report is generated, then `completed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShowingStatus {
    Pending,
    Completed,
}

impl ShowingStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Completed => "completed",
        }
    }

    pub fn from_stored(s: &str) -> Self {
        if s == "completed" {
            Self::Completed
        } else {
            Self::Pending
        }
    }
}

/// Notes from one box of the showing form (repairs or updates): at most 20,000 characters.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Notes(String);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidText {
    #[error("must be at most {0} characters")]
    TooLong(usize),
    #[error("contains characters that are not allowed")]
    ControlCharacters,
}

impl Notes {
    pub const MAX_LEN: usize = 20_000;

    pub fn parse(raw: &str) -> Result<Self, InvalidText> {
        let s = raw.trim();
        if char_len(s) > Self::MAX_LEN {
            return Err(InvalidText::TooLong(Self::MAX_LEN));
        }
        if has_control_chars(s) {
            return Err(InvalidText::ControlCharacters);
        }
        Ok(Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// An optional single-line detail (address, names, phone), trimmed; blank means absent.
pub fn optional_text(raw: Option<&str>, max: usize) -> Result<Option<String>, InvalidText> {
    match raw.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) if char_len(s) > max => Err(InvalidText::TooLong(max)),
        Some(s) if has_control_chars(s) => Err(InvalidText::ControlCharacters),
        Some(s) => Ok(Some(s.to_owned())),
    }
}

/// The details of a showing, as the agent submitted them. Missing details stay missing (the
/// default has none).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ShowingDetails {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    pub list_price: Option<ListPrice>,
    pub client_name: Option<String>,
    pub client_email: Option<Email>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<Email>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: Notes,
    pub updates_wanted: Notes,
    /// The home's facts for the comparative market analysis (square feet, rooms, age, lot);
    /// each is optional.
    pub subject: HomeFacts,
}

/// Who a showing's report comes from, as the client reads it in the PDF, the email and the shared
/// page: the agent lines of the showing (the form prefills them from the profile, and an agent may
/// change them for one showing), and the profile's where the showing leaves one empty. The broker
/// office is always the profile's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportSender {
    pub name: String,
    pub email: Email,
    pub phone: String,
    pub company: Option<String>,
    pub broker_office: String,
}

impl ReportSender {
    pub fn of(profile: &UserProfile, details: &ShowingDetails) -> Self {
        Self {
            name: details.agent_name.clone().unwrap_or_else(|| {
                format!(
                    "{} {}",
                    profile.first_name.as_str(),
                    profile.last_name.as_str()
                )
            }),
            email: details
                .agent_email
                .clone()
                .unwrap_or_else(|| profile.email.clone()),
            phone: details
                .agent_phone
                .clone()
                .unwrap_or_else(|| profile.phone.as_str().to_owned()),
            company: details
                .agent_company
                .clone()
                .or_else(|| profile.company.as_ref().map(|c| c.as_str().to_owned())),
            broker_office: profile.broker_office_name.as_str().to_owned(),
        }
    }
}

/// The comparables an agent set beside a showing for its market analysis (at most
/// [`crate::cma::MAX_COMPARABLES`], in the order given) and the per-feature rates they are
/// adjusted with. A showing starts with none and [`FeatureRates::DEFAULT`].
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ShowingComparables {
    pub comparables: Vec<Comparable>,
    pub rates: FeatureRates,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewShowing {
    pub user_id: UserId,
    pub details: ShowingDetails,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Showing {
    pub id: ShowingId,
    pub user_id: UserId,
    pub details: ShowingDetails,
    pub status: ShowingStatus,
    pub created_at: DateTime<Utc>,
}

/// Label shown where the agent gave no address.
pub const ADDRESS_NOT_PROVIDED: &str = "Address not provided";
/// Label shown where the agent gave no client name.
pub const CLIENT_PLACEHOLDER: &str = "Client";

impl Showing {
    pub fn address_label(&self) -> &str {
        self.details
            .property_address
            .as_deref()
            .unwrap_or(ADDRESS_NOT_PROVIDED)
    }

    pub fn client_label(&self) -> &str {
        self.details
            .client_name
            .as_deref()
            .unwrap_or(CLIENT_PLACEHOLDER)
    }
}

/// The kind of a report. The comprehensive report is the showing report; `cma` is the
/// comparative market analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportType {
    Comprehensive,
    Cma,
}

impl ReportType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Comprehensive => "comprehensive",
            Self::Cma => "cma",
        }
    }

    pub fn from_stored(s: &str) -> Option<Self> {
        match s {
            "comprehensive" => Some(Self::Comprehensive),
            "cma" => Some(Self::Cma),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewReport {
    pub showing_id: ShowingId,
    pub user_id: UserId,
    pub report_type: ReportType,
    pub content: ReportContent,
    /// Where its PDF is stored, when it was rendered.
    pub pdf_file_path: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub id: ReportId,
    pub showing_id: ShowingId,
    pub user_id: UserId,
    pub report_type: ReportType,
    pub content: ReportContent,
    pub email_sent: bool,
    pub pdf_file_path: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A report as the dashboard lists it: what the gallery shows, with the showing's address and
/// client, and without the content (read one showing's reports for that).
#[derive(Debug, Clone, PartialEq)]
pub struct ReportListing {
    pub id: ReportId,
    pub showing_id: ShowingId,
    pub report_type: ReportType,
    pub email_sent: bool,
    pub created_at: DateTime<Utc>,
    pub property_address: Option<String>,
    pub client_name: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Cents;

    #[test]
    fn notes_are_capped_at_20000_characters() {
        assert!(Notes::parse(&"a".repeat(20_000)).is_ok());
        assert_eq!(
            Notes::parse(&"a".repeat(20_001)),
            Err(InvalidText::TooLong(20_000))
        );
        assert_eq!(
            Notes::parse("  leaky faucet\n").unwrap().as_str(),
            "leaky faucet"
        );
    }

    #[test]
    fn list_prices_are_positive_amounts() {
        assert_eq!(
            ListPrice::parse("$525,000").unwrap().cents(),
            Cents(52_500_000)
        );
        assert_eq!(
            ListPrice::parse("525000.50").unwrap().cents(),
            Cents(52_500_050)
        );
        for bad in ["0", "-5", "abc", "", "1e20", "NaN"] {
            assert!(ListPrice::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn optional_text_treats_blank_as_absent() {
        assert_eq!(optional_text(Some("  "), 10), Ok(None));
        assert_eq!(optional_text(Some(" x "), 10), Ok(Some("x".into())));
        assert_eq!(
            optional_text(Some("xxxxx"), 3),
            Err(InvalidText::TooLong(3))
        );
    }

    #[test]
    fn a_report_comes_from_the_showings_agent_lines_then_the_profile() {
        use crate::user::{BrokerOfficeName, Company, PersonName, PhoneNumber};
        let profile = UserProfile {
            first_name: PersonName::parse("Jordan").unwrap(),
            last_name: PersonName::parse("Rivera").unwrap(),
            email: Email::parse("jordan@example.com").unwrap(),
            phone: PhoneNumber::parse("512-555-0199").unwrap(),
            company: Company::parse_optional(Some("Rivera Homes")).unwrap(),
            broker_office_name: BrokerOfficeName::parse("Austin Central").unwrap(),
        };
        // Nothing typed on the showing: the profile, whole.
        let sender = ReportSender::of(&profile, &ShowingDetails::default());
        assert_eq!(sender.name, "Jordan Rivera");
        assert_eq!(sender.email.as_str(), "jordan@example.com");
        assert_eq!(sender.phone, profile.phone.as_str());
        assert_eq!(sender.company.as_deref(), Some("Rivera Homes"));
        assert_eq!(sender.broker_office, "Austin Central");

        // A teammate's lines on this showing win, line by line; the office stays the account's.
        let teammate = ShowingDetails {
            agent_name: Some("Sam Lee".into()),
            agent_email: Some(Email::parse("sam@example.com").unwrap()),
            ..ShowingDetails::default()
        };
        let sender = ReportSender::of(&profile, &teammate);
        assert_eq!(sender.name, "Sam Lee");
        assert_eq!(sender.email.as_str(), "sam@example.com");
        assert_eq!(sender.phone, profile.phone.as_str());
        assert_eq!(sender.company.as_deref(), Some("Rivera Homes"));
        assert_eq!(sender.broker_office, "Austin Central");
    }
}
