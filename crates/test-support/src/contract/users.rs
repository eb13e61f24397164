use showscribe_application::ports::{RepositoryError, UserRepository};
use showscribe_domain::{
    Allowance, Email, PasswordHash, PersonName, PlanId, SessionVersion, SubscriptionStatus, UserId,
};

use crate::fixtures::{new_user, profile};

/// Runs every user-repository contract check against `repo`, which must start empty.
pub async fn run_all(repo: &dyn UserRepository) {
    insert_then_find(repo).await;
    email_is_unique_case_insensitively(repo).await;
    credentials_lookup(repo).await;
    update_profile_keeps_emails_unique(repo).await;
    update_password_bumps_session_version(repo).await;
    missing_rows(repo).await;
    set_plan(repo).await;
    set_logo(repo).await;
    repo.ping().await.unwrap();
}

async fn insert_then_find(repo: &dyn UserRepository) {
    let created = repo.insert(new_user("first@example.com")).await.unwrap();
    assert!(created.id.0 > 0);
    assert_eq!(created.profile, profile("first@example.com"));
    assert_eq!(created.selected_plan, Some(PlanId::Pro));
    assert_eq!(created.subscription_plan, None);
    assert_eq!(created.subscription_status, SubscriptionStatus::Inactive);
    assert_eq!(created.allowance, Allowance::free_trial());
    assert_eq!(created.session_version, SessionVersion(1));
    assert_eq!(created.created_at, new_user("x@example.com").created_at);

    let found = repo.find_by_id(created.id).await.unwrap().unwrap();
    assert_eq!(found.id, created.id);
    assert_eq!(found.profile, created.profile);
    assert_eq!(found.created_at, created.created_at);
}

async fn email_is_unique_case_insensitively(repo: &dyn UserRepository) {
    repo.insert(new_user("dup@example.com")).await.unwrap();
    // Email::parse lower-cases, so the same address typed differently is the same value.
    let again = new_user("DUP@Example.com ");
    let err = repo.insert(again).await.unwrap_err();
    assert!(matches!(err, RepositoryError::DuplicateEmail), "{err:?}");
}

async fn credentials_lookup(repo: &dyn UserRepository) {
    let created = repo.insert(new_user("creds@example.com")).await.unwrap();
    let (user, hash) = repo
        .find_credentials(&Email::parse("creds@example.com").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.id, created.id);
    assert_eq!(hash.as_phc(), "$test$hash-of-creds@example.com");
    assert!(
        repo.find_credentials(&Email::parse("nobody@example.com").unwrap())
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        repo.password_hash(created.id)
            .await
            .unwrap()
            .unwrap()
            .as_phc(),
        "$test$hash-of-creds@example.com"
    );
}

async fn update_profile_keeps_emails_unique(repo: &dyn UserRepository) {
    let a = repo
        .insert(new_user("a-profile@example.com"))
        .await
        .unwrap();
    repo.insert(new_user("b-profile@example.com"))
        .await
        .unwrap();

    let mut changed = profile("a-new@example.com");
    changed.first_name = PersonName::parse("Alexis").unwrap();
    changed.company = None;
    let updated = repo.update_profile(a.id, &changed).await.unwrap();
    assert_eq!(updated.profile, changed);
    assert_eq!(
        repo.find_by_id(a.id).await.unwrap().unwrap().profile,
        changed
    );

    let taken = profile("b-profile@example.com");
    let err = repo.update_profile(a.id, &taken).await.unwrap_err();
    assert!(matches!(err, RepositoryError::DuplicateEmail), "{err:?}");
    // Nothing changed by the refused update.
    assert_eq!(
        repo.find_by_id(a.id).await.unwrap().unwrap().profile,
        changed
    );
}

async fn update_password_bumps_session_version(repo: &dyn UserRepository) {
    let u = repo.insert(new_user("pw@example.com")).await.unwrap();
    let v = repo
        .update_password(u.id, &PasswordHash::from_phc("$new$hash".into()))
        .await
        .unwrap();
    assert_eq!(v, SessionVersion(2));
    assert_eq!(
        repo.password_hash(u.id).await.unwrap().unwrap().as_phc(),
        "$new$hash"
    );
    assert_eq!(
        repo.find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .session_version,
        v
    );
}

async fn missing_rows(repo: &dyn UserRepository) {
    let ghost = UserId(987_654);
    assert!(repo.find_by_id(ghost).await.unwrap().is_none());
    assert!(repo.password_hash(ghost).await.unwrap().is_none());
    assert!(matches!(
        repo.update_profile(ghost, &profile("ghost@example.com"))
            .await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        repo.update_password(ghost, &PasswordHash::from_phc("x".into()))
            .await,
        Err(RepositoryError::NotFound)
    ));
}

async fn set_plan(repo: &dyn UserRepository) {
    let u = repo.insert(new_user("plan@example.com")).await.unwrap();
    let updated = repo
        .set_plan(u.id, Some(PlanId::Elite), SubscriptionStatus::Active, 100)
        .await
        .unwrap();
    assert_eq!(updated.subscription_plan, Some(PlanId::Elite));
    assert_eq!(updated.subscription_status, SubscriptionStatus::Active);
    assert_eq!(updated.allowance.limit, 100);
    let found = repo.find_by_id(u.id).await.unwrap().unwrap();
    assert_eq!(found.allowance.limit, 100);
    assert_eq!(found.profile, u.profile, "the profile is untouched");
}

async fn set_logo(repo: &dyn UserRepository) {
    let u = repo.insert(new_user("logo@example.com")).await.unwrap();
    assert_eq!(u.logo_path, None);
    let with = repo
        .set_logo(u.id, Some("logos/1.png".into()))
        .await
        .unwrap();
    assert_eq!(with.logo_path.as_deref(), Some("logos/1.png"));
    assert_eq!(
        repo.find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .logo_path
            .as_deref(),
        Some("logos/1.png")
    );
    let without = repo.set_logo(u.id, None).await.unwrap();
    assert_eq!(without.logo_path, None);
    assert!(matches!(
        repo.set_logo(UserId(424_242), None).await,
        Err(RepositoryError::NotFound)
    ));
}
