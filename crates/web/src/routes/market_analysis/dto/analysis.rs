//! The computed market analysis as the report page and the PDF show it. Dollars.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use showscribe_domain::report::{AdjustedComparableRow, AnalysisOutcome, MarketAnalysisContent};
use utoipa::ToSchema;

use crate::routes::values::dollars;

/// A comparable with its adjustments. Dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdjustedComparableResponse {
    pub address: String,
    /// "sold", "active" or "pending".
    pub status: String,
    /// The sale date for a sold home, the list date otherwise (a listing may have none).
    pub date: Option<NaiveDate>,
    /// The sale price for a sold home, the list price otherwise.
    pub price: f64,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub distance_miles: Option<f64>,
    pub lot_size_acres: Option<f64>,
    /// Per feature; null where it was not adjusted (the subject or the comparable lacks it).
    pub bedrooms_adjustment: Option<f64>,
    pub bathrooms_adjustment: Option<f64>,
    pub square_feet_adjustment: Option<f64>,
    pub age_adjustment: Option<f64>,
    /// The sum of the feature adjustments.
    pub feature_adjustment: f64,
    /// The agent's ±%, in whole percent.
    pub percent_adjustment: i64,
    /// What the ±% added or took away.
    pub percent_amount: f64,
    pub adjusted_price: f64,
    /// Null when the area is unknown or the adjusted price is not positive (not counted).
    pub adjusted_price_per_square_foot: Option<f64>,
}

impl From<&AdjustedComparableRow> for AdjustedComparableResponse {
    fn from(r: &AdjustedComparableRow) -> Self {
        let f = r.feature_adjustments;
        Self {
            address: r.address.clone(),
            status: r.status.clone(),
            date: r.date,
            price: dollars(r.price),
            square_feet: r.square_feet,
            bedrooms: r.bedrooms,
            bathrooms: r.bathrooms,
            year_built: r.year_built,
            distance_miles: r.distance_miles,
            lot_size_acres: r.lot_size_acres,
            bedrooms_adjustment: f.bedrooms.map(dollars),
            bathrooms_adjustment: f.bathrooms.map(dollars),
            square_feet_adjustment: f.square_feet.map(dollars),
            age_adjustment: f.age.map(dollars),
            feature_adjustment: dollars(r.feature_adjustment),
            percent_adjustment: r.percent_adjustment,
            percent_amount: dollars(r.percent_amount),
            adjusted_price: dollars(r.adjusted_price),
            adjusted_price_per_square_foot: r.adjusted_price_per_square_foot.map(dollars),
        }
    }
}

/// Low, median, average and high adjusted price per square foot, in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PricePerSquareFootResponse {
    pub low: f64,
    pub median: f64,
    pub average: f64,
    pub high: f64,
    /// How many comparables they come from.
    pub count: usize,
}

/// The indicated market value, in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValueRangeResponse {
    pub low: f64,
    pub point: f64,
    pub high: f64,
}

/// The list price against the indicated value.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListPricePositionResponse {
    pub list_price: f64,
    /// "below", "within" or "above" the value range.
    pub position: String,
    /// List price minus the point value, in dollars.
    pub difference: f64,
    /// (list price − point value) / point value, in percent (5.25 is 5.25%).
    pub versus_point_percent: f64,
}

/// The value once the showing report's repairs are counted.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConditionResponse {
    pub repairs_low: f64,
    pub repairs_typical: f64,
    pub repairs_high: f64,
    /// Repairs that need a quote (not in the figures).
    pub unpriced_repairs: usize,
    /// Point value minus the typical repairs.
    pub value_after_typical_repairs: f64,
    /// Point value minus the high repairs.
    pub value_after_high_repairs: f64,
    /// The list price against the value after typical repairs, in percent; null without a
    /// list price or when the repairs reach the value.
    pub list_versus_after_typical_percent: Option<f64>,
    pub list_versus_after_high_percent: Option<f64>,
}

/// The feature rates, in dollars.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureRatesResponse {
    pub per_bedroom: f64,
    pub per_bathroom: f64,
    pub per_square_foot: f64,
    pub per_year_of_age: f64,
}

