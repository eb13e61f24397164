//! The one-page "Repair request": the report items the buyer asks the seller to repair or pay
//! for, with the amounts, the totals and the disclaimer, ready to attach to an addendum.

use serde::Serialize;
use showscribe_application::ports::PdfInput;
use showscribe_domain::repair_request::{RepairRequest, RequestTotals};
use showscribe_domain::report::FindingKind;

use super::breakable;

/// Printed under the list: what the amounts are, and what the page is not.
pub const REQUEST_TERMS: &str = "Amounts are the buyer's requests, informed by the budgeting ranges of the showing report; they are not contractor bids. A repair request becomes part of an agreement only in a written addendum signed by buyer and seller.";

#[derive(Debug, Serialize)]
pub struct RequestSheetView {
    pub rows: Vec<RequestRowView>,
    /// The credits, the repairs' worth, and what is asked in all.
    pub totals: Vec<RequestTotalView>,
    /// Shown instead of the table when nothing is asked for.
    pub empty: &'static str,
    pub terms: &'static str,
}

#[derive(Debug, Serialize)]
pub struct RequestRowView {
    pub description: String,
    /// "Repair needed" or "Update wanted", with the category.
    pub kind: String,
    /// "Repair" or "Credit".
    pub remedy: &'static str,
    pub amount: String,
    /// The report's typical estimate, when the item is priced.
    pub estimate: Option<String>,
    pub note: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct RequestTotalView {
    pub label: &'static str,
    pub amount: String,
    pub emphasis: bool,
}

impl RequestSheetView {
    pub fn new(input: &PdfInput, request: &RepairRequest) -> Self {
        let content = &input.report.content;
        let lines = request.lines(content);
        let totals = RequestTotals::of(&lines);
        Self {
            rows: lines
                .iter()
                .map(|line| RequestRowView {
                    description: breakable(&line.item.description),
                    kind: format!(
                        "{} · {}",
                        match line.item.kind {
                            FindingKind::Repair => "Repair needed",
                            FindingKind::Upgrade => "Update wanted",
                        },
                        breakable(&line.item.category)
                    ),
                    remedy: line.entry.remedy.label(),
                    amount: line.entry.amount.to_string(),
                    estimate: line.item.cost.map(|c| c.typical.to_string()),
                    note: line.entry.note.as_deref().map(breakable),
                })
                .collect(),
            totals: vec![
                RequestTotalView {
                    label: "Credits requested at closing",
                    amount: totals.credits.to_string(),
                    emphasis: false,
                },
                RequestTotalView {
                    label: "Repairs requested of the seller (worth)",
                    amount: totals.repairs.to_string(),
                    emphasis: false,
                },
                RequestTotalView {
                    label: "Total requested",
                    amount: totals.requested().to_string(),
                    emphasis: true,
                },
            ],
            empty: "No items have been requested yet.",
            terms: REQUEST_TERMS,
        }
    }
}
