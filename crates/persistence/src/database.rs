use std::sync::Arc;
use std::time::Duration;

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, DatabaseConnection, DbBackend};
use showscribe_migrations::{Migrator, MigratorTrait};
use tokio::sync::{Mutex, MutexGuard};

/// A connection pool with the schema migrated to the latest version, and the turn its writers
/// take.
#[derive(Clone, Debug)]
pub struct Database {
    pub connection: DatabaseConnection,
    pub writes: WriteGate,
}

/// Where writers wait their turn. SQLite has one writer at a time: without a queue, a writer
/// that finds the database locked sleeps in SQLite's busy handler (1, 2, 5 … 100 ms steps) and
/// may sleep long after the lock was freed, so under concurrent writes a few requests take
/// hundreds of milliseconds. Queued here, in first-come order, each writer starts the moment the
/// one before it ends. PostgreSQL locks rows, not the database: its writers never wait here.
#[derive(Clone, Debug, Default)]
pub struct WriteGate(Option<Arc<Mutex<()>>>);

impl WriteGate {
    pub fn for_backend(backend: DbBackend) -> Self {
        Self((backend == DbBackend::Sqlite).then(|| Arc::new(Mutex::new(()))))
    }

    /// Waits for this writer's turn; the turn ends when the returned guard is dropped, after
    /// the write (or its transaction) has finished.
    pub async fn turn(&self) -> Option<MutexGuard<'_, ()>> {
        match &self.0 {
            Some(gate) => Some(gate.lock().await),
            None => None,
        }
    }
}

impl Database {
    pub fn backend(&self) -> DbBackend {
        self.connection.get_database_backend()
    }
}

/// Connections to a SQLite database. SQLite has one writer at a time, and every pooled
/// connection keeps its own page cache, which is emptied whenever another connection writes: with
/// several connections, each write makes the others read their pages from the file again. One
/// connection keeps its cache warm, and its queue is first come, first served. Measured with
/// `just bench-reports` (10 agents generating reports at once, 2 cores) when this was chosen:
/// 495–587 reports/s and a p95 of 25–30 ms with one connection, against 509/s and 42 ms with
/// ten. (Generating has since become one transaction with fewer statements: 1,100–1,300/s.)
pub const SQLITE_CONNECTIONS: u32 = 1;

/// Connects to `url` (`sqlite://path?mode=rwc` or `postgres://…`), creating the SQLite file's
/// folder when needed, and runs every pending migration. `max_connections` sizes a PostgreSQL
/// pool; SQLite gets [`SQLITE_CONNECTIONS`].
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<Database> {
    if let Some(path) = sqlite_file_path(url)
        && let Some(dir) = std::path::Path::new(&path).parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let sqlite = url.starts_with("sqlite:");
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.max_connections(if sqlite {
        SQLITE_CONNECTIONS
    } else {
        max_connections
    })
    .min_connections(1)
    .connect_timeout(Duration::from_secs(5))
    .acquire_timeout(Duration::from_secs(10))
    .sqlx_logging(false)
    // WAL lets other processes (a backup, the migration tool) read beside the writer; the
    // busy timeout makes them wait their turn instead of failing with "database is locked".
    .map_sqlx_sqlite_opts(|o| {
        o.journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true)
    });
    let connection = sea_orm::Database::connect(opts).await?;
    Migrator::up(&connection, None).await?;
    let writes = WriteGate::for_backend(connection.get_database_backend());
    Ok(Database { connection, writes })
}

fn sqlite_file_path(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| path.to_owned())
}

/// A statement written with `$1, $2…` placeholders, as each backend numbers them (SQLite reads
/// `?1, ?2…`).
pub(crate) fn numbered(
    backend: DbBackend,
    sql: &str,
    values: Vec<sea_orm::Value>,
) -> sea_orm::Statement {
    let sql = match backend {
        DbBackend::Postgres => sql.to_owned(),
        _ => sql.replace('$', "?"),
    };
    sea_orm::Statement::from_sql_and_values(backend, sql, values)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{DbBackend, WriteGate, sqlite_file_path};

    #[tokio::test]
    async fn sqlite_writers_take_turns_and_postgres_writers_do_not_wait() {
        let gate = WriteGate::for_backend(DbBackend::Sqlite);
        let first = gate.turn().await;
        assert!(first.is_some());
        let second = tokio::time::timeout(Duration::from_millis(50), gate.turn()).await;
        assert!(
            second.is_err(),
            "a second writer waits while the first writes"
        );
        drop(first);
        let second = tokio::time::timeout(Duration::from_millis(50), gate.turn()).await;
        assert!(
            matches!(second, Ok(Some(_))),
            "and goes as soon as it is done"
        );

        let gate = WriteGate::for_backend(DbBackend::Postgres);
        let (a, b) = (gate.turn().await, gate.turn().await);
        assert!(a.is_none() && b.is_none());
    }

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
