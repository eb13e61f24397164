//! Use-case tests for editing: a report's items, the catalog they are picked from, a showing's
//! details and its deletion, and what generating again costs. With mockall mocks of the ports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{TimeZone, Utc};
mod common;

use common::{clock, details, showing, user};
use showscribe_application::ports::*;
use showscribe_application::showings::*;
use showscribe_domain::catalog::{CostCatalog, CostUnit, Region, RegionalFactors, RoomSizes};
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::report::*;
use showscribe_domain::showing::*;
use showscribe_domain::*;

const CATALOG: &str = "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,HomeAdvisor,2024
interior_paint,Interior,upgrade,sqft,2,4,6,Angi,2025
roof_repair,Roof,repair,project,400,1150,1900,Fixr,2026
";
const FACTORS: &str = "state_code,state_name,factor,source,year
CA,California,1.12581,BEA,2023
TX,Texas,0.97,BEA,2023
";
const NOTES: &str = "The water heater is leaking and the roof has missing shingles. There is a \
    crack in the foundation.";

fn data() -> ReportingData {
    ReportingData {
        catalog: Arc::new(CostCatalog::parse_csv(CATALOG).unwrap()),
        factors: Arc::new(RegionalFactors::parse_csv(FACTORS).unwrap()),
        rooms: Arc::new(RoomSizes::default()),
    }
}

/// Report documents over a file store that records the keys deleted.
fn documents(deleted: Arc<Mutex<Vec<String>>>) -> Arc<ReportDocuments> {
    let mut files = MockFileStore::new();
    files.expect_delete().returning(move |key| {
        deleted.lock().unwrap().push(key.to_owned());
        Ok(())
    });
    let files: Arc<dyn FileStore> = Arc::new(files);
    let logo = Arc::new(showscribe_application::accounts::ManageLogo::new(
        Arc::new(MockUserRepository::new()),
        files.clone(),
    ));
    Arc::new(ReportDocuments::new(
        Arc::new(MockPdfRenderer::new()),
        files,
        Arc::new(MockReportRepository::new()),
        logo,
        clock(),
    ))
}

fn no_deletes() -> Arc<ReportDocuments> {
    documents(Arc::new(Mutex::new(Vec::new())))
}

/// California, 12.581% above the national level: what the report was priced for.
fn california() -> Region {
    Region {
        state: Some("CA".into()),
        factor: 1.12581,
    }
}

fn dollars(l: i64, t: i64, h: i64) -> CostRange {
    CostRange::new(Cents(l * 100), Cents(t * 100), Cents(h * 100))
}

/// A generated showing report priced for California: the water heater (a repair) and 100 sq
/// ft of paint (an upgrade), with a stored PDF.
fn report() -> Report {
    let d = data();
    let region = california();
    let pricing = Pricing {
        catalog: &d.catalog,
        region: &region,
        rooms: &d.rooms,
        home_square_feet: None,
    };
    let finding = |key: &str, kind, quantity| DraftFinding {
        description: format!("found {key}"),
        kind,
        category: "Other".into(),
        priority: Priority::Soon,
        catalog_key: Some(key.into()),
        quantity,
        proposed_cost: None,
        source_text: "notes".into(),
        space: None,
    };
    let items = ground(
        &[
            finding("water_heater_replace", FindingKind::Repair, None),
            finding("interior_paint", FindingKind::Upgrade, Some(100.0)),
        ],
        &pricing,
    );
    Report {
        id: ReportId(5),
        showing_id: ShowingId(7),
        user_id: UserId(1),
        report_type: ReportType::Comprehensive,
        content: ReportContent::assemble(
            "summary".into(),
            items,
            Some(Cents(40_000_000)),
            Generator::Estimator,
            None,
            &region,
        ),
        email_sent: true,
        pdf_file_path: Some("reports/1/7-old.pdf".into()),
        created_at: Utc.with_ymd_and_hms(2026, 1, 3, 0, 0, 0).unwrap(),
    }
}

