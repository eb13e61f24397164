use sea_orm_migration::prelude::*;

/// The stored PDFs of a showing's reports, found without reading the reports. Storing a market
/// analysis forgets every stored PDF of its showing; `pdf_file_path` sits after the content in a
/// report's row, so finding them meant following each report's overflow chain, for every report
/// the showing ever had. Few reports have a PDF at a time: a partial index holds only those.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Written out because the schema builder has no portable partial index; the statement
        // is the same on SQLite and PostgreSQL.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE INDEX IF NOT EXISTS idx_reports_stored_pdfs \
                 ON reports (showing_id, user_id, pdf_file_path) \
                 WHERE pdf_file_path IS NOT NULL",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared("DROP INDEX IF EXISTS idx_reports_stored_pdfs")
            .await?;
        Ok(())
    }
}
