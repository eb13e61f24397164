use async_trait::async_trait;
use showscribe_domain::Cents;
use showscribe_domain::catalog::Region;
use showscribe_domain::report::{Generator, ReportDraft};
use thiserror::Error;

/// What is known about the property, for the writer to refer to. Every field is optional:
/// a writer must not invent what is missing.
#[derive(Debug, Clone, PartialEq)]
pub struct PropertyFacts {
    pub address: Option<String>,
    pub description: Option<String>,
    pub list_price: Option<Cents>,
    pub region: Region,
}

/// The agent's notes from a showing.
#[derive(Debug, Clone, PartialEq)]
pub struct DraftRequest {
    /// "Repairs needed" notes (or the whole assessment when the agent used one box).
    pub repairs_notes: String,
    /// "Updates wanted" notes.
    pub updates_notes: String,
    pub property: PropertyFacts,
}

/// A market analysis paragraph to put in better words. The paragraph is the computation's; a
/// rewording is checked against it before use (see
/// [`check_rewording`](showscribe_domain::cma::rewording::check_rewording)).
#[derive(Debug, Clone, PartialEq)]
pub struct NarrativeRequest {
    /// The built-in paragraph, whose figures are the only ones a rewording may use.
    pub computed: String,
    /// The subject property's address, when known.
    pub address: Option<String>,
}

#[derive(Debug, Error)]
pub enum WriterError {
    /// The writer could not be reached or timed out.
    #[error("report writer unavailable: {0}")]
    Unavailable(#[source] anyhow::Error),
    /// The writer answered, but with nothing usable (bad JSON, wrong shape).
    #[error("report writer gave an unusable answer: {0}")]
    Unusable(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Turns showing notes into a draft report: a summary and findings. Costs in a draft are only
/// proposals; they are grounded against the cost catalog by the use case.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ReportWriter: Send + Sync {
    /// Which writer this is, recorded on every report it produces.
    fn generator(&self) -> Generator;
    async fn draft(&self, request: &DraftRequest) -> Result<ReportDraft, WriterError>;

    /// Puts a computed market analysis paragraph in better words for the buyer, or `None` when
    /// this writer keeps the computed words, as the built-in estimator does.
    async fn reword_narrative(
        &self,
        request: &NarrativeRequest,
    ) -> Result<Option<String>, WriterError> {
        let _ = request;
        Ok(None)
    }
}
