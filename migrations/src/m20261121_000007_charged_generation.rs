use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// What a showing said when a generation of its report last took a report of the allowance
/// (JSON text: the notes, address, description, client and agent names). Generating the report
/// again is free when the showing was only corrected since then. Null until the first charged
/// generation, and for showings generated before this was recorded (their next generation is
/// charged, as a first one is).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Showings::Table)
                    .add_column(text_null(Showings::ChargedBasis))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Showings::Table)
                    .drop_column(Showings::ChargedBasis)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Showings {
    Table,
    ChargedBasis,
}
