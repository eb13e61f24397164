use std::collections::HashMap;
use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, TransactionTrait,
};
use sea_orm::{DbErr, SqlErr};
use showscribe_application::ports::{
    Listed, NewGeneration, Page, ReplacedContent, ReplacedMarketAnalysis, ReportRepository,
    RepositoryError, StoredGeneration,
};
use showscribe_domain::UserId;
use showscribe_domain::report::{GenerationBasis, ReportContent};
use showscribe_domain::showing::{
    NewReport, Report, ReportId, ReportListing, ReportType, ShowingId,
};

use crate::database::{Database, WriteGate};
use crate::entities::{reports, showings, users};
use crate::error::{corrupt, translate};
use crate::repositories::cached_users::UserCache;
use crate::repositories::users::to_domain as users_to_domain;

/// Reports in the `reports` table; every query filters on the owner.
#[derive(Clone)]
pub struct SqlReportRepository {
    db: DatabaseConnection,
    writes: WriteGate,
    user_cache: Arc<UserCache>,
}

impl SqlReportRepository {
    /// `user_cache` is told when a report changes an agent's allowance.
    pub fn new(database: &Database, user_cache: Arc<UserCache>) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
            user_cache,
        }
    }
}

fn is_unique_violation(e: &DbErr) -> bool {
    matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

mod generation;
mod history;
mod rows;

use generation::{
    EncodedGeneration, GenerationRows, Step, decode_basis, encode_basis, finish, generation_steps,
    replaced, store_market_analysis,
};
use rows::{decode, encode, of_type, to_domain};

impl SqlReportRepository {
    /// One attempt at [`ReportRepository::replace_market_analysis`].
    async fn try_replace_market_analysis(
        &self,
        new: &NewReport,
        content: &str,
    ) -> Step<(reports::Model, Vec<String>)> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await?;
        // Writing first checks the owner and takes the showing's write lock, so replacements of
        // one showing's analysis queue up (and SQLite never has to upgrade a read to a write).
        let owned = showings::Entity::update_many()
            .col_expr(showings::Column::UpdatedAt, Expr::value(new.created_at))
            .filter(showings::Column::Id.eq(new.showing_id.0))
            .filter(showings::Column::UserId.eq(new.user_id.0))
            .exec(&txn)
            .await?;
        let step = if owned.rows_affected == 0 {
            Err(RepositoryError::NotFound)
        } else {
            Ok(store_market_analysis(&txn, new, content.to_owned()).await?)
        };
        finish(txn, step).await
    }

    /// One attempt at [`ReportRepository::store_generation`].
    async fn try_store_generation(
        &self,
        g: &NewGeneration,
        encoded: &EncodedGeneration,
    ) -> Step<GenerationRows> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await?;
        let step = generation_steps(&txn, g, encoded).await?;
        finish(txn, step).await
    }

    /// Keeps the owner's cached account in step with the allowance the transaction changed.
    fn remember_owner(&self, row: users::Model) {
        let id = UserId(row.id);
        match users_to_domain(row) {
            Ok(user) => self.user_cache.put(&user),
            Err(_) => self.user_cache.invalidate(id),
        }
    }

    /// [`ReportRepository::replace_content`] in one transaction: the new row and the PDF it
    /// forgot, or `Changed` when the report changed since it was read.
    async fn try_replace_content(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        expected: &ReportContent,
        content: String,
    ) -> Step<(reports::Model, Option<String>)> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await?;
        let scoped = |update: sea_orm::UpdateMany<reports::Entity>| {
            update
                .filter(reports::Column::Id.eq(id.0))
                .filter(reports::Column::UserId.eq(owner.0))
                .filter(reports::Column::ShowingId.eq(showing.0))
        };
        // Writing first checks the owner and takes the report's write lock, so the content
        // read next is the one this write replaces.
        let now = Utc::now();
        let locked = scoped(reports::Entity::update_many())
            .col_expr(reports::Column::UpdatedAt, Expr::value(now))
            .exec(&txn)
            .await?;
        if locked.rows_affected == 0 {
            return finish(txn, Err(RepositoryError::NotFound)).await;
        }
        let (stored, pdf): (String, Option<String>) = match reports::Entity::find_by_id(id.0)
            .select_only()
            .column(reports::Column::Content)
            .column(reports::Column::PdfFilePath)
            .into_tuple()
            .one(&txn)
            .await?
        {
            Some(row) => row,
            None => return finish(txn, Err(RepositoryError::NotFound)).await,
        };
        match decode(&stored) {
            Ok(current) if current == *expected => {}
            Ok(_) => return finish(txn, Err(RepositoryError::Changed)).await,
            Err(e) => return finish(txn, Err(e)).await,
        }
        let replaced = scoped(reports::Entity::update_many())
            .col_expr(reports::Column::Content, Expr::value(content))
            .col_expr(
                reports::Column::PdfFilePath,
                Expr::value(Option::<String>::None),
            )
            .exec_with_returning(&txn)
            .await?;
        let step = match replaced.into_iter().next() {
            Some(row) => Ok((row, pdf)),
            None => Err(RepositoryError::NotFound),
        };
        finish(txn, step).await
    }
}

