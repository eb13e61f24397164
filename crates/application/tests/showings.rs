//! Use-case tests for showings and reports, with mockall mocks of the ports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use chrono::{TimeZone, Utc};
mod common;

use common::{clock, user};
use showscribe_application::ports::*;
use showscribe_application::showings::*;
use showscribe_domain::catalog::{CostCatalog, RegionalFactors, RoomSizes};
use showscribe_domain::cma::{
    ComparableField, ComparableFields, ComparableStatus, FeatureRates, HomeFacts, SquareFeet,
};
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
            subject: HomeFacts::default(),
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
                space: None,
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
                space: None,
            },
        ],
    }
}

/// PDFs rendered by a mock renderer into a mock store that accepts everything.
fn documents() -> Arc<ReportDocuments> {
    let mut files = MockFileStore::new();
    files.expect_delete().returning(|_| Ok(()));
    documents_with(files)
}

/// PDFs rendered by a mock renderer into `files` (which also accepts puts and gets).
fn documents_with(mut files: MockFileStore) -> Arc<ReportDocuments> {
    let mut renderer = MockPdfRenderer::new();
    renderer
        .expect_render()
        .returning(|_| Ok(b"%PDF-1.7 test".to_vec()));
    files.expect_put().returning(|_, _| Ok(()));
    files
        .expect_get()
        .returning(|_| Ok(Some(b"%PDF-1.7 test".to_vec())));
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

    /// A showing never generated before.
    fn expect_never_charged(&mut self) {
        self.reports
            .expect_last_charged_generation()
            .returning(|_, _| Ok(None));
        self.reports
            .expect_list_for_showing()
            .returning(|_, _| Ok(vec![]));
    }

    /// No comparables stored yet for the showing.
    fn expect_no_comparables(&mut self) {
        self.showings
            .expect_comparables()
            .returning(|_, _| Ok(Some(StoredComparables::default())));
    }

    fn build(self) -> GenerateReport {
        let showings: Arc<dyn ShowingRepository> = Arc::new(self.showings);
        let reports: Arc<dyn ReportRepository> = Arc::new(self.reports);
        let writer: Arc<dyn ReportWriter> = Arc::new(self.writer);
        let market_analysis = Arc::new(MarketAnalysisReports::new(
            showings.clone(),
            reports.clone(),
            documents(),
            writer.clone(),
            clock(),
        ));
        GenerateReport::new(
            showings,
            reports,
            Arc::new(self.users),
            writer,
            Arc::new(self.fallback),
            ReportingData {
                catalog: Arc::new(CostCatalog::parse_csv(CATALOG).unwrap()),
                factors: Arc::new(RegionalFactors::parse_csv(FACTORS).unwrap()),
                rooms: Arc::new(RoomSizes::default()),
            },
            market_analysis,
            clock(),
        )
    }
}

