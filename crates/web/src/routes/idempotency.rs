//! `Idempotency-Key`: a device that may send a request twice (a retry after the signal dropped,
//! a queue that syncs once the connection is back) names it with a key of its choosing. The
//! first request with a key does the work and its answer is kept for a day; a repeat gets that
//! answer again and changes nothing. A repeat that arrives while the first is still being
//! answered waits for it.

use std::future::Future;
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};
use chrono::Duration as Span;
use sha2::{Digest, Sha256};
use showscribe_application::ports::{Claim, IdempotentRequest, RepositoryError, StoredAnswer};
use showscribe_domain::User;

use crate::error::ApiError;
use crate::state::AppState;

/// The request header.
pub const HEADER: &str = "Idempotency-Key";
/// Set to `true` on an answer given again for a repeated key.
pub const REPLAYED_HEADER: &str = "Idempotent-Replayed";
/// How long a key's first answer is kept.
const KEPT_FOR: Span = Span::hours(24);
/// A key claimed but never answered for this long is taken to be abandoned (its request died).
const ABANDONED_AFTER: Span = Span::minutes(2);
/// How long a repeat waits for the first request's answer before saying it is still running.
const WAIT_FOR_FIRST: Duration = Duration::from_secs(10);
const LONGEST_KEY: usize = 255;

/// The key a request carries, checked: 1 to 255 visible ASCII characters.
fn key_of(req: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(value) = req.headers().get(HEADER) else {
        return Ok(None);
    };
    let key = value.to_str().unwrap_or_default().trim();
    if key.is_empty() || key.len() > LONGEST_KEY || !key.bytes().all(|b| b.is_ascii_graphic()) {
        let message =
            "The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID";
        return Err(ApiError::bad_request("validation", message).with_field(HEADER, message));
    }
    Ok(Some(key.to_owned()))
}

/// A digest of what a request asks for, to tell a repeat from another request with the same key.
pub fn fingerprint(body: &impl serde::Serialize) -> String {
    let bytes = serde_json::to_vec(body).unwrap_or_default();
    hex::encode(Sha256::digest(&bytes))
}

fn stored(e: RepositoryError) -> ApiError {
    match e {
        RepositoryError::Unavailable(e) => ApiError::unavailable(e),
        other => ApiError::internal(other.into()),
    }
}

fn replay(answer: StoredAnswer) -> HttpResponse {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    HttpResponse::build(status)
        .insert_header((CONTENT_TYPE, HeaderValue::from_static("application/json")))
        .insert_header((REPLAYED_HEADER, "true"))
        .body(answer.body)
}

/// Runs `work` once per `Idempotency-Key` of the agent (or every time, without one). `scope`
/// names the method and path; `fingerprint` the body. Answers under 500 are kept and given
/// again; a server error frees the key for a retry.
pub async fn once<F, Fut>(
    state: &AppState,
    req: &HttpRequest,
    user: &User,
    fingerprint: String,
    work: F,
) -> Result<HttpResponse, ApiError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<HttpResponse, ApiError>>,
{
    let Some(key) = key_of(req)? else {
        return work().await;
    };
    let request = IdempotentRequest {
        user: user.id,
        key: key.clone(),
        scope: format!("{} {}", req.method(), req.path()),
        fingerprint,
    };
    let keys = &state.idempotency;
    let waiting_since = tokio::time::Instant::now();
    loop {
        let now = state.clock.now();
        match keys
            .claim(&request, now, now - KEPT_FOR, now - ABANDONED_AFTER)
            .await
            .map_err(stored)?
        {
            Claim::Claimed => break,
            Claim::Answered(answer) => return Ok(replay(answer)),
            Claim::Mismatch => {
                return Err(ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "idempotency_key_reused",
                    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
                ));
            }
            Claim::InProgress if waiting_since.elapsed() < WAIT_FOR_FIRST => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Claim::InProgress => {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "idempotency_in_progress",
                    "A request with this Idempotency-Key is still being answered. Try again in a moment.",
                ));
            }
        }
    }

    let outcome = work().await;
    let answer = match &outcome {
        Ok(_) => None,
        Err(e) if e.status().is_server_error() => None,
        Err(e) => Some(StoredAnswer {
            status: e.status().as_u16(),
            body: serde_json::to_string(&e.body()).unwrap_or_default(),
        }),
    };
    let response = match outcome {
        Ok(response) => response,
        Err(e) => {
            match answer {
                Some(answer) => keys.answer(user.id, &key, &answer).await.map_err(stored)?,
                None => keys.release(user.id, &key).await.map_err(stored)?,
            }
            return Err(e);
        }
    };
    if response.status().is_server_error() {
        keys.release(user.id, &key).await.map_err(stored)?;
        return Ok(response);
    }
    // Keep the body to store it, then answer with it.
    let status = response.status();
    let body = actix_web::body::to_bytes(response.into_body())
        .await
        .map_err(|_| ApiError::internal(anyhow::anyhow!("reading an answer to keep it")))?;
    let text = String::from_utf8_lossy(&body).into_owned();
    keys.answer(
        user.id,
        &key,
        &StoredAnswer {
            status: status.as_u16(),
            body: text.clone(),
        },
    )
    .await
    .map_err(stored)?;
    Ok(HttpResponse::build(status)
        .insert_header((CONTENT_TYPE, HeaderValue::from_static("application/json")))
        .body(text))
}
