//! Contract of the delivery queue: a version of a report is queued once however many sends race
//! for it, workers never take the same delivery, a worker whose lease ran out changes nothing,
//! and nothing is lost between queued, sending, retried, failed and sent.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use showscribe_application::ports::{
    DeliveryQueue, ReportRepository, ShowingRepository, UserRepository,
};
use showscribe_domain::delivery::{DeliveryId, DeliveryStatus, NewDelivery};
use showscribe_domain::showing::{Report, ReportType};
use showscribe_domain::{PlanId, SubscriptionStatus, User};

use super::generate;
use crate::fixtures::{new_report, new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
    pub deliveries: Arc<dyn DeliveryQueue>,
}

pub async fn run_all(r: &Repos) {
    concurrent_sends_of_one_version_queue_one_delivery(r).await;
    another_agents_report_queues_nothing(r).await;
    concurrent_workers_take_different_deliveries(r).await;
    a_worker_whose_lease_ran_out_changes_nothing(r).await;
    retries_wait_failures_stop_and_the_agent_can_queue_again(r).await;
    a_released_delivery_is_taken_again_untried(r).await;
}

fn at(seconds: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap() + chrono::Duration::seconds(seconds)
}

const LEASE: Duration = Duration::from_secs(60);

async fn agent_with_report(r: &Repos, email: &str) -> (User, Report) {
    let u = r.users.insert(new_user(email)).await.unwrap();
    let u = r
        .users
        .set_plan(u.id, Some(PlanId::Elite), SubscriptionStatus::Active, 100)
        .await
        .unwrap();
    let s = r
        .showings
        .insert(new_showing(u.id, "9 Queue Ln"))
        .await
        .unwrap();
    let report = generate(&*r.reports, new_report(u.id, s.id, "Solid home."))
        .await
        .unwrap();
    assert_eq!(report.report_type, ReportType::Comprehensive);
    (u, report)
}

fn delivery(u: &User, report: &Report, version: &str, queued_at: DateTime<Utc>) -> NewDelivery {
    NewDelivery {
        user_id: u.id,
        showing_id: report.showing_id,
        report_id: report.id,
        fingerprint: version.to_owned(),
        recipients: vec![
            "Pat Lee <pat@example.com>".into(),
            u.profile.email.as_str().into(),
        ],
        subject: "Showing report: 9 Queue Ln".into(),
        queued_at,
    }
}

async fn concurrent_sends_of_one_version_queue_one_delivery(r: &Repos) {
    let (u, report) = agent_with_report(r, "race@example.com").await;
    let sends = (0..20).map(|_| {
        let queue = r.deliveries.clone();
        let new = delivery(&u, &report, "v1", at(0));
        tokio::spawn(async move { queue.enqueue(new).await })
    });
    let mut won = 0;
    for send in futures_join(sends).await {
        if send.unwrap().unwrap().is_some() {
            won += 1;
        }
    }
    assert_eq!(
        won, 1,
        "20 concurrent sends of one version queue exactly one delivery"
    );
    let history = r
        .deliveries
        .for_showing(u.id, report.showing_id)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].status, DeliveryStatus::Queued);
    assert_eq!(history[0].attempts, 0);
    assert_eq!(history[0].recipients.len(), 2);

    // The report changed: its new version is a new delivery beside the first.
    let second = r
        .deliveries
        .enqueue(delivery(&u, &report, "v2", at(5)))
        .await
        .unwrap()
        .expect("a new version queues again");
    assert_ne!(second.id, history[0].id);
    assert!(
        r.deliveries
            .enqueue(delivery(&u, &report, "v1", at(6)))
            .await
            .unwrap()
            .is_none(),
        "a version already queued stays once"
    );
    // Clear the queue for the next cases.
    drain(r, at(10)).await;
}

async fn another_agents_report_queues_nothing(r: &Repos) {
    let (_, report) = agent_with_report(r, "owner-q@example.com").await;
    let other = r
        .users
        .insert(new_user("intruder-q@example.com"))
        .await
        .unwrap();
    let mut forged = delivery(&other, &report, "v1", at(0));
    forged.user_id = other.id;
    assert!(r.deliveries.enqueue(forged).await.unwrap().is_none());
    assert!(r.deliveries.claim(at(1), LEASE).await.unwrap().is_none());
}

async fn concurrent_workers_take_different_deliveries(r: &Repos) {
    let (u, report) = agent_with_report(r, "workers@example.com").await;
    for v in 0..6 {
        r.deliveries
            .enqueue(delivery(&u, &report, &format!("w{v}"), at(v)))
            .await
            .unwrap()
            .unwrap();
    }
    let claims = (0..10).map(|_| {
        let queue = r.deliveries.clone();
        tokio::spawn(async move { queue.claim(at(100), LEASE).await })
    });
    let mut taken = HashSet::new();
    let mut idle = 0;
    for claim in futures_join(claims).await {
        match claim.unwrap().unwrap() {
            Some(d) => {
                assert_eq!(d.status, DeliveryStatus::Sending);
                assert_eq!(d.attempts, 1);
                assert!(taken.insert(d.id), "{:?} was taken twice", d.id);
            }
            None => idle += 1,
        }
    }
    assert_eq!((taken.len(), idle), (6, 4));
    let depth = r.deliveries.depth().await.unwrap();
    assert_eq!(depth.waiting, 6);
    drain(r, at(1_000)).await;
}

