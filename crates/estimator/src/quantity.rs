//! Quantities and sizes: "3 windows", "three windows", "1,200 sq ft", "1.2k sqft",
//! "40 feet of gutter", "6 kW solar". A quantity is only reported when it counts the catalog
//! item's own unit; ages ("15-year-old roof"), tank sizes ("50 gallon") and amperages are not.

use showscribe_domain::catalog::CostUnit;

use crate::text::parse_number;

/// What a number in the notes measures.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Measure {
    Count,
    Area,
    Length,
    Watts,
    /// Years, gallons, amps, tons, inches, percent, degrees, rooms: not a quantity.
    Other,
}

/// The quantity of the catalog item in `unit`, read from a finding's own words.
/// `topic` is where the item is named in `words`.
pub(crate) fn quantity<S: AsRef<str>>(
    words: &[S],
    topic: Option<(usize, usize)>,
    unit: CostUnit,
) -> Option<f64> {
    let refs: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
    let numbers = numbers(&refs);
    let value = match unit {
        CostUnit::Project => None,
        CostUnit::SquareFoot => pick(&numbers, Measure::Area),
        CostUnit::LinearFoot => pick(&numbers, Measure::Length),
        CostUnit::Watt => pick(&numbers, Measure::Watts),
        CostUnit::Each => count(&refs, &numbers, topic?),
    }?;
    let sane = match unit {
        CostUnit::Each => (1.0..=200.0).contains(&value),
        CostUnit::Watt => (500.0..=50_000.0).contains(&value),
        _ => (1.0..=100_000.0).contains(&value),
    };
    sane.then_some(value)
}

/// (index, value, measure) of every number in the words.
fn numbers(words: &[&str]) -> Vec<(usize, f64, Measure)> {
    let mut out = Vec::new();
    let mut skip_to = 0;
    for (i, w) in words.iter().enumerate() {
        if i < skip_to {
            continue;
        }
        let Some((mut value, suffix)) = parse_number(w) else {
            continue;
        };
        // Spoken numbers run over several words: "four hundred", "twenty five", "twelve
        // hundred", "one thousand two hundred".
        let mut last = i;
        if suffix.is_empty() {
            (value, last) = spoken(words, i, value);
            skip_to = last + 1;
        }
        let i = last;
        let next = words.get(i + 1).copied().unwrap_or("");
        let before = if i > 0 { words[i - 1] } else { "" };
        let unit = if suffix.is_empty() { next } else { suffix };
        let measure = match unit {
            "sqft" | "sf" | "sqf" => Measure::Area,
            "sq" | "square" => Measure::Area,
            "linear" | "lf" | "lnft" | "ft" | "feet" | "foot" | "lin" => Measure::Length,
            "kw" | "kilowatt" => {
                value *= 1_000.0;
                Measure::Watts
            }
            "w" | "watt" => Measure::Watts,
            "year" | "yr" | "yrs" | "gallon" | "gal" | "amp" | "ton" | "inch" | "in"
            | "percent" | "degree" | "bedroom" | "bed" | "br" | "bath" | "bathroom" | "story"
            | "mph" | "hp" | "btu" | "seer" | "pound" | "lb" | "month" | "day" | "week"
            | "hour" | "minute" | "time" | "layer" | "coat" | "car" | "zone" | "prong" | "pane" => {
                Measure::Other
            }
            _ => Measure::Count,
        };
        // A bare four-digit number is a year ("from 1996"), and "R-19" is an insulation value.
        let year_like =
            suffix.is_empty() && (1900.0..=2100.0).contains(&value) && measure == Measure::Count;
        let r_value = before == "r";
        let measure = if year_like || r_value {
            Measure::Other
        } else {
            measure
        };
        out.push((i, value, measure));
    }
    out
}

/// The value of the spoken number that starts at `words[i]` (worth `first`), and the index of
/// its last word.
fn spoken(words: &[&str], i: usize, first: f64) -> (f64, usize) {
    let small = |w: &str| match parse_number(w) {
        Some((v, ""))
            if v < 100.0
                && v.fract() == 0.0
                && !["couple", "pair", "dozen", "few"].contains(&w) =>
        {
            Some(v)
        }
        _ => None,
    };
    if small(words[i]).is_none() && words[i].bytes().any(|b| !b.is_ascii_digit()) {
        return (first, i);
    }
    let (mut total, mut current, mut last) = (0.0, first, i);
    while let Some(next) = words.get(last + 1) {
        match *next {
            "hundred" if current > 0.0 && current < 100.0 => current *= 100.0,
            "thousand" if current > 0.0 && current < 1_000.0 => {
                total += current * 1_000.0;
                current = 0.0;
            }
            w => match small(w) {
                // "twenty five", "four hundred fifty", "two thousand five hundred"
                Some(v)
                    if v < 10.0 && current >= 20.0 && current % 10.0 == 0.0 && current < 100.0 =>
                {
                    current += v
                }
                Some(v)
                    if (current == 0.0 && total > 0.0)
                        || (current >= 100.0 && current % 100.0 == 0.0) =>
                {
                    current += v
                }
                _ => break,
            },
        }
        last += 1;
    }
    (total + current, last)
}

