//! The payment adapters against what they talk to: a local server answering like Stripe's API,
//! webhooks signed the way Stripe signs them, and the in-memory sandbox.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![recursion_limit = "256"]

mod from_settings;
mod sandbox;
mod stripe_api;
mod support;
mod webhooks;
