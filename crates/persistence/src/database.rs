use std::time::Duration;

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, DatabaseConnection, DbBackend};
use showscribe_migrations::{Migrator, MigratorTrait};

/// A connection pool with the schema migrated to the latest version.
#[derive(Clone, Debug)]
pub struct Database {
    pub connection: DatabaseConnection,
}

impl Database {
    pub fn backend(&self) -> DbBackend {
        self.connection.get_database_backend()
    }
}

/// Connects to `url` (`sqlite://path?mode=rwc` or `postgres://…`), creating the SQLite file's
/// folder when needed, and runs every pending migration.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<Database> {
    if let Some(path) = sqlite_file_path(url)
        && let Some(dir) = std::path::Path::new(&path).parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.max_connections(max_connections)
        .min_connections(1)
        .connect_timeout(Duration::from_secs(5))
        .acquire_timeout(Duration::from_secs(10))
        .sqlx_logging(false)
        // WAL lets readers run beside the single writer; the busy timeout makes concurrent
        // writers wait their turn instead of failing with "database is locked".
        .map_sqlx_sqlite_opts(|o| {
            o.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true)
        });
    let connection = sea_orm::Database::connect(opts).await?;
    Migrator::up(&connection, None).await?;
    Ok(Database { connection })
}

fn sqlite_file_path(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| path.to_owned())
}

#[cfg(test)]
mod tests {
    use super::sqlite_file_path;

    #[test]
    fn finds_the_sqlite_file() {
        assert_eq!(
            sqlite_file_path("sqlite://data/app.db?mode=rwc").as_deref(),
            Some("data/app.db")
        );
        assert_eq!(sqlite_file_path("sqlite::memory:"), None);
        assert_eq!(sqlite_file_path("postgres://localhost/db"), None);
    }
}
