//! The repair-request list: the report's findings the buyer asks the seller to deal with, each
//! to be repaired before closing or paid for with a credit, at an amount and with a note. It is
//! what an addendum to the offer lists. The totals, and the offer figures beside them, are
//! computed here from the report and its market analysis only: no figure is invented, and a
//! figure the data cannot give is absent rather than guessed.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::Cents;
use crate::report::{MarketAnalysisContent, PricedItem, ReportContent, ValueRangeFigures};
use crate::text::{char_len, has_control_chars};

/// How the buyer wants an item dealt with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Remedy {
    /// The seller repairs it before closing; the amount is what the repair is worth.
    Repair,
    /// The seller pays for it at closing; the amount comes off what the buyer pays.
    Credit,
}

impl Remedy {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Repair => "repair",
            Self::Credit => "credit",
        }
    }

    /// The word printed in the request ("Repair", "Credit").
    pub fn label(self) -> &'static str {
        match self {
            Self::Repair => "Repair",
            Self::Credit => "Credit",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "repair" => Some(Self::Repair),
            "credit" => Some(Self::Credit),
            _ => None,
        }
    }
}

/// The most one entry may ask for: $1,000,000.
pub const MAX_REQUEST_AMOUNT: Cents = Cents(100_000_000);
/// The longest note on one entry, in characters.
pub const MAX_REQUEST_NOTE_CHARS: usize = 500;

/// One entry of the list: a report item by its id ("i7"), the remedy, the amount and a note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestedItem {
    pub item_id: String,
    pub remedy: Remedy,
    pub amount: Cents,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// What is wrong with one entry: its place in the list, the field and why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct InvalidRequestEntry {
    pub index: usize,
    /// "itemId", "amount" or "note".
    pub field: &'static str,
    pub message: String,
}

impl InvalidRequestEntry {
    fn new(index: usize, field: &'static str, message: impl Into<String>) -> Self {
        Self {
            index,
            field,
            message: message.into(),
        }
    }
}

/// A checked list: every entry names an item of the report once, asks for an amount between
/// $0 and $1,000,000 (a credit for more than $0), and has a note of at most 500 characters.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RepairRequest {
    entries: Vec<RequestedItem>,
}

impl RepairRequest {
    /// Checks `entries` against `report`; every problem is named, not only the first. Notes are
    /// trimmed, and a blank one is no note.
    pub fn new(
        entries: Vec<RequestedItem>,
        report: &ReportContent,
    ) -> Result<Self, Vec<InvalidRequestEntry>> {
        let items: HashSet<&str> = report_items(report).map(|i| i.id.as_str()).collect();
        let mut seen = HashSet::new();
        let mut problems = Vec::new();
        let mut checked = Vec::with_capacity(entries.len());
        for (index, mut entry) in entries.into_iter().enumerate() {
            if !items.contains(entry.item_id.as_str()) {
                problems.push(InvalidRequestEntry::new(
                    index,
                    "itemId",
                    "This item is not in the report",
                ));
            } else if !seen.insert(entry.item_id.clone()) {
                problems.push(InvalidRequestEntry::new(
                    index,
                    "itemId",
                    "This item is already on the list",
                ));
            }
            if entry.amount < Cents::ZERO || entry.amount > MAX_REQUEST_AMOUNT {
                problems.push(InvalidRequestEntry::new(
                    index,
                    "amount",
                    "Enter an amount from $0 to $1,000,000",
                ));
            } else if entry.remedy == Remedy::Credit && entry.amount == Cents::ZERO {
                problems.push(InvalidRequestEntry::new(
                    index,
                    "amount",
                    "Enter the credit to ask for",
                ));
            }
            entry.note = entry
                .note
                .map(|n| n.trim().to_owned())
                .filter(|n| !n.is_empty());
            if let Some(note) = &entry.note {
                if char_len(note) > MAX_REQUEST_NOTE_CHARS {
                    problems.push(InvalidRequestEntry::new(
                        index,
                        "note",
                        format!("A note is at most {MAX_REQUEST_NOTE_CHARS} characters"),
                    ));
                } else if has_control_chars(note) {
                    problems.push(InvalidRequestEntry::new(
                        index,
                        "note",
                        "The note contains characters that cannot be shown",
                    ));
                }
            }
            checked.push(entry);
        }
        if problems.is_empty() {
            Ok(Self { entries: checked })
        } else {
            Err(problems)
        }
    }

    /// A list read back from storage, checked when it was saved.
    pub fn from_stored(entries: Vec<RequestedItem>) -> Self {
        Self { entries }
    }

