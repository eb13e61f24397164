//! A generation's writes, as one transaction: the showing (the owner check and its lock), the
//! charge it was decided on, the allowance, the market analysis, then the report; and the
//! conditional replacements of a report's content.

use sea_orm::DbErr;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use showscribe_application::ports::{NewGeneration, ReplacedMarketAnalysis, RepositoryError};
use showscribe_domain::report::{GenerationBasis, GenerationCost};
use showscribe_domain::showing::{NewReport, ReportType, ShowingStatus};

use crate::entities::{reports, showings, users};
use crate::error::corrupt;

/// Reports in the `reports` table; every query filters on the owner.
use super::rows::{of_type, to_domain};

/// A step of a write transaction: the outer error is the database's (the transaction is then
/// dropped, which rolls it back), the inner one an answer (not found, no report left).
pub(super) type Step<T> = Result<Result<T, RepositoryError>, DbErr>;

pub(super) fn decode_basis(text: &str) -> Result<GenerationBasis, RepositoryError> {
    serde_json::from_str(text).map_err(|e| corrupt("charged generation", e))
}

pub(super) fn encode_basis(basis: &GenerationBasis) -> Result<String, RepositoryError> {
    serde_json::to_string(basis).map_err(|e| RepositoryError::Unexpected(e.into()))
}

/// Marks the showing of `new` completed: the owner check, and the showing's write lock, so
/// that generations (and market analyses) of one showing queue up.
async fn claim_showing(txn: &DatabaseTransaction, new: &NewReport) -> Step<()> {
    let marked = showings::Entity::update_many()
        .col_expr(
            showings::Column::Status,
            Expr::value(ShowingStatus::Completed.as_str()),
        )
        .col_expr(showings::Column::UpdatedAt, Expr::value(new.created_at))
        .filter(showings::Column::Id.eq(new.showing_id.0))
        .filter(showings::Column::UserId.eq(new.user_id.0))
        .exec(txn)
        .await?;
    Ok(if marked.rows_affected == 0 {
        Err(RepositoryError::NotFound)
    } else {
        Ok(())
    })
}

/// The stored last charged generation of the showing of `new` (locked by the caller).
async fn charged_basis(
    txn: &DatabaseTransaction,
    new: &NewReport,
) -> Step<Option<GenerationBasis>> {
    let stored: Option<Option<String>> = showings::Entity::find_by_id(new.showing_id.0)
        .filter(showings::Column::UserId.eq(new.user_id.0))
        .select_only()
        .column(showings::Column::ChargedBasis)
        .into_tuple()
        .one(txn)
        .await?;
    Ok(match stored {
        None => Err(RepositoryError::NotFound),
        Some(text) => text.as_deref().map(decode_basis).transpose(),
    })
}

/// Stores `new` (a showing report) in place of the showing's newest showing report, keeping
/// its id and sent flag, or as its first one.
async fn store_showing_report(
    txn: &DatabaseTransaction,
    new: &NewReport,
    content: String,
) -> Result<reports::Model, DbErr> {
    let newest: Option<i64> = reports::Entity::find()
        .select_only()
        .column(reports::Column::Id)
        .filter(reports::Column::UserId.eq(new.user_id.0))
        .filter(reports::Column::ShowingId.eq(new.showing_id.0))
        .filter(of_type(ReportType::Comprehensive))
        .order_by_desc(reports::Column::Id)
        .into_tuple()
        .one(txn)
        .await?;
    let Some(id) = newest else {
        return insert_report(txn, new, content).await;
    };
    let replaced = reports::Entity::update_many()
        .col_expr(reports::Column::Content, Expr::value(content.clone()))
        .col_expr(
            reports::Column::PdfFilePath,
            Expr::value(new.pdf_file_path.clone()),
        )
        .col_expr(reports::Column::CreatedAt, Expr::value(new.created_at))
        .col_expr(reports::Column::UpdatedAt, Expr::value(new.created_at))
        .filter(reports::Column::Id.eq(id))
        .exec_with_returning(txn)
        .await?;
    match replaced.into_iter().next() {
        Some(row) => Ok(row),
        None => insert_report(txn, new, content).await,
    }
}

/// Takes one report from the owner's monthly allowance for `new`. Returns the owner's row as
/// the transaction left it.
async fn take_allowance(txn: &DatabaseTransaction, new: &NewReport) -> Step<users::Model> {
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
        .exec_with_returning(txn)
        .await?;
    let Some(owner) = taken.into_iter().next() else {
        let limit = users::Entity::find_by_id(new.user_id.0)
            .select_only()
            .column(users::Column::ReportsLimit)
            .into_tuple::<i64>()
            .one(txn)
            .await?;
        return Ok(Err(match limit {
            Some(limit) => RepositoryError::AllowanceUsedUp { limit },
            None => RepositoryError::NotFound,
        }));
    };
    Ok(Ok(owner))
}

async fn insert_report(
    txn: &DatabaseTransaction,
    new: &NewReport,
    content: String,
) -> Result<reports::Model, DbErr> {
    reports::ActiveModel {
        showing_id: Set(new.showing_id.0),
        user_id: Set(new.user_id.0),
        report_type: Set(new.report_type.as_str().to_owned()),
        content: Set(content),
        email_sent: Set(false),
        pdf_file_path: Set(new.pdf_file_path.clone()),
        created_at: Set(new.created_at),
        updated_at: Set(new.created_at),
        ..Default::default()
    }
    .insert(txn)
    .await
}

