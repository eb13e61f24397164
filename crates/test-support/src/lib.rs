//! Test helpers shared by the crates' test suites: fixture builders, in-memory fakes of the
//! ports, the repository contract suite every repository adapter must pass, and a real SMTP
//! server on loopback for the mailer's and the API's tests.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod contract;
pub mod fakes;
pub mod fixtures;
pub mod photos;
pub mod smtp_server;
