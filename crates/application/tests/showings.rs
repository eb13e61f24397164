//! Use-case tests for showings and reports, with mockall mocks of the ports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::*;
use showscribe_application::showings::*;
use showscribe_domain::catalog::{CostCatalog, RegionalFactors};
use showscribe_domain::report::*;
use showscribe_domain::showing::*;
use showscribe_domain::*;

const CATALOG: &str = "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,HomeAdvisor,2024
interior_paint,Interior,upgrade,sqft,2,4,6,Angi,2025
";
const FACTORS: &str = "state_code,state_name,factor,source,year
CA,California,1.12581,BEA,2023
TX,Texas,0.97,BEA,2023
";

fn user(used: i64, limit: i64) -> User {
    User {
        id: UserId(1),
        profile: UserProfile {
            first_name: PersonName::parse("Sam").unwrap(),
            last_name: PersonName::parse("Okafor").unwrap(),
            email: Email::parse("sam@example.com").unwrap(),
            phone: PhoneNumber::parse("555-010-0199").unwrap(),
            company: None,
            broker_office_name: BrokerOfficeName::parse("Harbor Realty").unwrap(),
        },
        logo_path: None,
        selected_plan: None,
        subscription_plan: Some(PlanId::Essential),
        subscription_status: SubscriptionStatus::Active,
        allowance: Allowance {
            used_this_month: used,
            limit,
        },
        session_version: SessionVersion(1),
        created_at: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
    }
}

fn showing(address: Option<&str>, list_price: Option<&str>) -> Showing {
    Showing {
        id: ShowingId(7),
        user_id: UserId(1),
        details: ShowingDetails {
            property_address: address.map(Into::into),
            property_description: None,
            list_price: list_price.map(|p| ListPrice::parse(p).unwrap()),
            client_name: None,
            client_email: None,
            client_phone: None,
            agent_name: None,
            agent_email: None,
            agent_phone: None,
            agent_company: None,
            repairs_needed: Notes::parse("water heater leaking").unwrap(),
            updates_wanted: Notes::parse("paint 100 sq ft").unwrap(),
        },
        status: ShowingStatus::Pending,
        created_at: Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0).unwrap(),
    }
}

fn draft() -> ReportDraft {
    ReportDraft {
        summary: "Two findings.".into(),
        findings: vec![
            DraftFinding {
                description: "Replace the water heater".into(),
                kind: FindingKind::Repair,
                category: "Plumbing".into(),
                priority: Priority::Soon,
                catalog_key: Some("water_heater_replace".into()),
                quantity: None,
                // A writer that proposes far too much gets clamped to the catalog.
                proposed_cost: Some(CostRange::new(
                    Cents(500_000),
                    Cents(600_000),
                    Cents(700_000),
                )),
                source_text: "water heater leaking".into(),
            },
            DraftFinding {
                description: "Paint the hallway".into(),
                kind: FindingKind::Upgrade,
                category: "Interior".into(),
                priority: Priority::Cosmetic,
                catalog_key: Some("interior_paint".into()),
                quantity: Some(100.0),
                proposed_cost: None,
                source_text: "paint 100 sq ft".into(),
            },
        ],
    }
}

fn clock() -> Arc<MockClock> {
    let mut clock = MockClock::new();
    clock
        .expect_now()
        .returning(|| Utc.with_ymd_and_hms(2026, 2, 3, 4, 5, 6).unwrap());
    Arc::new(clock)
}

/// PDFs rendered by a mock renderer into a mock store that accepts everything.
fn documents() -> Arc<ReportDocuments> {
    let mut renderer = MockPdfRenderer::new();
    renderer
        .expect_render()
        .returning(|_| Ok(b"%PDF-1.7 test".to_vec()));
    let mut files = MockFileStore::new();
    files.expect_put().returning(|_, _| Ok(()));
    files
        .expect_get()
        .returning(|_| Ok(Some(b"%PDF-1.7 test".to_vec())));
    files.expect_delete().returning(|_| Ok(()));
    let files: Arc<dyn FileStore> = Arc::new(files);
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![]));
    let users = MockUserRepository::new();
    let logo = Arc::new(showscribe_application::accounts::ManageLogo::new(
        Arc::new(users),
        files.clone(),
    ));
    Arc::new(ReportDocuments::new(
        Arc::new(renderer),
        files,
        Arc::new(reports),
        logo,
        clock(),
    ))
}

