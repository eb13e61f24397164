//! Use-case tests for the repair-request list, with mockall mocks of the ports: what is stored
//! and who is emailed when the client or the agent saves it, and what is never stored.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{TimeZone, Utc};
mod common;

use common::{clock, showing, user};
use showscribe_application::ports::*;
use showscribe_application::showings::*;
use showscribe_domain::repair_request::{Remedy, RequestAuthor, RequestedItem, SavedRepairRequest};
use showscribe_domain::report::*;
use showscribe_domain::showing::*;
use showscribe_domain::*;

/// The showing report: one repair, the water heater ("i1"), $1,327 typical; listed at $400,000.
fn report() -> Report {
    let heater = PricedItem {
        id: String::new(),
        description: "Replace the leaking water heater".into(),
        kind: FindingKind::Repair,
        category: "Plumbing".into(),
        priority: Priority::Soon,
        catalog_key: None,
        quantity: None,
        cost: Some(CostRange::new(
            Cents(88_200),
            Cents(132_700),
            Cents(180_600),
        )),
        note: None,
        agent_figure: false,
    };
    Report {
        id: ReportId(31),
        showing_id: ShowingId(7),
        user_id: UserId(1),
        report_type: ReportType::Comprehensive,
        content: ReportContent::assemble(
            "s".into(),
            vec![heater],
            Some(Cents(40_000_000)),
            Generator::Estimator,
            None,
            &showscribe_domain::catalog::Region::national(),
        ),
        email_sent: false,
        pdf_file_path: None,
        created_at: Utc.with_ymd_and_hms(2026, 2, 1, 0, 0, 0).unwrap(),
    }
}

fn shared() -> SharedReport {
    SharedReport {
        agent: user(0, 10),
        showing: showing("The water heater is leaking"),
        report: report(),
        market_analysis: None,
        expires_at: Utc.with_ymd_and_hms(2026, 3, 1, 0, 0, 0).unwrap(),
    }
}

fn credit(item: &str, cents: i64) -> RequestedItem {
    RequestedItem {
        item_id: item.into(),
        remedy: Remedy::Credit,
        amount: Cents(cents),
        note: Some("Before closing".into()),
    }
}

/// The use case over these mocks; the documents are never rendered here.
fn requests(
    store: MockRepairRequestRepository,
    mailer: MockMailer,
    showings: MockShowingRepository,
    reports: MockReportRepository,
) -> RepairRequests {
    let files: Arc<dyn FileStore> = Arc::new(MockFileStore::new());
    let logo = Arc::new(showscribe_application::accounts::ManageLogo::new(
        Arc::new(MockUserRepository::new()),
        files.clone(),
    ));
    let documents = Arc::new(ReportDocuments::new(
        Arc::new(MockPdfRenderer::new()),
        files,
        Arc::new(MockReportRepository::new()),
        logo,
        clock(),
    ));
    RepairRequests::new(
        Arc::new(store),
        Arc::new(showings),
        Arc::new(reports),
        Arc::new(MockUserRepository::new()),
        documents,
        Arc::new(mailer),
        clock(),
        "https://app.example.com/",
    )
}

/// The agent's showing 7, whose reports are `reports`.
fn showing_with(reports: Vec<Report>) -> (MockShowingRepository, MockReportRepository) {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing("The water heater is leaking"))));
    let mut listed = MockReportRepository::new();
    listed
        .expect_list_for_showing()
        .returning(move |_, _| Ok(reports.clone()));
    (showings, listed)
}

/// A store that records what it is asked to save.
fn recording_store(saved: Arc<Mutex<Vec<SavedRepairRequest>>>) -> MockRepairRequestRepository {
    let mut store = MockRepairRequestRepository::new();
    store.expect_save().returning(move |_, _, request, _| {
        saved.lock().unwrap().push(request.clone());
        Ok(())
    });
    store
}

