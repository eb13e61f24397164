//! Checking a writer's rewording of the computed narrative before it reaches a buyer.
//!
//! A report writer (a language model) may make the built-in paragraph read better, but its
//! figures must stay the computation's. A rewording is accepted only when:
//! - every figure in it appears in the computed paragraph (digits compared without thousands
//!   separators, so "$525,000" and "525000" are the same figure and "$525k" is a new one);
//! - it spells out no number ("four percent", "half a mile") the computed paragraph does not;
//! - it keeps the figures a buyer reads the analysis for: the point value and, when there is
//!   one, the list price;
//! - no percentage changes side: a figure said to be "above" in the computed paragraph is
//!   never "below" (or "under", "lower", "less") in the rewording, and the other way round;
//! - it is a paragraph, not an essay: at most [`MAX_REWORDING_CHARS`] characters.
//!
//! Otherwise the computed paragraph is used and the reason recorded.

use std::collections::{HashMap, HashSet};

use thiserror::Error;

use super::analysis::CompleteAnalysis;
use super::narrative::format_dollars;

/// The longest rewording accepted.
pub const MAX_REWORDING_CHARS: usize = 1_500;

/// Number words a rewording may not introduce: figures are written as digits, from the analysis.
const NUMBER_WORDS: &[&str] = &[
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "hundred",
    "hundreds",
    "thousand",
    "thousands",
    "million",
    "millions",
    "billion",
    "dozen",
    "half",
    "twice",
    "double",
    "triple",
];

/// How many words after a percentage may say which side it is on ("4% above", "4 percent
/// higher than").
const DIRECTION_WINDOW: usize = 4;

/// Why a rewording was not used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RewordingRejected {
    #[error("the rewording was empty")]
    Empty,
    #[error("the rewording was {0} characters long (at most {MAX_REWORDING_CHARS})")]
    TooLong(usize),
    #[error("the rewording had a figure the analysis does not: {0}")]
    UnknownFigure(String),
    #[error("the rewording spelled out a number (\"{0}\")")]
    SpelledOutNumber(String),
    #[error("the rewording left out {0}")]
    MissingFigure(String),
    #[error("the rewording put {0}% on the other side of the comparison")]
    DirectionChanged(String),
}

/// Which side of a comparison a percentage is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Above,
    Below,
}

/// The rewording of `computed` (the built-in paragraph for `analysis`), whitespace tidied, when
/// it keeps to the computation's figures; otherwise why not.
pub fn check_rewording(
    analysis: &CompleteAnalysis,
    computed: &str,
    rewording: &str,
) -> Result<String, RewordingRejected> {
    let text = rewording.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.is_empty() {
        return Err(RewordingRejected::Empty);
    }
    let length = text.chars().count();
    if length > MAX_REWORDING_CHARS {
        return Err(RewordingRejected::TooLong(length));
    }

    let known = figures(computed);
    let known_values: HashSet<&str> = known.iter().map(|f| f.value.as_str()).collect();
    let found = figures(&text);
    if let Some(unknown) = found
        .iter()
        .find(|f| !known_values.contains(f.value.as_str()))
    {
        return Err(RewordingRejected::UnknownFigure(unknown.written.clone()));
    }

    let computed_words: HashSet<String> = words(computed).collect();
    if let Some(word) =
        words(&text).find(|w| NUMBER_WORDS.contains(&w.as_str()) && !computed_words.contains(w))
    {
        return Err(RewordingRejected::SpelledOutNumber(word));
    }

    let found_values: HashSet<&str> = found.iter().map(|f| f.value.as_str()).collect();
    let mut required = vec![("the point value", format_dollars(analysis.value.point))];
    if let Some(list) = analysis.list_price {
        required.push(("the list price", format_dollars(list.list_price)));
    }
    for (what, amount) in required {
        if !found_values.contains(normalise(&amount).as_str()) {
            return Err(RewordingRejected::MissingFigure(format!(
                "{what} ({amount})"
            )));
        }
    }

    let computed_sides = sides(computed);
    for (value, side) in sides(&text) {
        if computed_sides.get(&value).is_some_and(|s| *s != side) {
            return Err(RewordingRejected::DirectionChanged(value));
        }
    }
    Ok(text)
}

/// A figure as written, and its digits without thousands separators.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Figure {
    written: String,
    value: String,
    /// Byte offset just past the figure.
    end: usize,
}

