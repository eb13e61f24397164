//! One-time links in the `account_tokens` table, by the SHA-256 of their secret. Issuing one
//! counts the account's recent links and inserts under a lock on the account's row. Using a reset
//! link is one transaction: one `UPDATE … WHERE used_at_ms IS NULL … RETURNING` that only one
//! request can win, then the account's password and session version.

use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, QueryResult, TransactionTrait};
use showscribe_application::ports::{AccountTokenRepository, RepositoryError};
use showscribe_domain::user::{
    NewAccountToken, RedeemedToken, TokenHash, TokenProblem, TokenPurpose,
};
use showscribe_domain::{Email, PasswordHash, UserId};

use super::cached_users::UserCache;
use crate::database::{Database, WriteGate, numbered};
use crate::error::{corrupt, from_millis, translate};

pub struct SqlAccountTokenRepository {
    db: DatabaseConnection,
    writes: WriteGate,
    user_cache: Arc<UserCache>,
}

impl SqlAccountTokenRepository {
    pub fn new(database: &Database, user_cache: Arc<UserCache>) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
            user_cache,
        }
    }
}

fn time(ms: i64) -> Result<DateTime<Utc>, RepositoryError> {
    from_millis("token time", ms)
}

/// Why the link with this hash opens nothing (it was not redeemable when the update ran).
async fn problem_of(
    txn: &impl ConnectionTrait,
    backend: DbBackend,
    token: &TokenHash,
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<TokenProblem, RepositoryError> {
    let row = txn
        .query_one_raw(numbered(
            backend,
            "SELECT expires_at_ms, used_at_ms FROM account_tokens \
             WHERE token_hash = $1 AND purpose = $2",
            vec![token.as_str().into(), purpose.as_str().into()],
        ))
        .await
        .map_err(translate)?;
    let Some(row) = row else {
        return Ok(TokenProblem::Unknown);
    };
    let expires = time(row.try_get::<i64>("", "expires_at_ms").map_err(translate)?)?;
    let used = row
        .try_get::<Option<i64>>("", "used_at_ms")
        .map_err(translate)?
        .map(time)
        .transpose()?;
    // Not redeemable, yet neither used nor expired by its row: it expired in between.
    Ok(TokenProblem::of(expires, used, now).unwrap_or(TokenProblem::Expired))
}

fn redeemed(row: &QueryResult) -> Result<RedeemedToken, RepositoryError> {
    let email: String = row.try_get("", "email").map_err(translate)?;
    Ok(RedeemedToken {
        user_id: UserId(row.try_get("", "user_id").map_err(translate)?),
        email: Email::parse(&email).map_err(|e| corrupt("token email", e))?,
    })
}

/// Uses the link with this hash if it is still good: one `UPDATE … RETURNING` that only one of
/// several concurrent requests can win. Otherwise says why it opens nothing.
async fn spend(
    txn: &impl ConnectionTrait,
    backend: DbBackend,
    token: &TokenHash,
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<Result<RedeemedToken, TokenProblem>, RepositoryError> {
    let won = txn
        .query_one_raw(numbered(
            backend,
            "UPDATE account_tokens SET used_at_ms = $1 \
             WHERE token_hash = $2 AND purpose = $3 AND used_at_ms IS NULL \
             AND expires_at_ms > $1 RETURNING user_id, email",
            vec![
                now.timestamp_millis().into(),
                token.as_str().into(),
                purpose.as_str().into(),
            ],
        ))
        .await
        .map_err(translate)?;
    match won {
        Some(row) => Ok(Ok(redeemed(&row)?)),
        None => Ok(Err(problem_of(txn, backend, token, purpose, now).await?)),
    }
}

/// Marks the account's other unused links of this purpose used.
async fn spend_the_rest(
    txn: &impl ConnectionTrait,
    backend: DbBackend,
    user: UserId,
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<(), RepositoryError> {
    txn.execute_raw(numbered(
        backend,
        "UPDATE account_tokens SET used_at_ms = $1 \
         WHERE user_id = $2 AND purpose = $3 AND used_at_ms IS NULL",
        vec![
            now.timestamp_millis().into(),
            user.0.into(),
            purpose.as_str().into(),
        ],
    ))
    .await
    .map_err(translate)?;
    Ok(())
}

#[async_trait]
impl AccountTokenRepository for SqlAccountTokenRepository {
    async fn issue_within(
        &self,
        token: &NewAccountToken,
        limit: u64,
        since: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        // The account's row is the lock that orders concurrent requests for the same account
        // (SQLite has one writer at a time already).
        if backend == DbBackend::Postgres {
            txn.execute_raw(numbered(
                backend,
                "SELECT id FROM users WHERE id = $1 FOR UPDATE",
                vec![token.user_id.0.into()],
            ))
            .await
            .map_err(translate)?;
        }
        let row = txn
            .query_one_raw(numbered(
                backend,
                "SELECT COUNT(*) AS issued FROM account_tokens \
                 WHERE user_id = $1 AND purpose = $2 AND created_at_ms >= $3",
                vec![
                    token.user_id.0.into(),
                    token.purpose.as_str().into(),
                    since.timestamp_millis().into(),
                ],
            ))
            .await
            .map_err(translate)?;
        let issued: i64 = match row {
            Some(r) => r.try_get("", "issued").map_err(translate)?,
            None => 0,
        };
        if u64::try_from(issued).unwrap_or(0) >= limit {
            txn.rollback().await.map_err(translate)?;
            return Ok(false);
        }
        txn.execute_raw(numbered(
            backend,
            "INSERT INTO account_tokens \
             (user_id, purpose, token_hash, email, created_at_ms, expires_at_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
            vec![
                token.user_id.0.into(),
                token.purpose.as_str().into(),
                token.hash.as_str().into(),
                token.email.as_str().into(),
                token.created_at.timestamp_millis().into(),
                token.expires_at.timestamp_millis().into(),
            ],
        ))
        .await
        .map_err(translate)?;
        txn.commit().await.map_err(translate)?;
        Ok(true)
    }

    async fn reset_password(
        &self,
        token: &TokenHash,
        new_hash: &PasswordHash,
        now: DateTime<Utc>,
    ) -> Result<Result<RedeemedToken, TokenProblem>, RepositoryError> {
        let purpose = TokenPurpose::PasswordReset;
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let redeemed = match spend(&txn, backend, token, purpose, now).await? {
            Ok(redeemed) => redeemed,
            Err(problem) => {
                txn.rollback().await.map_err(translate)?;
                return Ok(Err(problem));
            }
        };
        // Any other reset link of the account stops working too.
        spend_the_rest(&txn, backend, redeemed.user_id, purpose, now).await?;
        let changed = txn
            .execute_raw(numbered(
                backend,
                "UPDATE users SET password_hash = $1, session_version = session_version + 1, \
                 updated_at = $2 WHERE id = $3",
                vec![
                    new_hash.as_phc().into(),
                    now.into(),
                    redeemed.user_id.0.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        if changed.rows_affected() != 1 {
            txn.rollback().await.map_err(translate)?;
            return Ok(Err(TokenProblem::Unknown));
        }
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(redeemed.user_id);
        Ok(Ok(redeemed))
    }

    async fn verify_email(
        &self,
        token: &TokenHash,
        now: DateTime<Utc>,
    ) -> Result<Result<RedeemedToken, TokenProblem>, RepositoryError> {
        let purpose = TokenPurpose::EmailVerification;
        let backend = self.db.get_database_backend();
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let redeemed = match spend(&txn, backend, token, purpose, now).await? {
            Ok(redeemed) => redeemed,
            Err(problem) => {
                txn.rollback().await.map_err(translate)?;
                return Ok(Err(problem));
            }
        };
        // Only the address the link was sent to is confirmed: after a change of address, an
        // old link confirms nothing.
        let confirmed = txn
            .execute_raw(numbered(
                backend,
                "UPDATE users SET email_verified_at = COALESCE(email_verified_at, $1), \
                 updated_at = $1 WHERE id = $2 AND email = $3",
                vec![
                    now.into(),
                    redeemed.user_id.0.into(),
                    redeemed.email.as_str().into(),
                ],
            ))
            .await
            .map_err(translate)?;
        if confirmed.rows_affected() != 1 {
            txn.rollback().await.map_err(translate)?;
            return Ok(Err(TokenProblem::AddressChanged));
        }
        // The account's other address-check links have nothing left to do.
        spend_the_rest(&txn, backend, redeemed.user_id, purpose, now).await?;
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(redeemed.user_id);
        Ok(Ok(redeemed))
    }
}
