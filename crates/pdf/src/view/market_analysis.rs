//! The comparative market analysis section of the PDF: every figure formatted from the stored
//! analysis.

use serde::Serialize;
use showscribe_domain::Cents;
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::cma::narrative::{format_dollars, format_per_square_foot};
use showscribe_domain::report::{AdjustedComparableRow, MarketAnalysisContent, PricePosition};
use showscribe_domain::showing::{Report, Showing};

use super::*;

/// The comparative market analysis section: every figure formatted from the stored analysis.
#[derive(Debug, Serialize)]
pub struct MarketAnalysisView {
    /// "1,850 sq ft · 3 beds · 2.5 baths · built 1978 · 0.25 acres", when any fact is known.
    pub subject: Option<String>,
    pub comparables: Vec<ComparableView>,
    /// Low, median, average and high adjusted price per square foot.
    pub per_square_foot: Vec<Fact>,
    /// "From 3 comparables."
    pub per_square_foot_note: Option<String>,
    pub value: Option<ValueView>,
    pub list_price: Option<ListPriceView>,
    /// The list price against the value once the repairs are counted.
    pub condition: Option<String>,
    pub narrative: Vec<String>,
    /// For insufficient data: what to add for an indicated value.
    pub needs: Option<String>,
    /// How the prices were adjusted.
    pub method: String,
}

#[derive(Debug, Serialize)]
pub struct ComparableView {
    pub address: String,
    /// "0.25 ac", when the lot size is known.
    pub lot: Option<String>,
    pub status: &'static str,
    /// "Mar 14, 2026"; "—" for a listing whose date is not known.
    pub date: String,
    pub price: String,
    pub square_feet: String,
    /// The feature adjustments' total, signed; "—" when nothing could be adjusted.
    pub features: String,
    pub percent: String,
    pub adjusted: String,
    pub per_square_foot: String,
}

#[derive(Debug, Serialize)]
pub struct ValueView {
    pub low: String,
    pub point: String,
    pub high: String,
    /// "For 1,850 sq ft at $243–$257/sq ft, the median $250/sq ft giving the point value."
    pub basis: String,
}

#[derive(Debug, Serialize)]
pub struct ListPriceView {
    pub price: String,
    /// "above the indicated range".
    pub position: String,
    /// "5.0% above the point value".
    pub versus: String,
}

/// The status label printed for a stored status.
fn status_label(status: &str) -> &'static str {
    match status {
        "sold" => "Sold",
        "active" => "Active",
        "pending" => "Pending",
        _ => "—",
    }
}

/// "+$10,000", "-$7,500", "$0".
fn signed_dollars(amount: Cents) -> String {
    let formatted = format_dollars(amount);
    if amount > Cents::ZERO && formatted != "$0" {
        format!("+{formatted}")
    } else {
        formatted
    }
}

/// "5.0%" from basis points, without the sign.
fn percent_of(basis_points: i64) -> String {
    let tenths = (basis_points.unsigned_abs() + 5) / 10;
    format!("{}.{}%", tenths / 10, tenths % 10)
}

/// "1,850".
fn grouped(n: u32) -> String {
    Cents(i64::from(n) * 100)
        .to_string()
        .trim_start_matches('$')
        .to_owned()
}

