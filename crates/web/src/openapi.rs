//! The OpenAPI document describing every endpoint, served at `/api/openapi.json`; the frontend's
//! `types/api.ts` is generated from it.

use utoipa::OpenApi;

use crate::error::ErrorBody;
use crate::routes::{
    accounts, billing, catalog, deliveries, health, market_analysis, report_items, reports,
    showings,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Showscribe API",
        description = "Voice notes from property showings in; professional showing reports out.",
        version = "0.1.0"
    ),
    paths(
        accounts::current_user,
        accounts::register,
        accounts::log_in,
        accounts::log_out,
        accounts::update_profile,
        accounts::change_password,
        accounts::upload_logo,
        accounts::delete_logo,
        accounts::get_logo,
        showings::create_showing,
        showings::list_showings,
        showings::get_showing,
        showings::update_showing,
        showings::delete_showing,
        reports::list_reports,
        reports::list_showing_reports,
        reports::generate_report,
        reports::edit_report,
        report_items::add_report_item,
        report_items::change_report_item,
        report_items::remove_report_item,
        catalog::search_catalog,
        deliveries::preview_send,
        deliveries::send_report,
        deliveries::list_deliveries,
        deliveries::retry_delivery,
        reports::report_pdf,
        market_analysis::get_comparables,
        market_analysis::replace_comparables,
        market_analysis::parse_comparables,
        market_analysis::import_comparables,
        market_analysis::market_analysis,
        market_analysis::update_home_facts,
        billing::list_plans,
        billing::billing_config,
        billing::billing_summary,
        billing::get_or_create_subscription,
        billing::create_payment_intent,
        billing::buy_additional_reports,
        billing::confirm_test_payment,
        billing::cancel_subscription,
        billing::billing_portal,
        billing::stripe_webhook,
        health::healthz,
        health::readyz,
    ),
    components(schemas(
        ErrorBody,
        accounts::dto::UserResponse,
        accounts::dto::RegisterRequest,
        accounts::dto::LoginRequest,
        accounts::dto::UpdateProfileRequest,
        accounts::dto::ChangePasswordRequest,
        showings::dto::CreateShowingRequest,
        showings::dto::ShowingResponse,
        reports::dto::ReportResponse,
        reports::dto::GeneratedReportResponse,
        report_items::dto::ReportItemRequest,
        catalog::CatalogResponse,
        catalog::CatalogItemResponse,
        reports::dto::ReportListItem,
        reports::dto::EditReportRequest,
        deliveries::dto::SendReportRequest,
        deliveries::dto::EmailPreviewResponse,
        deliveries::dto::DeliveryResponse,
        deliveries::dto::SentReportResponse,
        showings::dto::HomeFactsRequest,
        market_analysis::dto::MarketAnalysisResponse,
        market_analysis::dto::ComparablesResponse,
        market_analysis::dto::ReplaceComparablesRequest,
        market_analysis::dto::ImportPreviewResponse,
        billing::dto::PlansResponse,
        billing::dto::PlanResponse,
        billing::dto::PriceUnit,
        billing::dto::BillingConfigResponse,
        billing::dto::BillingResponse,
        billing::dto::PackOfferResponse,
        billing::dto::SubscriptionRequest,
        billing::dto::ClientSecretResponse,
        billing::dto::PaymentIntentRequest,
        billing::dto::PaymentResponse,
        billing::dto::BuyReportsRequest,
        billing::dto::ConfirmTestPaymentRequest,
        billing::dto::PortalResponse,
        billing::dto::WebhookResponse,
    )),
    tags(
        (name = "accounts", description = "Registration, sessions, profile and password"),
        (name = "showings", description = "Showings: the agent's notes from a property visit"),
        (name = "reports", description = "Showing reports generated from the notes"),
        (name = "market analysis", description = "A showing's comparables and its comparative market analysis (CMA) report"),
        (name = "billing", description = "Plans, subscriptions, report packs and payment events"),
        (name = "operations", description = "Health and readiness probes"),
    )
)]
pub struct ApiDoc;

pub fn document_json() -> anyhow::Result<String> {
    Ok(ApiDoc::openapi().to_pretty_json()?)
}
