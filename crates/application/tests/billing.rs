//! Use-case tests for billing, with mockall mocks of the payment provider and the store.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use mockall::predicate::eq;
use showscribe_application::billing::*;
use showscribe_application::ports::{
    ChangedSubscription, CheckoutMode, EventOutcome, MockBillingRepository, MockClock,
    MockPayments, MockUserRepository, PaymentError, PaymentEvent, PlanChangeRequest, Purchase,
    StartedPayment, StartedSubscription,
};
use showscribe_domain::*;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 1, 9, 0, 0).unwrap()
}

fn agent(plan: Option<PlanId>, status: SubscriptionStatus) -> User {
    User {
        id: UserId(7),
        profile: common::profile(),
        logo_path: None,
        selected_plan: Some(PlanId::Pro),
        subscription_plan: plan,
        subscription_status: status,
        allowance: Allowance::free_trial(),
        billing: BillingAccount::default(),
        session_version: SessionVersion(1),
        email_verified_at: Some(Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap()),
        created_at: t0(),
    }
}

fn period_end() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 1, 9, 0, 0).unwrap()
}

/// An agent paying for `plan` through the provider subscription `sub_9`.
fn subscriber(plan: PlanId) -> User {
    let mut u = agent(Some(plan), SubscriptionStatus::Active);
    u.billing.subscription_id = Some("sub_9".into());
    u.billing.customer_id = Some("cus_9".into());
    u.allowance = Allowance {
        used_this_month: 12,
        limit: plan.plan().included_reports,
    };
    u
}

fn free_agent() -> User {
    agent(None, SubscriptionStatus::Inactive)
}

fn clock() -> Arc<MockClock> {
    let mut c = MockClock::new();
    c.expect_now().returning(t0);
    Arc::new(c)
}

/// A checkout with sandbox payments (where the test coupon is honoured).
fn checkout(payments: MockPayments, billing: MockBillingRepository) -> Checkout {
    checkout_in(CheckoutMode::Sandbox, payments, billing)
}

fn checkout_in(
    mode: CheckoutMode,
    mut payments: MockPayments,
    billing: MockBillingRepository,
) -> Checkout {
    payments
        .expect_checkout_mode()
        .returning(move || mode.clone());
    Checkout::new(Arc::new(payments), Arc::new(billing), clock())
}

#[tokio::test]
async fn with_a_live_provider_the_test_coupon_is_the_providers_to_judge() {
    let mut payments = MockPayments::new();
    payments
        .expect_start_subscription()
        .withf(|r| r.coupon_code.as_deref() == Some("TEST100OFF"))
        .times(1)
        .returning(|_| Err(PaymentError::InvalidCoupon("TEST100OFF".into())));
    let mut billing = MockBillingRepository::new();
    billing.expect_activate_plan().never();
    billing
        .expect_open_subscription()
        .returning(|_, _, _| Ok(None));
    let live = CheckoutMode::Stripe {
        publishable_key: "pk_live".into(),
    };
    let err = checkout_in(live, payments, billing)
        .subscribe(
            &agent(None, SubscriptionStatus::Inactive),
            "pro",
            Some("TEST100OFF"),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(err, CheckoutError::InvalidCoupon(ref m) if m.contains("TEST100OFF")),
        "{err:?}"
    );
}

#[tokio::test]
async fn the_test_coupon_activates_the_plan_without_the_provider() {
    let mut payments = MockPayments::new();
    payments.expect_start_subscription().never();
    payments.expect_start_payment().never();
    let mut billing = MockBillingRepository::new();
    billing
        .expect_activate_plan()
        .with(eq(UserId(7)), eq(PlanId::Essential), eq(None))
        .times(1)
        .returning(|_, _, _| Ok(agent(Some(PlanId::Essential), SubscriptionStatus::Active)));
    let outcome = checkout(payments, billing)
        .subscribe(&free_agent(), "essential", Some("test100off"))
        .await
        .unwrap();
    assert!(
        matches!(outcome, SubscribeOutcome::Activated(u) if u.subscription_plan == Some(PlanId::Essential))
    );
}

