//! The traits the outside world implements. Use cases hold them as `Arc<dyn Port>`.

mod account_tokens;
mod billing_repository;
mod clock;
mod delivery_queue;
mod file_store;
mod idempotency;
mod image_processor;
mod mailer;
mod password_hasher;
mod payments;
mod pdf_renderer;
mod photo_repository;
mod recording_repository;
mod repair_requests;
mod report_history;
mod report_writer;
mod share_links;
mod showing_repository;
mod sign_ins;
mod transcriber;
mod user_repository;

pub use account_tokens::AccountTokenRepository;
pub use billing_repository::{BillingRepository, EventOutcome, OpenSubscription, PendingPurchase};
pub use clock::{Clock, SystemClock};
pub use delivery_queue::{DeliveryQueue, QueueDepth};
pub use file_store::FileStore;
pub use idempotency::{Claim, IdempotencyRepository, IdempotentRequest, StoredAnswer};
pub use image_processor::{ImageError, ImageProcessor, PreparedPhoto};
pub use mailer::{Attachment, MailError, Mailbox, Mailer, OutgoingEmail};
pub use password_hasher::PasswordHasher;
pub use payments::{
    ChangedSubscription, CheckoutMode, PayingCustomer, PaymentError, PaymentEvent, PaymentRequest,
    Payments, PlanChangeRequest, Purchase, StartedPayment, StartedSubscription,
    SubscriptionRequest,
};
pub use pdf_renderer::{
    AgentBranding, Logo, LogoFormat, PdfInput, PdfRenderer, RenderError, ReportPhoto,
};
pub use photo_repository::PhotoRepository;
pub use recording_repository::RecordingRepository;
pub use repair_requests::{ListExpectation, RepairRequestRepository};
pub use report_history::ReportHistory;
pub use report_writer::{DraftRequest, NarrativeRequest, PropertyFacts, ReportWriter, WriterError};
pub use share_links::ShareLinkRepository;
pub use showing_repository::{
    Listed, NewGeneration, Page, ReplacedContent, ReplacedMarketAnalysis, ReportRepository,
    ShowingRepository, StoredComparables, StoredGeneration, UpdatedShowing,
};
pub use sign_ins::SignInRepository;
pub use transcriber::{Transcriber, TranscriptionError};
pub use user_repository::{RepositoryError, UserRepository};

#[cfg(feature = "mocks")]
pub use account_tokens::MockAccountTokenRepository;
#[cfg(feature = "mocks")]
pub use billing_repository::MockBillingRepository;
#[cfg(feature = "mocks")]
pub use clock::MockClock;
#[cfg(feature = "mocks")]
pub use delivery_queue::MockDeliveryQueue;
#[cfg(feature = "mocks")]
pub use file_store::MockFileStore;
#[cfg(feature = "mocks")]
pub use idempotency::MockIdempotencyRepository;
#[cfg(feature = "mocks")]
pub use image_processor::MockImageProcessor;
#[cfg(feature = "mocks")]
pub use mailer::MockMailer;
#[cfg(feature = "mocks")]
pub use password_hasher::MockPasswordHasher;
#[cfg(feature = "mocks")]
pub use payments::MockPayments;
#[cfg(feature = "mocks")]
pub use pdf_renderer::MockPdfRenderer;
#[cfg(feature = "mocks")]
pub use photo_repository::MockPhotoRepository;
#[cfg(feature = "mocks")]
pub use recording_repository::MockRecordingRepository;
#[cfg(feature = "mocks")]
pub use repair_requests::MockRepairRequestRepository;
#[cfg(feature = "mocks")]
pub use report_history::MockReportHistory;
#[cfg(feature = "mocks")]
pub use report_writer::MockReportWriter;
#[cfg(feature = "mocks")]
pub use share_links::MockShareLinkRepository;
#[cfg(feature = "mocks")]
pub use showing_repository::{MockReportRepository, MockShowingRepository};
#[cfg(feature = "mocks")]
pub use sign_ins::MockSignInRepository;
#[cfg(feature = "mocks")]
pub use transcriber::MockTranscriber;
#[cfg(feature = "mocks")]
pub use user_repository::MockUserRepository;
