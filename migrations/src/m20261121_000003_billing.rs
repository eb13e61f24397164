use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Billing: the agent's standing with the payment provider, the subscriptions and one-off
/// payments started there, and the provider events already applied (each is applied once).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        for column in [
            big_integer(Users::PurchasedReports).default(0).to_owned(),
            string_len_null(Users::BillingCustomerId, 255),
            string_len_null(Users::BillingSubscriptionId, 255),
            boolean(Users::CancelAtPeriodEnd).default(false).to_owned(),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(BillingSubscriptions::Table)
                    .if_not_exists()
                    .col(string_len(BillingSubscriptions::SubscriptionId, 255).primary_key())
                    .col(big_integer(BillingSubscriptions::UserId))
                    .col(string_len(BillingSubscriptions::Plan, 32))
                    .col(string_len_null(BillingSubscriptions::CouponCode, 64))
                    .col(string_len_null(BillingSubscriptions::ClientSecret, 255))
                    .col(string_len(BillingSubscriptions::Status, 16))
                    .col(timestamp_with_time_zone(BillingSubscriptions::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(BillingSubscriptions::Table, BillingSubscriptions::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_billing_subscriptions_user_id")
                    .table(BillingSubscriptions::Table)
                    .col(BillingSubscriptions::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(BillingPurchases::Table)
                    .if_not_exists()
                    .col(string_len(BillingPurchases::PaymentId, 255).primary_key())
                    .col(big_integer(BillingPurchases::UserId))
                    .col(string_len(BillingPurchases::Kind, 16))
                    .col(big_integer(BillingPurchases::Reports))
                    .col(big_integer(BillingPurchases::AmountCents))
                    .col(string_len(BillingPurchases::Status, 16))
                    .col(timestamp_with_time_zone(BillingPurchases::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(BillingPurchases::Table, BillingPurchases::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(BillingEvents::Table)
                    .if_not_exists()
                    .col(string_len(BillingEvents::EventId, 255).primary_key())
                    .col(timestamp_with_time_zone(BillingEvents::ReceivedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            BillingEvents::Table.into_iden(),
            BillingPurchases::Table.into_iden(),
            BillingSubscriptions::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).if_exists().to_owned())
                .await?;
        }
        for column in [
            Users::PurchasedReports,
            Users::BillingCustomerId,
            Users::BillingSubscriptionId,
            Users::CancelAtPeriodEnd,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    PurchasedReports,
    BillingCustomerId,
    BillingSubscriptionId,
    CancelAtPeriodEnd,
}

#[derive(DeriveIden)]
enum BillingSubscriptions {
    Table,
    SubscriptionId,
    UserId,
    Plan,
    CouponCode,
    ClientSecret,
    Status,
    CreatedAt,
}

#[derive(DeriveIden)]
enum BillingPurchases {
    Table,
    PaymentId,
    UserId,
    Kind,
    Reports,
    AmountCents,
    Status,
    CreatedAt,
}

#[derive(DeriveIden)]
enum BillingEvents {
    Table,
    EventId,
    ReceivedAt,
}
