//! The advanced analytics of the plans that include them (Elite): figures from the agent's own
//! showing reports of the last twelve months.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(view_analytics);
}
