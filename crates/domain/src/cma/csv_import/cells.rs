//! Reading the values MLS exports write: "$525,000", "3/14/26", "1,850 SF", "0.4 mi".

use chrono::{Datelike, NaiveDate};

use crate::money::Cents;

/// An amount of dollars, exactly: "$525,000", "525000", "525,000.00", "-5". A third decimal
/// rounds half away from zero.
pub(super) fn money(raw: &str) -> Option<Cents> {
    let (mut whole, mut fraction, mut fraction_digits) = (0i64, 0i64, 0u32);
    let (mut negative, mut seen_digit, mut seen_point, mut round_up) = (false, false, false, false);
    for c in raw.trim().chars() {
        match c {
            '$' | ',' | ' ' if !seen_point => {}
            '-' if !seen_digit && !negative => negative = true,
            '.' if !seen_point => seen_point = true,
            '0'..='9' => {
                let digit = i64::from(c as u8 - b'0');
                seen_digit = true;
                if !seen_point {
                    // Past thirteen digits of dollars it cannot be a price; stop before overflow.
                    whole = whole.checked_mul(10)?.checked_add(digit)?;
                    if whole > 9_999_999_999_999 {
                        return None;
                    }
                } else if fraction_digits < 2 {
                    fraction = fraction * 10 + digit;
                    fraction_digits += 1;
                } else if fraction_digits == 2 {
                    round_up = digit >= 5;
                    fraction_digits += 1;
                }
            }
            _ => return None,
        }
    }
    if !seen_digit {
        return None;
    }
    let fraction = match fraction_digits {
        0 => 0,
        1 => fraction * 10,
        _ => fraction,
    };
    let cents = whole * 100 + fraction + i64::from(round_up);
    Some(Cents(if negative { -cents } else { cents }))
}

/// A number, ignoring thousands separators and a trailing unit: "1,850", "1850 SF", "0.4 mi.".
pub(super) fn number(raw: &str) -> Option<f64> {
    let trimmed = raw
        .trim()
        .trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == ' ' || c == '.');
    if trimmed.is_empty() || !trimmed.ends_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let value: f64 = if trimmed.contains(',') {
        trimmed.replace(',', "").parse().ok()?
    } else {
        trimmed.parse().ok()?
    };
    value.is_finite().then_some(value)
}

/// Below this, a lot size with no unit is acres; from it on, square feet. No home sits on a lot
/// of under 200 sq ft, and a comparable on 200 acres or more is a farm, not a house lot.
const LOT_ACRES_BELOW: f64 = 200.0;

/// A lot size in acres: "0.25", "0.25 ac", "1.5 acres", "10,890 sq ft", "10890 SF". A number with
/// no unit is in `square_feet` when the column says so, otherwise acres below 200 and square
/// feet from 200 on.
pub(super) fn lot_size(raw: &str, square_feet: bool) -> Option<f64> {
    let value = number(raw)?;
    // The unit after the number that `number` read: "10,890 sq ft" gives "sqft".
    let spelled = crate::cma::spelling_key(raw);
    let unit = spelled.trim_start_matches(|c: char| c.is_ascii_digit());
    let in_square_feet = match unit {
        "" => square_feet || value >= LOT_ACRES_BELOW,
        "ac" | "acre" | "acres" => false,
        "sf" | "sqft" | "sqfeet" | "squarefeet" | "ft" | "feet" => true,
        _ => return None,
    };
    Some(if in_square_feet {
        value / crate::cma::LotSize::SQUARE_FEET_PER_ACRE
    } else {
        value
    })
}

/// A whole number: "3", "3.0", "1,995".
pub(super) fn whole(raw: &str) -> Option<i64> {
    let value = number(raw)?;
    (value.fract() == 0.0 && value.abs() < 1e15).then_some(value as i64)
}

