//! A comparative market analysis as a report keeps it: every figure the report page and the PDF
//! show, worked out once by [`MarketAnalysis::compute`](crate::cma::MarketAnalysis::compute) and
//! stored with the report, so what the agent sees never drifts from what was computed. Amounts
//! are integer cents, percentages basis points.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::draft::{CostRange, Generator};
use crate::cma::narrative::condition_sentence;
use crate::cma::{
    AdjustedComparable, FeatureRates, HomeFacts, ListPriceComparison, MarketAnalysisResult,
    PricePerSquareFoot, RangePosition,
};
use crate::money::Cents;

/// The small print of a market analysis.
pub const CMA_DISCLAIMER: &str = "This comparative market analysis estimates a market value from \
the comparable homes and adjustments the agent chose. It is not an appraisal. Repair costs are \
budgeting ranges, not contractor bids.";

/// Whether the analysis indicated a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AnalysisOutcome {
    Complete,
    /// Something is missing (see [`MarketAnalysisContent::missing`]); no value is indicated.
    InsufficientData,
}

/// Where the list price sits against the indicated value range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PricePosition {
    Below,
    Within,
    Above,
}

impl PricePosition {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Below => "below",
            Self::Within => "within",
            Self::Above => "above",
        }
    }
}

impl From<RangePosition> for PricePosition {
    fn from(p: RangePosition) -> Self {
        match p {
            RangePosition::Below => Self::Below,
            RangePosition::Within => Self::Within,
            RangePosition::Above => Self::Above,
        }
    }
}

/// The per-feature rates the comparables were adjusted with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RatesUsed {
    pub per_bedroom: Cents,
    pub per_bathroom: Cents,
    pub per_square_foot: Cents,
    pub per_year_of_age: Cents,
}

impl From<&FeatureRates> for RatesUsed {
    fn from(r: &FeatureRates) -> Self {
        Self {
            per_bedroom: r.per_bedroom(),
            per_bathroom: r.per_bathroom(),
            per_square_foot: r.per_square_foot(),
            per_year_of_age: r.per_year_of_age(),
        }
    }
}

/// The feature adjustments of one comparable; `None` where a feature was not adjusted because
/// the subject or the comparable lacks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeatureAdjustmentFigures {
    pub bedrooms: Option<Cents>,
    pub bathrooms: Option<Cents>,
    pub square_feet: Option<Cents>,
    pub age: Option<Cents>,
}

/// One row of the adjusted comparables table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AdjustedComparableRow {
    pub address: String,
    /// "sold", "active" or "pending".
    pub status: String,
    /// The sale date for a sold home, the list date otherwise (a listing may have none).
    pub date: Option<NaiveDate>,
    /// The sale price for a sold home, the list price otherwise.
    pub price: Cents,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    /// A count such as 2.5.
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub distance_miles: Option<f64>,
    /// Reports stored before lot sizes were kept have none.
    #[serde(default)]
    pub lot_size_acres: Option<f64>,
    pub feature_adjustments: FeatureAdjustmentFigures,
    /// The sum of the feature adjustments.
    pub feature_adjustment: Cents,
    /// The agent's ±% adjustment, in whole percent.
    pub percent_adjustment: i64,
    /// What the ±% added or took away.
    pub percent_amount: Cents,
    pub adjusted_price: Cents,
    /// `None` when the area is unknown or the adjusted price is not positive; such a
    /// comparable does not count toward the price-per-square-foot figures.
    pub adjusted_price_per_square_foot: Option<Cents>,
}

