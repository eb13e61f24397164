#![allow(clippy::unwrap_used, clippy::expect_used)]

use showscribe_persistence::{SqlUserRepository, testing};
use showscribe_test_support::contract;

/// The two tests of a repository's contract, one on SQLite and one on PostgreSQL (skipped
/// without `TEST_DATABASE_URL`): `$run` takes the repositories `$repos` builds on a database.
macro_rules! on_both_databases {
    ($sqlite:ident, $postgres:ident, $repos:path, $run:path) => {
        #[tokio::test]
        async fn $sqlite() {
            let t = showscribe_persistence::testing::sqlite().await.unwrap();
            $run(&$repos(&t.db)).await;
        }

        #[tokio::test]
        async fn $postgres() {
            let Some(t) = showscribe_persistence::testing::postgres().await.unwrap() else {
                eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
                return;
            };
            $run(&$repos(&t.db)).await;
        }
    };
}

#[tokio::test]
async fn sqlite_users_pass_the_contract() {
    let t = testing::sqlite().await.unwrap();
    contract::users::run_all(&SqlUserRepository::new(&t.db)).await;
}

#[tokio::test]
async fn postgres_users_pass_the_contract() {
    let Some(t) = testing::postgres().await.unwrap() else {
        eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
        return;
    };
    contract::users::run_all(&SqlUserRepository::new(&t.db)).await;
}

#[tokio::test]
async fn cached_users_pass_the_contract() {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{CachedUserRepository, UserCache};

    let t = testing::sqlite().await.unwrap();
    let inner = Arc::new(SqlUserRepository::new(&t.db));
    let cached = CachedUserRepository::new(inner, UserCache::new(Duration::from_secs(60)));
    contract::users::run_all(&cached).await;
}

#[tokio::test]
async fn the_cache_expires_writes_it_did_not_see() {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_application::ports::UserRepository;
    use showscribe_domain::PasswordHash;
    use showscribe_persistence::{CachedUserRepository, UserCache};
    use showscribe_test_support::fixtures::new_user;

    let t = testing::sqlite().await.unwrap();
    let direct = Arc::new(SqlUserRepository::new(&t.db));
    let cached =
        CachedUserRepository::new(direct.clone(), UserCache::new(Duration::from_millis(200)));
    let u = cached.insert(new_user("ttl@example.com")).await.unwrap();
    assert_eq!(
        cached
            .find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .session_version
            .0,
        1
    );
    // Another node changes the password behind this cache's back.
    direct
        .update_password(u.id, &PasswordHash::from_phc("x".into()))
        .await
        .unwrap();
    assert_eq!(
        cached
            .find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .session_version
            .0,
        1,
        "served from cache"
    );
    tokio::time::sleep(Duration::from_millis(250)).await;
    assert_eq!(
        cached
            .find_by_id(u.id)
            .await
            .unwrap()
            .unwrap()
            .session_version
            .0,
        2,
        "expired"
    );
}

mod showings_and_reports {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{
        CachedUserRepository, SqlReportRepository, SqlShowingRepository, SqlUserRepository,
        UserCache, testing,
    };
    use showscribe_test_support::contract::showings::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache.clone(),
            )),
            showings: Arc::new(SqlShowingRepository::new(db)),
            reports: Arc::new(SqlReportRepository::new(db, cache)),
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sqlite_showings_and_reports_pass_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn postgres_showings_and_reports_pass_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod billing {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{
        CachedUserRepository, SqlBillingRepository, SqlReportRepository, SqlShowingRepository,
        SqlUserRepository, UserCache, testing,
    };
    use showscribe_test_support::contract::billing::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache.clone(),
            )),
            showings: Arc::new(SqlShowingRepository::new(db)),
            reports: Arc::new(SqlReportRepository::new(db, cache.clone())),
            billing: Arc::new(SqlBillingRepository::new(db, cache)),
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sqlite_billing_passes_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn postgres_billing_passes_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

/// The dashboard's report list and its count are answered from an index alone on SQLite: a
/// report's row carries its content in overflow pages that the list must never read.
mod listing_index {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    use showscribe_persistence::testing;

    async fn plan(db: &sea_orm::DatabaseConnection, sql: &str) -> String {
        let rows = db
            .query_all_raw(Statement::from_string(
                DbBackend::Sqlite,
                format!("EXPLAIN QUERY PLAN {sql}"),
            ))
            .await
            .unwrap();
        rows.iter()
            .map(|r| r.try_get::<String>("", "detail").unwrap())
            .collect::<Vec<_>>()
            .join("; ")
    }

