use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use showscribe_domain::cma::ComparableFields;
use showscribe_domain::showing::ShowingId;

use super::csv_body::read_csv;
use super::dto::{ComparablesResponse, ImportPreviewResponse, ReplaceComparablesRequest};
use super::errors::{import_error, list_error, unreadable};
use crate::error::{ApiError, ErrorBody, FieldErrors};
use crate::routes::reports::dto::ReportResponse;
use crate::routes::showings::dto::{HomeFactsRequest, ShowingResponse};
use crate::session::SignedIn;
use crate::state::AppState;

/// The showing's comparables and the feature rates.
#[utoipa::path(
    get, path = "/api/showings/{id}/comparables", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, body = ComparablesResponse),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[get("/showings/{id}/comparables")]
pub async fn get_comparables(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let set = state
        .comparables
        .get(user.id, ShowingId(id.into_inner()))
        .await
        .map_err(list_error)?;
    Ok(HttpResponse::Ok().json(ComparablesResponse::from(&set)))
}

/// Replaces the showing's comparables (at most 50) and, when given, the rates. All or nothing.
#[utoipa::path(
    put, path = "/api/showings/{id}/comparables", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = ReplaceComparablesRequest,
    responses(
        (status = 200, description = "The stored list", body = ComparablesResponse),
        (status = 400, description = "A bad value (fields keyed `comparables.{index}.{field}` or `rates.{rate}`, the message naming the 1-based row and column) or more than 50; nothing stored", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[put("/showings/{id}/comparables")]
pub async fn replace_comparables(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<ReplaceComparablesRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let body = body.into_inner();
    let mut e = FieldErrors::default();
    let rows: Vec<ComparableFields> = body
        .comparables
        .iter()
        .enumerate()
        .map(|(i, c)| c.read(i + 1, &mut e))
        .collect();
    let rates = body.rates.as_ref().and_then(|r| r.read(&mut e));
    if !e.is_empty() {
        return Err(e.into_error());
    }
    let set = state
        .comparables
        .replace(user.id, id, rows, rates)
        .await
        .map_err(list_error)?;
    Ok(HttpResponse::Ok().json(ComparablesResponse::from(&set)))
}

/// Reads a CSV export (an MLS export of comparables, at most 1 MB) and shows what it holds,
/// row by row, without storing anything. The body is the file itself.
#[utoipa::path(
    post, path = "/api/comparables/parse", tag = "market analysis",
    request_body(content_type = "text/csv", description = "The CSV file (text/csv or application/octet-stream)"),
    responses(
        (status = 200, body = ImportPreviewResponse),
        (status = 400, description = "Not a CSV this can read (a workbook, no header row, no address or price column…)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 413, description = "Over 1 MB", body = ErrorBody),
        (status = 415, description = "Not sent as a file", body = ErrorBody),
    )
)]
#[post("/comparables/parse")]
pub async fn parse_comparables(
    state: web::Data<AppState>,
    SignedIn(_user): SignedIn,
    req: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let file = read_csv(&req, body).await?;
    let preview = state
        .comparables
        .preview(&file)
        .map_err(|e| unreadable(&e))?;
    Ok(HttpResponse::Ok().json(ImportPreviewResponse::from(&preview)))
}

/// Appends a CSV export's rows to the showing's comparables, all or nothing: any bad row, an
/// empty file or passing 50 refuses the whole file.
#[utoipa::path(
    post, path = "/api/showings/{id}/comparables/import", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    request_body(content_type = "text/csv", description = "The CSV file (text/csv or application/octet-stream)"),
    responses(
        (status = 200, description = "The stored list", body = ComparablesResponse),
        (status = 400, description = "Unreadable file, a bad row (fields keyed `rows.{fileRow}.{field}`, the message naming the row and column) or more than 50 in all; nothing stored", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 413, description = "Over 1 MB", body = ErrorBody),
    )
)]
#[post("/showings/{id}/comparables/import")]
pub async fn import_comparables(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    req: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let file = read_csv(&req, body).await?;
    let set = state
        .comparables
        .import(user.id, ShowingId(id.into_inner()), &file)
        .await
        .map_err(import_error)?;
    Ok(HttpResponse::Ok().json(ComparablesResponse::from(&set)))
}

/// Computes the showing's market analysis again (after its comparables, rates or facts
/// changed) and replaces its `cma` report. Takes nothing from the allowance.
#[utoipa::path(
    post, path = "/api/showings/{id}/cma", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    responses(
        (status = 200, description = "The market analysis report (content.marketAnalysis)", body = ReportResponse),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
        (status = 409, description = "The showing report has not been generated yet", body = ErrorBody),
    )
)]
#[post("/showings/{id}/cma")]
pub async fn market_analysis(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let report = state.market_analysis.execute(&user, id).await?;
    let showing = state.queries.showing(user.id, id).await?;
    Ok(HttpResponse::Ok().json(ReportResponse::of_showing(&report, &showing)))
}

/// Replaces the home's facts (each optional; left out means unknown).
#[utoipa::path(
    put, path = "/api/showings/{id}/subject", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = HomeFactsRequest,
    responses(
        (status = 200, description = "The showing", body = ShowingResponse),
        (status = 400, description = "A bad value, per field", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[put("/showings/{id}/subject")]
pub async fn update_home_facts(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<HomeFactsRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let mut e = FieldErrors::default();
    let subject = body.parse(&mut e, state.clock.now().date_naive());
    let subject = match subject {
        Some(s) if e.is_empty() => s,
        _ => return Err(e.into_error()),
    };
    let showing = state
        .comparables
        .set_home_facts(user.id, id, subject)
        .await
        .map_err(list_error)?;
    Ok(HttpResponse::Ok().json(ShowingResponse::from(&showing)))
}
