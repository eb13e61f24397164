//! The `photos` table: a showing's photos, their order, captions and attachments.

use std::collections::HashMap;

use async_trait::async_trait;
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, QueryResult, Statement, TransactionTrait, Value,
};
use showscribe_application::ports::{PhotoRepository, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::photo::{NewPhoto, Photo, PhotoCaption, PhotoChange, PhotoFiles, PhotoId};
use showscribe_domain::showing::ShowingId;

use super::showings;
use crate::database::{Database, WriteGate, numbered};
use crate::error::{corrupt, from_millis, translate};

const COLUMNS: &str = "id, showing_id, user_id, position, caption, report_item_id, full_key, \
                       thumbnail_key, width, height, created_at_ms";

pub struct SqlPhotoRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlPhotoRepository {
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

    /// The showing's photo ids in order, its row locked on PostgreSQL so that concurrent
    /// writers to one showing's photos take turns (SQLite writers always do).
    async fn ordered_ids(
        &self,
        txn: &impl ConnectionTrait,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<Vec<i64>>, RepositoryError> {
        if !showings::lock_if_owners(txn, owner, showing).await? {
            return Ok(None);
        }
        let rows = txn
            .query_all_raw(self.statement(
                "SELECT id FROM photos WHERE showing_id = $1 AND user_id = $2 \
                 ORDER BY position, id",
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        rows.iter()
            .map(|r| r.try_get::<i64>("", "id").map_err(translate))
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    async fn renumber(
        &self,
        txn: &impl ConnectionTrait,
        ids: &[i64],
    ) -> Result<(), RepositoryError> {
        for (position, id) in ids.iter().enumerate() {
            let position =
                i64::try_from(position).map_err(|e| RepositoryError::Unexpected(e.into()))?;
            txn.execute_raw(self.statement(
                "UPDATE photos SET position = $1 WHERE id = $2 AND position <> $1",
                vec![position.into(), (*id).into()],
            ))
            .await
            .map_err(translate)?;
        }
        Ok(())
    }

    async fn one(
        &self,
        conn: &impl ConnectionTrait,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<Option<Photo>, RepositoryError> {
        conn.query_one_raw(self.statement(
            &format!(
                "SELECT {COLUMNS} FROM photos WHERE id = $1 AND showing_id = $2 AND user_id = $3"
            ),
            vec![id.0.into(), showing.0.into(), owner.0.into()],
        ))
        .await
        .map_err(translate)?
        .map(|r| photo(&r))
        .transpose()
    }
}

fn photo(r: &QueryResult) -> Result<Photo, RepositoryError> {
    let get_i64 = |c: &str| r.try_get::<i64>("", c).map_err(translate);
    let get_u32 = |c: &str| {
        let v = r.try_get::<i32>("", c).map_err(translate)?;
        u32::try_from(v).map_err(|e| corrupt(c, e))
    };
    let caption: Option<String> = r.try_get("", "caption").map_err(translate)?;
    Ok(Photo {
        id: PhotoId(get_i64("id")?),
        showing_id: ShowingId(get_i64("showing_id")?),
        user_id: UserId(get_i64("user_id")?),
        position: get_u32("position")?,
        caption: match caption {
            Some(text) => PhotoCaption::parse(&text).map_err(|e| corrupt("caption", e))?,
            None => None,
        },
        report_item_id: r.try_get("", "report_item_id").map_err(translate)?,
        files: PhotoFiles {
            full_key: r.try_get("", "full_key").map_err(translate)?,
            thumbnail_key: r.try_get("", "thumbnail_key").map_err(translate)?,
            width: get_u32("width")?,
            height: get_u32("height")?,
        },
        created_at: from_millis("photo time", get_i64("created_at_ms")?)?,
    })
}

fn count(n: usize) -> Result<i64, RepositoryError> {
    i64::try_from(n).map_err(|e| RepositoryError::Unexpected(e.into()))
}

#[async_trait]
impl PhotoRepository for SqlPhotoRepository {
    async fn add(&self, new: NewPhoto, max: usize) -> Result<Photo, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let Some(ids) = self.ordered_ids(&txn, new.user_id, new.showing_id).await? else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        if ids.len() >= max {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::Changed);
        }
        let row = txn
            .query_one_raw(self.statement(
                &format!(
                    "INSERT INTO photos (showing_id, user_id, position, caption, report_item_id, \
                     full_key, thumbnail_key, width, height, created_at_ms) \
                     VALUES ($1, $2, $3, NULL, NULL, $4, $5, $6, $7, $8) RETURNING {COLUMNS}"
                ),
                vec![
                    new.showing_id.0.into(),
                    new.user_id.0.into(),
                    count(ids.len())?.into(),
                    new.files.full_key.into(),
                    new.files.thumbnail_key.into(),
                    i64::from(new.files.width).into(),
                    i64::from(new.files.height).into(),
                    new.created_at.timestamp_millis().into(),
                ],
            ))
            .await
            .map_err(translate)?
            .ok_or_else(|| RepositoryError::Unexpected(anyhow::anyhow!("no photo returned")))?;
        let stored = photo(&row)?;
        txn.commit().await.map_err(translate)?;
        Ok(stored)
    }

    async fn list(&self, owner: UserId, showing: ShowingId) -> Result<Vec<Photo>, RepositoryError> {
        let rows = self
            .db
            .query_all_raw(self.statement(
                &format!(
                    "SELECT {COLUMNS} FROM photos WHERE showing_id = $1 AND user_id = $2 \
                     ORDER BY position, id"
                ),
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        rows.iter().map(photo).collect()
    }

    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<Option<Photo>, RepositoryError> {
        self.one(&self.db, owner, showing, id).await
    }

    async fn change(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
        change: &PhotoChange,
    ) -> Result<Photo, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let Some(mut ids) = self.ordered_ids(&txn, owner, showing).await? else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        let Some(at) = ids.iter().position(|i| *i == id.0) else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        if let Some(caption) = &change.caption {
            txn.execute_raw(self.statement(
                "UPDATE photos SET caption = $1 WHERE id = $2",
                vec![
                    caption.as_ref().map(|c| c.as_str().to_owned()).into(),
                    id.0.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        }
        if let Some(item) = &change.report_item_id {
            txn.execute_raw(self.statement(
                "UPDATE photos SET report_item_id = $1 WHERE id = $2",
                vec![item.clone().into(), id.0.into()],
            ))
            .await
            .map_err(translate)?;
        }
        if let Some(position) = change.position {
            let moved = ids.remove(at);
            let to = usize::try_from(position)
                .unwrap_or(usize::MAX)
                .min(ids.len());
            ids.insert(to, moved);
        }
        // Also closes any gap an older write left.
        self.renumber(&txn, &ids).await?;
        let changed = self
            .one(&txn, owner, showing, id)
            .await?
            .ok_or(RepositoryError::NotFound)?;
        txn.commit().await.map_err(translate)?;
        Ok(changed)
    }

    async fn delete(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<Photo, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let Some(mut ids) = self.ordered_ids(&txn, owner, showing).await? else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        let Some(gone) = self.one(&txn, owner, showing, id).await? else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        txn.execute_raw(self.statement("DELETE FROM photos WHERE id = $1", vec![id.0.into()]))
            .await
            .map_err(translate)?;
        ids.retain(|i| *i != id.0);
        self.renumber(&txn, &ids).await?;
        txn.commit().await.map_err(translate)?;
        Ok(gone)
    }

    async fn reattach(
        &self,
        owner: UserId,
        showing: ShowingId,
        moves: &HashMap<String, String>,
    ) -> Result<(), RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let rows = txn
            .query_all_raw(self.statement(
                "SELECT id, report_item_id FROM photos \
                 WHERE showing_id = $1 AND user_id = $2 AND report_item_id IS NOT NULL",
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        for r in rows {
            let id: i64 = r.try_get("", "id").map_err(translate)?;
            let item: String = r.try_get("", "report_item_id").map_err(translate)?;
            txn.execute_raw(self.statement(
                "UPDATE photos SET report_item_id = $1 WHERE id = $2",
                vec![moves.get(&item).cloned().into(), id.into()],
            ))
            .await
            .map_err(translate)?;
        }
        txn.commit().await.map_err(translate)?;
        Ok(())
    }
}
