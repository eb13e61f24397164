use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::catalog::{CostUnit, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, Region};
use showscribe_domain::report::{CostRange, FindingKind};
use showscribe_domain::showing::ShowingId;
use thiserror::Error;

use super::generate_report::ReportingData;
use super::pricing::region_of;
use crate::ports::{RepositoryError, ShowingRepository};

#[derive(Debug, Error)]
pub enum CatalogSearchError {
    /// The showing to price for is not the agent's.
    #[error("showing not found")]
    ShowingNotFound,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for CatalogSearchError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::ShowingNotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// A catalog item as offered to the agent: its figures for one unit (or the whole job),
/// scaled to the region.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogEntry {
    pub key: String,
    pub label: String,
    pub category: String,
    pub kind: FindingKind,
    pub unit: CostUnit,
    pub range: CostRange,
}

/// The cost catalog, searched by the words of an item's label, key or category: what the agent
/// picks from when adding an item to a report. With a showing, the figures are scaled to its
/// region as generating its report scales them; without one, they are national.
pub struct SearchCatalog {
    showings: Arc<dyn ShowingRepository>,
    data: ReportingData,
}

impl SearchCatalog {
    pub fn new(showings: Arc<dyn ShowingRepository>, data: ReportingData) -> Self {
        Self { showings, data }
    }

    /// At most `limit` items (20 when not given, never more than 50) matching `query`, best
    /// first; without a query, the first items by label.
    pub async fn execute(
        &self,
        owner: UserId,
        query: &str,
        limit: Option<usize>,
        showing: Option<ShowingId>,
    ) -> Result<Vec<CatalogEntry>, CatalogSearchError> {
        let region = match showing {
            Some(id) => {
                let showing = self
                    .showings
                    .find(owner, id)
                    .await?
                    .ok_or(CatalogSearchError::ShowingNotFound)?;
                region_of(&showing.details, &self.data.factors)
            }
            None => Region::national(),
        };
        let limit = limit
            .unwrap_or(DEFAULT_SEARCH_LIMIT)
            .clamp(1, MAX_SEARCH_LIMIT);
        Ok(self
            .data
            .catalog
            .search(query, limit)
            .into_iter()
            .map(|item| CatalogEntry {
                key: item.key.clone(),
                label: item.label().into_owned(),
                category: item.category.clone(),
                kind: item.kind,
                unit: item.unit,
                range: item.range_in(&region),
            })
            .collect())
    }
}
