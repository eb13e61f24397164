//! Plans, subscriptions, one-off payments, and the payment provider's webhook.

pub mod dto;
mod handlers;

pub use handlers::*;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_plans)
        .service(billing_config)
        .service(billing_summary)
        .service(get_or_create_subscription)
        .service(create_payment_intent)
        .service(buy_additional_reports)
        .service(confirm_test_payment)
        .service(change_plan)
        .service(cancel_subscription)
        .service(billing_portal)
        .service(
            web::resource("/stripe/webhook")
                // Provider events are larger than the app's own JSON bodies.
                .app_data(web::PayloadConfig::new(WEBHOOK_MAX_BYTES))
                .route(web::post().to(stripe_webhook)),
        );
}
