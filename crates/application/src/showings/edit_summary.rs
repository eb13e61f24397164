use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::showing::{Report, ReportId, ShowingId};
use thiserror::Error;

use crate::ports::{ReportRepository, RepositoryError};

#[derive(Debug, Error)]
pub enum EditSummaryError {
    #[error("report not found")]
    NotFound,
    #[error("{message}")]
    Invalid { field: &'static str, message: String },
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

/// Replaces a report's summary; everything else in the report stays as generated.
pub struct EditSummary {
    reports: Arc<dyn ReportRepository>,
}

pub const SUMMARY_MAX_LEN: usize = 10_000;

impl EditSummary {
    pub fn new(reports: Arc<dyn ReportRepository>) -> Self {
        Self { reports }
    }

    #[tracing::instrument(name = "edit_summary", skip_all, fields(user_id = owner.0, report_id = id.0))]
    pub async fn execute(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: ReportId,
        summary: &str,
    ) -> Result<Report, EditSummaryError> {
        let summary = summary.trim();
        if summary.is_empty() {
            return Err(EditSummaryError::Invalid { field: "summary", message: "Summary cannot be empty".into() });
        }
        if summary.chars().count() > SUMMARY_MAX_LEN {
            return Err(EditSummaryError::Invalid {
                field: "summary",
                message: format!("Summary must be at most {SUMMARY_MAX_LEN} characters"),
            });
        }
        let mut report = self.reports.find(owner, showing, id).await?.ok_or(EditSummaryError::NotFound)?;
        report.content.summary = summary.to_owned();
        Ok(self.reports.update_content(owner, showing, id, &report.content).await?)
    }
}
