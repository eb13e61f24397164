use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Users::Id))
                    .col(string_len(Users::FirstName, 100))
                    .col(string_len(Users::LastName, 100))
                    // Stored trimmed and lower-cased, so a plain unique index makes emails
                    // unique case-insensitively on both databases.
                    .col(string_len_uniq(Users::Email, 254))
                    .col(string_len(Users::Phone, 30))
                    .col(string_len_null(Users::Company, 200))
                    .col(string_len(Users::BrokerOfficeName, 200))
                    .col(string_len(Users::PasswordHash, 255))
                    .col(string_len_null(Users::LogoPath, 255))
                    .col(string_len_null(Users::SelectedPlan, 32))
                    .col(string_len_null(Users::SubscriptionPlan, 32))
                    .col(string_len(Users::SubscriptionStatus, 32).default("inactive"))
                    .col(big_integer(Users::ReportsUsedThisMonth).default(0))
                    .col(big_integer(Users::ReportsLimit).default(1))
                    .col(big_integer(Users::SessionVersion).default(1))
                    .col(timestamp_with_time_zone(Users::CreatedAt))
                    .col(timestamp_with_time_zone(Users::UpdatedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Users::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    FirstName,
    LastName,
    Email,
    Phone,
    Company,
    BrokerOfficeName,
    PasswordHash,
    LogoPath,
    SelectedPlan,
    SubscriptionPlan,
    SubscriptionStatus,
    ReportsUsedThisMonth,
    ReportsLimit,
    SessionVersion,
    CreatedAt,
    UpdatedAt,
}
