//! A showing's comparables and its comparative market analysis: read and replace the list,
//! preview and import a CSV export, compute the analysis again, and edit the subject's facts.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use chrono::{NaiveDate, Utc};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use showscribe_application::showings::{ComparablesError, MarketAnalysisError};
use showscribe_domain::Cents;
use showscribe_domain::cma::csv_import::{CsvError, ImportField, ImportPreview};
use showscribe_domain::cma::{
    Comparable, ComparableField, ComparableFields, ComparableStatus, FeatureRate, FeatureRates,
    MAX_COMPARABLES, RowError, TooManyComparables,
};
use showscribe_domain::showing::{ShowingComparables, ShowingId};
use utoipa::ToSchema;

use super::dto::{
    FeatureRatesResponse, ReportResponse, ShowingResponse, SubjectFactsRequest, number, whole,
};
use crate::error::{ApiError, ErrorBody, FieldErrors};
use crate::session::SignedIn;
use crate::state::AppState;

/// The largest CSV file accepted.
pub const MAX_CSV_BYTES: usize = 1024 * 1024;

fn dollars(c: Cents) -> f64 {
    c.dollars()
}

/// The request's name of a comparable field.
fn field_key(field: ComparableField) -> &'static str {
    match field {
        ComparableField::Address => "address",
        ComparableField::Status => "status",
        ComparableField::Price => "price",
        ComparableField::Date => "date",
        ComparableField::SquareFeet => "squareFeet",
        ComparableField::Bedrooms => "bedrooms",
        ComparableField::Bathrooms => "bathrooms",
        ComparableField::YearBuilt => "yearBuilt",
        ComparableField::Distance => "distanceMiles",
        ComparableField::PercentAdjustment => "percentAdjustment",
    }
}

/// The name of what a file's column holds.
fn import_field_key(field: ImportField) -> &'static str {
    match field {
        ImportField::Address => "address",
        ImportField::Status => "status",
        ImportField::SoldPrice => "soldPrice",
        ImportField::ListPrice => "listPrice",
        ImportField::Price => "price",
        ImportField::SoldDate => "soldDate",
        ImportField::ListDate => "listDate",
        ImportField::Date => "date",
        ImportField::SquareFeet => "squareFeet",
        ImportField::Bedrooms => "bedrooms",
        ImportField::Bathrooms => "bathrooms",
        ImportField::FullBaths => "fullBaths",
        ImportField::HalfBaths => "halfBaths",
        ImportField::YearBuilt => "yearBuilt",
        ImportField::Distance => "distance",
    }
}

fn rate_key(rate: FeatureRate) -> &'static str {
    match rate {
        FeatureRate::Bedroom => "perBedroom",
        FeatureRate::Bathroom => "perBathroom",
        FeatureRate::SquareFoot => "perSquareFoot",
        FeatureRate::YearOfAge => "perYearOfAge",
    }
}

/// "The file is empty" from "the file is empty".
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A comparable sale or listing. Dollars; `date` is YYYY-MM-DD.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparableResponse {
    pub address: String,
    /// "sold", "active" or "pending".
    pub status: String,
    /// The sale price for a sold home, the list price otherwise.
    pub price: f64,
    /// The sale date for a sold home, the list date otherwise.
    pub date: NaiveDate,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    /// A count such as 2.5.
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub distance_miles: Option<f64>,
    /// −20 to 20, in steps of 5.
    pub percent_adjustment: i64,
}

impl From<&Comparable> for ComparableResponse {
    fn from(c: &Comparable) -> Self {
        Self {
            address: c.address().to_owned(),
            status: c.status().as_str().to_owned(),
            price: dollars(c.price()),
            date: c.date(),
            square_feet: c.square_feet().map(|s| s.get()),
            bedrooms: c.bedrooms().map(|b| b.get()),
            bathrooms: c.bathrooms().map(|b| b.count()),
            year_built: c.year_built().map(|y| y.get()),
            distance_miles: c.distance().map(|d| d.miles()),
            percent_adjustment: c.percent_adjustment().percent(),
        }
    }
}

impl From<&FeatureRates> for FeatureRatesResponse {
    fn from(r: &FeatureRates) -> Self {
        Self {
            per_bedroom: dollars(r.per_bedroom()),
            per_bathroom: dollars(r.per_bathroom()),
            per_square_foot: dollars(r.per_square_foot()),
            per_year_of_age: dollars(r.per_year_of_age()),
        }
    }
}

