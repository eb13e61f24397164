//! [`ReportHistory`]: an agent's showing reports since a date, for the analytics. Two reads: the
//! reports (owner index, with when each was first sent from the deliveries' report index),
//! then their showings' creation times.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use showscribe_application::ports::{ReportHistory, RepositoryError};
use showscribe_domain::UserId;
use showscribe_domain::analytics::ReportRecord;
use showscribe_domain::showing::ReportType;

use super::SqlReportRepository;
use super::rows::{decode, of_type};
use crate::entities::{reports, showings};
use crate::error::{corrupt, from_millis, translate};

/// The first time a delivery of the report reached the mail server (deliveries are looked up
/// by the `(report_id, fingerprint)` index).
const FIRST_SENT_MS: &str = "(SELECT MIN(d.sent_at_ms) FROM deliveries d \
     WHERE d.report_id = reports.id AND d.user_id = reports.user_id AND d.sent_at_ms IS NOT NULL)";

/// Showings are looked up this many ids at a time.
const IDS_PER_QUERY: usize = 500;

#[async_trait]
impl ReportHistory for SqlReportRepository {
    async fn reports_since(
        &self,
        owner: UserId,
        since: DateTime<Utc>,
    ) -> Result<Vec<ReportRecord>, RepositoryError> {
        type Row = (i64, DateTime<Utc>, String, Option<i64>);
        let rows: Vec<Row> = reports::Entity::find()
            .select_only()
            .column(reports::Column::ShowingId)
            .column(reports::Column::CreatedAt)
            .column(reports::Column::Content)
            .expr_as(Expr::cust(FIRST_SENT_MS), "first_sent_ms")
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(of_type(ReportType::Comprehensive))
            .filter(reports::Column::CreatedAt.gte(since))
            .order_by_asc(reports::Column::Id)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(translate)?;

        let mut showing_ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        showing_ids.sort_unstable();
        showing_ids.dedup();
        let mut created: HashMap<i64, DateTime<Utc>> = HashMap::with_capacity(showing_ids.len());
        for ids in showing_ids.chunks(IDS_PER_QUERY) {
            let found: Vec<(i64, DateTime<Utc>)> = showings::Entity::find()
                .select_only()
                .column(showings::Column::Id)
                .column(showings::Column::CreatedAt)
                .filter(showings::Column::UserId.eq(owner.0))
                .filter(showings::Column::Id.is_in(ids.iter().copied()))
                .into_tuple()
                .all(&self.db)
                .await
                .map_err(translate)?;
            created.extend(found);
        }

        rows.into_iter()
            .map(|(showing_id, generated_at, content, first_sent_ms)| {
                Ok(ReportRecord {
                    generated_at,
                    showing_created_at: *created
                        .get(&showing_id)
                        .ok_or_else(|| corrupt("report's showing", showing_id))?,
                    first_sent_at: first_sent_ms
                        .map(|ms| from_millis("report sent time", ms))
                        .transpose()?,
                    content: decode(&content)?,
                })
            })
            .collect()
    }
}