    #[tokio::test]
    async fn the_report_list_reads_the_covering_index() {
        let t = testing::sqlite().await.unwrap();
        let db = &t.db.connection;
        let page = plan(
            db,
            "SELECT id, showing_id, report_type, email_sent, created_at FROM reports \
             WHERE user_id = 1 AND report_type = 'comprehensive' ORDER BY id DESC LIMIT 100",
        )
        .await;
        assert!(
            page.contains("USING COVERING INDEX idx_reports_listing"),
            "{page}"
        );
        assert!(!page.contains("TEMP B-TREE"), "no sort needed: {page}");
        let count = plan(
            db,
            "SELECT COUNT(*) FROM reports WHERE user_id = 1 AND report_type = 'comprehensive'",
        )
        .await;
        assert!(
            count.contains("USING COVERING INDEX idx_reports_listing"),
            "{count}"
        );
    }

    /// Storing a market analysis finds and forgets its showing's stored PDFs through the
    /// partial index of reports with a PDF, never reading the reports themselves.
    #[tokio::test]
    async fn a_showings_stored_pdfs_are_found_in_the_partial_index() {
        let t = testing::sqlite().await.unwrap();
        let db = &t.db.connection;
        let find = plan(
            db,
            "SELECT pdf_file_path FROM reports WHERE user_id = 1 AND showing_id = 2 \
             AND pdf_file_path IS NOT NULL",
        )
        .await;
        assert!(
            find.contains("USING COVERING INDEX idx_reports_stored_pdfs"),
            "{find}"
        );
        let forget = plan(
            db,
            "UPDATE reports SET pdf_file_path = NULL WHERE user_id = 1 AND showing_id = 2 \
             AND pdf_file_path IS NOT NULL",
        )
        .await;
        assert!(
            forget.contains("USING INDEX idx_reports_stored_pdfs"),
            "{forget}"
        );
    }
}

mod deliveries {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{
        CachedUserRepository, SqlDeliveryQueue, SqlReportRepository, SqlShowingRepository,
        SqlUserRepository, UserCache, testing,
    };
    use showscribe_test_support::contract::deliveries::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache.clone(),
            )),
            showings: Arc::new(SqlShowingRepository::new(db)),
            reports: Arc::new(SqlReportRepository::new(db, cache)),
            deliveries: Arc::new(SqlDeliveryQueue::new(db)),
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sqlite_delivery_queue_passes_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn postgres_delivery_queue_passes_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod report_history {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{
        CachedUserRepository, SqlDeliveryQueue, SqlReportRepository, SqlShowingRepository,
        SqlUserRepository, UserCache, testing,
    };
    use showscribe_test_support::contract::report_history::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        let reports = Arc::new(SqlReportRepository::new(db, cache.clone()));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache,
            )),
            showings: Arc::new(SqlShowingRepository::new(db)),
            reports: reports.clone(),
            deliveries: Arc::new(SqlDeliveryQueue::new(db)),
            history: reports,
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sqlite_report_history_passes_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn postgres_report_history_passes_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod account_tokens {
    use std::sync::Arc;
    use std::time::Duration;

    use showscribe_persistence::{
        CachedUserRepository, SqlAccountTokenRepository, SqlUserRepository, UserCache, testing,
    };
    use showscribe_test_support::contract::account_tokens::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache.clone(),
            )),
            tokens: Arc::new(SqlAccountTokenRepository::new(db, cache)),
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sqlite_account_tokens_pass_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn postgres_account_tokens_pass_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod closing {
    use std::sync::Arc;
    use std::time::Duration;

    use sea_orm::{ConnectionTrait, Statement};
    use showscribe_persistence::{
        CachedUserRepository, Database, SqlBillingRepository, SqlReportRepository,
        SqlShowingRepository, SqlUserRepository, UserCache, testing,
    };
    use showscribe_test_support::contract::closing::{Repos, run_all};

    fn repos(db: &Database) -> Repos {
        let cache = UserCache::new(Duration::from_secs(60));
        Repos {
            users: Arc::new(CachedUserRepository::new(
                Arc::new(SqlUserRepository::new(db)),
                cache.clone(),
            )),
            showings: Arc::new(SqlShowingRepository::new(db)),
            reports: Arc::new(SqlReportRepository::new(db, cache.clone())),
            billing: Arc::new(SqlBillingRepository::new(db, cache)),
        }
    }

    /// The payments kept after the contract closed its accounts, as `(reference, what)`.
    async fn retained(db: &Database) -> Vec<(String, String)> {
        let backend = db.connection.get_database_backend();
        let rows = db
            .connection
            .query_all_raw(Statement::from_string(
                backend,
                "SELECT provider_ref, what FROM retained_payments ORDER BY provider_ref",
            ))
            .await
            .unwrap();
        rows.iter()
            .map(|r| {
                (
                    r.try_get("", "provider_ref").unwrap(),
                    r.try_get("", "what").unwrap(),
                )
            })
            .collect()
    }

    fn expected() -> Vec<(String, String)> {
        vec![
            ("pi_closing".into(), "purchase:single".into()),
            ("sub_closing".into(), "subscription:pro".into()),
        ]
    }

    #[tokio::test]
    async fn sqlite_closing_passes_the_contract_and_keeps_anonymous_payments() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
        assert_eq!(retained(&t.db).await, expected());
    }

    #[tokio::test]
    async fn postgres_closing_passes_the_contract_and_keeps_anonymous_payments() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
        assert_eq!(retained(&t.db).await, expected());
    }
}

