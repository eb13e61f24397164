//! HTTP routes. Each capability has its folder: handlers plus the DTOs that belong to them.

pub mod accounts;
pub mod analytics;
pub mod billing;
pub mod catalog;
pub mod deliveries;
pub mod download;
pub mod frontend;
pub mod health;
pub mod idempotency;
pub mod market_analysis;
mod paging;
pub mod photos;
pub mod recordings;
pub mod repair_requests;
pub mod report_items;
pub mod reports;
pub mod share_links;
pub mod showings;
pub mod support;
mod values;
