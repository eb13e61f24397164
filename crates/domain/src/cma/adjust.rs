//! Adjusting a comparable's price toward the subject, the two ways agents know: per-feature
//! dollar amounts (the appraisal grid) and a simple ±% judgement (RPR's "simple CMA").
//!
//! Order: the feature adjustments are applied to the price first, then the ±% applies to that
//! feature-adjusted price.

use thiserror::Error;

use super::comparable::{Comparable, HomeFacts};
use super::rounding::{cents, div_round};
use super::values::FieldProblem;
use crate::money::Cents;

/// Which per-feature rate a problem is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FeatureRate {
    Bedroom,
    Bathroom,
    SquareFoot,
    YearOfAge,
}

impl FeatureRate {
    pub fn label(self) -> &'static str {
        match self {
            Self::Bedroom => "Per bedroom",
            Self::Bathroom => "Per bathroom",
            Self::SquareFoot => "Per square foot",
            Self::YearOfAge => "Per year of age",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{} {problem}", .rate.label())]
pub struct InvalidFeatureRate {
    pub rate: FeatureRate,
    pub problem: FieldProblem,
}

/// The dollar value of one unit of difference per feature, used to adjust each comparable's
/// price toward the subject: adjusted = price + (subject − comparable) × rate for each feature.
/// A comparable with one bedroom fewer than the subject gains one bedroom's value; one built ten
/// years earlier gains ten years' value. A feature missing on either side is not adjusted.
///
/// The [`Default`] rates are starting points the agent can change to suit their market:
/// $10,000 per bedroom, $7,500 per bathroom (half of it per half bath), $50 per square foot of
/// living-area difference and $1,000 per year of age difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureRates {
    per_bedroom: Cents,
    per_bathroom: Cents,
    per_square_foot: Cents,
    per_year_of_age: Cents,
}

impl FeatureRates {
    /// The defaults the agent starts from (see the type's documentation).
    pub const DEFAULT: Self = Self {
        per_bedroom: Cents(1_000_000),
        per_bathroom: Cents(750_000),
        per_square_foot: Cents(5_000),
        per_year_of_age: Cents(100_000),
    };

    /// No feature adjustments: a simple CMA that relies on the ±% adjustments alone.
    pub const NONE: Self = Self {
        per_bedroom: Cents::ZERO,
        per_bathroom: Cents::ZERO,
        per_square_foot: Cents::ZERO,
        per_year_of_age: Cents::ZERO,
    };

    /// The most any one rate may be, to refuse typos ($1,000,000).
    pub const MAX_RATE: Cents = Cents(100_000_000);

    /// Rates the agent chose. Each is zero (that feature is not adjusted) or more, up to
    /// [`Self::MAX_RATE`].
    pub fn new(
        per_bedroom: Cents,
        per_bathroom: Cents,
        per_square_foot: Cents,
        per_year_of_age: Cents,
    ) -> Result<Self, InvalidFeatureRate> {
        for (rate, value) in [
            (FeatureRate::Bedroom, per_bedroom),
            (FeatureRate::Bathroom, per_bathroom),
            (FeatureRate::SquareFoot, per_square_foot),
            (FeatureRate::YearOfAge, per_year_of_age),
        ] {
            let problem = if value < Cents::ZERO {
                FieldProblem::Negative
            } else if value > Self::MAX_RATE {
                FieldProblem::TooLarge {
                    max: Self::MAX_RATE.to_string(),
                }
            } else {
                continue;
            };
            return Err(InvalidFeatureRate { rate, problem });
        }
        Ok(Self {
            per_bedroom,
            per_bathroom,
            per_square_foot,
            per_year_of_age,
        })
    }

    pub fn per_bedroom(&self) -> Cents {
        self.per_bedroom
    }

    pub fn per_bathroom(&self) -> Cents {
        self.per_bathroom
    }

    pub fn per_square_foot(&self) -> Cents {
        self.per_square_foot
    }

