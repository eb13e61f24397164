//! Sending a showing report to the buyer: the confirmation's preview, queueing the delivery
//! (once per version of the report), its history and state, and trying a failed one again.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(preview_send)
        .service(send_report)
        .service(list_deliveries)
        .service(retry_delivery);
}
