//! Contract of the report history the analytics read: the owner's showing reports since a
//! date, never a market analysis or another agent's, each with its showing's creation time and
//! when it was first sent.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use showscribe_application::ports::{
    DeliveryQueue, ReportHistory, ReportRepository, ShowingRepository, UserRepository,
};
use showscribe_domain::delivery::NewDelivery;
use showscribe_domain::showing::Report;
use showscribe_domain::{PlanId, SubscriptionStatus};

use super::generate;
use crate::fixtures::{new_report, new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
    pub deliveries: Arc<dyn DeliveryQueue>,
    pub history: Arc<dyn ReportHistory>,
}

fn at(y: i32, m: u32, d: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, m, d, 9, 0, 0).unwrap()
}

pub async fn run_all(r: &Repos) {
    let mut agents = Vec::new();
    for email in ["history@example.com", "elsewhere@example.com"] {
        let u = r.users.insert(new_user(email)).await.unwrap();
        agents.push(
            r.users
                .set_plan(u.id, Some(PlanId::Elite), SubscriptionStatus::Active, 100)
                .await
                .unwrap(),
        );
    }
    let (owner, other) = (&agents[0], &agents[1]);

    // A showing created on 1 May, its report generated on the given day.
    let report_on = |owner, created: DateTime<Utc>, generated: DateTime<Utc>| {
        let showings = r.showings.clone();
        let reports = r.reports.clone();
        async move {
            let mut showing = new_showing(owner, "5 History Rd");
            showing.created_at = created;
            let showing = showings.insert(showing).await.unwrap();
            let mut report = new_report(owner, showing.id, "A report.");
            report.created_at = generated;
            generate(&*reports, report).await.unwrap()
        }
    };
    let old = report_on(owner.id, at(2025, 1, 2), at(2025, 1, 3)).await;
    let sent = report_on(owner.id, at(2026, 5, 1), at(2026, 5, 2)).await;
    let unsent = report_on(owner.id, at(2026, 6, 1), at(2026, 6, 1)).await;
    report_on(other.id, at(2026, 6, 1), at(2026, 6, 1)).await;

    // Sent twice (a second version later): the first sending counts.
    send(r, &owner.id, &sent, "v1", at(2026, 5, 4)).await;
    send(r, &owner.id, &sent, "v2", at(2026, 5, 9)).await;

    let records = r
        .history
        .reports_since(owner.id, at(2026, 1, 1))
        .await
        .unwrap();
    assert_eq!(
        records.len(),
        2,
        "the old report and every market analysis are left out"
    );
    let first = &records[0];
    assert_eq!(first.generated_at, at(2026, 5, 2));
    assert_eq!(first.showing_created_at, at(2026, 5, 1));
    assert_eq!(first.first_sent_at, Some(at(2026, 5, 4)));
    assert_eq!(first.content, sent.content);
    assert_eq!(records[1].generated_at, unsent.created_at);
    assert_eq!(records[1].first_sent_at, None);

    let all = r
        .history
        .reports_since(owner.id, at(2000, 1, 1))
        .await
        .unwrap();
    assert_eq!(all.len(), 3);
    assert_eq!(all[0].generated_at, old.created_at);

    let theirs = r
        .history
        .reports_since(other.id, at(2000, 1, 1))
        .await
        .unwrap();
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0].first_sent_at, None);
}

/// Queues the report's version `version` and has a worker send it at `when`.
async fn send(
    r: &Repos,
    owner: &showscribe_domain::UserId,
    report: &Report,
    version: &str,
    when: DateTime<Utc>,
) {
    r.deliveries
        .enqueue(NewDelivery {
            user_id: *owner,
            showing_id: report.showing_id,
            report_id: report.id,
            fingerprint: version.to_owned(),
            recipients: vec!["Pat Lee <pat@example.com>".into()],
            subject: "Showing report".into(),
            queued_at: when,
        })
        .await
        .unwrap()
        .expect("queued");
    let claimed = r
        .deliveries
        .claim(when, Duration::from_secs(60))
        .await
        .unwrap()
        .expect("claimed");
    assert!(r.deliveries.mark_sent(&claimed, when).await.unwrap());
}
