use crate::routes::download;
use actix_multipart::{Field, Multipart};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use futures_util::StreamExt;
use sha2::{Digest, Sha256};
use showscribe_application::showings::RecordingError;
use showscribe_domain::recording::{AudioClip, InvalidAudio, RecordingBox, RecordingId};
use showscribe_domain::showing::ShowingId;

use super::dto::RecordingResponse;
use crate::error::{ApiError, ErrorBody};
use crate::routes::idempotency;
use crate::routes::showings::showing_not_found;
use crate::session::SignedIn;
use crate::state::AppState;

impl From<RecordingError> for ApiError {
    fn from(e: RecordingError) -> Self {
        match e {
            RecordingError::NotFound => showing_not_found(),
            RecordingError::Unavailable(e) => Self::unavailable(e),
            RecordingError::Unexpected(e) => Self::internal(e),
        }
    }
}

const FIELD_MESSAGE: &str = "Say which box the recording is for: repairs or updates";
const MISSING_AUDIO: &str = "Attach the recording as the audio file field";
/// The form's text fields are short; anything longer is not one of them.
const MAX_TEXT_FIELD_BYTES: usize = 64;
/// Room for the form's text fields and part headers besides the audio.
const FORM_OVERHEAD_BYTES: usize = 64 * 1024;

fn invalid_audio(e: InvalidAudio) -> ApiError {
    let message = match e {
        InvalidAudio::Empty => "The recording is empty".to_owned(),
        InvalidAudio::TooLarge => "The recording must be at most 25 MB".to_owned(),
        InvalidAudio::UnsupportedType => {
            "The recording must be WebM, Ogg, MP4/M4A, WAV or MP3 audio".to_owned()
        }
        InvalidAudio::TooLong => "A recording can be at most 30 minutes long".to_owned(),
    };
    let (status, code) = match e {
        InvalidAudio::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large"),
        _ => (StatusCode::BAD_REQUEST, "invalid_audio"),
    };
    ApiError::new(status, code, message.clone()).with_field("audio", message)
}

fn unreadable(e: impl std::fmt::Display) -> ApiError {
    ApiError::bad_request(
        "invalid_upload",
        format!("The upload could not be read: {e}"),
    )
}

/// What the form holds: the audio, the box it is for, and the length the recorder measured.
#[derive(Default)]
struct RecordingForm {
    audio: Option<Vec<u8>>,
    field: Option<String>,
    duration_ms: Option<String>,
}

