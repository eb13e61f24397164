//! Contract of the showing and report repositories (with the user repository they share the
//! allowance with). Each function takes fresh, empty repositories.

use std::sync::Arc;

use showscribe_application::ports::{
    Page, ReportRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::Cents;
use showscribe_domain::cma::{FeatureRates, HomeFacts};
use showscribe_domain::report::{GenerationCost, ReportContent};
use showscribe_domain::showing::{
    ListPrice, Notes, ReportId, ReportType, ShowingComparables, ShowingId, ShowingStatus,
};
use showscribe_domain::{PlanId, SubscriptionStatus, User, UserId};

use super::{generate, store};
use crate::fixtures::{
    comparable, generation_basis, market_analysis_content, new_market_analysis, new_report,
    new_showing, new_user, report_content, subject_facts,
};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
}

pub async fn run_all(r: &Repos) {
    showings_are_scoped_to_their_owner(r).await;
    generating_consumes_the_allowance_atomically(r).await;
    reports_are_listed_newest_first_with_their_showing(r).await;
    summaries_can_be_edited_by_their_owner_only(r).await;
    pdf_path_and_sent_flag(r).await;
    subject_facts_round_trip(r).await;
    comparables_are_saved_whole_on_the_revision_read(r).await;
    the_market_analysis_is_replaced_in_place(r).await;
    a_report_and_its_market_analysis_are_stored_together(r).await;
    generating_again_replaces_the_showing_report_and_charges_as_decided(r).await;
    a_generation_lands_only_on_the_charge_it_was_decided_on(r).await;
    report_content_is_replaced_only_as_it_was_read(r).await;
    showing_details_are_replaced_and_their_pdfs_retired(r).await;
    deleting_a_showing_deletes_its_reports(r).await;
}

async fn agent(r: &Repos, email: &str, limit: i64) -> User {
    let u = r.users.insert(new_user(email)).await.unwrap();
    r.users
        .set_plan(u.id, Some(PlanId::Elite), SubscriptionStatus::Active, limit)
        .await
        .unwrap()
}

async fn showings_are_scoped_to_their_owner(r: &Repos) {
    let a = agent(r, "scope-a@example.com", 5).await;
    let b = agent(r, "scope-b@example.com", 5).await;
    let first = r
        .showings
        .insert(new_showing(a.id, "1 First St"))
        .await
        .unwrap();
    let second = r
        .showings
        .insert(new_showing(a.id, "2 Second St"))
        .await
        .unwrap();
    r.showings
        .insert(new_showing(b.id, "9 Other St"))
        .await
        .unwrap();

    assert_eq!(first.status, ShowingStatus::Pending);
    assert_eq!(first.details, new_showing(a.id, "1 First St").details);
    let found = r.showings.find(a.id, first.id).await.unwrap().unwrap();
    assert_eq!(found, first);
    assert!(
        r.showings.find(b.id, first.id).await.unwrap().is_none(),
        "another agent's showing is not found"
    );
    assert!(
        r.showings
            .find(a.id, ShowingId(999_999))
            .await
            .unwrap()
            .is_none()
    );

    let listed = r.showings.list(a.id, Page::new(None, None)).await.unwrap();
    assert_eq!(listed.total, 2);
    assert_eq!(
        listed.items.iter().map(|s| s.id).collect::<Vec<_>>(),
        vec![second.id, first.id]
    );
    let page = r
        .showings
        .list(a.id, Page::new(Some(1), Some(1)))
        .await
        .unwrap();
    assert_eq!(
        (page.total, page.items.len(), page.items[0].id),
        (2, 1, first.id)
    );
}

