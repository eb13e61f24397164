//! Use-case tests for accounts, with mockall mocks of the ports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use mockall::predicate::eq;
use showscribe_application::accounts::*;
use showscribe_application::ports::{
    MailError, MockAccountTokenRepository, MockClock, MockFileStore, MockMailer,
    MockPasswordHasher, MockPayments, MockSignInRepository, MockUserRepository, PaymentError,
    RepositoryError,
};
use showscribe_domain::user::{RedeemedToken, TokenProblem, TokenPurpose};
use showscribe_domain::*;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).unwrap()
}

fn profile(email: &str) -> UserProfile {
    UserProfile {
        first_name: PersonName::parse("Sam").unwrap(),
        last_name: PersonName::parse("Okafor").unwrap(),
        email: Email::parse(email).unwrap(),
        phone: PhoneNumber::parse("555-010-0199").unwrap(),
        company: None,
        broker_office_name: BrokerOfficeName::parse("Harbor Realty").unwrap(),
    }
}

fn user(id: i64, email: &str, version: i64) -> User {
    User {
        id: UserId(id),
        profile: profile(email),
        logo_path: None,
        selected_plan: Some(PlanId::Pro),
        subscription_plan: None,
        subscription_status: SubscriptionStatus::Inactive,
        allowance: Allowance::free_trial(),
        session_version: SessionVersion(version),
        email_verified_at: Some(Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap()),
        billing: Default::default(),
        created_at: t0(),
    }
}

fn pw(s: &str) -> Password {
    Password::parse(s).unwrap()
}

fn clock() -> Arc<MockClock> {
    let mut c = MockClock::new();
    c.expect_now().returning(t0);
    Arc::new(c)
}

#[tokio::test]
async fn register_hashes_the_password_and_grants_the_free_trial() {
    let mut hasher = MockPasswordHasher::new();
    hasher
        .expect_hash()
        .withf(|p| p.expose() == "secret1")
        .times(1)
        .returning(|_| Ok(PasswordHash::from_phc("$argon2id$h".into())));
    let mut users = MockUserRepository::new();
    users
        .expect_insert()
        .withf(|n| {
            n.password_hash.as_phc() == "$argon2id$h"
                && n.allowance == Allowance::free_trial()
                && n.selected_plan == PlanId::Elite
                && n.created_at == t0()
        })
        .times(1)
        .returning(|_| Ok(user(7, "sam@example.com", 1)));

    let uc = Register::new(Arc::new(users), Arc::new(hasher), clock());
    let created = uc
        .execute(Registration {
            profile: profile("sam@example.com"),
            password: pw("secret1"),
            selected_plan: PlanId::Elite,
        })
        .await
        .unwrap();
    assert_eq!(created.id, UserId(7));
}

#[tokio::test]
async fn register_reports_a_taken_email() {
    let mut hasher = MockPasswordHasher::new();
    hasher
        .expect_hash()
        .returning(|_| Ok(PasswordHash::from_phc("h".into())));
    let mut users = MockUserRepository::new();
    users
        .expect_insert()
        .returning(|_| Err(RepositoryError::DuplicateEmail));
    let uc = Register::new(Arc::new(users), Arc::new(hasher), clock());
    let err = uc
        .execute(Registration {
            profile: profile("sam@example.com"),
            password: pw("secret1"),
            selected_plan: PlanId::Pro,
        })
        .await
        .unwrap_err();
    assert!(matches!(err, RegisterError::EmailTaken), "{err:?}");
}

#[tokio::test]
async fn log_in_accepts_the_right_password() {
    let mut users = MockUserRepository::new();
    users
        .expect_find_credentials()
        .with(eq(Email::parse("sam@example.com").unwrap()))
        .returning(|_| {
            Ok(Some((
                user(3, "sam@example.com", 1),
                PasswordHash::from_phc("stored".into()),
            )))
        });
    let mut hasher = MockPasswordHasher::new();
    hasher
        .expect_verify()
        .withf(|p, h| p.expose() == "right-pw" && h.as_phc() == "stored")
        .returning(|_, _| Ok(true));
    let uc = LogIn::new(Arc::new(users), Arc::new(hasher));
    let u = uc
        .execute(&Email::parse("sam@example.com").unwrap(), &pw("right-pw"))
        .await
        .unwrap();
    assert_eq!(u.id, UserId(3));
}

