//! Links to a showing's report for the client: the agent creates, lists and revokes them; anyone
//! holding one reads the report (`/api/shared/{token}`) with no account.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_share_link)
        .service(list_share_links)
        .service(revoke_share_link)
        .service(shared_report)
        .service(shared_report_pdf)
        .service(shared_logo)
        .service(shared_photo_image)
        .service(shared_photo_thumbnail);
}