/// What storing `content` in place of `report`'s leaves.
fn replaced(report: &Report, content: &ReportContent) -> Option<ReplacedContent> {
    let mut stored = report.clone();
    stored.content = content.clone();
    stored.pdf_file_path = None;
    Some(ReplacedContent {
        report: stored,
        retired_pdf: report.pdf_file_path.clone(),
    })
}

struct Items {
    showings: MockShowingRepository,
    reports: MockReportRepository,
    deleted: Arc<Mutex<Vec<String>>>,
}

impl Items {
    /// The agent's showing 7 with `stored` as report 5; every save lands.
    fn with(stored: Report) -> Self {
        let mut showings = MockShowingRepository::new();
        showings.expect_find().returning(|owner, id| {
            Ok((owner == UserId(1) && id == ShowingId(7)).then(|| showing(NOTES)))
        });
        let mut reports = MockReportRepository::new();
        let found = stored.clone();
        reports.expect_find().returning(move |owner, showing, id| {
            Ok(
                (owner == UserId(1) && showing == ShowingId(7) && id == ReportId(5))
                    .then(|| found.clone()),
            )
        });
        reports
            .expect_replace_content()
            .returning(move |_, _, _, expected, content| {
                assert_eq!(expected, &stored.content, "saved on the content read");
                Ok(replaced(&stored, content))
            });
        Self {
            showings,
            reports,
            deleted: Arc::new(Mutex::new(Vec::new())),
        }
    }

    fn build(self) -> (EditReportItems, Arc<Mutex<Vec<String>>>) {
        let deleted = self.deleted.clone();
        (
            EditReportItems::new(
                Arc::new(self.showings),
                Arc::new(self.reports),
                documents(self.deleted),
                data(),
            ),
            deleted,
        )
    }
}

fn catalog_item(kind: FindingKind, key: &str, quantity: Option<f64>) -> NewItem {
    NewItem {
        kind,
        description: None,
        category: None,
        priority: None,
        catalog_key: Some(key.into()),
        quantity,
        figures: Figures::default(),
    }
}

fn own_item(description: &str, figures: Figures) -> NewItem {
    NewItem {
        kind: FindingKind::Repair,
        description: Some(description.into()),
        category: Some("Exterior".into()),
        priority: Some(Priority::Safety),
        catalog_key: None,
        quantity: None,
        figures,
    }
}

#[tokio::test]
async fn a_catalog_item_is_added_priced_as_generating_prices_it_for_the_reports_region() {
    let (uc, deleted) = Items::with(report()).build();
    let edited = uc
        .add(
            &user(0, 1),
            ShowingId(7),
            ReportId(5),
            catalog_item(FindingKind::Repair, "water_heater_replace", Some(2.0)),
        )
        .await
        .unwrap();
    let c = &edited.report.content;
    let added = c.repairs.last().unwrap();
    assert_eq!(added.id, "i3");
    assert_eq!(
        added.description, "Water heater replace",
        "the item's label"
    );
    assert_eq!(added.category, "Plumbing");
    assert_eq!(added.quantity, Some(2.0));
    assert!(!added.agent_figure);
    // Two heaters at $882–$1,806 each, priced for the report's California (not the showing's
    // Texas address), to the nearest $10.
    assert_eq!(added.cost, Some(dollars(1990, 2990, 4070)));
    let d = data();
    let pricing = Pricing {
        catalog: &d.catalog,
        region: &california(),
        rooms: &d.rooms,
        home_square_feet: None,
    };
    let generated = ground(
        &[DraftFinding {
            description: "x".into(),
            kind: FindingKind::Repair,
            category: "x".into(),
            priority: Priority::Soon,
            catalog_key: Some("water_heater_replace".into()),
            quantity: Some(2.0),
            proposed_cost: None,
            source_text: String::new(),
            space: None,
        }],
        &pricing,
    );
    assert_eq!(added.cost, generated[0].cost);
    // Totals follow, the PDF is retired, the sent flag stays.
    let heater = c.repairs[0].cost.unwrap();
    assert_eq!(c.repair_totals.cost, heater + added.cost.unwrap());
    assert_eq!(
        c.total_with_repairs,
        Some(Cents(40_000_000) + c.repair_totals.cost.typical)
    );
    assert_eq!(edited.report.pdf_file_path, None);
    assert!(edited.report.email_sent);
    assert_eq!(*deleted.lock().unwrap(), ["reports/1/7-old.pdf"]);
    assert_eq!(edited.showing.id, ShowingId(7));
}

