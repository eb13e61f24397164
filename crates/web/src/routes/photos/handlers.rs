use actix_multipart::Multipart;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, delete, get, patch, post, web};
use futures_util::StreamExt;
use sha2::{Digest, Sha256};
use showscribe_application::showings::{PhotoError, PhotoSize};
use showscribe_domain::photo::{InvalidPhoto, MAX_PHOTOS_PER_SHOWING, PhotoId, PhotoUpload};
use showscribe_domain::showing::ShowingId;

use super::dto::{PhotoChangeRequest, PhotoListResponse, PhotoResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::idempotency;
use crate::session::SignedIn;
use crate::state::AppState;

impl From<PhotoError> for ApiError {
    fn from(e: PhotoError) -> Self {
        match e {
            PhotoError::ShowingNotFound => Self::not_found("Showing not found"),
            PhotoError::PhotoNotFound => Self::not_found("Photo not found"),
            PhotoError::TooMany => Self::new(
                StatusCode::CONFLICT,
                "too_many_photos",
                PhotoError::TooMany.to_string(),
            ),
            PhotoError::Unreadable(_) => invalid(InvalidPhoto::Unreadable),
            PhotoError::NoSuchItem => {
                let message = PhotoError::NoSuchItem.to_string();
                Self::bad_request("validation", message.clone()).with_field("reportItemId", message)
            }
            PhotoError::Unavailable(e) => Self::unavailable(e),
            PhotoError::Unexpected(e) => Self::internal(e),
        }
    }
}

fn invalid(e: InvalidPhoto) -> ApiError {
    let message = match e {
        InvalidPhoto::Empty => "The photo file is empty".to_owned(),
        InvalidPhoto::TooLarge => "A photo must be at most 20 MB".to_owned(),
        InvalidPhoto::Heic => e.to_string(),
        InvalidPhoto::UnsupportedType => "A photo must be a JPEG, PNG or WebP image".to_owned(),
        InvalidPhoto::Unreadable => "The photo could not be read as an image".to_owned(),
        InvalidPhoto::TooManyPixels { width, height } => {
            format!("The photo is {width} × {height} pixels; at most 50 megapixels are accepted")
        }
    };
    let (status, code) = match e {
        InvalidPhoto::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large"),
        _ => (StatusCode::BAD_REQUEST, "invalid_photo"),
    };
    ApiError::new(status, code, message.clone()).with_field("photo", message)
}

fn unreadable_upload(e: impl std::fmt::Display) -> ApiError {
    ApiError::bad_request(
        "invalid_upload",
        format!("The upload could not be read: {e}"),
    )
}

/// Reads every `photo` file field of the form, each checked from its header as it is read (a
/// file past 20 MB is refused as soon as it passes it; a bomb, HEIC or another type as soon
/// as it is whole). More than 60 files are refused before the 61st is read.
async fn read_photos(mut form: Multipart) -> Result<Vec<PhotoUpload>, ApiError> {
    let mut uploads = Vec::new();
    while let Some(field) = form.next().await {
        let mut field = field.map_err(unreadable_upload)?;
        if field.name() != Some("photo") {
            continue;
        }
        if uploads.len() == MAX_PHOTOS_PER_SHOWING {
            return Err(PhotoError::TooMany.into());
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(unreadable_upload)?;
            if bytes.len() + chunk.len() > PhotoUpload::MAX_BYTES {
                return Err(invalid(InvalidPhoto::TooLarge));
            }
            bytes.extend_from_slice(&chunk);
        }
        uploads.push(PhotoUpload::parse(bytes).map_err(invalid)?);
    }
    if uploads.is_empty() {
        return Err(
            ApiError::bad_request("validation", "Choose a photo to upload")
                .with_field("photo", "Choose a photo to upload"),
        );
    }
    Ok(uploads)
}

/// Adds photos to a showing (multipart/form-data, one or more `photo` file fields: JPEG, PNG
/// or WebP, each at most 20 MB and 50 megapixels, checked by content before anything decodes
/// it). Each is turned upright as its EXIF says, stripped of all metadata (GPS location
/// included) and stored as a JPEG of at most 2,048 pixels and a 400-pixel thumbnail, after the
/// showing's other photos. A showing holds at most 60 photos; if one file is refused, none is
/// stored. HEIC is converted by the app before it is sent.
#[utoipa::path(
    post, path = "/api/showings/{showingId}/photos", tag = "photos",
    params(("showingId" = i64, Path, description = "Showing id")),
    request_body(content_type = "multipart/form-data", description = "One or more `photo` file fields"),
    responses(
        (status = 201, description = "The stored photos, in the order sent (a repeated Idempotency-Key answers the first upload again, with Idempotent-Replayed: true)", body = PhotoListResponse),
        (status = 400, description = "No photo, not a JPEG/PNG/WebP (HEIC: \"HEIC photos are converted by the app; upload JPEG, PNG or WebP\"), over 50 megapixels, or unreadable (`invalid_photo`)", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 409, description = "The showing would hold more than 60 photos (`too_many_photos`); nothing stored", body = ErrorBody),
        (status = 413, description = "A photo over 20 MB", body = ErrorBody),
    )
)]
#[post("/showings/{showing_id}/photos")]
pub async fn upload_photos(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user): SignedIn,
    path: web::Path<i64>,
    form: Result<Multipart, actix_web::Error>,
) -> Result<HttpResponse, ApiError> {
    let showing = ShowingId(path.into_inner());
    // Another agent's showing is not found before its upload is even read.
    state.queries.showing(user.id, showing).await?;
    let form = form.map_err(|_| {
        ApiError::bad_request(
            "unsupported_content_type",
            "Send the photos as multipart/form-data",
        )
    })?;
    let uploads = read_photos(form).await?;
    // A device that sends its photos again after a lost answer names the upload with a key:
    // the repeat gets the first answer and stores nothing twice.
    let print = idempotency::fingerprint(
        &uploads
            .iter()
            .map(|u| hex::encode(Sha256::digest(u.bytes())))
            .collect::<Vec<_>>(),
    );
    idempotency::once(&state, &req, &user, print, || async {
        let added = state.photos.add(&user, showing, uploads).await?;
        Ok(HttpResponse::Created().json(PhotoListResponse {
            photos: added.iter().map(PhotoResponse::from).collect(),
        }))
    })
    .await
}

