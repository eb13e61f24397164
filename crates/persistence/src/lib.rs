//! Repository adapters over sea-orm, for SQLite (the embedded default) and PostgreSQL.
//! ORM models never leave this crate: every repository speaks in domain types.

mod database;
mod entities;
mod error;
mod files;
mod repositories;

pub use database::{Database, WriteGate, connect};
pub use files::LocalFileStore;
pub use repositories::account_tokens::SqlAccountTokenRepository;
pub use repositories::billing::SqlBillingRepository;
pub use repositories::cached_users::{CachedUserRepository, UserCache};
pub use repositories::deliveries::SqlDeliveryQueue;
pub use repositories::idempotency::SqlIdempotencyRepository;
pub use repositories::photos::SqlPhotoRepository;
pub use repositories::recordings::SqlRecordingRepository;
pub use repositories::repair_requests::SqlRepairRequestRepository;
pub use repositories::reports::SqlReportRepository;
pub use repositories::share_links::SqlShareLinkRepository;
pub use repositories::showings::SqlShowingRepository;
pub use repositories::sign_ins::SqlSignInRepository;
pub use repositories::users::SqlUserRepository;

#[cfg(feature = "testing")]
pub mod testing;