/// Every run of digits in `text`, with the separators and decimal points inside it.
fn figures(text: &str) -> Vec<Figure> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() {
            let inside = (bytes[i] == b',' || bytes[i] == b'.')
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if bytes[i].is_ascii_digit() || inside {
                i += 1;
            } else {
                break;
            }
        }
        let written = &text[start..i];
        found.push(Figure {
            written: written.to_owned(),
            value: normalise(written),
            end: i,
        });
    }
    found
}

/// "$525,000" → "525000"; "4%" → "4"; "0.5" stays.
fn normalise(figure: &str) -> String {
    figure
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.')
        .collect()
}

/// The lower-case words of `text`.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The side each percentage is said to be on, by its digits.
fn sides(text: &str) -> HashMap<String, Side> {
    let mut sides = HashMap::new();
    for figure in figures(text) {
        let rest = &text[figure.end..];
        let rest = rest.trim_start();
        let Some(after) = rest
            .strip_prefix('%')
            .or_else(|| rest.strip_prefix("percent"))
        else {
            continue;
        };
        let side = words(after)
            .take(DIRECTION_WINDOW)
            .find_map(|w| match w.as_str() {
                "above" | "over" | "higher" | "more" | "exceeds" | "overpriced" => {
                    Some(Side::Above)
                }
                "below" | "under" | "lower" | "less" | "underpriced" => Some(Side::Below),
                _ => None,
            });
        if let Some(side) = side {
            sides.insert(figure.value, side);
        }
    }
    sides
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cma::narrative::paragraph;
    use crate::cma::{
        Comparable, ComparableFields, ComparableStatus, FeatureRates, HomeFacts, MarketAnalysis,
        MarketAnalysisResult, SquareFeet,
    };
    use crate::money::Cents;
    use crate::report::{CostRange, Totals};
    use crate::showing::ListPrice;

    fn comparable(price: i64, square_feet: i64) -> Comparable {
        Comparable::new(
            ComparableFields {
                address: Some(format!("{price} Oak St")),
                status: Some(ComparableStatus::Sold),
                price: Some(Cents(price * 100)),
                date: chrono::NaiveDate::from_ymd_opt(2026, 10, 1),
                square_feet: Some(square_feet),
                ..ComparableFields::default()
            },
            chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
        )
        .unwrap()
    }

    /// Subject of 1,500 sq ft listed at $525,000 with $18,400–$27,900 of repairs; comparables
    /// at $300, $320 and $340 a square foot.
    fn analysis() -> (CompleteAnalysis, String) {
        let comparables = [
            comparable(450_000, 1_500),
            comparable(480_000, 1_500),
            comparable(510_000, 1_500),
        ];
        let result = MarketAnalysis {
            subject: HomeFacts {
                square_feet: Some(SquareFeet::new(1_500).unwrap()),
                ..HomeFacts::default()
            },
            comparables: &comparables,
            rates: FeatureRates::NONE,
            list_price: Some(ListPrice::from_cents(Cents(52_500_000)).unwrap()),
            repairs: Some(Totals {
                cost: CostRange {
                    low: Cents(1_500_000),
                    typical: Cents(1_840_000),
                    high: Cents(2_790_000),
                },
                unpriced: 0,
            }),
        }
        .compute();
        let text = paragraph(&result);
        let MarketAnalysisResult::Complete(analysis) = result else {
            panic!("complete");
        };
        (analysis, text)
    }

    /// The percentage the computed paragraph puts the list price above the value.
    fn percent_above(computed: &str) -> String {
        computed
            .split("% above")
            .next()
            .and_then(|s| s.rsplit(' ').next())
            .unwrap()
            .to_owned()
    }

    #[test]
    fn the_computed_paragraph_passes_its_own_check() {
        let (analysis, computed) = analysis();
        assert!(computed.contains("$480,000"), "{computed}");
        assert!(computed.contains("% above"), "{computed}");
        assert_eq!(
            check_rewording(&analysis, &computed, &computed).unwrap(),
            computed
        );
    }

    #[test]
    fn a_rewording_with_the_same_figures_is_accepted_and_tidied() {
        let (analysis, computed) = analysis();
        let rewording = "Three sold homes nearby were compared.";
        // "Three" is a spelled-out number: rejected below; the accepted one keeps to digits.
        assert!(check_rewording(&analysis, &computed, rewording).is_err());
        let rewording = format!(
            "Based on 3 recently sold comparable homes, the market value of this home is about \
             $480,000 (a range of $450,000 to $510,000).\n\n  Listed at $525,000, it is priced \
             about {}% above that value   once the $18,400–$27,900 of repairs is counted.",
            percent_above(&computed)
        );
        let accepted = check_rewording(&analysis, &computed, &rewording).unwrap();
        assert!(accepted.starts_with("Based on 3 recently"));
        assert!(
            !accepted.contains("  ") && !accepted.contains('\n'),
            "{accepted}"
        );
    }

    #[test]
    fn a_figure_the_analysis_does_not_have_is_rejected() {
        let (analysis, computed) = analysis();
        for (rewording, figure) in [
            (
                "The value is $480,000 and the list price $525,000, about $495,000 net.",
                "495,000",
            ),
            (
                "At $525k the list price of $525,000 exceeds the $480,000 value.",
                "525",
            ),
            (
                "Built in 1987, it lists at $525,000 against a $480,000 value.",
                "1987",
            ),
        ] {
            assert_eq!(
                check_rewording(&analysis, &computed, rewording),
                Err(RewordingRejected::UnknownFigure(figure.to_owned())),
                "{rewording}"
            );
        }
    }

    #[test]
    fn spelled_out_numbers_are_rejected() {
        let (analysis, computed) = analysis();
        let rewording = "Listed at $525,000, about four percent over the $480,000 value.";
        assert_eq!(
            check_rewording(&analysis, &computed, rewording),
            Err(RewordingRejected::SpelledOutNumber("four".into()))
        );
        let rewording = "All homes are within half a mile; $525,000 against $480,000.";
        assert_eq!(
            check_rewording(&analysis, &computed, rewording),
            Err(RewordingRejected::SpelledOutNumber("half".into()))
        );
    }

    #[test]
    fn the_point_value_and_the_list_price_must_stay() {
        let (analysis, computed) = analysis();
        assert_eq!(
            check_rewording(
                &analysis,
                &computed,
                "Comparable homes sold for $450,000 to $510,000."
            ),
            Err(RewordingRejected::MissingFigure(
                "the point value ($480,000)".into()
            ))
        );
        assert_eq!(
            check_rewording(&analysis, &computed, "The market value is about $480,000."),
            Err(RewordingRejected::MissingFigure(
                "the list price ($525,000)".into()
            ))
        );
    }

    #[test]
    fn a_percentage_may_not_change_sides() {
        let (analysis, computed) = analysis();
        let percent = percent_above(&computed);
        let flipped = format!(
            "At $525,000 the asking price is about {percent}% below the $480,000 market value."
        );
        assert_eq!(
            check_rewording(&analysis, &computed, &flipped),
            Err(RewordingRejected::DirectionChanged(percent.clone()))
        );
        let flipped = format!(
            "Against a $480,000 value, $525,000 is {percent} percent lower than it should be."
        );
        assert_eq!(
            check_rewording(&analysis, &computed, &flipped),
            Err(RewordingRejected::DirectionChanged(percent.clone()))
        );
        let kept = format!(
            "At $525,000 the asking price is roughly {percent}% higher than the $480,000 value."
        );
        assert!(check_rewording(&analysis, &computed, &kept).is_ok());
    }

    #[test]
    fn empty_and_overlong_rewordings_are_rejected() {
        let (analysis, computed) = analysis();
        assert_eq!(
            check_rewording(&analysis, &computed, " \n "),
            Err(RewordingRejected::Empty)
        );
        let long = format!("$480,000 and $525,000. {}", "Very nice home. ".repeat(100));
        assert!(matches!(
            check_rewording(&analysis, &computed, &long),
            Err(RewordingRejected::TooLong(_))
        ));
    }

    #[test]
    fn figures_are_read_with_their_separators() {
        let found: Vec<_> = figures("$1,234.50 and 4%, 0.5 mi, 12. Then 3,")
            .into_iter()
            .map(|f| (f.written, f.value))
            .collect();
        assert_eq!(
            found,
            [
                ("1,234.50", "1234.50"),
                ("4", "4"),
                ("0.5", "0.5"),
                ("12", "12"),
                ("3", "3"),
            ]
            .map(|(w, v)| (w.to_owned(), v.to_owned()))
        );
    }
}