fn subject_line(subject: &HomeFacts) -> Option<String> {
    let parts: Vec<String> = [
        subject.square_feet.map(|s| s.to_string()),
        subject.bedrooms.map(|b| match b.get() {
            1 => "1 bed".to_owned(),
            n => format!("{n} beds"),
        }),
        subject.bathrooms.map(|b| {
            if b.halves() == 2 {
                "1 bath".to_owned()
            } else {
                format!("{b} baths")
            }
        }),
        subject.year_built.map(|y| format!("built {}", y.get())),
        subject
            .lot_size
            .map(|l| format!("{} acres", trim_number(l.acres()))),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// 0.25 → "0.25", 1.0 → "1", 0.333333 → "0.33".
fn trim_number(n: f64) -> String {
    let s = format!("{n:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

impl ComparableView {
    fn new(row: &AdjustedComparableRow) -> Self {
        let f = row.feature_adjustments;
        let adjusted_any = [f.bedrooms, f.bathrooms, f.square_feet, f.age]
            .iter()
            .any(Option::is_some);
        Self {
            address: breakable(&row.address),
            lot: row
                .lot_size_acres
                .map(|acres| format!("{} ac", trim_number(acres))),
            status: status_label(&row.status),
            date: row
                .date
                .map_or_else(|| "—".to_owned(), |d| d.format("%b %-d, %Y").to_string()),
            price: format_dollars(row.price),
            square_feet: row.square_feet.map_or_else(|| "—".to_owned(), grouped),
            features: if adjusted_any {
                signed_dollars(row.feature_adjustment)
            } else {
                "—".to_owned()
            },
            percent: match row.percent_adjustment {
                0 => "0%".to_owned(),
                p if p > 0 => format!("+{p}%"),
                p => format!("{p}%"),
            },
            adjusted: format_dollars(row.adjusted_price),
            per_square_foot: row
                .adjusted_price_per_square_foot
                .map_or_else(|| "—".to_owned(), format_dollars),
        }
    }
}

impl MarketAnalysisView {
    /// The section for `report` (a `cma` report) of `showing`.
    pub(super) fn new(report: &Report, showing: &Showing) -> Self {
        let Some(m) = &report.content.market_analysis else {
            // An analysis stored without its figures: its words are all there is.
            return Self {
                subject: subject_line(&showing.details.subject),
                comparables: Vec::new(),
                per_square_foot: Vec::new(),
                per_square_foot_note: None,
                value: None,
                list_price: None,
                condition: None,
                narrative: paragraphs(&report.content.summary),
                needs: None,
                method: String::new(),
            };
        };
        Self::of(m, &showing.details.subject)
    }

    /// The section as the buyer's report shows it: only an analysis that reached a value (or
    /// one stored as words alone); what is missing for one is for the agent.
    pub(super) fn for_buyer(self) -> Option<Self> {
        let words_only = self.method.is_empty() && !self.narrative.is_empty();
        (self.value.is_some() || words_only).then_some(Self {
            needs: None,
            ..self
        })
    }

    fn of(m: &MarketAnalysisContent, subject: &HomeFacts) -> Self {
        let per = m.price_per_square_foot;
        let value = m.value_range.map(|v| {
            let area = m
                .subject_square_feet
                .map(|a| format!("{} sq ft", grouped(a)))
                .unwrap_or_default();
            let basis = match per {
                Some(p) if p.count > 1 => format!(
                    "The home's {area} at {}–{} (the adjusted range), with the median {} giving \
                     the point value.",
                    format_dollars(p.low),
                    format_per_square_foot(p.high),
                    format_per_square_foot(p.median),
                ),
                Some(p) => format!(
                    "The home's {area} at {}, from the one comparable counted.",
                    format_per_square_foot(p.median)
                ),
                None => String::new(),
            };
            ValueView {
                low: format_dollars(v.low),
                point: format_dollars(v.point),
                high: format_dollars(v.high),
                basis,
            }
        });
        let list_price = m.list_price.map(|l| ListPriceView {
            price: format_dollars(l.list_price),
            position: match l.position {
                PricePosition::Below => "below the indicated range",
                PricePosition::Within => "within the indicated range",
                PricePosition::Above => "above the indicated range",
            }
            .to_owned(),
            versus: match l.versus_point_basis_points {
                0 => "the same as the point value".to_owned(),
                bp if bp > 0 => format!("{} above the point value", percent_of(bp)),
                bp => format!("{} below the point value", percent_of(bp)),
            },
        });
        let r = m.rates;
        let method = format!(
            "Each comparable's price is adjusted toward this home at {} per bedroom, {} per \
             bathroom, {} per square foot and {} per year of age, then by the agent's ±%. \
             Amounts are rounded to whole dollars. A comparative market analysis is not an \
             appraisal.",
            format_dollars(r.per_bedroom),
            format_dollars(r.per_bathroom),
            format_dollars(r.per_square_foot),
            format_dollars(r.per_year_of_age),
        );
        Self {
            subject: subject_line(subject),
            comparables: m.comparables.iter().map(ComparableView::new).collect(),
            per_square_foot: per
                .map(|p| {
                    vec![
                        Fact {
                            label: "Low",
                            value: format_per_square_foot(p.low),
                        },
                        Fact {
                            label: "Median",
                            value: format_per_square_foot(p.median),
                        },
                        Fact {
                            label: "Average",
                            value: format_per_square_foot(p.average),
                        },
                        Fact {
                            label: "High",
                            value: format_per_square_foot(p.high),
                        },
                    ]
                })
                .unwrap_or_default(),
            per_square_foot_note: per.map(|p| match p.count {
                1 => "Adjusted price per square foot, from 1 comparable.".to_owned(),
                n => format!("Adjusted price per square foot, from {n} comparables."),
            }),
            value,
            list_price,
            condition: m.condition_sentence.as_deref().map(breakable),
            narrative: paragraphs(&without_sentence(
                &m.narrative,
                m.condition_sentence.as_deref(),
            )),
            needs: (!m.missing.is_empty()).then(|| m.missing_message()),
            method,
        }
    }
}
