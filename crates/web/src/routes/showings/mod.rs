//! Showings: the agent's notes from a visit and the home's details. Created, listed, read,
//! corrected and deleted.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_showing)
        .service(list_showings)
        .service(get_showing)
        .service(update_showing)
        .service(delete_showing);
}
