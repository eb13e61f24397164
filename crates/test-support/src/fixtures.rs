//! Builders of valid domain values with sensible defaults.

use chrono::{NaiveDate, TimeZone, Utc};
use showscribe_domain::catalog::Region;
use showscribe_domain::cma::{
    Bathrooms, Bedrooms, Comparable, ComparableFields, ComparableStatus, FeatureRates, HomeFacts,
    LotSize, MarketAnalysis, SquareFeet, YearBuilt, narrative::paragraph,
};
use showscribe_domain::report::{
    CostRange, FindingKind, GenerationBasis, Generator, MarketAnalysisContent, PricedItem,
    Priority, ReportContent,
};
use showscribe_domain::showing::{
    ListPrice, NewReport, NewShowing, Notes, ReportType, ShowingDetails, ShowingId,
};
use showscribe_domain::{
    Allowance, BrokerOfficeName, Cents, Company, Email, NewUser, PasswordHash, PersonName,
    PhoneNumber, PlanId, UserId, UserProfile,
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

pub fn showing_details(address: Option<&str>, repairs: &str, updates: &str) -> ShowingDetails {
    ShowingDetails {
        property_address: address.map(Into::into),
        property_description: Some("3 bed, 2 bath ranch".into()),
        list_price: Some(ListPrice::parse("425000").unwrap()),
        client_name: Some("Pat Buyer".into()),
        client_email: Some(Email::parse("pat@example.com").unwrap()),
        client_phone: Some("555-010-0100".into()),
        agent_name: Some("Jordan Rivera".into()),
        agent_email: Some(Email::parse("jordan@example.com").unwrap()),
        agent_phone: Some("555-010-0199".into()),
        agent_company: Some("Rivera Homes".into()),
        repairs_needed: Notes::parse(repairs).unwrap(),
        updates_wanted: Notes::parse(updates).unwrap(),
        subject: subject_facts(),
    }
}

/// The day the fixtures' comparables are checked against.
pub fn fixture_today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 5, 1).unwrap()
}

/// A 1,850 sq ft, 3 bed, 2.5 bath home built in 1978 on a quarter acre.
pub fn subject_facts() -> HomeFacts {
    HomeFacts {
        square_feet: Some(SquareFeet::new(1_850).unwrap()),
        bedrooms: Some(Bedrooms::new(3).unwrap()),
        bathrooms: Some(Bathrooms::from_count(2.5).unwrap()),
        year_built: Some(YearBuilt::new(1978, fixture_today()).unwrap()),
        lot_size: Some(LotSize::from_acres(0.25).unwrap()),
    }
}

/// A sold comparable at `address` for `price_dollars`, 1,800 sq ft, 3 beds, 2 baths, 1975,
/// 0.4 miles away, on a quarter-acre lot, adjusted +5%.
pub fn comparable(address: &str, price_dollars: i64) -> Comparable {
    Comparable::new(
        ComparableFields {
            address: Some(address.into()),
            status: Some(ComparableStatus::Sold),
            price: Some(Cents(price_dollars * 100)),
            date: NaiveDate::from_ymd_opt(2026, 3, 14),
            square_feet: Some(1_800),
            bedrooms: Some(3),
            bathrooms: Some(2.0),
            year_built: Some(1975),
            distance_miles: Some(0.4),
            lot_size_acres: Some(0.25),
            percent_adjustment: 5,
        },
        fixture_today(),
    )
    .unwrap()
}

pub fn new_showing(owner: UserId, address: &str) -> NewShowing {
    NewShowing {
        user_id: owner,
        details: showing_details(
            Some(address),
            "Water heater is leaking",
            "Paint the living room",
        ),
        created_at: Utc.with_ymd_and_hms(2026, 5, 1, 10, 0, 0).unwrap(),
    }
}

pub fn report_content(summary: &str) -> ReportContent {
    let item = PricedItem {
        id: String::new(),
        description: "Replace the water heater".into(),
        kind: FindingKind::Repair,
        category: "Plumbing".into(),
        priority: Priority::Soon,
        catalog_key: Some("water_heater_replace".into()),
        quantity: None,
        cost: Some(CostRange::new(
            Cents(88_000),
            Cents(132_700),
            Cents(180_600),
        )),
        note: None,
        agent_figure: false,
    };
    ReportContent::assemble(
        summary.into(),
        vec![item],
        Some(Cents(42_500_000)),
        Generator::Estimator,
        None,
        &Region::national(),
    )
}

pub fn new_report(owner: UserId, showing: ShowingId, summary: &str) -> NewReport {
    NewReport {
        showing_id: showing,
        user_id: owner,
        report_type: ReportType::Comprehensive,
        content: report_content(summary),
        pdf_file_path: None,
        created_at: Utc.with_ymd_and_hms(2026, 5, 1, 11, 0, 0).unwrap(),
    }
}

/// The content of a market analysis report of the fixture subject with these comparables.
pub fn market_analysis_content(comparables: &[Comparable]) -> ReportContent {
    let subject = subject_facts();
    let list_price = ListPrice::parse("425000").unwrap();
    let result = MarketAnalysis {
        subject,
        comparables,
        rates: FeatureRates::DEFAULT,
        list_price: Some(list_price),
        repairs: Some(report_content("s").repair_totals),
    }
    .compute();
    ReportContent::market_analysis(
        MarketAnalysisContent::new(
            &result,
            &subject,
            &FeatureRates::DEFAULT,
            paragraph(&result),
            Generator::Estimator,
        ),
        Some(list_price.cents()),
        &Region::national(),
    )
}

pub fn new_market_analysis(
    owner: UserId,
    showing: ShowingId,
    comparables: &[Comparable],
) -> NewReport {
    NewReport {
        showing_id: showing,
        user_id: owner,
        report_type: ReportType::Cma,
        content: market_analysis_content(comparables),
        pdf_file_path: None,
        created_at: Utc.with_ymd_and_hms(2026, 5, 1, 11, 30, 0).unwrap(),
    }
}

/// What a fixture showing with these notes says, as a generation records it.
pub fn generation_basis(notes: &str) -> GenerationBasis {
    GenerationBasis {
        property_address: Some("1 Basis St".into()),
        property_description: Some("3 bed, 2 bath ranch".into()),
        client_name: Some("Pat Buyer".into()),
        agent_name: Some("Jordan Rivera".into()),
        notes: notes.into(),
    }
}

/// A stored secret's hash for `name`: 64 characters, as a real SHA-256 hex digest is; the
/// repositories do not care how it was made.
pub fn token_hash(name: &str) -> showscribe_domain::user::TokenHash {
    showscribe_domain::user::TokenHash::from_hex(format!("{name:0>64}"))
}
