//! Links to a showing's report in the `share_links` table, by the SHA-256 of their secret.
//! Creating one is a single `INSERT … SELECT` from the owner's showing, so a link can only name a
//! showing of its owner; opening one is a single `UPDATE … RETURNING` on an open link, which
//! notes when it was opened and reads where it leads in the same statement.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryResult};
use showscribe_application::ports::{RepositoryError, ShareLinkRepository};
use showscribe_domain::UserId;
use showscribe_domain::delivery::DeliveryId;
use showscribe_domain::share_link::{NewShareLink, ShareLink, ShareLinkId, SharedShowing};
use showscribe_domain::showing::ShowingId;
use showscribe_domain::user::TokenHash;

use crate::database::{Database, WriteGate, numbered};
use crate::error::{from_millis, translate};

pub struct SqlShareLinkRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlShareLinkRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }

    /// Runs a revoking `UPDATE` whose parameters are the time ($1), the row it picks ($2) and
    /// the owner's showing ($3, $4); the number of rows it matched.
    async fn revoke_where(
        &self,
        sql: &str,
        which: i64,
        owner: UserId,
        showing: ShowingId,
        now: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let done = self
            .db
            .execute_raw(numbered(
                backend,
                sql,
                vec![
                    now.timestamp_millis().into(),
                    which.into(),
                    showing.0.into(),
                    owner.0.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        Ok(done.rows_affected())
    }
}

const COLUMNS: &str =
    "id, showing_id, created_at_ms, expires_at_ms, revoked_at_ms, last_opened_at_ms";

fn time(ms: i64) -> Result<DateTime<Utc>, RepositoryError> {
    from_millis("share link time", ms)
}

fn optional_time(
    row: &QueryResult,
    column: &str,
) -> Result<Option<DateTime<Utc>>, RepositoryError> {
    row.try_get::<Option<i64>>("", column)
        .map_err(translate)?
        .map(time)
        .transpose()
}

fn link(row: &QueryResult) -> Result<ShareLink, RepositoryError> {
    Ok(ShareLink {
        id: ShareLinkId(row.try_get("", "id").map_err(translate)?),
        showing: ShowingId(row.try_get("", "showing_id").map_err(translate)?),
        created_at: time(row.try_get("", "created_at_ms").map_err(translate)?)?,
        expires_at: time(row.try_get("", "expires_at_ms").map_err(translate)?)?,
        revoked_at: optional_time(row, "revoked_at_ms")?,
        last_opened_at: optional_time(row, "last_opened_at_ms")?,
    })
}

#[async_trait]
impl ShareLinkRepository for SqlShareLinkRepository {
    async fn create(&self, new: &NewShareLink) -> Result<ShareLink, RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let row = self
            .db
            .query_one_raw(numbered(
                backend,
                &format!(
                    "INSERT INTO share_links \
                     (showing_id, user_id, token_hash, created_at_ms, expires_at_ms, delivery_id) \
                     SELECT id, user_id, $3, $4, $5, $6 FROM showings WHERE id = $1 AND user_id = $2 \
                     RETURNING {COLUMNS}"
                ),
                vec![
                    new.showing.0.into(),
                    new.owner.0.into(),
                    new.hash.as_str().into(),
                    new.created_at.timestamp_millis().into(),
                    new.expires_at.timestamp_millis().into(),
                    new.delivery.map(|d| d.0).into(),
                ],
            ))
            .await
            .map_err(translate)?;
        link(&row.ok_or(RepositoryError::NotFound)?)
    }

    async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<ShareLink>, RepositoryError> {
        let backend = self.db.get_database_backend();
        let rows = self
            .db
            .query_all_raw(numbered(
                backend,
                &format!(
                    "SELECT {COLUMNS} FROM share_links WHERE showing_id = $1 AND user_id = $2 \
                     ORDER BY created_at_ms DESC, id DESC"
                ),
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        rows.iter().map(link).collect()
    }

    async fn revoke(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ShareLinkId,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let revoked = self
            .revoke_where(
                "UPDATE share_links SET revoked_at_ms = COALESCE(revoked_at_ms, $1) \
                 WHERE id = $2 AND showing_id = $3 AND user_id = $4",
                id.0,
                owner,
                showing,
                now,
            )
            .await?;
        Ok(revoked == 1)
    }

    async fn revoke_for_delivery(
        &self,
        owner: UserId,
        showing: ShowingId,
        delivery: DeliveryId,
        now: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        self.revoke_where(
            "UPDATE share_links SET revoked_at_ms = $1 \
             WHERE delivery_id = $2 AND showing_id = $3 AND user_id = $4 \
             AND revoked_at_ms IS NULL",
            delivery.0,
            owner,
            showing,
            now,
        )
        .await
    }

    async fn open(
        &self,
        hash: &TokenHash,
        now: DateTime<Utc>,
    ) -> Result<Option<SharedShowing>, RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let row = self
            .db
            .query_one_raw(numbered(
                backend,
                "UPDATE share_links SET last_opened_at_ms = $1 \
                 WHERE token_hash = $2 AND revoked_at_ms IS NULL AND expires_at_ms > $1 \
                 RETURNING user_id, showing_id, expires_at_ms",
                vec![now.timestamp_millis().into(), hash.as_str().into()],
            ))
            .await
            .map_err(translate)?;
        row.map(|row| {
            Ok(SharedShowing {
                owner: UserId(row.try_get("", "user_id").map_err(translate)?),
                showing: ShowingId(row.try_get("", "showing_id").map_err(translate)?),
                expires_at: time(row.try_get("", "expires_at_ms").map_err(translate)?)?,
            })
        })
        .transpose()
    }
}