struct Setup {
    showings: MockShowingRepository,
    reports: MockReportRepository,
    users: MockUserRepository,
    writer: MockReportWriter,
    fallback: MockReportWriter,
}

impl Setup {
    fn new() -> Self {
        Self {
            showings: MockShowingRepository::new(),
            reports: MockReportRepository::new(),
            users: MockUserRepository::new(),
            writer: MockReportWriter::new(),
            fallback: MockReportWriter::new(),
        }
    }

    fn build(self) -> GenerateReport {
        GenerateReport::new(
            Arc::new(self.showings),
            Arc::new(self.reports),
            Arc::new(self.users),
            Arc::new(self.writer),
            Arc::new(self.fallback),
            ReportingData {
                catalog: Arc::new(CostCatalog::parse_csv(CATALOG).unwrap()),
                factors: Arc::new(RegionalFactors::parse_csv(FACTORS).unwrap()),
            },
            documents(),
            clock(),
        )
    }
}

fn stored(new: NewReport) -> Report {
    Report {
        id: ReportId(99),
        showing_id: new.showing_id,
        user_id: new.user_id,
        report_type: new.report_type,
        content: new.content,
        email_sent: false,
        pdf_file_path: None,
        created_at: new.created_at,
    }
}

#[tokio::test]
async fn generates_a_grounded_report_priced_for_the_region() {
    let mut s = Setup::new();
    s.showings.expect_find().returning(|_, _| {
        Ok(Some(showing(
            Some("1 Main St, Fresno, CA 93650"),
            Some("400000"),
        )))
    });
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(0, 10))));
    s.writer.expect_generator().return_const(Generator::Llm);
    s.writer
        .expect_draft()
        .withf(|r| {
            r.property.region.state.as_deref() == Some("CA")
                && r.repairs_notes == "water heater leaking"
        })
        .returning(|_| Ok(draft()));
    s.fallback.expect_draft().never();
    s.reports
        .expect_insert_consuming_allowance()
        .withf(|r| {
            r.report_type == ReportType::Comprehensive
                && r.showing_id == ShowingId(7)
                && r.pdf_file_path
                    .as_deref()
                    .is_some_and(|p| p.starts_with("reports/1/7-") && p.ends_with(".pdf"))
        })
        .times(1)
        .returning(|r| Ok(stored(r)));

    let report = s.build().execute(&user(0, 10), ShowingId(7)).await.unwrap();
    let c = &report.content;
    assert_eq!(c.generator, Generator::Llm);
    assert_eq!(c.region_state.as_deref(), Some("CA"));
    // Catalog $882–$1,806 × 1.12581 = $993–$2,033; the writer's $5,000–$7,000 is clamped to the
    // top of that range (to the nearest $10) and flagged.
    let heater = c.repairs[0].cost.unwrap();
    assert_eq!(
        (heater.low, heater.typical, heater.high),
        (Cents(203_000), Cents(203_000), Cents(203_000))
    );
    assert!(
        c.repairs[0]
            .note
            .as_deref()
            .unwrap()
            .starts_with("Adjusted")
    );
    // 100 sq ft × $2/$4/$6 × 1.12581.
    assert_eq!(c.upgrades[0].cost.unwrap().typical, Cents(45_000));
    assert_eq!(c.list_price, Some(Cents(40_000_000)));
    assert_eq!(
        c.total_with_repairs,
        Some(Cents(40_000_000) + heater.typical)
    );
}

#[tokio::test]
async fn a_failing_writer_falls_back_to_the_estimator_and_says_so() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(None, None))));
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(0, 10))));
    s.writer.expect_generator().return_const(Generator::Llm);
    s.writer
        .expect_draft()
        .returning(|_| Err(WriterError::Unusable("not JSON".into())));
    s.fallback
        .expect_draft()
        .times(1)
        .returning(|_| Ok(draft()));
    s.reports
        .expect_insert_consuming_allowance()
        .returning(|r| Ok(stored(r)));

    let report = s.build().execute(&user(0, 10), ShowingId(7)).await.unwrap();
    assert_eq!(report.content.generator, Generator::Estimator);
    assert!(
        report
            .content
            .generator_note
            .as_deref()
            .unwrap()
            .contains("not JSON")
    );
    assert_eq!(
        report.content.region_state, None,
        "no address, national figures"
    );
    assert_eq!(
        report.content.total_with_repairs, None,
        "no list price is invented"
    );
}

