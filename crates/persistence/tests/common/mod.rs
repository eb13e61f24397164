//! Fresh databases for the contract suite: a temporary SQLite file always, and a throw-away
//! PostgreSQL database when `TEST_DATABASE_URL` is set.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use sea_orm::ConnectionTrait;
use showscribe_persistence::{Database, connect};

pub struct TestDb {
    pub db: Database,
    _dir: Option<tempdir::Dir>,
}

mod tempdir {
    pub struct Dir(pub std::path::PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

pub async fn sqlite() -> TestDb {
    let dir = std::env::temp_dir().join(format!("showscribe-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}/test.db?mode=rwc", dir.display());
    TestDb {
        db: connect(&url, 5).await.unwrap(),
        _dir: Some(tempdir::Dir(dir)),
    }
}

/// `None` when `TEST_DATABASE_URL` is not set; a new, empty database otherwise.
pub async fn postgres() -> Option<TestDb> {
    let base = std::env::var("TEST_DATABASE_URL").ok()?;
    let name = format!("showscribe_test_{}", uuid::Uuid::new_v4().simple());
    let admin = sea_orm::Database::connect(&base).await.unwrap();
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    let url = replace_database(&base, &name);
    Some(TestDb {
        db: connect(&url, 5).await.unwrap(),
        _dir: None,
    })
}

fn replace_database(url: &str, name: &str) -> String {
    let (without_query, query) = match url.split_once('?') {
        Some((a, q)) => (a, format!("?{q}")),
        None => (url, String::new()),
    };
    let base = match without_query.rfind('/') {
        Some(i) if i > "postgres://".len() => &without_query[..i],
        _ => without_query,
    };
    format!("{base}/{name}{query}")
}
