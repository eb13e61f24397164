//! The in-memory sandbox.

use std::collections::HashSet;

use showscribe_application::ports::{
    CheckoutMode, PaymentError, PaymentEvent, Payments, PlanChangeRequest,
};
use showscribe_domain::{Cents, PlanId, SubscriptionStatus};
use showscribe_payments::{SANDBOX_COUPON, SandboxPayments, TEST_COUPON};

use crate::support::{pack_request, subscription_request};

#[tokio::test]
async fn a_subscription_is_paid_by_confirming_its_secret() {
    let sandbox = SandboxPayments::new();
    let started = sandbox
        .start_subscription(&subscription_request(None, None))
        .await
        .unwrap();
    assert!(
        started.customer_id.starts_with("cus_sandbox_"),
        "{started:?}"
    );
    assert!(
        started.subscription_id.starts_with("sub_sandbox_"),
        "{started:?}"
    );
    let secret = started.client_secret.clone().unwrap();
    assert!(
        secret.starts_with("pi_sandbox_") && secret.contains("_secret_"),
        "{secret}"
    );
    let held = sandbox.subscription(&started.subscription_id).unwrap();
    assert_eq!(held.status, SubscriptionStatus::Inactive);
    assert_eq!(held.plan, PlanId::Pro);
    assert_eq!(held.first_invoice, Cents(4_999));
    assert_eq!(started.first_payment, Some(Cents(4_999)));

    let events = sandbox.confirm_test_payment(&secret).await.unwrap();

    let PaymentEvent::InvoicePaid {
        subscription_id, ..
    } = &events[0]
    else {
        panic!("{events:?}");
    };
    assert_eq!(subscription_id, &started.subscription_id);
    assert!(matches!(
        &events[1],
        PaymentEvent::SubscriptionUpdated { subscription_id, status: SubscriptionStatus::Active, cancel_at_period_end: false, .. }
            if subscription_id == &started.subscription_id
    ));
    assert_eq!(events.len(), 2);
    assert_eq!(
        sandbox
            .subscription(&started.subscription_id)
            .unwrap()
            .status,
        SubscriptionStatus::Active
    );
}

#[tokio::test]
async fn a_payment_succeeds_by_confirming_its_secret() {
    let sandbox = SandboxPayments::new();
    let started = sandbox.start_payment(&pack_request(None)).await.unwrap();
    assert!(started.payment_id.starts_with("pi_sandbox_"));
    assert!(
        started
            .client_secret
            .starts_with(&format!("{}_secret_", started.payment_id)),
        "{started:?}"
    );
    assert!(!sandbox.payment(&started.payment_id).unwrap().succeeded);

    let events = sandbox
        .confirm_test_payment(&started.client_secret)
        .await
        .unwrap();

    assert!(matches!(
        events.as_slice(),
        [PaymentEvent::PaymentSucceeded { payment_id, .. }] if payment_id == &started.payment_id
    ));
    let held = sandbox.payment(&started.payment_id).unwrap();
    assert!(held.succeeded);
    assert_eq!(held.amount, Cents(3_340));
}

#[tokio::test]
async fn a_secret_confirms_once_and_unknown_secrets_are_not_found() {
    let sandbox = SandboxPayments::new();
    let payment = sandbox.start_payment(&pack_request(None)).await.unwrap();
    sandbox
        .confirm_test_payment(&payment.client_secret)
        .await
        .unwrap();
    for secret in [
        payment.client_secret.as_str(),
        "pi_sandbox_nope_secret_nope",
        payment.payment_id.as_str(),
        "",
    ] {
        assert!(
            matches!(
                sandbox.confirm_test_payment(secret).await,
                Err(PaymentError::NotFound)
            ),
            "{secret:?}"
        );
    }
}

#[tokio::test]
async fn ids_secrets_and_event_ids_are_unique() {
    let sandbox = SandboxPayments::new();
    let mut seen = HashSet::new();
    for _ in 0..20 {
        let payment = sandbox.start_payment(&pack_request(None)).await.unwrap();
        let subscription = sandbox
            .start_subscription(&subscription_request(None, None))
            .await
            .unwrap();
        let secret = subscription.client_secret.unwrap();
        let events = [
            sandbox
                .confirm_test_payment(&payment.client_secret)
                .await
                .unwrap(),
            sandbox.confirm_test_payment(&secret).await.unwrap(),
        ];
        let mut ids = vec![
            payment.customer_id,
            payment.payment_id,
            payment.client_secret,
            subscription.customer_id,
            subscription.subscription_id,
            secret,
        ];
        ids.extend(events.iter().flatten().map(|e| e.event_id().to_owned()));
        for id in ids {
            assert!(seen.insert(id.clone()), "{id} given twice");
        }
    }
}

