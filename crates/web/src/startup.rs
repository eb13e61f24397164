//! Builds the application: the ONE place where adapters are wired to ports. `build` binds the
//! listener (port 0 in tests) so the caller can learn the port before `run_until_stopped`.

use std::net::TcpListener;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use actix_session::SessionMiddleware;
use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::{CookieSessionStore, RedisSessionStore, SessionStore};
use actix_web::cookie::{SameSite, time::Duration as CookieDuration};
use actix_web::dev::Server;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpRequest, HttpServer, error::JsonPayloadError, web};
use anyhow::Context;
use secrecy::ExposeSecret;
use showscribe_application::accounts::{
    ChangePassword, CurrentUser, LogIn, ManageLogo, Register, UpdateProfile,
};
use showscribe_application::billing::{Checkout, ManageSubscription, PaymentEvents};
use showscribe_application::ports::{
    BillingRepository, Clock, FileStore, Mailer, PasswordHasher, Payments, PdfRenderer,
    ReportRepository, ReportWriter, ShowingRepository, SystemClock, UserRepository,
};
use showscribe_application::showings::{
    CreateShowing, DeleteShowing, EditReportItems, EditSummary, GenerateReport, ManageComparables,
    MarketAnalysisReports, ReportDocuments, ReportingData, SearchCatalog, SendReport,
    ShowingQueries, UpdateShowing,
};
use showscribe_domain::catalog::{CostCatalog, RegionalFactors, RoomSizes};
use showscribe_estimator::BuiltInEstimator;
use showscribe_llm::OpenAiCompatibleWriter;
use showscribe_mailer::{OutboxMailer, OutboxSettings, SmtpMailer, SmtpSettings};
use showscribe_pdf::TypstPdfRenderer;
use showscribe_persistence::{
    CachedUserRepository, LocalFileStore, SqlBillingRepository, SqlReportRepository,
    SqlShowingRepository, SqlUserRepository, UserCache,
};
use tracing_actix_web::TracingLogger;
use utoipa::OpenApi;

use crate::config::{MailSettings, MailTransport, Settings};
use crate::error::ApiError;
use crate::openapi::ApiDoc;
use crate::routes;
use crate::security::origin::{AllowedOrigins, check_origin};
use crate::security::password::Argon2Hasher;
use crate::security::rate_limit::RateLimiter;
use crate::security::request_id;
use crate::session::signing_key;

/// The sourced reference data, compiled in (see config/*.csv and their sources).
const COST_CATALOG: &str = include_str!("../../../config/cost-catalog.csv");
const TYPICAL_SIZES: &str = include_str!("../../../config/typical-sizes.csv");
const REGIONAL_FACTORS: &str = include_str!("../../../config/regional-factors.csv");

/// Everything the handlers share: the use cases, built once.
pub struct AppState {
    pub register: Register,
    pub log_in: LogIn,
    pub current_user: CurrentUser,
    pub update_profile: UpdateProfile,
    pub change_password: ChangePassword,
    pub logo: Arc<ManageLogo>,
    pub create_showing: CreateShowing,
    pub update_showing: UpdateShowing,
    pub delete_showing: DeleteShowing,
    pub queries: ShowingQueries,
    pub generate_report: GenerateReport,
    pub edit_summary: Arc<EditSummary>,
    pub report_items: EditReportItems,
    pub catalog: SearchCatalog,
    pub send_report: SendReport,
    pub documents: Arc<ReportDocuments>,
    pub comparables: ManageComparables,
    pub market_analysis: Arc<MarketAnalysisReports>,
    pub checkout: Checkout,
    pub manage_subscription: ManageSubscription,
    pub payment_events: PaymentEvents,
    pub payments: Arc<dyn Payments>,
    pub users: Arc<dyn UserRepository>,
    pub auth_limiter: RateLimiter,
    pub trust_forwarded_for: bool,
}

