//! Recordings: audio an agent dictated into one of a showing's note boxes, where the browser
//! could not turn speech into text itself. The audio is kept with the showing (nothing is thrown
//! away); its transcript, when a transcription service is set up, goes into the box it was
//! recorded for.
//!
//! Audio is recognised by its content, never by a file name or a declared type: WebM/Matroska,
//! Ogg, MP4/M4A, WAV and MP3, the containers browsers' recorders and phones produce.

use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::showing::{Notes, ShowingId};
use crate::user::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordingId(pub i64);

/// The note box a recording was made for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordingBox {
    /// Repairs Needed.
    Repairs,
    /// Updates Wanted.
    Updates,
}

#[derive(Debug, Error, PartialEq, Eq)]
#[error("the box must be \"repairs\" or \"updates\"")]
pub struct UnknownBox;

impl RecordingBox {
    pub fn parse(raw: &str) -> Result<Self, UnknownBox> {
        match raw.trim() {
            "repairs" => Ok(Self::Repairs),
            "updates" => Ok(Self::Updates),
            _ => Err(UnknownBox),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Repairs => "repairs",
            Self::Updates => "updates",
        }
    }
}

/// The container an audio file is in, as its first bytes say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AudioFormat {
    /// WebM (Chrome's and Firefox's recorders).
    Webm,
    /// Matroska that does not say it is WebM.
    Matroska,
    Ogg,
    /// MP4 / M4A (Safari's recorder, phones' voice memos).
    Mp4,
    Wav,
    Mp3,
}

impl AudioFormat {
    /// Recognises the container from the file's first bytes; `None` for anything else.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(&[0x1A, 0x45, 0xDF, 0xA3]) {
            // The EBML header names its document type near the start.
            let head = &bytes[..bytes.len().min(64)];
            return Some(if head.windows(4).any(|w| w == b"webm") {
                Self::Webm
            } else {
                Self::Matroska
            });
        }
        if bytes.starts_with(b"OggS") {
            return Some(Self::Ogg);
        }
        if bytes.get(4..8) == Some(b"ftyp") {
            return Some(Self::Mp4);
        }
        if bytes.starts_with(b"RIFF") && bytes.get(8..12) == Some(b"WAVE") {
            return Some(Self::Wav);
        }
        if bytes.starts_with(b"ID3") {
            return Some(Self::Mp3);
        }
        // An MPEG audio frame: eleven sync bits, then a version that exists (not 01) and a
        // layer that is not "reserved" (00). AAC's ADTS frames (layer 00) are not MP3.
        if let [0xFF, second, ..] = bytes
            && second & 0xE0 == 0xE0
            && second & 0x18 != 0x08
            && second & 0x06 != 0
        {
            return Some(Self::Mp3);
        }
        None
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Webm => "audio/webm",
            Self::Matroska => "audio/x-matroska",
            Self::Ogg => "audio/ogg",
            Self::Mp4 => "audio/mp4",
            Self::Wav => "audio/wav",
            Self::Mp3 => "audio/mpeg",
        }
    }

    /// The file name extension transcription services expect for the type.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Webm => "webm",
            Self::Matroska => "mkv",
            Self::Ogg => "ogg",
            Self::Mp4 => "m4a",
            Self::Wav => "wav",
            Self::Mp3 => "mp3",
        }
    }

    pub fn from_content_type(content_type: &str) -> Option<Self> {
        [
            Self::Webm,
            Self::Matroska,
            Self::Ogg,
            Self::Mp4,
            Self::Wav,
            Self::Mp3,
        ]
        .into_iter()
        .find(|f| f.content_type() == content_type)
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidAudio {
    #[error("the recording is empty")]
    Empty,
    #[error("the recording must be at most 25 MB")]
    TooLarge,
    #[error("the recording must be WebM, Ogg, MP4/M4A, WAV or MP3 audio")]
    UnsupportedType,
    #[error("the recording can be at most 30 minutes long")]
    TooLong,
}

/// How long a recording lasts, in milliseconds: more than nothing and at most
/// [`RecordingDuration::MAX_MS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct RecordingDuration(u64);

impl RecordingDuration {
    /// 30 minutes: longer than any walk through one house's rooms, short enough for one
    /// transcription request.
    pub const MAX_MS: u64 = 30 * 60 * 1000;

    /// `None` for a duration of zero (unknown); `TooLong` past the limit.
    pub fn from_millis(ms: u64) -> Result<Option<Self>, InvalidAudio> {
        match ms {
            0 => Ok(None),
            ms if ms > Self::MAX_MS => Err(InvalidAudio::TooLong),
            ms => Ok(Some(Self(ms))),
        }
    }

    pub fn millis(self) -> u64 {
        self.0
    }
}

/// A recording's audio: one of the accepted containers (checked by content), not empty, at most
/// [`AudioClip::MAX_BYTES`], and, when its length is known, at most 30 minutes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AudioClip {
    format: AudioFormat,
    bytes: Vec<u8>,
    duration: Option<RecordingDuration>,
}

