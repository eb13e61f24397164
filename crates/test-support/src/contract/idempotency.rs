//! Contract of the idempotency keys: one of several concurrent claims wins, a repeat gets the
//! stored answer, another request with the same key is a mismatch, keys are per agent, and a
//! key's day ends (as does a claim never answered).

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};
use showscribe_application::ports::{
    Claim, IdempotencyRepository, IdempotentRequest, StoredAnswer, UserRepository,
};
use showscribe_domain::User;

use crate::fixtures::new_user;

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub keys: Arc<dyn IdempotencyRepository>,
}

pub async fn run_all(r: &Repos) {
    concurrent_claims_let_one_win_and_repeats_get_its_answer(r).await;
    a_key_is_the_agents_own_and_names_one_request(r).await;
    a_day_old_key_or_an_abandoned_claim_is_claimed_afresh(r).await;
    a_released_key_can_be_claimed_again(r).await;
}

fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap() + Duration::minutes(minutes)
}

async fn agent(r: &Repos, email: &str) -> User {
    r.users.insert(new_user(email)).await.unwrap()
}

fn request(user: &User, key: &str, body: &str) -> IdempotentRequest {
    IdempotentRequest {
        user: user.id,
        key: key.to_owned(),
        scope: "POST /api/showings".to_owned(),
        fingerprint: format!("{body:0>64}"),
    }
}

async fn claim(r: &Repos, req: &IdempotentRequest, minute: i64) -> Claim {
    r.keys
        .claim(req, at(minute), at(minute - 24 * 60), at(minute - 2))
        .await
        .unwrap()
}

async fn concurrent_claims_let_one_win_and_repeats_get_its_answer(r: &Repos) {
    let u = agent(r, "idem-race@example.com").await;
    let req = request(&u, "k-race", "a");
    let claims = (0..8).map(|_| {
        let keys = r.keys.clone();
        let req = req.clone();
        tokio::spawn(async move { keys.claim(&req, at(0), at(-24 * 60), at(-2)).await.unwrap() })
    });
    let mut won = 0;
    for c in claims.collect::<Vec<_>>() {
        match c.await.unwrap() {
            Claim::Claimed => won += 1,
            other => assert_eq!(other, Claim::InProgress),
        }
    }
    assert_eq!(won, 1, "exactly one request does the work");
    let answer = StoredAnswer {
        status: 201,
        body: r#"{"id":7}"#.to_owned(),
    };
    r.keys.answer(u.id, "k-race", &answer).await.unwrap();
    assert_eq!(claim(r, &req, 1).await, Claim::Answered(answer.clone()));
    assert_eq!(claim(r, &req, 60).await, Claim::Answered(answer));
}

async fn a_key_is_the_agents_own_and_names_one_request(r: &Repos) {
    let u = agent(r, "idem-own@example.com").await;
    let other = agent(r, "idem-other@example.com").await;
    assert_eq!(
        claim(r, &request(&u, "k-own", "a"), 0).await,
        Claim::Claimed
    );
    assert_eq!(
        claim(r, &request(&other, "k-own", "a"), 0).await,
        Claim::Claimed,
        "another agent's key of the same name is another key"
    );
    assert_eq!(
        claim(r, &request(&u, "k-own", "b"), 0).await,
        Claim::Mismatch,
        "another body"
    );
    let mut elsewhere = request(&u, "k-own", "a");
    elsewhere.scope = "POST /api/showings/3/generate-report".to_owned();
    assert_eq!(
        claim(r, &elsewhere, 0).await,
        Claim::Mismatch,
        "another path"
    );
}

async fn a_day_old_key_or_an_abandoned_claim_is_claimed_afresh(r: &Repos) {
    let u = agent(r, "idem-old@example.com").await;
    let req = request(&u, "k-old", "a");
    assert_eq!(claim(r, &req, 0).await, Claim::Claimed);
    r.keys
        .answer(
            u.id,
            "k-old",
            &StoredAnswer {
                status: 201,
                body: "{}".to_owned(),
            },
        )
        .await
        .unwrap();
    assert!(matches!(
        claim(r, &req, 24 * 60 - 1).await,
        Claim::Answered(_)
    ));
    assert_eq!(claim(r, &req, 24 * 60 + 1).await, Claim::Claimed);

    let stuck = request(&u, "k-stuck", "a");
    assert_eq!(claim(r, &stuck, 0).await, Claim::Claimed);
    assert_eq!(claim(r, &stuck, 1).await, Claim::InProgress);
    assert_eq!(
        claim(r, &stuck, 3).await,
        Claim::Claimed,
        "a claim never answered is abandoned after a while"
    );
}

async fn a_released_key_can_be_claimed_again(r: &Repos) {
    let u = agent(r, "idem-release@example.com").await;
    let req = request(&u, "k-release", "a");
    assert_eq!(claim(r, &req, 0).await, Claim::Claimed);
    r.keys.release(u.id, "k-release").await.unwrap();
    assert_eq!(claim(r, &req, 0).await, Claim::Claimed);
}
