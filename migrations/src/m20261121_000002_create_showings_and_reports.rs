use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Showings::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Showings::Id))
                    .col(big_integer(Showings::UserId))
                    .col(text_null(Showings::PropertyAddress))
                    .col(text_null(Showings::PropertyDescription))
                    .col(big_integer_null(Showings::ListPriceCents))
                    .col(string_len_null(Showings::ClientName, 100))
                    .col(string_len_null(Showings::ClientEmail, 254))
                    .col(string_len_null(Showings::ClientPhone, 30))
                    .col(string_len_null(Showings::AgentName, 200))
                    .col(string_len_null(Showings::AgentEmail, 254))
                    .col(string_len_null(Showings::AgentPhone, 30))
                    .col(string_len_null(Showings::AgentCompany, 200))
                    .col(text(Showings::RepairsNeeded))
                    .col(text(Showings::UpdatesWanted))
                    .col(string_len(Showings::Status, 16).default("pending"))
                    .col(timestamp_with_time_zone(Showings::CreatedAt))
                    .col(timestamp_with_time_zone(Showings::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Showings::Table, Showings::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_showings_user_id_id")
                    .table(Showings::Table)
                    .col(Showings::UserId)
                    .col(Showings::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Reports::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Reports::Id))
                    .col(big_integer(Reports::ShowingId))
                    .col(big_integer(Reports::UserId))
                    .col(string_len(Reports::ReportType, 32))
                    // JSON text: portable across SQLite and PostgreSQL, read whole.
                    .col(text(Reports::Content))
                    .col(boolean(Reports::EmailSent).default(false))
                    .col(string_len_null(Reports::PdfFilePath, 255))
                    .col(timestamp_with_time_zone(Reports::CreatedAt))
                    .col(timestamp_with_time_zone(Reports::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Reports::Table, Reports::ShowingId)
                            .to(Showings::Table, Showings::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Reports::Table, Reports::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The dashboard lists an agent's reports newest first; the detail page lists a showing's.
        manager
            .create_index(
                Index::create()
                    .name("idx_reports_user_id_id")
                    .table(Reports::Table)
                    .col(Reports::UserId)
                    .col(Reports::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_reports_showing_id")
                    .table(Reports::Table)
                    .col(Reports::ShowingId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Reports::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Showings::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Showings {
    Table,
    Id,
    UserId,
    PropertyAddress,
    PropertyDescription,
    ListPriceCents,
    ClientName,
    ClientEmail,
    ClientPhone,
    AgentName,
    AgentEmail,
    AgentPhone,
    AgentCompany,
    RepairsNeeded,
    UpdatesWanted,
    Status,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Reports {
    Table,
    Id,
    ShowingId,
    UserId,
    ReportType,
    Content,
    EmailSent,
    PdfFilePath,
    CreatedAt,
    UpdatedAt,
}