#[tokio::test]
async fn the_agents_own_item_needs_a_description_and_a_proper_range() {
    let (uc, _) = Items::with(report()).build();
    let edited = uc
        .add(
            &user(0, 1),
            ShowingId(7),
            ReportId(5),
            own_item(
                "Rebuild the porch steps",
                Figures::all(Cents(30_000), Cents(45_000), Cents(60_000)),
            ),
        )
        .await
        .unwrap();
    let added = edited.report.content.repairs.last().unwrap();
    assert_eq!(added.cost, Some(dollars(300, 450, 600)));
    assert!(added.agent_figure);
    assert_eq!(added.priority, Priority::Safety);

    // Each refusal names the field to correct, and nothing is saved.
    let mut reports = MockReportRepository::new();
    let found = report();
    reports
        .expect_find()
        .returning(move |_, _, _| Ok(Some(found.clone())));
    reports.expect_replace_content().never();
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(NOTES))));
    let uc = EditReportItems::new(Arc::new(showings), Arc::new(reports), no_deletes(), data());
    let cases = [
        (
            own_item("x", Figures::all(Cents(-100), Cents(200), Cents(300))),
            "lowCost",
            "Low cost cannot be negative",
        ),
        (
            own_item("x", Figures::all(Cents(500), Cents(200), Cents(300))),
            "lowCost",
            "Low cost cannot be more than the estimated cost",
        ),
        (
            own_item("x", Figures::all(Cents(100), Cents(400), Cents(300))),
            "highCost",
            "High cost cannot be less than the estimated cost",
        ),
        (
            own_item(
                "x",
                Figures {
                    estimated: Some(Cents(100)),
                    ..Figures::default()
                },
            ),
            "lowCost",
            "Low cost is needed with the other two figures",
        ),
        (
            own_item("  ", Figures::default()),
            "description",
            "Description cannot be empty",
        ),
        (
            catalog_item(FindingKind::Repair, "no_such_item", None),
            "catalogKey",
            "There is no catalog item \"no_such_item\"",
        ),
        (
            catalog_item(FindingKind::Repair, "roof_repair", Some(0.0)),
            "quantity",
            "Quantity must be a positive number",
        ),
    ];
    // The request's field names are the web layer's (its API tests check them); here, the
    // problem and its message.
    for (item, _field, message) in cases {
        let err = uc
            .add(&user(0, 1), ShowingId(7), ReportId(5), item.clone())
            .await
            .unwrap_err();
        match err {
            EditItemsError::Invalid(problem) => {
                assert_eq!(problem.to_string(), message, "{item:?}");
            }
            other => panic!("{item:?}: {other:?}"),
        }
    }
}

