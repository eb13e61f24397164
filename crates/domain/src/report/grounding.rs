use serde::{Deserialize, Serialize};

use super::draft::{CostRange, DraftFinding, FindingKind, Priority};
use crate::catalog::{CostCatalog, Region};
use crate::money::Cents;

/// A finding with its grounded cost.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricedItem {
    pub description: String,
    pub kind: FindingKind,
    pub category: String,
    pub priority: Priority,
    pub catalog_key: Option<String>,
    pub quantity: Option<f64>,
    /// `None` when the finding could not be priced: it needs a contractor quote.
    pub cost: Option<CostRange>,
    /// Why the cost is what it is, when that needs saying (clamped, quote needed…).
    pub note: Option<String>,
}

pub const NEEDS_QUOTE: &str = "Needs a contractor quote";

/// Costs are presented to the nearest $10: these are budgeting ranges, not bids.
const ROUND_TO_CENTS: i64 = 1_000;

/// Largest quantity taken from notes; beyond it a number is more likely a year or an address.
const MAX_QUANTITY: f64 = 100_000.0;

/// Prices every finding from the catalog, scaled to the region. A writer's own figure is kept
/// only within the catalog's range for its item (clamped and flagged otherwise). A finding with
/// no catalog item keeps the writer's figure flagged as unverified, or none: it is never dropped.
pub fn ground(
    findings: &[DraftFinding],
    catalog: &CostCatalog,
    region: &Region,
) -> Vec<PricedItem> {
    findings
        .iter()
        .map(|f| ground_one(f, catalog, region))
        .collect()
}

fn ground_one(f: &DraftFinding, catalog: &CostCatalog, region: &Region) -> PricedItem {
    let item = f.catalog_key.as_deref().and_then(|k| catalog.get(k));
    let quantity = f
        .quantity
        .filter(|q| q.is_finite() && *q > 0.0 && *q <= MAX_QUANTITY);
    let (cost, note, catalog_key, category) = match item {
        // Priced by area, length or power but the notes gave no size: one square foot is not an
        // estimate, so say what is needed instead of printing a meaningless figure.
        Some(item) if item.unit.needs_size() && quantity.is_none() => (
            None,
            Some(format!(
                "Needs the size in {} for an estimate, or a contractor quote",
                item.unit.label()
            )),
            Some(item.key.clone()),
            item.category.clone(),
        ),
        Some(item) => {
            let multiplier = if item.unit.is_per_unit() {
                quantity.unwrap_or(1.0)
            } else {
                1.0
            };
            let (lo, ty, hi) = item.range();
            let catalog_range = CostRange::new(lo, ty, hi).scale(multiplier * region.factor);
            let (range, note) = match f.proposed_cost {
                Some(p) => clamp(p, catalog_range),
                None => (catalog_range, None),
            };
            (
                Some(range.round_to(ROUND_TO_CENTS)),
                note,
                Some(item.key.clone()),
                item.category.clone(),
            )
        }
        None => match f.proposed_cost {
            Some(p) if p.high > Cents::ZERO => (
                Some(p.round_to(ROUND_TO_CENTS)),
                Some(
                    "Writer's estimate, not in the cost catalog: confirm with a contractor quote"
                        .to_owned(),
                ),
                None,
                f.category.clone(),
            ),
            _ => (None, Some(NEEDS_QUOTE.to_owned()), None, f.category.clone()),
        },
    };
    PricedItem {
        description: f.description.clone(),
        kind: f.kind,
        category,
        priority: f.priority,
        catalog_key,
        quantity,
        cost,
        note,
    }
}