/// The report and its market analysis, stored as given, charged as decided.
fn stored_generation(g: NewGeneration) -> Result<StoredGeneration, RepositoryError> {
    Ok(StoredGeneration {
        charged: g.cost == GenerationCost::OneReport,
        report: stored(g.report),
        market_analysis: ReplacedMarketAnalysis {
            report: stored(g.market_analysis),
            retired_pdfs: vec![],
        },
    })
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
    s.expect_no_comparables();
    s.expect_never_charged();
    s.reports
        .expect_store_generation()
        .withf(|g| {
            let (r, m) = (&g.report, &g.market_analysis);
            g.cost == GenerationCost::OneReport
                && g.last_charged.is_none()
                && g.basis.notes == "water heater leaking\npaint 100 sq ft"
                && r.report_type == ReportType::Comprehensive
                && r.showing_id == ShowingId(7)
                && r.pdf_file_path.is_none()
                && m.report_type == ReportType::Cma
                && m.showing_id == ShowingId(7)
        })
        .times(1)
        .returning(stored_generation);

    let report = s
        .build()
        .execute(&user(0, 10), ShowingId(7))
        .await
        .unwrap()
        .report;
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
    s.expect_no_comparables();
    s.expect_never_charged();
    s.reports
        .expect_store_generation()
        .returning(stored_generation);

    let report = s
        .build()
        .execute(&user(0, 10), ShowingId(7))
        .await
        .unwrap()
        .report;
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
    s.expect_never_charged();
    s.writer.expect_draft().never();
    s.reports.expect_store_generation().never();
    let err = s
        .build()
        .execute(&user(10, 10), ShowingId(7))
        .await
        .unwrap_err();
    match err {
        GenerateReportError::AllowanceUsedUp { limit, plan } => {
            assert_eq!(limit, 10);
            assert_eq!(plan.as_deref(), Some("Essential"));
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn losing_the_race_for_the_last_report_is_an_allowance_error() {
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
    s.expect_no_comparables();
    s.expect_never_charged();
    s.reports
        .expect_store_generation()
        .returning(|_| Err(RepositoryError::AllowanceUsedUp { limit: 10 }));
    let err = s
        .build()
        .execute(&user(9, 10), ShowingId(7))
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        GenerateReportError::AllowanceUsedUp { limit: 10, .. }
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
    assert!(matches!(err, CreateShowingError::NoNotes), "{err:?}");
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
        .withf(|_, _, _, c, pdf| c.summary == "new summary" && pdf.is_none())
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
    let summary = Summary::parse("  new summary ").unwrap();
    let r = uc
        .execute(&user(0, 1), ShowingId(7), ReportId(99), &summary)
        .await
        .unwrap();
    assert_eq!(r.content.summary, "new summary");
    assert!(
        r.pdf_file_path.is_none(),
        "the old PDF is retired; the next download renders the new summary"
    );
}

fn today() -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(2026, 2, 3).unwrap()
}

fn comparable_fields(address: &str, price_dollars: i64) -> ComparableFields {
    ComparableFields {
        address: Some(address.into()),
        status: Some(ComparableStatus::Sold),
        price: Some(Cents(price_dollars * 100)),
        date: chrono::NaiveDate::from_ymd_opt(2026, 1, 15),
        square_feet: Some(2_000),
        ..ComparableFields::default()
    }
}

fn stored_comparables(prices: &[i64], rates: FeatureRates) -> StoredComparables {
    StoredComparables {
        comparables: ShowingComparables {
            comparables: prices
                .iter()
                .enumerate()
                .map(|(i, &p)| {
                    showscribe_domain::cma::Comparable::new(
                        comparable_fields(&format!("{} Comp St", i + 1), p),
                        today(),
                    )
                    .unwrap()
                })
                .collect(),
            rates,
        },
        revision: 3,
    }
}

fn analysed_showing() -> Showing {
    let mut s = showing(Some("1 Main St, Fresno, CA 93650"), Some("400000"));
    s.details.subject = HomeFacts {
        square_feet: Some(SquareFeet::new(2_000).unwrap()),
        ..HomeFacts::default()
    };
    s
}

#[tokio::test]
async fn generating_also_stores_the_market_analysis_without_spending_allowance() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(analysed_showing())));
    s.showings.expect_comparables().returning(|_, _| {
        Ok(Some(stored_comparables(
            &[380_000, 420_000],
            FeatureRates::NONE,
        )))
    });
    s.expect_never_charged();
    s.users
        .expect_find_by_id()
        .times(1)
        .returning(|_| Ok(Some(user(0, 10))));
    s.writer.expect_generator().return_const(Generator::Llm);
    s.writer.expect_draft().returning(|_| Ok(draft()));
    // The same writer is asked to reword the analysis; it keeps the computed words here.
    s.writer
        .expect_reword_narrative()
        .times(1)
        .returning(|_| Ok(None));
    // One transaction: the showing report, which takes one report of the allowance, and its
    // market analysis. $380,000 and $420,000 over 2,000 sq ft: $190 and $210/sq ft, median
    // $200, so $380,000–$420,000 with the point at $400,000, the list price. The new report's
    // repairs (the water heater, $2,030) are what the condition counts.
    s.reports
        .expect_store_generation()
        .withf(|g| {
            let (r, a) = (&g.report, &g.market_analysis);
            let m = a.content.market_analysis.as_ref().unwrap();
            r.report_type == ReportType::Comprehensive
                && a.report_type == ReportType::Cma
                && a.showing_id == ShowingId(7)
                && a.pdf_file_path.is_none()
                && m.value_range
                    == Some(ValueRangeFigures {
                        low: Cents(38_000_000),
                        point: Cents(40_000_000),
                        high: Cents(42_000_000),
                    })
                && m.list_price.unwrap().position == PricePosition::Within
                && m.condition.unwrap().repairs.typical == Cents(203_000)
        })
        .times(1)
        .returning(stored_generation);
    s.reports.expect_replace_market_analysis().never();

    let generated = s.build().execute(&user(0, 10), ShowingId(7)).await.unwrap();
    assert_eq!(generated.report.report_type, ReportType::Comprehensive);
    let cma = generated.market_analysis;
    assert_eq!(cma.report_type, ReportType::Cma);
    let m = cma.content.market_analysis.unwrap();
    assert_eq!(
        m.condition_sentence.as_deref(),
        Some(
            "At $400,000 the asking price is about the same as the market value of comparable \
             homes once the $2,030 of needed repairs is counted."
        )
    );
    assert_eq!(cma.content.summary, m.narrative);
    assert_eq!(m.narrative_writer, Generator::Estimator);
}