async fn generating_consumes_the_allowance_atomically(r: &Repos) {
    let a = agent(r, "quota@example.com", 1).await;
    let mut showings = Vec::new();
    for i in 0..20 {
        showings.push(
            r.showings
                .insert(new_showing(a.id, &format!("{i} Quota Ln")))
                .await
                .unwrap()
                .id,
        );
    }

    // 20 concurrent first generations with one report left: exactly one is stored.
    let mut tasks = Vec::new();
    for (i, id) in showings.iter().copied().enumerate() {
        let reports = r.reports.clone();
        let owner = a.id;
        tasks.push(tokio::spawn(async move {
            generate(
                reports.as_ref(),
                new_report(owner, id, &format!("attempt {i}")),
            )
            .await
            .map(|report| report.showing_id)
        }));
    }
    let mut stored = Vec::new();
    let mut exhausted = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(id) => stored.push(id),
            Err(RepositoryError::AllowanceUsedUp { limit }) => {
                assert_eq!(limit, 1);
                exhausted += 1;
            }
            Err(e) => panic!("unexpected error {e:?}"),
        }
    }
    assert_eq!((stored.len(), exhausted), (1, 19));
    for id in &showings {
        let kinds: Vec<ReportType> = r
            .reports
            .list_for_showing(a.id, *id)
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.report_type)
            .collect();
        let showing = r.showings.find(a.id, *id).await.unwrap().unwrap();
        if *id == stored[0] {
            assert_eq!(
                kinds,
                [ReportType::Comprehensive, ReportType::Cma],
                "one report and its market analysis"
            );
            assert_eq!(showing.status, ShowingStatus::Completed);
        } else {
            assert!(
                kinds.is_empty(),
                "nothing of a refused generation is stored"
            );
            assert_eq!(showing.status, ShowingStatus::Pending);
            assert_eq!(
                r.reports.last_charged_generation(a.id, *id).await.unwrap(),
                None
            );
        }
    }
    let user = r.users.find_by_id(a.id).await.unwrap().unwrap();
    assert_eq!(user.allowance.used_this_month, 1);

    // Another agent cannot attach a report to this showing, and spends nothing trying.
    let b = agent(r, "quota-b@example.com", 3).await;
    let err = generate(r.reports.as_ref(), new_report(b.id, stored[0], "x"))
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(
        r.users
            .find_by_id(b.id)
            .await
            .unwrap()
            .unwrap()
            .allowance
            .used_this_month,
        0
    );
    assert!(matches!(
        r.reports.last_charged_generation(b.id, stored[0]).await,
        Err(RepositoryError::NotFound)
    ));
}

async fn reports_are_listed_newest_first_with_their_showing(r: &Repos) {
    let a = agent(r, "list@example.com", 10).await;
    let b = agent(r, "list-b@example.com", 10).await;
    let s1 = r
        .showings
        .insert(new_showing(a.id, "10 List Rd"))
        .await
        .unwrap();
    let s2 = r
        .showings
        .insert(new_showing(a.id, "20 List Rd"))
        .await
        .unwrap();
    let r1 = generate(r.reports.as_ref(), new_report(a.id, s1.id, "one"))
        .await
        .unwrap();
    let r2 = generate(r.reports.as_ref(), new_report(a.id, s2.id, "two"))
        .await
        .unwrap();
    let sb = r
        .showings
        .insert(new_showing(b.id, "30 Other Rd"))
        .await
        .unwrap();
    generate(r.reports.as_ref(), new_report(b.id, sb.id, "theirs"))
        .await
        .unwrap();

    assert_eq!(r1.content, report_content("one"));
    assert!(!r1.email_sent);
    assert_eq!(r1.pdf_file_path, None);

    let listed = r
        .reports
        .list_for_owner(a.id, Page::new(None, None))
        .await
        .unwrap();
    assert_eq!(listed.total, 2);
    let ids: Vec<ReportId> = listed.items.iter().map(|i| i.id).collect();
    assert_eq!(listed.items[1].report_type, ReportType::Comprehensive);
    assert!(!listed.items[1].email_sent);
    assert_eq!(ids, vec![r2.id, r1.id]);
    assert_eq!(listed.items[0].showing_id, s2.id);
    assert_eq!(
        listed.items[0].property_address.as_deref(),
        Some("20 List Rd")
    );
    assert_eq!(listed.items[0].client_name.as_deref(), Some("Pat Buyer"));
    let page = r
        .reports
        .list_for_owner(a.id, Page::new(Some(1), Some(1)))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].id, r1.id);

    assert!(
        r.reports
            .list_for_showing(b.id, s1.id)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(r.reports.find(b.id, s1.id, r1.id).await.unwrap().is_none());
    assert!(
        r.reports.find(a.id, s2.id, r1.id).await.unwrap().is_none(),
        "report of another showing"
    );
    assert_eq!(
        r.reports
            .find(a.id, s1.id, r1.id)
            .await
            .unwrap()
            .unwrap()
            .id,
        r1.id
    );
}

async fn summaries_can_be_edited_by_their_owner_only(r: &Repos) {
    let a = agent(r, "edit@example.com", 2).await;
    let b = agent(r, "edit-b@example.com", 2).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "40 Edit Ave"))
        .await
        .unwrap();
    let rep = generate(r.reports.as_ref(), new_report(a.id, s.id, "original"))
        .await
        .unwrap();
    let mut content = rep.content.clone();
    content.summary = "Edited by the agent".into();
    let updated = r
        .reports
        .update_content(
            a.id,
            s.id,
            rep.id,
            &content,
            Some("reports/1/new.pdf".into()),
        )
        .await
        .unwrap();
    assert_eq!(updated.content.summary, "Edited by the agent");
    assert_eq!(updated.content.repairs, rep.content.repairs);
    assert_eq!(updated.pdf_file_path.as_deref(), Some("reports/1/new.pdf"));
    let err = r
        .reports
        .update_content(b.id, s.id, rep.id, &report_content("hijack"), None)
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound));
    let again = r.reports.find(a.id, s.id, rep.id).await.unwrap().unwrap();
    assert_eq!(again.content.summary, "Edited by the agent");
}