/// A showing's comparables (at most 50, in order) and the feature rates they are adjusted with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparablesResponse {
    pub comparables: Vec<ComparableResponse>,
    pub rates: FeatureRatesResponse,
}

impl From<&ShowingComparables> for ComparablesResponse {
    fn from(c: &ShowingComparables) -> Self {
        Self {
            comparables: c.comparables.iter().map(Into::into).collect(),
            rates: (&c.rates).into(),
        }
    }
}

/// A comparable as the agent entered it.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ComparableRequest {
    #[schema(value_type = String, required = true)]
    pub address: Option<Value>,
    /// "sold", "active" or "pending".
    #[schema(value_type = String, required = true)]
    pub status: Option<Value>,
    /// Dollars, more than zero.
    #[schema(value_type = f64, required = true)]
    pub price: Option<Value>,
    /// YYYY-MM-DD, not in the future.
    #[schema(value_type = String, format = Date, required = true)]
    pub date: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub square_feet: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub bedrooms: Option<Value>,
    /// A whole or half number such as 2 or 2.5.
    #[schema(value_type = Option<f64>)]
    pub bathrooms: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub year_built: Option<Value>,
    #[schema(value_type = Option<f64>)]
    pub distance_miles: Option<Value>,
    /// −20 to 20 in steps of 5; 0 when left out.
    #[schema(value_type = Option<i64>)]
    pub percent_adjustment: Option<Value>,
}

/// Feature rates in dollars, each zero (not adjusted) or more.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FeatureRatesRequest {
    #[schema(value_type = f64, required = true)]
    pub per_bedroom: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_bathroom: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_square_foot: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_year_of_age: Option<Value>,
}

/// The whole list, replacing the stored one; the rates stay as they are when left out.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReplaceComparablesRequest {
    #[schema(required = true)]
    pub comparables: Vec<ComparableRequest>,
    pub rates: Option<FeatureRatesRequest>,
}

fn row_message(row: usize, field: ComparableField, message: &str) -> String {
    format!("Row {row}, {field}: {message}")
}

impl ComparableRequest {
    /// The fields, with a message per field whose value is not even of the right kind.
    fn read(&self, row: usize, e: &mut FieldErrors) -> ComparableFields {
        use ComparableField as F;
        let mut bad = |field: F, expected: &str| {
            e.add(
                &format!("comparables.{}.{}", row - 1, field_key(field)),
                row_message(row, field, &format!("must be {expected}")),
            );
        };
        let text = |v: &Option<Value>| match v {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(()),
        };
        let address = text(&self.address).unwrap_or_else(|()| {
            bad(F::Address, "text");
            None
        });
        let status = match text(&self.status) {
            Ok(None) => None,
            Ok(Some(s)) if s.trim().is_empty() => None,
            Ok(Some(s)) => ComparableStatus::parse(&s).or_else(|| {
                bad(F::Status, "sold, active or pending");
                None
            }),
            Err(()) => {
                bad(F::Status, "sold, active or pending");
                None
            }
        };
        let price = match number(self.price.as_ref()) {
            Ok(p) => p.and_then(Cents::from_dollars),
            Err(()) => {
                bad(F::Price, "an amount in dollars");
                None
            }
        };
        let date = match text(&self.date) {
            Ok(None) => None,
            Ok(Some(s)) if s.trim().is_empty() => None,
            Ok(Some(s)) => NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
                .ok()
                .or_else(|| {
                    bad(F::Date, "a date such as 2026-03-14");
                    None
                }),
            Err(()) => {
                bad(F::Date, "a date such as 2026-03-14");
                None
            }
        };
        let mut whole_of = |v: &Option<Value>, field: F| {
            whole(v.as_ref()).unwrap_or_else(|()| {
                bad(field, "a whole number");
                None
            })
        };
        let square_feet = whole_of(&self.square_feet, F::SquareFeet);
        let bedrooms = whole_of(&self.bedrooms, F::Bedrooms);
        let year_built = whole_of(&self.year_built, F::YearBuilt);
        let percent_adjustment = whole_of(&self.percent_adjustment, F::PercentAdjustment);
        let bathrooms = number(self.bathrooms.as_ref()).unwrap_or_else(|()| {
            bad(F::Bathrooms, "a number such as 2 or 2.5");
            None
        });
        let distance_miles = number(self.distance_miles.as_ref()).unwrap_or_else(|()| {
            bad(F::Distance, "a number of miles");
            None
        });
        ComparableFields {
            address,
            status,
            price,
            date,
            square_feet,
            bedrooms,
            bathrooms,
            year_built,
            distance_miles,
            percent_adjustment: percent_adjustment.unwrap_or(0),
        }
    }
}

