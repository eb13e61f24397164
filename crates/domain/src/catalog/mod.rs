//! The cost catalog (national budgeting ranges per item, with their sources) and the regional
//! factors that localise them. Both are data files parsed here; nothing is hard-coded.

mod items;
mod region;
mod search;
mod sizes;

pub use items::{CatalogItem, CostCatalog, CostUnit};
pub use region::{Region, RegionalFactors};
pub use search::{DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT};
pub use sizes::{RoomSizes, Space, SpaceMention, TypicalSize, square_feet_in};

/// The rows of a reference-data CSV (`region`, `sizes`), each with its line number (the header
/// is line 1); short rows are allowed, since trailing columns such as `year` may be empty.
/// Why a catalog or sizes table could not be read.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum CatalogError {
    #[error("cost catalog line {line}: {message}")]
    Row { line: usize, message: String },
    #[error("cost catalog: {0}")]
    Csv(String),
    #[error("cost catalog has a duplicate key {0:?}")]
    DuplicateKey(String),
}

fn csv_rows<T: serde::de::DeserializeOwned>(text: &str) -> Result<Vec<(usize, T)>, CatalogError> {
    csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(text.as_bytes())
        .deserialize::<T>()
        .enumerate()
        .map(|(i, row)| {
            row.map(|row| (i + 2, row))
                .map_err(|e| CatalogError::Csv(e.to_string()))
        })
        .collect()
}
