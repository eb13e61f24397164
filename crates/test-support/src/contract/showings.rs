//! Contract of the showing and report repositories (with the user repository they share the
//! allowance with). Each function takes fresh, empty repositories.

use std::sync::Arc;

use showscribe_application::ports::{
    Page, ReportRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::Cents;
use showscribe_domain::cma::{FeatureRates, SubjectFacts};
use showscribe_domain::showing::{
    ReportId, ReportType, ShowingComparables, ShowingId, ShowingStatus,
};
use showscribe_domain::{PlanId, SubscriptionStatus, User};

use super::generate;
use crate::fixtures::{
    comparable, market_analysis_content, new_market_analysis, new_report, new_showing, new_user,
    report_content, subject_facts,
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
    let showing = r
        .showings
        .insert(new_showing(a.id, "5 Quota Ln"))
        .await
        .unwrap();

    // 20 concurrent attempts with one report left: exactly one succeeds.
    let mut tasks = Vec::new();
    for i in 0..20 {
        let reports = r.reports.clone();
        let owner = a.id;
        let id = showing.id;
        tasks.push(tokio::spawn(async move {
            generate(
                reports.as_ref(),
                new_report(owner, id, &format!("attempt {i}")),
            )
            .await
        }));
    }
    let mut ok = 0;
    let mut exhausted = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(RepositoryError::AllowanceExhausted { limit }) => {
                assert_eq!(limit, 1);
                exhausted += 1;
            }
            Err(e) => panic!("unexpected error {e:?}"),
        }
    }
    assert_eq!((ok, exhausted), (1, 19));
    let kinds: Vec<ReportType> = r
        .reports
        .list_for_showing(a.id, showing.id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.report_type)
        .collect();
    assert_eq!(
        kinds,
        [ReportType::Comprehensive, ReportType::Cma],
        "one report and its market analysis"
    );
    let user = r.users.find_by_id(a.id).await.unwrap().unwrap();
    assert_eq!(user.allowance.used_this_month, 1);
    let showing = r.showings.find(a.id, showing.id).await.unwrap().unwrap();
    assert_eq!(showing.status, ShowingStatus::Completed);

    // Another agent cannot attach a report to this showing, and spends nothing trying.
    let b = agent(r, "quota-b@example.com", 3).await;
    let err = generate(r.reports.as_ref(), new_report(b.id, showing.id, "x"))
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
    bare.details.subject = SubjectFacts::default();
    let bare = r.showings.insert(bare).await.unwrap();
    let found = r.showings.find(a.id, bare.id).await.unwrap().unwrap();
    assert_eq!(found.details.subject, SubjectFacts::default());
    let listed = r.showings.list(a.id, Page::new(None, None)).await.unwrap();
    assert_eq!(listed.items[0].details.subject, SubjectFacts::default());
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
    let used = |id| {
        let users = r.users.clone();
        async move {
            users
                .find_by_id(id)
                .await
                .unwrap()
                .unwrap()
                .allowance
                .used_this_month
        }
    };

    let one = [comparable("1 Near St", 410_000)];
    let (first, first_cma) = r
        .reports
        .insert_with_market_analysis(
            new_report(a.id, s.id, "first"),
            new_market_analysis(a.id, s.id, &one),
        )
        .await
        .unwrap();
    assert_eq!(first.report_type, ReportType::Comprehensive);
    assert_eq!(first.content, report_content("first"));
    assert_eq!(first_cma.report.report_type, ReportType::Cma);
    assert_eq!(first_cma.report.content, market_analysis_content(&one));
    assert!(first_cma.retired_pdfs.is_empty());
    assert_eq!(used(a.id).await, 1, "one report of the allowance");
    assert_eq!(
        r.showings.find(a.id, s.id).await.unwrap().unwrap().status,
        ShowingStatus::Completed
    );

    // A second report replaces the analysis in place and retires every PDF it made stale.
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
    let (second, second_cma) = r
        .reports
        .insert_with_market_analysis(
            new_report(a.id, s.id, "second"),
            new_market_analysis(a.id, s.id, &two),
        )
        .await
        .unwrap();
    assert_eq!(
        second_cma.report.id, first_cma.report.id,
        "replaced in place"
    );
    assert_eq!(second_cma.report.content, market_analysis_content(&two));
    let mut retired = second_cma.retired_pdfs.clone();
    retired.sort();
    assert_eq!(retired, ["reports/pair/cma.pdf", "reports/pair/first.pdf"]);
    assert_eq!(used(a.id).await, 2);
    let stored = |owner, showing| {
        let reports = r.reports.clone();
        async move {
            reports
                .list_for_showing(owner, showing)
                .await
                .unwrap()
                .into_iter()
                .map(|r| (r.id, r.content.summary, r.pdf_file_path))
                .collect::<Vec<_>>()
        }
    };
    let after_second = stored(a.id, s.id).await;
    assert_eq!(
        after_second
            .iter()
            .map(|(id, _, pdf)| (*id, pdf.clone()))
            .collect::<Vec<_>>(),
        vec![
            (second.id, None),
            (first.id, None),
            (first_cma.report.id, None)
        ]
    );

    // With no report left, nothing is stored: not the report, not the analysis.
    let err = r
        .reports
        .insert_with_market_analysis(
            new_report(a.id, s.id, "third"),
            new_market_analysis(a.id, s.id, &one),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(err, RepositoryError::AllowanceExhausted { limit: 2 }),
        "{err:?}"
    );
    assert_eq!(stored(a.id, s.id).await, after_second);
    assert_eq!(used(a.id).await, 2);

    // Another agent's showing is not found, and costs that agent nothing.
    let err = r
        .reports
        .insert_with_market_analysis(
            new_report(b.id, s.id, "theirs"),
            new_market_analysis(b.id, s.id, &one),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert_eq!(used(b.id).await, 0);
    assert_eq!(stored(a.id, s.id).await, after_second);
}
