//! Response bodies for recordings.

use chrono::{DateTime, Utc};
use serde::Serialize;
use showscribe_domain::recording::{Recording, Transcript};
use utoipa::ToSchema;

/// What became of transcribing a recording.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum TranscriptionStatus {
    /// The service answered; `transcript` holds what it heard (null when it heard no words).
    Transcribed,
    /// No transcription service is set up: the recording is kept with the showing.
    NotConfigured,
    /// The service failed; `transcriptionMessage` says why, and the recording is kept.
    Failed,
}

/// The note box a recording was made for.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum RecordingField {
    /// Repairs Needed.
    Repairs,
    /// Updates Wanted.
    Updates,
}

/// A stored recording.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordingResponse {
    pub id: i64,
    pub showing_id: i64,
    /// The box the agent recorded into: its transcript belongs there.
    pub field: RecordingField,
    /// How long it lasts, when known.
    pub duration_ms: Option<u64>,
    /// What the audio is, as its content says (audio/webm, audio/ogg, audio/mp4, audio/wav,
    /// audio/mpeg).
    pub content_type: String,
    pub size_bytes: u64,
    pub created_at: DateTime<Utc>,
    pub transcript: Option<String>,
    pub transcription_status: TranscriptionStatus,
    /// For the agent: why there is no transcript (not set up, the service failed, nothing was
    /// heard). Null when there is one.
    pub transcription_message: Option<String>,
    /// Where the audio is played from (its owner only).
    pub audio_url: String,
}

impl From<&Recording> for RecordingResponse {
    fn from(r: &Recording) -> Self {
        use showscribe_domain::recording::{RecordingBox, Transcription};
        Self {
            id: r.id.0,
            showing_id: r.showing_id.0,
            field: match r.for_box {
                RecordingBox::Repairs => RecordingField::Repairs,
                RecordingBox::Updates => RecordingField::Updates,
            },
            duration_ms: r.duration.map(|d| d.millis()),
            content_type: r.format.content_type().to_owned(),
            size_bytes: r.size_bytes,
            created_at: r.created_at,
            transcript: r
                .transcription
                .transcript()
                .map(Transcript::as_str)
                .map(str::to_owned),
            transcription_status: match r.transcription {
                Transcription::Transcribed(_) => TranscriptionStatus::Transcribed,
                Transcription::NotConfigured => TranscriptionStatus::NotConfigured,
                Transcription::Failed(_) => TranscriptionStatus::Failed,
            },
            transcription_message: r.transcription.message().map(str::to_owned),
            audio_url: format!(
                "/api/showings/{}/recordings/{}/audio",
                r.showing_id.0, r.id.0
            ),
        }
    }
}
