//! Serves the built frontend: hashed assets with long caching, the service worker and the web
//! app manifest checked with the server on every use, the landing page as rendered at build time
//! for a visitor's `/`, and `index.html` for every other path so that the client-side router can
//! show the right screen.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, Responder, guard, web};

use crate::session::SESSION_COOKIE;

/// Files at fixed addresses that say which build of the app a browser runs. Each is checked
/// with the server whenever it is used (`no-cache`): a stale service worker would go on serving
/// an old app from its cache, and browsers read the worker's own updates through the HTTP cache.
/// The types are set here rather than guessed: a worker must be served as JavaScript, and the
/// manifest has a type of its own.
const REVALIDATED: [(&str, &str); 2] = [
    ("sw.js", "text/javascript; charset=utf-8"),
    ("manifest.webmanifest", "application/manifest+json"),
];

fn revalidated(
    static_dir: &Path,
    name: &'static str,
    content_type: &'static str,
) -> actix_web::Resource {
    let file = static_dir.join(name);
    web::resource(format!("/{name}")).route(
        web::route()
            .guard(guard::Any(guard::Get()).or(guard::Head()))
            .to(move |req: HttpRequest| {
                let file = file.clone();
                async move {
                    match NamedFile::open_async(&file).await {
                        Ok(named) => named
                            .set_content_type(
                                content_type.parse().unwrap_or(actix_web::mime::TEXT_PLAIN),
                            )
                            .customize()
                            .insert_header((header::CACHE_CONTROL, "no-cache"))
                            .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                            .respond_to(&req)
                            .map_into_boxed_body(),
                        Err(_) => HttpResponse::NotFound().finish(),
                    }
                }
            }),
    )
}

/// `/`: a visitor (no session cookie) gets the landing page as rendered at build time
/// (`landing.html`: the page's markup and styles, no app script), which a phone paints from the
/// HTML alone. A browser with a session cookie gets the app, which opens the dashboard, or shows
/// the same landing page itself when the session has ended. Without a rendered page (a
/// development build), everyone gets the app.
fn home(static_dir: &Path) -> actix_web::Resource {
    let landing = static_dir.join("landing.html");
    let index = static_dir.join("index.html");
    web::resource("/").route(
        web::route()
            .guard(guard::Any(guard::Get()).or(guard::Head()))
            .to(move |req: HttpRequest| {
                let visitor = req.cookie(SESSION_COOKIE).is_none();
                let (landing, index) = (landing.clone(), index.clone());
                async move {
                    // The rendered page when there is one, else the app (opened without a
                    // blocking look at the disk first).
                    let rendered = if visitor {
                        NamedFile::open_async(&landing).await.ok()
                    } else {
                        None
                    };
                    let page = match rendered {
                        Some(file) => Ok(file),
                        None => NamedFile::open_async(&index).await,
                    };
                    match page {
                        Ok(file) => file
                            .customize()
                            .insert_header((header::CACHE_CONTROL, "no-cache"))
                            // The answer depends on the cookie: no cache may give one to the other.
                            .insert_header((header::VARY, "Cookie"))
                            .respond_to(&req)
                            .map_into_boxed_body(),
                        Err(_) => not_built(),
                    }
                }
            }),
    )
}

fn not_built() -> HttpResponse {
    HttpResponse::NotFound()
        .content_type("text/plain; charset=utf-8")
        .body("The Showscribe frontend is not built. Run `just build-frontend`.")
}

/// A report shared with a client (`/r/{token}`): its page is never indexed, and its address (which
/// holds the link's secret) is never sent on as a referrer.
fn is_shared_report(path: &str) -> bool {
    path.starts_with("/r/")
}