#[tokio::test]
async fn an_item_is_changed_moved_and_removed_by_its_id() {
    let (uc, deleted) = Items::with(report()).build();
    let agent = user(0, 1);
    let edited = uc
        .change(
            &agent,
            ShowingId(7),
            ReportId(5),
            "i1",
            ItemPatch {
                figures: Figures {
                    estimated: Some(Cents(150_000)),
                    ..Figures::default()
                },
                ..ItemPatch::default()
            },
        )
        .await
        .unwrap();
    let heater = &edited.report.content.repairs[0];
    let before = report().content.repairs[0].cost.unwrap();
    assert_eq!(heater.cost.unwrap().typical, Cents(150_000));
    assert_eq!(
        heater.cost.unwrap().low,
        before.low,
        "the other figures stay"
    );
    assert!(heater.agent_figure);
    assert_eq!(
        edited.report.content.repair_totals.cost.typical,
        Cents(150_000)
    );

    // A new kind moves it to the upgrades, with its id.
    let (uc, _) = Items::with(report()).build();
    let moved = uc
        .change(
            &agent,
            ShowingId(7),
            ReportId(5),
            "i1",
            ItemPatch {
                kind: Some(FindingKind::Upgrade),
                ..ItemPatch::default()
            },
        )
        .await
        .unwrap();
    let c = &moved.report.content;
    assert!(c.repairs.is_empty());
    assert_eq!(c.upgrades.last().unwrap().id, "i1");
    assert_eq!(c.repair_totals.cost, CostRange::default());

    let (uc, _) = Items::with(report()).build();
    let removed = uc
        .remove(&agent, ShowingId(7), ReportId(5), "i2")
        .await
        .unwrap();
    assert!(removed.report.content.upgrades.is_empty());
    assert_eq!(
        removed.report.content.upgrade_totals.cost,
        CostRange::default()
    );
    assert_eq!(*deleted.lock().unwrap(), ["reports/1/7-old.pdf"]);

    // Unknown ids, reports and showings are not found; nothing is saved.
    let (uc, _) = Items::with(report()).build();
    assert!(matches!(
        uc.remove(&agent, ShowingId(7), ReportId(5), "i9").await,
        Err(EditItemsError::ItemNotFound)
    ));
    assert!(matches!(
        uc.change(
            &agent,
            ShowingId(7),
            ReportId(5),
            "i9",
            ItemPatch::default()
        )
        .await,
        Err(EditItemsError::ItemNotFound)
    ));
    assert!(matches!(
        uc.remove(&agent, ShowingId(7), ReportId(6), "i1").await,
        Err(EditItemsError::ReportNotFound)
    ));
    let mut intruder = user(0, 1);
    intruder.id = UserId(2);
    assert!(matches!(
        uc.remove(&intruder, ShowingId(7), ReportId(5), "i1").await,
        Err(EditItemsError::ShowingNotFound)
    ));
}

#[tokio::test]
async fn a_market_analysis_has_no_items_to_edit() {
    let mut cma = report();
    cma.report_type = ReportType::Cma;
    let result = showscribe_domain::cma::MarketAnalysis {
        subject: HomeFacts::default(),
        comparables: &[],
        rates: showscribe_domain::cma::FeatureRates::DEFAULT,
        list_price: None,
        repairs: None,
    }
    .compute();
    cma.content = ReportContent::market_analysis(
        MarketAnalysisContent::new(
            &result,
            &HomeFacts::default(),
            &showscribe_domain::cma::FeatureRates::DEFAULT,
            "narrative".into(),
            Generator::Estimator,
        ),
        None,
        &Region::national(),
    );
    let mut reports = MockReportRepository::new();
    reports
        .expect_find()
        .returning(move |_, _, _| Ok(Some(cma.clone())));
    reports.expect_replace_content().never();
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(NOTES))));
    let uc = EditReportItems::new(Arc::new(showings), Arc::new(reports), no_deletes(), data());
    let err = uc
        .add(
            &user(0, 1),
            ShowingId(7),
            ReportId(5),
            own_item("x", Figures::default()),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, EditItemsError::MarketAnalysis), "{err:?}");
    assert_eq!(
        err.to_string(),
        "A market analysis has no repairs or upgrades to edit"
    );
    assert!(matches!(
        uc.remove(&user(0, 1), ShowingId(7), ReportId(5), "i1")
            .await,
        Err(EditItemsError::MarketAnalysis)
    ));
}