#[tokio::test]
async fn unknown_plans_are_refused_before_anything_is_asked() {
    let mut payments = MockPayments::new();
    payments.expect_start_subscription().never();
    let billing = MockBillingRepository::new();
    let err = checkout(payments, billing)
        .subscribe(&free_agent(), "platinum", None)
        .await
        .unwrap_err();
    assert!(matches!(err, CheckoutError::UnknownPlan(p) if p == "platinum"));
}

#[tokio::test]
async fn a_subscription_is_priced_by_the_domain_and_recorded() {
    let mut payments = MockPayments::new();
    payments
        .expect_start_subscription()
        .withf(|r| {
            r.plan == PlanId::Pro
                && r.monthly_price == Cents(4999)
                && r.coupon_code.as_deref() == Some("WELCOME20")
                && r.customer.email == "sam@example.com"
                && r.customer.customer_id.is_none()
        })
        .times(1)
        .returning(|_| {
            Ok(StartedSubscription {
                customer_id: "cus_1".into(),
                subscription_id: "sub_1".into(),
                client_secret: Some("pi_1_secret".into()),
                first_payment: Some(Cents(3999)),
            })
        });
    let mut billing = MockBillingRepository::new();
    billing
        .expect_open_subscription()
        .returning(|_, _, _| Ok(None));
    billing
        .expect_set_customer()
        .with(eq(UserId(7)), eq("cus_1"))
        .times(1)
        .returning(|_, _| Ok(()));
    billing
        .expect_record_subscription()
        .withf(|_, s| {
            s.subscription_id == "sub_1"
                && s.plan == PlanId::Pro
                && s.client_secret.as_deref() == Some("pi_1_secret")
                && s.first_payment == Some(Cents(3999))
        })
        .times(1)
        .returning(|_, _| Ok(()));
    billing.expect_activate_plan().never();
    let outcome = checkout(payments, billing)
        .subscribe(&free_agent(), "pro", Some("WELCOME20"))
        .await
        .unwrap();
    assert_eq!(
        outcome,
        SubscribeOutcome::Payment {
            client_secret: "pi_1_secret".into(),
            amount: Some(Cents(3999)),
        }
    );
}

#[tokio::test]
async fn a_provider_coupon_worth_the_whole_price_activates_at_once() {
    let mut payments = MockPayments::new();
    payments.expect_start_subscription().returning(|_| {
        Ok(StartedSubscription {
            customer_id: "cus_1".into(),
            subscription_id: "sub_free".into(),
            client_secret: None,
            first_payment: Some(Cents::ZERO),
        })
    });
    let mut billing = MockBillingRepository::new();
    billing
        .expect_open_subscription()
        .returning(|_, _, _| Ok(None));
    billing.expect_set_customer().returning(|_, _| Ok(()));
    billing
        .expect_record_subscription()
        .returning(|_, _| Ok(()));
    billing
        .expect_activate_plan()
        .with(
            eq(UserId(7)),
            eq(PlanId::Elite),
            eq(Some("sub_free".to_owned())),
        )
        .times(1)
        .returning(|_, _, _| Ok(agent(Some(PlanId::Elite), SubscriptionStatus::Active)));
    let outcome = checkout(payments, billing)
        .subscribe(&free_agent(), "elite", Some("FRIENDS100"))
        .await
        .unwrap();
    assert!(matches!(outcome, SubscribeOutcome::Activated(_)));
}

#[tokio::test]
async fn a_coupon_the_provider_does_not_know_is_a_clear_error_and_nothing_is_recorded() {
    let mut payments = MockPayments::new();
    payments
        .expect_start_subscription()
        .returning(|r| Err(PaymentError::InvalidCoupon(r.coupon_code.clone().unwrap())));
    let mut billing = MockBillingRepository::new();
    billing
        .expect_open_subscription()
        .returning(|_, _, _| Ok(None));
    billing.expect_record_subscription().never();
    billing.expect_set_customer().never();
    let err = checkout(payments, billing)
        .subscribe(&free_agent(), "pro", Some("BOGUS"))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, CheckoutError::InvalidCoupon(m) if m.contains("BOGUS")),
        "{err:?}"
    );
}

