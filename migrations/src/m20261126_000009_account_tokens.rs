use sea_orm_migration::{prelude::*, schema::*};

/// One-time links sent to agents (password reset, address check): only the SHA-256 of the
/// secret is stored. Times are milliseconds since the Unix epoch so the same comparison runs on
/// SQLite and PostgreSQL. An account's links go with the account.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AccountTokens::Table)
                    .if_not_exists()
                    .col(big_pk_auto(AccountTokens::Id))
                    .col(big_integer(AccountTokens::UserId))
                    .col(string_len(AccountTokens::Purpose, 32))
                    .col(string_len_uniq(AccountTokens::TokenHash, 64))
                    .col(string_len(AccountTokens::Email, 320))
                    .col(big_integer(AccountTokens::CreatedAtMs))
                    .col(big_integer(AccountTokens::ExpiresAtMs))
                    .col(big_integer_null(AccountTokens::UsedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(AccountTokens::Table, AccountTokens::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_account_tokens_user_purpose")
                    .table(AccountTokens::Table)
                    .col(AccountTokens::UserId)
                    .col(AccountTokens::Purpose)
                    .col(AccountTokens::CreatedAtMs)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AccountTokens::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum AccountTokens {
    Table,
    Id,
    UserId,
    Purpose,
    TokenHash,
    Email,
    CreatedAtMs,
    ExpiresAtMs,
    UsedAtMs,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}
