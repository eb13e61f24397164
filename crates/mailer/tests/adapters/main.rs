//! The mailer adapters against what they talk to: a real SMTP server on loopback, and the
//! file system.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod outbox;
mod smtp;
mod support;
