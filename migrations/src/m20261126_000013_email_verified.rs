use sea_orm_migration::{prelude::*, schema::*};

/// When the agent confirmed that the account's address is theirs (opened the link sent to it);
/// null until then, and again after the address is changed. Accounts that existed before
/// addresses were checked count as confirmed from their creation: they have been receiving
/// their reports' copies at that address, and locking them out of sending would help nobody.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(timestamp_with_time_zone_null(Users::EmailVerifiedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::update()
                    .table(Users::Table)
                    .value(Users::EmailVerifiedAt, Expr::col(Users::CreatedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(Users::EmailVerifiedAt)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Users {
    Table,
    EmailVerifiedAt,
    CreatedAt,
}
