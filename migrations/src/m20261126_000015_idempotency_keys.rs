use sea_orm_migration::{prelude::*, schema::*};

/// Requests an agent's device may send more than once (a showing saved while the signal comes and
/// goes, a report generated from a queue that retries): the first answer to each
/// `Idempotency-Key`, kept for a day so a repeat gets it again instead of doing the work twice.
/// `status` is null while the first request is still being answered. Times are milliseconds
/// since the Unix epoch; an account's keys go with the account.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(IdempotencyKeys::Table)
                    .if_not_exists()
                    .col(big_integer(IdempotencyKeys::UserId))
                    .col(string_len(IdempotencyKeys::RequestKey, 255))
                    .col(string_len(IdempotencyKeys::Scope, 255))
                    .col(string_len(IdempotencyKeys::Fingerprint, 64))
                    .col(integer_null(IdempotencyKeys::Status))
                    .col(text_null(IdempotencyKeys::Body))
                    .col(big_integer(IdempotencyKeys::CreatedAtMs))
                    .primary_key(
                        Index::create()
                            .col(IdempotencyKeys::UserId)
                            .col(IdempotencyKeys::RequestKey),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(IdempotencyKeys::Table, IdempotencyKeys::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(IdempotencyKeys::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum IdempotencyKeys {
    Table,
    UserId,
    RequestKey,
    Scope,
    Fingerprint,
    Status,
    Body,
    CreatedAtMs,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}
