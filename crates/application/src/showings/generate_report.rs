use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::catalog::{CostCatalog, RegionalFactors, RoomSizes, square_feet_in};
use showscribe_domain::report::{Generator, Pricing, ReportContent, ground};
use showscribe_domain::showing::{NewReport, Report, ReportType, Showing, ShowingId};
use thiserror::Error;

use super::market_analysis::MarketAnalysisReports;
use crate::ports::{
    Clock, DraftRequest, PropertyFacts, ReportRepository, ReportWriter, RepositoryError,
    ShowingRepository, UserRepository,
};

#[derive(Debug, Error)]
pub enum GenerateReportError {
    #[error("showing not found")]
    NotFound,
    /// The month's allowance is used up; nothing was generated or stored.
    #[error("report allowance exhausted")]
    QuotaExceeded { limit: i64, plan: Option<String> },
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A new report with the showing it was generated for.
#[derive(Debug, Clone)]
pub struct GeneratedReport {
    pub report: Report,
    pub showing: Showing,
    /// The showing's market analysis, computed again beside the new report and stored with it.
    pub market_analysis: Report,
}

/// The reference data reports are priced with.
pub struct ReportingData {
    pub catalog: Arc<CostCatalog>,
    pub factors: Arc<RegionalFactors>,
    /// Typical room sizes, for pricing floor work in a named room when the notes give no size.
    pub rooms: Arc<RoomSizes>,
}

/// Drafts a report from a showing's notes with the configured writer (falling back to the
/// built-in estimator when it fails), grounds every cost in the catalog, derives the totals and
/// stores the report while taking one report from the agent's allowance and creating or
/// replacing the showing's market analysis report (which takes nothing from the allowance), all
/// in one transaction.
pub struct GenerateReport {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    users: Arc<dyn UserRepository>,
    writer: Arc<dyn ReportWriter>,
    fallback: Arc<dyn ReportWriter>,
    data: ReportingData,
    market_analysis: Arc<MarketAnalysisReports>,
    clock: Arc<dyn Clock>,
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
        }
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
        // Fail fast before spending a writer call; the insert re-checks atomically.
        if let Some(fresh) = self.users.find_by_id(user.id).await.map_err(repo_error)?
            && fresh.allowance.is_exhausted()
        {
            return Err(quota(&fresh));
        }
        let comparables = self
            .showings
            .comparables(user.id, id)
            .await
            .map_err(repo_error)?
            .ok_or(GenerateReportError::NotFound)?
            .comparables;
        let content = self.write(&showing).await;
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
        match self
            .reports
            .insert_with_market_analysis(report, market_analysis)
            .await
        {
            Ok((report, analysis)) => {
                self.market_analysis.retire(&analysis.retired_pdfs).await;
                Ok(GeneratedReport {
                    report,
                    showing,
                    market_analysis: analysis.report,
                })
            }
            Err(RepositoryError::AllowanceExhausted { limit }) => {
                Err(GenerateReportError::QuotaExceeded {
                    limit,
                    plan: user.subscription_plan.map(|p| p.plan().name.to_owned()),
                })
            }
            Err(e) => Err(repo_error(e)),
        }
    }

    /// The report content for a showing. Never fails: a failing writer falls back to the
    /// estimator, and the report says so.
    pub async fn write(&self, showing: &Showing) -> ReportContent {
        let d = &showing.details;
        let region = d
            .property_address
            .as_deref()
            .map_or_else(showscribe_domain::catalog::Region::national, |a| {
                self.data.factors.region_of(a)
            });
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
        // The home's own size: its facts, else what its description states.
        let home_square_feet = d
            .subject
            .square_feet
            .map(|s| f64::from(s.get()))
            .or_else(|| d.property_description.as_deref().and_then(square_feet_in));
        let pricing = Pricing {
            catalog: &self.data.catalog,
            region: &region,
            rooms: &self.data.rooms,
            home_square_feet,
        };
        let items = ground(&draft.findings, &pricing);
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

fn quota(user: &User) -> GenerateReportError {
    GenerateReportError::QuotaExceeded {
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
