use crate::routes::download;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder, delete, get, post, web};
use showscribe_application::showings::{
    PhotoError, PhotoSize, ShareLinkError, SharedReport, pdf_file_name,
};
use showscribe_domain::share_link::{ShareLifetime, ShareLinkId};
use showscribe_domain::showing::ShowingId;

use super::dto::{CreateShareLinkRequest, ShareLinkResponse, SharedReportResponse};
use crate::error::{ApiError, ErrorBody};
use crate::routes::accounts::logo_body;
use crate::routes::showings::showing_not_found;
use crate::security::client_address::client_ip;
use crate::session::SignedIn;
use crate::state::AppState;

/// What an unknown, revoked or expired link answers: the same words for all three, so that a
/// guess learns nothing.
pub const LINK_NOT_VALID: &str =
    "This link does not open a report. It may have expired or been withdrawn by the agent.";

impl From<ShareLinkError> for ApiError {
    fn from(e: ShareLinkError) -> Self {
        match e {
            ShareLinkError::NotFound => showing_not_found(),
            ShareLinkError::NoReport => {
                Self::bad_request("no_report", "Generate the report before sharing it")
            }
            ShareLinkError::Unavailable(e) => Self::unavailable(e),
            ShareLinkError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// A new link for the client to read the showing's report on any device, with no account.
#[utoipa::path(
    post, path = "/api/showings/{id}/share-links", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = CreateShareLinkRequest,
    responses(
        (status = 201, description = "The link; its address is shown only now", body = ShareLinkResponse),
        (status = 400, description = "A lifetime outside 1–365 days, or no report yet", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[post("/showings/{id}/share-links")]
pub async fn create_share_link(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<CreateShareLinkRequest>,
) -> Result<HttpResponse, ApiError> {
    let lifetime = match body.expires_in_days {
        None => ShareLifetime::default(),
        Some(days) => ShareLifetime::days(days).map_err(|e| {
            ApiError::bad_request("validation", e.to_string())
                .with_field("expiresInDays", e.to_string())
        })?,
    };
    let created = state
        .share_links
        .create(user.id, ShowingId(id.into_inner()), lifetime)
        .await?;
    let url = format!(
        "{}/r/{}",
        state.public_url.trim_end_matches('/'),
        created.secret
    );
    Ok(HttpResponse::Created()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(ShareLinkResponse::new(
            &created.link,
            Some(url),
            state.clock.now(),
        )))
}

/// The showing's links, newest first, with when each was last opened.
#[utoipa::path(
    get, path = "/api/showings/{id}/share-links", tag = "sharing",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The links (without their addresses)", body = [ShareLinkResponse]),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/share-links")]
pub async fn list_share_links(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let links = state
        .share_links
        .list(user.id, ShowingId(id.into_inner()))
        .await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(
        links
            .iter()
            .map(|link| ShareLinkResponse::new(link, None, now))
            .collect::<Vec<_>>(),
    ))
}

/// Withdraws a link: it stops opening the report at once, on every node.
#[utoipa::path(
    delete, path = "/api/showings/{id}/share-links/{linkId}", tag = "sharing",
    params(
        ("id" = i64, Path, description = "Showing id"),
        ("linkId" = i64, Path, description = "Link id"),
    ),
    responses(
        (status = 204, description = "Revoked (or already revoked)"),
        (status = 404, description = "No such link on this showing, or another agent's", body = ErrorBody),
    )
)]
#[delete("/showings/{id}/share-links/{link_id}")]
pub async fn revoke_share_link(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (showing, link) = path.into_inner();
    state
        .share_links
        .revoke(user.id, ShowingId(showing), ShareLinkId(link))
        .await
        .map_err(|e| match e {
            ShareLinkError::NotFound => ApiError::not_found("Share link not found"),
            other => other.into(),
        })?;
    Ok(HttpResponse::NoContent().finish())
}

/// Opens a link for its holder, counted against the caller's address.
pub(crate) async fn open_shared(
    state: &AppState,
    req: &HttpRequest,
    token: &str,
) -> Result<SharedReport, ApiError> {
    let ip = client_ip(req, state.trust_forwarded_for);
    state.shared_link_limiter.check(ip).await.map_err(|wait| {
        tracing::warn!(%ip, "shared report rate limit reached");
        ApiError::too_many_requests(wait.as_secs().max(1))
    })?;
    // A secret is 64 hex digits; anything else is not worth a database read.
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(ApiError::not_found(LINK_NOT_VALID));
    }
    state.share_links.open(token).await.map_err(|e| match e {
        ShareLinkError::NotFound | ShareLinkError::NoReport => ApiError::not_found(LINK_NOT_VALID),
        other => other.into(),
    })
}

