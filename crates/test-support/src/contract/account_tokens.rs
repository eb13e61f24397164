//! Contract of the one-time links: only the hash is looked up, a link works once (also when two
//! uses race), an expired link opens nothing, using one ends the account's other reset links and
//! its sessions, and the hourly count sees only the account's own recent links.

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};
use showscribe_application::ports::{AccountTokenRepository, UserRepository};
use showscribe_domain::user::{NewAccountToken, TokenProblem, TokenPurpose};
use showscribe_domain::{Email, PasswordHash, User};

use crate::fixtures::{new_user, profile, token_hash as hash};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub tokens: Arc<dyn AccountTokenRepository>,
}

pub async fn run_all(r: &Repos) {
    a_link_resets_once_and_ends_every_session(r).await;
    an_expired_or_unknown_link_changes_nothing(r).await;
    two_uses_of_one_link_at_once_let_one_win(r).await;
    the_hourly_count_is_per_account_purpose_and_time(r).await;
    concurrent_requests_cannot_pass_the_limit_together(r).await;
    an_address_check_confirms_the_address_once(r).await;
    an_address_check_for_an_old_address_confirms_nothing(r).await;
    two_uses_of_an_address_check_at_once_let_one_win(r).await;
}

fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap() + Duration::minutes(minutes)
}

async fn agent(r: &Repos, email: &str) -> User {
    r.users.insert(new_user(email)).await.unwrap()
}

async fn link(r: &Repos, user: &User, secret: &str, purpose: TokenPurpose, minute: i64) {
    assert!(
        try_link(r, user, secret, purpose, minute).await,
        "the link is issued"
    );
}

/// Issues a link unless the account had three of its kind in the hour before `minute`.
async fn try_link(
    r: &Repos,
    user: &User,
    secret: &str,
    purpose: TokenPurpose,
    minute: i64,
) -> bool {
    r.tokens
        .issue_within(
            &NewAccountToken::new(
                user.id,
                purpose,
                hash(secret),
                user.profile.email.clone(),
                at(minute),
            ),
            3,
            at(minute - 60),
        )
        .await
        .unwrap()
}

fn new_hash(s: &str) -> PasswordHash {
    PasswordHash::from_phc(format!("$argon2id$v=19${s}"))
}

async fn a_link_resets_once_and_ends_every_session(r: &Repos) {
    let u = agent(r, "reset-once@example.com").await;
    link(r, &u, "a1", TokenPurpose::PasswordReset, 0).await;
    link(r, &u, "a2", TokenPurpose::PasswordReset, 1).await;
    let redeemed = r
        .tokens
        .reset_password(&hash("a1"), &new_hash("one"), at(10))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(redeemed.user_id, u.id);
    assert_eq!(
        redeemed.email,
        Email::parse("reset-once@example.com").unwrap()
    );
    assert_eq!(
        r.users.password_hash(u.id).await.unwrap().unwrap(),
        new_hash("one")
    );
    let after = r.users.find_by_id(u.id).await.unwrap().unwrap();
    assert!(
        after.session_version.0 > u.session_version.0,
        "every session ends"
    );
    assert_eq!(
        r.tokens
            .reset_password(&hash("a1"), &new_hash("two"), at(11))
            .await
            .unwrap(),
        Err(TokenProblem::Used)
    );
    assert_eq!(
        r.tokens
            .reset_password(&hash("a2"), &new_hash("two"), at(11))
            .await
            .unwrap(),
        Err(TokenProblem::Used),
        "the account's other reset links stop working"
    );
    assert_eq!(
        r.users.password_hash(u.id).await.unwrap().unwrap(),
        new_hash("one")
    );
}