#[tokio::test]
async fn log_in_gives_one_error_for_wrong_password_and_unknown_email() {
    let mut users = MockUserRepository::new();
    users.expect_find_credentials().returning(|e| {
        if e.as_str() == "known@example.com" {
            Ok(Some((
                user(1, "known@example.com", 1),
                PasswordHash::from_phc("stored".into()),
            )))
        } else {
            Ok(None)
        }
    });
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_verify().returning(|_, _| Ok(false));
    // The unknown email still costs one hash (the decoy) and one verification.
    hasher
        .expect_hash()
        .times(1)
        .returning(|_| Ok(PasswordHash::from_phc("decoy".into())));
    let uc = LogIn::new(Arc::new(users), Arc::new(hasher));

    let wrong = uc
        .execute(&Email::parse("known@example.com").unwrap(), &pw("wrong-pw"))
        .await
        .unwrap_err();
    let unknown = uc
        .execute(
            &Email::parse("unknown@example.com").unwrap(),
            &pw("wrong-pw"),
        )
        .await
        .unwrap_err();
    assert!(matches!(wrong, LogInError::InvalidCredentials));
    assert!(matches!(unknown, LogInError::InvalidCredentials));
    assert_eq!(wrong.to_string(), unknown.to_string());
}

#[tokio::test]
async fn current_user_rejects_sessions_older_than_a_password_change() {
    let mut users = MockUserRepository::new();
    users
        .expect_find_by_id()
        .returning(|id| Ok(Some(user(id.0, "sam@example.com", 2))));
    let uc = CurrentUser::new(Arc::new(users));
    assert!(uc.execute(UserId(1), SessionVersion(2)).await.is_ok());
    assert!(matches!(
        uc.execute(UserId(1), SessionVersion(1)).await,
        Err(CurrentUserError::SignedOut)
    ));
}

#[tokio::test]
async fn current_user_of_a_deleted_account_is_signed_out() {
    let mut users = MockUserRepository::new();
    users.expect_find_by_id().returning(|_| Ok(None));
    let uc = CurrentUser::new(Arc::new(users));
    assert!(matches!(
        uc.execute(UserId(9), SessionVersion(1)).await,
        Err(CurrentUserError::SignedOut)
    ));
}

#[tokio::test]
async fn update_profile_maps_a_taken_email() {
    let mut users = MockUserRepository::new();
    users
        .expect_update_profile()
        .returning(|_, _| Err(RepositoryError::DuplicateEmail));
    let uc = UpdateProfile::new(Arc::new(users));
    assert!(matches!(
        uc.execute(UserId(1), profile("taken@example.com")).await,
        Err(UpdateProfileError::EmailTaken)
    ));
}

#[tokio::test]
async fn change_password_checks_the_current_one_first() {
    let mut users = MockUserRepository::new();
    users
        .expect_password_hash()
        .returning(|_| Ok(Some(PasswordHash::from_phc("old".into()))));
    users.expect_update_password().never();
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_verify().returning(|_, _| Ok(false));
    hasher.expect_hash().never();
    let uc = ChangePassword::new(Arc::new(users), Arc::new(hasher));
    assert!(matches!(
        uc.execute(UserId(1), &pw("not-it"), &pw("new-secret"))
            .await,
        Err(ChangePasswordError::WrongCurrentPassword)
    ));
}

