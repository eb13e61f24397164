use sea_orm_migration::prelude::*;

/// The dashboard's report list read from an index alone. A report's row carries its content, a
/// JSON document of several kilobytes that SQLite keeps in overflow pages; the list's columns
/// stored after it (sent flag, creation time) meant following that chain for every listed row.
/// This index holds everything the list and its count read, in the order the list is shown.
#[derive(DeriveMigrationName)]
pub struct Migration;

const NAME: &str = "idx_reports_listing";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(NAME)
                    .table(Reports::Table)
                    .col(Reports::UserId)
                    .col(Reports::ReportType)
                    .col(Reports::Id)
                    .col(Reports::ShowingId)
                    .col(Reports::EmailSent)
                    .col(Reports::CreatedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(NAME).table(Reports::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Reports {
    Table,
    Id,
    ShowingId,
    UserId,
    ReportType,
    EmailSent,
    CreatedAt,
}
