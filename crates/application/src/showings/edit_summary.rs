use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::report::Summary;
use showscribe_domain::showing::{Report, ReportId, ShowingId};
use thiserror::Error;

use super::documents::ReportDocuments;
use crate::ports::{ReportRepository, RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum EditSummaryError {
    #[error("report not found")]
    NotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for EditSummaryError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Replaces a report's summary and retires its rendered PDF; everything else in the report stays
/// as generated.
pub struct EditSummary {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    documents: Arc<ReportDocuments>,
}

/// The note on a market analysis whose narrative the agent rewrote.
pub const AGENT_EDITED: &str = "The narrative was edited by the agent";

impl EditSummary {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        documents: Arc<ReportDocuments>,
    ) -> Self {
        Self {
            showings,
            reports,
            documents,
        }
    }

    /// Edits the summary of `showing`'s report `id`; for a market analysis report, its
    /// narrative.
    #[tracing::instrument(name = "edit_summary", skip_all, fields(user_id = agent.id.0, report_id = id.0))]
    pub async fn execute(
        &self,
        agent: &User,
        showing: ShowingId,
        id: ReportId,
        summary: &Summary,
    ) -> Result<Report, EditSummaryError> {
        let owner = agent.id;
        self.showings
            .find(owner, showing)
            .await?
            .ok_or(EditSummaryError::NotFound)?;
        let mut report = self
            .reports
            .find(owner, showing, id)
            .await?
            .ok_or(EditSummaryError::NotFound)?;
        report.content.summary = summary.as_str().to_owned();
        // A market analysis report's summary is its narrative: the agent's words replace it
        // (the figures beside it stay the computation's).
        if let Some(analysis) = report.content.market_analysis.as_mut() {
            analysis.narrative = summary.as_str().to_owned();
            analysis.narrative_note = Some(AGENT_EDITED.to_owned());
            report.content.generator_note = Some(AGENT_EDITED.to_owned());
        }
        // The stored PDF shows the old summary: forget it, and the next download or email
        // renders the new one.
        let updated = self
            .reports
            .update_content(owner, showing, id, &report.content, None)
            .await?;
        if let Some(old) = &report.pdf_file_path {
            self.documents.discard(old).await;
        }
        Ok(updated)
    }
}