    pub fn per_year_of_age(&self) -> Cents {
        self.per_year_of_age
    }
}

impl Default for FeatureRates {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// The feature adjustments made to one comparable. `None` means that feature was not adjusted
/// because the subject or the comparable lacks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FeatureAdjustments {
    pub bedrooms: Option<Cents>,
    pub bathrooms: Option<Cents>,
    pub square_feet: Option<Cents>,
    pub age: Option<Cents>,
}

impl FeatureAdjustments {
    pub fn total(&self) -> Cents {
        [self.bedrooms, self.bathrooms, self.square_feet, self.age]
            .into_iter()
            .flatten()
            .sum()
    }
}

/// A comparable with its adjustments worked out.
#[derive(Debug, Clone, PartialEq)]
pub struct AdjustedComparable {
    pub comparable: Comparable,
    pub features: FeatureAdjustments,
    /// The price after the feature adjustments, before the ±%.
    pub feature_adjusted_price: Cents,
    /// What the ±% adjustment added (or took away), rounded half away from zero to the cent.
    pub percent_amount: Cents,
    /// The price after every adjustment.
    pub adjusted_price: Cents,
    /// The adjusted price per square foot of the comparable's living area, rounded half away
    /// from zero to the cent. `None` when its area is unknown or its adjusted price is not
    /// positive; such a comparable does not count toward the price-per-square-foot figures.
    pub price_per_square_foot: Option<Cents>,
}

impl AdjustedComparable {
    /// Adjusts `comparable` toward `subject`: feature adjustments first, then its ±%.
    pub fn compute(subject: &HomeFacts, comparable: &Comparable, rates: &FeatureRates) -> Self {
        let times = |difference: i128, rate: Cents| cents(difference * i128::from(rate.0));
        let features = FeatureAdjustments {
            bedrooms: subject
                .bedrooms
                .zip(comparable.bedrooms())
                .map(|(s, c)| times(i128::from(s.get()) - i128::from(c.get()), rates.per_bedroom)),
            // Counted in halves: a half bath is worth half the per-bathroom rate.
            bathrooms: subject.bathrooms.zip(comparable.bathrooms()).map(|(s, c)| {
                let halves = i128::from(s.halves()) - i128::from(c.halves());
                cents(div_round(halves * i128::from(rates.per_bathroom.0), 2))
            }),
            square_feet: subject
                .square_feet
                .zip(comparable.square_feet())
                .map(|(s, c)| {
                    times(
                        i128::from(s.get()) - i128::from(c.get()),
                        rates.per_square_foot,
                    )
                }),
            // A comparable built earlier than the subject is older, so it gains value.
            age: subject
                .year_built
                .zip(comparable.year_built())
                .map(|(s, c)| {
                    times(
                        i128::from(s.get()) - i128::from(c.get()),
                        rates.per_year_of_age,
                    )
                }),
        };
        let feature_adjusted_price = comparable.price() + features.total();
        let percent_amount = comparable.percent_adjustment().of(feature_adjusted_price);
        let adjusted_price = feature_adjusted_price + percent_amount;
        let price_per_square_foot = comparable
            .square_feet()
            .filter(|_| adjusted_price > Cents::ZERO)
            .map(|area| {
                cents(div_round(
                    i128::from(adjusted_price.0),
                    i128::from(area.get()),
                ))
            });
        Self {
            comparable: comparable.clone(),
            features,
            feature_adjusted_price,
            percent_amount,
            adjusted_price,
            price_per_square_foot,
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::cma::comparable::{ComparableFields, ComparableStatus};
    use crate::cma::values::{Bathrooms, Bedrooms, SquareFeet, YearBuilt};

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
    }

    fn comparable(fields: ComparableFields) -> Comparable {
        Comparable::new(
            ComparableFields {
                address: Some("1 Main St".into()),
                status: Some(ComparableStatus::Sold),
                date: Some(today()),
                ..fields
            },
            today(),
        )
        .unwrap()
    }

    fn subject() -> HomeFacts {
        HomeFacts {
            square_feet: Some(SquareFeet::new(1_700).unwrap()),
            bedrooms: Some(Bedrooms::new(3).unwrap()),
            bathrooms: Some(Bathrooms::from_count(2.5).unwrap()),
            year_built: Some(YearBuilt::new(2005, today()).unwrap()),
            lot_size: None,
        }
    }

    #[test]
    fn feature_adjustments_move_the_comparable_toward_the_subject() {
        // Subject: 1,700 sq ft, 3 beds, 2.5 baths, built 2005. Default rates.
        // Comparable: $505,000, 1,600 sq ft, 2 beds, 2 baths, built 1995, +5%.
        //   bedrooms   (3 - 2) × $10,000          = +$10,000
        //   bathrooms  (5 - 4) halves × $7,500 / 2 = +$3,750
        //   area       (1,700 - 1,600) × $50       = +$5,000
        //   age        (2005 - 1995) × $1,000      = +$10,000
        //   features total +$28,750 → $533,750
        //   +5% of $533,750 = +$26,687.50 → $560,437.50
        //   per sq ft $560,437.50 / 1,600 = $350.2734… → $350.27
        let c = comparable(ComparableFields {
            price: Some(Cents(50_500_000)),
            square_feet: Some(1_600),
            bedrooms: Some(2),
            bathrooms: Some(2.0),
            year_built: Some(1995),
            percent_adjustment: 5,
            ..ComparableFields::default()
        });
        let a = AdjustedComparable::compute(&subject(), &c, &FeatureRates::DEFAULT);
        assert_eq!(
            a.features,
            FeatureAdjustments {
                bedrooms: Some(Cents(1_000_000)),
                bathrooms: Some(Cents(375_000)),
                square_feet: Some(Cents(500_000)),
                age: Some(Cents(1_000_000)),
            }
        );
        assert_eq!(a.feature_adjusted_price, Cents(53_375_000));
        assert_eq!(a.percent_amount, Cents(2_668_750));
        assert_eq!(a.adjusted_price, Cents(56_043_750));
        assert_eq!(a.price_per_square_foot, Some(Cents(35_027)));
    }

    #[test]
    fn a_better_comparable_is_adjusted_down_and_missing_features_are_not_adjusted() {
        // Comparable: $550,000, 1,850 sq ft, 4 beds, baths unknown, built 2010.
        //   bedrooms (3 - 4) × $10,000 = -$10,000; area (1,700 - 1,850) × $50 = -$7,500;
        //   age (2005 - 2010) × $1,000 = -$5,000; bathrooms not adjusted → $527,500.
        let c = comparable(ComparableFields {
            price: Some(Cents(55_000_000)),
            square_feet: Some(1_850),
            bedrooms: Some(4),
            year_built: Some(2010),
            ..ComparableFields::default()
        });
        let a = AdjustedComparable::compute(&subject(), &c, &FeatureRates::DEFAULT);
        assert_eq!(a.features.bathrooms, None);
        assert_eq!(a.features.total(), Cents(-2_250_000));
        assert_eq!(a.adjusted_price, Cents(52_750_000));

        // Nothing known about the subject: nothing adjusted, whatever the rates.
        let bare = AdjustedComparable::compute(&HomeFacts::default(), &c, &FeatureRates::DEFAULT);
        assert_eq!(bare.features, FeatureAdjustments::default());
        assert_eq!(bare.adjusted_price, Cents(55_000_000));
    }

    #[test]
    fn half_cents_round_away_from_zero() {
        // A $7,500.01 bathroom rate on one half bath fewer: $3,750.005 → $3,750.01.
        let rates =
            FeatureRates::new(Cents::ZERO, Cents(750_001), Cents::ZERO, Cents::ZERO).unwrap();
        let c = comparable(ComparableFields {
            price: Some(Cents(10_000_000)),
            bathrooms: Some(2.0),
            ..ComparableFields::default()
        });
        let a = AdjustedComparable::compute(&subject(), &c, &rates);
        assert_eq!(a.features.bathrooms, Some(Cents(375_001)));
        // -5% of $100,000.10 is -$5,000.005 → -$5,000.01.
        let c = comparable(ComparableFields {
            price: Some(Cents(10_000_010)),
            percent_adjustment: -5,
            ..ComparableFields::default()
        });
        let a = AdjustedComparable::compute(&subject(), &c, &FeatureRates::NONE);
        assert_eq!(a.percent_amount, Cents(-500_001));
        assert_eq!(a.adjusted_price, Cents(9_500_009));
        assert_eq!(a.price_per_square_foot, None);
    }

    #[test]
    fn rates_are_zero_or_more() {
        assert_eq!(FeatureRates::default(), FeatureRates::DEFAULT);
        assert_eq!(FeatureRates::DEFAULT.per_square_foot(), Cents(5_000));
        let err = FeatureRates::new(Cents(1), Cents(-1), Cents(1), Cents(1)).unwrap_err();
        assert_eq!(err.rate, FeatureRate::Bathroom);
        assert_eq!(err.to_string(), "Per bathroom must not be negative");
        assert!(FeatureRates::new(Cents(100_000_001), Cents(0), Cents(0), Cents(0)).is_err());
    }

    #[test]
    fn an_adjusted_price_of_zero_or_less_has_no_price_per_square_foot() {
        // $60,000 for 4,000 sq ft against a 1,700 sq ft subject: -2,300 × $50 = -$115,000.
        let c = comparable(ComparableFields {
            price: Some(Cents(6_000_000)),
            square_feet: Some(4_000),
            ..ComparableFields::default()
        });
        let a = AdjustedComparable::compute(&subject(), &c, &FeatureRates::DEFAULT);
        assert_eq!(a.adjusted_price, Cents(-5_500_000));
        assert_eq!(a.price_per_square_foot, None);
    }
}
