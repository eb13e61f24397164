//! Request and response bodies of the market analysis routes. Money is dollars here.

mod analysis;
pub(super) mod comparables;
mod import;

pub use analysis::{FeatureRatesResponse, MarketAnalysisResponse};
pub use comparables::{ComparablesResponse, ReplaceComparablesRequest};
pub use import::ImportPreviewResponse;
