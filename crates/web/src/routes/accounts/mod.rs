//! Registration, signing in and out, the current user, profile and password.

pub mod dto;
mod handlers;
mod logo;

pub use handlers::*;
pub use logo::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(current_user)
        .service(register)
        .service(log_in)
        .service(log_out)
        .service(update_profile)
        .service(change_password)
        .service(upload_logo)
        .service(delete_logo)
        .service(get_logo);
}