async fn an_expired_or_unknown_link_changes_nothing(r: &Repos) {
    let u = agent(r, "reset-late@example.com").await;
    link(r, &u, "b1", TokenPurpose::PasswordReset, 0).await;
    let before = r.users.password_hash(u.id).await.unwrap();
    assert_eq!(
        r.tokens
            .reset_password(&hash("b1"), &new_hash("late"), at(60))
            .await
            .unwrap(),
        Err(TokenProblem::Expired)
    );
    assert_eq!(
        r.tokens
            .reset_password(&hash("nope"), &new_hash("late"), at(1))
            .await
            .unwrap(),
        Err(TokenProblem::Unknown)
    );
    // An address-check link is not a reset link.
    link(r, &u, "b2", TokenPurpose::EmailVerification, 0).await;
    assert_eq!(
        r.tokens
            .reset_password(&hash("b2"), &new_hash("late"), at(1))
            .await
            .unwrap(),
        Err(TokenProblem::Unknown)
    );
    assert_eq!(r.users.password_hash(u.id).await.unwrap(), before);
    let after = r.users.find_by_id(u.id).await.unwrap().unwrap();
    assert_eq!(after.session_version, u.session_version);
}

async fn two_uses_of_one_link_at_once_let_one_win(r: &Repos) {
    let u = agent(r, "reset-race@example.com").await;
    link(r, &u, "c1", TokenPurpose::PasswordReset, 0).await;
    let uses = (0..8).map(|n| {
        let tokens = r.tokens.clone();
        tokio::spawn(async move {
            tokens
                .reset_password(&hash("c1"), &new_hash(&format!("race{n}")), at(5))
                .await
                .unwrap()
        })
    });
    let mut won = 0;
    for u in uses.collect::<Vec<_>>() {
        match u.await.unwrap() {
            Ok(_) => won += 1,
            Err(p) => assert_eq!(p, TokenProblem::Used),
        }
    }
    assert_eq!(won, 1);
    let after = r.users.find_by_id(u.id).await.unwrap().unwrap();
    assert_eq!(after.session_version.0, u.session_version.0 + 1);
}

async fn the_hourly_count_is_per_account_purpose_and_time(r: &Repos) {
    let u = agent(r, "reset-count@example.com").await;
    let other = agent(r, "reset-other@example.com").await;
    link(r, &u, "d1", TokenPurpose::PasswordReset, 0).await;
    link(r, &u, "d2", TokenPurpose::PasswordReset, 30).await;
    link(r, &u, "d3", TokenPurpose::EmailVerification, 30).await;
    link(r, &other, "d4", TokenPurpose::PasswordReset, 30).await;
    link(r, &u, "d5", TokenPurpose::PasswordReset, 40).await;
    assert!(
        !try_link(r, &u, "d6", TokenPurpose::PasswordReset, 50).await,
        "a fourth reset link within the hour is refused"
    );
    assert!(
        try_link(r, &u, "d7", TokenPurpose::EmailVerification, 50).await,
        "other purposes count apart"
    );
    assert!(
        try_link(r, &other, "d8", TokenPurpose::PasswordReset, 50).await,
        "other accounts count apart"
    );
    assert!(
        try_link(r, &u, "d9", TokenPurpose::PasswordReset, 61).await,
        "the first link is more than an hour old by now"
    );
}

async fn concurrent_requests_cannot_pass_the_limit_together(r: &Repos) {
    let u = agent(r, "reset-burst@example.com").await;
    let tries = (0..8).map(|n| {
        let tokens = r.tokens.clone();
        let token = NewAccountToken::new(
            u.id,
            TokenPurpose::PasswordReset,
            hash(&format!("e{n}")),
            u.profile.email.clone(),
            at(0),
        );
        tokio::spawn(async move { tokens.issue_within(&token, 3, at(-60)).await.unwrap() })
    });
    let mut issued = 0;
    for t in tries.collect::<Vec<_>>() {
        issued += usize::from(t.await.unwrap());
    }
    assert_eq!(issued, 3);
}

