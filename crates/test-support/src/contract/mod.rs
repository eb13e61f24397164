//! The repository contract: written once, run against every adapter (SQLite, PostgreSQL and,
//! for users, the in-memory fake). Each function takes fresh, empty repositories.

pub mod billing;
pub mod showings;
pub mod users;
