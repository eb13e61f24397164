use std::sync::Arc;

use showscribe_domain::UserId;
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::cma::csv_import::{self, CsvError, ImportPreview, ImportRejected};
use showscribe_domain::cma::{
    ComparableFields, FeatureRates, InvalidComparables, RowError, TooManyComparables,
    validate_comparables,
};
use showscribe_domain::showing::{Showing, ShowingComparables, ShowingId};
use thiserror::Error;

use crate::ports::{Clock, RepositoryError, ShowingRepository, StoredComparables};

/// How many times a save that lost a race with another save is retried.
const SAVE_ATTEMPTS: usize = 5;

#[derive(Debug, Error)]
pub enum ComparablesError {
    #[error("showing not found")]
    NotFound,
    /// Some rows are invalid (each error names its 1-based row and field); nothing was stored.
    #[error("{} invalid comparable field(s)", .0.len())]
    InvalidRows(Vec<RowError>),
    /// The list would pass the cap; nothing was stored.
    #[error(transparent)]
    TooMany(#[from] TooManyComparables),
    /// The file is not a CSV export the import can read; nothing was stored.
    #[error("the file cannot be imported: {0}")]
    Unreadable(#[from] CsvError),
    /// The file has a header but no comparables.
    #[error("the file has no comparables")]
    NoRows,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for ComparablesError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

impl From<InvalidComparables> for ComparablesError {
    fn from(e: InvalidComparables) -> Self {
        match e {
            InvalidComparables::TooMany(t) => Self::TooMany(t),
            InvalidComparables::Rows(rows) => Self::InvalidRows(rows),
        }
    }
}

impl From<ImportRejected> for ComparablesError {
    fn from(e: ImportRejected) -> Self {
        match e {
            ImportRejected::InvalidRows(rows) => Self::InvalidRows(rows),
            ImportRejected::NoRows => Self::NoRows,
            ImportRejected::TooMany(t) => Self::TooMany(t),
        }
    }
}

/// A showing's market analysis inputs: the home's facts, and its comparables (read them,
/// replace the whole list, preview a CSV export and append its rows). Every change is all or nothing and kept within the per-showing cap, also when two
/// changes race (a save only lands on the revision it read).
pub struct ManageComparables {
    showings: Arc<dyn ShowingRepository>,
    clock: Arc<dyn Clock>,
}

impl ManageComparables {
    pub fn new(showings: Arc<dyn ShowingRepository>, clock: Arc<dyn Clock>) -> Self {
        Self { showings, clock }
    }

    async fn stored(
        &self,
        owner: UserId,
        id: ShowingId,
    ) -> Result<StoredComparables, ComparablesError> {
        self.showings
            .comparables(owner, id)
            .await?
            .ok_or(ComparablesError::NotFound)
    }

    /// The showing's comparables and rates.
    pub async fn get(
        &self,
        owner: UserId,
        id: ShowingId,
    ) -> Result<ShowingComparables, ComparablesError> {
        Ok(self.stored(owner, id).await?.comparables)
    }

    /// Replaces the list with `rows` (validated all or nothing) and, when given, the rates
    /// (otherwise the stored rates stay).
    #[tracing::instrument(name = "replace_comparables", skip_all, fields(user_id = owner.0, showing_id = id.0, rows = rows.len()))]
    pub async fn replace(
        &self,
        owner: UserId,
        id: ShowingId,
        rows: Vec<ComparableFields>,
        rates: Option<FeatureRates>,
    ) -> Result<ShowingComparables, ComparablesError> {
        // An unknown showing is not found, whatever the rows hold.
        self.stored(owner, id).await?;
        let today = self.clock.now().date_naive();
        let comparables = validate_comparables(rows, 0, today)?;
        self.save(owner, id, |stored| {
            Ok(ShowingComparables {
                comparables: comparables.clone(),
                rates: rates.unwrap_or(stored.rates),
            })
        })
        .await
    }

    /// Replaces the home's facts.
    pub async fn set_home_facts(
        &self,
        owner: UserId,
        id: ShowingId,
        subject: HomeFacts,
    ) -> Result<Showing, ComparablesError> {
        Ok(self.showings.update_home_facts(owner, id, &subject).await?)
    }

    /// What a CSV export holds, to check before importing. Stores nothing.
    pub fn preview(&self, file: &[u8]) -> Result<ImportPreview, CsvError> {
        csv_import::parse(file, None, self.clock.now().date_naive())
    }

    /// Appends a CSV export's rows to the list, all or nothing: a bad row, an empty file or
    /// passing the cap refuses the whole file.
    #[tracing::instrument(name = "import_comparables", skip_all, fields(user_id = owner.0, showing_id = id.0, bytes = file.len()))]
    pub async fn import(
        &self,
        owner: UserId,
        id: ShowingId,
        file: &[u8],
    ) -> Result<ShowingComparables, ComparablesError> {
        self.stored(owner, id).await?;
        let preview = self.preview(file)?;
        self.save(owner, id, |stored| {
            let added = preview.clone().into_comparables(stored.comparables.len())?;
            let mut comparables = stored.comparables.clone();
            comparables.extend(added);
            Ok(ShowingComparables {
                comparables,
                rates: stored.rates,
            })
        })
        .await
    }

    /// Reads, changes and saves, again when another save landed in between.
    async fn save(
        &self,
        owner: UserId,
        id: ShowingId,
        change: impl Fn(&ShowingComparables) -> Result<ShowingComparables, ComparablesError>,
    ) -> Result<ShowingComparables, ComparablesError> {
        for _ in 0..SAVE_ATTEMPTS {
            let stored = self.stored(owner, id).await?;
            let changed = change(&stored.comparables)?;
            if self
                .showings
                .save_comparables(owner, id, &changed, stored.revision)
                .await?
                .is_some()
            {
                return Ok(changed);
            }
        }
        Err(ComparablesError::Unexpected(anyhow::anyhow!(
            "the comparables kept changing while being saved"
        )))
    }
}