#[tokio::test]
async fn an_open_checkout_is_resumed() {
    let mut payments = MockPayments::new();
    payments.expect_start_subscription().never();
    let mut billing = MockBillingRepository::new();
    billing
        .expect_open_subscription()
        .with(eq(UserId(7)), eq(PlanId::Pro), eq(None))
        .returning(|_, plan, _| {
            Ok(Some(showscribe_application::ports::OpenSubscription {
                subscription_id: "sub_open".into(),
                plan,
                coupon_code: None,
                client_secret: Some("pi_open_secret".into()),
                first_payment: Some(Cents(3999)),
                created_at: t0(),
            }))
        });
    let outcome = checkout(payments, billing)
        .subscribe(&free_agent(), "pro", None)
        .await
        .unwrap();
    assert_eq!(
        outcome,
        SubscribeOutcome::Payment {
            client_secret: "pi_open_secret".into(),
            amount: Some(Cents(3999)),
        }
    );
}

#[tokio::test]
async fn packs_are_priced_for_the_plan_and_refused_to_the_ineligible() {
    for (plan, status) in [
        (None, SubscriptionStatus::Inactive),
        (Some(PlanId::PayPerReport), SubscriptionStatus::Active),
        (Some(PlanId::Pro), SubscriptionStatus::Canceled),
    ] {
        let mut payments = MockPayments::new();
        payments.expect_start_payment().never();
        let err = checkout(payments, MockBillingRepository::new())
            .buy_pack(&agent(plan, status), 10)
            .await
            .unwrap_err();
        assert!(
            matches!(err, CheckoutError::NotEligible),
            "{plan:?} {status:?}"
        );
    }
    let err = checkout(MockPayments::new(), MockBillingRepository::new())
        .buy_pack(&agent(Some(PlanId::Pro), SubscriptionStatus::Active), 25)
        .await
        .unwrap_err();
    assert!(matches!(err, CheckoutError::InvalidPackSize));

    let mut payments = MockPayments::new();
    payments
        .expect_start_payment()
        .withf(|r| r.purchase == Purchase::Pack { reports: 30 } && r.amount == Cents(3000))
        .times(1)
        .returning(|_| {
            Ok(StartedPayment {
                customer_id: "cus_1".into(),
                payment_id: "pi_pack".into(),
                client_secret: "pi_pack_secret".into(),
            })
        });
    let mut billing = MockBillingRepository::new();
    billing.expect_set_customer().returning(|_, _| Ok(()));
    billing
        .expect_record_purchase()
        .withf(|_, p| p.payment_id == "pi_pack" && p.amount_cents == 3000)
        .times(1)
        .returning(|_, _| Ok(()));
    let started = checkout(payments, billing)
        .buy_pack(&agent(Some(PlanId::Elite), SubscriptionStatus::Active), 30)
        .await
        .unwrap();
    assert_eq!(
        (
            started.reports,
            started.amount_cents,
            started.client_secret.as_str()
        ),
        (30, 3000, "pi_pack_secret")
    );
}

#[tokio::test]
async fn a_declined_card_is_reported_with_the_providers_message() {
    let mut payments = MockPayments::new();
    payments
        .expect_start_payment()
        .returning(|_| Err(PaymentError::Declined("Your card was declined.".into())));
    let mut billing = MockBillingRepository::new();
    billing.expect_record_purchase().never();
    let err = checkout(payments, billing)
        .buy_single_report(&free_agent())
        .await
        .unwrap_err();
    assert!(matches!(&err, CheckoutError::Declined(m) if m == "Your card was declined."));
}

fn events(payments: MockPayments, billing: MockBillingRepository) -> PaymentEvents {
    PaymentEvents::new(
        Arc::new(payments),
        Arc::new(billing),
        Arc::new(MockUserRepository::new()),
    )
}

#[tokio::test]
async fn a_webhook_with_a_bad_signature_changes_nothing() {
    let mut payments = MockPayments::new();
    payments
        .expect_verify_webhook()
        .returning(|_, _| Err(PaymentError::InvalidSignature("stale".into())));
    let mut billing = MockBillingRepository::new();
    billing.expect_apply_event().never();
    let err = events(payments, billing)
        .webhook(b"{}", "t=1,v1=00")
        .await
        .unwrap_err();
    assert!(matches!(err, PaymentEventsError::InvalidSignature(_)));
}