/// Reads a part whole, refusing it as soon as it passes `limit` bytes.
async fn read_part(field: &mut Field, limit: usize) -> Result<Option<Vec<u8>>, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.next().await {
        let chunk = chunk.map_err(unreadable)?;
        if bytes.len() + chunk.len() > limit {
            return Ok(None);
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(Some(bytes))
}

async fn read_form(mut form: Multipart) -> Result<RecordingForm, ApiError> {
    let mut read = RecordingForm::default();
    while let Some(field) = form.next().await {
        let mut field = field.map_err(unreadable)?;
        let name = field.name().unwrap_or_default().to_owned();
        match name.as_str() {
            "audio" => {
                let bytes = read_part(&mut field, AudioClip::MAX_BYTES)
                    .await?
                    .ok_or_else(|| invalid_audio(InvalidAudio::TooLarge))?;
                read.audio = Some(bytes);
            }
            "field" | "durationMs" => {
                let bytes = read_part(&mut field, MAX_TEXT_FIELD_BYTES)
                    .await?
                    .unwrap_or_default();
                let text = String::from_utf8_lossy(&bytes).trim().to_owned();
                if name == "field" {
                    read.field = Some(text);
                } else {
                    read.duration_ms = Some(text);
                }
            }
            // Other parts are not part of the form: drained and ignored.
            _ => while field.next().await.is_some() {},
        }
    }
    Ok(read)
}

/// Uploads a recording dictated into one of the showing's note boxes (multipart/form-data: an
/// `audio` file, WebM, Ogg, MP4/M4A, WAV or MP3, checked by content, at most 25 MB and 30
/// minutes; `field`, `repairs` or `updates`; optionally `durationMs`, as the recorder measured
/// it). The audio is kept with the showing, and transcribed when a transcription service is set
/// up: the answer says what came of it. A repeated `Idempotency-Key` answers the first upload
/// again.
#[utoipa::path(
    post, path = "/api/showings/{id}/recordings", tag = "recordings",
    params(
        ("id" = i64, Path, description = "Showing id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Any 1–255 visible characters naming this upload; a repeat within 24 hours gets the first answer and stores nothing"),
    ),
    request_body(content_type = "multipart/form-data", description = "`audio` (a file), `field` (repairs | updates), `durationMs` (optional)"),
    responses(
        (status = 201, description = "The stored recording, with its transcript or why there is none", body = RecordingResponse),
        (status = 400, description = "Not audio of an accepted type, no audio, an unknown box, or longer than 30 minutes", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 413, description = "Over 25 MB", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[post("/showings/{id}/recordings")]
pub async fn upload_recording(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    form: Result<Multipart, actix_web::Error>,
) -> Result<HttpResponse, ApiError> {
    let showing = ShowingId(id.into_inner());
    let declared_length = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared_length.is_some_and(|n| n > AudioClip::MAX_BYTES + FORM_OVERHEAD_BYTES) {
        return Err(invalid_audio(InvalidAudio::TooLarge));
    }
    let form = form.map_err(|_| {
        ApiError::bad_request(
            "unsupported_content_type",
            "Send the recording as multipart/form-data",
        )
    })?;
    let form = read_form(form).await?;
    let for_box = form
        .field
        .as_deref()
        .map(RecordingBox::parse)
        .and_then(Result::ok)
        .ok_or_else(|| {
            ApiError::bad_request("validation", FIELD_MESSAGE).with_field("field", FIELD_MESSAGE)
        })?;
    let duration_ms = match form.duration_ms.as_deref() {
        None | Some("") => 0,
        Some(raw) => raw
            .parse::<f64>()
            .ok()
            .filter(|d| d.is_finite() && *d >= 0.0)
            .ok_or_else(|| {
                let message = "The duration must be a number of milliseconds";
                ApiError::bad_request("validation", message).with_field("durationMs", message)
            })? as u64,
    };
    let audio = form.audio.ok_or_else(|| {
        ApiError::bad_request("validation", MISSING_AUDIO).with_field("audio", MISSING_AUDIO)
    })?;
    let print = idempotency::fingerprint(&(
        for_box.as_str(),
        duration_ms,
        hex::encode(Sha256::digest(&audio)),
    ));
    let clip = AudioClip::parse(audio, duration_ms).map_err(invalid_audio)?;
    idempotency::once(&state, &req, &user, print, || async {
        let recording = state
            .recordings
            .upload(user.id, showing, for_box, clip)
            .await?;
        Ok(HttpResponse::Created().json(RecordingResponse::from(&recording)))
    })
    .await
}

/// The showing's recordings, oldest first.
#[utoipa::path(
    get, path = "/api/showings/{id}/recordings", tag = "recordings",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = Vec<RecordingResponse>),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/showings/{id}/recordings")]
pub async fn list_recordings(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let recordings = state
        .recordings
        .list(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(
        recordings
            .iter()
            .map(RecordingResponse::from)
            .collect::<Vec<_>>(),
    ))
}

/// Transcribes a kept recording again: after the transcription service failed, or once one is
/// set up for a recording made without it. Answers the recording with its new transcript, or why
/// there is still none (the recording is kept either way). A recording already transcribed is
/// answered as it is.
#[utoipa::path(
    post, path = "/api/showings/{id}/recordings/{recording_id}/transcription", tag = "recordings",
    params(
        ("id" = i64, Path, description = "Showing id"),
        ("recording_id" = i64, Path, description = "Recording id"),
    ),
    responses(
        (status = 200, description = "The recording, with its transcript or why there is none", body = RecordingResponse),
        (status = 404, description = "No such recording, or another agent's", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[post("/showings/{id}/recordings/{recording_id}/transcription")]
pub async fn transcribe_recording_again(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing, recording) = path.into_inner();
    let recording = state
        .recordings
        .transcribe_again(user.id, ShowingId(showing), RecordingId(recording))
        .await
        .map_err(recording_not_found)?;
    Ok(HttpResponse::Ok().json(RecordingResponse::from(&recording)))
}

/// A recording that is not there, or not this agent's, is a 404 that names the recording.
fn recording_not_found(e: RecordingError) -> ApiError {
    match e {
        RecordingError::NotFound => ApiError::not_found("Recording not found"),
        other => other.into(),
    }
}

/// The byte range a `Range: bytes=…` header asks for, within `len` bytes: `None` for the whole
/// file (no header, or one this does not serve, such as several ranges), `Err` when it lies
/// outside the file.
fn requested_range(req: &HttpRequest, len: usize) -> Result<Option<(usize, usize)>, ()> {
    let Some(spec) = req
        .headers()
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().strip_prefix("bytes="))
    else {
        return Ok(None);
    };
    if spec.contains(',') || len == 0 {
        return Ok(None);
    }
    let Some((start, end)) = spec.split_once('-') else {
        return Ok(None);
    };
    let last = len - 1;
    let (start, end) = match (start.trim(), end.trim()) {
        ("", "") => return Ok(None),
        // The last n bytes.
        ("", n) => {
            let n: usize = n.parse().map_err(|_| ())?;
            if n == 0 {
                return Err(());
            }
            (len.saturating_sub(n), last)
        }
        (s, "") => (s.parse().map_err(|_| ())?, last),
        (s, e) => (
            s.parse().map_err(|_| ())?,
            e.parse::<usize>().map_err(|_| ())?.min(last),
        ),
    };
    if start > end || start > last {
        return Err(());
    }
    Ok(Some((start, end)))
}

/// A recording's audio, for its owner only (another agent's answers 404). Answers byte ranges,
/// which browsers ask for to seek and which some need to play at all.
#[utoipa::path(
    get, path = "/api/showings/{id}/recordings/{recording_id}/audio", tag = "recordings",
    params(
        ("id" = i64, Path, description = "Showing id"),
        ("recording_id" = i64, Path, description = "Recording id"),
    ),
    responses(
        (status = 200, description = "The audio, in its own type (audio/webm, audio/ogg, audio/mp4, audio/wav, audio/mpeg)"),
        (status = 206, description = "The byte range asked for"),
        (status = 404, description = "No such recording, or another agent's", body = ErrorBody),
        (status = 416, description = "A range outside the file"),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/showings/{id}/recordings/{recording_id}/audio")]
pub async fn recording_audio(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing, recording) = path.into_inner();
    let (recording, bytes) = state
        .recordings
        .audio(user.id, ShowingId(showing), RecordingId(recording))
        .await
        .map_err(recording_not_found)?;
    let len = bytes.len();
    let mut res = match requested_range(&req, len) {
        Err(()) => {
            return Ok(HttpResponse::RangeNotSatisfiable()
                .insert_header((header::CONTENT_RANGE, format!("bytes */{len}")))
                .insert_header((header::CACHE_CONTROL, "private"))
                .finish());
        }
        Ok(Some((start, end))) => {
            let mut res = HttpResponse::PartialContent();
            res.insert_header((header::CONTENT_RANGE, format!("bytes {start}-{end}/{len}")));
            (res, bytes[start..=end].to_vec())
        }
        Ok(None) => (HttpResponse::Ok(), bytes),
    };
    let file_name = format!(
        "recording-{}.{}",
        recording.id.0,
        recording.format.extension()
    );
    res.0
        .content_type(recording.format.content_type())
        .insert_header((header::CACHE_CONTROL, "private"))
        .insert_header((header::ACCEPT_RANGES, "bytes"))
        // Audio is compressed already; and a compressed answer to a range would not be that range.
        .insert_header(header::ContentEncoding::Identity)
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header(download::inline(file_name));
    Ok(res.0.body(res.1))
}