async fn pdf_path_and_sent_flag(r: &Repos) {
    let a = agent(r, "sent@example.com", 2).await;
    let b = agent(r, "sent-b@example.com", 2).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "50 Sent Blvd"))
        .await
        .unwrap();
    let mut new = new_report(a.id, s.id, "to send");
    new.pdf_file_path = Some("reports/x/first.pdf".into());
    let rep = generate(r.reports.as_ref(), new).await.unwrap();
    assert_eq!(rep.pdf_file_path.as_deref(), Some("reports/x/first.pdf"));

    r.reports
        .set_pdf(a.id, s.id, rep.id, "reports/x/second.pdf")
        .await
        .unwrap();
    assert!(matches!(
        r.reports.set_pdf(b.id, s.id, rep.id, "evil.pdf").await,
        Err(RepositoryError::NotFound)
    ));
    let found = r.reports.find(a.id, s.id, rep.id).await.unwrap().unwrap();
    assert_eq!(found.pdf_file_path.as_deref(), Some("reports/x/second.pdf"));

    assert!(
        !r.reports.mark_sent(b.id, s.id, rep.id).await.unwrap(),
        "not the owner: nothing changes"
    );
    assert!(
        !r.reports
            .find(a.id, s.id, rep.id)
            .await
            .unwrap()
            .unwrap()
            .email_sent
    );
    assert!(r.reports.mark_sent(a.id, s.id, rep.id).await.unwrap());
    assert!(
        !r.reports.mark_sent(a.id, s.id, rep.id).await.unwrap(),
        "already sent"
    );
    assert!(
        r.reports
            .find(a.id, s.id, rep.id)
            .await
            .unwrap()
            .unwrap()
            .email_sent
    );
}

async fn subject_facts_round_trip(r: &Repos) {
    let a = agent(r, "facts@example.com", 1).await;
    let full = r
        .showings
        .insert(new_showing(a.id, "60 Facts Way"))
        .await
        .unwrap();
    assert_eq!(full.details.subject, subject_facts());
    let found = r.showings.find(a.id, full.id).await.unwrap().unwrap();
    assert_eq!(found.details.subject, subject_facts());
    assert_eq!(
        found.details.subject.bathrooms.unwrap().to_string(),
        "2.5",
        "half baths are kept exactly"
    );

    let mut bare = new_showing(a.id, "61 Facts Way");
    bare.details.subject = HomeFacts::default();
    let bare = r.showings.insert(bare).await.unwrap();
    let found = r.showings.find(a.id, bare.id).await.unwrap().unwrap();
    assert_eq!(found.details.subject, HomeFacts::default());
    let listed = r.showings.list(a.id, Page::new(None, None)).await.unwrap();
    assert_eq!(listed.items[0].details.subject, HomeFacts::default());
    assert_eq!(listed.items[1].details.subject, subject_facts());
}

