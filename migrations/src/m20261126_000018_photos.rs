use sea_orm_migration::{prelude::*, schema::*};

/// A showing's photos: the stored files' keys (a full-size JPEG and a thumbnail), the agent's
/// order and caption, and the report item the photo is attached to (an item id such as "i3",
/// or null). A photo goes with its showing and with its agent's account.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Photos::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Photos::Id))
                    .col(big_integer(Photos::ShowingId))
                    .col(big_integer(Photos::UserId))
                    .col(integer(Photos::Position))
                    .col(string_len_null(Photos::Caption, 800))
                    .col(string_len_null(Photos::ReportItemId, 32))
                    .col(string_len(Photos::FullKey, 512))
                    .col(string_len(Photos::ThumbnailKey, 512))
                    .col(integer(Photos::Width))
                    .col(integer(Photos::Height))
                    .col(big_integer(Photos::CreatedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Photos::Table, Photos::ShowingId)
                            .to(Showings::Table, Showings::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Photos::Table, Photos::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_photos_showing")
                    .table(Photos::Table)
                    .col(Photos::ShowingId)
                    .col(Photos::Position)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_photos_user")
                    .table(Photos::Table)
                    .col(Photos::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Photos::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Photos {
    Table,
    Id,
    ShowingId,
    UserId,
    Position,
    Caption,
    ReportItemId,
    FullKey,
    ThumbnailKey,
    Width,
    Height,
    CreatedAtMs,
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
