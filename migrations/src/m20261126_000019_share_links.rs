use sea_orm_migration::{prelude::*, schema::*};

/// Links agents give their clients to read a showing's report with no account: only the SHA-256
/// of the link's secret is stored. Times are milliseconds since the Unix epoch so the same
/// comparison runs on SQLite and PostgreSQL. A showing's links go with the showing.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ShareLinks::Table)
                    .if_not_exists()
                    .col(big_pk_auto(ShareLinks::Id))
                    .col(big_integer(ShareLinks::ShowingId))
                    .col(big_integer(ShareLinks::UserId))
                    .col(string_len_uniq(ShareLinks::TokenHash, 64))
                    .col(big_integer(ShareLinks::CreatedAtMs))
                    .col(big_integer(ShareLinks::ExpiresAtMs))
                    .col(big_integer_null(ShareLinks::RevokedAtMs))
                    .col(big_integer_null(ShareLinks::LastOpenedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShareLinks::Table, ShareLinks::ShowingId)
                            .to(Showings::Table, Showings::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShareLinks::Table, ShareLinks::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_share_links_showing")
                    .table(ShareLinks::Table)
                    .col(ShareLinks::ShowingId)
                    .col(ShareLinks::CreatedAtMs)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ShareLinks::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum ShareLinks {
    Table,
    Id,
    ShowingId,
    UserId,
    TokenHash,
    CreatedAtMs,
    ExpiresAtMs,
    RevokedAtMs,
    LastOpenedAtMs,
}

#[derive(DeriveIden)]
enum Showings {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}