#[tokio::test]
async fn an_exhausted_allowance_is_refused_before_writing() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(None, None))));
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(10, 10))));
    s.writer.expect_draft().never();
    s.reports.expect_insert_consuming_allowance().never();
    let err = s
        .build()
        .execute(&user(10, 10), ShowingId(7))
        .await
        .unwrap_err();
    match err {
        GenerateReportError::QuotaExceeded { limit, plan } => {
            assert_eq!(limit, 10);
            assert_eq!(plan.as_deref(), Some("Essential"));
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn losing_the_race_for_the_last_report_is_a_quota_error() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(None, None))));
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(9, 10))));
    s.writer
        .expect_generator()
        .return_const(Generator::Estimator);
    s.writer.expect_draft().returning(|_| Ok(draft()));
    s.reports
        .expect_insert_consuming_allowance()
        .returning(|_| Err(RepositoryError::AllowanceExhausted { limit: 10 }));
    let err = s
        .build()
        .execute(&user(9, 10), ShowingId(7))
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        GenerateReportError::QuotaExceeded { limit: 10, .. }
    ));
}

#[tokio::test]
async fn an_unknown_showing_is_not_found() {
    let mut s = Setup::new();
    s.showings.expect_find().returning(|_, _| Ok(None));
    s.writer.expect_draft().never();
    let err = s
        .build()
        .execute(&user(0, 1), ShowingId(8))
        .await
        .unwrap_err();
    assert!(matches!(err, GenerateReportError::NotFound));
}

#[tokio::test]
async fn create_showing_needs_some_notes() {
    let mut repo = MockShowingRepository::new();
    repo.expect_insert().never();
    let uc = CreateShowing::new(Arc::new(repo), Arc::new(SystemClock));
    let mut details = showing(None, None).details;
    details.repairs_needed = Notes::parse("").unwrap();
    details.updates_wanted = Notes::parse("  ").unwrap();
    let err = uc.execute(UserId(1), details).await.unwrap_err();
    assert!(matches!(
        err,
        CreateShowingError::Invalid {
            field: "repairsNeeded",
            ..
        }
    ));
}

#[tokio::test]
async fn edit_summary_changes_only_the_summary() {
    let mut reports = MockReportRepository::new();
    let original = stored(NewReport {
        showing_id: ShowingId(7),
        user_id: UserId(1),
        report_type: ReportType::Comprehensive,
        content: ReportContent::assemble(
            "old".into(),
            vec![],
            None,
            Generator::Estimator,
            None,
            &showscribe_domain::catalog::Region::national(),
        ),
        pdf_file_path: None,
        created_at: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
    });
    let found = original.clone();
    reports
        .expect_find()
        .returning(move |_, _, _| Ok(Some(found.clone())));
    reports
        .expect_update_content()
        .withf(|_, _, _, c, pdf| c.summary == "new summary" && pdf.is_some())
        .returning(move |_, _, _, c, pdf| {
            let mut r = original.clone();
            r.content = c.clone();
            r.pdf_file_path = pdf;
            Ok(r)
        });
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(None, None))));
    let uc = EditSummary::new(Arc::new(showings), Arc::new(reports), documents());
    let r = uc
        .execute(&user(0, 1), ShowingId(7), ReportId(99), "  new summary ")
        .await
        .unwrap();
    assert_eq!(r.content.summary, "new summary");
    assert!(r.pdf_file_path.is_some(), "the PDF is rendered again");
    let empty = uc
        .execute(&user(0, 1), ShowingId(7), ReportId(99), " ")
        .await
        .unwrap_err();
    assert!(matches!(
        empty,
        EditSummaryError::Invalid {
            field: "summary",
            ..
        }
    ));
}
