//! Showings and their reports, and the comparative market analysis of a showing.

mod comparables;
pub mod dto;
mod handlers;

pub use comparables::*;
pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_showing)
        .service(list_showings)
        .service(get_showing)
        .service(list_reports)
        .service(list_showing_reports)
        .service(generate_report)
        .service(edit_report)
        .service(send_report)
        .service(report_pdf)
        .service(get_comparables)
        .service(replace_comparables)
        .service(parse_comparables)
        .service(import_comparables)
        .service(market_analysis)
        .service(update_subject);
}