/// A showing's photos in order, each with its attachment to an item of the showing report.
#[utoipa::path(
    get, path = "/api/showings/{showingId}/photos", tag = "photos",
    params(("showingId" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The photos", body = PhotoListResponse),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{showing_id}/photos")]
pub async fn list_photos(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let photos = state
        .photos
        .list(user.id, ShowingId(path.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(PhotoListResponse {
        photos: photos.iter().map(PhotoResponse::from).collect(),
    }))
}

/// Captions a photo, moves it to another place in the order, or attaches it to an item of
/// the showing report (or detaches it). The report's stored PDF is retired.
#[utoipa::path(
    patch, path = "/api/showings/{showingId}/photos/{photoId}", tag = "photos",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("photoId" = i64, Path, description = "Photo id"),
    ),
    request_body = PhotoChangeRequest,
    responses(
        (status = 200, description = "The photo as changed", body = PhotoResponse),
        (status = 400, description = "A caption over 200 characters, or no such item in the report (`fields`)", body = ErrorBody),
        (status = 404, description = "No such showing or photo, or another agent's", body = ErrorBody),
    )
)]
#[patch("/showings/{showing_id}/photos/{photo_id}")]
pub async fn change_photo(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<PhotoChangeRequest>,
) -> Result<HttpResponse, ApiError> {
    let (showing, photo) = path.into_inner();
    let change = body.into_inner().try_into_change()?;
    let changed = state
        .photos
        .change(user.id, ShowingId(showing), PhotoId(photo), change)
        .await?;
    Ok(HttpResponse::Ok().json(PhotoResponse::from(&changed)))
}

/// Deletes a photo and its stored files.
#[utoipa::path(
    delete, path = "/api/showings/{showingId}/photos/{photoId}", tag = "photos",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("photoId" = i64, Path, description = "Photo id"),
    ),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "No such showing or photo, or another agent's", body = ErrorBody),
    )
)]
#[delete("/showings/{showing_id}/photos/{photo_id}")]
pub async fn delete_photo(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing, photo) = path.into_inner();
    state
        .photos
        .delete(user.id, ShowingId(showing), PhotoId(photo))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn image(
    state: &AppState,
    user: showscribe_domain::UserId,
    path: (i64, i64),
    size: PhotoSize,
) -> Result<HttpResponse, ApiError> {
    let (showing, photo) = path;
    let bytes = state
        .photos
        .image(user, ShowingId(showing), PhotoId(photo), size)
        .await?;
    // A photo's files never change (a new photo gets new ones), so the agent's browser may
    // keep them; `private` keeps them out of every shared cache.
    Ok(HttpResponse::Ok()
        .content_type("image/jpeg")
        .insert_header((header::CACHE_CONTROL, "private, max-age=86400"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(bytes))
}

/// The photo's full-size JPEG.
#[utoipa::path(
    get, path = "/api/showings/{showingId}/photos/{photoId}/image", tag = "photos",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("photoId" = i64, Path, description = "Photo id"),
    ),
    responses(
        (status = 200, description = "image/jpeg, `Cache-Control: private`"),
        (status = 404, description = "No such photo, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{showing_id}/photos/{photo_id}/image")]
pub async fn photo_image(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    image(&state, user.id, path.into_inner(), PhotoSize::Full).await
}

/// The photo's thumbnail (at most 400 pixels).
#[utoipa::path(
    get, path = "/api/showings/{showingId}/photos/{photoId}/thumbnail", tag = "photos",
    params(
        ("showingId" = i64, Path, description = "Showing id"),
        ("photoId" = i64, Path, description = "Photo id"),
    ),
    responses(
        (status = 200, description = "image/jpeg, `Cache-Control: private`"),
        (status = 404, description = "No such photo, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{showing_id}/photos/{photo_id}/thumbnail")]
pub async fn photo_thumbnail(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    image(&state, user.id, path.into_inner(), PhotoSize::Thumbnail).await
}