    pub fn entries(&self) -> &[RequestedItem] {
        &self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries whose item is still in `report`, each with its item, in the report's order
    /// (repairs, then upgrades). An item the agent removed since drops out of the list.
    pub fn lines<'a>(&'a self, report: &'a ReportContent) -> Vec<RequestLine<'a>> {
        report_items(report)
            .filter_map(|item| {
                self.entries
                    .iter()
                    .find(|e| e.item_id == item.id)
                    .map(|entry| RequestLine { item, entry })
            })
            .collect()
    }

    /// The totals of the entries still in `report`.
    pub fn totals(&self, report: &ReportContent) -> RequestTotals {
        RequestTotals::of(&self.lines(report))
    }
}

/// The CSV's columns.
pub const CSV_HEADER: [&str; 7] = [
    "Item",
    "Type",
    "Category",
    "Request",
    "Amount (USD)",
    "Report estimate, typical (USD)",
    "Note",
];

impl RepairRequest {
    /// The list as CSV, ready for a spreadsheet or an addendum: one row per entry in the
    /// report's order, then the total credits and the total value of the repairs. A cell that
    /// a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`:
    /// the notes are the client's words.
    pub fn to_csv(&self, report: &ReportContent) -> String {
        let mut out = csv::Writer::from_writer(Vec::new());
        let lines = self.lines(report);
        let totals = RequestTotals::of(&lines);
        let mut rows: Vec<[String; 7]> = vec![CSV_HEADER.map(str::to_owned)];
        for line in &lines {
            rows.push([
                inert(&line.item.description),
                match line.item.kind {
                    crate::report::FindingKind::Repair => "Repair needed".to_owned(),
                    crate::report::FindingKind::Upgrade => "Update wanted".to_owned(),
                },
                inert(&line.item.category),
                line.entry.remedy.label().to_owned(),
                plain_dollars(line.entry.amount),
                line.item
                    .cost
                    .map(|c| plain_dollars(c.typical))
                    .unwrap_or_default(),
                line.entry.note.as_deref().map(inert).unwrap_or_default(),
            ]);
        }
        for (label, amount) in [
            ("Total credits requested", totals.credits),
            ("Total value of repairs requested", totals.repairs),
        ] {
            rows.push([
                label.to_owned(),
                String::new(),
                String::new(),
                String::new(),
                plain_dollars(amount),
                String::new(),
                String::new(),
            ]);
        }
        for row in rows {
            // Writing to memory cannot fail.
            let _ = out.write_record(row);
        }
        out.into_inner()
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default()
    }
}

/// Dollars and cents without a sign or separators ("2500.00"), as spreadsheets read numbers.
fn plain_dollars(amount: Cents) -> String {
    format!("{}.{:02}", amount.0 / 100, amount.0 % 100)
}

/// A cell a spreadsheet shows as text, never evaluates.
fn inert(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    }
}

fn report_items(report: &ReportContent) -> impl Iterator<Item = &PricedItem> {
    report.repairs.iter().chain(&report.upgrades)
}

/// An entry with the report item it names.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RequestLine<'a> {
    pub item: &'a PricedItem,
    pub entry: &'a RequestedItem,
}

/// What a list asks for in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestTotals {
    /// The entries counted.
    pub items: usize,
    /// The seller's credits: what comes off the price.
    pub credits: Cents,
    /// What the repairs asked of the seller are worth.
    pub repairs: Cents,
}

impl RequestTotals {
    pub fn of(lines: &[RequestLine<'_>]) -> Self {
        lines
            .iter()
            .fold(Self::default(), |acc, line| match line.entry.remedy {
                Remedy::Credit => Self {
                    items: acc.items + 1,
                    credits: acc.credits + line.entry.amount,
                    ..acc
                },
                Remedy::Repair => Self {
                    items: acc.items + 1,
                    repairs: acc.repairs + line.entry.amount,
                    ..acc
                },
            })
    }

    /// Credits and repairs together: what the request is worth to the buyer.
    pub fn requested(&self) -> Cents {
        self.credits + self.repairs
    }
}

/// Who saved the list last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestAuthor {
    /// The client, through a share link.
    Buyer,
    Agent,
}

impl RequestAuthor {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Buyer => "buyer",
            Self::Agent => "agent",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "buyer" => Some(Self::Buyer),
            "agent" => Some(Self::Agent),
            _ => None,
        }
    }
}

/// A stored list: one per showing, whoever saved it last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedRepairRequest {
    pub request: RepairRequest,
    pub updated_by: RequestAuthor,
    pub updated_at: DateTime<Utc>,
}

/// The numbers a buyer's agent writes an offer with, each from what exists: the report's list
/// price and priced repairs, the market analysis's value range, and the request's credits.
/// A figure whose inputs are missing is `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferFigures {
    pub list_price: Option<Cents>,
    /// The market analysis's indicated value, when it is complete.
    pub value_range: Option<ValueRangeFigures>,
    /// The report's priced repairs at their typical cost.
    pub typical_repairs: Cents,
    /// Repairs that need a quote, not in `typical_repairs`.
    pub unpriced_repairs: usize,
    /// The indicated value less the typical repairs; `None` without a value, or when the
    /// repairs reach it.
    pub condition_adjusted_value: Option<Cents>,
    pub requested_credits: Cents,
    /// The list price less the requested credits; `None` without a list price.
    pub effective_price: Option<Cents>,
}

impl OfferFigures {
    /// `analysis` is the showing's market analysis, if the agent made one.
    pub fn of(
        report: &ReportContent,
        analysis: Option<&MarketAnalysisContent>,
        totals: &RequestTotals,
    ) -> Self {
        Self::with_value(report, analysis.and_then(|a| a.value_range), totals)
    }

    /// The figures with the indicated value `value_range` (complete analyses only have one).
    pub fn with_value(
        report: &ReportContent,
        value_range: Option<ValueRangeFigures>,
        totals: &RequestTotals,
    ) -> Self {
        let typical_repairs = report.repair_totals.cost.typical;
        Self {
            list_price: report.list_price,
            value_range,
            typical_repairs,
            unpriced_repairs: report.repair_totals.unpriced,
            condition_adjusted_value: value_range
                .map(|v| v.point - typical_repairs)
                .filter(|v| *v > Cents::ZERO),
            requested_credits: totals.credits,
            effective_price: report
                .list_price
                .map(|p| p - totals.credits)
                .map(|p| p.max(Cents::ZERO)),
        }
    }
}

#[cfg(test)]
mod tests;
