//! Contract of the share-link repository: a link names only its owner's showing, opens while it
//! is neither revoked nor expired, keeps the time it was first revoked, and the links made for a
//! report delivery's message are revoked by that delivery alone.

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};
use showscribe_application::ports::{
    RepositoryError, ShareLinkRepository, ShowingRepository, UserRepository,
};
use showscribe_domain::UserId;
use showscribe_domain::delivery::DeliveryId;
use showscribe_domain::share_link::{NewShareLink, ShareLifetime, ShareLink};
use showscribe_domain::showing::ShowingId;

use crate::fixtures::{new_showing, new_user, token_hash as hash};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub links: Arc<dyn ShareLinkRepository>,
}

pub async fn run_all(r: &Repos) {
    a_link_names_only_its_owners_showing_and_opens_until_revoked_or_expired(r).await;
    a_delivery_revokes_the_open_links_made_for_it_and_no_others(r).await;
}

fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 3, 9, 0, 0).unwrap() + Duration::minutes(minutes)
}

async fn agent_with_showing(r: &Repos, email: &str) -> (UserId, ShowingId) {
    let user = r.users.insert(new_user(email)).await.unwrap();
    let showing = r
        .showings
        .insert(new_showing(user.id, "9 Harbor Ln"))
        .await
        .unwrap();
    (user.id, showing.id)
}

fn link(owner: UserId, showing: ShowingId, name: &str) -> NewShareLink {
    NewShareLink::new(owner, showing, hash(name), ShareLifetime::default(), at(0))
}

async fn open(r: &Repos, name: &str, minutes: i64) -> bool {
    r.links
        .open(&hash(name), at(minutes))
        .await
        .unwrap()
        .is_some()
}

async fn listed(r: &Repos, owner: UserId, showing: ShowingId) -> Vec<ShareLink> {
    r.links.list(owner, showing).await.unwrap()
}

async fn a_link_names_only_its_owners_showing_and_opens_until_revoked_or_expired(r: &Repos) {
    let (owner, showing) = agent_with_showing(r, "links-owner@example.com").await;
    let (other, others_showing) = agent_with_showing(r, "links-other@example.com").await;

    assert!(matches!(
        r.links.create(&link(owner, others_showing, "stolen")).await,
        Err(RepositoryError::NotFound)
    ));
    let made = r.links.create(&link(owner, showing, "kept")).await.unwrap();
    assert_eq!(made.showing, showing);
    assert_eq!(made.expires_at, at(0) + Duration::days(30));
    assert!(made.revoked_at.is_none());

    let shared = r.links.open(&hash("kept"), at(5)).await.unwrap().unwrap();
    assert_eq!((shared.owner, shared.showing), (owner, showing));
    assert_eq!(
        listed(r, owner, showing).await[0].last_opened_at,
        Some(at(5))
    );
    assert!(listed(r, other, showing).await.is_empty());
    assert!(!open(r, "kept", 30 * 24 * 60).await, "expired at its end");

    assert!(
        !r.links
            .revoke(other, showing, made.id, at(6))
            .await
            .unwrap()
    );
    assert!(open(r, "kept", 7).await, "another agent revokes nothing");
    assert!(
        r.links
            .revoke(owner, showing, made.id, at(8))
            .await
            .unwrap()
    );
    assert!(
        r.links
            .revoke(owner, showing, made.id, at(9))
            .await
            .unwrap()
    );
    assert_eq!(listed(r, owner, showing).await[0].revoked_at, Some(at(8)));
    assert!(!open(r, "kept", 10).await);
}

async fn a_delivery_revokes_the_open_links_made_for_it_and_no_others(r: &Repos) {
    let (owner, showing) = agent_with_showing(r, "links-sender@example.com").await;
    let (other, _) = agent_with_showing(r, "links-bystander@example.com").await;
    let made_by_agent = r
        .links
        .create(&link(owner, showing, "agent"))
        .await
        .unwrap();
    let stopped_try = r
        .links
        .create(&link(owner, showing, "stopped try").for_delivery(DeliveryId(7)))
        .await
        .unwrap();
    let other_delivery = r
        .links
        .create(&link(owner, showing, "other delivery").for_delivery(DeliveryId(8)))
        .await
        .unwrap();

    let by_other_agent = r
        .links
        .revoke_for_delivery(other, showing, DeliveryId(7), at(1))
        .await
        .unwrap();
    assert_eq!(by_other_agent, 0);
    assert!(open(r, "stopped try", 2).await);

    let revoked = r
        .links
        .revoke_for_delivery(owner, showing, DeliveryId(7), at(3))
        .await
        .unwrap();
    assert_eq!(revoked, 1);
    assert!(!open(r, "stopped try", 4).await);
    assert!(
        open(r, "agent", 4).await,
        "a link the agent made stays open"
    );
    assert!(
        open(r, "other delivery", 4).await,
        "another delivery's link stays open"
    );
    let again = r
        .links
        .revoke_for_delivery(owner, showing, DeliveryId(7), at(5))
        .await
        .unwrap();
    assert_eq!(again, 0, "a revoked link is not revoked again");

    let links = listed(r, owner, showing).await;
    let revoked_at = |id| links.iter().find(|l| l.id == id).unwrap().revoked_at;
    assert_eq!(revoked_at(stopped_try.id), Some(at(3)));
    assert_eq!(revoked_at(made_by_agent.id), None);
    assert_eq!(revoked_at(other_delivery.id), None);
}