#[tokio::test]
async fn change_password_stores_the_new_hash_and_returns_the_new_session_version() {
    let mut users = MockUserRepository::new();
    users
        .expect_password_hash()
        .returning(|_| Ok(Some(PasswordHash::from_phc("old".into()))));
    users
        .expect_update_password()
        .withf(|id, h| *id == UserId(4) && h.as_phc() == "new-hash")
        .times(1)
        .returning(|_, _| Ok(SessionVersion(5)));
    let mut hasher = MockPasswordHasher::new();
    hasher
        .expect_verify()
        .withf(|p, h| p.expose() == "old-secret" && h.as_phc() == "old")
        .returning(|_, _| Ok(true));
    hasher
        .expect_hash()
        .withf(|p| p.expose() == "new-secret")
        .returning(|_| Ok(PasswordHash::from_phc("new-hash".into())));
    let uc = ChangePassword::new(Arc::new(users), Arc::new(hasher));
    assert_eq!(
        uc.execute(UserId(4), &pw("old-secret"), &pw("new-secret"))
            .await
            .unwrap(),
        SessionVersion(5)
    );
}

fn reset_with(
    users: MockUserRepository,
    tokens: MockAccountTokenRepository,
    hasher: MockPasswordHasher,
    mailer: MockMailer,
) -> PasswordReset {
    PasswordReset::new(
        Arc::new(users),
        Arc::new(tokens),
        Arc::new(hasher),
        Arc::new(mailer),
        clock(),
        "https://app.example.com/",
    )
}

fn known(users: &mut MockUserRepository) {
    users.expect_find_credentials().returning(|_| {
        Ok(Some((
            user(7, "sam@example.com", 3),
            PasswordHash::from_phc("$h".into()),
        )))
    });
}

#[tokio::test]
async fn a_reset_link_is_sent_once_with_a_secret_only_its_hash_is_stored() {
    let mut users = MockUserRepository::new();
    known(&mut users);
    let stored = Arc::new(std::sync::Mutex::new(None));
    let mut tokens = MockAccountTokenRepository::new();
    let keep = stored.clone();
    tokens
        .expect_issue_within()
        .times(1)
        .returning(move |t, limit, since| {
            assert_eq!(t.user_id, UserId(7));
            assert_eq!(t.purpose, TokenPurpose::PasswordReset);
            assert_eq!(t.expires_at, t0() + chrono::Duration::hours(1));
            assert_eq!((limit, since), (3, t0() - chrono::Duration::hours(1)));
            *keep.lock().unwrap() = Some(t.hash.clone());
            Ok(true)
        });
    let sent = Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut mailer = MockMailer::new();
    let outbox = sent.clone();
    mailer.expect_send().times(1).returning(move |e| {
        outbox.lock().unwrap().push(e.clone());
        Ok(())
    });
    let uc = reset_with(users, tokens, MockPasswordHasher::new(), mailer);
    let outcome = uc
        .request(&Email::parse("sam@example.com").unwrap())
        .await
        .unwrap();
    assert_eq!(outcome, ResetRequested::Sent);

    let email = sent.lock().unwrap().pop().unwrap();
    assert_eq!(email.to[0].email.as_str(), "sam@example.com");
    let link = email
        .text_body
        .split_whitespace()
        .find(|w| w.starts_with("https://app.example.com/reset-password?token="))
        .expect("the text carries the link");
    let secret = link.rsplit('=').next().unwrap();
    assert_eq!(Some(token_hash(secret)), *stored.lock().unwrap());
    assert!(email.html_body.contains(&format!("<a href=\"{link}\">")));
}