#[tokio::test]
async fn a_report_that_cannot_be_stored_with_its_analysis_is_not_stored_at_all() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(analysed_showing())));
    s.expect_no_comparables();
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(0, 10))));
    s.writer
        .expect_generator()
        .return_const(Generator::Estimator);
    s.writer.expect_draft().returning(|_| Ok(draft()));
    s.expect_never_charged();
    s.reports
        .expect_store_generation()
        .times(1)
        .returning(|_| Err(RepositoryError::Unavailable(anyhow::anyhow!("down"))));
    let err = s
        .build()
        .execute(&user(0, 10), ShowingId(7))
        .await
        .unwrap_err();
    assert!(
        matches!(err, GenerateReportError::Unavailable(_)),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_showing_gone_before_its_comparables_were_read_is_not_found() {
    let mut s = Setup::new();
    s.showings
        .expect_find()
        .returning(|_, _| Ok(Some(analysed_showing())));
    s.showings.expect_comparables().returning(|_, _| Ok(None));
    s.expect_never_charged();
    s.users
        .expect_find_by_id()
        .returning(|_| Ok(Some(user(0, 10))));
    s.writer.expect_draft().never();
    s.reports.expect_store_generation().never();
    let err = s
        .build()
        .execute(&user(0, 10), ShowingId(7))
        .await
        .unwrap_err();
    assert!(matches!(err, GenerateReportError::NotFound), "{err:?}");
}

fn showing_report() -> Report {
    let mut r = stored(NewReport {
        showing_id: ShowingId(7),
        user_id: UserId(1),
        report_type: ReportType::Comprehensive,
        content: ReportContent::assemble(
            "s".into(),
            vec![],
            Some(Cents(40_000_000)),
            Generator::Estimator,
            None,
            &showscribe_domain::catalog::Region::national(),
        ),
        pdf_file_path: Some("reports/1/7-1.pdf".into()),
        created_at: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
    });
    r.id = ReportId(5);
    r
}

#[tokio::test]
async fn recomputing_the_market_analysis_needs_the_showing_report_and_spends_nothing() {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(analysed_showing())));
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![]));
    reports.expect_replace_market_analysis().never();
    reports.expect_store_generation().never();
    let uc = MarketAnalysisReports::new(
        Arc::new(showings),
        Arc::new(reports),
        documents(),
        computed_words(),
        clock(),
    );
    let err = uc.execute(&user(10, 10), ShowingId(7)).await.unwrap_err();
    assert!(
        matches!(err, MarketAnalysisError::NoShowingReport),
        "{err:?}"
    );
    assert_eq!(err.to_string(), "Generate the showing report first");

    let mut showings = MockShowingRepository::new();
    showings.expect_find().returning(|_, _| Ok(None));
    let uc = MarketAnalysisReports::new(
        Arc::new(showings),
        Arc::new(MockReportRepository::new()),
        documents(),
        computed_words(),
        clock(),
    );
    assert!(matches!(
        uc.execute(&user(0, 10), ShowingId(8)).await,
        Err(MarketAnalysisError::NotFound)
    ));
}

