//! Step two: the use cases, each given the adapters it needs.

use std::sync::Arc;
use std::time::Duration;

use showscribe_application::account_data::ExportAccount;
use showscribe_application::accounts::{
    ChangePassword, CurrentUser, DeleteAccount, EmailVerification, LogIn, ManageLogo,
    PasswordReset, Register, Sessions, UpdateProfile,
};
use showscribe_application::analytics::ViewAnalytics;
use showscribe_application::billing::{Checkout, ManageSubscription, PaymentEvents};
use showscribe_application::showings::{
    CreateShowing, DeleteShowing, DeliverReports, EditReportItems, EditSummary, GenerateReport,
    ManageComparables, ManagePhotos, MarketAnalysisReports, RepairRequests, ReportDocuments,
    SearchCatalog, SendReport, ShareLinks, ShowingQueries, ShowingRecordings, UpdateShowing,
};

use showscribe_domain::delivery::RetryPolicy;

use super::adapters::Adapters;
use crate::config::Settings;
use crate::delivery_worker::{DeliveryWakeUp, DeliveryWorker};
use crate::security::rate_limit::RateLimiter;
use crate::state::AppState;

/// The handlers' state, and the delivery worker this node runs (if it runs one).
pub(crate) struct Wired {
    pub state: AppState,
    pub worker: Option<DeliveryWorker>,
}

pub(crate) fn wire(adapters: Adapters, settings: &Settings) -> Wired {
    let Adapters {
        data_dir: _,
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
        deliveries,
        account_tokens,
        sign_ins,
        idempotency,
        share_links,
        repair_requests,
        recordings,
        transcriber,
        photos,
        images,
        redis,
    } = adapters;
    let logo = Arc::new(ManageLogo::new(users.clone(), files.clone()));
    let documents = Arc::new(
        ReportDocuments::new(
            renderer,
            files.clone(),
            reports.clone(),
            logo.clone(),
            clock.clone(),
        )
        .with_photos(photos.clone()),
    );
    let edit_summary = Arc::new(EditSummary::new(
        showings.clone(),
        reports.clone(),
        documents.clone(),
    ));
    let market_analysis = Arc::new(MarketAnalysisReports::new(
        showings.clone(),
        reports.clone(),
        documents.clone(),
        writer.clone(),
        clock.clone(),
    ));
    let delivery = &settings.delivery;
    let deliver = Arc::new(
        DeliverReports::new(
            deliveries.clone(),
            showings.clone(),
            reports.clone(),
            users.clone(),
            documents.clone(),
            mailer.clone(),
            clock.clone(),
            RetryPolicy {
                first_wait: Duration::from_secs(delivery.first_retry_secs),
                longest_wait: Duration::from_secs(delivery.longest_retry_secs),
                max_attempts: delivery.max_attempts.max(1),
            },
            Duration::from_secs(delivery.lease_secs),
        )
        .with_share_links(share_links.clone(), settings.application.public_url.clone()),
    );
    let delivery_wake_up = DeliveryWakeUp::default();
    let worker = delivery.worker.then(|| DeliveryWorker {
        deliver,
        wake_up: delivery_wake_up.clone(),
        poll: Duration::from_millis(delivery.poll_ms.max(10)),
        grace: Duration::from_secs(delivery.shutdown_grace_secs),
        concurrency: delivery.concurrency,
    });
    let mut auth_limiter = RateLimiter::per_minute(settings.security.auth_attempts_per_minute);
    let mut shared_link_limiter =
        RateLimiter::per_minute(settings.security.shared_link_requests_per_minute)
            .named("shared-link-requests");
    if let Some(redis) = redis {
        tracing::info!("sign-in and shared-link limits are shared through Redis");
        auth_limiter = auth_limiter.shared_in(redis.clone());
        shared_link_limiter = shared_link_limiter.shared_in(redis);
    }
    let state = AppState {
        register: Register::new(users.clone(), hasher.clone(), clock.clone()),
        log_in: LogIn::new(users.clone(), hasher.clone()),
        current_user: CurrentUser::new(users.clone()),
        update_profile: UpdateProfile::new(users.clone()),
        change_password: ChangePassword::new(users.clone(), hasher.clone()),
        sessions: Sessions::new(users.clone(), sign_ins, clock.clone()),
        export_account: ExportAccount::new(
            showings.clone(),
            reports.clone(),
            documents.clone(),
            logo.clone(),
        ),
        delete_account: DeleteAccount::new(
            users.clone(),
            hasher.clone(),
            payments.clone(),
            files.clone(),
        ),
        password_reset: Arc::new(PasswordReset::new(
            users.clone(),
            account_tokens.clone(),
            hasher.clone(),
            mailer.clone(),
            clock.clone(),
            &settings.application.public_url,
        )),
        email_verification: Arc::new(EmailVerification::new(
            users.clone(),
            account_tokens,
            mailer.clone(),
            clock.clone(),
            &settings.application.public_url,
        )),
        logo,
        create_showing: CreateShowing::new(showings.clone(), clock.clone()),
        update_showing: UpdateShowing::new(showings.clone(), documents.clone()),
        delete_showing: DeleteShowing::new(showings.clone(), documents.clone()),
        queries: ShowingQueries::new(showings.clone(), reports.clone()),
        recordings: ShowingRecordings::new(
            showings.clone(),
            recordings,
            files.clone(),
            transcriber,
            clock.clone(),
        ),
        generate_report: GenerateReport::new(
            showings.clone(),
            reports.clone(),
            users.clone(),
            writer,
            estimator,
            reporting.clone(),
            market_analysis.clone(),
            clock.clone(),
        )
        .with_photos(photos.clone()),
        photos: ManagePhotos::new(
            showings.clone(),
            reports.clone(),
            photos,
            images,
            files.clone(),
            documents.clone(),
            clock.clone(),
        ),
        report_items: EditReportItems::new(
            showings.clone(),
            reports.clone(),
            documents.clone(),
            reporting.clone(),
        ),
        analytics: ViewAnalytics::new(report_history, reporting.catalog.clone(), clock.clone()),
        support_email: settings.application.support_email.clone(),
        catalog: SearchCatalog::new(showings.clone(), reporting),
        send_report: SendReport::new(
            showings.clone(),
            reports.clone(),
            edit_summary.clone(),
            deliveries.clone(),
            clock.clone(),
        ),
        edit_summary,
        documents: documents.clone(),
        comparables: ManageComparables::new(showings.clone(), clock.clone()),
        market_analysis,
        checkout: Checkout::new(payments.clone(), billing.clone(), clock.clone()),
        manage_subscription: ManageSubscription::new(payments.clone(), billing.clone()),
        payment_events: PaymentEvents::new(payments.clone(), billing, users.clone()),
        payments,
        repair_requests: RepairRequests::new(
            repair_requests,
            showings.clone(),
            reports.clone(),
            users.clone(),
            documents,
            mailer,
            clock.clone(),
            &settings.application.public_url,
        ),
        share_links: ShareLinks::new(
            share_links,
            showings.clone(),
            reports.clone(),
            users.clone(),
            clock.clone(),
        ),
        users,
        auth_limiter,
        shared_link_limiter,
        public_url: settings.application.public_url.clone(),
        delivery_wake_up,
        deliveries,
        files,
        idempotency,
        clock: clock.clone(),
        trust_forwarded_for: settings.security.trust_forwarded_for,
    };
    Wired { state, worker }
}
