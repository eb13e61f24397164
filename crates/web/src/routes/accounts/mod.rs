//! Registration, signing in and out, the current user, profile and password, and password
//! resets and address checks by email.

mod closing;
pub mod dto;
mod email_verification;
mod export;
mod first_check;
mod handlers;
mod logo;
mod password_reset;
mod sessions;

pub use closing::*;
pub use email_verification::*;
pub use export::*;
pub use handlers::*;
pub use logo::*;
pub use password_reset::*;
pub use sessions::{
    __path_list_sessions, __path_sign_out_others, SignInResponse, list_sessions, sign_out_others,
};

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(current_user)
        .service(register)
        .service(log_in)
        .service(log_out)
        .service(update_profile)
        .service(change_password)
        .service(delete_account)
        .service(export_account)
        .service(list_sessions)
        .service(sign_out_others)
        .service(request_password_reset)
        .service(confirm_password_reset)
        .service(request_email_verification)
        .service(confirm_email_verification)
        .service(upload_logo)
        .service(delete_logo)
        .service(get_logo);
}
