//! Comparative market analysis (CMA): the subject home's facts, comparable sales and listings,
//! the agent's adjustments, and the value they indicate, weighed against the list price and the
//! repairs the showing found. Pure computation: "today" is always a parameter and every amount
//! is integer cents.
//!
//! The usual flow: build [`Comparable`]s with [`Comparable::new`] or [`validate_comparables`]
//! (or import them with [`csv_import::parse`]), then run [`MarketAnalysis::compute`] and put the
//! result in words with [`narrative::paragraph`].

mod adjust;
mod analysis;
mod comparable;
pub mod csv_import;
pub mod narrative;
pub mod rewording;
mod rounding;
mod values;

#[cfg(test)]
mod worked_examples;

pub use adjust::{
    AdjustedComparable, FeatureAdjustments, FeatureRate, FeatureRates, InvalidFeatureRate,
};
pub use analysis::{
    Comparison, CompleteAnalysis, ConditionAdjustedValue, ConditionComparison, InsufficientData,
    ListPriceComparison, MarketAnalysis, MarketAnalysisResult, MissingData, Percentage,
    PricePerSquareFoot, RangePosition, ValueRange,
};
pub use comparable::{
    Comparable, ComparableField, ComparableFields, ComparableStatus, FieldError, HomeFacts,
    InvalidComparables, MAX_COMPARABLES, RowError, TooManyComparables, check_room,
    validate_comparables,
};
pub use rounding::round_to_whole_dollars;

/// A word as exports spell it, without case, spaces or punctuation: "Sq. Ft.", "SQFT" and "sq ft"
/// all give "sqft". Statuses, column headings and units are matched on this.
fn spelling_key(raw: &str) -> String {
    raw.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}
pub use values::{
    Bathrooms, Bedrooms, Distance, FieldProblem, LotSize, PercentAdjustment, SquareFeet, YearBuilt,
};
