//! A showing's repair-request list: the agent reads, saves and exports it (PDF, CSV); the client
//! saves it through a share link (`/api/shared/{token}/repair-request`).

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_repair_request)
        .service(save_repair_request)
        .service(repair_request_pdf)
        .service(repair_request_csv)
        .service(save_shared_repair_request);
}