fn clamp(proposed: CostRange, bounds: CostRange) -> (CostRange, Option<String>) {
    let c = |v: Cents| v.clamp(bounds.low, bounds.high);
    let clamped = CostRange::new(c(proposed.low), c(proposed.typical), c(proposed.high));
    if clamped == proposed {
        (proposed, None)
    } else {
        (
            clamped,
            Some(format!(
                "Adjusted to the catalog range ({}–{}); the writer proposed {}–{}",
                bounds.low.round_to(ROUND_TO_CENTS),
                bounds.high.round_to(ROUND_TO_CENTS),
                proposed.low.round_to(ROUND_TO_CENTS),
                proposed.high.round_to(ROUND_TO_CENTS)
            )),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> CostCatalog {
        CostCatalog::parse_csv(
            "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,HomeAdvisor,2024
interior_paint,Interior,upgrade,sqft,2,4,6,Angi,2025
roof_repair,Roof,repair,project,400,1150,1900,Fixr,2026
",
        )
        .unwrap()
    }

    fn finding(key: Option<&str>, qty: Option<f64>, proposed: Option<CostRange>) -> DraftFinding {
        DraftFinding {
            description: "x".into(),
            kind: FindingKind::Repair,
            category: "Other".into(),
            priority: Priority::Soon,
            catalog_key: key.map(Into::into),
            quantity: qty,
            proposed_cost: proposed,
            source_text: "x".into(),
        }
    }

    fn dollars(l: i64, t: i64, h: i64) -> CostRange {
        CostRange::new(Cents(l * 100), Cents(t * 100), Cents(h * 100))
    }

    #[test]
    fn catalog_items_are_priced_by_quantity_and_region() {
        let region = Region {
            state: Some("CA".into()),
            factor: 1.12581,
        };
        let items = ground(
            &[finding(Some("interior_paint"), Some(1200.0), None)],
            &catalog(),
            &region,
        );
        // 1,200 sq ft × $2/$4/$6 × 1.12581, to the nearest $10.
        assert_eq!(items[0].cost, Some(dollars(2700, 5400, 8110)));
        assert_eq!(items[0].category, "Interior");
        assert_eq!(items[0].note, None);
    }

    #[test]
    fn project_prices_ignore_quantities() {
        let items = ground(
            &[finding(Some("roof_repair"), Some(3.0), None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items[0].cost, Some(dollars(400, 1150, 1900)));
    }

    #[test]
    fn a_writers_figure_outside_the_range_is_clamped_and_flagged() {
        let items = ground(
            &[finding(
                Some("water_heater_replace"),
                None,
                Some(dollars(300, 5000, 9000)),
            )],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items[0].cost, Some(dollars(880, 1810, 1810)));
        assert!(
            items[0]
                .note
                .as_deref()
                .unwrap()
                .starts_with("Adjusted to the catalog range")
        );
        let inside = ground(
            &[finding(
                Some("water_heater_replace"),
                None,
                Some(dollars(900, 1200, 1700)),
            )],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(inside[0].cost, Some(dollars(900, 1200, 1700)));
        assert_eq!(inside[0].note, None);
    }

    #[test]
    fn unknown_items_are_kept_and_marked_for_a_quote() {
        let items = ground(
            &[
                finding(Some("no_such_item"), None, None),
                finding(None, None, None),
            ],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items.len(), 2);
        for i in &items {
            assert_eq!(i.cost, None);
            assert_eq!(i.note.as_deref(), Some(NEEDS_QUOTE));
        }
    }

    #[test]
    fn implausible_quantities_are_ignored() {
        let items = ground(
            &[finding(Some("interior_paint"), Some(1.0e9), None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items[0].quantity, None);
        assert_eq!(items[0].cost, None);
    }

    #[test]
    fn area_priced_items_without_a_size_ask_for_one() {
        let items = ground(
            &[finding(Some("interior_paint"), None, None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items[0].cost, None);
        assert_eq!(items[0].catalog_key.as_deref(), Some("interior_paint"));
        assert_eq!(
            items[0].note.as_deref(),
            Some("Needs the size in sq ft for an estimate, or a contractor quote")
        );
        // A count-priced item without a count is one of them.
        let one = ground(
            &[finding(Some("water_heater_replace"), None, None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(one[0].cost, Some(dollars(880, 1330, 1810)));
    }
}
