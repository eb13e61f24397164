//! Contract of the repair-request repository: one list per showing, its owner's only, replaced
//! whole by each save and gone with its showing.

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::{
    ListExpectation, RepairRequestRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::Cents;
use showscribe_domain::repair_request::{
    Remedy, RepairRequest, RequestAuthor, RequestedItem, SavedRepairRequest,
};

use crate::fixtures::{new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub requests: Arc<dyn RepairRequestRepository>,
}

pub async fn run_all(r: &Repos) {
    a_list_is_stored_replaced_and_read_back_by_its_owner(r).await;
    concurrent_saves_leave_one_whole_list(r).await;
    a_save_replaces_only_the_list_it_read(r).await;
    a_list_goes_with_its_showing(r).await;
}

fn saved(entries: Vec<RequestedItem>, by: RequestAuthor, minute: u32) -> SavedRepairRequest {
    SavedRepairRequest {
        request: RepairRequest::from_stored(entries),
        updated_by: by,
        updated_at: Utc.with_ymd_and_hms(2026, 6, 2, 9, minute, 0).unwrap(),
    }
}

fn entry(id: &str, remedy: Remedy, cents: i64, note: Option<&str>) -> RequestedItem {
    RequestedItem {
        item_id: id.to_owned(),
        remedy,
        amount: Cents(cents),
        note: note.map(str::to_owned),
    }
}

async fn a_list_is_stored_replaced_and_read_back_by_its_owner(r: &Repos) {
    let a = r.users.insert(new_user("req-a@example.com")).await.unwrap();
    let b = r.users.insert(new_user("req-b@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "2 Bay St"))
        .await
        .unwrap();
    assert_eq!(r.requests.find(a.id, s.id).await.unwrap(), None);

    let buyers = saved(
        vec![
            entry(
                "i1",
                Remedy::Credit,
                250_000,
                Some("Before closing, please"),
            ),
            entry("i4", Remedy::Repair, 0, None),
        ],
        RequestAuthor::Buyer,
        5,
    );
    r.requests
        .save(a.id, s.id, &buyers, ListExpectation::Any)
        .await
        .unwrap();
    assert_eq!(r.requests.find(a.id, s.id).await.unwrap(), Some(buyers));

    // The agent's save replaces the buyer's whole list.
    let agents = saved(
        vec![entry("i2", Remedy::Repair, 90_000, None)],
        RequestAuthor::Agent,
        7,
    );
    r.requests
        .save(a.id, s.id, &agents, ListExpectation::Any)
        .await
        .unwrap();
    assert_eq!(
        r.requests.find(a.id, s.id).await.unwrap(),
        Some(agents.clone())
    );

    // Another agent can neither read nor write it.
    assert_eq!(r.requests.find(b.id, s.id).await.unwrap(), None);
    let intruder = saved(Vec::new(), RequestAuthor::Agent, 9);
    assert!(matches!(
        r.requests
            .save(b.id, s.id, &intruder, ListExpectation::Any)
            .await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(r.requests.find(a.id, s.id).await.unwrap(), Some(agents));
}

async fn concurrent_saves_leave_one_whole_list(r: &Repos) {
    let a = r.users.insert(new_user("req-c@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "3 Bay St"))
        .await
        .unwrap();
    let lists: Vec<SavedRepairRequest> = (0..8)
        .map(|n| {
            saved(
                (0..=n)
                    .map(|i| entry(&format!("i{i}"), Remedy::Credit, 1_000 * (n + 1), None))
                    .collect(),
                RequestAuthor::Buyer,
                u32::try_from(n).unwrap(),
            )
        })
        .collect();
    let saves: Vec<_> = lists
        .iter()
        .cloned()
        .map(|list| {
            let requests = r.requests.clone();
            let (owner, showing) = (a.id, s.id);
            tokio::spawn(async move {
                requests
                    .save(owner, showing, &list, ListExpectation::Any)
                    .await
            })
        })
        .collect();
    for save in saves {
        save.await.unwrap().unwrap();
    }
    let stored = r.requests.find(a.id, s.id).await.unwrap().unwrap();
    assert!(lists.contains(&stored), "one of the saved lists, whole");
}

async fn a_save_replaces_only_the_list_it_read(r: &Repos) {
    let a = r.users.insert(new_user("req-e@example.com")).await.unwrap();
    let b = r.users.insert(new_user("req-f@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "5 Bay St"))
        .await
        .unwrap();
    // Both sides open the page with no list; the client saves first.
    let buyers = saved(
        vec![entry("i1", Remedy::Credit, 50_000, None)],
        RequestAuthor::Buyer,
        10,
    );
    r.requests
        .save(a.id, s.id, &buyers, ListExpectation::Unsaved)
        .await
        .unwrap();
    // The agent's save, made on the empty list it read, would drop the client's: refused.
    let agents = saved(
        vec![entry("i2", Remedy::Repair, 0, None)],
        RequestAuthor::Agent,
        11,
    );
    for stale in [
        ListExpectation::Unsaved,
        ListExpectation::SavedAt(Utc.with_ymd_and_hms(2026, 6, 2, 9, 9, 0).unwrap()),
    ] {
        assert!(
            matches!(
                r.requests.save(a.id, s.id, &agents, stale).await,
                Err(RepositoryError::Changed)
            ),
            "{stale:?}"
        );
    }
    assert_eq!(
        r.requests.find(a.id, s.id).await.unwrap(),
        Some(buyers.clone())
    );
    // Read again, the agent's save goes over the client's list (compared to the millisecond,
    // whatever finer time the saver holds).
    let read_at = buyers.updated_at + chrono::Duration::nanoseconds(400_000);
    r.requests
        .save(a.id, s.id, &agents, ListExpectation::SavedAt(read_at))
        .await
        .unwrap();
    assert_eq!(
        r.requests.find(a.id, s.id).await.unwrap(),
        Some(agents.clone())
    );
    // Another agent still gets NotFound, not Changed: the list's existence is not told.
    assert!(matches!(
        r.requests
            .save(b.id, s.id, &agents, ListExpectation::Unsaved)
            .await,
        Err(RepositoryError::NotFound)
    ));
}

async fn a_list_goes_with_its_showing(r: &Repos) {
    let a = r.users.insert(new_user("req-d@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "4 Bay St"))
        .await
        .unwrap();
    r.requests
        .save(
            a.id,
            s.id,
            &saved(
                vec![entry("i1", Remedy::Repair, 100, None)],
                RequestAuthor::Agent,
                1,
            ),
            ListExpectation::Any,
        )
        .await
        .unwrap();
    r.showings.delete(a.id, s.id).await.unwrap();
    assert_eq!(r.requests.find(a.id, s.id).await.unwrap(), None);
}
