//! The measured facts of a home (area, rooms, age, lot, distance), each a value that can only
//! hold something sensible, and the one list of reasons a value is refused.

use std::fmt;

use chrono::{Datelike, NaiveDate};
use thiserror::Error;

use super::rounding::{cents, div_round};
use crate::money::Cents;

/// Why a value given for a comparable (or the subject) was refused. The messages complete a
/// sentence that starts with the field's name: "Price must be more than zero".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FieldProblem {
    #[error("is required")]
    Missing,
    #[error("{value:?} is not {expected}")]
    Unreadable {
        value: String,
        expected: &'static str,
    },
    #[error("must be more than zero")]
    NotPositive,
    #[error("must not be negative")]
    Negative,
    #[error("must be at most {max}")]
    TooLarge { max: String },
    #[error("must be between {min} and {max}")]
    OutOfRange { min: String, max: String },
    #[error("must be a whole or half number, such as 2 or 2.5")]
    NotWholeOrHalf,
    #[error("must not be in the future (today is {today})")]
    InTheFuture { today: NaiveDate },
    #[error("must be at most {max} characters")]
    TooLong { max: usize },
    #[error("contains characters that are not allowed")]
    ControlCharacters,
    #[error("must be a multiple of 5%")]
    NotAFivePercentStep,
    #[error("must be between -20% and +20%")]
    BeyondTwentyPercent,
}

/// Living area in square feet: a whole number from 1 to 100,000.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SquareFeet(u32);

impl SquareFeet {
    pub const MAX: u32 = 100_000;

    pub fn new(value: i64) -> Result<Self, FieldProblem> {
        match value {
            ..=0 => Err(FieldProblem::NotPositive),
            v if v > i64::from(Self::MAX) => Err(FieldProblem::TooLarge {
                max: "100,000".into(),
            }),
            v => Ok(Self(v as u32)),
        }
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for SquareFeet {
    /// "1,850 sq ft".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} sq ft", group_thousands(u64::from(self.0)))
    }
}

/// A count of bedrooms, 0 (a studio) to 50.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bedrooms(u8);

impl Bedrooms {
    pub const MAX: u8 = 50;

