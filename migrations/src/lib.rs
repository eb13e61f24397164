//! The schema, as a sequence of migrations that run unchanged on SQLite and PostgreSQL.
//! Migrations describe tables with their own identifiers and never import the ORM entities,
//! so that an entity can change without rewriting history.

pub use sea_orm_migration::prelude::*;

mod m20261121_000001_create_users;
mod m20261121_000002_create_showings_and_reports;
mod m20261121_000003_billing;
mod m20261121_000004_cma;
mod m20261121_000005_report_listing_index;
mod m20261121_000006_report_pdf_index;
mod m20261121_000007_charged_generation;
mod m20261123_000008_deliveries;
mod m20261126_000009_account_tokens;
mod m20261126_000010_retained_payments;
mod m20261126_000011_billing_period_end;
mod m20261126_000012_sign_ins;
mod m20261126_000013_email_verified;
mod m20261126_000015_idempotency_keys;
mod m20261126_000016_first_payment;
mod m20261126_000017_recordings;
mod m20261126_000018_photos;
mod m20261126_000019_share_links;
mod m20261127_000020_repair_requests;
mod m20261127_000021_share_link_delivery;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_create_users::Migration),
            Box::new(m20261121_000002_create_showings_and_reports::Migration),
            Box::new(m20261121_000003_billing::Migration),
            Box::new(m20261121_000004_cma::Migration),
            Box::new(m20261121_000005_report_listing_index::Migration),
            Box::new(m20261121_000006_report_pdf_index::Migration),
            Box::new(m20261121_000007_charged_generation::Migration),
            Box::new(m20261123_000008_deliveries::Migration),
            Box::new(m20261126_000009_account_tokens::Migration),
            Box::new(m20261126_000010_retained_payments::Migration),
            Box::new(m20261126_000011_billing_period_end::Migration),
            Box::new(m20261126_000012_sign_ins::Migration),
            Box::new(m20261126_000013_email_verified::Migration),
            Box::new(m20261126_000015_idempotency_keys::Migration),
            Box::new(m20261126_000016_first_payment::Migration),
            Box::new(m20261126_000017_recordings::Migration),
            Box::new(m20261126_000018_photos::Migration),
            Box::new(m20261126_000019_share_links::Migration),
            Box::new(m20261127_000020_repair_requests::Migration),
            Box::new(m20261127_000021_share_link_delivery::Migration),
        ]
    }
}
