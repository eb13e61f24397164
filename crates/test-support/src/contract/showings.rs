//! Contract of the showing and report repositories (with the user repository they share the
//! allowance with). Each function takes fresh, empty repositories.

use std::sync::Arc;

use showscribe_application::ports::{
    Page, ReportRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::showing::{ReportId, ShowingId, ShowingStatus};
use showscribe_domain::{PlanId, SubscriptionStatus, User};

use crate::fixtures::{new_report, new_showing, new_user, report_content};

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
            reports
                .insert_consuming_allowance(new_report(owner, id, &format!("attempt {i}")))
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
    assert_eq!(
        r.reports
            .list_for_showing(a.id, showing.id)
            .await
            .unwrap()
            .len(),
        1
    );
    let user = r.users.find_by_id(a.id).await.unwrap().unwrap();
    assert_eq!(user.allowance.used_this_month, 1);
    let showing = r.showings.find(a.id, showing.id).await.unwrap().unwrap();
    assert_eq!(showing.status, ShowingStatus::Completed);

    // Another agent cannot attach a report to this showing, and spends nothing trying.
    let b = agent(r, "quota-b@example.com", 3).await;
    let err = r
        .reports
        .insert_consuming_allowance(new_report(b.id, showing.id, "x"))
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
    let r1 = r
        .reports
        .insert_consuming_allowance(new_report(a.id, s1.id, "one"))
        .await
        .unwrap();
    let r2 = r
        .reports
        .insert_consuming_allowance(new_report(a.id, s2.id, "two"))
        .await
        .unwrap();
    let sb = r
        .showings
        .insert(new_showing(b.id, "30 Other Rd"))
        .await
        .unwrap();
    r.reports
        .insert_consuming_allowance(new_report(b.id, sb.id, "theirs"))
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
    let ids: Vec<ReportId> = listed.items.iter().map(|i| i.report.id).collect();
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
    assert_eq!(page.items[0].report.id, r1.id);

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
    let rep = r
        .reports
        .insert_consuming_allowance(new_report(a.id, s.id, "original"))
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
    let rep = r.reports.insert_consuming_allowance(new).await.unwrap();
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
