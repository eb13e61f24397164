//! First answers to `Idempotency-Key` requests in the `idempotency_keys` table. Claiming a key is
//! one `INSERT … ON CONFLICT DO NOTHING` (after clearing the key if its day is over or its first
//! request was abandoned), so of several concurrent requests with one key exactly one wins.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, TransactionTrait};
use showscribe_application::ports::{
    Claim, IdempotencyRepository, IdempotentRequest, RepositoryError, StoredAnswer,
};
use showscribe_domain::UserId;

use crate::database::{Database, WriteGate, numbered};
use crate::error::translate;

pub struct SqlIdempotencyRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlIdempotencyRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }
}

#[async_trait]
impl IdempotencyRepository for SqlIdempotencyRepository {
    async fn claim(
        &self,
        request: &IdempotentRequest,
        now: DateTime<Utc>,
        expired_before: DateTime<Utc>,
        abandoned_before: DateTime<Utc>,
    ) -> Result<Claim, RepositoryError> {
        let backend = self.db.get_database_backend();
        let user = request.user.0;
        let key = request.key.as_str();
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        txn.execute_raw(numbered(
            backend,
            "DELETE FROM idempotency_keys WHERE user_id = $1 AND request_key = $2 \
             AND (created_at_ms < $3 OR (status IS NULL AND created_at_ms < $4))",
            vec![
                user.into(),
                key.into(),
                expired_before.timestamp_millis().into(),
                abandoned_before.timestamp_millis().into(),
            ],
        ))
        .await
        .map_err(translate)?;
        let inserted = txn
            .execute_raw(numbered(
                backend,
                "INSERT INTO idempotency_keys \
                 (user_id, request_key, scope, fingerprint, status, body, created_at_ms) \
                 VALUES ($1, $2, $3, $4, NULL, NULL, $5) \
                 ON CONFLICT (user_id, request_key) DO NOTHING",
                vec![
                    user.into(),
                    key.into(),
                    request.scope.as_str().into(),
                    request.fingerprint.as_str().into(),
                    now.timestamp_millis().into(),
                ],
            ))
            .await
            .map_err(translate)?;
        if inserted.rows_affected() == 1 {
            txn.commit().await.map_err(translate)?;
            return Ok(Claim::Claimed);
        }
        let row = txn
            .query_one_raw(numbered(
                backend,
                "SELECT scope, fingerprint, status, body FROM idempotency_keys \
                 WHERE user_id = $1 AND request_key = $2",
                vec![user.into(), key.into()],
            ))
            .await
            .map_err(translate)?;
        txn.commit().await.map_err(translate)?;
        let Some(row) = row else {
            // Cleared between the insert and the read: as good as in progress; ask again.
            return Ok(Claim::InProgress);
        };
        let scope: String = row.try_get("", "scope").map_err(translate)?;
        let fingerprint: String = row.try_get("", "fingerprint").map_err(translate)?;
        if scope != request.scope || fingerprint != request.fingerprint {
            return Ok(Claim::Mismatch);
        }
        let status: Option<i32> = row.try_get("", "status").map_err(translate)?;
        let body: Option<String> = row.try_get("", "body").map_err(translate)?;
        Ok(match status {
            Some(status) => Claim::Answered(StoredAnswer {
                status: u16::try_from(status).unwrap_or(500),
                body: body.unwrap_or_default(),
            }),
            None => Claim::InProgress,
        })
    }

    async fn answer(
        &self,
        user: UserId,
        key: &str,
        answer: &StoredAnswer,
    ) -> Result<(), RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        self.db
            .execute_raw(numbered(
                backend,
                "UPDATE idempotency_keys SET status = $1, body = $2 \
                 WHERE user_id = $3 AND request_key = $4",
                vec![
                    i32::from(answer.status).into(),
                    answer.body.as_str().into(),
                    user.0.into(),
                    key.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        Ok(())
    }

    async fn release(&self, user: UserId, key: &str) -> Result<(), RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        self.db
            .execute_raw(numbered(
                backend,
                "DELETE FROM idempotency_keys WHERE user_id = $1 AND request_key = $2 \
                 AND status IS NULL",
                vec![user.0.into(), key.into()],
            ))
            .await
            .map_err(translate)?;
        Ok(())
    }
}