async fn comparables_are_saved_whole_on_the_revision_read(r: &Repos) {
    let a = agent(r, "comps@example.com", 1).await;
    let b = agent(r, "comps-b@example.com", 1).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "70 Comps Ct"))
        .await
        .unwrap();

    let fresh = r.showings.comparables(a.id, s.id).await.unwrap().unwrap();
    assert_eq!(fresh.comparables, ShowingComparables::default());
    assert_eq!(fresh.comparables.rates, FeatureRates::DEFAULT);

    let set = ShowingComparables {
        comparables: vec![
            comparable("1 Near St", 410_000),
            comparable("2 Near St", 432_500),
        ],
        rates: FeatureRates::new(Cents(900_000), Cents(0), Cents(4_000), Cents(50_000)).unwrap(),
    };
    let revision = r
        .showings
        .save_comparables(a.id, s.id, &set, fresh.revision)
        .await
        .unwrap()
        .expect("saved on the revision read");
    assert_ne!(revision, fresh.revision);
    let stored = r.showings.comparables(a.id, s.id).await.unwrap().unwrap();
    assert_eq!(
        (stored.comparables.clone(), stored.revision),
        (set.clone(), revision)
    );

    // A save on a revision that moved on stores nothing.
    let stale = r
        .showings
        .save_comparables(a.id, s.id, &ShowingComparables::default(), fresh.revision)
        .await
        .unwrap();
    assert_eq!(stale, None);
    assert_eq!(
        r.showings
            .comparables(a.id, s.id)
            .await
            .unwrap()
            .unwrap()
            .comparables,
        set
    );

    // Of concurrent saves on one revision, exactly one lands.
    let mut tasks = Vec::new();
    for i in 0..8 {
        let showings = r.showings.clone();
        let (owner, id) = (a.id, s.id);
        let mut mine = set.clone();
        mine.comparables
            .push(comparable(&format!("{i} Race St"), 400_000));
        tasks.push(tokio::spawn(async move {
            showings.save_comparables(owner, id, &mine, revision).await
        }));
    }
    let mut landed = 0;
    for t in tasks {
        if t.await.unwrap().unwrap().is_some() {
            landed += 1;
        }
    }
    assert_eq!(landed, 1);
    assert_eq!(
        r.showings
            .comparables(a.id, s.id)
            .await
            .unwrap()
            .unwrap()
            .comparables
            .comparables
            .len(),
        3
    );

    // Owner-scoped: another agent neither reads nor writes them.
    assert!(r.showings.comparables(b.id, s.id).await.unwrap().is_none());
    let err = r
        .showings
        .save_comparables(b.id, s.id, &ShowingComparables::default(), 0)
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    let err = r
        .showings
        .save_comparables(a.id, ShowingId(999_999), &set, 0)
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(
        r.showings
            .comparables(a.id, s.id)
            .await
            .unwrap()
            .unwrap()
            .comparables
            .comparables
            .len(),
        3
    );
    // The showing itself is untouched by its comparables.
    assert_eq!(
        r.showings.find(a.id, s.id).await.unwrap().unwrap().details,
        s.details
    );
}

async fn the_market_analysis_is_replaced_in_place(r: &Repos) {
    let a = agent(r, "cma@example.com", 5).await;
    let b = agent(r, "cma-b@example.com", 5).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "80 Analysis Dr"))
        .await
        .unwrap();
    let mut new = new_report(a.id, s.id, "the showing report");
    new.pdf_file_path = Some("reports/a/showing.pdf".into());
    let showing_report = generate(r.reports.as_ref(), new).await.unwrap();
    let used = r
        .users
        .find_by_id(a.id)
        .await
        .unwrap()
        .unwrap()
        .allowance
        .used_this_month;

    let first_comps = [comparable("1 Near St", 410_000)];
    let first = r
        .reports
        .replace_market_analysis(new_market_analysis(a.id, s.id, &first_comps))
        .await
        .unwrap();
    assert_eq!(first.report.report_type, ReportType::Cma);
    assert_eq!(first.report.content, market_analysis_content(&first_comps));
    assert!(first.report.content.market_analysis.is_some());
    assert_eq!(first.retired_pdfs, vec!["reports/a/showing.pdf".to_owned()]);
    assert_eq!(
        r.reports
            .find(a.id, s.id, showing_report.id)
            .await
            .unwrap()
            .unwrap()
            .pdf_file_path,
        None,
        "the showing report's PDF showed the old analysis"
    );

    r.reports
        .set_pdf(a.id, s.id, first.report.id, "reports/a/cma.pdf")
        .await
        .unwrap();
    let second_comps = [
        comparable("1 Near St", 410_000),
        comparable("2 Near St", 450_000),
    ];
    let second = r
        .reports
        .replace_market_analysis(new_market_analysis(a.id, s.id, &second_comps))
        .await
        .unwrap();
    assert_eq!(second.report.id, first.report.id, "replaced in place");
    assert_eq!(
        second.report.content,
        market_analysis_content(&second_comps)
    );
    assert_eq!(second.report.pdf_file_path, None);
    assert_eq!(second.retired_pdfs, vec!["reports/a/cma.pdf".to_owned()]);

    // The showing report first, though the analysis is newer.
    let of_showing = r.reports.list_for_showing(a.id, s.id).await.unwrap();
    assert_eq!(
        of_showing
            .iter()
            .map(|r| (r.id, r.report_type))
            .collect::<Vec<_>>(),
        vec![
            (showing_report.id, ReportType::Comprehensive),
            (first.report.id, ReportType::Cma)
        ]
    );
    // The dashboard lists showing reports only; the analysis took nothing from the allowance.
    let listed = r
        .reports
        .list_for_owner(a.id, Page::new(None, None))
        .await
        .unwrap();
    assert_eq!(listed.total, 1);
    assert_eq!(
        listed.items.iter().map(|i| i.id).collect::<Vec<_>>(),
        vec![showing_report.id]
    );
    assert_eq!(
        r.users
            .find_by_id(a.id)
            .await
            .unwrap()
            .unwrap()
            .allowance
            .used_this_month,
        used
    );

    // Another agent cannot put an analysis on this showing.
    let err = r
        .reports
        .replace_market_analysis(new_market_analysis(b.id, s.id, &first_comps))
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert!(
        r.reports
            .list_for_showing(b.id, s.id)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        r.reports
            .find(a.id, s.id, first.report.id)
            .await
            .unwrap()
            .unwrap()
            .content,
        market_analysis_content(&second_comps)
    );

    // First analyses racing on a new showing end as one.
    let s2 = r
        .showings
        .insert(new_showing(a.id, "81 Analysis Dr"))
        .await
        .unwrap();
    let mut tasks = Vec::new();
    for _ in 0..6 {
        let reports = r.reports.clone();
        let (owner, id) = (a.id, s2.id);
        tasks.push(tokio::spawn(async move {
            reports
                .replace_market_analysis(new_market_analysis(
                    owner,
                    id,
                    &[comparable("9 Race St", 400_000)],
                ))
                .await
        }));
    }
    for t in tasks {
        t.await.unwrap().unwrap();
    }
    assert_eq!(
        r.reports.list_for_showing(a.id, s2.id).await.unwrap().len(),
        1
    );
}

