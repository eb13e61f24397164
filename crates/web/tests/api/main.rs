//! Black-box API tests: the whole app on port 0 with a fresh database (PostgreSQL when
//! `TEST_DATABASE_URL` is set, SQLite otherwise), driven over HTTP.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![recursion_limit = "256"]

mod accounts;
mod analytics;
mod billing;
mod closing;
mod cma;
mod delivery;
mod editing;
mod email_verification;
mod health;
mod helpers;
mod idempotency;
mod password_reset;
mod photos;
mod recordings;
mod repair_requests;
mod security;
mod sessions;
mod share_links;
mod showing_changes;
mod showings;
mod stripe_webhooks;