#[tokio::test]
async fn verified_webhooks_are_applied_and_other_kinds_ignored() {
    let mut payments = MockPayments::new();
    payments
        .expect_verify_webhook()
        .withf(|body, _| body == b"paid")
        .returning(|_, _| {
            Ok(Some(PaymentEvent::InvoicePaid {
                event_id: "evt_1".into(),
                subscription_id: "sub_1".into(),
                period_end: None,
            }))
        });
    payments
        .expect_verify_webhook()
        .withf(|body, _| body == b"other")
        .returning(|_, _| Ok(None));
    let mut billing = MockBillingRepository::new();
    billing
        .expect_apply_event()
        .withf(|e| e.event_id() == "evt_1")
        .times(1)
        .returning(|_| Ok(EventOutcome::Duplicate));
    let uc = events(payments, billing);
    assert_eq!(
        uc.webhook(b"paid", "sig").await.unwrap(),
        Some(EventOutcome::Duplicate)
    );
    assert_eq!(uc.webhook(b"other", "sig").await.unwrap(), None);
}

#[tokio::test]
async fn cancelling_asks_the_provider_or_ends_a_provider_less_plan() {
    let manage = |payments: MockPayments, billing: MockBillingRepository| {
        ManageSubscription::new(Arc::new(payments), Arc::new(billing))
    };
    let err = manage(MockPayments::new(), MockBillingRepository::new())
        .cancel(&free_agent())
        .await
        .unwrap_err();
    assert!(matches!(err, ManageSubscriptionError::NoSubscription));

    let mut paid = agent(Some(PlanId::Pro), SubscriptionStatus::Active);
    paid.billing.subscription_id = Some("sub_9".into());
    let mut payments = MockPayments::new();
    payments
        .expect_cancel_at_period_end()
        .with(eq("sub_9"))
        .times(1)
        .returning(|_| Ok(Some(period_end())));
    let mut billing = MockBillingRepository::new();
    let after = paid.clone();
    billing
        .expect_mark_cancel_at_period_end()
        .with(eq(UserId(7)), eq(Some(period_end())))
        .times(1)
        .returning(move |_, _| Ok(after.clone()));
    billing.expect_end_plan().never();
    manage(payments, billing).cancel(&paid).await.unwrap();

    let coupon_plan = agent(Some(PlanId::Pro), SubscriptionStatus::Active);
    let mut payments = MockPayments::new();
    payments.expect_cancel_at_period_end().never();
    let mut billing = MockBillingRepository::new();
    billing
        .expect_end_plan()
        .times(1)
        .returning(|_| Ok(agent(None, SubscriptionStatus::Canceled)));
    manage(payments, billing)
        .cancel(&coupon_plan)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_portal_is_the_providers_for_known_customers() {
    let mut with_customer = agent(Some(PlanId::Pro), SubscriptionStatus::Active);
    with_customer.billing.customer_id = Some("cus_3".into());
    let mut payments = MockPayments::new();
    payments
        .expect_portal_url()
        .with(eq("cus_3"), eq("https://app.example/dashboard"))
        .returning(|_, _| Ok("https://billing.example/session/1".into()));
    let uc = ManageSubscription::new(Arc::new(payments), Arc::new(MockBillingRepository::new()));
    assert_eq!(
        uc.portal(&with_customer, "https://app.example/dashboard")
            .await
            .unwrap(),
        "https://billing.example/session/1"
    );
    assert_eq!(
        uc.portal(&free_agent(), "https://app.example/dashboard")
            .await
            .unwrap(),
        "/pricing"
    );
}

#[test]
fn the_summary_offers_packs_only_to_active_monthly_subscribers() {
    let s = BillingSummary::of(&agent(Some(PlanId::Pro), SubscriptionStatus::Active));
    assert_eq!(s.plan_name, "Pro");
    assert_eq!(
        s.packs
            .iter()
            .map(|p| (p.count, p.per_report_cents, p.total_cents))
            .collect::<Vec<_>>(),
        vec![(10, 167, 1670), (20, 167, 3340), (30, 167, 5010)]
    );
    assert!(s.has_active_subscription());
    let free = BillingSummary::of(&free_agent());
    assert_eq!(free.plan_name, "Free");
    assert!(!free.can_buy_packs());
    assert!(!free.has_active_subscription());
    let ppr = BillingSummary::of(&agent(
        Some(PlanId::PayPerReport),
        SubscriptionStatus::Active,
    ));
    assert!(!ppr.can_buy_packs());
    assert!(!ppr.has_active_subscription());
}

fn manage(payments: MockPayments, billing: MockBillingRepository) -> ManageSubscription {
    ManageSubscription::new(Arc::new(payments), Arc::new(billing))
}

#[tokio::test]
async fn switching_plans_changes_the_one_subscription_and_applies_what_the_provider_reports() {
    let pro = subscriber(PlanId::Pro);
    let mut payments = MockPayments::new();
    payments.expect_start_subscription().never();
    payments
        .expect_change_plan()
        .with(eq(PlanChangeRequest {
            subscription_id: "sub_9".into(),
            plan: PlanId::Elite,
            monthly_price: Cents(9_999),
        }))
        .times(1)
        .returning(|r| {
            Ok(ChangedSubscription {
                period_end: Some(period_end()),
                events: vec![PaymentEvent::SubscriptionUpdated {
                    event_id: "evt_sw".into(),
                    subscription_id: r.subscription_id.clone(),
                    status: SubscriptionStatus::Active,
                    cancel_at_period_end: false,
                    plan: Some(r.plan),
                    period_end: Some(period_end()),
                }],
            })
        });
    let mut billing = MockBillingRepository::new();
    let mut elite = subscriber(PlanId::Elite);
    elite.allowance.limit = 100;
    let after = elite.clone();
    let mut seq = mockall::Sequence::new();
    billing
        .expect_change_plan()
        .with(eq(UserId(7)), eq(PlanId::Elite), eq(Some(period_end())))
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_, _, _| Ok(after.clone()));
    let echoed = elite.clone();
    billing
        .expect_apply_event()
        .withf(|e| e.event_id() == "evt_sw")
        .times(1)
        .in_sequence(&mut seq)
        .returning(move |_| Ok(EventOutcome::Applied(Box::new(echoed.clone()))));
    billing.expect_activate_plan().never();
    let user = manage(payments, billing)
        .change_plan(&pro, "elite")
        .await
        .unwrap();
    assert_eq!(user.subscription_plan, Some(PlanId::Elite));
}

