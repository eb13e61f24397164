//! The market analysis use cases' errors as HTTP: rows and fields named as the request or
//! the file names them.

use actix_web::http::StatusCode;
use showscribe_application::showings::{ComparablesError, MarketAnalysisError};
use showscribe_domain::cma::csv_import::CsvError;
use showscribe_domain::cma::{MAX_COMPARABLES, RowError, TooManyComparables};

use super::dto::comparables::{field_key, sentence};
use crate::error::ApiError;
use crate::routes::showings::showing_not_found;

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

pub(super) fn too_many(t: TooManyComparables) -> ApiError {
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

pub(super) fn unreadable(e: &CsvError) -> ApiError {
    let message = sentence(&e.to_string());
    ApiError::bad_request("unreadable_file", message.clone()).with_field("file", message)
}

/// The errors of a use case on the list (rows numbered from 1 in the list).
pub(super) fn list_error(e: ComparablesError) -> ApiError {
    match e {
        ComparablesError::InvalidRows(rows) => rows_error(&rows, |r| {
            format!("comparables.{}.{}", r.row - 1, field_key(r.field))
        }),
        other => common_error(other),
    }
}

/// The errors of an import (rows numbered as the file's lines).
pub(super) fn import_error(e: ComparablesError) -> ApiError {
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
