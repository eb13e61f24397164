use sea_orm_migration::{prelude::*, schema::*};

/// The durable queue of report deliveries. One row per version of a report sent (the unique
/// `(report_id, fingerprint)` index is what lets only one of many concurrent sends win). Times a
/// worker compares (`due_at_ms`, `lease_until_ms`) are milliseconds since the Unix epoch, so the
/// same comparison runs on SQLite and PostgreSQL; the others follow suit.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Deliveries::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Deliveries::Id))
                    .col(big_integer(Deliveries::UserId))
                    .col(big_integer(Deliveries::ShowingId))
                    .col(big_integer(Deliveries::ReportId))
                    .col(string_len(Deliveries::Fingerprint, 64))
                    .col(text(Deliveries::Recipients))
                    .col(text(Deliveries::Subject))
                    .col(string_len(Deliveries::Status, 16))
                    .col(integer(Deliveries::Attempts).default(0))
                    .col(text_null(Deliveries::LastError))
                    .col(big_integer(Deliveries::QueuedAtMs))
                    .col(big_integer(Deliveries::DueAtMs))
                    .col(big_integer_null(Deliveries::LeaseUntilMs))
                    .col(big_integer_null(Deliveries::SentAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Deliveries::Table, Deliveries::ReportId)
                            .to(Reports::Table, Reports::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_deliveries_report_version")
                    .table(Deliveries::Table)
                    .col(Deliveries::ReportId)
                    .col(Deliveries::Fingerprint)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_deliveries_due")
                    .table(Deliveries::Table)
                    .col(Deliveries::Status)
                    .col(Deliveries::DueAtMs)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_deliveries_showing")
                    .table(Deliveries::Table)
                    .col(Deliveries::ShowingId)
                    .col(Deliveries::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Deliveries::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Deliveries {
    Table,
    Id,
    UserId,
    ShowingId,
    ReportId,
    Fingerprint,
    Recipients,
    Subject,
    Status,
    Attempts,
    LastError,
    QueuedAtMs,
    DueAtMs,
    LeaseUntilMs,
    SentAtMs,
}

#[derive(DeriveIden)]
enum Reports {
    Table,
    Id,
}