async fn a_report_and_its_market_analysis_are_stored_together(r: &Repos) {
    let a = agent(r, "pair@example.com", 2).await;
    let b = agent(r, "pair-b@example.com", 5).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "90 Pair Ct"))
        .await
        .unwrap();

    let one = [comparable("1 Near St", 410_000)];
    let stored = r
        .reports
        .store_generation(showscribe_application::ports::NewGeneration {
            report: new_report(a.id, s.id, "first"),
            market_analysis: new_market_analysis(a.id, s.id, &one),
            basis: generation_basis("first"),
            last_charged: None,
            cost: GenerationCost::OneReport,
        })
        .await
        .unwrap();
    let (first, first_cma) = (stored.report, stored.market_analysis);
    assert!(stored.charged);
    assert_eq!(first.report_type, ReportType::Comprehensive);
    assert_eq!(first.content, report_content("first"));
    assert_eq!(first_cma.report.report_type, ReportType::Cma);
    assert_eq!(first_cma.report.content, market_analysis_content(&one));
    assert!(first_cma.retired_pdfs.is_empty());
    assert_eq!(used(r, a.id).await, 1, "one report of the allowance");
    assert_eq!(
        r.showings.find(a.id, s.id).await.unwrap().unwrap().status,
        ShowingStatus::Completed
    );
    assert_eq!(
        r.reports.last_charged_generation(a.id, s.id).await.unwrap(),
        Some(generation_basis("first")),
        "what the charged generation was of is recorded"
    );

    // Generating again replaces the analysis in place and retires every PDF it made stale.
    r.reports
        .set_pdf(a.id, s.id, first.id, "reports/pair/first.pdf")
        .await
        .unwrap();
    r.reports
        .set_pdf(a.id, s.id, first_cma.report.id, "reports/pair/cma.pdf")
        .await
        .unwrap();
    let two = [
        comparable("1 Near St", 410_000),
        comparable("2 Near St", 450_000),
    ];
    let second = r
        .reports
        .store_generation(showscribe_application::ports::NewGeneration {
            report: new_report(a.id, s.id, "second"),
            market_analysis: new_market_analysis(a.id, s.id, &two),
            basis: generation_basis("second"),
            last_charged: Some(generation_basis("first")),
            cost: GenerationCost::OneReport,
        })
        .await
        .unwrap();
    let second_cma = second.market_analysis;
    assert_eq!(
        second_cma.report.id, first_cma.report.id,
        "replaced in place"
    );
    assert_eq!(second_cma.report.content, market_analysis_content(&two));
    let mut retired = second_cma.retired_pdfs.clone();
    retired.sort();
    assert_eq!(retired, ["reports/pair/cma.pdf", "reports/pair/first.pdf"]);
    assert_eq!(used(r, a.id).await, 2);
    let after_second = reports_of(r, a.id, s.id).await;
    assert_eq!(
        after_second,
        vec![
            (first.id, "second".to_owned(), None),
            (
                first_cma.report.id,
                second_cma.report.content.summary.clone(),
                None
            )
        ]
    );

    // With no report left, nothing is stored: not the report, not the analysis.
    let err = store(
        r.reports.as_ref(),
        new_report(a.id, s.id, "third"),
        Some(generation_basis("second")),
        GenerationCost::OneReport,
        "third",
    )
    .await
    .unwrap_err();
    assert!(
        matches!(err, RepositoryError::AllowanceUsedUp { limit: 2 }),
        "{err:?}"
    );
    assert_eq!(reports_of(r, a.id, s.id).await, after_second);
    assert_eq!(used(r, a.id).await, 2);
    assert_eq!(
        r.reports.last_charged_generation(a.id, s.id).await.unwrap(),
        Some(generation_basis("second"))
    );

    // Another agent's showing is not found, and costs that agent nothing.
    let err = store(
        r.reports.as_ref(),
        new_report(b.id, s.id, "theirs"),
        None,
        GenerationCost::OneReport,
        "theirs",
    )
    .await
    .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(used(r, b.id).await, 0);
    assert_eq!(reports_of(r, a.id, s.id).await, after_second);
}

