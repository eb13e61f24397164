//! Use cases and the ports they need. Adapters implement the ports; `web` wires them together.

pub mod account_data;
pub mod accounts;
pub mod analytics;
pub mod billing;
mod html;
pub mod ports;
pub mod showings;