#[tokio::test]
async fn recomputing_replaces_the_analysis_and_deletes_the_pdfs_it_made_stale() {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(analysed_showing())));
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(stored_comparables(&[400_000], FeatureRates::DEFAULT))));
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![showing_report()]));
    reports.expect_store_generation().never();
    reports
        .expect_replace_market_analysis()
        .withf(|r| {
            r.report_type == ReportType::Cma
                && r.content
                    .market_analysis
                    .as_ref()
                    .unwrap()
                    .value_range
                    .unwrap()
                    .point
                    == Cents(40_000_000)
        })
        .times(1)
        .returning(|r| {
            Ok(ReplacedMarketAnalysis {
                report: stored(r),
                retired_pdfs: vec!["reports/1/7-1.pdf".into()],
            })
        });
    let mut files = MockFileStore::new();
    files
        .expect_delete()
        .withf(|key| key == "reports/1/7-1.pdf")
        .times(1)
        .returning(|_| Ok(()));
    // A user at the end of their allowance can still recompute: it costs nothing.
    let uc = MarketAnalysisReports::new(
        Arc::new(showings),
        Arc::new(reports),
        documents_with(files),
        computed_words(),
        clock(),
    );
    let report = uc.execute(&user(10, 10), ShowingId(7)).await.unwrap();
    assert_eq!(report.report_type, ReportType::Cma);
}

/// A writer that keeps the computed words, as the built-in estimator does.
fn computed_words() -> Arc<dyn ReportWriter> {
    let mut writer = MockReportWriter::new();
    writer.expect_reword_narrative().returning(|_| Ok(None));
    writer.expect_generator().return_const(Generator::Estimator);
    Arc::new(writer)
}

/// The market analysis and report content stored when recomputing with `writer` (the showing
/// at 1 Main St, 2,000 sq ft, with one $400,000 comparable).
async fn recompute_with(writer: MockReportWriter) -> (MarketAnalysisContent, ReportContent) {
    recompute(analysed_showing(), writer).await
}

/// The same for `showing`.
async fn recompute(
    showing: Showing,
    writer: MockReportWriter,
) -> (MarketAnalysisContent, ReportContent) {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(move |_, _| Ok(Some(showing.clone())));
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(stored_comparables(&[400_000], FeatureRates::DEFAULT))));
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![showing_report()]));
    reports.expect_replace_market_analysis().returning(|r| {
        Ok(ReplacedMarketAnalysis {
            report: stored(r),
            retired_pdfs: vec![],
        })
    });
    let uc = MarketAnalysisReports::new(
        Arc::new(showings),
        Arc::new(reports),
        documents(),
        Arc::new(writer),
        clock(),
    );
    let report = uc.execute(&user(0, 10), ShowingId(7)).await.unwrap();
    let analysis = report.content.market_analysis.clone().unwrap();
    (analysis, report.content)
}

fn llm_writer(
    answer: impl Fn(&NarrativeRequest) -> Result<Option<String>, WriterError> + Send + 'static,
) -> MockReportWriter {
    let mut writer = MockReportWriter::new();
    writer.expect_generator().return_const(Generator::Llm);
    writer
        .expect_reword_narrative()
        .times(1)
        .returning(move |r| answer(r));
    writer
}

#[tokio::test]
async fn a_rewording_that_keeps_the_figures_is_the_narrative() {
    let (analysis, content) = recompute_with(llm_writer(|r| {
        assert!(r.computed.contains("$400,000"), "{}", r.computed);
        assert_eq!(r.address.as_deref(), Some("1 Main St, Fresno, CA 93650"));
        Ok(Some(format!("In plain words:\n {}", r.computed)))
    }))
    .await;
    assert!(
        analysis.narrative.starts_with("In plain words: "),
        "{}",
        analysis.narrative
    );
    assert_eq!(analysis.narrative_writer, Generator::Llm);
    assert_eq!(analysis.narrative_note, None);
    assert_eq!(content.summary, analysis.narrative);
    assert_eq!(content.generator, Generator::Llm);
    // The figures are the computation's whoever wrote the words.
    assert_eq!(analysis.value_range.unwrap().point, Cents(40_000_000));
}

