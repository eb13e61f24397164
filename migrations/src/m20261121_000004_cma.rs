use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Comparative market analysis: the subject home's facts on the showing, and the showing's
/// comparables with their feature rates, kept as one JSON text column (read and replaced whole,
/// at most 50 rows) with a revision that changes on every save. A showing has at most one
/// market analysis report (`report_type = 'cma'`), which is replaced in place.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        for column in [
            big_integer_null(Showings::SquareFeet),
            big_integer_null(Showings::Bedrooms),
            // Bathrooms in halves (2.5 baths is 5), so the count stays exact.
            big_integer_null(Showings::BathroomHalves),
            big_integer_null(Showings::YearBuilt),
            double_null(Showings::LotSizeAcres),
            // JSON text: {"version":1,"rates":{...},"comparables":[...]}; null means none yet.
            text_null(Showings::Comparables),
            big_integer(Showings::ComparablesRevision)
                .default(0)
                .to_owned(),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(Showings::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        // One market analysis per showing. A partial index, written out because the schema
        // builder has no portable form of it; the statement is the same on SQLite and
        // PostgreSQL.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX IF NOT EXISTS idx_reports_one_cma_per_showing \
                 ON reports (showing_id) WHERE report_type = 'cma'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared("DROP INDEX IF EXISTS idx_reports_one_cma_per_showing")
            .await?;
        for column in [
            Showings::ComparablesRevision,
            Showings::Comparables,
            Showings::LotSizeAcres,
            Showings::YearBuilt,
            Showings::BathroomHalves,
            Showings::Bedrooms,
            Showings::SquareFeet,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Showings::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden)]
enum Showings {
    Table,
    SquareFeet,
    Bedrooms,
    BathroomHalves,
    YearBuilt,
    LotSizeAcres,
    Comparables,
    ComparablesRevision,
}
