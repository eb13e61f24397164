//! HTTP routes. Each capability has its folder: handlers plus the DTOs that belong to them.

pub mod accounts;
pub mod billing;
pub mod catalog;
pub mod frontend;
pub mod health;
pub mod showings;
