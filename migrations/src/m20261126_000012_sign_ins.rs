use sea_orm_migration::{prelude::*, schema::*};

/// Where agents are signed in: one row per sign-in, ended on sign-out (or when every other
/// device is signed out). Times are milliseconds since the Unix epoch.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SignIns::Table)
                    .if_not_exists()
                    .col(big_pk_auto(SignIns::Id))
                    .col(big_integer(SignIns::UserId))
                    .col(string_len(SignIns::Device, 64))
                    .col(big_integer(SignIns::SignedInAtMs))
                    .col(big_integer(SignIns::LastSeenAtMs))
                    .col(big_integer_null(SignIns::EndedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(SignIns::Table, SignIns::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_sign_ins_user")
                    .table(SignIns::Table)
                    .col(SignIns::UserId)
                    .col(SignIns::EndedAtMs)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SignIns::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SignIns {
    Table,
    Id,
    UserId,
    Device,
    SignedInAtMs,
    LastSeenAtMs,
    EndedAtMs,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}