/// How many reports the agent used this month.
async fn used(r: &Repos, id: UserId) -> i64 {
    r.users
        .find_by_id(id)
        .await
        .unwrap()
        .unwrap()
        .allowance
        .used_this_month
}

/// The showing's reports: id, summary and stored PDF.
async fn reports_of(
    r: &Repos,
    owner: UserId,
    showing: ShowingId,
) -> Vec<(ReportId, String, Option<String>)> {
    r.reports
        .list_for_showing(owner, showing)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.id, r.content.summary, r.pdf_file_path))
        .collect()
}

async fn generating_again_replaces_the_showing_report_and_charges_as_decided(r: &Repos) {
    let a = agent(r, "again@example.com", 1).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "91 Again Ct"))
        .await
        .unwrap();
    let first = store(
        r.reports.as_ref(),
        new_report(a.id, s.id, "first"),
        None,
        GenerationCost::OneReport,
        "Water heater is leaking",
    )
    .await
    .unwrap();
    assert!(first.charged);
    r.reports
        .set_pdf(a.id, s.id, first.report.id, "reports/again/first.pdf")
        .await
        .unwrap();
    assert!(
        r.reports
            .mark_sent(a.id, s.id, first.report.id)
            .await
            .unwrap()
    );
    assert_eq!(used(r, a.id).await, 1);

    // A free generation with the allowance used up: the content is replaced in place, the
    // stale PDF retired, the sent flag kept, and nothing taken or recorded.
    let mut corrected = new_report(a.id, s.id, "corrected");
    corrected.created_at = first.report.created_at + chrono::Duration::hours(1);
    let free = store(
        r.reports.as_ref(),
        corrected,
        Some(generation_basis("Water heater is leaking")),
        GenerationCost::Free,
        "Water heater is leakng",
    )
    .await
    .unwrap();
    assert!(!free.charged);
    assert_eq!(free.report.id, first.report.id, "the same report");
    assert_eq!(free.report.content.summary, "corrected");
    assert_eq!(free.report.pdf_file_path, None);
    assert!(
        free.report.email_sent,
        "an emailed report stays marked sent"
    );
    assert_eq!(
        free.report.created_at,
        first.report.created_at + chrono::Duration::hours(1),
        "dated when its content was generated"
    );
    assert_eq!(
        free.market_analysis.retired_pdfs,
        ["reports/again/first.pdf".to_owned()]
    );
    assert_eq!(used(r, a.id).await, 1);
    assert_eq!(
        r.reports.last_charged_generation(a.id, s.id).await.unwrap(),
        Some(generation_basis("Water heater is leaking")),
        "a free generation leaves the last charged one as it was"
    );
    let reports = reports_of(r, a.id, s.id).await;
    assert_eq!(reports.len(), 2, "one showing report and its analysis");
    assert_eq!(reports[0], (first.report.id, "corrected".to_owned(), None));
    let listed = r
        .reports
        .list_for_owner(a.id, Page::new(None, None))
        .await
        .unwrap();
    assert_eq!(listed.total, 1);
}