#[tokio::test]
async fn a_clients_list_is_kept_when_the_email_to_the_agent_cannot_be_sent() {
    let saved = Arc::new(Mutex::new(Vec::new()));
    let mut mailer = MockMailer::new();
    let told = Arc::new(Mutex::new(Vec::new()));
    let seen = told.clone();
    mailer.expect_send().times(1).returning(move |email| {
        seen.lock().unwrap().push(email.clone());
        Err(MailError::Unavailable(anyhow::anyhow!(
            "connection refused"
        )))
    });
    let use_case = requests(
        recording_store(saved.clone()),
        mailer,
        MockShowingRepository::new(),
        MockReportRepository::new(),
    );

    let view = use_case
        .save_by_buyer(&shared(), vec![credit("i1", 150_000)], ListExpectation::Any)
        .await
        .unwrap();

    assert_eq!(view.totals.credits, Cents(150_000));
    assert_eq!(view.offer.effective_price, Some(Cents(39_850_000)));
    let saved = saved.lock().unwrap();
    assert_eq!(saved.len(), 1, "stored though the email failed");
    assert_eq!(saved[0].updated_by, RequestAuthor::Buyer);
    let told = told.lock().unwrap();
    assert_eq!(told[0].to[0].email.as_str(), "sam@example.com");
    assert!(
        told[0]
            .text_body
            .contains("Replace the leaking water heater: credit $1,500")
    );
    assert!(
        told[0]
            .text_body
            .contains("https://app.example.com/reports/7")
    );
}

#[tokio::test]
async fn a_list_that_does_not_fit_the_report_stores_nothing_and_emails_nobody() {
    let mut store = MockRepairRequestRepository::new();
    store.expect_save().times(0);
    let mut mailer = MockMailer::new();
    mailer.expect_send().times(0);
    let use_case = requests(
        store,
        mailer,
        MockShowingRepository::new(),
        MockReportRepository::new(),
    );

    let err = use_case
        .save_by_buyer(
            &shared(),
            vec![credit("i9", 100), credit("i1", 0)],
            ListExpectation::Any,
        )
        .await
        .unwrap_err();
    let RepairRequestError::Invalid(problems) = err else {
        panic!("{err:?}")
    };
    let named: Vec<(usize, &str)> = problems.iter().map(|p| (p.index, p.field)).collect();
    assert_eq!(named, [(0, "itemId"), (1, "amount")]);
}

#[tokio::test]
async fn the_agents_own_save_is_checked_against_the_newest_report_and_emails_nobody() {
    let saved = Arc::new(Mutex::new(Vec::new()));
    let mut mailer = MockMailer::new();
    mailer.expect_send().times(0);
    let (showings, reports) = showing_with(vec![report()]);
    let use_case = requests(recording_store(saved.clone()), mailer, showings, reports);

    let view = use_case
        .save_by_agent(
            UserId(1),
            ShowingId(7),
            vec![credit("i1", 90_000)],
            ListExpectation::Any,
        )
        .await
        .unwrap();

    assert_eq!(view.entries.len(), 1);
    assert_eq!(saved.lock().unwrap()[0].updated_by, RequestAuthor::Agent);
}

#[tokio::test]
async fn a_showing_without_a_report_has_nothing_to_request() {
    let mut store = MockRepairRequestRepository::new();
    store.expect_save().times(0);
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(|_, _| Ok(Some(showing("The water heater is leaking"))));
    let mut reports = MockReportRepository::new();
    reports
        .expect_list_for_showing()
        .returning(|_, _| Ok(vec![]));
    let use_case = requests(store, MockMailer::new(), showings, reports);
    assert!(matches!(
        use_case
            .save_by_agent(UserId(1), ShowingId(7), vec![], ListExpectation::Any)
            .await,
        Err(RepairRequestError::NoReport)
    ));
}

#[tokio::test]
async fn a_list_changed_since_it_was_read_is_told_and_nothing_is_sent() {
    let mut store = MockRepairRequestRepository::new();
    store
        .expect_save()
        .withf(|_, _, _, expect| *expect == ListExpectation::Unsaved)
        .times(1)
        .returning(|_, _, _, _| Err(RepositoryError::Changed));
    // The agent is emailed only about a list that was stored.
    let mut mailer = MockMailer::new();
    mailer.expect_send().never();
    let use_case = requests(
        store,
        mailer,
        MockShowingRepository::new(),
        MockReportRepository::new(),
    );
    let refused = use_case
        .save_by_buyer(
            &shared(),
            vec![credit("i1", 150_000)],
            ListExpectation::Unsaved,
        )
        .await;
    assert!(
        matches!(refused, Err(RepairRequestError::Changed)),
        "{refused:?}"
    );
}
