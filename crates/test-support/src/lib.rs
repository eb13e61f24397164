//! Test helpers shared by the crates' test suites: fixture builders, in-memory fakes of the
//! ports, and the repository contract suite every repository adapter must pass.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod contract;
pub mod fakes;
pub mod fixtures;