async fn a_generation_lands_only_on_the_charge_it_was_decided_on(r: &Repos) {
    let a = agent(r, "race@example.com", 5).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "92 Race Ct"))
        .await
        .unwrap();
    // Eight first generations of one showing at once: the first stored records its charge,
    // and the others, decided on no charge, store nothing.
    let mut tasks = Vec::new();
    for i in 0..8 {
        let reports = r.reports.clone();
        let (owner, id) = (a.id, s.id);
        tasks.push(tokio::spawn(async move {
            store(
                reports.as_ref(),
                new_report(owner, id, &format!("attempt {i}")),
                None,
                GenerationCost::OneReport,
                "Water heater is leaking",
            )
            .await
        }));
    }
    let (mut stored, mut changed) = (0, 0);
    for t in tasks {
        match t.await.unwrap() {
            Ok(g) => {
                assert!(g.charged);
                stored += 1;
            }
            Err(RepositoryError::Changed) => changed += 1,
            Err(e) => panic!("unexpected error {e:?}"),
        }
    }
    assert_eq!((stored, changed), (1, 7));
    assert_eq!(used(r, a.id).await, 1);
    assert_eq!(reports_of(r, a.id, s.id).await.len(), 2);

    // Decided on a charge that is no longer the last one: nothing is stored, free or not.
    for cost in [GenerationCost::Free, GenerationCost::OneReport] {
        let err = store(
            r.reports.as_ref(),
            new_report(a.id, s.id, "stale"),
            Some(generation_basis("Something else entirely")),
            cost,
            "Water heater is leaking",
        )
        .await
        .unwrap_err();
        assert!(matches!(err, RepositoryError::Changed), "{err:?}");
    }
    assert_eq!(used(r, a.id).await, 1);
    assert!(
        reports_of(r, a.id, s.id)
            .await
            .iter()
            .all(|(_, summary, _)| summary != "stale")
    );
}

async fn report_content_is_replaced_only_as_it_was_read(r: &Repos) {
    let a = agent(r, "items@example.com", 2).await;
    let b = agent(r, "items-b@example.com", 2).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "93 Items Ct"))
        .await
        .unwrap();
    let mut new = new_report(a.id, s.id, "items");
    new.pdf_file_path = Some("reports/items/old.pdf".into());
    let report = generate(r.reports.as_ref(), new).await.unwrap();
    assert_eq!(report.content.repairs[0].id, "i1", "items have ids");
    let edited = |summary: &str| {
        let mut c: ReportContent = report.content.clone();
        c.summary = summary.into();
        c.repairs.clear();
        c.recompute();
        c
    };

    let replaced = r
        .reports
        .replace_content(a.id, s.id, report.id, &report.content, &edited("one"))
        .await
        .unwrap()
        .expect("stored on the content read");
    assert_eq!(replaced.report.content, edited("one"));
    assert_eq!(replaced.report.pdf_file_path, None);
    assert_eq!(
        replaced.retired_pdf.as_deref(),
        Some("reports/items/old.pdf")
    );
    assert_eq!(
        r.reports
            .find(a.id, s.id, report.id)
            .await
            .unwrap()
            .unwrap()
            .content,
        edited("one")
    );

    // On content that changed since: nothing is stored.
    let stale = r
        .reports
        .replace_content(a.id, s.id, report.id, &report.content, &edited("two"))
        .await
        .unwrap();
    assert_eq!(stale, None);
    assert_eq!(
        r.reports
            .find(a.id, s.id, report.id)
            .await
            .unwrap()
            .unwrap()
            .content
            .summary,
        "one"
    );

    // Of concurrent edits of one read, exactly one lands.
    let read = edited("one");
    let mut tasks = Vec::new();
    for i in 0..8 {
        let reports = r.reports.clone();
        let (owner, showing, id) = (a.id, s.id, report.id);
        let (read, mut mine) = (read.clone(), read.clone());
        mine.summary = format!("race {i}");
        tasks.push(tokio::spawn(async move {
            reports
                .replace_content(owner, showing, id, &read, &mine)
                .await
                .unwrap()
                .is_some()
        }));
    }
    let mut landed = 0;
    for t in tasks {
        if t.await.unwrap() {
            landed += 1;
        }
    }
    assert_eq!(landed, 1);

    // Another agent, or another showing, finds no such report.
    let now = r
        .reports
        .find(a.id, s.id, report.id)
        .await
        .unwrap()
        .unwrap()
        .content;
    let err = r
        .reports
        .replace_content(b.id, s.id, report.id, &now, &edited("hijack"))
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    let other = r
        .showings
        .insert(new_showing(a.id, "94 Items Ct"))
        .await
        .unwrap();
    let err = r
        .reports
        .replace_content(a.id, other.id, report.id, &now, &edited("elsewhere"))
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(
        r.reports
            .find(a.id, s.id, report.id)
            .await
            .unwrap()
            .unwrap()
            .content,
        now
    );
}