#[tokio::test]
async fn a_rewording_with_an_invented_figure_keeps_the_computed_words() {
    let (computed, _) = recompute_with({
        let mut w = MockReportWriter::new();
        w.expect_reword_narrative().returning(|_| Ok(None));
        w
    })
    .await;
    let (analysis, content) = recompute_with(llm_writer(|r| {
        Ok(Some(format!(
            "{} Homes like it often sell for $425,000.",
            r.computed
        )))
    }))
    .await;
    assert_eq!(analysis.narrative, computed.narrative);
    assert_eq!(analysis.narrative_writer, Generator::Estimator);
    let note = analysis.narrative_note.unwrap();
    assert_eq!(
        note,
        "The computed narrative is shown because the rewording had a figure the analysis does \
         not: 425,000"
    );
    assert_eq!(content.generator, Generator::Estimator);
    assert_eq!(content.generator_note.as_deref(), Some(note.as_str()));
}

#[tokio::test]
async fn a_failing_writer_keeps_the_computed_words_and_says_why() {
    let (analysis, _) = recompute_with(llm_writer(|_| {
        Err(WriterError::Unavailable(anyhow::anyhow!(
            "the LLM API did not answer within 30 s"
        )))
    }))
    .await;
    assert_eq!(analysis.narrative_writer, Generator::Estimator);
    assert!(
        analysis
            .narrative
            .starts_with("This analysis uses 1 comparable home")
    );
    assert_eq!(
        analysis.narrative_note.as_deref(),
        Some(
            "The computed narrative is shown because the configured writer failed: report \
             writer unavailable: the LLM API did not answer within 30 s"
        )
    );
}

#[tokio::test]
async fn an_analysis_without_enough_data_is_not_sent_for_rewording() {
    let mut writer = MockReportWriter::new();
    writer.expect_reword_narrative().never();
    // No square footage: the analysis says what to add.
    let showing = showing(Some("1 Main St, Fresno, CA 93650"), Some("400000"));
    let (analysis, _) = recompute(showing, writer).await;
    assert_eq!(
        analysis.narrative,
        "Add the subject's square footage to get an indicated value."
    );
    assert_eq!(analysis.narrative_writer, Generator::Estimator);
}

fn manage(showings: MockShowingRepository) -> ManageComparables {
    ManageComparables::new(Arc::new(showings), clock())
}

#[tokio::test]
async fn invalid_comparables_store_nothing() {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(stored_comparables(&[400_000], FeatureRates::DEFAULT))));
    showings.expect_save_comparables().never();
    let uc = manage(showings);

    let rows = vec![
        comparable_fields("1 Good St", 400_000),
        ComparableFields {
            price: Some(Cents(0)),
            ..comparable_fields("2 Bad St", 1)
        },
        ComparableFields {
            date: chrono::NaiveDate::from_ymd_opt(2026, 2, 4),
            percent_adjustment: 7,
            ..comparable_fields("3 Bad St", 400_000)
        },
    ];
    let err = uc
        .replace(UserId(1), ShowingId(7), rows, None)
        .await
        .unwrap_err();
    let ComparablesError::InvalidRows(errors) = err else {
        panic!("{err:?}");
    };
    assert_eq!(
        errors.iter().map(|e| (e.row, e.field)).collect::<Vec<_>>(),
        vec![
            (2, ComparableField::Price),
            (3, ComparableField::Date),
            (3, ComparableField::PercentAdjustment),
        ]
    );
    assert_eq!(
        errors[0].to_string(),
        "Row 2, Price: must be more than zero"
    );

    let too_many = vec![comparable_fields("1 Good St", 400_000); 51];
    assert!(matches!(
        uc.replace(UserId(1), ShowingId(7), too_many, None).await,
        Err(ComparablesError::TooMany(_))
    ));
}

#[tokio::test]
async fn replacing_keeps_the_rates_unless_given_and_an_unknown_showing_is_not_found() {
    let mut showings = MockShowingRepository::new();
    let custom = FeatureRates::new(Cents(1), Cents(2), Cents(3), Cents(4)).unwrap();
    showings
        .expect_comparables()
        .returning(move |_, _| Ok(Some(stored_comparables(&[], custom))));
    showings
        .expect_save_comparables()
        .withf(move |_, _, set, revision| {
            *revision == 3 && set.rates == custom && set.comparables.len() == 2
        })
        .times(1)
        .returning(|_, _, _, r| Ok(Some(r + 1)));
    let set = manage(showings)
        .replace(
            UserId(1),
            ShowingId(7),
            vec![
                comparable_fields("1 A St", 400_000),
                comparable_fields("2 B St", 410_000),
            ],
            None,
        )
        .await
        .unwrap();
    assert_eq!(set.rates, custom);

    let mut showings = MockShowingRepository::new();
    showings.expect_comparables().returning(|_, _| Ok(None));
    showings.expect_save_comparables().never();
    assert!(matches!(
        manage(showings)
            .replace(UserId(2), ShowingId(7), vec![], None)
            .await,
        Err(ComparablesError::NotFound)
    ));
}

