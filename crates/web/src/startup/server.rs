//! Step three: the HTTP server, with its sessions, security middleware and routes.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use actix_session::SessionMiddleware;
use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::{CookieSessionStore, RedisSessionStore, SessionStore};
use actix_web::cookie::{SameSite, time::Duration as CookieDuration};
use actix_web::dev::Server;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpRequest, HttpServer, error::JsonPayloadError, web};
use anyhow::Context;
use secrecy::ExposeSecret;
use showscribe_application::ports::DeliveryQueue;
use tracing_actix_web::TracingLogger;
use utoipa::OpenApi;

use crate::config::Settings;
use crate::error::ApiError;
use crate::openapi::ApiDoc;
use crate::routes;
use crate::security::origin::{AllowedOrigins, check_origin};
use crate::security::request_id;
use crate::session::signing_key;
use crate::state::AppState;

/// Where sessions live: in the signed, encrypted cookie (default) or in Redis.
#[derive(Clone)]
enum SessionChoice {
    Cookie(SessionConfig),
    Redis(SessionConfig, RedisSessionStore),
}

#[derive(Clone)]
struct SessionConfig {
    key: actix_web::cookie::Key,
    secure_cookie: bool,
    lifetime: CookieDuration,
}

/// Binds the listener (port 0 picks a free one) and builds the server; it runs when awaited.
pub(crate) async fn serve(
    state: AppState,
    settings: &Settings,
    data_dir: &Path,
) -> anyhow::Result<(Server, u16)> {
    let state = web::Data::new(state);
    let key = signing_key(&settings.session, data_dir)?;
    let secure_cookie = settings.session.secure_cookie;
    let lifetime = CookieDuration::days(settings.session.lifetime_days);
    let session = match &settings.session.redis_url {
        Some(url) => {
            let redis = RedisSessionStore::new(url.expose_secret())
                .await
                .context("connecting to Redis for sessions")?;
            tracing::info!("sessions are stored in Redis");
            SessionChoice::Redis(
                SessionConfig {
                    key,
                    secure_cookie,
                    lifetime,
                },
                redis,
            )
        }
        None => SessionChoice::Cookie(SessionConfig {
            key,
            secure_cookie,
            lifetime,
        }),
    };
    let allowed_origins = settings.security.allowed_origins.clone();
    let max_json = settings.security.max_json_bytes;
    let static_dir = PathBuf::from(&settings.application.static_dir);

    let listener = TcpListener::bind((
        settings.application.host.as_str(),
        settings.application.port,
    ))
    .with_context(|| {
        format!(
            "binding {}:{}",
            settings.application.host, settings.application.port
        )
    })?;
    let port = listener.local_addr()?.port();

    let server = HttpServer::new(move || {
        let session = session.clone();
        App::new()
            .app_data(state.clone())
            .app_data(web::Data::new(AllowedOrigins(Rc::new(
                allowed_origins.clone(),
            ))))
            .app_data(json_config(max_json))
            .app_data(web::PayloadConfig::new(max_json))
            .service(routes::health::healthz)
            .service(routes::health::readyz)
            .configure(|cfg| match session {
                SessionChoice::Cookie(c) => configure_api(cfg, CookieSessionStore::default(), c),
                SessionChoice::Redis(c, redis) => configure_api(cfg, redis, c),
            })
            .configure(|cfg| routes::frontend::configure(cfg, static_dir.clone()))
            .wrap(from_fn(check_origin))
            .wrap(from_fn(crate::metrics::record_request))
            .wrap(Compress::default())
            .wrap(from_fn(request_id::propagate))
            .wrap(TracingLogger::default())
    })
    .listen(listener)?
    .run();
    Ok((server, port))
}

/// `/metrics` alone, on its own address: operators scrape it; the public never sees it.
pub(crate) fn serve_metrics(
    address: &str,
    deliveries: Arc<dyn DeliveryQueue>,
) -> anyhow::Result<(Server, u16)> {
    let listener =
        TcpListener::bind(address).with_context(|| format!("binding metrics on {address}"))?;
    let port = listener.local_addr()?.port();
    let handle = web::Data::new(crate::metrics::handle());
    let queue: web::Data<dyn DeliveryQueue> = web::Data::from(deliveries);
    let server = HttpServer::new(move || {
        App::new()
            .app_data(handle.clone())
            .app_data(queue.clone())
            .route("/metrics", web::get().to(crate::metrics::scrape))
    })
    .workers(1)
    .disable_signals()
    .listen(listener)?
    .run();
    tracing::info!(%address, "metrics are served at /metrics");
    Ok((server, port))
}

/// The `/api` scope: every account and product call, behind the session middleware.
fn configure_api<S: SessionStore + 'static>(
    cfg: &mut web::ServiceConfig,
    store: S,
    session: SessionConfig,
) {
    let middleware = SessionMiddleware::builder(store, session.key)
        .cookie_name(crate::session::SESSION_COOKIE.to_owned())
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(session.secure_cookie)
        .cookie_path("/".to_owned())
        .cookie_content_security(CookieContentSecurity::Private)
        .session_lifecycle(PersistentSession::default().session_ttl(session.lifetime))
        .build();
    cfg.service(
        web::scope("/api")
            .wrap(middleware)
            .route("/openapi.json", web::get().to(openapi_json))
            .app_data(path_config())
            .app_data(query_config())
            .configure(routes::accounts::configure)
            .configure(routes::showings::configure)
            .configure(routes::recordings::configure)
            .configure(routes::reports::configure)
            .configure(routes::report_items::configure)
            .configure(routes::photos::configure)
            .configure(routes::deliveries::configure)
            .configure(routes::share_links::configure)
            .configure(routes::repair_requests::configure)
            .configure(routes::market_analysis::configure)
            .configure(routes::catalog::configure)
            .configure(routes::billing::configure)
            .configure(routes::analytics::configure)
            .configure(routes::support::configure)
            .default_service(web::to(api_not_found)),
    );
}

/// JSON bodies: size-limited, and every way a body can be wrong answered in the error format.
fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(move |err, _req: &HttpRequest| {
            let api = match &err {
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => ApiError::new(
                    actix_web::http::StatusCode::PAYLOAD_TOO_LARGE,
                    "payload_too_large",
                    format!(
                        "The request body is too large (the limit is {} KiB).",
                        limit / 1024
                    ),
                ),
                JsonPayloadError::ContentType => ApiError::bad_request(
                    "unsupported_content_type",
                    "Send the request body as JSON (Content-Type: application/json).",
                ),
                JsonPayloadError::Deserialize(e) => ApiError::bad_request(
                    "malformed_json",
                    format!("The request body is not valid JSON for this call: {e}"),
                ),
                _ => ApiError::bad_request("malformed_json", "The request body could not be read."),
            };
            api.into()
        })
}

/// A path id that is not a number names nothing: 404, in the error format.
fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_, _| ApiError::not_found("Not found").into())
}

fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _| {
        ApiError::bad_request("invalid_query", format!("Invalid query parameters: {err}")).into()
    })
}

async fn openapi_json() -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok().json(ApiDoc::openapi())
}

async fn api_not_found() -> Result<actix_web::HttpResponse, ApiError> {
    Err(ApiError::not_found("No such API endpoint"))
}
