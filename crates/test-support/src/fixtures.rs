//! Builders of valid domain values with sensible defaults.

use chrono::{TimeZone, Utc};
use showscribe_domain::{
    Allowance, BrokerOfficeName, Company, Email, NewUser, PasswordHash, PersonName, PhoneNumber,
    PlanId, UserProfile,
};

pub fn profile(email: &str) -> UserProfile {
    UserProfile {
        first_name: PersonName::parse("Jordan").unwrap(),
        last_name: PersonName::parse("Rivera").unwrap(),
        email: Email::parse(email).unwrap(),
        phone: PhoneNumber::parse("(555) 123-4567").unwrap(),
        company: Company::parse_optional(Some("Rivera Homes")).unwrap(),
        broker_office_name: BrokerOfficeName::parse("Downtown Realty").unwrap(),
    }
}

pub fn new_user(email: &str) -> NewUser {
    NewUser {
        profile: profile(email),
        password_hash: PasswordHash::from_phc(format!("$test$hash-of-{email}")),
        selected_plan: PlanId::Pro,
        allowance: Allowance::free_trial(),
        created_at: Utc.with_ymd_and_hms(2026, 3, 14, 15, 9, 26).unwrap(),
    }
}