#[tokio::test]
async fn an_edit_that_lost_a_race_is_applied_again_to_the_fresh_report() {
    // Another edit added the agent's deck between this edit's read and its save.
    let first = report();
    let mut fresh = report();
    fresh
        .content
        .add_item(
            NewItem {
                kind: FindingKind::Upgrade,
                ..own_item("Deck", Figures::all(Cents(100), Cents(200), Cents(300)))
            },
            &Pricing {
                catalog: &data().catalog,
                region: &california(),
                rooms: &RoomSizes::default(),
                home_square_feet: None,
            },
        )
        .unwrap();
    let mut reports = MockReportRepository::new();
    let mut seq = mockall::Sequence::new();
    let read = first.clone();
    reports
        .expect_find()
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_, _, _| Ok(Some(read.clone())));
    reports
        .expect_replace_content()
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_, _, _, _, _| Ok(None));
    let read = fresh.clone();
    reports
        .expect_find()
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_, _, _| Ok(Some(read.clone())));
    let expected = fresh.content.clone();
    reports
        .expect_replace_content()
        .times(1)
        .in_sequence(&mut seq)
        .withf(move |_, _, _, e, _| *e == expected)
        .returning(move |_, _, _, _, content| Ok(replaced(&fresh, content)));
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing(NOTES))));
    let uc = EditReportItems::new(Arc::new(showings), Arc::new(reports), no_deletes(), data());
    let edited = uc
        .remove(&user(0, 1), ShowingId(7), ReportId(5), "i1")
        .await
        .unwrap();
    let c = edited.report.content;
    assert!(c.repairs.is_empty(), "this edit");
    assert_eq!(
        c.upgrades.iter().map(|i| i.id.as_str()).collect::<Vec<_>>(),
        ["i2", "i3"],
        "and the other one"
    );
}

#[tokio::test]
async fn the_catalog_is_searched_and_priced_for_the_showings_region() {
    let mut showings = MockShowingRepository::new();
    showings.expect_find().returning(|owner, id| {
        let mut s = showing(NOTES);
        s.details.property_address = Some("9 Ocean Ave, Fresno, CA 93650".into());
        Ok((owner == UserId(1) && id == ShowingId(7)).then_some(s))
    });
    let uc = SearchCatalog::new(Arc::new(showings), data());
    let found = uc
        .execute(UserId(1), "water heater", None, Some(ShowingId(7)))
        .await
        .unwrap();
    assert_eq!(found.len(), 1);
    let heater = &found[0];
    assert_eq!(
        (
            heater.key.as_str(),
            heater.label.as_str(),
            heater.category.as_str()
        ),
        ("water_heater_replace", "Water heater replace", "Plumbing")
    );
    assert_eq!(heater.kind, FindingKind::Repair);
    assert_eq!(heater.unit, CostUnit::Each);
    // $882 × 1.12581 = $992.96, to the cent.
    assert_eq!(
        heater.range,
        CostRange::new(Cents(99_296), Cents(149_395), Cents(203_321))
    );
    // National without a showing.
    let national = uc
        .execute(UserId(1), "water heater", None, None)
        .await
        .unwrap();
    assert_eq!(national[0].range, dollars(882, 1327, 1806));
    // Everything by label without words; the limit is kept between 1 and 50.
    let all = uc.execute(UserId(1), "", None, None).await.unwrap();
    assert_eq!(
        all.iter().map(|e| e.key.as_str()).collect::<Vec<_>>(),
        ["interior_paint", "roof_repair", "water_heater_replace"]
    );
    assert_eq!(
        uc.execute(UserId(1), "", Some(1), None)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        uc.execute(UserId(1), "", Some(0), None)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        uc.execute(UserId(1), "", Some(500), None)
            .await
            .unwrap()
            .len(),
        3
    );
    // Another agent's showing is not found.
    assert!(matches!(
        uc.execute(UserId(2), "roof", None, Some(ShowingId(7)))
            .await,
        Err(CatalogSearchError::ShowingNotFound)
    ));
}

