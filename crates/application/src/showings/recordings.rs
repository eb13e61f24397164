use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::recording::{
    AudioClip, NewRecording, Recording, RecordingBox, RecordingId, Transcript, Transcription,
};
use showscribe_domain::showing::ShowingId;
use thiserror::Error;

use crate::ports::{
    Clock, FileStore, RecordingRepository, RepositoryError, ShowingRepository, Transcriber,
    TranscriptionError,
};

#[derive(Debug, Error)]
pub enum RecordingError {
    /// No such showing or recording, or not this agent's.
    #[error("not found")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for RecordingError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// What the agent reads when transcription failed: the cause in plain words, and that nothing
/// was lost.
pub fn failure_message(e: &TranscriptionError) -> String {
    let what = match e {
        TranscriptionError::Unavailable(_) => "The transcription service did not answer",
        TranscriptionError::Refused(_) => "The transcription service refused the recording",
        TranscriptionError::Unusable(_) => "The transcription service's answer could not be read",
    };
    format!("{what} — the recording is kept with the showing")
}

/// A showing's recordings: audio dictated into a note box where the browser could not turn
/// speech into text. Each upload is kept in the file store with the showing (nothing is thrown
/// away) and transcribed when a transcription service is set up; the transcript goes back to the
/// box it was recorded for, for the agent to review.
pub struct ShowingRecordings {
    showings: Arc<dyn ShowingRepository>,
    recordings: Arc<dyn RecordingRepository>,
    files: Arc<dyn FileStore>,
    transcriber: Option<Arc<dyn Transcriber>>,
    clock: Arc<dyn Clock>,
}

impl ShowingRecordings {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        recordings: Arc<dyn RecordingRepository>,
        files: Arc<dyn FileStore>,
        transcriber: Option<Arc<dyn Transcriber>>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            showings,
            recordings,
            files,
            transcriber,
            clock,
        }
    }

    /// Stores the audio first, then transcribes it, then records both. A transcription that
    /// fails is told in the answer; the recording is kept all the same.
    #[tracing::instrument(name = "upload_recording", skip_all, fields(user_id = owner.0, showing_id = showing.0, bytes = clip.len()))]
    pub async fn upload(
        &self,
        owner: UserId,
        showing: ShowingId,
        for_box: RecordingBox,
        clip: AudioClip,
    ) -> Result<Recording, RecordingError> {
        if self.showings.find(owner, showing).await?.is_none() {
            return Err(RecordingError::NotFound);
        }
        let now = self.clock.now();
        let key = format!(
            "recordings/{}/{}/{}.{}",
            owner.0,
            showing.0,
            now.timestamp_nanos_opt().unwrap_or_default(),
            clip.format().extension()
        );
        self.files.put(&key, clip.bytes()).await?;
        let transcription = self.transcribe(&clip).await;
        let new = NewRecording {
            user_id: owner,
            showing_id: showing,
            for_box,
            file_key: key.clone(),
            format: clip.format(),
            size_bytes: clip.len() as u64,
            duration: clip.duration(),
            transcription,
            created_at: now,
        };
        match self.recordings.insert(new).await {
            Ok(recording) => Ok(recording),
            Err(e) => {
                // Not recorded (the showing went meanwhile, or the database failed): the device
                // still holds the audio and sends it again, so this copy is not kept.
                if let Err(e) = self.files.delete(&key).await {
                    tracing::warn!(error = %e, %key, "could not delete an unrecorded recording");
                }
                Err(e.into())
            }
        }
    }

    async fn transcribe(&self, clip: &AudioClip) -> Transcription {
        let Some(transcriber) = &self.transcriber else {
            return Transcription::NotConfigured;
        };
        match transcriber.transcribe(clip).await {
            Ok(text) => Transcription::Transcribed(Transcript::from_heard(&text)),
            Err(e) => {
                tracing::warn!(error = %e, "transcribing a recording failed; it is kept");
                Transcription::Failed(failure_message(&e))
            }
        }
    }

    /// Transcribes a kept recording again: after the service failed, or once a service is set up
    /// for a recording made without one. A recording already transcribed is answered as it is
    /// (nothing is sent to the service); a new failure is recorded and told like the first.
    #[tracing::instrument(name = "transcribe_recording_again", skip_all, fields(user_id = owner.0, showing_id = showing.0, recording_id = id.0))]
    pub async fn transcribe_again(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
    ) -> Result<Recording, RecordingError> {
        let (recording, bytes) = self.audio(owner, showing, id).await?;
        if matches!(recording.transcription, Transcription::Transcribed(_)) {
            return Ok(recording);
        }
        let millis = recording.duration.map_or(0, |d| d.millis());
        let clip = AudioClip::parse(bytes, millis).map_err(|e| {
            anyhow::anyhow!("a stored recording is no longer readable audio: {e:?}")
        })?;
        let transcription = self.transcribe(&clip).await;
        Ok(self
            .recordings
            .set_transcription(owner, showing, id, transcription)
            .await?)
    }

    /// The showing's recordings, oldest first.
    pub async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Recording>, RecordingError> {
        Ok(self.recordings.list(owner, showing).await?)
    }

    /// A recording and its audio.
    pub async fn audio(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: RecordingId,
    ) -> Result<(Recording, Vec<u8>), RecordingError> {
        let recording = self
            .recordings
            .find(owner, showing, id)
            .await?
            .ok_or(RecordingError::NotFound)?;
        let Some(bytes) = self.files.get(&recording.file_key).await? else {
            tracing::error!(key = %recording.file_key, "a recording's audio is missing from the file store");
            return Err(RecordingError::NotFound);
        };
        Ok((recording, bytes))
    }
}
