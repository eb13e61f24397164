//! Showscribe's HTTP face: actix-web routes and DTOs, sessions, security middleware, error
//! mapping, the OpenAPI document and the static frontend. `startup` is the one place where
//! adapters are wired to ports.

pub mod config;
pub mod delivery_worker;
pub mod error;
pub mod metrics;
pub mod openapi;
pub mod routes;
pub mod security;
pub mod session;
pub mod startup;
pub mod state;
pub mod telemetry;
