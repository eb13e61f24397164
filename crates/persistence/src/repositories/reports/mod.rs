use std::collections::HashMap;
use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
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
use crate::entities::{reports, showings};
use crate::error::{corrupt, translate};
use crate::repositories::cached_users::UserCache;

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

/// A stored report's content. One stored before items had ids gets them, the same on every
/// read, and keeps them once it is saved again.
pub(super) fn decode(text: &str) -> Result<ReportContent, RepositoryError> {
    let mut content: ReportContent =
        serde_json::from_str(text).map_err(|e| corrupt("report content", e))?;
    content.ensure_item_ids();
    Ok(content)
}

pub(super) fn to_domain(m: reports::Model) -> Result<Report, RepositoryError> {
    let content = decode(&m.content)?;
    Ok(Report {
        id: ReportId(m.id),
        showing_id: ShowingId(m.showing_id),
        user_id: UserId(m.user_id),
        report_type: ReportType::from_stored(&m.report_type)
            .ok_or_else(|| corrupt("report type", &m.report_type))?,
        content,
        email_sent: m.email_sent,
        pdf_file_path: m.pdf_file_path,
        created_at: m.created_at,
    })
}

pub(super) fn encode(content: &ReportContent) -> Result<String, RepositoryError> {
    serde_json::to_string(content).map_err(|e| RepositoryError::Unexpected(e.into()))
}

/// `report_type = '…'`, with the type written into the statement instead of bound. SQLite checks
/// a bound value against the condition of a partial index on the same column
/// (`idx_reports_one_cma_per_showing` holds `report_type = 'cma'`) and then prepares the
/// statement again every time the value is bound, which took a third of the database thread's
/// time when generating reports. The types are the program's constants, never input.
pub(super) fn of_type(kind: ReportType) -> Expr {
    Expr::col((reports::Entity, reports::Column::ReportType))
        .eq(Expr::Constant(kind.as_str().into()))
}

fn is_unique_violation(e: &DbErr) -> bool {
    matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

mod generation;

use generation::{EncodedGeneration, decode_basis, encode_basis, replaced};

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
