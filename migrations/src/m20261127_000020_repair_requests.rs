use sea_orm_migration::{prelude::*, schema::*};

/// The repair-request list of a showing: one per showing, saved by the agent or by the client
/// through a share link, whoever saved last. The entries are JSON (item id, remedy, amount in
/// cents, note), checked against the report when saved. Times are milliseconds since the Unix
/// epoch. A showing's list goes with the showing.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RepairRequests::Table)
                    .if_not_exists()
                    .col(big_integer(RepairRequests::ShowingId).primary_key())
                    .col(big_integer(RepairRequests::UserId))
                    .col(text(RepairRequests::Entries))
                    .col(string_len(RepairRequests::UpdatedBy, 16))
                    .col(big_integer(RepairRequests::UpdatedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(RepairRequests::Table, RepairRequests::ShowingId)
                            .to(Showings::Table, Showings::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(RepairRequests::Table, RepairRequests::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(RepairRequests::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum RepairRequests {
    Table,
    ShowingId,
    UserId,
    Entries,
    UpdatedBy,
    UpdatedAtMs,
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
