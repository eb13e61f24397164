use sea_orm_migration::{prelude::*, schema::*};

/// What billing law keeps of a closed account: its payments and subscriptions, with nothing that
/// names the agent (no account id, email or customer id). The provider's reference stays, so a
/// payment can still be matched with the provider's own records.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RetainedPayments::Table)
                    .if_not_exists()
                    .col(big_pk_auto(RetainedPayments::Id))
                    .col(string_len(RetainedPayments::ProviderRef, 255))
                    .col(string_len(RetainedPayments::What, 64))
                    .col(big_integer_null(RetainedPayments::Reports))
                    .col(big_integer_null(RetainedPayments::AmountCents))
                    .col(string_len(RetainedPayments::Status, 16))
                    .col(timestamp_with_time_zone(RetainedPayments::CreatedAt))
                    .col(timestamp_with_time_zone(RetainedPayments::AccountClosedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(RetainedPayments::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum RetainedPayments {
    Table,
    Id,
    ProviderRef,
    What,
    Reports,
    AmountCents,
    Status,
    CreatedAt,
    AccountClosedAt,
}
