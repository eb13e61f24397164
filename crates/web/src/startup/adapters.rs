//! Step one of building the application: every port's adapter, as the settings choose.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use redis::aio::ConnectionManager;
use secrecy::ExposeSecret;
use showscribe_application::ports::{
    AccountTokenRepository, BillingRepository, Clock, DeliveryQueue, FileStore,
    IdempotencyRepository, ImageProcessor, Mailer, PasswordHasher, Payments, PdfRenderer,
    PhotoRepository, RecordingRepository, RepairRequestRepository, ReportHistory, ReportRepository,
    ReportWriter, ShareLinkRepository, ShowingRepository, SignInRepository, SystemClock,
    Transcriber, UserRepository,
};
use showscribe_application::showings::ReportingData;
use showscribe_domain::catalog::{CostCatalog, RegionalFactors, RoomSizes};
use showscribe_estimator::BuiltInEstimator;
use showscribe_images::PhotoProcessor;
use showscribe_llm::OpenAiCompatibleWriter;
use showscribe_mailer::{OutboxMailer, OutboxSettings, SmtpMailer, SmtpSettings};
use showscribe_pdf::TypstPdfRenderer;
use showscribe_persistence::{
    CachedUserRepository, SqlAccountTokenRepository, SqlBillingRepository, SqlDeliveryQueue,
    SqlIdempotencyRepository, SqlPhotoRepository, SqlRecordingRepository,
    SqlRepairRequestRepository, SqlReportRepository, SqlShareLinkRepository, SqlShowingRepository,
    SqlSignInRepository, SqlUserRepository, UserCache,
};
use showscribe_storage::file_store_from_settings;
use showscribe_transcription::OpenAiCompatibleTranscriber;

use crate::config::{MailSettings, MailTransport, Settings};
use crate::security::password::Argon2Hasher;

/// The sourced reference data, compiled in (see config/*.csv and their sources).
const COST_CATALOG: &str = include_str!("../../../../config/cost-catalog.csv");
const TYPICAL_SIZES: &str = include_str!("../../../../config/typical-sizes.csv");
const REGIONAL_FACTORS: &str = include_str!("../../../../config/regional-factors.csv");

/// Every port's adapter.
pub(crate) struct Adapters {
    pub data_dir: PathBuf,
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub reports: Arc<dyn ReportRepository>,
    /// The same reports, read for the analytics.
    pub report_history: Arc<dyn ReportHistory>,
    pub billing: Arc<dyn BillingRepository>,
    pub payments: Arc<dyn Payments>,
    pub files: Arc<dyn FileStore>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub clock: Arc<dyn Clock>,
    /// The built-in estimator, which also prices what a model writes.
    pub estimator: Arc<dyn ReportWriter>,
    /// Who writes reports: the estimator, or a model when `[llm]` is configured.
    pub writer: Arc<dyn ReportWriter>,
    pub renderer: Arc<dyn PdfRenderer>,
    pub mailer: Arc<dyn Mailer>,
    pub reporting: ReportingData,
    pub deliveries: Arc<dyn DeliveryQueue>,
    /// One-time links (password resets).
    pub account_tokens: Arc<dyn AccountTokenRepository>,
    /// Where agents are signed in.
    pub sign_ins: Arc<dyn SignInRepository>,
    /// First answers to requests sent with an `Idempotency-Key`.
    pub idempotency: Arc<dyn IdempotencyRepository>,
    /// Links agents give their clients to read a report.
    pub share_links: Arc<dyn ShareLinkRepository>,
    /// The showings' repair-request lists.
    pub repair_requests: Arc<dyn RepairRequestRepository>,
    /// Recordings dictated into showings' note boxes.
    pub recordings: Arc<dyn RecordingRepository>,
    /// Who turns recordings into text, when `[transcription]` is configured.
    pub transcriber: Option<Arc<dyn Transcriber>>,
    /// A showing's photos.
    pub photos: Arc<dyn PhotoRepository>,
    /// Decodes, orients, strips and sizes uploaded photos.
    pub images: Arc<dyn ImageProcessor>,
    /// Redis, when configured: sign-in limits shared by every node.
    pub redis: Option<ConnectionManager>,
}

impl Adapters {
    pub async fn connect(settings: &Settings) -> anyhow::Result<Self> {
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
        let sql_reports = Arc::new(SqlReportRepository::new(&database, user_cache.clone()));
        let reports: Arc<dyn ReportRepository> = sql_reports.clone();
        let report_history: Arc<dyn ReportHistory> = sql_reports;
        let billing: Arc<dyn BillingRepository> =
            Arc::new(SqlBillingRepository::new(&database, user_cache.clone()));
        let payments = showscribe_payments::payments_from_settings(&settings.payments)
            .context("configuring [payments]")?;
        let files: Arc<dyn FileStore> =
            file_store_from_settings(&settings.storage, &data_dir.join("files"))
                .context("configuring [storage]")?;
        tracing::info!(backend = ?settings.storage.backend, "files (logos, PDFs) are stored");
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
        let deliveries: Arc<dyn DeliveryQueue> = Arc::new(SqlDeliveryQueue::new(&database));
        let account_tokens: Arc<dyn AccountTokenRepository> = Arc::new(
            SqlAccountTokenRepository::new(&database, user_cache.clone()),
        );
        let recordings: Arc<dyn RecordingRepository> =
            Arc::new(SqlRecordingRepository::new(&database));
        let transcriber: Option<Arc<dyn Transcriber>> = match settings.transcription.clone() {
            Some(transcription) => {
                tracing::info!(base_url = %transcription.base_url, model = %transcription.model, "recordings are transcribed by an OpenAI-compatible speech-to-text API");
                Some(Arc::new(
                    OpenAiCompatibleTranscriber::new(transcription)
                        .context("configuring the [transcription] service")?,
                ))
            }
            None => {
                tracing::info!(
                    "no [transcription] service: recordings are kept for playback, not transcribed"
                );
                None
            }
        };
        let redis = match &settings.session.redis_url {
            Some(url) => {
                let client =
                    redis::Client::open(url.expose_secret()).context("reading the Redis URL")?;
                Some(
                    ConnectionManager::new(client)
                        .await
                        .context("connecting to Redis")?,
                )
            }
            None => None,
        };
        let sign_ins: Arc<dyn SignInRepository> = Arc::new(SqlSignInRepository::new(&database));
        let photos: Arc<dyn PhotoRepository> = Arc::new(SqlPhotoRepository::new(&database));
        // As many photos decode at once as the machine has cores.
        let images: Arc<dyn ImageProcessor> = Arc::new(PhotoProcessor::new(
            std::thread::available_parallelism().map_or(2, usize::from),
        ));
        let idempotency: Arc<dyn IdempotencyRepository> =
            Arc::new(SqlIdempotencyRepository::new(&database));
        let share_links: Arc<dyn ShareLinkRepository> =
            Arc::new(SqlShareLinkRepository::new(&database));
        let repair_requests: Arc<dyn RepairRequestRepository> =
            Arc::new(SqlRepairRequestRepository::new(&database));
        Ok(Self {
            share_links,
            repair_requests,
            recordings,
            transcriber,
            deliveries,
            account_tokens,
            sign_ins,
            idempotency,
            photos,
            images,
            redis,
            data_dir,
            users,
            showings,
            reports,
            report_history,
            billing,
            payments,
            files,
            hasher,
            clock,
            estimator,
            writer,
            renderer,
            mailer,
            reporting,
        })
    }
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