mod sign_ins {
    use std::sync::Arc;

    use showscribe_persistence::{SqlSignInRepository, SqlUserRepository, testing};
    use showscribe_test_support::contract::sign_ins::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            sign_ins: Arc::new(SqlSignInRepository::new(db)),
        }
    }

    #[tokio::test]
    async fn sqlite_sign_ins_pass_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test]
    async fn postgres_sign_ins_pass_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod idempotency {
    use std::sync::Arc;

    use showscribe_persistence::{SqlIdempotencyRepository, SqlUserRepository, testing};
    use showscribe_test_support::contract::idempotency::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            keys: Arc::new(SqlIdempotencyRepository::new(db)),
        }
    }

    #[tokio::test]
    async fn sqlite_idempotency_keys_pass_the_contract() {
        let t = testing::sqlite().await.unwrap();
        run_all(&repos(&t.db)).await;
    }

    #[tokio::test]
    async fn postgres_idempotency_keys_pass_the_contract() {
        let Some(t) = testing::postgres().await.unwrap() else {
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL contract skipped");
            return;
        };
        run_all(&repos(&t.db)).await;
    }
}

mod recordings {
    use std::sync::Arc;

    use showscribe_persistence::{SqlRecordingRepository, SqlShowingRepository, SqlUserRepository};
    use showscribe_test_support::contract::recordings::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            showings: Arc::new(SqlShowingRepository::new(db)),
            recordings: Arc::new(SqlRecordingRepository::new(db)),
        }
    }

    on_both_databases!(
        sqlite_recordings_pass_the_contract,
        postgres_recordings_pass_the_contract,
        repos,
        run_all
    );
}

mod repair_requests {
    use std::sync::Arc;

    use showscribe_persistence::{
        SqlRepairRequestRepository, SqlShowingRepository, SqlUserRepository,
    };
    use showscribe_test_support::contract::repair_requests::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            showings: Arc::new(SqlShowingRepository::new(db)),
            requests: Arc::new(SqlRepairRequestRepository::new(db)),
        }
    }

    on_both_databases!(
        sqlite_repair_requests_pass_the_contract,
        postgres_repair_requests_pass_the_contract,
        repos,
        run_all
    );
}

mod photos {
    use std::sync::Arc;

    use showscribe_persistence::{SqlPhotoRepository, SqlShowingRepository, SqlUserRepository};
    use showscribe_test_support::contract::photos::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            showings: Arc::new(SqlShowingRepository::new(db)),
            photos: Arc::new(SqlPhotoRepository::new(db)),
        }
    }

    on_both_databases!(
        sqlite_photos_pass_the_contract,
        postgres_photos_pass_the_contract,
        repos,
        run_all
    );
}

mod share_links {
    use std::sync::Arc;

    use showscribe_persistence::{SqlShareLinkRepository, SqlShowingRepository, SqlUserRepository};
    use showscribe_test_support::contract::share_links::{Repos, run_all};

    fn repos(db: &showscribe_persistence::Database) -> Repos {
        Repos {
            users: Arc::new(SqlUserRepository::new(db)),
            showings: Arc::new(SqlShowingRepository::new(db)),
            links: Arc::new(SqlShareLinkRepository::new(db)),
        }
    }

    on_both_databases!(
        sqlite_share_links_pass_the_contract,
        postgres_share_links_pass_the_contract,
        repos,
        run_all
    );
}
