//! Report content: what a report writer drafts, how its costs are grounded in the catalog, and
//! the totals and investment summary, which only the domain computes.

mod content;
mod counts;
mod draft;
mod editing;
mod grounding;
mod market_analysis;
mod regeneration;
mod summary;

pub use crate::work::{CostRange, FindingKind, Priority, Totals};
pub use content::{DISCLAIMER, ReportContent};
pub use counts::{
    IS, ITEM, NEEDS, Noun, REPAIR, REQUESTED_UPDATE, ReportCounts, UPGRADE, needing_quote,
    number_word,
};
pub use draft::{DraftFinding, Generator, ReportDraft};
pub use editing::{
    AddItemError, DEFAULT_CATEGORY, Figure, Figures, InvalidFigures, InvalidItemText,
    InvalidQuantity, ItemPatch, ItemPricer, ItemProblem, MAX_CATEGORY_CHARS, MAX_DESCRIPTION_CHARS,
    MAX_FIGURE, MAX_ITEMS, NOT_ITEM_EDITABLE, NewItem, PatchItemError, RemoveItemError,
};
pub use grounding::{PricedItem, Pricing, ground};
pub use market_analysis::{
    AdjustedComparableRow, AnalysisOutcome, CMA_DISCLAIMER, ConditionFigures,
    FeatureAdjustmentFigures, ListPricePosition, MarketAnalysisContent, PricePerSquareFootFigures,
    PricePosition, RatesUsed, ValueRangeFigures,
};
pub use regeneration::{GenerationBasis, GenerationCost, WordChange, generation_cost};
pub use summary::{SUMMARY_MAX_LEN, Summary, SummaryProblem};
