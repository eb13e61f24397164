//! The repository contract: written once, run against every adapter (SQLite, PostgreSQL and the
//! in-memory fake). Each function takes a fresh, empty repository.

pub mod users;