pub struct Application {
    port: u16,
    host: String,
    server: Server,
}

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

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        // One TLS crypto provider for every crate that speaks TLS.
        let _ = rustls::crypto::ring::default_provider().install_default();

        let data_dir = PathBuf::from(&settings.application.data_dir);
        std::fs::create_dir_all(&data_dir)
            .with_context(|| format!("creating data folder {}", data_dir.display()))?;
        let database = showscribe_persistence::connect(
            settings.database.url.expose_secret(),
            settings.database.max_connections,
        )
        .await
        .context("connecting to the database")?;

        // Adapters.
        let user_cache = UserCache::new(Duration::from_millis(settings.database.user_cache_ttl_ms));
        let users: Arc<dyn UserRepository> = Arc::new(CachedUserRepository::new(
            Arc::new(SqlUserRepository::new(&database)),
            user_cache.clone(),
        ));
        let showings: Arc<dyn ShowingRepository> = Arc::new(SqlShowingRepository::new(&database));
        let reports: Arc<dyn ReportRepository> =
            Arc::new(SqlReportRepository::new(&database, user_cache.clone()));
        let billing: Arc<dyn BillingRepository> =
            Arc::new(SqlBillingRepository::new(&database, user_cache.clone()));
        let payments = showscribe_payments::payments_from_settings(&settings.payments)
            .context("configuring [payments]")?;
        let files: Arc<dyn FileStore> = Arc::new(LocalFileStore::new(data_dir.join("files")));
        let hasher: Arc<dyn PasswordHasher> = Arc::new(Argon2Hasher::new()?);
        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let catalog = Arc::new(
            CostCatalog::parse_csv(COST_CATALOG).context("parsing the built-in cost catalog")?,
        );
        let factors = Arc::new(
            RegionalFactors::parse_csv(REGIONAL_FACTORS).context("parsing the regional factors")?,
        );
        let rooms = Arc::new(
            RoomSizes::parse_csv(TYPICAL_SIZES).context("parsing the typical room sizes")?,
        );
        let estimator: Arc<dyn ReportWriter> = Arc::new(BuiltInEstimator::new(catalog.clone()));
        let renderer: Arc<dyn PdfRenderer> = Arc::new(TypstPdfRenderer::new());
        let mailer = build_mailer(&settings.mail, &data_dir)?;
        let logo = Arc::new(ManageLogo::new(users.clone(), files.clone()));
        let documents = Arc::new(ReportDocuments::new(
            renderer,
            files.clone(),
            reports.clone(),
            logo.clone(),
            clock.clone(),
        ));
        let edit_summary = Arc::new(EditSummary::new(
            showings.clone(),
            reports.clone(),
            documents.clone(),
        ));
        let writer: Arc<dyn ReportWriter> = match settings.llm.clone() {
            Some(llm) => {
                tracing::info!(base_url = %llm.base_url, model = %llm.model, "reports are written by an OpenAI-compatible model, grounded in the catalog");
                Arc::new(
                    OpenAiCompatibleWriter::new(llm, catalog.clone())
                        .context("configuring the [llm] report writer")?,
                )
            }
            None => estimator.clone(),
        };
        let reporting = ReportingData {
            catalog,
            factors,
            rooms,
        };
        let market_analysis = Arc::new(MarketAnalysisReports::new(
            showings.clone(),
            reports.clone(),
            documents.clone(),
            writer.clone(),
            clock.clone(),
        ));

        let state = web::Data::new(AppState {
            register: Register::new(users.clone(), hasher.clone(), clock.clone()),
            log_in: LogIn::new(users.clone(), hasher.clone()),
            current_user: CurrentUser::new(users.clone()),
            update_profile: UpdateProfile::new(users.clone()),
            change_password: ChangePassword::new(users.clone(), hasher.clone()),
            logo,
            create_showing: CreateShowing::new(showings.clone(), clock.clone()),
            update_showing: UpdateShowing::new(showings.clone(), documents.clone()),
            delete_showing: DeleteShowing::new(showings.clone(), documents.clone()),
            queries: ShowingQueries::new(showings.clone(), reports.clone()),
            generate_report: GenerateReport::new(
                showings.clone(),
                reports.clone(),
                users.clone(),
                writer,
                estimator,
                reporting.clone(),
                market_analysis.clone(),
                clock.clone(),
            ),
            report_items: EditReportItems::new(
                showings.clone(),
                reports.clone(),
                documents.clone(),
                reporting.clone(),
            ),
            catalog: SearchCatalog::new(showings.clone(), reporting),
            send_report: SendReport::new(
                showings.clone(),
                reports.clone(),
                documents.clone(),
                edit_summary.clone(),
                mailer,
            ),
            edit_summary,
            documents,
            comparables: ManageComparables::new(showings.clone(), clock.clone()),
            market_analysis,
            checkout: Checkout::new(payments.clone(), billing.clone(), clock.clone()),
            manage_subscription: ManageSubscription::new(payments.clone(), billing.clone()),
            payment_events: PaymentEvents::new(payments.clone(), billing, users.clone()),
            payments,
            users,
            auth_limiter: RateLimiter::per_minute(settings.security.auth_attempts_per_minute),
            trust_forwarded_for: settings.security.trust_forwarded_for,
        });

        let key = signing_key(&settings.session, &data_dir)?;
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
                    SessionChoice::Cookie(c) => {
                        configure_api(cfg, CookieSessionStore::default(), c)
                    }
                    SessionChoice::Redis(c, redis) => configure_api(cfg, redis, c),
                })
                .configure(|cfg| routes::frontend::configure(cfg, static_dir.clone()))
                .wrap(from_fn(check_origin))
                .wrap(Compress::default())
                .wrap(from_fn(request_id::propagate))
                .wrap(TracingLogger::default())
        })
        .listen(listener)?
        .run();

        Ok(Self {
            port,
            host: settings.application.host,
            server,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn public_address(&self) -> String {
        format!("http://{}:{}", self.host, self.port)
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// The `/api` scope: every account and product call, behind the session middleware.
fn configure_api<S: SessionStore + 'static>(
    cfg: &mut web::ServiceConfig,
    store: S,
    session: SessionConfig,
) {
    let middleware = SessionMiddleware::builder(store, session.key)
        .cookie_name("showscribe_session".to_owned())
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
            .configure(routes::catalog::configure)
            .configure(routes::billing::configure)
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

/// The outbox (default) or an SMTP server, as configured.
fn build_mailer(
    mail: &MailSettings,
    data_dir: &std::path::Path,
) -> anyhow::Result<Arc<dyn Mailer>> {
    Ok(match mail.transport {
        MailTransport::Outbox => {
            let folder = mail
                .outbox_dir
                .as_ref()
                .map_or_else(|| data_dir.join("outbox"), PathBuf::from);
            tracing::info!(folder = %folder.display(), "emails are written to the outbox folder, not sent");
            Arc::new(OutboxMailer::new(&OutboxSettings {
                folder,
                from_address: mail.from_address.clone(),
            })?)
        }
        MailTransport::Smtp => {
            let smtp = mail
                .smtp
                .as_ref()
                .context("mail.transport is smtp but [mail.smtp] is not configured")?;
            tracing::info!(host = %smtp.host, port = smtp.port, "emails are sent through SMTP");
            Arc::new(SmtpMailer::new(&SmtpSettings {
                host: smtp.host.clone(),
                port: smtp.port,
                security: smtp.security,
                username: smtp.username.clone(),
                password: smtp.password.clone(),
                from_address: mail.from_address.clone(),
                timeout_secs: smtp.timeout_secs,
            })?)
        }
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
