use std::sync::Arc;

use showscribe_domain::catalog::Region;
use showscribe_domain::cma::narrative::paragraph;
use showscribe_domain::cma::rewording::check_rewording;
use showscribe_domain::cma::{MarketAnalysis, MarketAnalysisResult};
use showscribe_domain::report::{Generator, MarketAnalysisContent, ReportContent};
use showscribe_domain::showing::{
    NewReport, Report, ReportType, Showing, ShowingComparables, ShowingId,
};
use showscribe_domain::{User, UserId};
use thiserror::Error;

use super::documents::ReportDocuments;
use crate::ports::{
    Clock, NarrativeRequest, ReportRepository, ReportWriter, RepositoryError, ShowingRepository,
};

/// Shown when a market analysis is asked for before the showing report exists.
pub const SHOWING_REPORT_REQUIRED: &str = "Generate the showing report first";

#[derive(Debug, Error)]
pub enum MarketAnalysisError {
    #[error("showing not found")]
    NotFound,
    /// The analysis weighs the repairs of the showing report, which has not been generated.
    #[error("{}", SHOWING_REPORT_REQUIRED)]
    NoShowingReport,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for MarketAnalysisError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// The showing's comparative market analysis report (type `cma`): computed from the subject's
/// facts, the comparables and rates, the list price and the repairs of the showing report, and
/// stored in place of the previous one. It takes nothing from the allowance.
///
/// Its narrative is the computed paragraph, put in better words by the configured writer when it
/// can: the rewording is used only when it keeps to the computation's figures, and otherwise the
/// computed words are kept and the report says why.
pub struct MarketAnalysisReports {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    documents: Arc<ReportDocuments>,
    writer: Arc<dyn ReportWriter>,
    clock: Arc<dyn Clock>,
}

impl MarketAnalysisReports {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        documents: Arc<ReportDocuments>,
        writer: Arc<dyn ReportWriter>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            showings,
            reports,
            documents,
            writer,
            clock,
        }
    }

    /// Computes the analysis again (after the comparables or rates changed) against the
    /// showing's newest showing report.
    #[tracing::instrument(name = "market_analysis", skip_all, fields(user_id = agent.id.0, showing_id = id.0))]
    pub async fn execute(
        &self,
        agent: &User,
        id: ShowingId,
    ) -> Result<Report, MarketAnalysisError> {
        let showing = self
            .showings
            .find(agent.id, id)
            .await?
            .ok_or(MarketAnalysisError::NotFound)?;
        let showing_report = self
            .reports
            .list_for_showing(agent.id, id)
            .await?
            .into_iter()
            .find(|r| r.report_type == ReportType::Comprehensive)
            .ok_or(MarketAnalysisError::NoShowingReport)?;
        self.refresh(agent.id, &showing, &showing_report).await
    }

    /// Stores the analysis of `showing` weighed against `showing_report`, and deletes the
    /// stored PDFs that showed the previous one (the next download renders the new one).
    pub async fn refresh(
        &self,
        owner: UserId,
        showing: &Showing,
        showing_report: &Report,
    ) -> Result<Report, MarketAnalysisError> {
        let stored = self
            .showings
            .comparables(owner, showing.id)
            .await?
            .ok_or(MarketAnalysisError::NotFound)?;
        let analysis = self
            .prepare(owner, showing, &stored.comparables, &showing_report.content)
            .await;
        let replaced = self.reports.replace_market_analysis(analysis).await?;
        self.retire(&replaced.retired_pdfs).await;
        Ok(replaced.report)
    }

    /// The market analysis report of `showing` with `comparables`, weighed against the showing
    /// report `showing_report` (stored or about to be), ready to store. Never fails: the
    /// narrative falls back to the computed words.
    pub async fn prepare(
        &self,
        owner: UserId,
        showing: &Showing,
        comparables: &ShowingComparables,
        showing_report: &ReportContent,
    ) -> NewReport {
        let result = compute(showing, comparables, showing_report);
        let narrative = self.narrate(showing, &result).await;
        NewReport {
            showing_id: showing.id,
            user_id: owner,
            report_type: ReportType::Cma,
            content: content_of(showing, comparables, showing_report, &result, narrative),
            pdf_file_path: None,
            created_at: self.clock.now(),
        }
    }

    /// Deletes the files of the PDFs a stored analysis made stale.
    pub async fn retire(&self, pdfs: &[String]) {
        for key in pdfs {
            self.documents.discard(key).await;
        }
    }

    /// The narrative of `result`: the computed paragraph, in the writer's words when they keep
    /// to its figures. Never fails: otherwise the computed words stay, with a note saying why.
    /// An analysis without enough data says what to add, in the computed words.
    async fn narrate(&self, showing: &Showing, result: &MarketAnalysisResult) -> Narrative {
        let computed = Narrative {
            text: paragraph(result),
            writer: Generator::Estimator,
            note: None,
        };
        let MarketAnalysisResult::Complete(analysis) = result else {
            return computed;
        };
        let request = NarrativeRequest {
            computed: computed.text.clone(),
            address: showing.details.property_address.clone(),
        };
        let reason = match self.writer.reword_narrative(&request).await {
            Ok(None) => return computed,
            Ok(Some(rewording)) => match check_rewording(analysis, &computed.text, &rewording) {
                Ok(text) => {
                    return Narrative {
                        text,
                        writer: self.writer.generator(),
                        note: None,
                    };
                }
                Err(rejected) => {
                    tracing::warn!(reason = %rejected, "the writer's market analysis narrative was not used");
                    rejected.to_string()
                }
            },
            Err(e) => {
                tracing::warn!(error = %e, "the writer could not reword the market analysis narrative");
                format!("the configured writer failed: {e}")
            }
        };
        Narrative {
            note: Some(format!("The computed narrative is shown because {reason}")),
            ..computed
        }
    }
}

/// A market analysis paragraph and who wrote its words.
struct Narrative {
    text: String,
    writer: Generator,
    /// Why the computed words were kept when the writer could reword them.
    note: Option<String>,
}

/// The analysis of `showing` with `comparables`, counting the repairs of `showing_report`.
fn compute(
    showing: &Showing,
    comparables: &ShowingComparables,
    showing_report: &ReportContent,
) -> MarketAnalysisResult {
    let details = &showing.details;
    MarketAnalysis {
        subject: details.subject,
        comparables: &comparables.comparables,
        rates: comparables.rates,
        list_price: details.list_price,
        repairs: Some(showing_report.repair_totals),
    }
    .compute()
}

/// The content of the market analysis report of `showing`: `result` described by `narrative`.
fn content_of(
    showing: &Showing,
    comparables: &ShowingComparables,
    showing_report: &ReportContent,
    result: &MarketAnalysisResult,
    narrative: Narrative,
) -> ReportContent {
    let details = &showing.details;
    let mut analysis = MarketAnalysisContent::new(
        result,
        &details.subject,
        &comparables.rates,
        narrative.text,
        narrative.writer,
    );
    analysis.narrative_note = narrative.note;
    ReportContent::market_analysis(
        analysis,
        details.list_price.map(|p| p.cents()),
        &Region {
            state: showing_report.region_state.clone(),
            factor: showing_report.region_factor,
        },
    )
}