fn pick(numbers: &[(usize, f64, Measure)], measure: Measure) -> Option<f64> {
    numbers
        .iter()
        .find(|(_, _, m)| *m == measure)
        .map(|(_, v, _)| *v)
}

/// A count that applies to the topic: "3 windows", "two of the windows", "all 8", "14 of them".
fn count(words: &[&str], numbers: &[(usize, f64, Measure)], topic: (usize, usize)) -> Option<f64> {
    let counts: Vec<&(usize, f64, Measure)> = numbers
        .iter()
        .filter(|(_, _, m)| *m == Measure::Count)
        .collect();
    // Before the topic, within a few words and with no other number in between.
    let before = counts
        .iter()
        .filter(|(i, _, _)| *i < topic.0 && topic.0 - *i <= 4)
        .max_by_key(|(i, _, _)| *i)
        .map(|(_, v, _)| *v);
    if before.is_some() {
        return before;
    }
    // After the topic: "all 8", "14 of them", "x3", "(3)".
    counts
        .iter()
        .find(|(i, _, _)| {
            *i >= topic.1
                && (words
                    .get(i.wrapping_sub(1))
                    .is_some_and(|w| ["all", "total", "x"].contains(w))
                    || (words.get(i + 1) == Some(&"of")
                        && words
                            .get(i + 2)
                            .is_some_and(|w| ["them", "those", "these"].contains(w)))
                    || *i == topic.1)
        })
        .map(|(_, v, _)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::normalized_words;

    fn q(text: &str, topic_word: &str, unit: CostUnit) -> Option<f64> {
        let words = normalized_words(text);
        let pos = words.iter().position(|w| w == topic_word);
        quantity(&words, pos.map(|p| (p, p + 1)), unit)
    }

    #[test]
    fn counts_items_in_digits_and_words() {
        assert_eq!(
            q("3 windows are fogged", "window", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(
            q("three double hung windows", "window", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(q("two of the windows", "window", CostUnit::Each), Some(2.0));
        assert_eq!(
            q(
                "windows single pane all 8 of them",
                "window",
                CostUnit::Each
            ),
            Some(8.0)
        );
        assert_eq!(
            q("a couple of smoke detectors", "smoke", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn reads_spoken_numbers_over_several_words() {
        assert_eq!(
            q(
                "refinish the floors four hundred square feet",
                "x",
                CostUnit::SquareFoot
            ),
            Some(400.0)
        );
        assert_eq!(
            q(
                "twelve hundred square feet of carpet",
                "carpet",
                CostUnit::SquareFoot
            ),
            Some(1200.0)
        );
        assert_eq!(
            q("one thousand two hundred sq ft", "x", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q("about fifty feet of fence", "fence", CostUnit::LinearFoot),
            Some(50.0)
        );
        assert_eq!(
            q("twenty five feet of gutter", "gutter", CostUnit::LinearFoot),
            Some(25.0)
        );
        assert_eq!(q("a few windows", "window", CostUnit::Each), Some(3.0));
        // Two numbers side by side are not one number ("three prong" describes the outlets).
        assert_eq!(
            q("two three prong outlets", "outlet", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn reads_areas_lengths_and_power() {
        assert_eq!(
            q(
                "about 1,200 sq ft of hardwood",
                "hardwood",
                CostUnit::SquareFoot
            ),
            Some(1200.0)
        );
        assert_eq!(
            q("1200 square feet", "x", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q("1.2k sqft of carpet", "carpet", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q("40 feet of french drain", "french", CostUnit::LinearFoot),
            Some(40.0)
        );
        assert_eq!(
            q("a 6 kW solar system", "solar", CostUnit::Watt),
            Some(6000.0)
        );
        assert_eq!(q("6.5kw solar", "solar", CostUnit::Watt), Some(6500.0));
    }

    #[test]
    fn ages_sizes_and_years_are_not_quantities() {
        assert_eq!(q("15-year-old roof", "roof", CostUnit::Each), None);
        assert_eq!(q("50 gallon water heater", "water", CostUnit::Each), None);
        assert_eq!(q("windows from 1996", "window", CostUnit::Each), None);
        assert_eq!(q("3 windows", "window", CostUnit::Project), None);
        assert_eq!(
            q("R-19 insulation", "insulation", CostUnit::SquareFoot),
            None
        );
        assert_eq!(
            q(
                "3 bedroom house needs carpet",
                "carpet",
                CostUnit::SquareFoot
            ),
            None
        );
    }
}