async fn a_worker_whose_lease_ran_out_changes_nothing(r: &Repos) {
    let (u, report) = agent_with_report(r, "lease@example.com").await;
    r.deliveries
        .enqueue(delivery(&u, &report, "v1", at(0)))
        .await
        .unwrap()
        .unwrap();
    let first = r.deliveries.claim(at(1), LEASE).await.unwrap().unwrap();
    assert!(
        r.deliveries.claim(at(30), LEASE).await.unwrap().is_none(),
        "held while the lease runs"
    );
    // The first worker died (or stalled): after its lease another takes the delivery.
    let second = r.deliveries.claim(at(62), LEASE).await.unwrap().unwrap();
    assert_eq!((second.id, second.attempts), (first.id, 2));
    assert!(!r.deliveries.mark_sent(&first, at(63)).await.unwrap());
    assert!(!r.deliveries.mark_failed(&first, "late").await.unwrap());
    assert!(r.deliveries.mark_sent(&second, at(64)).await.unwrap());
    let history = r
        .deliveries
        .for_showing(u.id, report.showing_id)
        .await
        .unwrap();
    assert_eq!(history[0].status, DeliveryStatus::Sent);
    assert_eq!(history[0].sent_at, Some(at(64)));
    let stored = r
        .reports
        .list_for_showing(u.id, report.showing_id)
        .await
        .unwrap();
    assert!(
        stored.iter().any(|s| s.id == report.id && s.email_sent),
        "a sent delivery marks its report sent"
    );
    assert!(
        r.deliveries.claim(at(500), LEASE).await.unwrap().is_none(),
        "sent stays sent"
    );
}

async fn retries_wait_failures_stop_and_the_agent_can_queue_again(r: &Repos) {
    let (u, report) = agent_with_report(r, "retry@example.com").await;
    r.deliveries
        .enqueue(delivery(&u, &report, "v1", at(0)))
        .await
        .unwrap()
        .unwrap();
    let claimed = r.deliveries.claim(at(1), LEASE).await.unwrap().unwrap();
    assert!(
        r.deliveries
            .retry_later(&claimed, at(31), "451 try later")
            .await
            .unwrap()
    );
    assert!(
        r.deliveries.claim(at(30), LEASE).await.unwrap().is_none(),
        "not due yet"
    );
    let again = r.deliveries.claim(at(31), LEASE).await.unwrap().unwrap();
    assert_eq!(again.attempts, 2);
    assert_eq!(again.last_error.as_deref(), Some("451 try later"));
    assert!(
        r.deliveries
            .mark_failed(&again, "550 no such mailbox")
            .await
            .unwrap()
    );
    assert!(
        r.deliveries
            .claim(at(10_000), LEASE)
            .await
            .unwrap()
            .is_none()
    );
    let depth = r.deliveries.depth().await.unwrap();
    assert_eq!((depth.waiting, depth.failed), (0, 1));

    let stranger = r
        .users
        .insert(new_user("stranger-q@example.com"))
        .await
        .unwrap();
    assert!(
        r.deliveries
            .requeue_failed(stranger.id, report.showing_id, again.id, at(40))
            .await
            .unwrap()
            .is_none(),
        "only the owner queues it again"
    );
    assert!(
        r.deliveries
            .requeue_failed(
                u.id,
                report.showing_id,
                DeliveryId(again.id.0 + 1_000),
                at(40)
            )
            .await
            .unwrap()
            .is_none()
    );
    let requeued = r
        .deliveries
        .requeue_failed(u.id, report.showing_id, again.id, at(40))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (requeued.status, requeued.attempts),
        (DeliveryStatus::Queued, 0)
    );
    assert!(
        r.deliveries
            .requeue_failed(u.id, report.showing_id, again.id, at(41))
            .await
            .unwrap()
            .is_none(),
        "a queued delivery is not failed"
    );
    let last = r.deliveries.claim(at(40), LEASE).await.unwrap().unwrap();
    assert_eq!(last.id, again.id);
    assert!(r.deliveries.mark_sent(&last, at(42)).await.unwrap());
}

async fn a_released_delivery_is_taken_again_untried(r: &Repos) {
    let (u, report) = agent_with_report(r, "release@example.com").await;
    r.deliveries
        .enqueue(delivery(&u, &report, "v1", at(0)))
        .await
        .unwrap()
        .unwrap();
    let claimed = r.deliveries.claim(at(1), LEASE).await.unwrap().unwrap();
    assert!(r.deliveries.release(&claimed).await.unwrap());
    let again = r.deliveries.claim(at(2), LEASE).await.unwrap().unwrap();
    assert_eq!((again.id, again.attempts), (claimed.id, 1));
    assert!(r.deliveries.mark_sent(&again, at(3)).await.unwrap());
}

/// Sends everything due at `now`.
async fn drain(r: &Repos, now: DateTime<Utc>) {
    while let Some(d) = r.deliveries.claim(now, LEASE).await.unwrap() {
        assert!(r.deliveries.mark_sent(&d, now).await.unwrap());
    }
}

async fn futures_join<T>(
    tasks: impl Iterator<Item = tokio::task::JoinHandle<T>>,
) -> Vec<Result<T, tokio::task::JoinError>> {
    let mut out = Vec::new();
    for t in tasks.collect::<Vec<_>>() {
        out.push(t.await);
    }
    out
}
