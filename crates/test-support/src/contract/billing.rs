//! Contract of the billing repository (with the user repository whose rows it changes). Each
//! function takes fresh, empty repositories.

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use showscribe_application::ports::{
    BillingRepository, EventOutcome, OpenSubscription, PaymentEvent, PendingPurchase, Purchase,
    ReportRepository, ShowingRepository, UserRepository,
};
use showscribe_domain::{Cents, PlanId, SubscriptionStatus, User};

use super::generate;
use crate::fixtures::{new_report, new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
    pub billing: Arc<dyn BillingRepository>,
}

pub async fn run_all(r: &Repos) {
    a_paid_invoice_starts_the_plan_and_a_redelivery_changes_nothing(r).await;
    concurrent_deliveries_of_one_invoice_reset_once(r).await;
    packs_are_credited_once_and_carry_over(r).await;
    a_single_report_puts_a_planless_agent_on_pay_per_report(r).await;
    subscription_updates_and_deletion(r).await;
    open_subscriptions_are_reused_by_plan_and_coupon(r).await;
    events_about_unknown_objects_are_recorded_and_ignored(r).await;
    a_plan_change_keeps_the_usage_and_the_one_subscription(r).await;
    a_new_price_in_a_webhook_changes_the_plan_once(r).await;
    the_period_end_is_kept_from_invoices_updates_and_cancelling(r).await;
    a_plan_without_a_provider_changes_alone(r).await;
}

async fn agent(r: &Repos, email: &str) -> User {
    r.users.insert(new_user(email)).await.unwrap()
}

async fn reload(r: &Repos, u: &User) -> User {
    r.users.find_by_id(u.id).await.unwrap().unwrap()
}

fn open(id: &str, plan: PlanId, coupon: Option<&str>) -> OpenSubscription {
    OpenSubscription {
        subscription_id: id.into(),
        plan,
        coupon_code: coupon.map(Into::into),
        client_secret: Some(format!("{id}_secret")),
        // 80% of Pro's $49.99 with a coupon, the whole price without.
        first_payment: Some(Cents(if coupon.is_some() { 3999 } else { 4999 })),
        created_at: Utc::now(),
    }
}

fn paid(event: &str, sub: &str) -> PaymentEvent {
    PaymentEvent::InvoicePaid {
        event_id: event.into(),
        subscription_id: sub.into(),
        period_end: None,
    }
}

fn at(day: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, day, 12, 0, 0).unwrap()
}

fn updated(
    event: &str,
    sub: &str,
    plan: Option<PlanId>,
    period_end: Option<DateTime<Utc>>,
) -> PaymentEvent {
    PaymentEvent::SubscriptionUpdated {
        event_id: event.into(),
        subscription_id: sub.into(),
        status: SubscriptionStatus::Active,
        cancel_at_period_end: false,
        plan,
        period_end,
    }
}

/// An agent on `plan` through the paid subscription `sub`, with `used` reports used.
async fn subscriber(r: &Repos, email: &str, sub: &str, plan: PlanId, used: i64) -> User {
    let a = agent(r, email).await;
    r.billing
        .record_subscription(a.id, &open(sub, plan, None))
        .await
        .unwrap();
    applied(
        r.billing
            .apply_event(&paid(&format!("evt_{sub}_paid"), sub))
            .await
            .unwrap(),
    );
    let u = reload(r, &a).await;
    use_reports(r, &u, used).await;
    reload(r, &u).await
}

fn usage(u: &User) -> (i64, i64) {
    (u.allowance.used_this_month, u.allowance.limit)
}

async fn a_plan_change_keeps_the_usage_and_the_one_subscription(r: &Repos) {
    let a = subscriber(r, "switch@example.com", "sub_sw", PlanId::Essential, 3).await;
    assert_eq!(usage(&a), (3, 10));
    let u = r
        .billing
        .mark_cancel_at_period_end(a.id, None)
        .await
        .unwrap();
    assert!(u.billing.cancel_at_period_end);

    let u = r
        .billing
        .change_plan(a.id, PlanId::Elite, Some(at(20)))
        .await
        .unwrap();
    assert_eq!(u.subscription_plan, Some(PlanId::Elite));
    assert_eq!(u.subscription_status, SubscriptionStatus::Active);
    assert_eq!(usage(&u), (3, 100), "usage kept, Elite's reports");
    assert_eq!(u.billing.subscription_id.as_deref(), Some("sub_sw"));
    assert!(
        !u.billing.cancel_at_period_end,
        "switching withdraws the cancellation"
    );
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), Some(at(20)));
    assert_eq!(reload(r, &a).await, u);

    // The next renewal is on the new plan.
    let u = applied(
        r.billing
            .apply_event(&paid("evt_sw_renew", "sub_sw"))
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_plan, Some(PlanId::Elite));
    assert_eq!(usage(&u), (0, 100));

    // A downgrade below what is used leaves nothing more this month.
    use_reports(r, &u, 12).await;
    let u = r
        .billing
        .change_plan(a.id, PlanId::Essential, None)
        .await
        .unwrap();
    assert_eq!(usage(&u), (12, 12));
    assert_eq!(
        r.billing.period_end(a.id).await.unwrap(),
        Some(at(20)),
        "kept"
    );
}