impl From<&AdjustedComparable> for AdjustedComparableRow {
    fn from(a: &AdjustedComparable) -> Self {
        let c = &a.comparable;
        Self {
            address: c.address().to_owned(),
            status: c.status().as_str().to_owned(),
            date: c.date(),
            lot_size_acres: c.lot_size().map(|l| l.acres()),
            price: c.price(),
            square_feet: c.square_feet().map(|s| s.get()),
            bedrooms: c.bedrooms().map(|b| b.get()),
            bathrooms: c.bathrooms().map(|b| b.count()),
            year_built: c.year_built().map(|y| y.get()),
            distance_miles: c.distance().map(|d| d.miles()),
            feature_adjustments: FeatureAdjustmentFigures {
                bedrooms: a.features.bedrooms,
                bathrooms: a.features.bathrooms,
                square_feet: a.features.square_feet,
                age: a.features.age,
            },
            feature_adjustment: a.features.total(),
            percent_adjustment: c.percent_adjustment().percent(),
            percent_amount: a.percent_amount,
            adjusted_price: a.adjusted_price,
            adjusted_price_per_square_foot: a.price_per_square_foot,
        }
    }
}

/// Low, median, average and high adjusted price per square foot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricePerSquareFootFigures {
    pub low: Cents,
    pub median: Cents,
    pub average: Cents,
    pub high: Cents,
    /// How many comparables the figures come from.
    pub count: usize,
}

impl From<PricePerSquareFoot> for PricePerSquareFootFigures {
    fn from(p: PricePerSquareFoot) -> Self {
        Self {
            low: p.low,
            median: p.median,
            average: p.average,
            high: p.high,
            count: p.count,
        }
    }
}

/// The subject's indicated market value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ValueRangeFigures {
    pub low: Cents,
    pub point: Cents,
    pub high: Cents,
}

/// The list price against the indicated value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListPricePosition {
    pub list_price: Cents,
    pub position: PricePosition,
    /// List price minus the point value.
    pub difference: Cents,
    /// (list price − point value) / point value, in basis points.
    pub versus_point_basis_points: i64,
}

impl From<ListPriceComparison> for ListPricePosition {
    fn from(l: ListPriceComparison) -> Self {
        Self {
            list_price: l.list_price,
            position: l.position.into(),
            difference: l.difference,
            versus_point_basis_points: l.versus_point.basis_points(),
        }
    }
}

/// The value once the needed repairs are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConditionFigures {
    /// The priced repairs of the showing report.
    pub repairs: CostRange,
    /// Repairs that still need a quote (not in `repairs`).
    pub unpriced_repairs: usize,
    /// Point value minus the typical repairs.
    pub after_typical_repairs: Cents,
    /// Point value minus the high repairs.
    pub after_high_repairs: Cents,
    /// (list price − value after typical repairs) / that value, in basis points; `None`
    /// without a list price or when the repairs reach the value.
    pub list_versus_after_typical_basis_points: Option<i64>,
    pub list_versus_after_high_basis_points: Option<i64>,
}

/// Everything a market analysis report shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MarketAnalysisContent {
    pub outcome: AnalysisOutcome,
    /// The subject's living area, when known.
    pub subject_square_feet: Option<u32>,
    pub rates: RatesUsed,
    /// In the order the agent gave them.
    pub comparables: Vec<AdjustedComparableRow>,
    /// Set when at least one comparable has a usable price per square foot.
    pub price_per_square_foot: Option<PricePerSquareFootFigures>,
    /// Set when the analysis is complete.
    pub value_range: Option<ValueRangeFigures>,
    /// Set when the analysis is complete and the showing has a list price.
    pub list_price: Option<ListPricePosition>,
    /// Set when the analysis is complete and the showing report priced some repairs.
    pub condition: Option<ConditionFigures>,
    /// The list price against the value once repairs are counted (or what can be said without
    /// them); set when the analysis is complete.
    pub condition_sentence: Option<String>,
    /// A short paragraph whose every figure comes from the computation.
    pub narrative: String,
    /// Who wrote the narrative's words.
    pub narrative_writer: Generator,
    /// Why the computed words were kept when the configured writer could reword them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narrative_note: Option<String>,
    /// For insufficient data: what to add, one sentence each. Empty when complete.
    pub missing: Vec<String>,
}