#[tokio::test]
async fn a_showing_is_updated_under_the_creation_rules_and_its_pdfs_retired() {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_update_details()
        .withf(|owner, id, d| {
            *owner == UserId(1) && *id == ShowingId(7) && d.repairs_needed.as_str() == "Roof leaks"
        })
        .times(1)
        .returning(|_, _, d| {
            let mut s = showing(NOTES);
            s.details = d.clone();
            Ok(UpdatedShowing {
                showing: s,
                retired_pdfs: vec!["reports/1/7-a.pdf".into(), "reports/1/7-b.pdf".into()],
            })
        });
    let deleted = Arc::new(Mutex::new(Vec::new()));
    let uc = UpdateShowing::new(Arc::new(showings), documents(deleted.clone()));
    let updated = uc
        .execute(UserId(1), ShowingId(7), details("Roof leaks"))
        .await
        .unwrap();
    assert_eq!(updated.details.repairs_needed.as_str(), "Roof leaks");
    assert_eq!(
        *deleted.lock().unwrap(),
        ["reports/1/7-a.pdf", "reports/1/7-b.pdf"]
    );

    let mut showings = MockShowingRepository::new();
    showings.expect_update_details().never();
    let uc = UpdateShowing::new(Arc::new(showings), no_deletes());
    let mut empty = details("");
    empty.updates_wanted = Notes::parse(" ").unwrap();
    let err = uc
        .execute(UserId(1), ShowingId(7), empty)
        .await
        .unwrap_err();
    match err {
        UpdateShowingError::NoNotes => {
            assert_eq!(
                UpdateShowingError::NoNotes.to_string(),
                "Record or type at least one repair or update"
            );
        }
        other => panic!("{other:?}"),
    }

    let mut showings = MockShowingRepository::new();
    showings
        .expect_update_details()
        .returning(|_, _, _| Err(RepositoryError::NotFound));
    let uc = UpdateShowing::new(Arc::new(showings), no_deletes());
    assert!(matches!(
        uc.execute(UserId(2), ShowingId(7), details(NOTES)).await,
        Err(UpdateShowingError::NotFound)
    ));
}

#[tokio::test]
async fn deleting_a_showing_deletes_its_report_pdfs() {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_delete()
        .withf(|owner, id| *owner == UserId(1) && *id == ShowingId(7))
        .times(1)
        .returning(|_, _| {
            Ok(vec![
                "reports/1/7-report.pdf".into(),
                "reports/1/7-cma.pdf".into(),
            ])
        });
    let deleted = Arc::new(Mutex::new(Vec::new()));
    let uc = DeleteShowing::new(Arc::new(showings), documents(deleted.clone()));
    uc.execute(UserId(1), ShowingId(7)).await.unwrap();
    assert_eq!(
        *deleted.lock().unwrap(),
        ["reports/1/7-report.pdf", "reports/1/7-cma.pdf"]
    );

    let mut showings = MockShowingRepository::new();
    showings
        .expect_delete()
        .returning(|_, _| Err(RepositoryError::NotFound));
    let uc = DeleteShowing::new(Arc::new(showings), no_deletes());
    assert!(matches!(
        uc.execute(UserId(2), ShowingId(7)).await,
        Err(DeleteShowingError::NotFound)
    ));
}

/// Generating the report of `now` (a showing whose last charged generation was of
/// `last_charged`) for `agent`; `store` answers the store.
struct Regeneration {
    showings: MockShowingRepository,
    reports: MockReportRepository,
    users: MockUserRepository,
    /// The writer; by default one that finds nothing.
    writer: Option<MockReportWriter>,
}

impl Regeneration {
    fn new(now: Showing, last_charged: Option<GenerationBasis>, agent: User) -> Self {
        let mut showings = MockShowingRepository::new();
        showings
            .expect_find()
            .returning(move |_, _| Ok(Some(now.clone())));
        showings
            .expect_comparables()
            .returning(|_, _| Ok(Some(StoredComparables::default())));
        let mut reports = MockReportRepository::new();
        reports
            .expect_last_charged_generation()
            .returning(move |_, _| Ok(last_charged.clone()));
        reports
            .expect_list_for_showing()
            .returning(|_, _| Ok(vec![report()]));
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_id()
            .returning(move |_| Ok(Some(agent.clone())));
        Self {
            showings,
            reports,
            users,
            writer: None,
        }
    }

