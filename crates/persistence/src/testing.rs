//! Fresh, empty, migrated databases for tests: a temporary SQLite file, or a throw-away
//! PostgreSQL database created next to the one `TEST_DATABASE_URL` points at.

use sea_orm::ConnectionTrait;

use crate::{Database, connect};

/// A test database; a SQLite one deletes its folder when dropped.
pub struct TestDatabase {
    pub db: Database,
    pub url: String,
    dir: Option<std::path::PathBuf>,
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

impl TestDatabase {
    /// Runs one statement of setup a test cannot reach through the app; answers the rows it
    /// changed.
    pub async fn execute(&self, sql: &str) -> anyhow::Result<u64> {
        Ok(self
            .db
            .connection
            .execute_unprepared(sql)
            .await?
            .rows_affected())
    }
}

/// A new SQLite database in its own temporary folder.
pub async fn sqlite() -> anyhow::Result<TestDatabase> {
    let dir = std::env::temp_dir().join(format!("showscribe-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir)?;
    let url = format!("sqlite://{}/test.db?mode=rwc", dir.display());
    Ok(TestDatabase {
        db: connect(&url, 5).await?,
        url,
        dir: Some(dir),
    })
}

/// A new PostgreSQL database, or `None` when `TEST_DATABASE_URL` is not set.
pub async fn postgres() -> anyhow::Result<Option<TestDatabase>> {
    let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
        return Ok(None);
    };
    let name = format!("showscribe_test_{}", uuid::Uuid::new_v4().simple());
    let admin = sea_orm::Database::connect(&base).await?;
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await?;
    admin.close().await?;
    let url = replace_database(&base, &name);
    Ok(Some(TestDatabase {
        db: connect(&url, 5).await?,
        url,
        dir: None,
    }))
}

/// PostgreSQL when `TEST_DATABASE_URL` is set, SQLite otherwise.
pub async fn from_env() -> anyhow::Result<TestDatabase> {
    match postgres().await? {
        Some(db) => Ok(db),
        None => sqlite().await,
    }
}

fn replace_database(url: &str, name: &str) -> String {
    let (without_query, query) = match url.split_once('?') {
        Some((a, q)) => (a, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = without_query.find("://").map_or(0, |i| i + 3);
    let base = match without_query[scheme_end..].find('/') {
        Some(i) => &without_query[..scheme_end + i],
        None => without_query,
    };
    format!("{base}/{name}{query}")
}

#[cfg(test)]
mod tests {
    use super::replace_database;

    #[test]
    fn swaps_the_database_name() {
        assert_eq!(
            replace_database("postgres://postgres@127.0.0.1:5432/test", "x"),
            "postgres://postgres@127.0.0.1:5432/x"
        );
        assert_eq!(
            replace_database("postgres://u:p@h/test?sslmode=disable", "x"),
            "postgres://u:p@h/x?sslmode=disable"
        );
        assert_eq!(
            replace_database("postgres://h:5432", "x"),
            "postgres://h:5432/x"
        );
    }
}
