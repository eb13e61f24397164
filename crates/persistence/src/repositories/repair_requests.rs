//! Repair-request lists in the `repair_requests` table, one row per showing. Saving is a single
//! `INSERT … SELECT … ON CONFLICT DO UPDATE` from the owner's showing: a list can only be stored
//! for a showing of its owner, and two saves at once leave one whole list, never a mix.

use async_trait::async_trait;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use showscribe_application::ports::{ListExpectation, RepairRequestRepository, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::repair_request::{
    RepairRequest, RequestAuthor, RequestedItem, SavedRepairRequest,
};
use showscribe_domain::showing::ShowingId;

use super::showings;
use crate::database::{Database, WriteGate, numbered};
use crate::error::{corrupt, from_millis, translate};

pub struct SqlRepairRequestRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlRepairRequestRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }
}

#[async_trait]
impl RepairRequestRepository for SqlRepairRequestRepository {
    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<SavedRepairRequest>, RepositoryError> {
        let backend = self.db.get_database_backend();
        let row = self
            .db
            .query_one_raw(numbered(
                backend,
                "SELECT entries, updated_by, updated_at_ms FROM repair_requests \
                 WHERE showing_id = $1 AND user_id = $2",
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?;
        let Some(row) = row else { return Ok(None) };
        let entries: String = row.try_get("", "entries").map_err(translate)?;
        let entries: Vec<RequestedItem> =
            serde_json::from_str(&entries).map_err(|e| corrupt("repair request", e))?;
        let updated_by: String = row.try_get("", "updated_by").map_err(translate)?;
        Ok(Some(SavedRepairRequest {
            request: RepairRequest::from_stored(entries),
            updated_by: RequestAuthor::parse(&updated_by)
                .ok_or_else(|| corrupt("repair request author", &updated_by))?,
            updated_at: from_millis(
                "repair request time",
                row.try_get("", "updated_at_ms").map_err(translate)?,
            )?,
        }))
    }

    async fn save(
        &self,
        owner: UserId,
        showing: ShowingId,
        request: &SavedRepairRequest,
        expect: ListExpectation,
    ) -> Result<(), RepositoryError> {
        let entries = serde_json::to_string(request.request.entries())
            .map_err(|e| RepositoryError::Unexpected(e.into()))?;
        let backend = self.db.get_database_backend();
        // $6: 0 replaces whatever is stored, 1 only a list that does not exist yet (an insert),
        // 2 only the list saved at $7 (milliseconds).
        let (mode, saved_at_ms): (i64, Option<i64>) = match expect {
            ListExpectation::Any => (0, None),
            ListExpectation::Unsaved => (1, None),
            ListExpectation::SavedAt(at) => (2, Some(at.timestamp_millis())),
        };
        let _turn = self.writes.turn().await;
        let done = self
            .db
            .execute_raw(numbered(
                backend,
                "INSERT INTO repair_requests (showing_id, user_id, entries, updated_by, updated_at_ms) \
                 SELECT id, user_id, $3, $4, $5 FROM showings WHERE id = $1 AND user_id = $2 \
                 ON CONFLICT (showing_id) DO UPDATE SET entries = excluded.entries, \
                 updated_by = excluded.updated_by, updated_at_ms = excluded.updated_at_ms \
                 WHERE $6 = 0 OR ($6 = 2 AND repair_requests.updated_at_ms = $7)",
                vec![
                    showing.0.into(),
                    owner.0.into(),
                    entries.into(),
                    request.updated_by.as_str().into(),
                    request.updated_at.timestamp_millis().into(),
                    mode.into(),
                    saved_at_ms.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        if done.rows_affected() == 0 {
            // Nothing stored: the showing is not the owner's, or its list is not the one expected.
            return Err(if showings::is_owners(&self.db, owner, showing).await? {
                RepositoryError::Changed
            } else {
                RepositoryError::NotFound
            });
        }
        Ok(())
    }
}
