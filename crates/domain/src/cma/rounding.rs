//! Integer rounding for money. Every figure is computed in whole cents with 128-bit
//! intermediates, so nothing drifts the way floating point would.

use crate::money::Cents;

/// `numerator / denominator`, rounded half away from zero. `denominator` must be positive.
pub(crate) fn div_round(numerator: i128, denominator: i128) -> i128 {
    debug_assert!(denominator > 0);
    let quotient = numerator / denominator;
    let remainder = numerator % denominator;
    if remainder.abs() * 2 >= denominator {
        quotient + numerator.signum()
    } else {
        quotient
    }
}

/// Clamps a wide intermediate back into [`Cents`], saturating like `Cents` arithmetic does.
pub(crate) fn cents(value: i128) -> Cents {
    Cents(i64::try_from(value).unwrap_or(if value < 0 { i64::MIN } else { i64::MAX }))
}

/// The amount rounded half away from zero to whole dollars: how every amount is displayed
/// ($12.50 shows as $13, -$12.50 as -$13).
pub fn round_to_whole_dollars(amount: Cents) -> Cents {
    cents(div_round(i128::from(amount.0), 100) * 100)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn rounds_half_away_from_zero() {
        assert_eq!(div_round(5, 2), 3);
        assert_eq!(div_round(-5, 2), -3);
        assert_eq!(div_round(4, 3), 1);
        assert_eq!(div_round(-4, 3), -1);
        assert_eq!(div_round(5, 3), 2);
        assert_eq!(div_round(0, 7), 0);
    }

    #[test]
    fn whole_dollars_round_half_away_from_zero() {
        assert_eq!(round_to_whole_dollars(Cents(52_500_049)), Cents(52_500_000));
        assert_eq!(round_to_whole_dollars(Cents(52_500_050)), Cents(52_500_100));
        assert_eq!(round_to_whole_dollars(Cents(-150)), Cents(-200));
        assert_eq!(round_to_whole_dollars(Cents(-149)), Cents(-100));
        assert_eq!(cents(i128::MAX), Cents(i64::MAX));
        assert_eq!(cents(i128::MIN), Cents(i64::MIN));
    }

    proptest! {
        #[test]
        fn whole_dollars_are_the_nearest_dollar(c in -1_000_000_000_000i64..1_000_000_000_000) {
            let rounded = round_to_whole_dollars(Cents(c)).0;
            prop_assert_eq!(rounded % 100, 0);
            prop_assert!((rounded - c).abs() <= 50);
        }
    }
}
