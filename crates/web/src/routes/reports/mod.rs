//! Showing reports: generated from the notes, listed, the summary edited, the PDF downloaded,
//! sent to the buyer (see `deliveries`).

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_reports)
        .service(list_showing_reports)
        .service(generate_report)
        .service(edit_report)
        .service(report_pdf);
}
