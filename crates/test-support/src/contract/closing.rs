//! Contract of closing an account: everything the agent owns goes in one step, the files it
//! held are handed back for deletion, and the address is free to register again.

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::{
    BillingRepository, OpenSubscription, Page, PendingPurchase, Purchase, ReportRepository,
    RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::PlanId;

use super::generate;
use crate::fixtures::{new_report, new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
    pub billing: Arc<dyn BillingRepository>,
}

pub async fn run_all(r: &Repos) {
    closing_an_account_removes_what_it_owns_and_frees_the_address(r).await;
    another_agents_account_is_untouched(r).await;
}

async fn closing_an_account_removes_what_it_owns_and_frees_the_address(r: &Repos) {
    let u = r
        .users
        .insert(new_user("closing@example.com"))
        .await
        .unwrap();
    r.users
        .set_logo(u.id, Some("logos/closing.png".into()))
        .await
        .unwrap();
    let s = r
        .showings
        .insert(new_showing(u.id, "1 Closing Rd"))
        .await
        .unwrap();
    let report = generate(&*r.reports, new_report(u.id, s.id, "Fine."))
        .await
        .unwrap();
    r.reports
        .set_pdf(u.id, s.id, report.id, "reports/closing.pdf")
        .await
        .unwrap();
    let at = Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap();
    r.billing
        .record_purchase(
            u.id,
            &PendingPurchase {
                payment_id: "pi_closing".into(),
                purchase: Purchase::SingleReport,
                amount_cents: 2_999,
                created_at: at,
            },
        )
        .await
        .unwrap();
    r.billing
        .record_subscription(
            u.id,
            &OpenSubscription {
                subscription_id: "sub_closing".into(),
                plan: PlanId::Pro,
                coupon_code: None,
                client_secret: None,
                first_payment: None,
                created_at: at,
            },
        )
        .await
        .unwrap();

    let mut files = r.users.delete_account(u.id).await.unwrap();
    files.sort();
    assert_eq!(files, vec!["logos/closing.png", "reports/closing.pdf"]);
    assert!(r.users.find_by_id(u.id).await.unwrap().is_none());
    assert!(r.users.password_hash(u.id).await.unwrap().is_none());
    let listed = r
        .reports
        .list_for_owner(
            u.id,
            Page {
                limit: 50,
                offset: 0,
            },
        )
        .await
        .unwrap();
    assert_eq!(listed.total, 0);
    assert!(r.showings.find(u.id, s.id).await.unwrap().is_none());
    assert!(matches!(
        r.users.delete_account(u.id).await,
        Err(RepositoryError::NotFound)
    ));
    let again = r
        .users
        .insert(new_user("closing@example.com"))
        .await
        .unwrap();
    assert_ne!(again.id, u.id);
}

async fn another_agents_account_is_untouched(r: &Repos) {
    let stays = r.users.insert(new_user("stays@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(stays.id, "2 Staying St"))
        .await
        .unwrap();
    let goes = r.users.insert(new_user("goes@example.com")).await.unwrap();
    r.users.delete_account(goes.id).await.unwrap();
    assert!(r.users.find_by_id(stays.id).await.unwrap().is_some());
    assert!(r.showings.find(stays.id, s.id).await.unwrap().is_some());
}
