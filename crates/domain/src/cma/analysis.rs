//! The analysis itself: adjusted prices per square foot, the value they indicate for the
//! subject, where the list price sits, and what the needed repairs do to that picture.
//!
//! Rounding: adjusted prices and prices per square foot are kept to the cent (half away from
//! zero); indicated values are the rounded price per square foot times the subject's square
//! feet, so anyone can redo them from the figures shown. Displays round to whole dollars, half
//! away from zero ([`super::round_to_whole_dollars`]).

use std::fmt;

use super::adjust::{AdjustedComparable, FeatureRates};
use super::comparable::{Comparable, HomeFacts};
use super::rounding::{cents, div_round};
use super::values::SquareFeet;
use crate::money::Cents;
use crate::money::ListPrice;
use crate::work::Totals;

/// Everything an analysis needs. All comparables count whatever their status (the agent chose
/// them); the narrative says how many were sold, active and pending.
#[derive(Debug, Clone, Copy)]
pub struct MarketAnalysis<'a> {
    pub subject: HomeFacts,
    pub comparables: &'a [Comparable],
    /// Per-feature rates; [`FeatureRates::NONE`] for a simple ±% CMA.
    pub rates: FeatureRates,
    pub list_price: Option<ListPrice>,
    /// The report's repair totals (typical and high are used), when repairs were priced.
    pub repairs: Option<Totals>,
}

/// An analysis: figures when there is enough data, or what is missing.
#[derive(Debug, Clone, PartialEq)]
pub enum MarketAnalysisResult {
    Complete(CompleteAnalysis),
    InsufficientData(InsufficientData),
}

/// Low, median, average and high of the comparables' adjusted prices per square foot, in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PricePerSquareFoot {
    pub low: Cents,
    /// The middle value; for an even count, the mean of the two middle values (half a cent
    /// rounds away from zero).
    pub median: Cents,
    pub average: Cents,
    pub high: Cents,
    /// How many comparables these figures come from.
    pub count: usize,
}

/// The subject's indicated market value: the lowest and highest adjusted price per square foot
/// times its square feet, and the point value at the median.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueRange {
    pub low: Cents,
    pub point: Cents,
    pub high: Cents,
}

/// Where one amount sits against a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangePosition {
    Below,
    Within,
    Above,
}

/// A signed percentage kept in basis points (hundredths of a percent).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Percentage(i64);

/// How one amount compares with another, allowing for the imprecision of a market value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Comparison {
    Above,
    /// Less than 1% either way.
    AboutTheSame,
    Below,
}

impl Percentage {
    /// How far `amount` is above (positive) or below `reference`, as a share of `reference`,
    /// rounded half away from zero to the basis point. `None` unless `reference` is positive.
    pub fn difference(amount: Cents, reference: Cents) -> Option<Self> {
        (reference > Cents::ZERO).then(|| {
            let bp = div_round(
                (i128::from(amount.0) - i128::from(reference.0)) * 10_000,
                i128::from(reference.0),
            );
            Self(i64::try_from(bp).unwrap_or(if bp < 0 { i64::MIN } else { i64::MAX }))
        })
    }

    pub fn basis_points(self) -> i64 {
        self.0
    }

    /// The size of the difference in whole percent, rounded half away from zero (3.5% is 4).
    pub fn whole_percent(self) -> i64 {
        i64::try_from(div_round(i128::from(self.0).abs(), 100)).unwrap_or(i64::MAX)
    }

    /// Above or below when the difference is at least 1% either way.
    pub fn comparison(self) -> Comparison {
        match self.0 {
            bp if bp >= 100 => Comparison::Above,
            bp if bp <= -100 => Comparison::Below,
            _ => Comparison::AboutTheSame,
        }
    }
}

impl fmt::Display for Percentage {
    /// "+3.92%", "-0.50%".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "+" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}%", abs / 100, abs % 100)
    }
}

/// Where the list price sits against the indicated value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListPriceComparison {
    pub list_price: Cents,
    pub position: RangePosition,
    /// List price minus the point value.
    pub difference: Cents,
    /// (list price − point value) / point value.
    pub versus_point: Percentage,
}

/// The market value once the needed repairs are counted: the point value minus the repairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConditionAdjustedValue {
    pub repairs: Totals,
    /// Point value minus the typical repair total.
    pub after_typical_repairs: Cents,
    /// Point value minus the high repair total.
    pub after_high_repairs: Cents,
    /// Set when there is a list price.
    pub versus_list: Option<ConditionComparison>,
}

/// The list price against the condition-adjusted value.
///
/// The headline percentage is (list price − (point value − typical repairs)) / (point value −
/// typical repairs): how far the asking price is above or below what comparable homes indicate
/// for this one once the typical cost of its repairs is taken off. The same figure with the high
/// repair total is given for the cautious end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConditionComparison {
    pub list_price: Cents,
    /// `None` when the typical repairs reach or exceed the point value.
    pub versus_after_typical: Option<Percentage>,
    /// `None` when the high repairs reach or exceed the point value.
    pub versus_after_high: Option<Percentage>,
}

/// A complete analysis. `comparables` are in the order given.
#[derive(Debug, Clone, PartialEq)]
pub struct CompleteAnalysis {
    pub subject_square_feet: SquareFeet,
    pub comparables: Vec<AdjustedComparable>,
    pub price_per_square_foot: PricePerSquareFoot,
    pub value: ValueRange,
    pub list_price: Option<ListPriceComparison>,
    /// Set when repairs with a cost were given.
    pub condition: Option<ConditionAdjustedValue>,
}