impl FeatureRatesRequest {
    fn read(&self, e: &mut FieldErrors) -> Option<FeatureRates> {
        let mut rate = |v: &Option<Value>, rate: FeatureRate| {
            let key = format!("rates.{}", rate_key(rate));
            match number(v.as_ref()) {
                Ok(Some(d)) => Cents::from_dollars(d).or_else(|| {
                    e.add(
                        &key,
                        format!("{} must be an amount in dollars", rate.label()),
                    );
                    None
                }),
                Ok(None) => {
                    e.add(&key, format!("{} is required", rate.label()));
                    None
                }
                Err(()) => {
                    e.add(
                        &key,
                        format!("{} must be an amount in dollars", rate.label()),
                    );
                    None
                }
            }
        };
        let per_bedroom = rate(&self.per_bedroom, FeatureRate::Bedroom);
        let per_bathroom = rate(&self.per_bathroom, FeatureRate::Bathroom);
        let per_square_foot = rate(&self.per_square_foot, FeatureRate::SquareFoot);
        let per_year_of_age = rate(&self.per_year_of_age, FeatureRate::YearOfAge);
        match FeatureRates::new(
            per_bedroom?,
            per_bathroom?,
            per_square_foot?,
            per_year_of_age?,
        ) {
            Ok(rates) => Some(rates),
            Err(invalid) => {
                e.add(
                    &format!("rates.{}", rate_key(invalid.rate)),
                    invalid.to_string(),
                );
                None
            }
        }
    }
}

/// 400 naming every bad field, the message naming the first: "Row 3, Price: must be more
/// than zero". `key` gives a row error's field name.
fn rows_error(errors: &[RowError], key: impl Fn(&RowError) -> String) -> ApiError {
    let message = match errors {
        [only] => only.to_string(),
        [first, ..] => format!(
            "{} problems with the comparables; the first: {first}",
            errors.len()
        ),
        [] => "The comparables are not valid".to_owned(),
    };
    errors
        .iter()
        .fold(ApiError::bad_request("validation", message), |e, r| {
            let k = key(r);
            // The first problem of a field is the one shown.
            e.with_field_if_absent(&k, r.to_string())
        })
}

trait FieldOnce {
    fn with_field_if_absent(self, field: &str, message: String) -> Self;
}

impl FieldOnce for ApiError {
    fn with_field_if_absent(self, field: &str, message: String) -> Self {
        if self.body().fields.contains_key(field) {
            self
        } else {
            self.with_field(field, message)
        }
    }
}

fn too_many(t: TooManyComparables) -> ApiError {
    let message = if t.existing == 0 {
        format!(
            "A showing can have at most {MAX_COMPARABLES} comparables; this list has {}",
            t.adding
        )
    } else {
        format!(
            "A showing can have at most {MAX_COMPARABLES} comparables: it has {}, and the file's {} would make {}",
            t.existing,
            t.adding,
            t.existing + t.adding
        )
    };
    ApiError::bad_request("too_many_comparables", message.clone())
        .with_field("comparables", message)
}

fn unreadable(e: &CsvError) -> ApiError {
    let message = sentence(&e.to_string());
    ApiError::bad_request("unreadable_file", message.clone()).with_field("file", message)
}

fn showing_not_found() -> ApiError {
    ApiError::not_found("Showing not found")
}

/// The errors of a use case on the list (rows numbered from 1 in the list).
fn list_error(e: ComparablesError) -> ApiError {
    match e {
        ComparablesError::InvalidRows(rows) => rows_error(&rows, |r| {
            format!("comparables.{}.{}", r.row - 1, field_key(r.field))
        }),
        other => common_error(other),
    }
}

/// The errors of an import (rows numbered as the file's lines).
fn import_error(e: ComparablesError) -> ApiError {
    match e {
        ComparablesError::InvalidRows(rows) => {
            rows_error(&rows, |r| format!("rows.{}.{}", r.row, field_key(r.field)))
        }
        other => common_error(other),
    }
}

fn common_error(e: ComparablesError) -> ApiError {
    match e {
        ComparablesError::NotFound => showing_not_found(),
        ComparablesError::InvalidRows(rows) => rows_error(&rows, |r| field_key(r.field).to_owned()),
        ComparablesError::TooMany(t) => too_many(t),
        ComparablesError::Unreadable(e) => unreadable(&e),
        ComparablesError::NoRows => {
            let message = "The file has no comparables to import";
            ApiError::bad_request("validation", message).with_field("file", message)
        }
        ComparablesError::Unavailable(e) => ApiError::unavailable(e),
        ComparablesError::Unexpected(e) => ApiError::internal(e),
    }
}

