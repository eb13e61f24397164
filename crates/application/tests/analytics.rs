//! Use-case tests for the advanced analytics, with a mockall mock of the report history.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use mockall::predicate::eq;
use showscribe_application::analytics::{AnalyticsError, ViewAnalytics};
use showscribe_application::ports::{MockClock, MockReportHistory};
use showscribe_domain::analytics::ReportRecord;
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_domain::report::{
    CostRange, FindingKind, Generator, PricedItem, Priority, ReportContent,
};
use showscribe_domain::*;

const CATALOG: &str =
    "key,label,category,kind,unit,low,typical,high,source,year,typical_quantity,typical_basis
roof_repair,Repair the roof,Roof,repair,project,400,1150,1900,A roofing cost guide,2026,,
";

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap()
}

fn agent(plan: Option<PlanId>, status: SubscriptionStatus) -> User {
    User {
        id: UserId(7),
        profile: common::profile(),
        logo_path: None,
        selected_plan: plan,
        subscription_plan: plan,
        subscription_status: status,
        allowance: Allowance::free_trial(),
        billing: BillingAccount::default(),
        session_version: SessionVersion(1),
        email_verified_at: Some(now()),
        created_at: now(),
    }
}

fn item(key: Option<&str>, category: &str) -> PricedItem {
    PricedItem {
        id: String::new(),
        description: "found it".into(),
        kind: FindingKind::Repair,
        category: category.into(),
        priority: Priority::Soon,
        catalog_key: key.map(str::to_owned),
        quantity: None,
        cost: Some(CostRange::new(
            Cents(100_000),
            Cents(150_000),
            Cents(200_000),
        )),
        note: None,
        agent_figure: false,
    }
}

fn use_case(history: MockReportHistory) -> ViewAnalytics {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    ViewAnalytics::new(
        Arc::new(history),
        Arc::new(CostCatalog::parse_csv(CATALOG).unwrap()),
        Arc::new(clock),
    )
}

#[tokio::test]
async fn plans_without_analytics_are_refused_before_anything_is_read() {
    for (plan, status) in [
        (None, SubscriptionStatus::Inactive),
        (Some(PlanId::Essential), SubscriptionStatus::Active),
        (Some(PlanId::Pro), SubscriptionStatus::Active),
        (Some(PlanId::PayPerReport), SubscriptionStatus::Active),
        (Some(PlanId::Elite), SubscriptionStatus::Canceled),
        (Some(PlanId::Elite), SubscriptionStatus::Inactive),
    ] {
        let mut history = MockReportHistory::new();
        history.expect_reports_since().never();
        let err = use_case(history)
            .execute(&agent(plan, status))
            .await
            .unwrap_err();
        assert!(
            matches!(err, AnalyticsError::NotInPlan),
            "{plan:?} {status:?}"
        );
    }
}

#[tokio::test]
async fn an_elite_agent_gets_twelve_months_of_their_own_reports_with_findings_named() {
    let since = Utc.with_ymd_and_hms(2025, 12, 1, 0, 0, 0).unwrap();
    let mut history = MockReportHistory::new();
    history
        .expect_reports_since()
        .with(eq(UserId(7)), eq(since))
        .times(1)
        .returning(|_, _| {
            let content = ReportContent::assemble(
                String::new(),
                vec![item(Some("roof_repair"), "Roof"), item(None, "Plumbing")],
                None,
                Generator::Estimator,
                None,
                &Region::national(),
            );
            Ok(vec![ReportRecord {
                generated_at: Utc.with_ymd_and_hms(2026, 11, 2, 9, 0, 0).unwrap(),
                showing_created_at: Utc.with_ymd_and_hms(2026, 11, 2, 8, 0, 0).unwrap(),
                first_sent_at: Some(Utc.with_ymd_and_hms(2026, 11, 2, 10, 0, 0).unwrap()),
                content,
            }])
        });
    let view = use_case(history)
        .execute(&agent(Some(PlanId::Elite), SubscriptionStatus::Active))
        .await
        .unwrap();
    assert_eq!(view.analytics.total_reports, 1);
    assert_eq!(view.analytics.average_repair_total, Some(Cents(300_000)));
    assert_eq!(view.analytics.median_seconds_to_sent, Some(7200));
    let labels: Vec<_> = view.top_findings.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(labels, ["Repair the roof", "Plumbing"]);
    assert_eq!(
        view.top_findings[0].catalog_key.as_deref(),
        Some("roof_repair")
    );
    assert_eq!(view.top_findings[1].catalog_key, None);
}