async fn an_address_check_confirms_the_address_once(r: &Repos) {
    let u = agent(r, "check-once@example.com").await;
    assert!(
        !u.email_verified(),
        "a new account's address is unconfirmed"
    );
    link(r, &u, "f11", TokenPurpose::EmailVerification, 0).await;
    link(r, &u, "f12", TokenPurpose::EmailVerification, 1).await;
    // A reset link is not an address check, and an expired one confirms nothing.
    link(r, &u, "f13", TokenPurpose::PasswordReset, 0).await;
    assert_eq!(
        r.tokens.verify_email(&hash("f13"), at(2)).await.unwrap(),
        Err(TokenProblem::Unknown)
    );
    assert_eq!(
        r.tokens
            .verify_email(&hash("f11"), at(60 * 48))
            .await
            .unwrap(),
        Err(TokenProblem::Expired)
    );
    assert!(
        !r.users
            .find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .email_verified()
    );

    let redeemed = r
        .tokens
        .verify_email(&hash("f11"), at(10))
        .await
        .unwrap()
        .expect("the link confirms the address");
    assert_eq!(redeemed.user_id, u.id);
    assert_eq!(redeemed.email, u.profile.email);
    let after = r.users.find_by_id(u.id).await.unwrap().unwrap();
    assert_eq!(after.email_verified_at, Some(at(10)));
    assert_eq!(
        after.session_version, u.session_version,
        "confirming ends no session"
    );
    assert_eq!(
        r.tokens.verify_email(&hash("f11"), at(11)).await.unwrap(),
        Err(TokenProblem::Used)
    );
    assert_eq!(
        r.tokens.verify_email(&hash("f12"), at(11)).await.unwrap(),
        Err(TokenProblem::Used),
        "the account's other address checks are spent"
    );
    // The reset link is untouched.
    assert!(
        r.tokens
            .reset_password(&hash("f13"), &new_hash("still"), at(12))
            .await
            .unwrap()
            .is_ok()
    );
}

async fn an_address_check_for_an_old_address_confirms_nothing(r: &Repos) {
    let u = agent(r, "check-old@example.com").await;
    link(r, &u, "f21", TokenPurpose::EmailVerification, 0).await;
    let moved = r
        .users
        .update_profile(u.id, &profile("check-new@example.com"))
        .await
        .unwrap();
    assert!(!moved.email_verified());
    assert_eq!(
        r.tokens.verify_email(&hash("f21"), at(5)).await.unwrap(),
        Err(TokenProblem::AddressChanged)
    );
    assert!(
        !r.users
            .find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .email_verified()
    );
    // A link sent to the new address confirms it; changing anything but the address then
    // keeps it confirmed, and changing the address again undoes it.
    r.tokens
        .issue_within(
            &NewAccountToken::new(
                u.id,
                TokenPurpose::EmailVerification,
                hash("f22"),
                moved.profile.email.clone(),
                at(6),
            ),
            3,
            at(-60),
        )
        .await
        .unwrap();
    assert!(
        r.tokens
            .verify_email(&hash("f22"), at(7))
            .await
            .unwrap()
            .is_ok()
    );
    let mut renamed = profile("check-new@example.com");
    renamed.phone = showscribe_domain::PhoneNumber::parse("(555) 999-0000").unwrap();
    assert!(
        r.users
            .update_profile(u.id, &renamed)
            .await
            .unwrap()
            .email_verified()
    );
    assert!(
        !r.users
            .update_profile(u.id, &profile("check-third@example.com"))
            .await
            .unwrap()
            .email_verified()
    );
}

async fn two_uses_of_an_address_check_at_once_let_one_win(r: &Repos) {
    let u = agent(r, "check-race@example.com").await;
    link(r, &u, "f31", TokenPurpose::EmailVerification, 0).await;
    let uses = (0..8).map(|_| {
        let tokens = r.tokens.clone();
        tokio::spawn(async move { tokens.verify_email(&hash("f31"), at(5)).await.unwrap() })
    });
    let mut won = 0;
    for u in uses.collect::<Vec<_>>() {
        match u.await.unwrap() {
            Ok(_) => won += 1,
            Err(p) => assert_eq!(p, TokenProblem::Used),
        }
    }
    assert_eq!(won, 1);
}
