//! Plain-words text from a computed analysis, for the built-in writer. Every number here comes
//! from the analysis; a rephrasing writer may change the words, never the figures.
//!
//! Amounts show as whole dollars ("$525,000") and prices per square foot as "$312/sq ft", both
//! rounded half away from zero; percentages show as whole percent.

use super::analysis::{
    Comparison, CompleteAnalysis, ConditionAdjustedValue, MarketAnalysisResult, Percentage,
    RangePosition,
};
use super::comparable::ComparableStatus;
use super::rounding::round_to_whole_dollars;
use crate::money::Cents;

/// "$525,000": whole dollars, half away from zero.
pub fn format_dollars(amount: Cents) -> String {
    round_to_whole_dollars(amount).to_string()
}

/// "$312/sq ft": whole dollars, half away from zero.
pub fn format_per_square_foot(amount: Cents) -> String {
    format!("{}/sq ft", format_dollars(amount))
}

/// "$18,400–$27,900", or one amount when both ends show the same.
pub fn format_dollar_range(low: Cents, high: Cents) -> String {
    let (low, high) = (format_dollars(low), format_dollars(high));
    if low == high {
        low
    } else {
        format!("{low}–{high}")
    }
}

/// A short factual paragraph for any analysis result; for insufficient data, what to add.
pub fn paragraph(result: &MarketAnalysisResult) -> String {
    match result {
        MarketAnalysisResult::Complete(analysis) => complete_paragraph(analysis),
        MarketAnalysisResult::InsufficientData(insufficient) => insufficient.message(),
    }
}

/// One sentence weighing the asking price against the market value once the needed repairs are
/// counted, e.g. "At $525,000 the asking price is about 4% above the market value of comparable
/// homes once the $18,400–$27,900 of needed repairs is counted." The percentage compares the
/// list price with the point value minus the typical repairs (see
/// [`super::ConditionComparison`]); less than 1% either way reads as "about the same as". Without
/// repairs or a list price, the sentence says what can be said.
pub fn condition_sentence(analysis: &CompleteAnalysis) -> String {
    let point = format_dollars(analysis.value.point);
    match (&analysis.condition, &analysis.list_price) {
        (Some(condition), _) => repairs_sentence(condition, analysis.value.point),
        (None, Some(list)) => format!(
            "At {} the asking price is {} the {point} market value indicated by comparable \
             homes; no repair costs were counted.",
            format_dollars(list.list_price),
            relation(list.versus_point),
        ),
        (None, None) => format!("Comparable homes indicate a market value of {point}."),
    }
}

fn repairs_sentence(condition: &ConditionAdjustedValue, point: Cents) -> String {
    let cost = condition.repairs.cost;
    let repairs = format_dollar_range(cost.typical, cost.high);
    let unpriced = match condition.repairs.unpriced {
        0 => String::new(),
        1 => "; 1 more repair still needs a quote".to_owned(),
        n => format!("; {n} more repairs still need a quote"),
    };
    let versus_after_typical = condition
        .versus_list
        .map(|v| (v.list_price, v.versus_after_typical));
    match versus_after_typical {
        Some((list, Some(percent))) => format!(
            "At {} the asking price is {} the market value of comparable homes once the \
             {repairs} of needed repairs is counted{unpriced}.",
            format_dollars(list),
            relation(percent),
        ),
        _ if condition.after_typical_repairs <= Cents::ZERO => format!(
            "The {repairs} of needed repairs is as much as the {} market value that comparable \
             homes indicate{unpriced}.",
            format_dollars(point),
        ),
        _ => format!(
            "Comparable homes indicate a market value of {}, or {} once the {repairs} of needed \
             repairs is counted{unpriced}.",
            format_dollars(point),
            format_dollar_range(
                condition.after_high_repairs.max(Cents::ZERO),
                condition.after_typical_repairs
            ),
        ),
    }
}

/// "about 4% above", "about 4% below", "about the same as".
fn relation(percent: Percentage) -> String {
    match percent.comparison() {
        Comparison::Above => format!("about {}% above", percent.whole_percent()),
        Comparison::Below => format!("about {}% below", percent.whole_percent()),
        Comparison::AboutTheSame => "about the same as".to_owned(),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn complete_paragraph(analysis: &CompleteAnalysis) -> String {
    let comparables = &analysis.comparables;
    let mut sentences = Vec::new();

    let by_status: Vec<String> = [
        ComparableStatus::Sold,
        ComparableStatus::Active,
        ComparableStatus::Pending,
    ]
    .into_iter()
    .filter_map(|status| {
        let n = comparables
            .iter()
            .filter(|c| c.comparable.status() == status)
            .count();
        (n > 0).then(|| format!("{n} {}", status.as_str()))
    })
    .collect();
    let by_status = match (by_status.as_slice(), comparables.as_slice()) {
        // One status for all: "(sold)", "(all sold)".
        ([_], [only]) => only.comparable.status().as_str().to_owned(),
        ([_], [first, ..]) => format!("all {}", first.comparable.status().as_str()),
        _ => by_status.join(", "),
    };
    let distances: Option<Vec<_>> = comparables
        .iter()
        .map(|c| c.comparable.distance())
        .collect();
    let within = match distances.and_then(|d| d.into_iter().max()) {
        Some(only) if comparables.len() == 1 => format!(", {only} from the home"),
        Some(farthest) => format!(", all within {farthest} of the home"),
        None => String::new(),
    };
    sentences.push(format!(
        "This analysis uses {} ({by_status}){within}.",
        plural(comparables.len(), "comparable home", "comparable homes"),
    ));

    let stats = analysis.price_per_square_foot;
    let left_out = comparables.len() - stats.count;
    if left_out > 0 {
        sentences.push(format!(
            "{} without a usable price per square foot {} not counted in the figures below.",
            plural(left_out, "comparable", "comparables"),
            if left_out == 1 { "is" } else { "are" },
        ));
    }
    if stats.count == 1 {
        let which = if comparables.len() == 1 {
            "it"
        } else {
            "the one comparable counted"
        };
        sentences.push(format!(
            "After adjustments {which} comes to {}.",
            format_per_square_foot(stats.median)
        ));
    } else {
        sentences.push(format!(
            "After adjustments they come to {} to {}, with a median of {} and an average of {}.",
            format_per_square_foot(stats.low),
            format_per_square_foot(stats.high),
            format_per_square_foot(stats.median),
            format_per_square_foot(stats.average),
        ));
    }

    let value = analysis.value;
    let area = analysis.subject_square_feet;
    if value.low == value.high {
        sentences.push(format!(
            "Applied to the home's {area}, that indicates a market value of {}.",
            format_dollars(value.point)
        ));
    } else {
        sentences.push(format!(
            "Applied to the home's {area}, that indicates a market value of {} to {}, with a \
             point value of {}.",
            format_dollars(value.low),
            format_dollars(value.high),
            format_dollars(value.point),
        ));
    }

    if let Some(list) = analysis.list_price {
        let price = format_dollars(list.list_price);
        let versus = relation(list.versus_point);
        let position = match list.position {
            RangePosition::Below => "below that range",
            RangePosition::Within => "within that range",
            RangePosition::Above => "above that range",
        };
        sentences.push(if value.low == value.high {
            format!("The asking price of {price} is {versus} that value.")
        } else if list.versus_point.comparison() == Comparison::AboutTheSame {
            format!("The asking price of {price} is {position} and {versus} the point value.")
        } else {
            format!("The asking price of {price} is {position}, {versus} the point value.")
        });
    }

    if analysis.condition.is_some() {
        sentences.push(condition_sentence(analysis));
    }
    sentences.join(" ")
}
