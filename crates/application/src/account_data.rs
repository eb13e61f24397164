//! "Download my data": everything an agent's account holds, gathered for one archive.

use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::showing::{Report, Showing};
use thiserror::Error;

use crate::accounts::{LogoError, ManageLogo};
use crate::ports::{Logo, Page, ReportRepository, RepositoryError, ShowingRepository};
use crate::showings::ReportDocuments;

/// A report with its PDF (`None` when it could not be rendered; its JSON still holds it all).
#[derive(Debug, Clone)]
pub struct ExportedReport {
    pub report: Report,
    pub pdf: Option<Vec<u8>>,
}

#[derive(Debug, Clone)]
pub struct ExportedShowing {
    pub showing: Showing,
    pub reports: Vec<ExportedReport>,
}

/// What an agent's data is: the account, the logo, every showing with its reports and PDFs.
#[derive(Debug, Clone)]
pub struct AccountExport {
    pub user: User,
    pub logo: Option<Logo>,
    pub showings: Vec<ExportedShowing>,
}

#[derive(Debug, Error)]
pub enum ExportError {
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for ExportError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Showings are read a page at a time.
const PAGE: u64 = 100;

pub struct ExportAccount {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    documents: Arc<ReportDocuments>,
    logo: Arc<ManageLogo>,
}

impl ExportAccount {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        documents: Arc<ReportDocuments>,
        logo: Arc<ManageLogo>,
    ) -> Self {
        Self {
            showings,
            reports,
            documents,
            logo,
        }
    }

    /// Gathers the agent's data. A report's PDF is the stored one, rendered (and stored) first
    /// when it has none yet.
    #[tracing::instrument(name = "export_account", skip_all, fields(user_id = user.id.0))]
    pub async fn execute(&self, user: &User) -> Result<AccountExport, ExportError> {
        let logo = match self.logo.get(user).await {
            Ok(logo) => logo,
            Err(LogoError::Unavailable(e)) => return Err(ExportError::Unavailable(e)),
            Err(e) => {
                tracing::warn!(error = %e, "the logo could not be read for the export");
                None
            }
        };
        let mut showings = Vec::new();
        let mut offset = 0;
        loop {
            let page = self
                .showings
                .list(
                    user.id,
                    Page {
                        limit: PAGE,
                        offset,
                    },
                )
                .await?;
            let read = page.items.len() as u64;
            for showing in page.items {
                let mut reports = Vec::new();
                for report in self.reports.list_for_showing(user.id, showing.id).await? {
                    let pdf = match self.documents.pdf_of(user, &showing, &report).await {
                        Ok(pdf) => Some(pdf),
                        Err(e) => {
                            tracing::warn!(error = %e, report_id = report.id.0, "a report's PDF is left out of the export");
                            None
                        }
                    };
                    reports.push(ExportedReport { report, pdf });
                }
                showings.push(ExportedShowing { showing, reports });
            }
            offset += read;
            if read < PAGE || offset >= page.total {
                break;
            }
        }
        Ok(AccountExport {
            user: user.clone(),
            logo,
            showings,
        })
    }
}
