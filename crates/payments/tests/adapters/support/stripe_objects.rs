//! Answers shaped like Stripe's API objects (current API version), trimmed of fields that do
//! not vary between the tests.

use serde_json::{Value, json};

pub const CUSTOMER_ID: &str = "cus_Na6dX7aXxi11N4";
pub const SUBSCRIPTION_ID: &str = "sub_1MowQVLkdIwHu7ixeRlqHVzs";
pub const INVOICE_SECRET: &str = "pi_3MowQWLkdIwHu7ix0ZmGKpDe_secret_s9FHBJ8Wz2HYQWn4IuZk7Jp1b";
pub const PAYMENT_ID: &str = "pi_3MtwBwLkdIwHu7ix28a3tqPa";
pub const PAYMENT_SECRET: &str = "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH";
pub const ITEM_ID: &str = "si_Na6dzxczY5fwHx";
/// The subscription item's `current_period_end`.
pub const PERIOD_END: i64 = 1682288167;
pub const PROMOTION_ID: &str = "promo_1MiM6KLkdIwHu7ixrIaX4wgn";

pub fn customer() -> Value {
    json!({
        "id": CUSTOMER_ID,
        "object": "customer",
        "address": null,
        "balance": 0,
        "created": 1680893993,
        "currency": null,
        "default_source": null,
        "delinquent": false,
        "description": null,
        "email": "dana@realty.example",
        "invoice_prefix": "0759376C",
        "invoice_settings": {
            "custom_fields": null,
            "default_payment_method": null,
            "footer": null,
            "rendering_options": null
        },
        "livemode": false,
        "metadata": { "user_id": "42" },
        "name": "Dana Whitfield",
        "next_invoice_sequence": 1,
        "phone": null,
        "preferred_locales": [],
        "shipping": null,
        "tax_exempt": "none",
        "test_clock": null
    })
}

/// A subscription just created with `payment_behavior=default_incomplete`, its first invoice
/// expanded down to the confirmation secret. `amount_due` 0 gives the paid, already active
/// shape of a subscription whose first month a coupon takes entirely.
pub fn subscription(amount_due: i64) -> Value {
    let free = amount_due == 0;
    json!({
        "id": SUBSCRIPTION_ID,
        "object": "subscription",
        "application": null,
        "application_fee_percent": null,
        "automatic_tax": { "disabled_reason": null, "enabled": false, "liability": null },
        "billing_cycle_anchor": 1679609767,
        "billing_mode": { "type": "classic" },
        "billing_thresholds": null,
        "cancel_at": null,
        "cancel_at_period_end": false,
        "canceled_at": null,
        "cancellation_details": { "comment": null, "feedback": null, "reason": null },
        "collection_method": "charge_automatically",
        "created": 1679609767,
        "currency": "usd",
        "customer": CUSTOMER_ID,
        "days_until_due": null,
        "default_payment_method": null,
        "default_source": null,
        "default_tax_rates": [],
        "description": null,
        "discounts": if free { json!(["di_1MowQWLkdIwHu7ixgJQ3ulEW"]) } else { json!([]) },
        "ended_at": null,
        "invoice_settings": { "account_tax_ids": null, "issuer": { "type": "self" } },
        "items": {
            "object": "list",
            "data": [{
                "id": "si_Na6dzxczY5fwHx",
                "object": "subscription_item",
                "created": 1679609768,
                "current_period_end": 1682288167,
                "current_period_start": 1679609767,
                "discounts": [],
                "metadata": {},
                "price": {
                    "id": "price_pro_monthly",
                    "object": "price",
                    "active": true,
                    "billing_scheme": "per_unit",
                    "created": 1679609766,
                    "currency": "usd",
                    "livemode": false,
                    "lookup_key": null,
                    "metadata": {},
                    "nickname": null,
                    "product": "prod_Na6dGcTsmU0I4R",
                    "recurring": {
                        "interval": "month",
                        "interval_count": 1,
                        "meter": null,
                        "usage_type": "licensed"
                    },
                    "tax_behavior": "unspecified",
                    "tiers_mode": null,
                    "transform_quantity": null,
                    "type": "recurring",
                    "unit_amount": 4999,
                    "unit_amount_decimal": "4999"
                },
                "quantity": 1,
                "subscription": SUBSCRIPTION_ID,
                "tax_rates": []
            }],
            "has_more": false,
            "total_count": 1,
            "url": format!("/v1/subscription_items?subscription={SUBSCRIPTION_ID}")
        },
        "latest_invoice": {
            "id": "in_1MowQWLkdIwHu7ixuzkSPfKd",
            "object": "invoice",
            "amount_due": amount_due,
            "amount_paid": 0,
            "amount_remaining": amount_due,
            "attempt_count": 0,
            "attempted": false,
            "billing_reason": "subscription_create",
            "collection_method": "charge_automatically",
            "confirmation_secret": if free {
                Value::Null
            } else {
                json!({ "client_secret": INVOICE_SECRET, "type": "payment_intent" })
            },
            "created": 1679609767,
            "currency": "usd",
            "customer": CUSTOMER_ID,
            "livemode": false,
            "parent": {
                "quote_details": null,
                "subscription_details": {
                    "metadata": { "plan": "pro", "user_id": "42" },
                    "subscription": SUBSCRIPTION_ID
                },
                "type": "subscription_details"
            },
            "period_end": 1679609767,
            "period_start": 1679609767,
            "status": if free { "paid" } else { "open" },
            "subtotal": 4999,
            "total": amount_due
        },
        "livemode": false,
        "metadata": { "plan": "pro", "user_id": "42" },
        "next_pending_invoice_item_invoice": null,
        "on_behalf_of": null,
        "pause_collection": null,
        "payment_settings": {
            "payment_method_options": null,
            "payment_method_types": null,
            "save_default_payment_method": "on_subscription"
        },
        "pending_invoice_item_interval": null,
        "pending_setup_intent": null,
        "pending_update": null,
        "schedule": null,
        "start_date": 1679609767,
        "status": if free { "active" } else { "incomplete" },
        "test_clock": null,
        "transfer_data": null,
        "trial_end": null,
        "trial_settings": { "end_behavior": { "missing_payment_method": "create_invoice" } },
        "trial_start": null
    })
}

