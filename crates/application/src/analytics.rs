//! The advanced analytics an agent's plan may include: figures computed by the domain from the
//! agent's own showing reports, with the catalog's names for the most common findings.

use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::analytics::{
    AgentAnalytics, FindingGroup, analytics_available, analytics_period_start,
};
use showscribe_domain::catalog::CostCatalog;
use showscribe_domain::report::FindingKind;
use thiserror::Error;

use crate::ports::{Clock, ReportHistory, RepositoryError};

/// What the agent sees when their plan does not include the analytics.
pub const ANALYTICS_NOT_IN_PLAN: &str =
    "Advanced analytics come with the Elite plan. Upgrade to see them.";

#[derive(Debug, Error)]
pub enum AnalyticsError {
    /// The agent's plan (or its state) does not include the analytics.
    #[error("the plan does not include analytics")]
    NotInPlan,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for AnalyticsError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// One of the most common findings, named for the agent.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedFinding {
    /// The catalog item's label, or the category for findings the catalog does not price.
    pub label: String,
    pub catalog_key: Option<String>,
    pub category: String,
    pub kind: FindingKind,
    /// Reports naming it.
    pub reports: u64,
}

/// The analytics with their findings named.
#[derive(Debug, Clone, PartialEq)]
pub struct AnalyticsView {
    pub analytics: AgentAnalytics,
    pub top_findings: Vec<NamedFinding>,
}

pub struct ViewAnalytics {
    history: Arc<dyn ReportHistory>,
    catalog: Arc<CostCatalog>,
    clock: Arc<dyn Clock>,
}

impl ViewAnalytics {
    pub fn new(
        history: Arc<dyn ReportHistory>,
        catalog: Arc<CostCatalog>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            history,
            catalog,
            clock,
        }
    }

    /// The agent's analytics for the last twelve months, when their plan includes them.
    #[tracing::instrument(skip_all, fields(user = user.id.0))]
    pub async fn execute(&self, user: &User) -> Result<AnalyticsView, AnalyticsError> {
        if !analytics_available(user) {
            return Err(AnalyticsError::NotInPlan);
        }
        let now = self.clock.now();
        let records = self
            .history
            .reports_since(user.id, analytics_period_start(now))
            .await?;
        let analytics = AgentAnalytics::compute(&records, now);
        let top_findings = analytics
            .top_findings
            .iter()
            .map(|f| {
                let (label, catalog_key) = match &f.group {
                    FindingGroup::CatalogItem(key) => (
                        self.catalog
                            .get(key)
                            .map_or_else(|| key.replace('_', " "), |i| i.label().into_owned()),
                        Some(key.clone()),
                    ),
                    FindingGroup::Category(category) => (category.clone(), None),
                };
                NamedFinding {
                    label,
                    catalog_key,
                    category: f.category.clone(),
                    kind: f.kind,
                    reports: f.reports,
                }
            })
            .collect();
        Ok(AnalyticsView {
            analytics,
            top_findings,
        })
    }
}