impl AudioClip {
    /// 25 MB: the largest file the common transcription APIs take in one request.
    pub const MAX_BYTES: usize = 25 * 1024 * 1024;

    /// `declared_ms` is the length the recorder measured (0 when unknown). A WAV file's header
    /// says its length exactly, and that wins over what was declared.
    pub fn parse(bytes: Vec<u8>, declared_ms: u64) -> Result<Self, InvalidAudio> {
        if bytes.is_empty() {
            return Err(InvalidAudio::Empty);
        }
        if bytes.len() > Self::MAX_BYTES {
            return Err(InvalidAudio::TooLarge);
        }
        let format = AudioFormat::sniff(&bytes).ok_or(InvalidAudio::UnsupportedType)?;
        let measured = match format {
            AudioFormat::Wav => wav_duration_ms(&bytes),
            _ => None,
        };
        let duration = RecordingDuration::from_millis(measured.unwrap_or(declared_ms))?;
        Ok(Self {
            format,
            bytes,
            duration,
        })
    }

    pub fn format(&self) -> AudioFormat {
        self.format
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn duration(&self) -> Option<RecordingDuration> {
        self.duration
    }
}

/// A WAV file's length from its header: the `data` chunk's size over the `fmt ` chunk's bytes
/// per second. `None` when the header does not say (a stream written before its size was known).
pub fn wav_duration_ms(bytes: &[u8]) -> Option<u64> {
    let le32 = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    };
    let mut at = 12;
    let mut byte_rate = None;
    while at + 8 <= bytes.len() {
        let id = bytes.get(at..at + 4)?;
        let size = le32(at + 4)?;
        if id == b"fmt " {
            byte_rate = le32(at + 16);
        } else if id == b"data" {
            let rate = u64::from(byte_rate.filter(|r| *r > 0)?);
            if size == u32::MAX || size == 0 {
                return None;
            }
            return Some(u64::from(size) * 1000 / rate);
        }
        // Chunks are padded to an even size.
        at = at.checked_add(8 + size as usize + (size as usize & 1))?;
    }
    None
}

/// Text a transcription service heard: trimmed, without control characters, and no longer than
/// a note box holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript(String);

impl Transcript {
    /// `None` when nothing was heard.
    pub fn from_heard(raw: &str) -> Option<Self> {
        let cleaned: String = raw
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let words = cleaned.split_whitespace().collect::<Vec<_>>().join(" ");
        let kept: String = words.chars().take(Notes::MAX_LEN).collect();
        (!kept.is_empty()).then_some(Self(kept))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What became of transcribing a recording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transcription {
    /// The service answered; the transcript is `None` when it heard no words.
    Transcribed(Option<Transcript>),
    /// No transcription service is set up: the audio is kept for playback.
    NotConfigured,
    /// The service failed (why, in words an agent can read); the audio is kept.
    Failed(String),
}

impl Transcription {
    pub fn status(&self) -> &'static str {
        match self {
            Self::Transcribed(_) => "transcribed",
            Self::NotConfigured => "notConfigured",
            Self::Failed(_) => "failed",
        }
    }

    pub fn transcript(&self) -> Option<&Transcript> {
        match self {
            Self::Transcribed(t) => t.as_ref(),
            _ => None,
        }
    }

    /// What the agent is told besides the transcript.
    pub fn message(&self) -> Option<&str> {
        match self {
            Self::Transcribed(Some(_)) => None,
            Self::Transcribed(None) => Some("No words were heard in the recording."),
            Self::NotConfigured => Some(NOT_CONFIGURED_MESSAGE),
            Self::Failed(reason) => Some(reason),
        }
    }

    /// Reads a stored outcome back.
    pub fn from_stored(status: &str, transcript: Option<&str>, message: Option<&str>) -> Self {
        match status {
            "transcribed" => Self::Transcribed(transcript.and_then(Transcript::from_heard)),
            "notConfigured" => Self::NotConfigured,
            _ => Self::Failed(message.unwrap_or("Transcription failed.").to_owned()),
        }
    }
}

/// Said wherever a recording could not be transcribed because no service is set up.
pub const NOT_CONFIGURED_MESSAGE: &str =
    "Transcription is not set up — the recording is kept with the showing";

/// A recording about to be stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NewRecording {
    pub user_id: UserId,
    pub showing_id: ShowingId,
    pub for_box: RecordingBox,
    pub file_key: String,
    pub format: AudioFormat,
    pub size_bytes: u64,
    pub duration: Option<RecordingDuration>,
    pub transcription: Transcription,
    pub created_at: DateTime<Utc>,
}

