//! Report content: what a report writer drafts, how its costs are grounded in the catalog, and
//! the totals and investment summary, which only the domain computes.

mod content;
mod draft;
mod grounding;
mod market_analysis;

pub use content::{DISCLAIMER, Generator, ReportContent, Totals};
pub use draft::{CostRange, DraftFinding, FindingKind, Priority, ReportDraft};
pub use grounding::{PricedItem, ground};
pub use market_analysis::{
    AdjustedComparableRow, AnalysisOutcome, CMA_DISCLAIMER, ConditionFigures,
    FeatureAdjustmentFigures, ListPricePosition, MarketAnalysisContent, PricePerSquareFootFigures,
    PricePosition, RatesUsed, ValueRangeFigures,
};
