//! Money as integer cents.

use std::fmt;

use serde::{Deserialize, Serialize};
use std::ops::{Add, AddAssign, Sub};
use thiserror::Error;

/// An amount of US money in cents. Arithmetic saturates rather than overflowing.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Cents(pub i64);

impl Cents {
    pub const ZERO: Cents = Cents(0);

    pub fn from_dollars(d: f64) -> Option<Self> {
        if !d.is_finite() || d.abs() > 1e13 {
            return None;
        }
        Some(Self((d * 100.0).round() as i64))
    }

    pub fn dollars(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// Scales by a non-negative factor, rounding to the nearest cent.
    pub fn scale(self, factor: f64) -> Self {
        Self((self.0 as f64 * factor.max(0.0)).round() as i64)
    }

    /// Rounds to the nearest `step` cents (e.g. 1_000 for $10), for presenting estimates
    /// without false precision.
    pub fn round_to(self, step: i64) -> Self {
        if step <= 1 {
            return self;
        }
        Self(((self.0 as f64 / step as f64).round() as i64).saturating_mul(step))
    }
}

impl Add for Cents {
    type Output = Cents;
    fn add(self, rhs: Self) -> Self {
        Self(self.0.saturating_add(rhs.0))
    }
}

impl AddAssign for Cents {
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl Sub for Cents {
    type Output = Cents;
    fn sub(self, rhs: Self) -> Self {
        Self(self.0.saturating_sub(rhs.0))
    }
}

impl std::iter::Sum for Cents {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Cents::ZERO, Add::add)
    }
}

/// "$12,345" for whole dollars, "$12,345.67" otherwise.
impl fmt::Display for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let neg = self.0 < 0;
        let abs = self.0.unsigned_abs();
        let (dollars, cents) = (abs / 100, abs % 100);
        let digits = dollars.to_string();
        let mut grouped = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                grouped.push(',');
            }
            grouped.push(ch);
        }
        let sign = if neg { "-" } else { "" };
        if cents == 0 {
            write!(f, "{sign}${grouped}")
        } else {
            write!(f, "{sign}${grouped}.{cents:02}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_dollars() {
        assert_eq!(Cents(0).to_string(), "$0");
        assert_eq!(Cents(123_456_700).to_string(), "$1,234,567");
        assert_eq!(Cents(199).to_string(), "$1.99");
        assert_eq!(Cents(-50_000).to_string(), "-$500");
    }

    #[test]
    fn converts_and_scales() {
        assert_eq!(Cents::from_dollars(4.99), Some(Cents(499)));
        assert_eq!(Cents::from_dollars(f64::NAN), None);
        assert_eq!(Cents(10_000).scale(1.12581), Cents(11_258));
        assert_eq!(Cents(1_234_567).round_to(10_000), Cents(1_230_000));
        assert_eq!(Cents(i64::MAX) + Cents(1), Cents(i64::MAX));
    }
}

/// A property's asking price: a positive amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListPrice(Cents);

#[derive(Debug, Error, PartialEq, Eq)]
#[error("list price must be a positive amount")]
pub struct InvalidListPrice;

impl ListPrice {
    /// Upper bound well above any house ($10 billion), to refuse typos and overflow.
    const MAX: Cents = Cents(1_000_000_000_000);

    pub fn from_cents(c: Cents) -> Result<Self, InvalidListPrice> {
        if c > Cents::ZERO && c <= Self::MAX {
            Ok(Self(c))
        } else {
            Err(InvalidListPrice)
        }
    }

    /// Accepts what agents type: "525000", "$525,000", "525,000.00".
    pub fn parse(raw: &str) -> Result<Self, InvalidListPrice> {
        let cleaned: String = raw
            .trim()
            .chars()
            .filter(|c| *c != ',' && *c != '$' && !c.is_whitespace())
            .collect();
        let dollars: f64 = cleaned.parse().map_err(|_| InvalidListPrice)?;
        Self::from_cents(Cents::from_dollars(dollars).ok_or(InvalidListPrice)?)
    }

    pub fn cents(self) -> Cents {
        self.0
    }
}