/// Stores `new` (of type `cma`, without a PDF) as its showing's one market analysis, in place
/// of the one there was, and forgets the stored PDFs of the showing's reports (they show the
/// analysis). The caller has already checked the owner and locked the showing by writing to it.
pub(super) async fn store_market_analysis(
    txn: &DatabaseTransaction,
    new: &NewReport,
    content: String,
) -> Result<(reports::Model, Vec<String>), DbErr> {
    debug_assert!(new.report_type == ReportType::Cma && new.pdf_file_path.is_none());
    let (owner, showing) = (new.user_id.0, new.showing_id.0);
    // Both read only `idx_reports_stored_pdfs`, which holds the few reports with a PDF.
    let retired_pdfs: Vec<String> = reports::Entity::find()
        .select_only()
        .column(reports::Column::PdfFilePath)
        .filter(reports::Column::UserId.eq(owner))
        .filter(reports::Column::ShowingId.eq(showing))
        .filter(reports::Column::PdfFilePath.is_not_null())
        .into_tuple::<Option<String>>()
        .all(txn)
        .await?
        .into_iter()
        .flatten()
        .collect();
    if !retired_pdfs.is_empty() {
        reports::Entity::update_many()
            .col_expr(
                reports::Column::PdfFilePath,
                Expr::value(Option::<String>::None),
            )
            .filter(reports::Column::UserId.eq(owner))
            .filter(reports::Column::ShowingId.eq(showing))
            .filter(reports::Column::PdfFilePath.is_not_null())
            .exec(txn)
            .await?;
    }
    let replaced = reports::Entity::update_many()
        .col_expr(reports::Column::Content, Expr::value(content.clone()))
        .col_expr(reports::Column::CreatedAt, Expr::value(new.created_at))
        .col_expr(reports::Column::UpdatedAt, Expr::value(new.created_at))
        .filter(reports::Column::UserId.eq(owner))
        .filter(reports::Column::ShowingId.eq(showing))
        .filter(of_type(ReportType::Cma))
        .exec_with_returning(txn)
        .await?;
    let row = match replaced.into_iter().next() {
        Some(row) => row,
        None => insert_report(txn, new, content).await?,
    };
    Ok((row, retired_pdfs))
}

/// A generation's texts, encoded once for every attempt.
pub(super) struct EncodedGeneration {
    pub(super) report: String,
    pub(super) analysis: String,
    pub(super) basis: String,
}

/// The rows a generation left: the owner's (when it took from the allowance), the showing
/// report's, and the analysis's with the PDFs it retired.
pub(super) struct GenerationRows {
    pub(super) owner: Option<users::Model>,
    pub(super) report: reports::Model,
    pub(super) analysis: (reports::Model, Vec<String>),
}

/// The writes of a generation, in order: the showing (the owner check and its lock), the
/// charge it was decided on, the allowance, the analysis (which forgets the showing's stored
/// PDFs), then the report, whose PDF (if it came with one) shows this analysis.
pub(super) async fn generation_steps(
    txn: &DatabaseTransaction,
    g: &NewGeneration,
    encoded: &EncodedGeneration,
) -> Step<GenerationRows> {
    if let Err(answer) = claim_showing(txn, &g.report).await? {
        return Ok(Err(answer));
    }
    match charged_basis(txn, &g.report).await? {
        Ok(stored) if stored == g.last_charged => {}
        Ok(_) => return Ok(Err(RepositoryError::Changed)),
        Err(answer) => return Ok(Err(answer)),
    }
    let owner = match g.cost {
        GenerationCost::OneReport => match take_allowance(txn, &g.report).await? {
            Ok(owner) => {
                showings::Entity::update_many()
                    .col_expr(
                        showings::Column::ChargedBasis,
                        Expr::value(encoded.basis.clone()),
                    )
                    .filter(showings::Column::Id.eq(g.report.showing_id.0))
                    .exec(txn)
                    .await?;
                Some(owner)
            }
            Err(answer) => return Ok(Err(answer)),
        },
        GenerationCost::Free => None,
    };
    let analysis = store_market_analysis(txn, &g.market_analysis, encoded.analysis.clone()).await?;
    let report = store_showing_report(txn, &g.report, encoded.report.clone()).await?;
    Ok(Ok(GenerationRows {
        owner,
        report,
        analysis,
    }))
}

/// Commits `txn` when the step stored something, and rolls it back when it answered.
pub(super) async fn finish<T>(
    txn: DatabaseTransaction,
    step: Result<T, RepositoryError>,
) -> Step<T> {
    match step {
        Ok(stored) => {
            txn.commit().await?;
            Ok(Ok(stored))
        }
        Err(answer) => {
            txn.rollback().await?;
            Ok(Err(answer))
        }
    }
}

pub(super) fn replaced(
    (row, retired_pdfs): (reports::Model, Vec<String>),
) -> Result<ReplacedMarketAnalysis, RepositoryError> {
    to_domain(row).map(|report| ReplacedMarketAnalysis {
        report,
        retired_pdfs,
    })
}