#[tokio::test]
async fn switching_to_the_same_plan_or_without_a_subscription_is_refused_before_the_provider() {
    let uc = || {
        let mut payments = MockPayments::new();
        payments.expect_change_plan().never();
        let mut billing = MockBillingRepository::new();
        billing.expect_change_plan().never();
        manage(payments, billing)
    };
    let err = uc()
        .change_plan(&subscriber(PlanId::Pro), " PRO ")
        .await
        .unwrap_err();
    assert!(
        matches!(err, ManageSubscriptionError::SamePlan("Pro")),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "You are already subscribed to the Pro plan"
    );
    let err = uc().change_plan(&free_agent(), "elite").await.unwrap_err();
    assert!(matches!(err, ManageSubscriptionError::NoSubscription));
    let err = uc()
        .change_plan(&subscriber(PlanId::Pro), "pay-per-report")
        .await
        .unwrap_err();
    assert!(matches!(err, ManageSubscriptionError::NotMonthly(_)));
    let err = uc()
        .change_plan(&subscriber(PlanId::Pro), "platinum")
        .await
        .unwrap_err();
    assert!(matches!(err, ManageSubscriptionError::UnknownPlan(ref p) if p == "platinum"));
}

#[tokio::test]
async fn a_provider_failure_changes_nothing_here() {
    let mut payments = MockPayments::new();
    payments
        .expect_change_plan()
        .returning(|_| Err(PaymentError::Unavailable(anyhow::anyhow!("timeout"))));
    let mut billing = MockBillingRepository::new();
    billing.expect_change_plan().never();
    let err = manage(payments, billing)
        .change_plan(&subscriber(PlanId::Pro), "essential")
        .await
        .unwrap_err();
    assert!(matches!(err, ManageSubscriptionError::Unavailable(_)));
}

