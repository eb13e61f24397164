//! The `sign_ins` table: one row per sign-in, ended on sign-out.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement, Value};
use showscribe_application::ports::{RepositoryError, SignInRepository};
use showscribe_domain::UserId;
use showscribe_domain::user::{SignIn, SignInId};

use crate::database::{Database, WriteGate, numbered};
use crate::error::{from_millis, translate};

/// The longest device label kept.
const DEVICE_LEN: usize = 64;

pub struct SqlSignInRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlSignInRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }

    fn statement(&self, sql: &str, values: Vec<Value>) -> Statement {
        numbered(self.db.get_database_backend(), sql, values)
    }

    async fn write(&self, sql: &str, values: Vec<Value>) -> Result<u64, RepositoryError> {
        let _turn = self.writes.turn().await;
        Ok(self
            .db
            .execute_raw(self.statement(sql, values))
            .await
            .map_err(translate)?
            .rows_affected())
    }
}

fn time(ms: i64) -> Result<DateTime<Utc>, RepositoryError> {
    from_millis("sign-in time", ms)
}

#[async_trait]
impl SignInRepository for SqlSignInRepository {
    async fn start(
        &self,
        user: UserId,
        device: &str,
        now: DateTime<Utc>,
    ) -> Result<SignInId, RepositoryError> {
        let device: String = device.chars().take(DEVICE_LEN).collect();
        let at = now.timestamp_millis();
        let _turn = self.writes.turn().await;
        let row = self
            .db
            .query_one_raw(self.statement(
                "INSERT INTO sign_ins (user_id, device, signed_in_at_ms, last_seen_at_ms) \
                 VALUES ($1, $2, $3, $3) RETURNING id",
                vec![user.0.into(), device.into(), at.into()],
            ))
            .await
            .map_err(translate)?
            .ok_or_else(|| RepositoryError::Unexpected(anyhow::anyhow!("no id returned")))?;
        Ok(SignInId(row.try_get("", "id").map_err(translate)?))
    }

    async fn touch(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let changed = self
            .write(
                "UPDATE sign_ins SET last_seen_at_ms = $1 \
                 WHERE id = $2 AND user_id = $3 AND ended_at_ms IS NULL",
                vec![now.timestamp_millis().into(), id.0.into(), user.0.into()],
            )
            .await?;
        Ok(changed == 1)
    }

    async fn end(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        self.write(
            "UPDATE sign_ins SET ended_at_ms = $1 \
             WHERE id = $2 AND user_id = $3 AND ended_at_ms IS NULL",
            vec![now.timestamp_millis().into(), id.0.into(), user.0.into()],
        )
        .await?;
        Ok(())
    }

    async fn end_all_but(
        &self,
        user: UserId,
        keep: Option<SignInId>,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        // No sign-in has id 0, so `None` ends them all.
        let keep = keep.map_or(0, |k| k.0);
        self.write(
            "UPDATE sign_ins SET ended_at_ms = $1 \
             WHERE user_id = $2 AND id <> $3 AND ended_at_ms IS NULL",
            vec![now.timestamp_millis().into(), user.0.into(), keep.into()],
        )
        .await?;
        Ok(())
    }

    async fn active(&self, user: UserId) -> Result<Vec<SignIn>, RepositoryError> {
        let rows = self
            .db
            .query_all_raw(self.statement(
                "SELECT id, device, signed_in_at_ms, last_seen_at_ms FROM sign_ins \
                 WHERE user_id = $1 AND ended_at_ms IS NULL \
                 ORDER BY last_seen_at_ms DESC, id DESC LIMIT 50",
                vec![user.0.into()],
            ))
            .await
            .map_err(translate)?;
        rows.iter()
            .map(|r| {
                Ok(SignIn {
                    id: SignInId(r.try_get("", "id").map_err(translate)?),
                    device: r.try_get("", "device").map_err(translate)?,
                    signed_in_at: time(r.try_get("", "signed_in_at_ms").map_err(translate)?)?,
                    last_seen_at: time(r.try_get("", "last_seen_at_ms").map_err(translate)?)?,
                })
            })
            .collect()
    }
}
