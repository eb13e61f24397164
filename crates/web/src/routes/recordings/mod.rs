//! A showing's recordings: audio dictated into a note box where the browser could not turn
//! speech into text. Uploaded (and transcribed when a service is set up), listed, and played back
//! to their owner.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_recording)
        .service(list_recordings)
        .service(recording_audio)
        .service(transcribe_recording_again);
}