#[tokio::test]
async fn an_unknown_address_and_an_account_over_its_hourly_links_send_nothing() {
    let mut users = MockUserRepository::new();
    users.expect_find_credentials().returning(|_| Ok(None));
    let mut mailer = MockMailer::new();
    mailer.expect_send().never();
    let uc = reset_with(
        users,
        MockAccountTokenRepository::new(),
        MockPasswordHasher::new(),
        mailer,
    );
    assert_eq!(
        uc.request(&Email::parse("nobody@example.com").unwrap())
            .await
            .unwrap(),
        ResetRequested::NoAccount
    );

    let mut users = MockUserRepository::new();
    known(&mut users);
    let mut tokens = MockAccountTokenRepository::new();
    tokens.expect_issue_within().returning(|_, _, _| Ok(false));
    let mut mailer = MockMailer::new();
    mailer.expect_send().never();
    let uc = reset_with(users, tokens, MockPasswordHasher::new(), mailer);
    assert_eq!(
        uc.request(&Email::parse("sam@example.com").unwrap())
            .await
            .unwrap(),
        ResetRequested::TooMany
    );
}

#[tokio::test]
async fn a_used_or_expired_link_changes_nothing_and_says_why() {
    for problem in [
        TokenProblem::Used,
        TokenProblem::Expired,
        TokenProblem::Unknown,
    ] {
        let mut hasher = MockPasswordHasher::new();
        hasher
            .expect_hash()
            .returning(|_| Ok(PasswordHash::from_phc("$new".into())));
        let mut tokens = MockAccountTokenRepository::new();
        tokens
            .expect_reset_password()
            .returning(move |_, _, _| Ok(Err(problem)));
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let uc = reset_with(MockUserRepository::new(), tokens, hasher, mailer);
        match uc.confirm("abc", &pw("newsecret1")).await {
            Err(PasswordResetError::Token(p)) => assert_eq!(p, problem),
            other => panic!("expected {problem:?}, got {other:?}"),
        }
    }
}

#[tokio::test]
async fn a_good_link_stores_the_new_hash_and_tells_the_agent_even_if_the_notice_fails() {
    let mut hasher = MockPasswordHasher::new();
    hasher
        .expect_hash()
        .withf(|p| p.expose() == "newsecret1")
        .returning(|_| Ok(PasswordHash::from_phc("$new".into())));
    let mut tokens = MockAccountTokenRepository::new();
    tokens
        .expect_reset_password()
        .withf(|t, h, now| *t == token_hash("abc") && h.as_phc() == "$new" && *now == t0())
        .times(1)
        .returning(|_, _, _| {
            Ok(Ok(RedeemedToken {
                user_id: UserId(7),
                email: Email::parse("sam@example.com").unwrap(),
            }))
        });
    let mut users = MockUserRepository::new();
    users
        .expect_find_by_id()
        .with(eq(UserId(7)))
        .returning(|_| Ok(Some(user(7, "sam@example.com", 4))));
    let mut mailer = MockMailer::new();
    mailer
        .expect_send()
        .withf(|e| e.subject == "Your Showscribe password was changed")
        .times(1)
        .returning(|_| Err(MailError::Unavailable(anyhow::anyhow!("down"))));
    let uc = reset_with(users, tokens, hasher, mailer);
    let user = uc.confirm("abc", &pw("newsecret1")).await.unwrap();
    assert_eq!(user.session_version, SessionVersion(4));
}

fn subscriber() -> User {
    let mut u = user(7, "sam@example.com", 3);
    u.subscription_status = SubscriptionStatus::Active;
    u.billing.subscription_id = Some("sub_1".into());
    u
}

fn checks_password(right: bool) -> (MockUserRepository, MockPasswordHasher) {
    let mut users = MockUserRepository::new();
    users
        .expect_password_hash()
        .returning(|_| Ok(Some(PasswordHash::from_phc("$h".into()))));
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_verify().returning(move |_, _| Ok(right));
    (users, hasher)
}

#[tokio::test]
async fn closing_an_account_needs_the_password_and_deletes_nothing_without_it() {
    let (mut users, hasher) = checks_password(false);
    users.expect_delete_account().never();
    let mut payments = MockPayments::new();
    payments.expect_cancel_at_period_end().never();
    let uc = DeleteAccount::new(
        Arc::new(users),
        Arc::new(hasher),
        Arc::new(payments),
        Arc::new(MockFileStore::new()),
    );
    assert!(matches!(
        uc.execute(&subscriber(), &pw("wrong-pw")).await,
        Err(DeleteAccountError::WrongPassword)
    ));
}