/// What every answer to a link's holder carries: never cached by anyone else, never indexed,
/// and no address (with its secret) passed on to the sites the page links to.
pub(crate) fn shared(mut res: HttpResponseBuilder) -> HttpResponseBuilder {
    res.insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .insert_header(("X-Robots-Tag", "noindex, nofollow"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"));
    res
}

/// The report a link opens, read-only, with the agent's branding. Needs no account.
#[utoipa::path(
    get, path = "/api/shared/{token}", tag = "sharing",
    params(("token" = String, Path, description = "The last part of the link's address")),
    responses(
        (status = 200, description = "The shared report", body = SharedReportResponse),
        (status = 404, description = "Unknown, revoked or expired link (alike)", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[get("/shared/{token}")]
pub async fn shared_report(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let report = open_shared(&state, &req, &token).await?;
    let request = state.repair_requests.for_shared(&report).await?;
    let photos = state
        .photos
        .list_for_report(report.agent.id, &report.report)
        .await?;
    Ok(shared(HttpResponse::Ok()).json(SharedReportResponse::new(
        &report, &request, &photos, &token,
    )))
}

/// The shared report's PDF.
#[utoipa::path(
    get, path = "/api/shared/{token}/pdf", tag = "sharing",
    params(("token" = String, Path, description = "The last part of the link's address")),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "Unknown, revoked or expired link (alike)", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[get("/shared/{token}/pdf")]
pub async fn shared_report_pdf(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let report = open_shared(&state, &req, &token).await?;
    let pdf = state
        .documents
        .pdf_of(&report.agent, &report.showing, &report.report)
        .await?;
    Ok(shared(HttpResponse::Ok())
        .content_type("application/pdf")
        .insert_header(download::inline(pdf_file_name(
            &report.showing,
            report.report.report_type,
        )))
        .body(pdf))
}

/// The agent's logo, for the shared page.
#[utoipa::path(
    get, path = "/api/shared/{token}/logo", tag = "sharing",
    params(("token" = String, Path, description = "The last part of the link's address")),
    responses(
        (status = 200, description = "The logo image"),
        (status = 404, description = "No logo, or an unknown, revoked or expired link", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[get("/shared/{token}/logo")]
pub async fn shared_logo(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let report = open_shared(&state, &req, &token).await?;
    let logo = state
        .logo
        .get(&report.agent)
        .await?
        .ok_or_else(|| ApiError::not_found("No logo"))?;
    Ok(logo_body(shared(HttpResponse::Ok()), logo))
}

/// A photo of the shared showing, by its place among the showing's photos (from 0).
async fn shared_photo(
    state: &AppState,
    req: &HttpRequest,
    token: &str,
    index: usize,
    size: PhotoSize,
) -> Result<HttpResponse, ApiError> {
    let report = open_shared(state, req, token).await?;
    let bytes = state
        .photos
        .image_at(report.agent.id, report.showing.id, index, size)
        .await
        .map_err(|e| match e {
            PhotoError::PhotoNotFound => ApiError::not_found("Photo not found"),
            other => other.into(),
        })?;
    Ok(shared(HttpResponse::Ok())
        .content_type("image/jpeg")
        .body(bytes))
}

/// A full-size photo of the shared showing.
#[utoipa::path(
    get, path = "/api/shared/{token}/photos/{index}/image", tag = "sharing",
    params(
        ("token" = String, Path, description = "The last part of the link's address"),
        ("index" = usize, Path, description = "The photo's place, from 0"),
    ),
    responses(
        (status = 200, description = "image/jpeg"),
        (status = 404, description = "No such photo, or an unknown, revoked or expired link", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[get("/shared/{token}/photos/{index}/image")]
pub async fn shared_photo_image(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, usize)>,
) -> Result<HttpResponse, ApiError> {
    let (token, index) = path.into_inner();
    shared_photo(&state, &req, &token, index, PhotoSize::Full).await
}

/// A photo's thumbnail, for the shared page.
#[utoipa::path(
    get, path = "/api/shared/{token}/photos/{index}/thumbnail", tag = "sharing",
    params(
        ("token" = String, Path, description = "The last part of the link's address"),
        ("index" = usize, Path, description = "The photo's place, from 0"),
    ),
    responses(
        (status = 200, description = "image/jpeg"),
        (status = 404, description = "No such photo, or an unknown, revoked or expired link", body = ErrorBody),
        (status = 429, description = "Too many requests from this address", body = ErrorBody),
    )
)]
#[get("/shared/{token}/photos/{index}/thumbnail")]
pub async fn shared_photo_thumbnail(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, usize)>,
) -> Result<HttpResponse, ApiError> {
    let (token, index) = path.into_inner();
    shared_photo(&state, &req, &token, index, PhotoSize::Thumbnail).await
}
