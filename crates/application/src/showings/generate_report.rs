use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::report::{
    GenerationBasis, GenerationCost, Generator, ReportContent, generation_cost, ground,
};
use showscribe_domain::showing::{NewReport, Report, ReportType, Showing, ShowingId};
use thiserror::Error;

use super::market_analysis::MarketAnalysisReports;
use super::pricing::{ReportingData, pricing, region_of};
use crate::ports::{
    Clock, DraftRequest, NewGeneration, PhotoRepository, PropertyFacts, ReportRepository,
    ReportWriter, RepositoryError, ShowingRepository, StoredGeneration, UserRepository,
};
use showscribe_domain::photo::carried_attachments;

/// How many times storing a generation is tried when another generation of the same showing
/// was charged in between (the cost is then decided again).
const STORE_ATTEMPTS: usize = 5;

#[derive(Debug, Error)]
pub enum GenerateReportError {
    #[error("showing not found")]
    NotFound,
    /// Neither note box holds anything yet (a showing created for a recording whose transcript
    /// has not been added): there is nothing to write a report from.
    #[error("{}", super::NOTES_REQUIRED)]
    NoNotes,
    /// The month's allowance is used up; nothing was generated or stored.
    #[error("report allowance exhausted")]
    AllowanceUsedUp { limit: i64, plan: Option<String> },
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A generated report with the showing it was generated for.
#[derive(Debug, Clone)]
pub struct GeneratedReport {
    /// The showing report: new, or the showing's report with new content (same id).
    pub report: Report,
    pub showing: Showing,
    /// The showing's market analysis, computed again beside the new report and stored with it.
    pub market_analysis: Report,
    /// Whether a report of the allowance was taken (not for a showing only corrected since its
    /// last charged generation).
    pub charged: bool,
}

/// Drafts a report from a showing's notes with the configured writer (falling back to the
/// built-in estimator when it fails), grounds every cost in the catalog, derives the totals and
/// stores the report, in one transaction with the showing's market analysis report (created or
/// replaced). A showing has one showing report: generating again replaces its content in place.
///
/// The first generation takes one report from the agent's allowance; generating again takes
/// one only when the showing says something new since its last charged generation, and
/// nothing when it was only corrected (the domain's `generation_cost`).
pub struct GenerateReport {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    users: Arc<dyn UserRepository>,
    writer: Arc<dyn ReportWriter>,
    fallback: Arc<dyn ReportWriter>,
    data: ReportingData,
    market_analysis: Arc<MarketAnalysisReports>,
    clock: Arc<dyn Clock>,
    /// The showings' photos, whose attachments follow their findings into the new report.
    photos: Option<Arc<dyn PhotoRepository>>,
}

impl GenerateReport {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        users: Arc<dyn UserRepository>,
        writer: Arc<dyn ReportWriter>,
        fallback: Arc<dyn ReportWriter>,
        data: ReportingData,
        market_analysis: Arc<MarketAnalysisReports>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            showings,
            reports,
            users,
            writer,
            fallback,
            data,
            market_analysis,
            clock,
            photos: None,
        }
    }

    /// Keeps the showing's photos attached to the same findings when the report is generated
    /// again.
    pub fn with_photos(mut self, photos: Arc<dyn PhotoRepository>) -> Self {
        self.photos = Some(photos);
        self
    }

    #[tracing::instrument(name = "generate_report", skip_all, fields(user_id = user.id.0, showing_id = id.0))]
    pub async fn execute(
        &self,
        user: &User,
        id: ShowingId,
    ) -> Result<GeneratedReport, GenerateReportError> {
        let showing = self
            .showings
            .find(user.id, id)
            .await
            .map_err(repo_error)?
            .ok_or(GenerateReportError::NotFound)?;
        if !super::create_showing::has_notes(&showing.details) {
            return Err(GenerateReportError::NoNotes);
        }
        let basis = GenerationBasis::of(&showing.details);
        let mut last_charged = self
            .reports
            .last_charged_generation(user.id, id)
            .await
            .map_err(repo_error)?;
        // Fail fast before spending a writer call; the store re-checks atomically. A free
        // regeneration needs no report left.
        if generation_cost(last_charged.as_ref(), &basis) == GenerationCost::OneReport
            && let Some(fresh) = self.users.find_by_id(user.id).await.map_err(repo_error)?
            && fresh.allowance.is_exhausted()
        {
            // The report that used the allowance up may be this showing's, generated by
            // another request since the charge was read: then this one is free.
            last_charged = self
                .reports
                .last_charged_generation(user.id, id)
                .await
                .map_err(repo_error)?;
            if generation_cost(last_charged.as_ref(), &basis) == GenerationCost::OneReport {
                return Err(allowance_used_up(&fresh));
            }
        }
        let comparables = self
            .showings
            .comparables(user.id, id)
            .await
            .map_err(repo_error)?
            .ok_or(GenerateReportError::NotFound)?
            .comparables;
        let mut content = self.write(&showing).await;
        // Generating again replaces the showing report's content: its items are numbered after
        // the ones the report had, so an id the agent saw never names another item.
        let previous = self
            .reports
            .list_for_showing(user.id, id)
            .await
            .map_err(repo_error)?
            .into_iter()
            .find(|r| r.report_type == ReportType::Comprehensive);
        if let Some(previous) = &previous {
            content.number_items_after(previous.content.last_item_number);
        }
        // The analysis weighs the new report's repairs, so it is prepared from the content and
        // stored with it in one transaction.
        let market_analysis = self
            .market_analysis
            .prepare(user.id, &showing, &comparables, &content)
            .await;
        // The PDF is not rendered here: it is rendered on its first download or email (a few
        // tens of milliseconds) and kept, so generating stays fast and a PDF nobody asks for
        // costs nothing.
        let report = NewReport {
            showing_id: showing.id,
            user_id: user.id,
            report_type: ReportType::Comprehensive,
            content,
            pdf_file_path: None,
            created_at: self.clock.now(),
        };
        for _ in 0..STORE_ATTEMPTS {
            let generation = NewGeneration {
                report: report.clone(),
                market_analysis: market_analysis.clone(),
                basis: basis.clone(),
                cost: generation_cost(last_charged.as_ref(), &basis),
                last_charged,
            };
            match self.reports.store_generation(generation).await {
                Ok(stored) => {
                    if let Some(previous) = &previous {
                        self.carry_photos(user, id, previous, &stored.report).await;
                    }
                    return Ok(self.finish(stored, showing).await);
                }
                // Another generation of this showing was charged meanwhile: decide again
                // against what it recorded.
                Err(RepositoryError::Changed) => {
                    last_charged = self
                        .reports
                        .last_charged_generation(user.id, id)
                        .await
                        .map_err(repo_error)?;
                }
                Err(RepositoryError::AllowanceUsedUp { limit }) => {
                    return Err(GenerateReportError::AllowanceUsedUp {
                        limit,
                        plan: user.subscription_plan.map(|p| p.plan().name.to_owned()),
                    });
                }
                Err(e) => return Err(repo_error(e)),
            }
        }
        Err(GenerateReportError::Unexpected(anyhow::anyhow!(
            "the showing's report kept being generated by other requests while storing"
        )))
    }

    /// Attaches the photos of the previous report's items to the same findings of the new
    /// one; the photos of findings it no longer has are detached (they stay with the showing).
    /// Best effort: the report is stored either way.
    async fn carry_photos(&self, user: &User, id: ShowingId, previous: &Report, now: &Report) {
        let Some(photos) = &self.photos else { return };
        let moves = carried_attachments(&previous.content, &now.content);
        if let Err(e) = photos.reattach(user.id, id, &moves).await {
            tracing::error!(error = %e, "could not carry the photos over to the new report");
        }
    }

    /// Deletes the PDFs the stored generation made stale.
    async fn finish(&self, stored: StoredGeneration, showing: Showing) -> GeneratedReport {
        self.market_analysis
            .retire(&stored.market_analysis.retired_pdfs)
            .await;
        GeneratedReport {
            report: stored.report,
            showing,
            market_analysis: stored.market_analysis.report,
            charged: stored.charged,
        }
    }

    /// The report content for a showing. Never fails: a failing writer falls back to the
    /// estimator, and the report says so.
    pub async fn write(&self, showing: &Showing) -> ReportContent {
        let d = &showing.details;
        let region = region_of(d, &self.data.factors);
        let request = DraftRequest {
            repairs_notes: d.repairs_needed.as_str().to_owned(),
            updates_notes: d.updates_wanted.as_str().to_owned(),
            property: PropertyFacts {
                address: d.property_address.clone(),
                description: d.property_description.clone(),
                list_price: d.list_price.map(|p| p.cents()),
                region: region.clone(),
            },
        };
        let (draft, generator, note) = match self.writer.draft(&request).await {
            Ok(draft) => (draft, self.writer.generator(), None),
            Err(e) => {
                tracing::warn!(error = %e, "report writer failed; using the built-in estimator");
                match self.fallback.draft(&request).await {
                    Ok(draft) => (
                        draft,
                        Generator::Estimator,
                        Some(format!(
                            "Written by the built-in estimator because the configured writer failed: {e}"
                        )),
                    ),
                    Err(e2) => {
                        tracing::error!(error = %e2, "the built-in estimator failed too");
                        (
                            showscribe_domain::report::ReportDraft {
                                summary: String::new(),
                                findings: vec![],
                            },
                            Generator::Estimator,
                            Some("No findings could be drafted from the notes".to_owned()),
                        )
                    }
                }
            }
        };
        let items = ground(&draft.findings, &pricing(&self.data, d, &region));
        ReportContent::assemble(
            draft.summary,
            items,
            request.property.list_price,
            generator,
            note,
            &region,
        )
    }
}

fn allowance_used_up(user: &User) -> GenerateReportError {
    GenerateReportError::AllowanceUsedUp {
        limit: user.allowance.limit,
        plan: user.subscription_plan.map(|p| p.plan().name.to_owned()),
    }
}

fn repo_error(e: RepositoryError) -> GenerateReportError {
    match e {
        RepositoryError::NotFound => GenerateReportError::NotFound,
        RepositoryError::Unavailable(e) => GenerateReportError::Unavailable(e),
        other => GenerateReportError::Unexpected(other.into()),
    }
}
