#![allow(clippy::unwrap_used, clippy::expect_used)]

use showscribe_persistence::{SqlUserRepository, testing};
use showscribe_test_support::contract;

#[tokio::test]
async fn sqlite_users_pass_the_contract() {
    let t = testing::sqlite().await.unwrap();
    contract::users::run_all(&SqlUserRepository::new(t.db.connection.clone())).await;
}

#[tokio::test]
async fn postgres_users_pass_the_contract() {
    let Some(t) = testing::postgres().await.unwrap() else {
        eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
        return;
    };
    contract::users::run_all(&SqlUserRepository::new(t.db.connection.clone())).await;
}
