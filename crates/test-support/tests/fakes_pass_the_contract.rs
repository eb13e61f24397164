use showscribe_test_support::{contract, fakes::InMemoryUsers};

#[tokio::test]
async fn in_memory_users_pass_the_contract() {
    contract::users::run_all(&InMemoryUsers::new()).await;
}
