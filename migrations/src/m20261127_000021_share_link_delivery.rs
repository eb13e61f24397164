use sea_orm_migration::{prelude::*, schema::*};

/// The report delivery a share link was made for, so that the next try of a delivery revokes
/// the link an earlier, stopped try made for its message. Null for the links agents make.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ShareLinks::Table)
                    .add_column(big_integer_null(ShareLinks::DeliveryId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ShareLinks::Table)
                    .drop_column(ShareLinks::DeliveryId)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum ShareLinks {
    Table,
    DeliveryId,
}