    fn build(self) -> GenerateReport {
        let showings: Arc<dyn ShowingRepository> = Arc::new(self.showings);
        let reports: Arc<dyn ReportRepository> = Arc::new(self.reports);
        let writer = self.writer.unwrap_or_else(|| {
            let mut writer = MockReportWriter::new();
            writer.expect_generator().return_const(Generator::Estimator);
            writer.expect_reword_narrative().returning(|_| Ok(None));
            writer.expect_draft().returning(|_| {
                Ok(ReportDraft {
                    summary: "A leaking water heater.".into(),
                    findings: vec![],
                })
            });
            writer
        });
        let writer: Arc<dyn ReportWriter> = Arc::new(writer);
        let market_analysis = Arc::new(MarketAnalysisReports::new(
            showings.clone(),
            reports.clone(),
            no_deletes(),
            writer.clone(),
            clock(),
        ));
        GenerateReport::new(
            showings,
            reports,
            Arc::new(self.users),
            writer.clone(),
            writer,
            data(),
            market_analysis,
            clock(),
        )
    }
}

fn stored_generation(g: NewGeneration) -> Result<StoredGeneration, RepositoryError> {
    let stored = |new: NewReport| Report {
        id: ReportId(5),
        showing_id: new.showing_id,
        user_id: new.user_id,
        report_type: new.report_type,
        content: new.content,
        email_sent: false,
        pdf_file_path: None,
        created_at: new.created_at,
    };
    Ok(StoredGeneration {
        charged: g.cost == GenerationCost::OneReport,
        report: stored(g.report),
        market_analysis: ReplacedMarketAnalysis {
            report: stored(g.market_analysis),
            retired_pdfs: vec![],
        },
    })
}

#[tokio::test]
async fn regenerating_after_a_typo_fix_is_free_even_with_the_allowance_used_up() {
    let charged = GenerationBasis::of(&details(&NOTES.replace("leaking", "leakign")));
    let fixed = showing(NOTES);
    let mut r = Regeneration::new(fixed.clone(), Some(charged.clone()), user(10, 10));
    r.reports
        .expect_store_generation()
        .withf(move |g| {
            g.cost == GenerationCost::Free
                && g.last_charged.as_ref() == Some(&charged)
                && g.basis == GenerationBasis::of(&fixed.details)
        })
        .times(1)
        .returning(stored_generation);
    let generated = r
        .build()
        .execute(&user(10, 10), ShowingId(7))
        .await
        .unwrap();
    assert!(!generated.charged);
    assert_eq!(generated.report.content.summary, "A leaking water heater.");
}

#[tokio::test]
async fn regenerated_items_are_numbered_after_the_ones_the_report_gave() {
    let charged = GenerationBasis::of(&details(NOTES));
    let mut r = Regeneration::new(showing(NOTES), Some(charged), user(0, 10));
    let mut writer = MockReportWriter::new();
    writer.expect_generator().return_const(Generator::Estimator);
    writer.expect_reword_narrative().returning(|_| Ok(None));
    writer.expect_draft().returning(|_| {
        Ok(ReportDraft {
            summary: "Roof.".into(),
            findings: vec![DraftFinding {
                description: "Repair the roof".into(),
                kind: FindingKind::Repair,
                category: "Roof".into(),
                priority: Priority::Soon,
                catalog_key: Some("roof_repair".into()),
                quantity: None,
                proposed_cost: None,
                source_text: "roof".into(),
                space: None,
            }],
        })
    });
    r.writer = Some(writer);
    // The stored report gave i1 and i2.
    r.reports
        .expect_store_generation()
        .withf(|g| {
            let c = &g.report.content;
            c.repairs.len() == 1 && c.repairs[0].id == "i3" && c.last_item_number == 3
        })
        .times(1)
        .returning(stored_generation);
    let generated = r.build().execute(&user(0, 10), ShowingId(7)).await.unwrap();
    assert_eq!(generated.report.content.repairs[0].id, "i3");
}

