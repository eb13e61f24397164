//! A showing report's repairs and upgrades, edited by the agent: add one (the agent's own, or
//! a catalog item), change one, remove one. Each answers the whole report, totals recomputed.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(add_report_item)
        .service(change_report_item)
        .service(remove_report_item);
}
