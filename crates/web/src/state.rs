//! What every handler shares: the use cases, built once by `startup`. Handlers import this
//! module, never `startup`, so the application's wiring depends on the routes and not back.

use std::sync::Arc;

use showscribe_application::account_data::ExportAccount;
use showscribe_application::accounts::{
    ChangePassword, CurrentUser, DeleteAccount, EmailVerification, LogIn, ManageLogo,
    PasswordReset, Register, Sessions, UpdateProfile,
};
use showscribe_application::analytics::ViewAnalytics;
use showscribe_application::billing::{Checkout, ManageSubscription, PaymentEvents};
use showscribe_application::ports::{
    Clock, DeliveryQueue, FileStore, IdempotencyRepository, Payments, UserRepository,
};
use showscribe_application::showings::{
    CreateShowing, DeleteShowing, EditReportItems, EditSummary, GenerateReport, ManageComparables,
    ManagePhotos, MarketAnalysisReports, RepairRequests, ReportDocuments, SearchCatalog,
    SendReport, ShareLinks, ShowingQueries, ShowingRecordings, UpdateShowing,
};

use crate::delivery_worker::DeliveryWakeUp;
use crate::security::rate_limit::RateLimiter;

/// Everything the handlers share: the use cases, built once.
pub struct AppState {
    pub register: Register,
    pub log_in: LogIn,
    pub current_user: CurrentUser,
    pub update_profile: UpdateProfile,
    pub change_password: ChangePassword,
    pub password_reset: Arc<PasswordReset>,
    pub email_verification: Arc<EmailVerification>,
    pub delete_account: DeleteAccount,
    pub export_account: ExportAccount,
    pub sessions: Sessions,
    pub logo: Arc<ManageLogo>,
    pub create_showing: CreateShowing,
    pub update_showing: UpdateShowing,
    pub delete_showing: DeleteShowing,
    pub queries: ShowingQueries,
    /// Recordings dictated into showings' note boxes, and their transcripts.
    pub recordings: ShowingRecordings,
    pub generate_report: GenerateReport,
    pub edit_summary: Arc<EditSummary>,
    pub report_items: EditReportItems,
    /// A showing's photos.
    pub photos: ManagePhotos,
    pub catalog: SearchCatalog,
    pub analytics: ViewAnalytics,
    /// Where agents write for help (`application.support_email`).
    pub support_email: String,
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
    /// Links agents give their clients.
    pub share_links: ShareLinks,
    /// The showings' repair-request lists, from the agent or the client.
    pub repair_requests: RepairRequests,
    /// Requests to the shared report pages, per client address.
    pub shared_link_limiter: RateLimiter,
    /// The product's address, for the links it hands out.
    pub public_url: String,
    /// Wakes this node's delivery worker when a report is queued.
    pub delivery_wake_up: DeliveryWakeUp,
    /// For readiness checks.
    pub deliveries: Arc<dyn DeliveryQueue>,
    pub files: Arc<dyn FileStore>,
    /// First answers to requests sent with an `Idempotency-Key`.
    pub idempotency: Arc<dyn IdempotencyRepository>,
    /// What "today" is for rules such as a year built not in the future.
    pub clock: Arc<dyn Clock>,
    pub trust_forwarded_for: bool,
}
