//! Contract of the sign-ins: recorded per device, seen until ended, ended one by one or all but
//! one, listed most recently seen first, and never another agent's.

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};
use showscribe_application::ports::{SignInRepository, UserRepository};

use crate::fixtures::new_user;

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub sign_ins: Arc<dyn SignInRepository>,
}

fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap() + Duration::minutes(minutes)
}

pub async fn run_all(r: &Repos) {
    let u = r
        .users
        .insert(new_user("devices@example.com"))
        .await
        .unwrap();
    let other = r
        .users
        .insert(new_user("someone@example.com"))
        .await
        .unwrap();
    let phone = r
        .sign_ins
        .start(u.id, "Safari on iPhone", at(0))
        .await
        .unwrap();
    let laptop = r
        .sign_ins
        .start(u.id, "Chrome on Windows", at(1))
        .await
        .unwrap();
    let tablet = r
        .sign_ins
        .start(u.id, "Chrome on Android", at(2))
        .await
        .unwrap();
    let theirs = r
        .sign_ins
        .start(other.id, "Firefox on Linux", at(2))
        .await
        .unwrap();

    // Seen: the phone becomes the most recent; another agent cannot touch it.
    assert!(r.sign_ins.touch(u.id, phone, at(10)).await.unwrap());
    assert!(!r.sign_ins.touch(other.id, phone, at(11)).await.unwrap());
    let listed = r.sign_ins.active(u.id).await.unwrap();
    let devices: Vec<&str> = listed.iter().map(|s| s.device.as_str()).collect();
    assert_eq!(
        devices,
        vec!["Safari on iPhone", "Chrome on Android", "Chrome on Windows"]
    );
    assert_eq!(listed[0].signed_in_at, at(0));
    assert_eq!(listed[0].last_seen_at, at(10));

    // Ended one by one: no longer seen nor listed.
    r.sign_ins.end(u.id, laptop, at(12)).await.unwrap();
    assert!(!r.sign_ins.touch(u.id, laptop, at(13)).await.unwrap());
    assert_eq!(r.sign_ins.active(u.id).await.unwrap().len(), 2);

    // All but one.
    r.sign_ins
        .end_all_but(u.id, Some(phone), at(14))
        .await
        .unwrap();
    let listed = r.sign_ins.active(u.id).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].id, phone);
    assert!(!r.sign_ins.touch(u.id, tablet, at(15)).await.unwrap());
    // Another agent's sign-ins are untouched; `None` ends them all.
    assert!(r.sign_ins.touch(other.id, theirs, at(15)).await.unwrap());
    r.sign_ins.end_all_but(u.id, None, at(16)).await.unwrap();
    assert!(r.sign_ins.active(u.id).await.unwrap().is_empty());
    assert_eq!(r.sign_ins.active(other.id).await.unwrap().len(), 1);

    // A long device label is cut, not refused.
    let long = "x".repeat(500);
    let id = r.sign_ins.start(u.id, &long, at(20)).await.unwrap();
    let listed = r.sign_ins.active(u.id).await.unwrap();
    assert_eq!(listed[0].id, id);
    assert!(listed[0].device.len() <= 64);
}
