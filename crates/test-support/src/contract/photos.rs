//! Contract of the photo repository: a showing's photos are its owner's only, kept in order
//! (moves and deletions renumber them), held to the limit in one statement, re-attached after a
//! report is generated again, and gone with their showing.

use std::collections::HashMap;
use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::{
    PhotoRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::UserId;
use showscribe_domain::photo::{NewPhoto, Photo, PhotoCaption, PhotoChange, PhotoFiles};
use showscribe_domain::showing::ShowingId;

use crate::fixtures::{new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub photos: Arc<dyn PhotoRepository>,
}

pub async fn run_all(r: &Repos) {
    photos_are_kept_in_order_and_read_back_by_their_owner_only(r).await;
    moves_and_deletions_renumber_the_photos(r).await;
    the_limit_holds_even_for_concurrent_adds(r).await;
    reattaching_follows_the_moved_items_and_detaches_the_rest(r).await;
    photos_go_with_their_showing(r).await;
}

fn new_photo(owner: UserId, showing: ShowingId, name: &str) -> NewPhoto {
    NewPhoto {
        showing_id: showing,
        user_id: owner,
        files: PhotoFiles {
            full_key: format!("photos/{name}.jpg"),
            thumbnail_key: format!("photos/{name}-thumb.jpg"),
            width: 2048,
            height: 1536,
        },
        created_at: Utc.with_ymd_and_hms(2026, 6, 3, 11, 0, 0).unwrap(),
    }
}

async fn agent_with_showing(r: &Repos, email: &str) -> (UserId, ShowingId) {
    let user = r.users.insert(new_user(email)).await.unwrap();
    let showing = r
        .showings
        .insert(new_showing(user.id, "5 Lens Ave"))
        .await
        .unwrap();
    (user.id, showing.id)
}

fn names(photos: &[Photo]) -> Vec<String> {
    photos.iter().map(|p| p.files.full_key.clone()).collect()
}

async fn photos_are_kept_in_order_and_read_back_by_their_owner_only(r: &Repos) {
    let (a, s) = agent_with_showing(r, "photo-a@example.com").await;
    let b = r
        .users
        .insert(new_user("photo-b@example.com"))
        .await
        .unwrap();
    let first = r.photos.add(new_photo(a, s, "one"), 60).await.unwrap();
    let second = r.photos.add(new_photo(a, s, "two"), 60).await.unwrap();
    assert_eq!((first.position, second.position), (0, 1));
    assert_eq!(first.files.width, 2048);
    assert_eq!(first.caption, None);
    assert_eq!(
        names(&r.photos.list(a, s).await.unwrap()),
        ["photos/one.jpg", "photos/two.jpg"]
    );
    assert_eq!(
        r.photos.find(a, s, first.id).await.unwrap(),
        Some(first.clone())
    );

    // Another agent sees nothing, changes nothing and adds nothing.
    assert!(r.photos.list(b.id, s).await.unwrap().is_empty());
    assert_eq!(r.photos.find(b.id, s, first.id).await.unwrap(), None);
    let caption = PhotoChange {
        caption: Some(PhotoCaption::parse("Mine now").unwrap()),
        ..PhotoChange::default()
    };
    assert!(matches!(
        r.photos.change(b.id, s, first.id, &caption).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        r.photos.delete(b.id, s, first.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        r.photos.add(new_photo(b.id, s, "intruder"), 60).await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(r.photos.list(a, s).await.unwrap().len(), 2);

    // The owner captions and attaches; both read back.
    let changed = r
        .photos
        .change(
            a,
            s,
            first.id,
            &PhotoChange {
                caption: Some(PhotoCaption::parse("Rust at the base").unwrap()),
                report_item_id: Some(Some("i3".to_owned())),
                ..PhotoChange::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        changed.caption.as_ref().map(|c| c.as_str()),
        Some("Rust at the base")
    );
    assert_eq!(changed.report_item_id.as_deref(), Some("i3"));
    assert_eq!(r.photos.find(a, s, first.id).await.unwrap(), Some(changed));
}

async fn moves_and_deletions_renumber_the_photos(r: &Repos) {
    let (a, s) = agent_with_showing(r, "photo-order@example.com").await;
    let mut ids = Vec::new();
    for name in ["p0", "p1", "p2", "p3"] {
        ids.push(r.photos.add(new_photo(a, s, name), 60).await.unwrap().id);
    }
    let to_front = PhotoChange {
        position: Some(0),
        ..PhotoChange::default()
    };
    r.photos.change(a, s, ids[2], &to_front).await.unwrap();
    let listed = r.photos.list(a, s).await.unwrap();
    assert_eq!(
        names(&listed),
        [
            "photos/p2.jpg",
            "photos/p0.jpg",
            "photos/p1.jpg",
            "photos/p3.jpg"
        ]
    );
    assert_eq!(
        listed.iter().map(|p| p.position).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );

    let gone = r.photos.delete(a, s, ids[0]).await.unwrap();
    assert_eq!(gone.file_keys(), ["photos/p0.jpg", "photos/p0-thumb.jpg"]);
    let listed = r.photos.list(a, s).await.unwrap();
    assert_eq!(
        names(&listed),
        ["photos/p2.jpg", "photos/p1.jpg", "photos/p3.jpg"]
    );
    assert_eq!(
        listed.iter().map(|p| p.position).collect::<Vec<_>>(),
        [0, 1, 2],
        "the gap is closed"
    );
}

async fn the_limit_holds_even_for_concurrent_adds(r: &Repos) {
    let (a, s) = agent_with_showing(r, "photo-limit@example.com").await;
    let adds: Vec<_> = (0..6)
        .map(|n| {
            let photos = r.photos.clone();
            let photo = new_photo(a, s, &format!("l{n}"));
            tokio::spawn(async move { photos.add(photo, 4).await })
        })
        .collect();
    let mut stored = 0;
    for add in adds {
        match add.await.unwrap() {
            Ok(_) => stored += 1,
            Err(RepositoryError::Changed) => {}
            Err(other) => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(stored, 4, "never more than the limit");
    let listed = r.photos.list(a, s).await.unwrap();
    assert_eq!(
        listed.iter().map(|p| p.position).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
}

async fn reattaching_follows_the_moved_items_and_detaches_the_rest(r: &Repos) {
    let (a, s) = agent_with_showing(r, "photo-reattach@example.com").await;
    let mut ids = Vec::new();
    for (name, item) in [("r0", Some("i1")), ("r1", Some("i2")), ("r2", None)] {
        let photo = r.photos.add(new_photo(a, s, name), 60).await.unwrap();
        if let Some(item) = item {
            let attach = PhotoChange {
                report_item_id: Some(Some(item.to_owned())),
                ..PhotoChange::default()
            };
            r.photos.change(a, s, photo.id, &attach).await.unwrap();
        }
        ids.push(photo.id);
    }
    let moves = HashMap::from([("i1".to_owned(), "i7".to_owned())]);
    r.photos.reattach(a, s, &moves).await.unwrap();
    let attached: Vec<Option<String>> = r
        .photos
        .list(a, s)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.report_item_id)
        .collect();
    assert_eq!(attached, [Some("i7".to_owned()), None, None]);
}

async fn photos_go_with_their_showing(r: &Repos) {
    let (a, s) = agent_with_showing(r, "photo-gone@example.com").await;
    r.photos.add(new_photo(a, s, "g0"), 60).await.unwrap();
    let keys = r.showings.delete(a, s).await.unwrap();
    assert!(
        keys.iter().any(|k| k == "photos/g0.jpg")
            && keys.iter().any(|k| k == "photos/g0-thumb.jpg"),
        "the photo's files are handed back for deletion: {keys:?}"
    );
    assert!(r.photos.list(a, s).await.unwrap().is_empty());
}