#[tokio::test]
async fn a_test_coupon_plan_switches_without_the_provider() {
    let coupon_plan = agent(Some(PlanId::Pro), SubscriptionStatus::Active);
    let mut payments = MockPayments::new();
    payments.expect_change_plan().never();
    let mut billing = MockBillingRepository::new();
    billing
        .expect_change_plan()
        .with(eq(UserId(7)), eq(PlanId::Essential), eq(None))
        .times(1)
        .returning(|_, _, _| Ok(agent(Some(PlanId::Essential), SubscriptionStatus::Active)));
    manage(payments, billing)
        .change_plan(&coupon_plan, "essential")
        .await
        .unwrap();
}

#[tokio::test]
async fn checkout_never_starts_a_second_subscription() {
    let uc = || {
        let mut payments = MockPayments::new();
        payments.expect_start_subscription().never();
        payments.expect_change_plan().never();
        let mut billing = MockBillingRepository::new();
        billing.expect_activate_plan().never();
        billing.expect_open_subscription().never();
        checkout(payments, billing)
    };
    let err = uc()
        .subscribe(&subscriber(PlanId::Pro), "pro", None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, CheckoutError::AlreadySubscribed("Pro")),
        "{err:?}"
    );
    let err = uc()
        .subscribe(&subscriber(PlanId::Pro), "elite", Some("TEST100OFF"))
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            CheckoutError::SwitchInstead {
                current: "Pro",
                wanted: "Elite"
            }
        ),
        "{err:?}"
    );
    // The same plan with the test coupon, on a plan started with it: already there.
    let err = uc()
        .subscribe(
            &agent(Some(PlanId::Pro), SubscriptionStatus::Active),
            "pro",
            Some("TEST100OFF"),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, CheckoutError::AlreadySubscribed(_)));
}

#[tokio::test]
async fn the_test_coupon_on_a_test_coupon_plan_is_a_plan_change() {
    let mut billing = MockBillingRepository::new();
    billing.expect_activate_plan().never();
    billing
        .expect_change_plan()
        .with(eq(UserId(7)), eq(PlanId::Elite), eq(None))
        .times(1)
        .returning(|_, _, _| Ok(agent(Some(PlanId::Elite), SubscriptionStatus::Active)));
    let outcome = checkout(MockPayments::new(), billing)
        .subscribe(
            &agent(Some(PlanId::Pro), SubscriptionStatus::Active),
            "elite",
            Some("test100off"),
        )
        .await
        .unwrap();
    assert!(matches!(outcome, SubscribeOutcome::Activated(_)));
}

#[tokio::test]
async fn the_summary_says_what_switching_and_cancelling_would_do() {
    // Pro, 12 used, a 10-pack bought: 40 reports this month.
    let mut pro = subscriber(PlanId::Pro);
    pro.allowance.limit = 40;
    pro.billing.purchased_reports = 10;
    let mut billing = MockBillingRepository::new();
    billing
        .expect_period_end()
        .with(eq(UserId(7)))
        .returning(|_| Ok(Some(period_end())));
    let s = manage(MockPayments::new(), billing)
        .summary(&pro)
        .await
        .unwrap();
    assert_eq!(s.period_end, Some(period_end()));
    assert_eq!(s.cancel_effect(), Some(CancelEffect::AtPeriodEnd));
    assert!(!s.test_plan);
    let changes: Vec<_> = s
        .plan_changes
        .iter()
        .map(|c| {
            (
                c.plan,
                c.monthly_price_cents,
                c.upgrade,
                c.reports_limit,
                c.reports_available,
            )
        })
        .collect();
    assert_eq!(
        changes,
        vec![
            // Essential: 12 used is more than its 10, the 10 bought stay.
            (PlanId::Essential, 1_999, false, 22, 10),
            (PlanId::Elite, 9_999, true, 110, 98),
        ]
    );

    // A test-coupon plan has no period and ends at once; the store is not asked.
    let mut billing = MockBillingRepository::new();
    billing.expect_period_end().never();
    let s = manage(MockPayments::new(), billing)
        .summary(&agent(Some(PlanId::Pro), SubscriptionStatus::Active))
        .await
        .unwrap();
    assert!(s.test_plan);
    assert_eq!(s.cancel_effect(), Some(CancelEffect::Immediately));
    assert_eq!(s.period_end, None);

    let free = BillingSummary::of(&free_agent());
    assert_eq!(free.cancel_effect(), None);
    assert!(free.plan_changes.is_empty());
}
