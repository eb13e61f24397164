use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};
use showscribe_application::showings::{
    CreateShowingError, DeleteShowingError, ReadError, UpdateShowingError,
};
use showscribe_domain::showing::ShowingId;

use showscribe_application::showings::NOTES_REQUIRED;

use super::dto::{CreateShowingRequest, ShowingResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::idempotency;
use crate::routes::paging::{PageQuery, page_response};
use crate::session::SignedIn;
use crate::state::AppState;

pub(crate) fn showing_not_found() -> ApiError {
    ApiError::not_found("Showing not found")
}

/// Neither note box holds anything: the form shows it under the repairs box.
fn no_notes() -> ApiError {
    ApiError::bad_request("validation", NOTES_REQUIRED).with_field("repairsNeeded", NOTES_REQUIRED)
}

impl From<ReadError> for ApiError {
    fn from(e: ReadError) -> Self {
        match e {
            ReadError::NotFound => showing_not_found(),
            ReadError::Unavailable(e) => Self::unavailable(e),
            ReadError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CreateShowingError> for ApiError {
    fn from(e: CreateShowingError) -> Self {
        match e {
            CreateShowingError::NoNotes => no_notes(),
            CreateShowingError::Unavailable(e) => Self::unavailable(e),
            CreateShowingError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UpdateShowingError> for ApiError {
    fn from(e: UpdateShowingError) -> Self {
        match e {
            UpdateShowingError::NotFound => showing_not_found(),
            UpdateShowingError::NoNotes => no_notes(),
            UpdateShowingError::Unavailable(e) => Self::unavailable(e),
            UpdateShowingError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DeleteShowingError> for ApiError {
    fn from(e: DeleteShowingError) -> Self {
        match e {
            DeleteShowingError::NotFound => showing_not_found(),
            DeleteShowingError::Unavailable(e) => Self::unavailable(e),
            DeleteShowingError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Records a showing with the agent's notes (which may wait for a recording's transcript when
/// `recordingToFollow` is set).
#[utoipa::path(
    post, path = "/api/showings", tag = "showings",
    request_body = CreateShowingRequest,
    responses(
        (status = 201, description = "The showing (a repeated Idempotency-Key answers the first request's showing again, with Idempotent-Replayed: true)", body = ShowingResponse),
        (status = 400, description = "Invalid fields (notes over 20,000 characters, list price not positive, bad email…), or a malformed Idempotency-Key", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 409, description = "The first request with this Idempotency-Key is still being answered", body = ErrorBody),
        (status = 422, description = "This Idempotency-Key was used for a different request", body = ErrorBody),
    ),
    params(("Idempotency-Key" = Option<String>, Header, description = "Any 1–255 visible characters (a UUID) naming this request; a repeat within 24 hours gets the first answer and changes nothing")),
)]
#[post("/showings")]
pub async fn create_showing(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user): SignedIn,
    body: web::Json<CreateShowingRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let print = idempotency::fingerprint(&body);
    idempotency::once(&state, &req, &user, print, || async {
        let for_recording = body.recording_to_follow;
        let details = body.try_into_domain(state.clock.now().date_naive())?;
        let showing = if for_recording {
            state
                .create_showing
                .execute_for_recording(user.id, details)
                .await?
        } else {
            state.create_showing.execute(user.id, details).await?
        };
        Ok(HttpResponse::Created().json(ShowingResponse::from(&showing)))
    })
    .await
}

/// The agent's showings, newest first.
#[utoipa::path(
    get, path = "/api/showings", tag = "showings", params(PageQuery),
    responses(
        (status = 200, description = "Newest first; the total is in X-Total-Count", body = Vec<ShowingResponse>),
        (status = 400, description = "A paging parameter out of range", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/showings")]
pub async fn list_showings(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    page: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let listed = state.queries.showings(user.id, page.page()?).await?;
    Ok(page_response(&listed, |s| ShowingResponse::from(s)))
}

/// One of the agent's showings.
#[utoipa::path(
    get, path = "/api/showings/{id}", tag = "showings",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = ShowingResponse),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}")]
pub async fn get_showing(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let showing = state
        .queries
        .showing(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::Ok().json(ShowingResponse::from(&showing)))
}

/// Replaces a showing's details with the form, as `POST /api/showings` takes it and with the
/// same rules (a field left out is cleared). Its reports stay as they were generated (their
/// stored PDFs are retired); generating the report again reads the new notes, and takes a report
/// of the allowance only if they say something new.
#[utoipa::path(
    put, path = "/api/showings/{id}", tag = "showings",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = CreateShowingRequest,
    responses(
        (status = 200, description = "The showing", body = ShowingResponse),
        (status = 400, description = "Invalid fields, as for creating a showing; nothing changed", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[put("/showings/{id}")]
pub async fn update_showing(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<CreateShowingRequest>,
) -> Result<HttpResponse, ApiError> {
    let details = body
        .into_inner()
        .try_into_domain(state.clock.now().date_naive())?;
    let showing = state
        .update_showing
        .execute(user.id, ShowingId(id.into_inner()), details)
        .await?;
    Ok(HttpResponse::Ok().json(ShowingResponse::from(&showing)))
}

/// Deletes a showing with its comparables, its reports (the market analysis too) and their
/// stored PDFs. Reports it took from the allowance are not given back.
#[utoipa::path(
    delete, path = "/api/showings/{id}", tag = "showings",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[delete("/showings/{id}")]
pub async fn delete_showing(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state
        .delete_showing
        .execute(user.id, ShowingId(id.into_inner()))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