#[tokio::test]
async fn regenerating_after_new_notes_takes_a_report() {
    let charged = GenerationBasis::of(&details(NOTES));
    let more = format!("{NOTES} The deck boards are rotten and the gutters are falling off.");
    let mut r = Regeneration::new(showing(&more), Some(charged.clone()), user(3, 10));
    r.reports
        .expect_store_generation()
        .withf(move |g| {
            g.cost == GenerationCost::OneReport
                && g.last_charged.as_ref() == Some(&charged)
                && g.basis.notes.contains("deck boards")
        })
        .times(1)
        .returning(stored_generation);
    let generated = r.build().execute(&user(3, 10), ShowingId(7)).await.unwrap();
    assert!(generated.charged);

    // With none left, it is refused before anything is written or stored.
    let mut r = Regeneration::new(
        showing(&more),
        Some(GenerationBasis::of(&details(NOTES))),
        user(10, 10),
    );
    r.reports.expect_store_generation().never();
    let err = r
        .build()
        .execute(&user(10, 10), ShowingId(7))
        .await
        .unwrap_err();
    assert!(
        matches!(err, GenerateReportError::AllowanceUsedUp { limit: 10, .. }),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_generation_that_lost_to_a_charged_one_is_decided_again() {
    // Decided as a first generation; meanwhile another request generated and was charged for
    // the same notes, so this one is stored free, in place.
    let now = showing(NOTES);
    let basis = GenerationBasis::of(&now.details);
    let mut showings = MockShowingRepository::new();
    let found = now.clone();
    showings
        .expect_find()
        .returning(move |_, _| Ok(Some(found.clone())));
    showings
        .expect_comparables()
        .returning(|_, _| Ok(Some(StoredComparables::default())));
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![]));
    let mut seq = mockall::Sequence::new();
    reports
        .expect_last_charged_generation()
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_, _| Ok(None));
    reports
        .expect_store_generation()
        .withf(|g| g.cost == GenerationCost::OneReport && g.last_charged.is_none())
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_| Err(RepositoryError::Changed));
    let recorded = basis.clone();
    reports
        .expect_last_charged_generation()
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_, _| Ok(Some(recorded.clone())));
    let expected = basis.clone();
    reports
        .expect_store_generation()
        .withf(move |g| {
            g.cost == GenerationCost::Free && g.last_charged.as_ref() == Some(&expected)
        })
        .times(1)
        .in_sequence(&mut seq)
        .returning(stored_generation);
    let r = Regeneration {
        showings,
        reports,
        writer: None,
        users: {
            let mut users = MockUserRepository::new();
            users
                .expect_find_by_id()
                .returning(|_| Ok(Some(user(0, 1))));
            users
        },
    };
    let generated = r.build().execute(&user(0, 1), ShowingId(7)).await.unwrap();
    assert!(!generated.charged);
}

#[tokio::test]
async fn the_allowance_used_up_by_this_showings_own_generation_does_not_refuse_it() {
    // Read as never charged; by the time the allowance is checked, another request generated
    // this showing and used the last report: the charge is read again, and this one is free.
    let now = showing(NOTES);
    let basis = GenerationBasis::of(&now.details);
    let mut r = Regeneration::new(now, None, user(1, 1));
    r.reports = MockReportRepository::new();
    r.reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![]));
    let mut seq = mockall::Sequence::new();
    r.reports
        .expect_last_charged_generation()
        .times(1)
        .in_sequence(&mut seq)
        .returning(|_, _| Ok(None));
    let recorded = basis.clone();
    r.reports
        .expect_last_charged_generation()
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_, _| Ok(Some(recorded.clone())));
    r.reports
        .expect_store_generation()
        .withf(move |g| g.cost == GenerationCost::Free && g.last_charged.as_ref() == Some(&basis))
        .times(1)
        .in_sequence(&mut seq)
        .returning(stored_generation);
    let generated = r.build().execute(&user(1, 1), ShowingId(7)).await.unwrap();
    assert!(!generated.charged);
}