#[async_trait]
impl ReportRepository for SqlReportRepository {
    async fn last_charged_generation(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<GenerationBasis>, RepositoryError> {
        let stored: Option<Option<String>> = showings::Entity::find_by_id(showing.0)
            .filter(showings::Column::UserId.eq(owner.0))
            .select_only()
            .column(showings::Column::ChargedBasis)
            .into_tuple()
            .one(&self.db)
            .await
            .map_err(translate)?;
        stored
            .ok_or(RepositoryError::NotFound)?
            .as_deref()
            .map(decode_basis)
            .transpose()
    }

    async fn store_generation(
        &self,
        generation: NewGeneration,
    ) -> Result<StoredGeneration, RepositoryError> {
        let encoded = EncodedGeneration {
            report: encode(&generation.report.content)?,
            analysis: encode(&generation.market_analysis.content)?,
            basis: encode_basis(&generation.basis)?,
        };
        let attempt = || self.try_store_generation(&generation, &encoded);
        // Two first analyses of one showing cannot race here (each transaction first writes to
        // the showing), but should one lose to a stray insert, the unique index stops it and
        // the second attempt replaces the winner.
        let rows = match attempt().await {
            Err(e) if is_unique_violation(&e) => attempt().await,
            other => other,
        }
        .map_err(translate)??;
        let charged = rows.owner.is_some();
        if let Some(owner) = rows.owner {
            self.remember_owner(owner);
        }
        Ok(StoredGeneration {
            report: to_domain(rows.report)?,
            market_analysis: replaced(rows.analysis)?,
            charged,
        })
    }

    async fn list_for_owner(
        &self,
        owner: UserId,
        page: Page,
    ) -> Result<Listed<ReportListing>, RepositoryError> {
        // The showing reports only: a market analysis is read with its showing's reports.
        let query = reports::Entity::find()
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(of_type(ReportType::Comprehensive));
        let total = query.clone().count(&self.db).await.map_err(translate)?;
        // Only what the gallery shows: the content (the bulk of a row) stays in the database.
        type Row = (i64, i64, String, bool, DateTime<Utc>);
        let rows: Vec<Row> = query
            .select_only()
            .column(reports::Column::Id)
            .column(reports::Column::ShowingId)
            .column(reports::Column::ReportType)
            .column(reports::Column::EmailSent)
            .column(reports::Column::CreatedAt)
            .order_by_desc(reports::Column::Id)
            .limit(page.limit)
            .offset(page.offset)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(translate)?;
        let showing_ids: Vec<i64> = rows.iter().map(|r| r.1).collect();
        let showings: HashMap<i64, (Option<String>, Option<String>)> = if showing_ids.is_empty() {
            HashMap::new()
        } else {
            showings::Entity::find()
                .select_only()
                .column(showings::Column::Id)
                .column(showings::Column::PropertyAddress)
                .column(showings::Column::ClientName)
                .filter(showings::Column::UserId.eq(owner.0))
                .filter(showings::Column::Id.is_in(showing_ids))
                .into_tuple::<(i64, Option<String>, Option<String>)>()
                .all(&self.db)
                .await
                .map_err(translate)?
                .into_iter()
                .map(|(id, a, c)| (id, (a, c)))
                .collect()
        };
        let items = rows
            .into_iter()
            .map(|(id, showing_id, report_type, email_sent, created_at)| {
                let (address, client) = showings.get(&showing_id).cloned().unwrap_or_default();
                Ok(ReportListing {
                    id: ReportId(id),
                    showing_id: ShowingId(showing_id),
                    report_type: ReportType::from_stored(&report_type)
                        .ok_or_else(|| corrupt("report type", &report_type))?,
                    email_sent,
                    created_at,
                    property_address: address,
                    client_name: client,
                })
            })
            .collect::<Result<_, RepositoryError>>()?;
        Ok(Listed { items, total })
    }

    async fn list_for_showing(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<Report>, RepositoryError> {
        let mut reports = reports::Entity::find()
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .order_by_desc(reports::Column::Id)
            .all(&self.db)
            .await
            .map_err(translate)?
            .into_iter()
            .map(to_domain)
            .collect::<Result<Vec<_>, _>>()?;
        // The showing reports first (newest first), then the market analysis.
        reports.sort_by_key(|r| r.report_type == ReportType::Cma);
        Ok(reports)
    }

    async fn find(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<Option<Report>, RepositoryError> {
        reports::Entity::find_by_id(id.0)
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .one(&self.db)
            .await
            .map_err(translate)?
            .map(to_domain)
            .transpose()
    }

    async fn update_content(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        content: &ReportContent,
        pdf_file_path: Option<String>,
    ) -> Result<Report, RepositoryError> {
        let _turn = self.writes.turn().await;
        let updated = reports::Entity::update_many()
            .col_expr(reports::Column::Content, Expr::value(encode(content)?))
            .col_expr(reports::Column::PdfFilePath, Expr::value(pdf_file_path))
            .col_expr(reports::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(reports::Column::Id.eq(id.0))
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        if updated.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find(owner, showing, id)
            .await?
            .ok_or(RepositoryError::NotFound)
    }

    async fn replace_content(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        expected: &ReportContent,
        content: &ReportContent,
    ) -> Result<Option<ReplacedContent>, RepositoryError> {
        let stored = self
            .try_replace_content(owner, showing, id, expected, encode(content)?)
            .await
            .map_err(translate)?;
        match stored {
            Ok((row, retired_pdf)) => Ok(Some(ReplacedContent {
                report: to_domain(row)?,
                retired_pdf,
            })),
            Err(RepositoryError::Changed) => Ok(None),
            Err(answer) => Err(answer),
        }
    }

    async fn set_pdf(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        pdf_file_path: &str,
    ) -> Result<(), RepositoryError> {
        let _turn = self.writes.turn().await;
        let updated = reports::Entity::update_many()
            .col_expr(reports::Column::PdfFilePath, Expr::value(pdf_file_path))
            .filter(reports::Column::Id.eq(id.0))
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        if updated.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }

    async fn replace_market_analysis(
        &self,
        new: NewReport,
    ) -> Result<ReplacedMarketAnalysis, RepositoryError> {
        let content = encode(&new.content)?;
        // Two first analyses of one showing can race to insert; the unique index lets one win
        // and the other then replaces it.
        let stored = match self.try_replace_market_analysis(&new, &content).await {
            Err(e) if is_unique_violation(&e) => {
                self.try_replace_market_analysis(&new, &content).await
            }
            other => other,
        }
        .map_err(translate)??;
        replaced(stored)
    }

    async fn mark_sent(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<bool, RepositoryError> {
        let _turn = self.writes.turn().await;
        let updated = reports::Entity::update_many()
            .col_expr(reports::Column::EmailSent, Expr::value(true))
            .col_expr(reports::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(reports::Column::Id.eq(id.0))
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .filter(reports::Column::EmailSent.eq(false))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        Ok(updated.rows_affected == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_types_are_written_into_the_statement() {
        use sea_orm::{DbBackend, QueryTrait};
        let query = reports::Entity::find()
            .filter(reports::Column::UserId.eq(1))
            .filter(of_type(ReportType::Cma))
            .build(DbBackend::Sqlite);
        assert!(
            query
                .sql
                .ends_with(r#"WHERE "reports"."user_id" = ? AND "reports"."report_type" = 'cma'"#),
            "{}",
            query.sql
        );
        assert_eq!(
            query.values.map(|v| v.0.len()),
            Some(1),
            "only the owner is bound"
        );
    }

    #[test]
    fn items_stored_before_they_had_ids_read_with_the_same_ids_every_time() {
        let old = r#"{"summary":"s",
            "repairs":[{"description":"a","kind":"repair","category":"c","priority":"soon",
                "catalogKey":null,"quantity":null,"cost":null,"note":null}],
            "upgrades":[{"description":"u","kind":"upgrade","category":"c","priority":"cosmetic",
                "catalogKey":null,"quantity":null,"cost":null,"note":null}],
            "repairTotals":{"cost":{"low":0,"typical":0,"high":0},"unpriced":1},
            "upgradeTotals":{"cost":{"low":0,"typical":0,"high":0},"unpriced":1},
            "listPrice":null,"totalWithRepairs":null,"totalWithUpgrades":null,
            "generator":"estimator","generatorNote":null,"regionState":null,
            "regionFactor":1.0,"disclaimer":"d"}"#;
        let first = decode(old).unwrap();
        assert_eq!(first.repairs[0].id, "i1");
        assert_eq!(first.upgrades[0].id, "i2");
        assert_eq!(decode(old).unwrap(), first);
        assert_eq!(decode(&encode(&first).unwrap()).unwrap(), first);
    }

    #[test]
    fn content_stored_before_market_analyses_still_reads() {
        let old = r#"{"summary":"s","repairs":[],"upgrades":[],
            "repairTotals":{"cost":{"low":0,"typical":0,"high":0},"unpriced":0},
            "upgradeTotals":{"cost":{"low":0,"typical":0,"high":0},"unpriced":0},
            "listPrice":null,"totalWithRepairs":null,"totalWithUpgrades":null,
            "generator":"estimator","generatorNote":null,"regionState":null,
            "regionFactor":1.0,"disclaimer":"d"}"#;
        let content: ReportContent = serde_json::from_str(old).unwrap();
        assert_eq!(content.market_analysis, None);
        // And a report without an analysis is stored as before.
        assert!(!encode(&content).unwrap().contains("marketAnalysis"));
    }
}
