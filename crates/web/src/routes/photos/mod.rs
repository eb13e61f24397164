//! A showing's photos: upload (multipart, several at once), list, caption, reorder, attach to a
//! report item or detach, delete; and the stored JPEGs themselves, served only to their agent.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_photos)
        .service(list_photos)
        .service(change_photo)
        .service(delete_photo)
        .service(photo_image)
        .service(photo_thumbnail);
}
