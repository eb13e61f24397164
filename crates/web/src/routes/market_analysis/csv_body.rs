//! The raw CSV upload, refused by type or size before it is read whole.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, web};
use futures_util::StreamExt;

use crate::error::ApiError;

/// The largest CSV file accepted.
pub const MAX_CSV_BYTES: usize = 1024 * 1024;

/// The content types a CSV upload may come with (browsers send a spreadsheet type for .csv on
/// some systems, or none).
const CSV_TYPES: &[&str] = &[
    "text/csv",
    "application/csv",
    "text/comma-separated-values",
    "text/plain",
    "application/octet-stream",
    "application/vnd.ms-excel",
];

/// The raw request body, refused past [`MAX_CSV_BYTES`] without reading the rest.
pub(super) async fn read_csv(
    req: &HttpRequest,
    mut body: web::Payload,
) -> Result<Vec<u8>, ApiError> {
    if let Some(content_type) = req.headers().get(header::CONTENT_TYPE) {
        let essence = content_type
            .to_str()
            .unwrap_or_default()
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        if !essence.is_empty() && !CSV_TYPES.contains(&essence.as_str()) {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_content_type",
                "Send the CSV file itself as the request body (Content-Type: text/csv).",
            ));
        }
    }
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            "The file is too large: a CSV of comparables can be at most 1 MB.",
        )
    };
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_CSV_BYTES) {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(declared.unwrap_or(0));
    while let Some(chunk) = body.next().await {
        let chunk = chunk.map_err(|e| {
            ApiError::bad_request("invalid_upload", format!("The file could not be read: {e}"))
        })?;
        if bytes.len() + chunk.len() > MAX_CSV_BYTES {
            return Err(too_large());
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}