impl MarketAnalysisContent {
    /// The stored form of `result`, computed for `subject` with `rates`, described by
    /// `narrative`.
    pub fn new(
        result: &MarketAnalysisResult,
        subject: &HomeFacts,
        rates: &FeatureRates,
        narrative: String,
        narrative_writer: Generator,
    ) -> Self {
        match result {
            MarketAnalysisResult::Complete(a) => Self {
                outcome: AnalysisOutcome::Complete,
                subject_square_feet: Some(a.subject_square_feet.get()),
                rates: rates.into(),
                comparables: a.comparables.iter().map(Into::into).collect(),
                price_per_square_foot: Some(a.price_per_square_foot.into()),
                value_range: Some(ValueRangeFigures {
                    low: a.value.low,
                    point: a.value.point,
                    high: a.value.high,
                }),
                list_price: a.list_price.map(Into::into),
                condition: a.condition.map(|c| ConditionFigures {
                    repairs: c.repairs.cost,
                    unpriced_repairs: c.repairs.unpriced,
                    after_typical_repairs: c.after_typical_repairs,
                    after_high_repairs: c.after_high_repairs,
                    list_versus_after_typical_basis_points: c
                        .versus_list
                        .and_then(|v| v.versus_after_typical)
                        .map(|p| p.basis_points()),
                    list_versus_after_high_basis_points: c
                        .versus_list
                        .and_then(|v| v.versus_after_high)
                        .map(|p| p.basis_points()),
                }),
                condition_sentence: Some(condition_sentence(a)),
                narrative,
                narrative_writer,
                narrative_note: None,
                missing: Vec::new(),
            },
            MarketAnalysisResult::InsufficientData(i) => Self {
                outcome: AnalysisOutcome::InsufficientData,
                subject_square_feet: subject.square_feet.map(|s| s.get()),
                rates: rates.into(),
                comparables: i.comparables.iter().map(Into::into).collect(),
                price_per_square_foot: i.price_per_square_foot.map(Into::into),
                value_range: None,
                list_price: None,
                condition: None,
                condition_sentence: None,
                narrative,
                narrative_writer,
                narrative_note: None,
                missing: i.missing.iter().map(|m| m.sentence().to_owned()).collect(),
            },
        }
    }

    /// What is missing, in one line; empty when the analysis is complete.
    pub fn missing_message(&self) -> String {
        self.missing.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cma::{Bedrooms, narrative::paragraph};
    use crate::cma::{
        Comparable, ComparableFields, ComparableStatus, MarketAnalysis, SquareFeet, YearBuilt,
    };
    use crate::report::Totals;
    use crate::showing::ListPrice;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
    }

    fn dollars(d: i64) -> Cents {
        Cents(d * 100)
    }

    fn comparable(
        address: &str,
        status: ComparableStatus,
        price: i64,
        bedrooms: Option<i64>,
        percent: i64,
    ) -> Comparable {
        Comparable::new(
            ComparableFields {
                address: Some(address.into()),
                status: Some(status),
                price: Some(dollars(price)),
                date: NaiveDate::from_ymd_opt(2026, 3, 1),
                square_feet: Some(2_000),
                bedrooms,
                percent_adjustment: percent,
                ..ComparableFields::default()
            },
            today(),
        )
        .unwrap()
    }

    fn subject() -> HomeFacts {
        HomeFacts {
            square_feet: Some(SquareFeet::new(2_000).unwrap()),
            bedrooms: Some(Bedrooms::new(3).unwrap()),
            year_built: Some(YearBuilt::new(2000, today()).unwrap()),
            ..HomeFacts::default()
        }
    }