    pub fn new(value: i64) -> Result<Self, FieldProblem> {
        match value {
            ..0 => Err(FieldProblem::Negative),
            v if v > i64::from(Self::MAX) => Err(FieldProblem::OutOfRange {
                min: "0".into(),
                max: Self::MAX.to_string(),
            }),
            v => Ok(Self(v as u8)),
        }
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

/// Bathrooms counted the way listings do, in halves: 2.5 is two full baths and a half bath.
/// Kept as a number of halves so arithmetic stays exact. From 0 to 50.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bathrooms(u8);

impl Bathrooms {
    const MAX_HALVES: u8 = 100;

    /// A count such as 2 or 2.5. Quarter counts (1.75) and MLS "full.half" notation (2.1) are
    /// refused rather than guessed at.
    pub fn from_count(count: f64) -> Result<Self, FieldProblem> {
        if !count.is_finite() {
            return Err(FieldProblem::NotWholeOrHalf);
        }
        if count < 0.0 {
            return Err(FieldProblem::Negative);
        }
        let halves = count * 2.0;
        if (halves - halves.round()).abs() > 1e-9 {
            return Err(FieldProblem::NotWholeOrHalf);
        }
        Self::from_halves(halves.round() as i64)
    }

    /// Full baths plus half baths (each half bath counts as one half).
    pub fn from_full_and_half(full: i64, half: i64) -> Result<Self, FieldProblem> {
        if full < 0 || half < 0 {
            return Err(FieldProblem::Negative);
        }
        Self::from_halves(full.saturating_mul(2).saturating_add(half))
    }

    fn from_halves(halves: i64) -> Result<Self, FieldProblem> {
        if halves > i64::from(Self::MAX_HALVES) {
            return Err(FieldProblem::OutOfRange {
                min: "0".into(),
                max: "50".into(),
            });
        }
        Ok(Self(halves as u8))
    }

    /// The count in halves (2.5 baths is 5).
    pub fn halves(self) -> u8 {
        self.0
    }

    pub fn count(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl fmt::Display for Bathrooms {
    /// "2" or "2.5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

/// The year a home was built: from 1600 to next year (new construction is sold before it is
/// finished).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct YearBuilt(u16);

impl YearBuilt {
    pub const EARLIEST: u16 = 1600;

    pub fn new(year: i64, today: NaiveDate) -> Result<Self, FieldProblem> {
        let latest = i64::from(today.year()) + 1;
        if year < i64::from(Self::EARLIEST) || year > latest {
            return Err(FieldProblem::OutOfRange {
                min: Self::EARLIEST.to_string(),
                max: latest.to_string(),
            });
        }
        Ok(Self(year as u16))
    }

    pub fn get(self) -> u16 {
        self.0
    }
}

/// A lot's size, in acres (as most MLS exports give it; 0.25 acres is 10,890 sq ft). More than
/// zero and at most 100,000 acres.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct LotSize(f64);

impl LotSize {
    pub const SQUARE_FEET_PER_ACRE: f64 = 43_560.0;
    const MAX_ACRES: f64 = 100_000.0;

    pub fn from_acres(acres: f64) -> Result<Self, FieldProblem> {
        if !acres.is_finite() || acres <= 0.0 {
            return Err(FieldProblem::NotPositive);
        }
        if acres > Self::MAX_ACRES {
            return Err(FieldProblem::TooLarge {
                max: "100,000 acres".into(),
            });
        }
        Ok(Self(acres))
    }

    pub fn from_square_feet(square_feet: f64) -> Result<Self, FieldProblem> {
        Self::from_acres(square_feet / Self::SQUARE_FEET_PER_ACRE)
    }

    pub fn acres(self) -> f64 {
        self.0
    }

    pub fn square_feet(self) -> f64 {
        self.0 * Self::SQUARE_FEET_PER_ACRE
    }
}

/// How far a comparable is from the subject, in miles, kept to the hundredth of a mile.
/// From 0 to 500 miles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Distance(u32);

impl Distance {
    const MAX_MILES: f64 = 500.0;

    pub fn from_miles(miles: f64) -> Result<Self, FieldProblem> {
        if !miles.is_finite() {
            return Err(FieldProblem::Unreadable {
                value: miles.to_string(),
                expected: "a distance in miles",
            });
        }
        if miles < 0.0 {
            return Err(FieldProblem::Negative);
        }
        if miles > Self::MAX_MILES {
            return Err(FieldProblem::TooLarge {
                max: "500 miles".into(),
            });
        }
        Ok(Self((miles * 100.0).round() as u32))
    }

    /// The distance in hundredths of a mile.
    pub fn hundredths_of_a_mile(self) -> u32 {
        self.0
    }

    pub fn miles(self) -> f64 {
        f64::from(self.0) / 100.0
    }
}

impl fmt::Display for Distance {
    /// "0.4 mi", "1.25 mi", "3 mi".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, hundredths) = (self.0 / 100, self.0 % 100);
        match hundredths {
            0 => write!(f, "{whole} mi"),
            h if h % 10 == 0 => write!(f, "{whole}.{} mi", h / 10),
            h => write!(f, "{whole}.{h:02} mi"),
        }
    }
}

/// "1234567" as "1,234,567".
pub(crate) fn group_thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_adjustments_come_in_five_percent_steps_up_to_twenty() {
        for ok in [-20, -15, -10, -5, 0, 5, 10, 15, 20] {
            assert_eq!(PercentAdjustment::new(ok).unwrap().percent(), ok);
        }
        for step in [1, -3, 7, 12, 19] {
            assert_eq!(
                PercentAdjustment::new(step),
                Err(FieldProblem::NotAFivePercentStep)
            );
        }
        for beyond in [21, 25, -25, 100, i64::MIN] {
            assert_eq!(
                PercentAdjustment::new(beyond),
                Err(FieldProblem::BeyondTwentyPercent)
            );
        }
        assert_eq!(PercentAdjustment::new(5).unwrap().to_string(), "+5%");
        assert_eq!(PercentAdjustment::new(-10).unwrap().to_string(), "-10%");
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
    }

    #[test]
    fn square_feet_are_positive_and_bounded() {
        assert_eq!(SquareFeet::new(1_850).unwrap().get(), 1_850);
        assert_eq!(SquareFeet::new(0), Err(FieldProblem::NotPositive));
        assert_eq!(SquareFeet::new(-10), Err(FieldProblem::NotPositive));
        assert!(matches!(
            SquareFeet::new(100_001),
            Err(FieldProblem::TooLarge { .. })
        ));
        assert_eq!(SquareFeet::new(1_850).unwrap().to_string(), "1,850 sq ft");
    }

    #[test]
    fn bathrooms_allow_halves_only() {
        assert_eq!(Bathrooms::from_count(2.5).unwrap().halves(), 5);
        assert_eq!(Bathrooms::from_count(2.5).unwrap().to_string(), "2.5");
        assert_eq!(Bathrooms::from_count(3.0).unwrap().to_string(), "3");
        assert_eq!(
            Bathrooms::from_count(2.1),
            Err(FieldProblem::NotWholeOrHalf)
        );
        assert_eq!(
            Bathrooms::from_count(1.75),
            Err(FieldProblem::NotWholeOrHalf)
        );
        assert_eq!(Bathrooms::from_count(-1.0), Err(FieldProblem::Negative));
        assert_eq!(Bathrooms::from_full_and_half(2, 1).unwrap().count(), 2.5);
        assert!(Bathrooms::from_count(50.5).is_err());
    }

    #[test]
    fn bedrooms_and_years_are_bounded() {
        assert_eq!(Bedrooms::new(0).unwrap().get(), 0);
        assert_eq!(Bedrooms::new(-1), Err(FieldProblem::Negative));
        assert!(Bedrooms::new(51).is_err());
        assert_eq!(YearBuilt::new(2027, today()).unwrap().get(), 2027);
        assert!(YearBuilt::new(2028, today()).is_err());
        assert!(YearBuilt::new(1599, today()).is_err());
    }

    #[test]
    fn lot_sizes_are_acres() {
        let lot = LotSize::from_square_feet(10_890.0).unwrap();
        assert!((lot.acres() - 0.25).abs() < 1e-12);
        assert_eq!(LotSize::from_acres(0.0), Err(FieldProblem::NotPositive));
        assert_eq!(
            LotSize::from_acres(f64::NAN),
            Err(FieldProblem::NotPositive)
        );
    }

    #[test]
    fn distances_are_kept_to_the_hundredth() {
        let d = Distance::from_miles(0.404).unwrap();
        assert_eq!(d.hundredths_of_a_mile(), 40);
        assert_eq!(d.to_string(), "0.4 mi");
        assert_eq!(Distance::from_miles(1.25).unwrap().to_string(), "1.25 mi");
        assert_eq!(Distance::from_miles(3.0).unwrap().to_string(), "3 mi");
        assert_eq!(Distance::from_miles(0.0).unwrap().miles(), 0.0);
        assert_eq!(Distance::from_miles(-0.1), Err(FieldProblem::Negative));
    }
}

/// A simple adjustment of a comparable's price: a whole percent in steps of 5, from -20% to
/// +20%. Positive when the comparable is worse than the subject (its price is raised).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PercentAdjustment(i8);

impl PercentAdjustment {
    pub const NONE: Self = Self(0);
    pub const STEP: i64 = 5;
    pub const LIMIT: i64 = 20;

    pub fn new(percent: i64) -> Result<Self, FieldProblem> {
        if !(-Self::LIMIT..=Self::LIMIT).contains(&percent) {
            Err(FieldProblem::BeyondTwentyPercent)
        } else if percent % Self::STEP != 0 {
            Err(FieldProblem::NotAFivePercentStep)
        } else {
            Ok(Self(percent as i8))
        }
    }

    pub fn percent(self) -> i64 {
        i64::from(self.0)
    }

    /// `amount` times this percent, rounded half away from zero to the cent.
    pub(super) fn of(self, amount: Cents) -> Cents {
        cents(div_round(i128::from(amount.0) * i128::from(self.0), 100))
    }
}

impl fmt::Display for PercentAdjustment {
    /// "+5%", "-10%", "0%".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 > 0 {
            write!(f, "+{}%", self.0)
        } else {
            write!(f, "{}%", self.0)
        }
    }
}