/// A stored recording.
#[derive(Debug, Clone, PartialEq)]
pub struct Recording {
    pub id: RecordingId,
    pub user_id: UserId,
    pub showing_id: ShowingId,
    pub for_box: RecordingBox,
    pub file_key: String,
    pub format: AudioFormat,
    pub size_bytes: u64,
    pub duration: Option<RecordingDuration>,
    pub transcription: Transcription,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A PCM WAV header for `seconds` of 16 kHz mono 16-bit audio, and its samples (silence).
    pub(crate) fn wav(seconds: u32) -> Vec<u8> {
        let rate = 16_000u32;
        let data = rate * 2 * seconds;
        let mut out = Vec::new();
        out.extend_from_slice(b"RIFF");
        out.extend_from_slice(&(36 + data).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&rate.to_le_bytes());
        out.extend_from_slice(&(rate * 2).to_le_bytes());
        out.extend_from_slice(&2u16.to_le_bytes());
        out.extend_from_slice(&16u16.to_le_bytes());
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data.to_le_bytes());
        out.resize(out.len() + data as usize, 0);
        out
    }

    const WEBM: &[u8] = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82\x84webm\x42\x87\x81\x04";

    #[test]
    fn recognises_audio_by_its_first_bytes() {
        let cases: [(&[u8], Option<AudioFormat>); 11] = [
            (WEBM, Some(AudioFormat::Webm)),
            (
                b"\x1a\x45\xdf\xa3\x9f\x42\x82\x88matroska",
                Some(AudioFormat::Matroska),
            ),
            (b"OggS\x00\x02rest", Some(AudioFormat::Ogg)),
            (b"\x00\x00\x00\x20ftypM4A ", Some(AudioFormat::Mp4)),
            (b"RIFF\x24\x00\x00\x00WAVEfmt ", Some(AudioFormat::Wav)),
            (b"ID3\x04\x00", Some(AudioFormat::Mp3)),
            (&[0xFF, 0xFB, 0x90, 0x64], Some(AudioFormat::Mp3)),
            // AAC in ADTS frames, a JPEG, a PNG and text are not accepted.
            (&[0xFF, 0xF1, 0x50, 0x80], None),
            (&[0xFF, 0xD8, 0xFF, 0xE0], None),
            (b"\x89PNG\r\n\x1a\n", None),
            (b"RIFF\x24\x00\x00\x00AVI LIST", None),
        ];
        for (bytes, expected) in cases {
            assert_eq!(AudioFormat::sniff(bytes), expected, "{bytes:?}");
        }
        assert_eq!(AudioFormat::sniff(b"hello, world"), None);
        assert_eq!(AudioFormat::sniff(b""), None);
    }

    #[test]
    fn content_types_round_trip() {
        for f in [
            AudioFormat::Webm,
            AudioFormat::Matroska,
            AudioFormat::Ogg,
            AudioFormat::Mp4,
            AudioFormat::Wav,
            AudioFormat::Mp3,
        ] {
            assert_eq!(AudioFormat::from_content_type(f.content_type()), Some(f));
        }
        assert_eq!(AudioFormat::from_content_type("text/plain"), None);
    }

    #[test]
    fn a_clip_is_audio_of_bounded_size_and_length() {
        assert_eq!(AudioClip::parse(vec![], 0), Err(InvalidAudio::Empty));
        assert_eq!(
            AudioClip::parse(b"<html>".to_vec(), 1000),
            Err(InvalidAudio::UnsupportedType)
        );
        let mut big = WEBM.to_vec();
        big.resize(AudioClip::MAX_BYTES + 1, 0);
        assert_eq!(AudioClip::parse(big, 0), Err(InvalidAudio::TooLarge));
        let mut at_limit = WEBM.to_vec();
        at_limit.resize(AudioClip::MAX_BYTES, 0);
        assert!(AudioClip::parse(at_limit, 0).is_ok());

        let clip = AudioClip::parse(WEBM.to_vec(), 4_200).unwrap();
        assert_eq!(clip.format(), AudioFormat::Webm);
        assert_eq!(clip.duration().map(RecordingDuration::millis), Some(4_200));
        assert_eq!(AudioClip::parse(WEBM.to_vec(), 0).unwrap().duration(), None);
        assert_eq!(
            AudioClip::parse(WEBM.to_vec(), RecordingDuration::MAX_MS + 1),
            Err(InvalidAudio::TooLong)
        );
        assert!(AudioClip::parse(WEBM.to_vec(), RecordingDuration::MAX_MS).is_ok());
    }

    #[test]
    fn a_wav_header_says_how_long_it_is() {
        let three = wav(3);
        assert_eq!(wav_duration_ms(&three), Some(3_000));
        // The header wins over what the recorder declared.
        let clip = AudioClip::parse(three, 60_000).unwrap();
        assert_eq!(clip.format(), AudioFormat::Wav);
        assert_eq!(clip.duration().map(RecordingDuration::millis), Some(3_000));
        // A header declaring 31 minutes is refused without reading the samples.
        let mut long = wav(0);
        let data = 16_000u32 * 2 * 31 * 60;
        let at = long.len() - 4;
        long[at..].copy_from_slice(&data.to_le_bytes());
        assert_eq!(AudioClip::parse(long, 0), Err(InvalidAudio::TooLong));
        // A truncated header says nothing.
        assert_eq!(wav_duration_ms(b"RIFF\0\0\0\0WAVEfmt "), None);
    }

    #[test]
    fn boxes_are_named_as_the_form_names_them() {
        assert_eq!(RecordingBox::parse("repairs"), Ok(RecordingBox::Repairs));
        assert_eq!(RecordingBox::parse(" updates "), Ok(RecordingBox::Updates));
        assert_eq!(RecordingBox::parse("Repairs"), Err(UnknownBox));
        assert_eq!(RecordingBox::parse(""), Err(UnknownBox));
        assert_eq!(RecordingBox::Updates.as_str(), "updates");
    }

    #[test]
    fn a_transcript_is_tidied_and_bounded() {
        assert_eq!(Transcript::from_heard("  \n "), None);
        assert_eq!(
            Transcript::from_heard(" The roof\u{0}leaks.\n\nPaint   the den. ")
                .unwrap()
                .as_str(),
            "The roof leaks. Paint the den."
        );
        let long = "word ".repeat(10_000);
        assert_eq!(
            Transcript::from_heard(&long)
                .unwrap()
                .as_str()
                .chars()
                .count(),
            Notes::MAX_LEN
        );
    }

    #[test]
    fn outcomes_are_stored_and_read_back() {
        let heard = Transcription::Transcribed(Transcript::from_heard("Fix the sink"));
        for outcome in [
            heard,
            Transcription::Transcribed(None),
            Transcription::NotConfigured,
            Transcription::Failed("The transcription service did not answer.".into()),
        ] {
            let back = Transcription::from_stored(
                outcome.status(),
                outcome.transcript().map(Transcript::as_str),
                outcome.message(),
            );
            assert_eq!(back, outcome);
        }
        assert_eq!(
            Transcription::NotConfigured.message(),
            Some(NOT_CONFIGURED_MESSAGE)
        );
    }

    proptest::proptest! {
        #[test]
        fn sniffing_never_panics(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..64)) {
            let _ = AudioFormat::sniff(&bytes);
            let _ = wav_duration_ms(&bytes);
        }
    }
}
