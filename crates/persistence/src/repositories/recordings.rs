//! Recordings in the `recordings` table; every query filters on the owner, and inserting one
//! checks, in the same statement, that the showing is the owner's.

use async_trait::async_trait;
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryResult};
use showscribe_application::ports::{RecordingRepository, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::recording::{
    AudioFormat, NewRecording, Recording, RecordingBox, RecordingDuration, RecordingId,
    Transcription,
};
use showscribe_domain::showing::ShowingId;

use super::showings;
use crate::database::{Database, WriteGate, numbered};
use crate::error::{corrupt, from_millis, translate};

const COLUMNS: &str = "id, user_id, showing_id, note_box, file_key, content_type, size_bytes, \
     duration_ms, transcript, transcription_status, transcription_message, created_at_ms";

#[derive(Clone, Debug)]
pub struct SqlRecordingRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlRecordingRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }
}

fn to_domain(row: &QueryResult) -> Result<Recording, RepositoryError> {
    let get_i64 = |c: &str| row.try_get::<i64>("", c).map_err(translate);
    let get_str = |c: &str| row.try_get::<String>("", c).map_err(translate);
    let get_opt = |c: &str| row.try_get::<Option<String>>("", c).map_err(translate);
    let content_type = get_str("content_type")?;
    let duration = row
        .try_get::<Option<i64>>("", "duration_ms")
        .map_err(translate)?
        .map(|ms| {
            RecordingDuration::from_millis(u64::try_from(ms).unwrap_or_default())
                .map_err(|e| corrupt("recording duration", e))
        })
        .transpose()?
        .flatten();
    let transcript = get_opt("transcript")?;
    let message = get_opt("transcription_message")?;
    Ok(Recording {
        id: RecordingId(get_i64("id")?),
        user_id: UserId(get_i64("user_id")?),
        showing_id: ShowingId(get_i64("showing_id")?),
        for_box: RecordingBox::parse(&get_str("note_box")?)
            .map_err(|e| corrupt("recording box", e))?,
        file_key: get_str("file_key")?,
        format: AudioFormat::from_content_type(&content_type)
            .ok_or_else(|| corrupt("recording type", &content_type))?,
        size_bytes: u64::try_from(get_i64("size_bytes")?).unwrap_or_default(),
        duration,
        transcription: Transcription::from_stored(
            &get_str("transcription_status")?,
            transcript.as_deref(),
            message.as_deref(),
        ),
        created_at: from_millis("recording time", get_i64("created_at_ms")?)?,
    })
}

#[async_trait]
impl RecordingRepository for SqlRecordingRepository {
    async fn insert(&self, new: NewRecording) -> Result<Recording, RepositoryError> {
        let backend = self.db.get_database_backend();
        let t = &new.transcription;
        let sql = format!(
            "INSERT INTO recordings (user_id, showing_id, note_box, file_key, content_type, \
             size_bytes, duration_ms, transcript, transcription_status, transcription_message, \
             created_at_ms) \
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 FROM showings \
             WHERE id = $2 AND user_id = $1 RETURNING {COLUMNS}"
        );
        let values: Vec<sea_orm::Value> = vec![
            new.user_id.0.into(),
            new.showing_id.0.into(),
            new.for_box.as_str().into(),
            new.file_key.as_str().into(),
            new.format.content_type().into(),
            i64::try_from(new.size_bytes).unwrap_or(i64::MAX).into(),
            new.duration
                .map(|d| i64::try_from(d.millis()).unwrap_or(i64::MAX))
                .into(),
            t.transcript().map(|s| s.as_str().to_owned()).into(),
            t.status().into(),
            t.message().map(str::to_owned).into(),
            new.created_at.timestamp_millis().into(),
        ];
        let _turn = self.writes.turn().await;
        let row = self
            .db
            .query_one_raw(numbered(backend, &sql, values))
            .await
            .map_err(translate)?
            .ok_or(RepositoryError::NotFound)?;
        to_domain(&row)
    }

    async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Recording>, RepositoryError> {
        let backend = self.db.get_database_backend();
        if !showings::is_owners(&self.db, owner, showing).await? {
            return Err(RepositoryError::NotFound);
        }
        self.db
            .query_all_raw(numbered(
                backend,
                &format!(
                    "SELECT {COLUMNS} FROM recordings WHERE showing_id = $1 AND user_id = $2 \
                     ORDER BY id"
                ),
                vec![showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?
            .iter()
            .map(to_domain)
            .collect()
    }

    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
    ) -> Result<Option<Recording>, RepositoryError> {
        let backend = self.db.get_database_backend();
        self.db
            .query_one_raw(numbered(
                backend,
                &format!(
                    "SELECT {COLUMNS} FROM recordings \
                     WHERE id = $1 AND showing_id = $2 AND user_id = $3"
                ),
                vec![id.0.into(), showing.0.into(), owner.0.into()],
            ))
            .await
            .map_err(translate)?
            .as_ref()
            .map(to_domain)
            .transpose()
    }

    async fn set_transcription(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
        transcription: Transcription,
    ) -> Result<Recording, RepositoryError> {
        let backend = self.db.get_database_backend();
        let sql = format!(
            "UPDATE recordings SET transcript = $1, transcription_status = $2, \
             transcription_message = $3 WHERE id = $4 AND showing_id = $5 AND user_id = $6 \
             RETURNING {COLUMNS}"
        );
        let values: Vec<sea_orm::Value> = vec![
            transcription
                .transcript()
                .map(|s| s.as_str().to_owned())
                .into(),
            transcription.status().into(),
            transcription.message().map(str::to_owned).into(),
            id.0.into(),
            showing.0.into(),
            owner.0.into(),
        ];
        let _turn = self.writes.turn().await;
        let row = self
            .db
            .query_one_raw(numbered(backend, &sql, values))
            .await
            .map_err(translate)?
            .ok_or(RepositoryError::NotFound)?;
        to_domain(&row)
    }
}
