//! What the use-case tests share: an agent, a showing of theirs and a fixed clock.
#![allow(dead_code, clippy::unwrap_used)]

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::MockClock;
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::showing::*;
use showscribe_domain::*;

/// Sam Okafor of Harbor Realty, as the profile says.
pub fn profile() -> UserProfile {
    UserProfile {
        first_name: PersonName::parse("Sam").unwrap(),
        last_name: PersonName::parse("Okafor").unwrap(),
        email: Email::parse("sam@example.com").unwrap(),
        phone: PhoneNumber::parse("555-010-0199").unwrap(),
        company: None,
        broker_office_name: BrokerOfficeName::parse("Harbor Realty").unwrap(),
    }
}

/// Sam Okafor of Harbor Realty, on the Essential plan with `used` of `limit` reports taken.
pub fn user(used: i64, limit: i64) -> User {
    User {
        id: UserId(1),
        profile: profile(),
        logo_path: None,
        selected_plan: None,
        subscription_plan: Some(PlanId::Essential),
        subscription_status: SubscriptionStatus::Active,
        allowance: Allowance {
            used_this_month: used,
            limit,
        },
        session_version: SessionVersion(1),
        email_verified_at: Some(Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap()),
        billing: Default::default(),
        created_at: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
    }
}

pub fn details(notes: &str) -> ShowingDetails {
    ShowingDetails {
        property_address: Some("1 Main St, Austin, TX 78701".into()),
        property_description: Some("3 bed, 2 bath ranch".into()),
        list_price: Some(ListPrice::parse("400000").unwrap()),
        client_name: Some("Pat Buyer".into()),
        client_email: None,
        client_phone: None,
        agent_name: Some("Jordan Rivera".into()),
        agent_email: None,
        agent_phone: None,
        agent_company: None,
        repairs_needed: Notes::parse(notes).unwrap(),
        updates_wanted: Notes::parse("Paint the living room").unwrap(),
        subject: HomeFacts::default(),
    }
}

/// Showing 7 of agent 1, completed, with these repair notes.
pub fn showing(notes: &str) -> Showing {
    Showing {
        id: ShowingId(7),
        user_id: UserId(1),
        details: details(notes),
        status: ShowingStatus::Completed,
        created_at: Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0).unwrap(),
    }
}

pub fn clock() -> Arc<MockClock> {
    let mut clock = MockClock::new();
    clock
        .expect_now()
        .returning(|| Utc.with_ymd_and_hms(2026, 2, 3, 4, 5, 6).unwrap());
    Arc::new(clock)
}
