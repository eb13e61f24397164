//! What `GET /api/analytics` costs below HTTP for an agent with 1,000 showing reports (twelve
//! findings each) on SQLite, beside another agent's 1,000: reading the reports of the last
//! twelve months with when each was first sent, and computing the analytics from them.
//! Prints the read and the computation separately.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};
use showscribe_application::ports::{
    NewGeneration, ReportHistory, ReportRepository, ShowingRepository, UserRepository,
};
use showscribe_domain::analytics::{AgentAnalytics, analytics_period_start};
use showscribe_domain::catalog::Region;
use showscribe_domain::report::{
    CostRange, FindingKind, GenerationCost, Generator, PricedItem, Priority, ReportContent,
};
use showscribe_domain::showing::{NewReport, ReportType};
use showscribe_domain::{Cents, PlanId, SubscriptionStatus, UserId};
use showscribe_persistence::{
    SqlReportRepository, SqlShowingRepository, SqlUserRepository, UserCache, testing,
};
use showscribe_test_support::fixtures::{
    generation_basis, new_market_analysis, new_showing, new_user,
};

const REPORTS: usize = 1_000;

const FINDINGS: &[(&str, &str, FindingKind)] = &[
    ("roof_repair", "Roof", FindingKind::Repair),
    ("water_heater_replace", "Plumbing", FindingKind::Repair),
    ("hvac_service", "HVAC", FindingKind::Repair),
    ("electrical_panel", "Electrical", FindingKind::Repair),
    ("foundation_crack", "Foundation", FindingKind::Repair),
    ("window_replace", "Windows", FindingKind::Repair),
    ("paint_interior", "Paint", FindingKind::Upgrade),
    ("carpet", "Flooring", FindingKind::Upgrade),
    ("kitchen_counters", "Kitchen", FindingKind::Upgrade),
    ("bath_vanity", "Bathroom", FindingKind::Upgrade),
    ("deck_stain", "Exterior", FindingKind::Upgrade),
    ("smart_thermostat", "Smart home", FindingKind::Upgrade),
];

fn content(n: usize) -> ReportContent {
    let items = (0..12)
        .map(|i| {
            let (key, category, kind) = FINDINGS[(n + i) % FINDINGS.len()];
            let typical = 50_000 + ((n * 7 + i * 13) % 40) as i64 * 10_000;
            PricedItem {
                id: String::new(),
                description: format!("{category} work noted at the showing, item {i}"),
                kind,
                category: category.into(),
                priority: Priority::Soon,
                catalog_key: (i % 5 != 4).then(|| key.to_owned()),
                quantity: None,
                cost: Some(CostRange::new(
                    Cents(typical * 7 / 10),
                    Cents(typical),
                    Cents(typical * 14 / 10),
                )),
                note: None,
                agent_figure: false,
            }
        })
        .collect();
    ReportContent::assemble(
        "A well-kept home with a few repairs to budget for.".into(),
        items,
        Some(Cents(45_000_000)),
        Generator::Estimator,
        None,
        &Region::national(),
    )
}

async fn seed(
    users: &SqlUserRepository,
    showings: &SqlShowingRepository,
    reports: &SqlReportRepository,
    email: &str,
) -> UserId {
    let u = users.insert(new_user(email)).await.unwrap();
    users
        .set_plan(u.id, Some(PlanId::Elite), SubscriptionStatus::Active, 100)
        .await
        .unwrap();
    let now = Utc::now();
    for n in 0..REPORTS {
        // Spread over the last 15 months: about four in five fall inside the window.
        let generated = now - chrono::Duration::hours((n as i64 * 11) % (15 * 30 * 24));
        let mut showing = new_showing(u.id, &format!("{n} Bench St, Austin, TX 78701"));
        showing.created_at = generated - chrono::Duration::hours(3);
        let showing = showings.insert(showing).await.unwrap();
        reports
            .store_generation(NewGeneration {
                report: NewReport {
                    showing_id: showing.id,
                    user_id: u.id,
                    report_type: ReportType::Comprehensive,
                    content: content(n),
                    pdf_file_path: None,
                    created_at: generated,
                },
                market_analysis: new_market_analysis(u.id, showing.id, &[]),
                basis: generation_basis("bench"),
                last_charged: None,
                cost: GenerationCost::Free,
            })
            .await
            .unwrap();
    }
    u.id
}

fn report_history(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let t = rt.block_on(testing::sqlite()).unwrap();
    let cache = UserCache::new(Duration::from_secs(60));
    let users = SqlUserRepository::new(&t.db);
    let showings = SqlShowingRepository::new(&t.db);
    let reports = Arc::new(SqlReportRepository::new(&t.db, cache));
    let agent = rt.block_on(async {
        let agent = seed(&users, &showings, &reports, "bench@example.com").await;
        seed(&users, &showings, &reports, "neighbour@example.com").await;
        agent
    });
    let since = analytics_period_start(Utc::now());
    let records = rt.block_on(reports.reports_since(agent, since)).unwrap();
    println!(
        "{} of the agent's {REPORTS} reports fall in the window (another agent holds {REPORTS} more)",
        records.len()
    );

    let mut group = c.benchmark_group("analytics");
    group.sample_size(20);
    group.bench_function("read 12 months of 1,000 reports (SQLite)", |b| {
        b.iter(|| {
            rt.block_on(reports.reports_since(black_box(agent), since))
                .unwrap()
        })
    });
    let now = Utc::now();
    group.bench_function("compute the analytics", |b| {
        b.iter(|| AgentAnalytics::compute(black_box(&records), now))
    });
    group.finish();
}

criterion_group!(benches, report_history);
criterion_main!(benches);