pub fn configure(cfg: &mut web::ServiceConfig, static_dir: PathBuf) {
    let index = static_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(
            dir = %static_dir.display(),
            "the frontend is not built; run `just build-frontend` (the API still works)"
        );
    }
    let assets = static_dir.join("assets");
    for (name, content_type) in REVALIDATED {
        cfg.service(revalidated(&static_dir, name, content_type));
    }
    cfg.service(home(&static_dir));
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
                        Ok(file) if is_shared_report(req.path()) => file
                            .customize()
                            .insert_header((header::CACHE_CONTROL, "no-cache"))
                            .insert_header((header::REFERRER_POLICY, "no-referrer"))
                            .insert_header(("X-Robots-Tag", "noindex, nofollow"))
                            .respond_to(&req)
                            .map_into_boxed_body(),
                        Ok(file) => file
                            .customize()
                            .insert_header((header::CACHE_CONTROL, "no-cache"))
                            .respond_to(&req)
                            .map_into_boxed_body(),
                        Err(_) => not_built(),
                    };
                    Ok(ServiceResponse::new(req, res))
                }
            })),
    );
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicU32, Ordering};

    use actix_web::http::{StatusCode, header};
    use actix_web::{App, test};

    use super::configure;
    use crate::session::SESSION_COOKIE;

    /// A built frontend in miniature: the shell, the worker, the manifest and one hashed asset.
    fn built_frontend() -> PathBuf {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "showscribe-frontend-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(dir.join("index.html"), "<!doctype html><div id=root></div>").unwrap();
        std::fs::write(
            dir.join("landing.html"),
            "<!doctype html><div id=root><h1>Rendered</h1></div>",
        )
        .unwrap();
        std::fs::write(
            dir.join("sw.js"),
            "self.addEventListener('fetch', () => {});",
        )
        .unwrap();
        std::fs::write(dir.join("manifest.webmanifest"), r#"{"name":"Showscribe"}"#).unwrap();
        std::fs::write(dir.join("assets/index-abc123.js"), "export {};").unwrap();
        dir
    }

    fn header_of(res: &actix_web::dev::ServiceResponse, name: header::HeaderName) -> String {
        res.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    }

    #[actix_web::test]
    async fn the_service_worker_is_javascript_checked_on_every_use() {
        let dir = built_frontend();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let res =
            test::call_service(&app, test::TestRequest::get().uri("/sw.js").to_request()).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(header_of(&res, header::CACHE_CONTROL), "no-cache");
        assert!(header_of(&res, header::CONTENT_TYPE).starts_with("text/javascript"));
        assert_eq!(header_of(&res, header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        let body = test::read_body(res).await;
        assert!(body.starts_with(b"self.addEventListener"));
        std::fs::remove_dir_all(dir).ok();
    }

    #[actix_web::test]
    async fn the_manifest_has_its_own_type_and_is_checked_on_every_use() {
        let dir = built_frontend();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let res = test::call_service(
            &app,
            test::TestRequest::get()
                .uri("/manifest.webmanifest")
                .to_request(),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(
            header_of(&res, header::CONTENT_TYPE),
            "application/manifest+json"
        );
        assert_eq!(header_of(&res, header::CACHE_CONTROL), "no-cache");
        std::fs::remove_dir_all(dir).ok();
    }

    #[actix_web::test]
    async fn hashed_assets_keep_their_long_caching_and_app_paths_get_the_shell() {
        let dir = built_frontend();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let asset = test::call_service(
            &app,
            test::TestRequest::get()
                .uri("/assets/index-abc123.js")
                .to_request(),
        )
        .await;
        assert_eq!(
            header_of(&asset, header::CACHE_CONTROL),
            "public, max-age=31536000, immutable"
        );
        let shell = test::call_service(
            &app,
            test::TestRequest::get().uri("/new-showing").to_request(),
        )
        .await;
        assert_eq!(shell.status(), StatusCode::OK);
        assert_eq!(header_of(&shell, header::CACHE_CONTROL), "no-cache");
        std::fs::remove_dir_all(dir).ok();
    }

    #[actix_web::test]
    async fn a_shared_report_page_is_not_indexed_and_sends_no_referrer() {
        let dir = built_frontend();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let shared = test::call_service(
            &app,
            test::TestRequest::get()
                .uri(&format!("/r/{}", "ab".repeat(32)))
                .to_request(),
        )
        .await;
        assert_eq!(shared.status(), StatusCode::OK);
        assert_eq!(header_of(&shared, header::REFERRER_POLICY), "no-referrer");
        assert_eq!(
            header_of(&shared, header::HeaderName::from_static("x-robots-tag")),
            "noindex, nofollow"
        );
        let other = test::call_service(
            &app,
            test::TestRequest::get().uri("/dashboard").to_request(),
        )
        .await;
        assert!(other.headers().get("x-robots-tag").is_none());
        std::fs::remove_dir_all(dir).ok();
    }

    /// `GET /`, with the session cookie when `cookie` is given.
    fn home_request(cookie: Option<&str>) -> test::TestRequest {
        let req = test::TestRequest::get().uri("/");
        match cookie {
            Some(value) => req.cookie(actix_web::cookie::Cookie::new(
                SESSION_COOKIE,
                value.to_owned(),
            )),
            None => req,
        }
    }

    /// The page's body and its `Vary` header, after checking it is an uncached 200.
    async fn page_of(res: actix_web::dev::ServiceResponse) -> (String, String) {
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(header_of(&res, header::CACHE_CONTROL), "no-cache");
        let vary = header_of(&res, header::VARY);
        let body = test::read_body(res).await;
        (String::from_utf8(body.to_vec()).unwrap(), vary)
    }

    #[actix_web::test]
    async fn a_visitor_gets_the_rendered_landing_page_and_a_session_gets_the_app() {
        let dir = built_frontend();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let (visitor, vary) =
            page_of(test::call_service(&app, home_request(None).to_request()).await).await;
        assert!(visitor.contains("<h1>Rendered</h1>"), "{visitor}");
        assert_eq!(vary, "Cookie");
        let (agent, _) =
            page_of(test::call_service(&app, home_request(Some("signed")).to_request()).await)
                .await;
        assert_eq!(agent, "<!doctype html><div id=root></div>");
        // Every other path is the app's, cookie or not.
        let other =
            test::call_service(&app, test::TestRequest::get().uri("/pricing").to_request()).await;
        assert_eq!(
            test::read_body(other).await,
            "<!doctype html><div id=root></div>"
        );
        std::fs::remove_dir_all(dir).ok();
    }

    #[actix_web::test]
    async fn without_a_rendered_landing_page_a_visitor_gets_the_app() {
        let dir = built_frontend();
        std::fs::remove_file(dir.join("landing.html")).unwrap();
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let (visitor, _) =
            page_of(test::call_service(&app, home_request(None).to_request()).await).await;
        assert_eq!(visitor, "<!doctype html><div id=root></div>");
        std::fs::remove_dir_all(dir).ok();
    }

    #[actix_web::test]
    async fn an_unbuilt_frontend_has_no_worker() {
        let dir = std::env::temp_dir().join(format!("showscribe-unbuilt-{}", std::process::id()));
        let app = test::init_service(App::new().configure(|cfg| configure(cfg, dir.clone()))).await;
        let res =
            test::call_service(&app, test::TestRequest::get().uri("/sw.js").to_request()).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND);
    }
}
