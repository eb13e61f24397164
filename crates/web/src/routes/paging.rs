//! Paging of list calls: the query parameters, bounded at the edge, and the response header
//! that carries the total.

use actix_web::HttpResponse;
use serde::Deserialize;
use showscribe_application::ports::{Listed, Page};
use utoipa::IntoParams;

use crate::error::ApiError;

pub(crate) const TOTAL_COUNT: &str = "X-Total-Count";

/// A page of a list as JSON, with the total number of rows in `X-Total-Count`.
pub(crate) fn page_response<T, R: serde::Serialize>(
    listed: &Listed<T>,
    to_body: impl Fn(&T) -> R,
) -> HttpResponse {
    let body: Vec<R> = listed.items.iter().map(to_body).collect();
    HttpResponse::Ok()
        .insert_header((TOTAL_COUNT, listed.total.to_string()))
        .json(body)
}

/// Paging of list calls: `limit` (1–500, default 100) rows after `offset`. The total is in the
/// `X-Total-Count` response header.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    pub limit: Option<u64>,
    /// At most 9223372036854775807 (the largest row number a database counts to).
    pub offset: Option<u64>,
}

impl PageQuery {
    /// The largest offset: beyond it no database can count rows, so it is refused here rather
    /// than reaching the query.
    pub const MAX_OFFSET: u64 = i64::MAX as u64;

    /// The page asked for, or a 400 naming the parameter out of range.
    pub fn page(&self) -> Result<Page, ApiError> {
        if self.offset.is_some_and(|o| o > Self::MAX_OFFSET) {
            return Err(ApiError::validation(
                [(
                    "offset".to_owned(),
                    format!(
                        "offset must be a whole number from 0 to {}",
                        Self::MAX_OFFSET
                    ),
                )]
                .into(),
            ));
        }
        Ok(Page::new(self.limit, self.offset))
    }
}