async fn a_new_price_in_a_webhook_changes_the_plan_once(r: &Repos) {
    let a = subscriber(r, "portal@example.com", "sub_portal", PlanId::Pro, 2).await;
    assert_eq!(usage(&a), (2, 30));
    let u = applied(
        r.billing
            .apply_event(&updated(
                "evt_p1",
                "sub_portal",
                Some(PlanId::Essential),
                None,
            ))
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_plan, Some(PlanId::Essential));
    assert_eq!(usage(&u), (2, 10));
    // The same plan again (the echo of a switch made here) changes nothing.
    let again = applied(
        r.billing
            .apply_event(&updated(
                "evt_p2",
                "sub_portal",
                Some(PlanId::Essential),
                None,
            ))
            .await
            .unwrap(),
    );
    assert_eq!(usage(&again), (2, 10));
    assert_eq!(
        r.billing
            .apply_event(&updated("evt_p1", "sub_portal", Some(PlanId::Elite), None))
            .await
            .unwrap(),
        EventOutcome::Duplicate
    );
    // A price that is none of the plans' leaves the plan alone.
    let u = applied(
        r.billing
            .apply_event(&updated("evt_p3", "sub_portal", None, None))
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_plan, Some(PlanId::Essential));
    // Renewals follow the new plan.
    let u = applied(
        r.billing
            .apply_event(&paid("evt_p4", "sub_portal"))
            .await
            .unwrap(),
    );
    assert_eq!(usage(&u), (0, 10));
}

async fn the_period_end_is_kept_from_invoices_updates_and_cancelling(r: &Repos) {
    let a = agent(r, "period@example.com").await;
    r.billing
        .record_subscription(a.id, &open("sub_per", PlanId::Pro, None))
        .await
        .unwrap();
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), None);
    applied(
        r.billing
            .apply_event(&PaymentEvent::InvoicePaid {
                event_id: "evt_per1".into(),
                subscription_id: "sub_per".into(),
                period_end: Some(at(1)),
            })
            .await
            .unwrap(),
    );
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), Some(at(1)));
    applied(
        r.billing
            .apply_event(&updated(
                "evt_per2",
                "sub_per",
                Some(PlanId::Pro),
                Some(at(2)),
            ))
            .await
            .unwrap(),
    );
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), Some(at(2)));
    // An update that does not say leaves it.
    applied(
        r.billing
            .apply_event(&updated("evt_per3", "sub_per", None, None))
            .await
            .unwrap(),
    );
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), Some(at(2)));
    r.billing
        .mark_cancel_at_period_end(a.id, Some(at(3)))
        .await
        .unwrap();
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), Some(at(3)));
}

async fn a_plan_without_a_provider_changes_alone(r: &Repos) {
    let a = agent(r, "free-switch@example.com").await;
    r.billing
        .activate_plan(a.id, PlanId::Pro, None)
        .await
        .unwrap();
    let u = r
        .billing
        .change_plan(a.id, PlanId::Elite, None)
        .await
        .unwrap();
    assert_eq!(u.subscription_plan, Some(PlanId::Elite));
    assert_eq!(usage(&u), (0, 100));
    assert_eq!(u.billing.subscription_id, None);
    assert_eq!(r.billing.period_end(a.id).await.unwrap(), None);
}

fn applied(outcome: EventOutcome) -> User {
    match outcome {
        EventOutcome::Applied(u) => *u,
        other => panic!("expected the event to apply, got {other:?}"),
    }
}