impl From<MarketAnalysisError> for ApiError {
    fn from(e: MarketAnalysisError) -> Self {
        match e {
            MarketAnalysisError::NotFound => showing_not_found(),
            MarketAnalysisError::NoShowingReport => Self::new(
                StatusCode::CONFLICT,
                "no_showing_report",
                showscribe_application::showings::SHOWING_REPORT_REQUIRED,
            ),
            MarketAnalysisError::Unavailable(e) => Self::unavailable(e),
            MarketAnalysisError::Unexpected(e) => Self::internal(e),
        }
    }
}

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
async fn read_csv(req: &HttpRequest, mut body: web::Payload) -> Result<Vec<u8>, ApiError> {
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
    // An unknown showing is not found, whatever the body holds.
    state
        .comparables
        .get(user.id, id)
        .await
        .map_err(list_error)?;
    let body = body.into_inner();
    if body.comparables.len() > MAX_COMPARABLES {
        return Err(too_many(TooManyComparables {
            existing: 0,
            adding: body.comparables.len(),
        }));
    }
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

/// One column of the file and what it was read as.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColumnPreviewResponse {
    /// 1-based, as a spreadsheet numbers them from A.
    pub column: usize,
    pub heading: String,
    /// The comparable field it fills ("price" for a sold price column), null when ignored.
    pub field: Option<String>,
    /// What exactly it holds ("soldPrice", "listPrice", "fullBaths"…), null when ignored.
    pub import_field: Option<String>,
}

/// A row of the file that reads as a comparable.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewRowResponse {
    /// The file's line, as a spreadsheet numbers rows.
    pub row: usize,
    pub comparable: ComparableResponse,
}

/// A problem with one field of one row of the file.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewErrorResponse {
    pub row: usize,
    /// The file's column heading, when the value came from one.
    pub column: Option<String>,
    /// The comparable field ("price", "date"…).
    pub field: String,
    /// "Row 5, column \"Sold Price\": must be more than zero".
    pub message: String,
}

/// What a CSV export holds. Nothing is stored.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreviewResponse {
    pub columns: Vec<ColumnPreviewResponse>,
    pub rows: Vec<PreviewRowResponse>,
    /// Every problem of every row that could not be read, in row order; importing the file is
    /// refused while there are any.
    pub errors: Vec<PreviewErrorResponse>,
}

impl From<&ImportPreview> for ImportPreviewResponse {
    fn from(p: &ImportPreview) -> Self {
        Self {
            columns: p
                .columns
                .iter()
                .map(|c| ColumnPreviewResponse {
                    column: c.column,
                    heading: c.heading.clone(),
                    field: c.field.map(|f| field_key(f.field()).to_owned()),
                    import_field: c.field.map(|f| import_field_key(f).to_owned()),
                })
                .collect(),
            rows: p
                .rows
                .iter()
                .map(|r| PreviewRowResponse {
                    row: r.row,
                    comparable: (&r.comparable).into(),
                })
                .collect(),
            errors: p
                .errors
                .iter()
                .map(|e| PreviewErrorResponse {
                    row: e.row,
                    column: e.column.clone(),
                    field: field_key(e.field).to_owned(),
                    message: e.to_string(),
                })
                .collect(),
        }
    }
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

/// Replaces the subject home's facts (each optional; left out means unknown).
#[utoipa::path(
    put, path = "/api/showings/{id}/subject", tag = "market analysis",
    params(("id" = i64, Path, description = "Showing id")),
    request_body = SubjectFactsRequest,
    responses(
        (status = 200, description = "The showing", body = ShowingResponse),
        (status = 400, description = "A bad value, per field", body = ErrorBody),
        (status = 404, description = "No such showing, or another agent's", body = ErrorBody),
    )
)]
#[put("/showings/{id}/subject")]
pub async fn update_subject(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    id: web::Path<i64>,
    body: web::Json<SubjectFactsRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = ShowingId(id.into_inner());
    let mut e = FieldErrors::default();
    let subject = body.parse(&mut e, Utc::now().date_naive());
    let subject = match subject {
        Some(s) if e.is_empty() => s,
        _ => return Err(e.into_error()),
    };
    let showing = state
        .comparables
        .set_subject(user.id, id, subject)
        .await
        .map_err(list_error)?;
    Ok(HttpResponse::Ok().json(ShowingResponse::from(&showing)))
}
