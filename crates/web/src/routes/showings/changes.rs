//! Changing a showing after it was recorded: its details replaced, or the whole showing
//! deleted with its reports.

use actix_web::{HttpResponse, delete, put, web};
use showscribe_application::showings::{DeleteShowingError, UpdateShowingError};
use showscribe_domain::showing::ShowingId;

use super::dto::{CreateShowingRequest, ShowingResponse};
use super::handlers::showing_not_found;
use crate::error::{ApiError, ErrorBody};
use crate::session::SignedIn;
use crate::startup::AppState;

impl From<UpdateShowingError> for ApiError {
    fn from(e: UpdateShowingError) -> Self {
        match e {
            UpdateShowingError::NotFound => showing_not_found(),
            UpdateShowingError::Invalid { field, message } => {
                Self::bad_request("validation", message.clone()).with_field(field, message)
            }
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
    let details = body.into_inner().try_into_domain()?;
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