/// A comparative market analysis as computed. Dollars as numbers.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketAnalysisResponse {
    /// "complete", or "insufficientData" (see `missing`; no value is indicated).
    pub outcome: String,
    pub subject_square_feet: Option<u32>,
    /// The rates the comparables were adjusted with.
    pub rates: FeatureRatesResponse,
    /// In the order the agent gave them.
    pub comparables: Vec<AdjustedComparableResponse>,
    pub price_per_square_foot: Option<PricePerSquareFootResponse>,
    /// Null unless complete.
    pub value_range: Option<ValueRangeResponse>,
    /// Null unless complete with a list price.
    pub list_price: Option<ListPricePositionResponse>,
    /// Null unless complete and the showing report priced some repairs.
    pub condition: Option<ConditionResponse>,
    /// "At $525,000 the asking price is about 4% above the market value of comparable homes
    /// once the $18,400–$27,900 of needed repairs is counted."; null unless complete.
    pub condition_sentence: Option<String>,
    /// A short paragraph; every figure in it comes from the computation.
    pub narrative: String,
    /// Who wrote the narrative's words: "estimator" (the computed paragraph) or "llm" (a
    /// rewording that kept every figure).
    pub narrative_writer: String,
    /// Why the computed words were kept although an LLM is configured; null otherwise.
    pub narrative_note: Option<String>,
    /// For insufficient data, what to add, one sentence each; empty when complete.
    pub missing: Vec<String>,
    /// The `missing` sentences in one line; null when complete.
    pub message: Option<String>,
}

fn percent(basis_points: i64) -> f64 {
    basis_points as f64 / 100.0
}

impl From<&MarketAnalysisContent> for MarketAnalysisResponse {
    fn from(m: &MarketAnalysisContent) -> Self {
        Self {
            outcome: match m.outcome {
                AnalysisOutcome::Complete => "complete",
                AnalysisOutcome::InsufficientData => "insufficientData",
            }
            .to_owned(),
            subject_square_feet: m.subject_square_feet,
            rates: FeatureRatesResponse {
                per_bedroom: dollars(m.rates.per_bedroom),
                per_bathroom: dollars(m.rates.per_bathroom),
                per_square_foot: dollars(m.rates.per_square_foot),
                per_year_of_age: dollars(m.rates.per_year_of_age),
            },
            comparables: m.comparables.iter().map(Into::into).collect(),
            price_per_square_foot: m.price_per_square_foot.map(|p| PricePerSquareFootResponse {
                low: dollars(p.low),
                median: dollars(p.median),
                average: dollars(p.average),
                high: dollars(p.high),
                count: p.count,
            }),
            value_range: m.value_range.map(|v| ValueRangeResponse {
                low: dollars(v.low),
                point: dollars(v.point),
                high: dollars(v.high),
            }),
            list_price: m.list_price.map(|l| ListPricePositionResponse {
                list_price: dollars(l.list_price),
                position: l.position.as_str().to_owned(),
                difference: dollars(l.difference),
                versus_point_percent: percent(l.versus_point_basis_points),
            }),
            condition: m.condition.map(|c| ConditionResponse {
                repairs_low: dollars(c.repairs.low),
                repairs_typical: dollars(c.repairs.typical),
                repairs_high: dollars(c.repairs.high),
                unpriced_repairs: c.unpriced_repairs,
                value_after_typical_repairs: dollars(c.after_typical_repairs),
                value_after_high_repairs: dollars(c.after_high_repairs),
                list_versus_after_typical_percent: c
                    .list_versus_after_typical_basis_points
                    .map(percent),
                list_versus_after_high_percent: c.list_versus_after_high_basis_points.map(percent),
            }),
            condition_sentence: m.condition_sentence.clone(),
            narrative: m.narrative.clone(),
            narrative_writer: m.narrative_writer.as_str().to_owned(),
            narrative_note: m.narrative_note.clone(),
            missing: m.missing.clone(),
            message: (!m.missing.is_empty()).then(|| m.missing_message()),
        }
    }
}
