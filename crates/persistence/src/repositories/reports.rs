use std::collections::HashMap;
use std::sync::Arc;

use async_trait::async_trait;
use chrono::Utc;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};
use showscribe_application::ports::{Listed, Page, ReportRepository, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::report::ReportContent;
use showscribe_domain::showing::{
    NewReport, Report, ReportId, ReportType, ReportWithShowing, ShowingId, ShowingStatus,
};

use super::cached_users::UserCache;
use crate::entities::{reports, showings, users};
use crate::error::{corrupt, translate};

/// Reports in the `reports` table; every query filters on the owner.
#[derive(Clone)]
pub struct SqlReportRepository {
    db: DatabaseConnection,
    user_cache: Arc<UserCache>,
}

impl SqlReportRepository {
    /// `user_cache` is told when a report changes an agent's allowance.
    pub fn new(db: DatabaseConnection, user_cache: Arc<UserCache>) -> Self {
        Self { db, user_cache }
    }
}

fn to_domain(m: reports::Model) -> Result<Report, RepositoryError> {
    let content: ReportContent =
        serde_json::from_str(&m.content).map_err(|e| corrupt("report content", e))?;
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

fn encode(content: &ReportContent) -> Result<String, RepositoryError> {
    serde_json::to_string(content).map_err(|e| RepositoryError::Unexpected(e.into()))
}

#[async_trait]
impl ReportRepository for SqlReportRepository {
    async fn insert_consuming_allowance(&self, new: NewReport) -> Result<Report, RepositoryError> {
        let content = encode(&new.content)?;
        let txn = self.db.begin().await.map_err(translate)?;
        // A conditional increment: under concurrency only as many succeed as reports remain.
        let taken = users::Entity::update_many()
            .col_expr(
                users::Column::ReportsUsedThisMonth,
                Expr::col(users::Column::ReportsUsedThisMonth).add(1),
            )
            .filter(users::Column::Id.eq(new.user_id.0))
            .filter(
                Expr::col(users::Column::ReportsUsedThisMonth)
                    .lt(Expr::col(users::Column::ReportsLimit)),
            )
            .exec(&txn)
            .await
            .map_err(translate)?;
        if taken.rows_affected == 0 {
            let limit = users::Entity::find_by_id(new.user_id.0)
                .one(&txn)
                .await
                .map_err(translate)?
                .map(|u| u.reports_limit);
            txn.rollback().await.map_err(translate)?;
            return Err(match limit {
                Some(limit) => RepositoryError::AllowanceExhausted { limit },
                None => RepositoryError::NotFound,
            });
        }
        let marked = showings::Entity::update_many()
            .col_expr(
                showings::Column::Status,
                Expr::value(ShowingStatus::Completed.as_str()),
            )
            .col_expr(showings::Column::UpdatedAt, Expr::value(new.created_at))
            .filter(showings::Column::Id.eq(new.showing_id.0))
            .filter(showings::Column::UserId.eq(new.user_id.0))
            .exec(&txn)
            .await
            .map_err(translate)?;
        if marked.rows_affected == 0 {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        }
        let row = reports::ActiveModel {
            showing_id: Set(new.showing_id.0),
            user_id: Set(new.user_id.0),
            report_type: Set(new.report_type.as_str().to_owned()),
            content: Set(content),
            email_sent: Set(false),
            pdf_file_path: Set(new.pdf_file_path),
            created_at: Set(new.created_at),
            updated_at: Set(new.created_at),
            ..Default::default()
        }
        .insert(&txn)
        .await
        .map_err(translate)?;
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(new.user_id);
        to_domain(row)
    }

    async fn list_for_owner(
        &self,
        owner: UserId,
        page: Page,
    ) -> Result<Listed<ReportWithShowing>, RepositoryError> {
        let query = reports::Entity::find().filter(reports::Column::UserId.eq(owner.0));
        let total = query.clone().count(&self.db).await.map_err(translate)?;
        let rows = query
            .order_by_desc(reports::Column::Id)
            .limit(page.limit)
            .offset(page.offset)
            .all(&self.db)
            .await
            .map_err(translate)?;
        let showing_ids: Vec<i64> = rows.iter().map(|r| r.showing_id).collect();
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
            .map(|m| {
                let (address, client) = showings.get(&m.showing_id).cloned().unwrap_or_default();
                let showing_id = ShowingId(m.showing_id);
                Ok(ReportWithShowing {
                    report: to_domain(m)?,
                    showing_id,
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
        reports::Entity::find()
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(showing.0))
            .order_by_desc(reports::Column::Id)
            .all(&self.db)
            .await
            .map_err(translate)?
            .into_iter()
            .map(to_domain)
            .collect()
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

    async fn set_pdf(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        pdf_file_path: &str,
    ) -> Result<(), RepositoryError> {
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

    async fn mark_sent(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
    ) -> Result<bool, RepositoryError> {
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