#[tokio::test]
async fn a_known_customer_is_reused() {
    let sandbox = SandboxPayments::new();
    let first = sandbox.start_payment(&pack_request(None)).await.unwrap();
    let again = sandbox
        .start_subscription(&subscription_request(Some(&first.customer_id), None))
        .await
        .unwrap();
    assert_eq!(again.customer_id, first.customer_id);
}

#[tokio::test]
async fn the_sandbox_coupon_takes_a_fifth_off() {
    let sandbox = SandboxPayments::new();
    let started = sandbox
        .start_subscription(&subscription_request(None, Some(" welcome20 ")))
        .await
        .unwrap();
    assert!(started.client_secret.is_some());
    let held = sandbox.subscription(&started.subscription_id).unwrap();
    assert_eq!(held.first_invoice, Cents(3_999));
    assert_eq!(SANDBOX_COUPON, "WELCOME20");
}

#[tokio::test]
async fn a_free_first_month_needs_no_payment_and_is_active_at_once() {
    let sandbox = SandboxPayments::new();
    let started = sandbox
        .start_subscription(&subscription_request(
            None,
            Some(&TEST_COUPON.to_lowercase()),
        ))
        .await
        .unwrap();
    assert_eq!(started.client_secret, None);
    let held = sandbox.subscription(&started.subscription_id).unwrap();
    assert_eq!(held.status, SubscriptionStatus::Active);
    assert_eq!(held.first_invoice, Cents::ZERO);
}

#[tokio::test]
async fn other_coupons_are_invalid_and_create_nothing() {
    let sandbox = SandboxPayments::new();
    let err = sandbox
        .start_subscription(&subscription_request(None, Some("SPRING20")))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, PaymentError::InvalidCoupon(code) if code == "SPRING20"),
        "{err:?}"
    );
    // A blank code is no code.
    let started = sandbox
        .start_subscription(&subscription_request(None, Some("  ")))
        .await
        .unwrap();
    assert_eq!(
        sandbox
            .subscription(&started.subscription_id)
            .unwrap()
            .first_invoice,
        Cents(4_999)
    );
}

#[tokio::test]
async fn cancelling_marks_the_subscription_and_unknown_ids_are_not_found() {
    let sandbox = SandboxPayments::new();
    let started = sandbox
        .start_subscription(&subscription_request(None, None))
        .await
        .unwrap();
    sandbox
        .cancel_at_period_end(&started.subscription_id)
        .await
        .unwrap();
    assert!(
        sandbox
            .subscription(&started.subscription_id)
            .unwrap()
            .cancel_at_period_end
    );
    // Paying after asking to cancel keeps the cancellation.
    let events = sandbox
        .confirm_test_payment(&started.client_secret.unwrap())
        .await
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        PaymentEvent::SubscriptionUpdated {
            cancel_at_period_end: true,
            ..
        }
    )));
    assert!(matches!(
        sandbox.cancel_at_period_end("sub_sandbox_unknown").await,
        Err(PaymentError::NotFound)
    ));
    assert!(sandbox.subscription("sub_sandbox_unknown").is_none());
}

#[tokio::test]
async fn the_portal_is_the_pricing_page_and_webhooks_do_not_exist() {
    let sandbox = SandboxPayments::new();
    assert_eq!(sandbox.checkout_mode(), CheckoutMode::Sandbox);
    assert_eq!(
        sandbox
            .portal_url("cus_sandbox_x", "https://app.example/account")
            .await
            .unwrap(),
        "/pricing"
    );
    assert!(matches!(
        sandbox.portal_url("", "/").await,
        Err(PaymentError::NotFound)
    ));
    assert!(matches!(
        sandbox.verify_webhook(b"{}", "t=1,v1=00"),
        Err(PaymentError::NotSupported)
    ));
}

