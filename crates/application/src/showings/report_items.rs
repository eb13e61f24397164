use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::report::{
    AddItemError, ItemPatch, ItemPricer, ItemProblem, NOT_ITEM_EDITABLE, NewItem, PatchItemError,
    RemoveItemError, ReportContent,
};
use showscribe_domain::showing::{Report, ReportId, Showing, ShowingId};
use thiserror::Error;

use super::documents::ReportDocuments;
use super::pricing::ReportingData;
use super::pricing::{pricing, region_of_report};
use crate::ports::{ReportRepository, RepositoryError, ShowingRepository};

/// How many times an edit is applied again when another write changed the report between
/// reading and saving it.
const SAVE_ATTEMPTS: usize = 5;

#[derive(Debug, Error)]
pub enum EditItemsError {
    /// No such showing, or not this agent's.
    #[error("showing not found")]
    ShowingNotFound,
    /// No such report under the showing.
    #[error("report not found")]
    ReportNotFound,
    /// The report has no item with this id.
    #[error("item not found")]
    ItemNotFound,
    /// A market analysis report has no repairs or upgrades.
    #[error("{}", NOT_ITEM_EDITABLE)]
    MarketAnalysis,
    /// An item's field is invalid; nothing changed.
    #[error(transparent)]
    Invalid(ItemProblem),
    /// The report already holds as many items as a report may.
    #[error("{0}")]
    TooManyItems(String),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for EditItemsError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::ReportNotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

impl From<ItemProblem> for EditItemsError {
    fn from(problem: ItemProblem) -> Self {
        match problem {
            ItemProblem::TooManyItems => Self::TooManyItems(problem.to_string()),
            other => Self::Invalid(other),
        }
    }
}

impl From<AddItemError> for EditItemsError {
    fn from(e: AddItemError) -> Self {
        match e {
            AddItemError::MarketAnalysis => Self::MarketAnalysis,
            AddItemError::Invalid(problem) => problem.into(),
        }
    }
}

impl From<PatchItemError> for EditItemsError {
    fn from(e: PatchItemError) -> Self {
        match e {
            PatchItemError::MarketAnalysis => Self::MarketAnalysis,
            PatchItemError::UnknownItem => Self::ItemNotFound,
            PatchItemError::Invalid(problem) => problem.into(),
        }
    }
}

impl From<RemoveItemError> for EditItemsError {
    fn from(e: RemoveItemError) -> Self {
        match e {
            RemoveItemError::MarketAnalysis => Self::MarketAnalysis,
            RemoveItemError::UnknownItem => Self::ItemNotFound,
        }
    }
}

/// A report after an edit, with its showing.
#[derive(Debug, Clone)]
pub struct EditedReport {
    pub report: Report,
    pub showing: Showing,
}

/// The agent's edits to a showing report's repairs and upgrades: add one (the agent's own, or
/// a catalog item priced exactly as generating prices it, for the report's region and the
/// home's size), change one, remove one. The domain derives the totals again; each edit is
/// stored in one write, provided nobody changed the report since it was read (otherwise it is
/// applied again to the fresh report), and retires the report's stored PDF so the next
/// download renders the edited report.
///
/// A report already emailed can still be edited: it keeps its `emailSent` flag (the email that
/// went out is not recalled). The market analysis is not computed again by an edit; computing
/// it again (which takes nothing from the allowance) weighs the edited repairs.
pub struct EditReportItems {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    documents: Arc<ReportDocuments>,
    data: ReportingData,
}

impl EditReportItems {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        documents: Arc<ReportDocuments>,
        data: ReportingData,
    ) -> Self {
        Self {
            showings,
            reports,
            documents,
            data,
        }
    }

    /// Adds `item` at the end of the report's repairs or upgrades.
    #[tracing::instrument(name = "add_report_item", skip_all, fields(user_id = agent.id.0, report_id = report.0))]
    pub async fn add(
        &self,
        agent: &User,
        showing: ShowingId,
        report: ReportId,
        item: NewItem,
    ) -> Result<EditedReport, EditItemsError> {
        self.edit(agent, showing, report, |content, pricer| {
            content.add_item(item.clone(), pricer)?;
            Ok(())
        })
        .await
    }

    /// Changes the item `item_id` as `patch` says.
    #[tracing::instrument(name = "change_report_item", skip_all, fields(user_id = agent.id.0, report_id = report.0))]
    pub async fn change(
        &self,
        agent: &User,
        showing: ShowingId,
        report: ReportId,
        item_id: &str,
        patch: ItemPatch,
    ) -> Result<EditedReport, EditItemsError> {
        self.edit(agent, showing, report, |content, pricer| {
            content.patch_item(item_id, patch.clone(), pricer)?;
            Ok(())
        })
        .await
    }

    /// Removes the item `item_id`.
    #[tracing::instrument(name = "remove_report_item", skip_all, fields(user_id = agent.id.0, report_id = report.0))]
    pub async fn remove(
        &self,
        agent: &User,
        showing: ShowingId,
        report: ReportId,
        item_id: &str,
    ) -> Result<EditedReport, EditItemsError> {
        self.edit(agent, showing, report, |content, _| {
            content.remove_item(item_id)?;
            Ok(())
        })
        .await
    }

    /// Reads the report, applies `change` and saves it on the content read (again on fresh
    /// content when another write came in between), then deletes the PDF it made stale.
    async fn edit(
        &self,
        agent: &User,
        showing_id: ShowingId,
        id: ReportId,
        change: impl Fn(&mut ReportContent, &dyn ItemPricer) -> Result<(), EditItemsError>,
    ) -> Result<EditedReport, EditItemsError> {
        let owner = agent.id;
        let showing = self
            .showings
            .find(owner, showing_id)
            .await?
            .ok_or(EditItemsError::ShowingNotFound)?;
        for _ in 0..SAVE_ATTEMPTS {
            let report = self
                .reports
                .find(owner, showing_id, id)
                .await?
                .ok_or(EditItemsError::ReportNotFound)?;
            // Priced for the report's region, as its generated items were.
            let region = region_of_report(&report.content);
            let pricing = pricing(&self.data, &showing.details, &region);
            let mut content = report.content.clone();
            change(&mut content, &pricing)?;
            if let Some(replaced) = self
                .reports
                .replace_content(owner, showing_id, id, &report.content, &content)
                .await?
            {
                if let Some(old) = &replaced.retired_pdf {
                    self.documents.discard(old).await;
                }
                return Ok(EditedReport {
                    report: replaced.report,
                    showing,
                });
            }
        }
        Err(EditItemsError::Unexpected(anyhow::anyhow!(
            "the report kept changing while being edited"
        )))
    }
}
