//! The agent's logo: upload (multipart), fetch and remove.

use actix_multipart::Multipart;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, HttpResponseBuilder, delete, get, post, web};
use futures_util::StreamExt;
use showscribe_application::accounts::LogoError;
use showscribe_application::ports::Logo;
use showscribe_domain::user::{InvalidLogo, LogoFormat, LogoImage};

use super::dto::UserResponse;
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::state::AppState;

impl From<LogoError> for ApiError {
    fn from(e: LogoError) -> Self {
        match e {
            LogoError::NotFound => Self::not_found("No logo uploaded"),
            LogoError::Unavailable(e) => Self::unavailable(e),
            LogoError::Unexpected(e) => Self::internal(e),
        }
    }
}

fn invalid(e: InvalidLogo) -> ApiError {
    let message = match e {
        InvalidLogo::Empty => "The logo file is empty".to_owned(),
        InvalidLogo::TooLarge => "The logo must be at most 2 MB".to_owned(),
        InvalidLogo::UnsupportedType => "The logo must be a PNG, JPEG or SVG image".to_owned(),
        InvalidLogo::MalformedSvg => "The SVG logo could not be read as SVG".to_owned(),
        InvalidLogo::UnsafeSvg => {
            "The SVG logo contains scripts or external references, which are not allowed".to_owned()
        }
        InvalidLogo::Unreadable => "The logo image could not be read".to_owned(),
        InvalidLogo::TooManyPixels { width, height } => {
            format!("The logo is {width} × {height} pixels; at most 50 megapixels are accepted")
        }
    };
    let (status, code) = match e {
        InvalidLogo::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large"),
        _ => (StatusCode::BAD_REQUEST, "invalid_logo"),
    };
    ApiError::new(status, code, message.clone()).with_field("logo", message)
}

/// Reads the first file part of the form, refusing it as soon as it passes the size limit.
async fn read_file(mut form: Multipart) -> Result<Vec<u8>, ApiError> {
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|e| {
            ApiError::bad_request(
                "invalid_upload",
                format!("The upload could not be read: {e}"),
            )
        })?;
        let is_file = field
            .content_disposition()
            .is_some_and(|cd| cd.get_filename().is_some())
            || field.name() == Some("logo");
        if !is_file {
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| {
                ApiError::bad_request(
                    "invalid_upload",
                    format!("The upload could not be read: {e}"),
                )
            })?;
            if bytes.len() + chunk.len() > LogoImage::MAX_BYTES {
                return Err(invalid(InvalidLogo::TooLarge));
            }
            bytes.extend_from_slice(&chunk);
        }
        return Ok(bytes);
    }
    Err(
        ApiError::bad_request("validation", "Choose a logo file to upload")
            .with_field("logo", "Choose a logo file to upload"),
    )
}

/// Uploads the agent's logo (multipart/form-data, one file field, PNG, JPEG or SVG, at most 2 MB).
/// The type is checked by content. The previous logo stays when the upload is refused.
#[utoipa::path(
    post, path = "/api/user/logo", tag = "accounts",
    request_body(content_type = "multipart/form-data", description = "A `logo` file field"),
    responses(
        (status = 200, description = "The agent, with logoUrl set", body = UserResponse),
        (status = 400, description = "Not a PNG/JPEG/SVG, unsafe SVG, or no file", body = ErrorBody),
        (status = 413, description = "Over 2 MB", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[post("/user/logo")]
pub async fn upload_logo(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    form: Result<Multipart, actix_web::Error>,
) -> Result<HttpResponse, ApiError> {
    let form = form.map_err(|_| {
        ApiError::bad_request(
            "unsupported_content_type",
            "Send the logo as multipart/form-data",
        )
    })?;
    let bytes = read_file(form).await?;
    let logo = LogoImage::parse(bytes).map_err(invalid)?;
    let updated = state.logo.upload(&user, logo).await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}

/// Removes the agent's logo.
#[utoipa::path(
    delete, path = "/api/user/logo", tag = "accounts",
    responses(
        (status = 200, description = "The agent, with logoUrl null", body = UserResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[delete("/user/logo")]
pub async fn delete_logo(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let updated = state.logo.remove(&user).await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}

/// The agent's logo image.
#[utoipa::path(
    get, path = "/api/user/logo", tag = "accounts",
    responses(
        (status = 200, description = "The image (image/png, image/jpeg or image/svg+xml)"),
        (status = 404, description = "No logo uploaded", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/user/logo")]
pub async fn get_logo(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let logo = state.logo.get(&user).await?.ok_or(LogoError::NotFound)?;
    let mut res = HttpResponse::Ok();
    res.insert_header((header::CACHE_CONTROL, "private, no-cache"));
    Ok(logo_body(res, logo))
}

/// A logo's bytes on `res`: with its type, never sniffed, and an SVG forbidden to run anything
/// even when opened directly. Every place that serves a logo answers through this.
pub(crate) fn logo_body(mut res: HttpResponseBuilder, logo: Logo) -> HttpResponse {
    res.content_type(logo.format.content_type())
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"));
    if logo.format == LogoFormat::Svg {
        res.insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ));
    }
    res.body(logo.bytes)
}