/// What an analysis needs before it can indicate a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MissingData {
    Comparables,
    SubjectSquareFeet,
    ComparableSquareFeet,
    /// Every comparable with square feet was adjusted to a price of zero or less.
    PositiveAdjustedPrice,
}

impl MissingData {
    /// What the agent can do about it.
    pub fn sentence(self) -> &'static str {
        match self {
            Self::Comparables => {
                "Add at least one comparable sale or listing to get an indicated value."
            }
            Self::SubjectSquareFeet => {
                "Add the subject's square footage to get an indicated value."
            }
            Self::ComparableSquareFeet => {
                "Add the square footage of at least one comparable to get an indicated value."
            }
            Self::PositiveAdjustedPrice => {
                "Every comparable's adjustments bring its price to zero or below; review the \
                 adjustments to get an indicated value."
            }
        }
    }
}

/// Not enough data for an indicated value; whatever could be worked out is still given, so the
/// comparables can be shown with their adjustments.
#[derive(Debug, Clone, PartialEq)]
pub struct InsufficientData {
    pub missing: Vec<MissingData>,
    pub comparables: Vec<AdjustedComparable>,
    pub price_per_square_foot: Option<PricePerSquareFoot>,
}

impl InsufficientData {
    /// The sentences saying what is missing, in one line.
    pub fn message(&self) -> String {
        self.missing
            .iter()
            .map(|m| m.sentence())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl MarketAnalysis<'_> {
    pub fn compute(&self) -> MarketAnalysisResult {
        let comparables: Vec<AdjustedComparable> = self
            .comparables
            .iter()
            .map(|c| AdjustedComparable::compute(&self.subject, c, &self.rates))
            .collect();
        let per_square_foot: Vec<Cents> = comparables
            .iter()
            .filter_map(|c| c.price_per_square_foot)
            .collect();
        let stats = PricePerSquareFoot::of(&per_square_foot);

        let mut missing = Vec::new();
        if comparables.is_empty() {
            missing.push(MissingData::Comparables);
        }
        if self.subject.square_feet.is_none() {
            missing.push(MissingData::SubjectSquareFeet);
        }
        if !comparables.is_empty() && stats.is_none() {
            let any_area = comparables
                .iter()
                .any(|c| c.comparable.square_feet().is_some());
            missing.push(if any_area {
                MissingData::PositiveAdjustedPrice
            } else {
                MissingData::ComparableSquareFeet
            });
        }
        let (Some(area), Some(stats), true) = (self.subject.square_feet, stats, missing.is_empty())
        else {
            return MarketAnalysisResult::InsufficientData(InsufficientData {
                missing,
                comparables,
                price_per_square_foot: stats,
            });
        };

        let times_area = |per: Cents| cents(i128::from(per.0) * i128::from(area.get()));
        let value = ValueRange {
            low: times_area(stats.low),
            point: times_area(stats.median),
            high: times_area(stats.high),
        };
        let list_price = self.list_price.map(|lp| value.compare(lp.cents()));
        let condition = self
            .repairs
            .filter(|r| r.cost.typical > Cents::ZERO || r.cost.high > Cents::ZERO)
            .map(|repairs| ConditionAdjustedValue::of(value.point, repairs, self.list_price));
        MarketAnalysisResult::Complete(CompleteAnalysis {
            subject_square_feet: area,
            comparables,
            price_per_square_foot: stats,
            value,
            list_price,
            condition,
        })
    }
}

impl PricePerSquareFoot {
    /// The figures of a list of prices per square foot; `None` for an empty list.
    pub fn of(values: &[Cents]) -> Option<Self> {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        let (&low, &high) = (sorted.first()?, sorted.last()?);
        let n = sorted.len();
        let median = if n % 2 == 1 {
            sorted[n / 2]
        } else {
            cents(div_round(
                i128::from(sorted[n / 2 - 1].0) + i128::from(sorted[n / 2].0),
                2,
            ))
        };
        let sum: i128 = sorted.iter().map(|c| i128::from(c.0)).sum();
        Some(Self {
            low,
            median,
            average: cents(div_round(sum, n as i128)),
            high,
            count: n,
        })
    }
}

impl ValueRange {
    /// Where `amount` sits in this range, and how it compares with the point value.
    pub fn compare(&self, amount: Cents) -> ListPriceComparison {
        let position = if amount < self.low {
            RangePosition::Below
        } else if amount > self.high {
            RangePosition::Above
        } else {
            RangePosition::Within
        };
        ListPriceComparison {
            list_price: amount,
            position,
            difference: amount - self.point,
            // The point value is positive: it is a positive price per square foot times a
            // positive area.
            versus_point: Percentage::difference(amount, self.point).unwrap_or(Percentage(0)),
        }
    }
}

impl ConditionAdjustedValue {
    fn of(point: Cents, repairs: Totals, list_price: Option<ListPrice>) -> Self {
        let after_typical_repairs = point - repairs.cost.typical;
        let after_high_repairs = point - repairs.cost.high;
        Self {
            repairs,
            after_typical_repairs,
            after_high_repairs,
            versus_list: list_price.map(|lp| ConditionComparison {
                list_price: lp.cents(),
                versus_after_typical: Percentage::difference(lp.cents(), after_typical_repairs),
                versus_after_high: Percentage::difference(lp.cents(), after_high_repairs),
            }),
        }
    }
}