const EXPORT: &str = "Address,Status,Sold Price,Sold Date,Sq Ft
1 A St,Sold,\"$500,000\",2026-01-05,2000
2 B St,Sold,410000,01/06/2026,1900
";

#[tokio::test]
async fn an_import_is_all_or_nothing_and_appends_to_the_list() {
    let bad = format!("{EXPORT}3 C St,Sold,0,2026-01-07,1800\n");
    let mut showings = MockShowingRepository::new();
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(stored_comparables(&[400_000], FeatureRates::DEFAULT))));
    showings.expect_save_comparables().never();
    let err = manage(showings)
        .import(UserId(1), ShowingId(7), bad.as_bytes())
        .await
        .unwrap_err();
    let ComparablesError::InvalidRows(errors) = err else {
        panic!("{err:?}");
    };
    assert_eq!(
        (errors[0].row, errors[0].field),
        (4, ComparableField::Price)
    );
    assert_eq!(
        errors[0].to_string(),
        "Row 4, column \"Sold Price\": must be more than zero"
    );

    // 49 stored and 2 in the file: over the cap, nothing stored.
    let mut showings = MockShowingRepository::new();
    showings.expect_comparables().returning(|_, _| {
        Ok(Some(stored_comparables(
            &[400_000; 49],
            FeatureRates::DEFAULT,
        )))
    });
    showings.expect_save_comparables().never();
    assert!(matches!(
        manage(showings)
            .import(UserId(1), ShowingId(7), EXPORT.as_bytes())
            .await,
        Err(ComparablesError::TooMany(_))
    ));

    // Not a CSV at all.
    let mut showings = MockShowingRepository::new();
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(StoredComparables::default())));
    showings.expect_save_comparables().never();
    assert!(matches!(
        manage(showings)
            .import(UserId(1), ShowingId(7), b"PK\x03\x04 a workbook")
            .await,
        Err(ComparablesError::Unreadable(_))
    ));

    // A good file lands after the stored one, on the revision read.
    let mut showings = MockShowingRepository::new();
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(stored_comparables(&[400_000], FeatureRates::DEFAULT))));
    showings
        .expect_save_comparables()
        .withf(|_, _, set, revision| {
            *revision == 3
                && set
                    .comparables
                    .iter()
                    .map(|c| c.address())
                    .collect::<Vec<_>>()
                    == ["1 Comp St", "1 A St", "2 B St"]
        })
        .times(1)
        .returning(|_, _, _, r| Ok(Some(r + 1)));
    let set = manage(showings)
        .import(UserId(1), ShowingId(7), EXPORT.as_bytes())
        .await
        .unwrap();
    assert_eq!(set.comparables[1].price(), Cents(50_000_000));
}

#[tokio::test]
async fn an_import_that_loses_a_race_is_checked_again_on_fresh_data() {
    let mut showings = MockShowingRepository::new();
    let mut seq = mockall::Sequence::new();
    showings
        .expect_comparables()
        .times(2)
        .in_sequence(&mut seq)
        .returning(|_, _| {
            Ok(Some(stored_comparables(
                &[400_000; 47],
                FeatureRates::DEFAULT,
            )))
        });
    showings
        .expect_save_comparables()
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_, _, _, _| Ok(None));
    // Meanwhile another import took the list to 49: the file's 2 rows no longer fit.
    showings
        .expect_comparables()
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_, _| {
            Ok(Some(stored_comparables(
                &[400_000; 49],
                FeatureRates::DEFAULT,
            )))
        });
    let err = manage(showings)
        .import(UserId(1), ShowingId(7), EXPORT.as_bytes())
        .await
        .unwrap_err();
    assert!(matches!(err, ComparablesError::TooMany(_)), "{err:?}");
}
