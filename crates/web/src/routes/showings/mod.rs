//! Showings and their reports.

pub mod dto;
mod handlers;

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
        .service(report_pdf);
}