async fn a_paid_invoice_starts_the_plan_and_a_redelivery_changes_nothing(r: &Repos) {
    let a = agent(r, "invoice@example.com").await;
    r.billing.set_customer(a.id, "cus_1").await.unwrap();
    r.billing
        .record_subscription(a.id, &open("sub_1", PlanId::Essential, None))
        .await
        .unwrap();
    let u = applied(
        r.billing
            .apply_event(&paid("evt_1", "sub_1"))
            .await
            .unwrap(),
    );
    assert_eq!(u.id, a.id);
    assert_eq!(u.subscription_plan, Some(PlanId::Essential));
    assert_eq!(u.subscription_status, SubscriptionStatus::Active);
    assert_eq!((u.allowance.used_this_month, u.allowance.limit), (0, 10));
    assert_eq!(u.billing.customer_id.as_deref(), Some("cus_1"));
    assert_eq!(u.billing.subscription_id.as_deref(), Some("sub_1"));
    // Its checkout is no longer open, so its secret is not handed out again.
    assert_eq!(
        r.billing
            .open_subscription(a.id, PlanId::Essential, None)
            .await
            .unwrap(),
        None
    );

    // Some reports are used; the same event again is a redelivery and resets nothing.
    use_reports(r, &u, 4).await;
    assert_eq!(
        r.billing
            .apply_event(&paid("evt_1", "sub_1"))
            .await
            .unwrap(),
        EventOutcome::Duplicate
    );
    assert_eq!(reload(r, &a).await.allowance.used_this_month, 4);
    // Next month's invoice (a new event) starts the allowance over.
    let u = applied(
        r.billing
            .apply_event(&paid("evt_2", "sub_1"))
            .await
            .unwrap(),
    );
    assert_eq!((u.allowance.used_this_month, u.allowance.limit), (0, 10));
}

/// Spends `n` reports the way generating does: the first reports of `n` showings.
async fn use_reports(r: &Repos, u: &User, n: i64) {
    for i in 0..n {
        let showing = r
            .showings
            .insert(new_showing(u.id, &format!("{i} Billing Way")))
            .await
            .unwrap();
        generate(
            r.reports.as_ref(),
            new_report(u.id, showing.id, &format!("report {i}")),
        )
        .await
        .unwrap();
    }
}

async fn concurrent_deliveries_of_one_invoice_reset_once(r: &Repos) {
    let a = agent(r, "race@example.com").await;
    r.billing
        .record_subscription(a.id, &open("sub_race", PlanId::Pro, None))
        .await
        .unwrap();
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let billing = r.billing.clone();
        tasks.push(tokio::spawn(async move {
            billing.apply_event(&paid("evt_race", "sub_race")).await
        }));
    }
    let mut outcomes = Vec::new();
    for t in tasks {
        outcomes.push(t.await.unwrap().unwrap());
    }
    let applied_count = outcomes
        .iter()
        .filter(|o| matches!(o, EventOutcome::Applied(_)))
        .count();
    let duplicates = outcomes
        .iter()
        .filter(|o| **o == EventOutcome::Duplicate)
        .count();
    assert_eq!((applied_count, duplicates), (1, 7));
    let u = reload(r, &a).await;
    assert_eq!(u.allowance.limit, 30);
}

async fn packs_are_credited_once_and_carry_over(r: &Repos) {
    let a = agent(r, "pack@example.com").await;
    r.billing
        .activate_plan(a.id, PlanId::Essential, None)
        .await
        .unwrap();
    r.billing
        .record_purchase(
            a.id,
            &PendingPurchase {
                payment_id: "pi_pack".into(),
                purchase: Purchase::Pack { reports: 10 },
                amount_cents: 2000,
                created_at: Utc::now(),
            },
        )
        .await
        .unwrap();
    let before = reload(r, &a).await;
    assert_eq!(
        before.allowance.limit, 10,
        "nothing is credited before payment"
    );
    let u = applied(
        r.billing
            .apply_event(&PaymentEvent::PaymentSucceeded {
                event_id: "evt_pack".into(),
                payment_id: "pi_pack".into(),
            })
            .await
            .unwrap(),
    );
    assert_eq!(u.allowance.limit, 20);
    assert_eq!(u.billing.purchased_reports, 10);
    assert_eq!(u.subscription_plan, Some(PlanId::Essential));
    // The same payment reported again under a new event id credits nothing more.
    assert_eq!(
        r.billing
            .apply_event(&PaymentEvent::PaymentSucceeded {
                event_id: "evt_pack_again".into(),
                payment_id: "pi_pack".into(),
            })
            .await
            .unwrap(),
        EventOutcome::Unmatched
    );
    assert_eq!(reload(r, &a).await.allowance.limit, 20);
    // 13 used: the plan's 10, then 3 of the pack. A new period (here: the plan activated
    // again) keeps the 7 unused pack reports.
    use_reports(r, &u, 13).await;
    let u = r
        .billing
        .activate_plan(a.id, PlanId::Essential, None)
        .await
        .unwrap();
    assert_eq!(
        (
            u.allowance.used_this_month,
            u.allowance.limit,
            u.billing.purchased_reports
        ),
        (0, 17, 7)
    );
    // Ending the plan leaves the bought reports.
    use_reports(r, &u, 2).await;
    let u = r.billing.end_plan(a.id).await.unwrap();
    assert_eq!(u.subscription_plan, None);
    assert_eq!(u.subscription_status, SubscriptionStatus::Canceled);
    assert_eq!((u.allowance.used_this_month, u.allowance.limit), (0, 7));
}

