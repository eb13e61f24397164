use sea_orm::{DbErr, SqlErr};
use showscribe_application::ports::RepositoryError;

/// Translates a database error into the port's terms. A unique violation can only come from
/// the email index today, so it maps to `DuplicateEmail`.
pub(crate) fn translate(e: DbErr) -> RepositoryError {
    if let Some(SqlErr::UniqueConstraintViolation(_)) = e.sql_err() {
        return RepositoryError::DuplicateEmail;
    }
    match e {
        DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => RepositoryError::Unavailable(e.into()),
        DbErr::RecordNotFound(_) | DbErr::RecordNotUpdated => RepositoryError::NotFound,
        other => RepositoryError::Unexpected(other.into()),
    }
}

/// Converts a stored value that should always be valid; a failure means the row was written
/// by something other than this application.
pub(crate) fn corrupt(what: &str, e: impl std::fmt::Display) -> RepositoryError {
    RepositoryError::Unexpected(anyhow::anyhow!("stored {what} is invalid: {e}"))
}

/// A stored time in milliseconds since the Unix epoch; `what` names it when it is invalid.
pub(crate) fn from_millis(
    what: &str,
    ms: i64,
) -> Result<chrono::DateTime<chrono::Utc>, RepositoryError> {
    use chrono::TimeZone;
    chrono::Utc
        .timestamp_millis_opt(ms)
        .single()
        .ok_or_else(|| corrupt(what, ms))
}
