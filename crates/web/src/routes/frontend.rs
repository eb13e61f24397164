//! Serves the built frontend: hashed assets with long caching, and `index.html` for every other
//! path so that the client-side router can show the right screen.

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header;
use actix_web::{HttpResponse, Responder, web};

pub fn configure(cfg: &mut web::ServiceConfig, static_dir: PathBuf) {
    let index = static_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(
            dir = %static_dir.display(),
            "the frontend is not built; run `just build-frontend` (the API still works)"
        );
    }
    let assets = static_dir.join("assets");
    cfg.service(
        web::scope("/assets")
            .wrap(
                actix_web::middleware::DefaultHeaders::new()
                    .add((header::CACHE_CONTROL, "public, max-age=31536000, immutable")),
            )
            .service(Files::new("", assets)),
    )
    .service(
        Files::new("/", static_dir)
            .index_file("index.html")
            .default_handler(fn_service(move |req: ServiceRequest| {
                let index = index.clone();
                async move {
                    let (req, _) = req.into_parts();
                    let res = match NamedFile::open_async(&index).await {
                        Ok(file) => file
                            .customize()
                            .insert_header((header::CACHE_CONTROL, "no-cache"))
                            .respond_to(&req)
                            .map_into_boxed_body(),
                        Err(_) => HttpResponse::NotFound()
                            .content_type("text/plain; charset=utf-8")
                            .body(
                                "The Showscribe frontend is not built. Run `just build-frontend`.",
                            ),
                    };
                    Ok(ServiceResponse::new(req, res))
                }
            })),
    );
}
