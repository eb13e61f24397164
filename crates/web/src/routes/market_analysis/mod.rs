//! A showing's comparables and its comparative market analysis: read and replace the list,
//! preview and import a CSV export, compute the analysis again, and edit the home's facts.

mod csv_body;
pub mod dto;
mod errors;
mod handlers;

pub use csv_body::MAX_CSV_BYTES;
pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_comparables)
        .service(replace_comparables)
        .service(parse_comparables)
        .service(import_comparables)
        .service(market_analysis)
        .service(update_home_facts);
}
