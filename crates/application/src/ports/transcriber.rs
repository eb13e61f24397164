use async_trait::async_trait;
use showscribe_domain::recording::AudioClip;
use thiserror::Error;

/// Why a recording could not be transcribed. Each says what went wrong in words an agent can
/// read (the audio is kept either way).
#[derive(Debug, Error)]
pub enum TranscriptionError {
    /// No answer in time, no connection, or the service failed (5xx, 429): it may work later.
    #[error("the transcription service is unavailable: {0:#}")]
    Unavailable(anyhow::Error),
    /// The service refused the request (a 4xx other than 429): the key, the model or the file.
    #[error("the transcription service refused the recording: {0}")]
    Refused(String),
    /// The service answered, but not with a transcript.
    #[error("the transcription service answered with something unusable: {0}")]
    Unusable(String),
}

/// Turns recorded speech into text: an OpenAI-compatible `/v1/audio/transcriptions` endpoint
/// (OpenAI, whisper.cpp server, faster-whisper-server, LocalAI).
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait Transcriber: Send + Sync {
    /// The words heard in `audio`, as the service wrote them.
    async fn transcribe(&self, audio: &AudioClip) -> Result<String, TranscriptionError>;
}
