//! Showings and their reports (generating, editing the summary and the items), and the
//! comparative market analysis of a showing.

mod changes;
mod comparables;
pub mod dto;
mod generate;
mod handlers;
mod items;

pub use changes::*;
pub use comparables::*;
pub use generate::*;
pub use handlers::*;
pub use items::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_showing)
        .service(list_showings)
        .service(get_showing)
        .service(update_showing)
        .service(delete_showing)
        .service(list_reports)
        .service(list_showing_reports)
        .service(generate_report)
        .service(edit_report)
        .service(add_report_item)
        .service(change_report_item)
        .service(remove_report_item)
        .service(send_report)
        .service(report_pdf)
        .service(get_comparables)
        .service(replace_comparables)
        .service(parse_comparables)
        .service(import_comparables)
        .service(market_analysis)
        .service(update_subject);
}