async fn showing_details_are_replaced_and_their_pdfs_retired(r: &Repos) {
    let a = agent(r, "update@example.com", 2).await;
    let b = agent(r, "update-b@example.com", 2).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "95 Update Ct"))
        .await
        .unwrap();
    let mut new = new_report(a.id, s.id, "shows the old address");
    new.pdf_file_path = Some("reports/update/old.pdf".into());
    let report = generate(r.reports.as_ref(), new).await.unwrap();
    let set = ShowingComparables {
        comparables: vec![comparable("1 Near St", 410_000)],
        rates: FeatureRates::DEFAULT,
    };
    r.showings
        .save_comparables(a.id, s.id, &set, 0)
        .await
        .unwrap()
        .unwrap();

    let mut details = s.details.clone();
    details.property_address = Some("95 Update Court, Austin, TX 78701".into());
    details.client_email = None;
    details.list_price = Some(ListPrice::parse("439000").unwrap());
    details.repairs_needed = Notes::parse("The roof leaks over the garage").unwrap();
    details.subject = HomeFacts::default();
    let updated = r
        .showings
        .update_details(a.id, s.id, &details)
        .await
        .unwrap();
    assert_eq!(updated.showing.details, details);
    assert_eq!(updated.showing.id, s.id);
    assert_eq!(updated.showing.status, ShowingStatus::Completed, "kept");
    assert_eq!(updated.retired_pdfs, ["reports/update/old.pdf".to_owned()]);
    assert_eq!(
        r.showings.find(a.id, s.id).await.unwrap().unwrap().details,
        details
    );
    let kept = r
        .reports
        .find(a.id, s.id, report.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.pdf_file_path, None);
    assert_eq!(
        kept.content, report.content,
        "the report stays as generated"
    );
    assert_eq!(
        r.showings
            .comparables(a.id, s.id)
            .await
            .unwrap()
            .unwrap()
            .comparables,
        set,
        "the comparables stay"
    );

    // Another agent's update is not found and changes nothing.
    let err = r
        .showings
        .update_details(b.id, s.id, &s.details)
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(
        r.showings.find(a.id, s.id).await.unwrap().unwrap().details,
        details
    );
}

async fn deleting_a_showing_deletes_its_reports(r: &Repos) {
    let a = agent(r, "delete@example.com", 3).await;
    let b = agent(r, "delete-b@example.com", 3).await;
    let s = r
        .showings
        .insert(new_showing(a.id, "96 Delete Ct"))
        .await
        .unwrap();
    let kept = r
        .showings
        .insert(new_showing(a.id, "97 Kept Ct"))
        .await
        .unwrap();
    let report = generate(r.reports.as_ref(), new_report(a.id, s.id, "to delete"))
        .await
        .unwrap();
    let kept_report = generate(r.reports.as_ref(), new_report(a.id, kept.id, "kept"))
        .await
        .unwrap();
    let cma = r
        .reports
        .list_for_showing(a.id, s.id)
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.report_type == ReportType::Cma)
        .unwrap();
    r.reports
        .set_pdf(a.id, s.id, report.id, "reports/delete/report.pdf")
        .await
        .unwrap();
    r.reports
        .set_pdf(a.id, s.id, cma.id, "reports/delete/cma.pdf")
        .await
        .unwrap();
    r.reports
        .set_pdf(a.id, kept.id, kept_report.id, "reports/delete/kept.pdf")
        .await
        .unwrap();

    // Another agent deletes nothing.
    let err = r.showings.delete(b.id, s.id).await.unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert!(r.showings.find(a.id, s.id).await.unwrap().is_some());
    assert_eq!(
        r.reports.list_for_showing(a.id, s.id).await.unwrap().len(),
        2
    );

    let mut pdfs = r.showings.delete(a.id, s.id).await.unwrap();
    pdfs.sort();
    assert_eq!(
        pdfs,
        ["reports/delete/cma.pdf", "reports/delete/report.pdf"]
    );
    assert!(r.showings.find(a.id, s.id).await.unwrap().is_none());
    assert!(
        r.reports
            .list_for_showing(a.id, s.id)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        r.reports
            .find(a.id, s.id, report.id)
            .await
            .unwrap()
            .is_none()
    );
    assert!(r.reports.find(a.id, s.id, cma.id).await.unwrap().is_none());
    assert!(r.showings.comparables(a.id, s.id).await.unwrap().is_none());
    assert!(matches!(
        r.reports.last_charged_generation(a.id, s.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        r.showings.delete(a.id, s.id).await,
        Err(RepositoryError::NotFound)
    ));

    // The agent's other showing and its report stay.
    let listed = r
        .reports
        .list_for_owner(a.id, Page::new(None, None))
        .await
        .unwrap();
    assert_eq!(
        listed.items.iter().map(|i| i.id).collect::<Vec<_>>(),
        [kept_report.id]
    );
    assert_eq!(
        r.reports
            .find(a.id, kept.id, kept_report.id)
            .await
            .unwrap()
            .unwrap()
            .pdf_file_path
            .as_deref(),
        Some("reports/delete/kept.pdf")
    );
    assert!(r.showings.find(a.id, kept.id).await.unwrap().is_some());
}