#[tokio::test]
async fn a_subscription_the_provider_cannot_cancel_keeps_the_account() {
    let (mut users, hasher) = checks_password(true);
    users.expect_delete_account().never();
    let mut payments = MockPayments::new();
    payments
        .expect_cancel_at_period_end()
        .returning(|_| Err(PaymentError::Unavailable(anyhow::anyhow!("down"))));
    let uc = DeleteAccount::new(
        Arc::new(users),
        Arc::new(hasher),
        Arc::new(payments),
        Arc::new(MockFileStore::new()),
    );
    assert!(matches!(
        uc.execute(&subscriber(), &pw("secret1")).await,
        Err(DeleteAccountError::SubscriptionNotCancelled(_))
    ));
}

#[tokio::test]
async fn closing_cancels_the_subscription_then_deletes_the_account_and_its_files() {
    let (mut users, hasher) = checks_password(true);
    let order = Arc::new(std::sync::Mutex::new(Vec::new()));
    let o = order.clone();
    users
        .expect_delete_account()
        .with(eq(UserId(7)))
        .times(1)
        .returning(move |_| {
            o.lock().unwrap().push("account");
            Ok(vec!["logos/7.png".into(), "reports/1.pdf".into()])
        });
    let mut payments = MockPayments::new();
    let o = order.clone();
    payments
        .expect_cancel_at_period_end()
        .withf(|id| id == "sub_1")
        .times(1)
        .returning(move |_| {
            o.lock().unwrap().push("subscription");
            Ok(None)
        });
    let mut files = MockFileStore::new();
    let o = order.clone();
    // A file that cannot be deleted does not undo the closing.
    files.expect_delete().times(2).returning(move |key| {
        o.lock().unwrap().push("file");
        if key == "logos/7.png" {
            Err(anyhow::anyhow!("disk full"))
        } else {
            Ok(())
        }
    });
    let uc = DeleteAccount::new(
        Arc::new(users),
        Arc::new(hasher),
        Arc::new(payments),
        Arc::new(files),
    );
    uc.execute(&subscriber(), &pw("secret1")).await.unwrap();
    assert_eq!(
        *order.lock().unwrap(),
        vec!["subscription", "account", "file", "file"]
    );
}

#[tokio::test]
async fn signing_out_everywhere_else_changes_the_session_version_and_keeps_this_device() {
    use showscribe_domain::user::SignInId;

    let mut users = MockUserRepository::new();
    users
        .expect_end_sessions()
        .with(eq(UserId(7)))
        .times(1)
        .returning(|_| Ok(SessionVersion(5)));
    let mut sign_ins = MockSignInRepository::new();
    sign_ins
        .expect_end_all_but()
        .withf(|u, keep, now| *u == UserId(7) && *keep == Some(SignInId(3)) && *now == t0())
        .times(1)
        .returning(|_, _, _| Ok(()));
    let uc = Sessions::new(Arc::new(users), Arc::new(sign_ins), clock());
    let version = uc
        .sign_out_everywhere_else(UserId(7), Some(SignInId(3)))
        .await
        .unwrap();
    assert_eq!(version, SessionVersion(5));
}

#[tokio::test]
async fn a_sign_in_is_recorded_with_the_device_the_browser_names() {
    use showscribe_domain::user::SignInId;

    let mut sign_ins = MockSignInRepository::new();
    sign_ins
        .expect_start()
        .withf(|u, device, now| *u == UserId(7) && device == "Safari on iPhone" && *now == t0())
        .times(1)
        .returning(|_, _, _| Ok(SignInId(9)));
    let uc = Sessions::new(
        Arc::new(MockUserRepository::new()),
        Arc::new(sign_ins),
        clock(),
    );
    let id = uc
        .start(
            UserId(7),
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        )
        .await
        .unwrap();
    assert_eq!(id, SignInId(9));
}
