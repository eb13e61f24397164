use sea_orm_migration::{prelude::*, schema::*};

/// When a subscription's paid period ends, as the payment provider reports it: the renewal
/// date, and the day a subscription cancelled at the period's end stops. Unknown (null) for
/// subscriptions recorded before, until the provider next reports on them.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(BillingSubscriptions::Table)
                    .add_column(timestamp_with_time_zone_null(
                        BillingSubscriptions::CurrentPeriodEnd,
                    ))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(BillingSubscriptions::Table)
                    .drop_column(BillingSubscriptions::CurrentPeriodEnd)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum BillingSubscriptions {
    Table,
    CurrentPeriodEnd,
}