async fn a_single_report_puts_a_planless_agent_on_pay_per_report(r: &Repos) {
    let a = agent(r, "single@example.com").await;
    r.billing
        .record_purchase(
            a.id,
            &PendingPurchase {
                payment_id: "pi_single".into(),
                purchase: Purchase::SingleReport,
                amount_cents: 499,
                created_at: Utc::now(),
            },
        )
        .await
        .unwrap();
    let u = applied(
        r.billing
            .apply_event(&PaymentEvent::PaymentSucceeded {
                event_id: "evt_single".into(),
                payment_id: "pi_single".into(),
            })
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_plan, Some(PlanId::PayPerReport));
    assert_eq!(u.subscription_status, SubscriptionStatus::Active);
    // The free trial report plus the one bought.
    assert_eq!(u.allowance.limit, a.allowance.limit + 1);
}

async fn subscription_updates_and_deletion(r: &Repos) {
    let a = agent(r, "updates@example.com").await;
    r.billing
        .record_subscription(a.id, &open("sub_upd", PlanId::Elite, None))
        .await
        .unwrap();
    applied(
        r.billing
            .apply_event(&paid("evt_u1", "sub_upd"))
            .await
            .unwrap(),
    );
    let u = r
        .billing
        .mark_cancel_at_period_end(a.id, None)
        .await
        .unwrap();
    assert!(u.billing.cancel_at_period_end);
    let u = applied(
        r.billing
            .apply_event(&PaymentEvent::SubscriptionUpdated {
                event_id: "evt_u2".into(),
                subscription_id: "sub_upd".into(),
                status: SubscriptionStatus::PastDue,
                cancel_at_period_end: false,
                plan: None,
                period_end: None,
            })
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_status, SubscriptionStatus::PastDue);
    assert!(!u.billing.cancel_at_period_end);
    let u = applied(
        r.billing
            .apply_event(&PaymentEvent::SubscriptionDeleted {
                event_id: "evt_u3".into(),
                subscription_id: "sub_upd".into(),
            })
            .await
            .unwrap(),
    );
    assert_eq!(u.subscription_status, SubscriptionStatus::Canceled);
    assert_eq!(u.subscription_plan, None);
    assert_eq!(u.billing.subscription_id, None);
    assert_eq!(u.allowance.limit, 0);
    // A late invoice for the ended subscription does not bring the plan back.
    assert_eq!(
        r.billing
            .apply_event(&paid("evt_u4", "sub_upd"))
            .await
            .unwrap(),
        EventOutcome::Unmatched
    );
}

async fn open_subscriptions_are_reused_by_plan_and_coupon(r: &Repos) {
    let a = agent(r, "open@example.com").await;
    let b = agent(r, "open-b@example.com").await;
    r.billing
        .record_subscription(a.id, &open("sub_o1", PlanId::Pro, None))
        .await
        .unwrap();
    r.billing
        .record_subscription(a.id, &open("sub_o2", PlanId::Pro, Some("WELCOME20")))
        .await
        .unwrap();
    let found = |plan, coupon: Option<&str>, who: &User| {
        let billing = r.billing.clone();
        let id = who.id;
        let coupon = coupon.map(str::to_owned);
        async move {
            billing
                .open_subscription(id, plan, coupon)
                .await
                .unwrap()
                .map(|s| (s.subscription_id, s.first_payment))
        }
    };
    // The first payment is kept, so a checkout picked up again shows the same price.
    assert_eq!(
        found(PlanId::Pro, None, &a).await,
        Some(("sub_o1".to_owned(), Some(Cents(4999))))
    );
    assert_eq!(
        found(PlanId::Pro, Some("WELCOME20"), &a).await,
        Some(("sub_o2".to_owned(), Some(Cents(3999))))
    );
    assert_eq!(found(PlanId::Elite, None, &a).await, None);
    assert_eq!(found(PlanId::Pro, None, &b).await, None, "another agent's");
}

async fn events_about_unknown_objects_are_recorded_and_ignored(r: &Repos) {
    assert_eq!(
        r.billing
            .apply_event(&paid("evt_x", "sub_elsewhere"))
            .await
            .unwrap(),
        EventOutcome::Unmatched
    );
    assert_eq!(
        r.billing
            .apply_event(&paid("evt_x", "sub_elsewhere"))
            .await
            .unwrap(),
        EventOutcome::Duplicate
    );
}