/// A date as US exports write it: "2026-03-14", "03/14/2026", "3/14/26", "3-14-2026",
/// "2026-03-14T00:00:00", "3/14/2026 12:00:00 AM", "Mar 14, 2026", "14-Mar-2026". Numeric dates
/// are month first. A two-digit year is in this century unless that would be after this year.
pub(super) fn date(raw: &str, today: NaiveDate) -> Option<NaiveDate> {
    let raw = raw.trim();
    let token = raw.split([' ', 'T']).next().unwrap_or(raw);
    numeric_date(token, today).or_else(|| {
        [
            "%b %d, %Y",
            "%B %d, %Y",
            "%b %d %Y",
            "%d-%b-%Y",
            "%d-%b-%y",
            "%d %b %Y",
        ]
        .into_iter()
        .find_map(|format| NaiveDate::parse_from_str(raw, format).ok())
    })
}

fn numeric_date(token: &str, today: NaiveDate) -> Option<NaiveDate> {
    let separator = if token.contains('/') { '/' } else { '-' };
    let mut parts = token.split(separator);
    let (a, b, c) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let digits = |s: &str| -> Option<u32> {
        if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let (year, month, day) = if a.len() == 4 {
        (digits(a)? as i32, digits(b)?, digits(c)?)
    } else {
        let year = match c.len() {
            4 => digits(c)? as i32,
            2 => {
                let two = digits(c)? as i32;
                if 2000 + two > today.year() {
                    1900 + two
                } else {
                    2000 + two
                }
            }
            _ => return None,
        };
        (year, digits(a)?, digits(b)?)
    };
    NaiveDate::from_ymd_opt(year, month, day)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
    }

    #[test]
    fn reads_prices_exactly() {
        for (raw, cents) in [
            ("$525,000", 52_500_000),
            ("525000", 52_500_000),
            ("525,000.00", 52_500_000),
            (" $ 525,000 ", 52_500_000),
            ("525000.5", 52_500_050),
            ("525000.505", 52_500_051),
            ("-5", -500),
            ("0", 0),
        ] {
            assert_eq!(money(raw), Some(Cents(cents)), "{raw}");
        }
        for raw in ["", "$", "abc", "525k", "1.2.3", "5-5", "99999999999999"] {
            assert_eq!(money(raw), None, "{raw}");
        }
    }

    #[test]
    fn reads_numbers_with_units_and_separators() {
        assert_eq!(number("1,850"), Some(1_850.0));
        assert_eq!(number("1850 SF"), Some(1_850.0));
        assert_eq!(number("0.4 mi."), Some(0.4));
        assert_eq!(number("2.5"), Some(2.5));
        assert_eq!(number("NaN"), None);
        assert_eq!(number("inf"), None);
        assert_eq!(number("n/a"), None);
        assert_eq!(whole("3.0"), Some(3));
        assert_eq!(whole("3.5"), None);
    }

    #[test]
    fn reads_the_dates_exports_write() {
        let march_14 = NaiveDate::from_ymd_opt(2026, 3, 14);
        for raw in [
            "2026-03-14",
            "03/14/2026",
            "3/14/2026",
            "3/14/26",
            "3-14-2026",
            "2026-03-14T00:00:00",
            "3/14/2026 12:00:00 AM",
            "Mar 14, 2026",
            "March 14, 2026",
            "14-Mar-2026",
        ] {
            assert_eq!(date(raw, today()), march_14, "{raw}");
        }
        assert_eq!(date("7/4/98", today()), NaiveDate::from_ymd_opt(1998, 7, 4));
        for raw in [
            "",
            "13/14/2026",
            "2/30/2026",
            "yesterday",
            "3/14",
            "14.03.2026",
        ] {
            assert_eq!(date(raw, today()), None, "{raw}");
        }
    }

    proptest! {
        #[test]
        fn every_displayed_amount_reads_back_exactly(cents in -1_000_000_000_000i64..1_000_000_000_000) {
            prop_assert_eq!(money(&Cents(cents).to_string()), Some(Cents(cents)));
        }

        #[test]
        fn reading_a_cell_never_panics(raw in "\\PC{0,30}") {
            let _ = money(&raw);
            let _ = number(&raw);
            let _ = whole(&raw);
            let _ = date(&raw, today());
        }
    }
}
