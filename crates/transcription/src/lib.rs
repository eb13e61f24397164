//! Showscribe's transcriber for OpenAI-compatible speech-to-text APIs: OpenAI itself and the
//! servers that speak its protocol locally (whisper.cpp server, faster-whisper-server, LocalAI).
//!
//! One `multipart/form-data` request per recording to `{base_url}/audio/transcriptions` with the
//! audio as `file` and the model's name as `model`; the answer is `{"text": "…"}`. Timeouts,
//! connection errors and 5xx answers are reported as unavailable, other refusals with the API's
//! own message (the API key scrubbed from it), and anything but a transcript as unusable, so the
//! use case can keep the recording and tell the agent why.

mod settings;
mod transcriber;

pub use settings::TranscriptionSettings;
pub use transcriber::{OpenAiCompatibleTranscriber, TranscriptionConfigError};
