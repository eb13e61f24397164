//! The fields of Stripe's answers that the adapter reads. Everything else is ignored, and
//! fields that moved between API versions are looked for in each place.

use serde::Deserialize;
use showscribe_application::ports::PaymentError;

/// An object Stripe gives as its id or, when expanded, in full.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum Expandable<T> {
    Id(#[allow(dead_code)] String),
    Object(Box<T>),
}

impl<T> Expandable<T> {
    fn object(&self) -> Option<&T> {
        match self {
            Self::Id(_) => None,
            Self::Object(object) => Some(object),
        }
    }
}

#[derive(Debug, Deserialize)]
pub(super) struct CreatedCustomer {
    pub id: String,
}

#[derive(Debug, Deserialize)]
pub(super) struct List<T> {
    pub data: Vec<T>,
}

#[derive(Debug, Deserialize)]
pub(super) struct PromotionCode {
    pub id: String,
    #[serde(default)]
    pub active: Option<bool>,
}

#[derive(Debug, Deserialize)]
pub(super) struct PortalSession {
    pub url: String,
}

#[derive(Debug, Deserialize)]
pub(super) struct PaymentIntent {
    pub id: String,
    #[serde(default)]
    pub client_secret: Option<String>,
}

#[derive(Debug, Deserialize)]
pub(super) struct Subscription {
    pub id: String,
    pub status: String,
    #[serde(default)]
    pub cancel_at_period_end: Option<bool>,
    /// Older API versions; current ones give the period on each item.
    #[serde(default)]
    pub current_period_end: Option<i64>,
    #[serde(default)]
    pub latest_invoice: Option<Expandable<Invoice>>,
    #[serde(default)]
    pub items: Option<List<SubscriptionItem>>,
}

#[derive(Debug, Deserialize)]
pub(super) struct SubscriptionItem {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub price: Option<Price>,
    /// Current API versions.
    #[serde(default)]
    pub current_period_end: Option<i64>,
}

#[derive(Debug, Deserialize)]
pub(super) struct Price {
    #[serde(default)]
    pub unit_amount: Option<i64>,
}

#[derive(Debug, Deserialize)]
pub(super) struct Invoice {
    #[serde(default)]
    pub amount_due: Option<i64>,
    /// Current API versions.
    #[serde(default)]
    pub confirmation_secret: Option<ConfirmationSecret>,
    /// Older API versions, when `latest_invoice.payment_intent` was expanded.
    #[serde(default)]
    pub payment_intent: Option<Expandable<PaymentIntent>>,
}

#[derive(Debug, Deserialize)]
pub(super) struct ConfirmationSecret {
    pub client_secret: String,
}

impl Subscription {
    /// The subscription's (single) item: the plan's price.
    pub fn item(&self) -> Option<&SubscriptionItem> {
        self.items.as_ref()?.data.first()
    }

    /// The monthly amount of the subscription's (single) price.
    pub fn unit_amount(&self) -> Option<i64> {
        self.item()?.price.as_ref()?.unit_amount
    }

    /// When the paid period ends (unix seconds): on the item in current API versions, on the
    /// subscription in older ones.
    pub fn period_end(&self) -> Option<i64> {
        self.item()
            .and_then(|item| item.current_period_end)
            .or(self.current_period_end)
    }

    /// What the first invoice asks for, in cents, after its discounts.
    pub fn first_invoice_amount(&self) -> Option<i64> {
        self.latest_invoice.as_ref()?.object()?.amount_due
    }

    /// What the browser confirms the first invoice's payment with; `None` when nothing is due
    /// (a 100% discount: the subscription is active at once).
    pub fn first_payment_secret(&self) -> Result<Option<String>, PaymentError> {
        let Some(invoice) = self.latest_invoice.as_ref().and_then(Expandable::object) else {
            return if self.status == "active" || self.status == "trialing" {
                Ok(None)
            } else {
                Err(PaymentError::Unexpected(anyhow::anyhow!(
                    "Stripe gave subscription {} ({}) without its first invoice",
                    self.id,
                    self.status
                )))
            };
        };
        if invoice.amount_due == Some(0) {
            return Ok(None);
        }
        let secret = invoice
            .confirmation_secret
            .as_ref()
            .map(|c| c.client_secret.clone())
            .or_else(|| {
                invoice
                    .payment_intent
                    .as_ref()
                    .and_then(Expandable::object)
                    .and_then(|intent| intent.client_secret.clone())
            })
            .filter(|secret| !secret.is_empty());
        match secret {
            Some(secret) => Ok(Some(secret)),
            // Nothing to pay with and a subscription already in force: nothing was due.
            None if self.status == "active" || self.status == "trialing" => Ok(None),
            None => Err(PaymentError::Unexpected(anyhow::anyhow!(
                "Stripe gave the first invoice of subscription {} nothing to pay it with",
                self.id
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use serde_json::json;

    use super::*;

    fn subscription(status: &str, latest_invoice: serde_json::Value) -> Subscription {
        serde_json::from_value(json!({
            "id": "sub_1",
            "object": "subscription",
            "status": status,
            "latest_invoice": latest_invoice,
            "items": { "object": "list", "data": [{ "price": { "id": "price_1", "unit_amount": 4999 } }] }
        }))
        .unwrap()
    }

    #[test]
    fn the_confirmation_secret_pays_the_first_invoice() {
        let s = subscription(
            "incomplete",
            json!({ "id": "in_1", "amount_due": 4999,
                    "confirmation_secret": { "client_secret": "pi_1_secret_a", "type": "payment_intent" } }),
        );
        assert_eq!(
            s.first_payment_secret().unwrap().as_deref(),
            Some("pi_1_secret_a")
        );
        assert_eq!(s.unit_amount(), Some(4999));
    }

    #[test]
    fn an_expanded_payment_intent_pays_it_in_older_api_versions() {
        let s = subscription(
            "incomplete",
            json!({ "id": "in_1", "amount_due": 4999,
                    "payment_intent": { "id": "pi_1", "client_secret": "pi_1_secret_b" } }),
        );
        assert_eq!(
            s.first_payment_secret().unwrap().as_deref(),
            Some("pi_1_secret_b")
        );
    }

    #[test]
    fn nothing_due_needs_no_secret() {
        let free = subscription(
            "incomplete",
            json!({ "id": "in_1", "amount_due": 0, "confirmation_secret": null }),
        );
        assert_eq!(free.first_payment_secret().unwrap(), None);
        let active_without_invoice = subscription("active", json!(null));
        assert_eq!(active_without_invoice.first_payment_secret().unwrap(), None);
        let active_paid = subscription("active", json!({ "id": "in_1", "status": "paid" }));
        assert_eq!(active_paid.first_payment_secret().unwrap(), None);
    }

    #[test]
    fn an_amount_due_without_a_secret_is_not_taken_for_free() {
        for latest_invoice in [
            json!({ "id": "in_1", "amount_due": 4999, "confirmation_secret": null }),
            json!({ "id": "in_1", "amount_due": 4999, "payment_intent": "pi_not_expanded" }),
            json!("in_not_expanded"),
            json!(null),
        ] {
            let s = subscription("incomplete", latest_invoice.clone());
            assert!(
                matches!(s.first_payment_secret(), Err(PaymentError::Unexpected(_))),
                "{latest_invoice}"
            );
        }
    }
}