    #[test]
    fn a_complete_analysis_keeps_every_figure_shown() {
        // A: $500,000, same beds, 0%            → $500,000 → $250.00/sq ft
        // B: $480,000, 2 beds: +$10,000, +5%    → $514,500 → $257.25/sq ft
        // C: $540,000 (active), beds unknown, -10% → $486,000 → $243.00/sq ft
        // Median $250 × 2,000 = $500,000; range $486,000–$514,500.
        // List $525,000: above the range, +5.00% on the point value.
        // Repairs $5,000 typical, $9,000 high: $495,000 and $491,000 after them;
        // $30,000 / $495,000 = 6.06%, $34,000 / $491,000 = 6.92%.
        let comparables = vec![
            comparable("1 A St", ComparableStatus::Sold, 500_000, Some(3), 0),
            comparable("2 B St", ComparableStatus::Sold, 480_000, Some(2), 5),
            comparable("3 C St", ComparableStatus::Active, 540_000, None, -10),
        ];
        let rates = FeatureRates::DEFAULT;
        let result = MarketAnalysis {
            subject: subject(),
            comparables: &comparables,
            rates,
            list_price: Some(ListPrice::from_cents(dollars(525_000)).unwrap()),
            repairs: Some(Totals {
                cost: CostRange::new(dollars(2_000), dollars(5_000), dollars(9_000)),
                unpriced: 1,
            }),
        }
        .compute();
        let c = MarketAnalysisContent::new(
            &result,
            &subject(),
            &rates,
            paragraph(&result),
            Generator::Estimator,
        );
        assert_eq!(c.outcome, AnalysisOutcome::Complete);
        assert_eq!(c.subject_square_feet, Some(2_000));
        let b = &c.comparables[1];
        assert_eq!(b.feature_adjustments.bedrooms, Some(dollars(10_000)));
        assert_eq!(b.feature_adjustment, dollars(10_000));
        assert_eq!(b.percent_amount, dollars(24_500));
        assert_eq!(b.adjusted_price, dollars(514_500));
        assert_eq!(b.adjusted_price_per_square_foot, Some(Cents(25_725)));
        assert_eq!(c.comparables[2].status, "active");
        assert_eq!(c.comparables[2].feature_adjustments.bedrooms, None);
        let per = c.price_per_square_foot.unwrap();
        assert_eq!(
            (per.low, per.median, per.average, per.high, per.count),
            (
                Cents(24_300),
                Cents(25_000),
                Cents(25_008),
                Cents(25_725),
                3
            )
        );
        assert_eq!(
            c.value_range,
            Some(ValueRangeFigures {
                low: dollars(486_000),
                point: dollars(500_000),
                high: dollars(514_500),
            })
        );
        let list = c.list_price.unwrap();
        assert_eq!(list.position, PricePosition::Above);
        assert_eq!(list.versus_point_basis_points, 500);
        assert_eq!(list.difference, dollars(25_000));
        let condition = c.condition.unwrap();
        assert_eq!(condition.after_typical_repairs, dollars(495_000));
        assert_eq!(condition.after_high_repairs, dollars(491_000));
        assert_eq!(condition.list_versus_after_typical_basis_points, Some(606));
        assert_eq!(condition.list_versus_after_high_basis_points, Some(692));
        assert_eq!(
            c.condition_sentence.as_deref(),
            Some(
                "At $525,000 the asking price is about 6% above the market value of comparable \
                 homes once the $5,000–$9,000 of needed repairs is counted; 1 more repair still \
                 needs a quote."
            )
        );
        assert!(
            c.narrative.contains("$486,000 to $514,500"),
            "{}",
            c.narrative
        );
        assert!(c.missing.is_empty());
        assert_eq!(c.rates.per_bedroom, dollars(10_000));
    }

    #[test]
    fn insufficient_data_says_what_to_add_and_keeps_the_comparables() {
        let comparables = vec![comparable(
            "1 A St",
            ComparableStatus::Sold,
            500_000,
            None,
            0,
        )];
        let no_area = HomeFacts::default();
        let result = MarketAnalysis {
            subject: no_area,
            comparables: &comparables,
            rates: FeatureRates::NONE,
            list_price: None,
            repairs: None,
        }
        .compute();
        let c = MarketAnalysisContent::new(
            &result,
            &no_area,
            &FeatureRates::NONE,
            paragraph(&result),
            Generator::Estimator,
        );
        assert_eq!(c.outcome, AnalysisOutcome::InsufficientData);
        assert_eq!(
            c.missing,
            vec!["Add the subject's square footage to get an indicated value.".to_owned()]
        );
        assert_eq!(c.missing_message(), c.narrative);
        assert_eq!(c.comparables.len(), 1);
        assert_eq!(c.value_range, None);
        assert_eq!(c.condition_sentence, None);
    }
}