#[tokio::test]
async fn pay_per_report_is_not_a_subscription_and_nothing_is_free() {
    let sandbox = SandboxPayments::new();
    let mut request = subscription_request(None, None);
    request.plan = PlanId::PayPerReport;
    assert!(matches!(
        sandbox.start_subscription(&request).await,
        Err(PaymentError::Unexpected(_))
    ));
    let mut payment = pack_request(None);
    payment.amount = Cents::ZERO;
    assert!(matches!(
        sandbox.start_payment(&payment).await,
        Err(PaymentError::Unexpected(_))
    ));
}

/// A paid Pro subscription in the sandbox.
async fn paid_pro(sandbox: &SandboxPayments) -> String {
    let started = sandbox
        .start_subscription(&subscription_request(None, None))
        .await
        .unwrap();
    sandbox
        .confirm_test_payment(&started.client_secret.unwrap())
        .await
        .unwrap();
    started.subscription_id
}

#[tokio::test]
async fn a_paid_period_is_a_month_from_the_payment_and_cancelling_says_when_it_ends() {
    let sandbox = SandboxPayments::new();
    let started = sandbox
        .start_subscription(&subscription_request(None, None))
        .await
        .unwrap();
    assert_eq!(
        sandbox
            .subscription(&started.subscription_id)
            .unwrap()
            .period_end,
        None,
        "no period before the first payment"
    );
    let before = chrono::Utc::now();
    let events = sandbox
        .confirm_test_payment(&started.client_secret.unwrap())
        .await
        .unwrap();
    let end = sandbox
        .subscription(&started.subscription_id)
        .unwrap()
        .period_end
        .unwrap();
    let month = before.checked_add_months(chrono::Months::new(1)).unwrap();
    assert!(
        end >= month && end - month < chrono::Duration::minutes(1),
        "{end} vs {month}"
    );
    assert!(
        matches!(&events[0], PaymentEvent::InvoicePaid { period_end: Some(e), .. } if *e == end)
    );
    assert!(matches!(
        &events[1],
        PaymentEvent::SubscriptionUpdated { plan: Some(PlanId::Pro), period_end: Some(e), .. } if *e == end
    ));
    assert_eq!(
        sandbox
            .cancel_at_period_end(&started.subscription_id)
            .await
            .unwrap(),
        Some(end)
    );
}

#[tokio::test]
async fn switching_plans_changes_the_subscription_at_once_and_reports_it() {
    let sandbox = SandboxPayments::new();
    let id = paid_pro(&sandbox).await;
    sandbox.cancel_at_period_end(&id).await.unwrap();
    let before = sandbox.subscription(&id).unwrap();

    let changed = sandbox
        .change_plan(&PlanChangeRequest {
            subscription_id: id.clone(),
            plan: PlanId::Elite,
            monthly_price: Cents(9_999),
        })
        .await
        .unwrap();

    let after = sandbox.subscription(&id).unwrap();
    assert_eq!(after.plan, PlanId::Elite);
    assert!(
        !after.cancel_at_period_end,
        "a switch withdraws the cancellation"
    );
    assert_eq!(after.status, SubscriptionStatus::Active);
    assert_eq!(after.period_end, before.period_end, "the period is kept");
    assert_eq!(after.customer_id, before.customer_id);
    assert_eq!(changed.period_end, before.period_end);
    let [
        PaymentEvent::SubscriptionUpdated {
            subscription_id,
            status: SubscriptionStatus::Active,
            cancel_at_period_end: false,
            plan: Some(PlanId::Elite),
            period_end,
            ..
        },
    ] = changed.events.as_slice()
    else {
        panic!("{:?}", changed.events);
    };
    assert_eq!(subscription_id, &id);
    assert_eq!(*period_end, before.period_end);

    assert!(matches!(
        sandbox
            .change_plan(&PlanChangeRequest {
                subscription_id: "sub_sandbox_unknown".into(),
                plan: PlanId::Elite,
                monthly_price: Cents(9_999),
            })
            .await,
        Err(PaymentError::NotFound)
    ));
    assert!(matches!(
        sandbox
            .change_plan(&PlanChangeRequest {
                subscription_id: id,
                plan: PlanId::PayPerReport,
                monthly_price: Cents(499),
            })
            .await,
        Err(PaymentError::Unexpected(_))
    ));
}
