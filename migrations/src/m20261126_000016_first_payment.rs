use sea_orm_migration::{prelude::*, schema::*};

/// What the first invoice of a subscription asks for once its coupon is taken off, in cents, as
/// the payment provider computed it, so that a checkout picked up again shows the same price.
/// Unknown (null) for subscriptions recorded before.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(BillingSubscriptions::Table)
                    .add_column(big_integer_null(BillingSubscriptions::FirstPaymentCents))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(BillingSubscriptions::Table)
                    .drop_column(BillingSubscriptions::FirstPaymentCents)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum BillingSubscriptions {
    Table,
    FirstPaymentCents,
}
