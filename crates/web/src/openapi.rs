//! The OpenAPI document describing every endpoint, served at `/api/openapi.json`; the frontend's
//! `types/api.ts` is generated from it.

use utoipa::OpenApi;

use crate::error::ErrorBody;
use crate::routes::{accounts, health, showings};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Showscribe API",
        description = "Voice notes from property showings in; professional showing reports out.",
        version = "0.1.0"
    ),
    paths(
        accounts::current_user,
        accounts::register,
        accounts::log_in,
        accounts::log_out,
        accounts::update_profile,
        accounts::change_password,
        accounts::upload_logo,
        accounts::delete_logo,
        accounts::get_logo,
        showings::create_showing,
        showings::list_showings,
        showings::get_showing,
        showings::list_reports,
        showings::list_showing_reports,
        showings::generate_report,
        showings::edit_report,
        showings::send_report,
        showings::report_pdf,
        health::healthz,
        health::readyz,
    ),
    components(schemas(
        ErrorBody,
        accounts::dto::UserResponse,
        accounts::dto::RegisterRequest,
        accounts::dto::LoginRequest,
        accounts::dto::UpdateProfileRequest,
        accounts::dto::ChangePasswordRequest,
        showings::dto::CreateShowingRequest,
        showings::dto::ShowingResponse,
        showings::dto::ReportResponse,
        showings::dto::EditReportRequest,
        showings::dto::SendReportRequest,
    )),
    tags(
        (name = "accounts", description = "Registration, sessions, profile and password"),
        (name = "showings", description = "Showings: the agent's notes from a property visit"),
        (name = "reports", description = "Showing reports generated from the notes"),
        (name = "operations", description = "Health and readiness probes"),
    )
)]
pub struct ApiDoc;

pub fn document_json() -> anyhow::Result<String> {
    Ok(ApiDoc::openapi().to_pretty_json()?)
}
