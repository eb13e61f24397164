//! The delivery queue in the `deliveries` table. Queueing is one `INSERT … ON CONFLICT DO
//! NOTHING` against the unique `(report_id, fingerprint)` index: of any number of concurrent
//! sends of one version, exactly one inserts. Workers claim with one `UPDATE … WHERE id = (SELECT
//! … LIMIT 1)`; on PostgreSQL the inner select takes the row `FOR UPDATE SKIP LOCKED`, so
//! workers on several nodes take different deliveries; SQLite has one writer at a time.
//! Every write after a claim names the claim's `attempts` (a fencing token).

use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, QueryResult, Statement, Value};
use showscribe_application::ports::{DeliveryQueue, QueueDepth, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::delivery::{Delivery, DeliveryId, DeliveryStatus, NewDelivery};
use showscribe_domain::showing::{ReportId, ShowingId};

use crate::database::{Database, WriteGate, numbered};
use crate::error::{corrupt, from_millis, translate};

const COLUMNS: &str = "id, user_id, showing_id, report_id, fingerprint, recipients, subject, \
                       status, attempts, last_error, queued_at_ms, due_at_ms, sent_at_ms";

pub struct SqlDeliveryQueue {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlDeliveryQueue {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }

    fn backend(&self) -> DbBackend {
        self.db.get_database_backend()
    }

    fn statement(&self, sql: &str, values: Vec<Value>) -> Statement {
        numbered(self.backend(), sql, values)
    }

    async fn one(
        &self,
        sql: &str,
        values: Vec<Value>,
    ) -> Result<Option<Delivery>, RepositoryError> {
        let row = self
            .db
            .query_one_raw(self.statement(sql, values))
            .await
            .map_err(translate)?;
        row.map(|r| read(&r)).transpose()
    }

    async fn affected(&self, sql: &str, values: Vec<Value>) -> Result<bool, RepositoryError> {
        let _turn = self.writes.turn().await;
        let done = self
            .db
            .execute_raw(self.statement(sql, values))
            .await
            .map_err(translate)?;
        Ok(done.rows_affected() == 1)
    }
}

fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

fn time(ms: i64) -> Result<DateTime<Utc>, RepositoryError> {
    from_millis("delivery time", ms)
}

fn read(row: &QueryResult) -> Result<Delivery, RepositoryError> {
    let get_i64 = |col: &str| row.try_get::<i64>("", col).map_err(translate);
    let get_text = |col: &str| row.try_get::<String>("", col).map_err(translate);
    let status = get_text("status")?;
    let recipients = get_text("recipients")?;
    Ok(Delivery {
        id: DeliveryId(get_i64("id")?),
        user_id: UserId(get_i64("user_id")?),
        showing_id: ShowingId(get_i64("showing_id")?),
        report_id: ReportId(get_i64("report_id")?),
        fingerprint: get_text("fingerprint")?,
        recipients: serde_json::from_str(&recipients).map_err(|e| corrupt("recipients", e))?,
        subject: get_text("subject")?,
        status: DeliveryStatus::parse(&status).ok_or_else(|| corrupt("status", &status))?,
        attempts: u32::try_from(row.try_get::<i32>("", "attempts").map_err(translate)?)
            .map_err(|e| corrupt("attempts", e))?,
        last_error: row
            .try_get::<Option<String>>("", "last_error")
            .map_err(translate)?,
        queued_at: time(get_i64("queued_at_ms")?)?,
        next_attempt_at: time(get_i64("due_at_ms")?)?,
        sent_at: row
            .try_get::<Option<i64>>("", "sent_at_ms")
            .map_err(translate)?
            .map(time)
            .transpose()?,
    })
}

#[async_trait]
impl DeliveryQueue for SqlDeliveryQueue {
    async fn enqueue(&self, new: NewDelivery) -> Result<Option<Delivery>, RepositoryError> {
        let recipients = serde_json::to_string(&new.recipients)
            .map_err(|e| RepositoryError::Unexpected(e.into()))?;
        let at = millis(new.queued_at);
        let _turn = self.writes.turn().await;
        // The report must be the agent's: a delivery for anything else inserts nothing.
        let sql = format!(
            "INSERT INTO deliveries (user_id, showing_id, report_id, fingerprint, recipients, \
             subject, status, attempts, queued_at_ms, due_at_ms) \
             SELECT $1, $2, $3, $4, $5, $6, 'queued', 0, $7, $7 FROM reports \
             WHERE reports.id = $3 AND reports.user_id = $1 AND reports.showing_id = $2 \
             ON CONFLICT (report_id, fingerprint) DO NOTHING RETURNING {COLUMNS}"
        );
        self.one(
            &sql,
            vec![
                new.user_id.0.into(),
                new.showing_id.0.into(),
                new.report_id.0.into(),
                new.fingerprint.into(),
                recipients.into(),
                new.subject.into(),
                at.into(),
            ],
        )
        .await
    }

    async fn claim(
        &self,
        now: DateTime<Utc>,
        lease: Duration,
    ) -> Result<Option<Delivery>, RepositoryError> {
        let now = millis(now);
        let until = now.saturating_add(i64::try_from(lease.as_millis()).unwrap_or(i64::MAX));
        let lock = match self.backend() {
            DbBackend::Postgres => " FOR UPDATE SKIP LOCKED",
            _ => "",
        };
        let sql = format!(
            "UPDATE deliveries SET status = 'sending', attempts = attempts + 1, \
             lease_until_ms = $2 \
             WHERE id = (SELECT id FROM deliveries \
               WHERE (status = 'queued' AND due_at_ms <= $1) \
                  OR (status = 'sending' AND lease_until_ms < $1) \
               ORDER BY due_at_ms, id LIMIT 1{lock}) \
             RETURNING {COLUMNS}"
        );
        let _turn = self.writes.turn().await;
        self.one(&sql, vec![now.into(), until.into()]).await
    }

    async fn mark_sent(
        &self,
        claimed: &Delivery,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = sea_orm::TransactionTrait::begin(&self.db)
            .await
            .map_err(translate)?;
        let marked = txn
            .execute_raw(self.statement(
                "UPDATE deliveries SET status = 'sent', sent_at_ms = $1, lease_until_ms = NULL, \
                 last_error = NULL WHERE id = $2 AND status = 'sending' AND attempts = $3",
                vec![
                    millis(now).into(),
                    claimed.id.0.into(),
                    i64::from(claimed.attempts).into(),
                ],
            ))
            .await
            .map_err(translate)?;
        if marked.rows_affected() != 1 {
            txn.rollback().await.map_err(translate)?;
            return Ok(false);
        }
        txn.execute_raw(self.statement(
            "UPDATE reports SET email_sent = $1 WHERE id = $2 AND user_id = $3",
            vec![
                true.into(),
                claimed.report_id.0.into(),
                claimed.user_id.0.into(),
            ],
        ))
        .await
        .map_err(translate)?;
        txn.commit().await.map_err(translate)?;
        Ok(true)
    }

    async fn retry_later(
        &self,
        claimed: &Delivery,
        at: DateTime<Utc>,
        reason: &str,
    ) -> Result<bool, RepositoryError> {
        self.affected(
            "UPDATE deliveries SET status = 'queued', due_at_ms = $1, lease_until_ms = NULL, \
             last_error = $2 WHERE id = $3 AND status = 'sending' AND attempts = $4",
            vec![
                millis(at).into(),
                reason.into(),
                claimed.id.0.into(),
                i64::from(claimed.attempts).into(),
            ],
        )
        .await
    }

    async fn mark_failed(&self, claimed: &Delivery, reason: &str) -> Result<bool, RepositoryError> {
        self.affected(
            "UPDATE deliveries SET status = 'failed', lease_until_ms = NULL, last_error = $1 \
             WHERE id = $2 AND status = 'sending' AND attempts = $3",
            vec![
                reason.into(),
                claimed.id.0.into(),
                i64::from(claimed.attempts).into(),
            ],
        )
        .await
    }

    async fn release(&self, claimed: &Delivery) -> Result<bool, RepositoryError> {
        // The attempt did not happen: it is not counted.
        self.affected(
            "UPDATE deliveries SET status = 'queued', attempts = attempts - 1, \
             lease_until_ms = NULL WHERE id = $1 AND status = 'sending' AND attempts = $2",
            vec![claimed.id.0.into(), i64::from(claimed.attempts).into()],
        )
        .await
    }

    async fn requeue_failed(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: DeliveryId,
        now: DateTime<Utc>,
    ) -> Result<Option<Delivery>, RepositoryError> {
        let _turn = self.writes.turn().await;
        self.one(
            &format!(
                "UPDATE deliveries SET status = 'queued', attempts = 0, due_at_ms = $1, \
                 lease_until_ms = NULL WHERE id = $2 AND user_id = $3 AND showing_id = $4 \
                 AND status = 'failed' RETURNING {COLUMNS}"
            ),
            vec![
                millis(now).into(),
                id.0.into(),
                owner.0.into(),
                showing.0.into(),
            ],
        )
        .await
    }

    async fn for_showing(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Delivery>, RepositoryError> {
        let rows = self
            .db
            .query_all_raw(self.statement(
                &format!(
                    "SELECT {COLUMNS} FROM deliveries WHERE showing_id = $1 AND user_id = $2 \
                     ORDER BY id"
                ),
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        rows.iter().map(read).collect()
    }

    async fn depth(&self) -> Result<QueueDepth, RepositoryError> {
        let row = self
            .db
            .query_one_raw(self.statement(
                "SELECT \
                 COUNT(CASE WHEN status IN ('queued', 'sending') THEN 1 END) AS waiting, \
                 MIN(CASE WHEN status IN ('queued', 'sending') THEN queued_at_ms END) AS oldest, \
                 COUNT(CASE WHEN status = 'sent' THEN 1 END) AS sent, \
                 COUNT(CASE WHEN status = 'failed' THEN 1 END) AS failed \
                 FROM deliveries",
                vec![],
            ))
            .await
            .map_err(translate)?
            .ok_or_else(|| corrupt("queue depth", "no row"))?;
        let count = |col: &str| -> Result<u64, RepositoryError> {
            let n = row.try_get::<i64>("", col).map_err(translate)?;
            u64::try_from(n).map_err(|e| corrupt(col, e))
        };
        Ok(QueueDepth {
            waiting: count("waiting")?,
            oldest_queued_at: row
                .try_get::<Option<i64>>("", "oldest")
                .map_err(translate)?
                .map(time)
                .transpose()?,
            sent: count("sent")?,
            failed: count("failed")?,
        })
    }
}