pub fn payment_intent() -> Value {
    json!({
        "id": PAYMENT_ID,
        "object": "payment_intent",
        "amount": 3340,
        "amount_capturable": 0,
        "amount_details": { "tip": {} },
        "amount_received": 0,
        "application": null,
        "application_fee_amount": null,
        "automatic_payment_methods": { "allow_redirects": "always", "enabled": true },
        "canceled_at": null,
        "cancellation_reason": null,
        "capture_method": "automatic_async",
        "client_secret": PAYMENT_SECRET,
        "confirmation_method": "automatic",
        "created": 1680800504,
        "currency": "usd",
        "customer": CUSTOMER_ID,
        "description": "Showscribe add-on pack: 20 reports",
        "last_payment_error": null,
        "latest_charge": null,
        "livemode": false,
        "metadata": { "purchase": "pack", "reports": "20", "user_id": "42" },
        "next_action": null,
        "on_behalf_of": null,
        "payment_method": null,
        "payment_method_options": {
            "card": { "installments": null, "mandate_options": null, "network": null, "request_three_d_secure": "automatic" }
        },
        "payment_method_types": ["card", "link"],
        "processing": null,
        "receipt_email": null,
        "review": null,
        "setup_future_usage": null,
        "shipping": null,
        "source": null,
        "statement_descriptor": null,
        "statement_descriptor_suffix": null,
        "status": "requires_payment_method",
        "transfer_data": null,
        "transfer_group": null
    })
}

/// A list of promotion codes (what `GET /v1/promotion_codes` answers).
pub fn promotion_codes(codes: &[&str]) -> Value {
    let data: Vec<Value> = codes
        .iter()
        .map(|code| {
            json!({
                "id": PROMOTION_ID,
                "object": "promotion_code",
                "active": true,
                "code": code,
                "created": 1678040164,
                "customer": null,
                "expires_at": null,
                "livemode": false,
                "max_redemptions": null,
                "metadata": {},
                "promotion": { "coupon": "nVJYDOag", "type": "coupon" },
                "restrictions": {
                    "first_time_transaction": false,
                    "minimum_amount": null,
                    "minimum_amount_currency": null
                },
                "times_redeemed": 0
            })
        })
        .collect();
    json!({
        "object": "list",
        "data": data,
        "has_more": false,
        "url": "/v1/promotion_codes"
    })
}

pub fn portal_session(return_url: &str) -> Value {
    json!({
        "id": "bps_1MrSjzLkdIwHu7ixex0IvU9b",
        "object": "billing_portal.session",
        "configuration": "bpc_1MAhNDLkdIwHu7ixckACO1Jq",
        "created": 1680210639,
        "customer": CUSTOMER_ID,
        "flow": null,
        "livemode": false,
        "locale": null,
        "on_behalf_of": null,
        "return_url": return_url,
        "url": "https://billing.stripe.com/p/session/test_YWNjdF8xTTJKVGtMa2R"
    })
}

/// Stripe's error body.
pub fn error(kind: &str, code: Option<&str>, message: &str, param: Option<&str>) -> Value {
    let mut error = json!({
        "type": kind,
        "message": message,
        "request_log_url": "https://dashboard.stripe.com/test/logs/req_xyz?t=1680210639"
    });
    if let Some(code) = code {
        error["code"] = json!(code);
        error["doc_url"] = json!(format!("https://docs.stripe.com/error-codes/{code}"));
    }
    if let Some(param) = param {
        error["param"] = json!(param);
    }
    json!({ "error": error })
}

pub fn card_declined() -> Value {
    let mut body = error(
        "card_error",
        Some("card_declined"),
        "Your card was declined.",
        None,
    );
    body["error"]["decline_code"] = json!("generic_decline");
    body["error"]["charge"] = json!("ch_3MtwBwLkdIwHu7ix0yQO0cBK");
    body
}
