use serde::{Deserialize, Serialize};

use super::draft::{CostRange, DraftFinding, FindingKind, Priority};
use crate::catalog::{CatalogItem, CostCatalog, CostUnit, Region, RoomSizes, Space};
use crate::money::Cents;

/// A finding with its grounded cost.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricedItem {
    /// Stable within its report ("i7"): given when the report is assembled, never reused.
    #[serde(default)]
    pub id: String,
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
    /// The agent gave the figures: they are not the catalog's.
    #[serde(default)]
    pub agent_figure: bool,
}

pub const NEEDS_QUOTE: &str = "Needs a contractor quote";

/// Costs are presented to the nearest $10: these are budgeting ranges, not bids.
const ROUND_TO_CENTS: i64 = 1_000;

/// Largest quantity taken from notes; beyond it a number is more likely a year or an address.
pub(super) const MAX_QUANTITY: f64 = 100_000.0;

/// What prices are grounded in: the catalog, the region's price level, and the sizes an
/// estimate may assume when the notes give none.
#[derive(Debug, Clone, Copy)]
pub struct Pricing<'a> {
    pub catalog: &'a CostCatalog,
    pub region: &'a Region,
    pub rooms: &'a RoomSizes,
    /// The home's square feet, when known (its facts, or its description).
    pub home_square_feet: Option<f64>,
}

/// Prices every finding from the catalog, scaled to the region. A writer's own figure is kept
/// only within the catalog's range for its item (clamped and flagged otherwise). A finding with
/// no catalog item keeps the writer's figure flagged as unverified, or none: it is never dropped.
/// An item priced by size that the notes gave no size for is priced on a stated assumption (the
/// room it is in, the home's size, or the catalog's typical job) when there is one.
pub fn ground(findings: &[DraftFinding], pricing: &Pricing) -> Vec<PricedItem> {
    findings.iter().map(|f| ground_one(f, pricing)).collect()
}

/// A size to assume for `item` and the words that say so.
fn assumed_size(item: &CatalogItem, f: &DraftFinding, pricing: &Pricing) -> Option<(f64, String)> {
    const CLOSER: &str = "give the size for a closer figure";
    let floor_area = item.unit == CostUnit::SquareFoot
        && (item.category == "Flooring" || FLOOR_AREA_ITEMS.contains(&item.key.as_str()));
    // Work priced by some other area (walls) in a named room: the catalog's typical job, once
    // per room.
    if let (Some(mention), Some(size)) = (f.space, &item.typical_size)
        && !floor_area
        && mention.count > 1
        && mention.space != Space::WholeHome
    {
        return Some((
            size.quantity * f64::from(mention.count),
            format!(
                "Assumes {} × {} ({} each); give the sizes for a closer figure.",
                mention.count,
                thousands(size.quantity),
                size.basis
            ),
        ));
    }
    if let Some(mention) = f.space.filter(|_| floor_area) {
        if mention.space == Space::WholeHome
            && let Some(home) = pricing.home_square_feet
        {
            return Some((
                home,
                format!("Assumes the home's {} sq ft; {CLOSER}.", thousands(home)),
            ));
        }
        if let Some(size) = pricing.rooms.get(mention.space) {
            return Some(if mention.count > 1 {
                (
                    size.quantity * f64::from(mention.count),
                    format!(
                        "Assumes {} × {} sq ft ({} each); give the sizes for a closer figure.",
                        mention.count,
                        thousands(size.quantity),
                        size.basis
                    ),
                )
            } else {
                (size.quantity, format!("Assumes {}; {CLOSER}.", size.basis))
            });
        }
    }
    item.typical_size
        .as_ref()
        .map(|size| (size.quantity, format!("Assumes {}; {CLOSER}.", size.basis)))
}

/// Items outside the Flooring category that are priced per square foot of floor (or, for
/// exterior paint, of the home), so a room's or the home's floor area sizes them.
const FLOOR_AREA_ITEMS: &[&str] = &[
    // Exterior painting is priced per square foot of the home.
    "exterior_paint",
    "subfloor_repair",
    "basement_finishing",
    "popcorn_ceiling_removal",
    "room_addition",
    "attic_conversion",
    "crawl_space_vapor_barrier",
];

/// 1850.0 -> "1,850".
fn thousands(value: f64) -> String {
    let digits = format!("{:.0}", value.round());
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

pub(super) fn ground_one(f: &DraftFinding, pricing: &Pricing) -> PricedItem {
    let region = pricing.region;
    let item = f
        .catalog_key
        .as_deref()
        .and_then(|k| pricing.catalog.get(k));
    let quantity = f
        .quantity
        .filter(|q| q.is_finite() && *q > 0.0 && *q <= MAX_QUANTITY);
    let assumption = match item {
        Some(item) if item.unit.needs_size() && quantity.is_none() => {
            assumed_size(item, f, pricing)
        }
        _ => None,
    };
    let (quantity, assumption) = match assumption {
        Some((size, words)) => (Some(size), Some(words)),
        None => (quantity, None),
    };
    let (cost, note, catalog_key, category) = match item {
        // Priced by area, length or power but the notes gave no size and there is nothing to
        // assume: one square foot is not an estimate, so say what is needed instead.
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
            // A count the notes gave multiplies the price: say so, so a wrong count is seen.
            let counted = (item.unit == CostUnit::Each && multiplier > 1.0).then(|| {
                let each = CostRange::new(lo, ty, hi)
                    .scale(region.factor)
                    .round_to(ROUND_TO_CENTS)
                    .typical;
                format!(
                    "Priced for {}, about {each} each; change the quantity if the count differs.",
                    thousands(multiplier)
                )
            });
            (
                Some(range.round_to(ROUND_TO_CENTS)),
                note.or(assumption).or(counted),
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
        id: String::new(),
        description: f.description.clone(),
        kind: f.kind,
        category,
        priority: f.priority,
        catalog_key,
        quantity,
        cost,
        note,
        agent_figure: false,
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

    fn ground(
        findings: &[DraftFinding],
        catalog: &CostCatalog,
        region: &Region,
    ) -> Vec<PricedItem> {
        super::ground(
            findings,
            &Pricing {
                catalog,
                region,
                rooms: &RoomSizes::default(),
                home_square_feet: None,
            },
        )
    }

    fn finding(key: Option<&str>, qty: Option<f64>, proposed: Option<CostRange>) -> DraftFinding {
        DraftFinding {
            space: None,
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
    fn a_count_from_the_notes_multiplies_and_says_so() {
        let items = ground(
            &[finding(Some("water_heater_replace"), Some(2.0), None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(items[0].cost, Some(dollars(1760, 2650, 3610)));
        assert_eq!(
            items[0].note.as_deref(),
            Some("Priced for 2, about $1,330 each; change the quantity if the count differs.")
        );
        let one = ground(
            &[finding(Some("water_heater_replace"), Some(1.0), None)],
            &catalog(),
            &Region::national(),
        );
        assert_eq!(one[0].note, None);
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

    fn sized_catalog() -> CostCatalog {
        CostCatalog::parse_csv(
            "key,label,category,kind,unit,low,typical,high,source,year,typical_quantity,typical_basis
hardwood_refinish,Refinish,Flooring,upgrade,sqft,3,4,5,Page,2024,,
fence_replace_wood,Fence,Exterior,repair,lnft,10,20,30,Page,2024,150,150 ft of fence
interior_paint,Paint,Interior,upgrade,sqft,2,4,6,Page,2025,384,384 sq ft of wall
",
        )
        .unwrap()
    }

    fn rooms() -> RoomSizes {
        RoomSizes::parse_csv(
            "space,square_feet,basis,source,year\nbedroom,168,a 12 × 14 ft bedroom,Page,2024\n",
        )
        .unwrap()
    }

    fn priced_with(f: DraftFinding, home_square_feet: Option<f64>) -> PricedItem {
        let catalog = sized_catalog();
        let rooms = rooms();
        let pricing = Pricing {
            catalog: &catalog,
            region: &Region::national(),
            rooms: &rooms,
            home_square_feet,
        };
        super::ground(&[f], &pricing).remove(0)
    }

    fn in_space(key: &str, space: Space, count: u32) -> DraftFinding {
        DraftFinding {
            space: Some(crate::catalog::SpaceMention { space, count }),
            ..finding(Some(key), None, None)
        }
    }

    #[test]
    fn a_named_room_prices_floor_work_at_its_typical_size_and_says_so() {
        let one = priced_with(in_space("hardwood_refinish", Space::Bedroom, 1), None);
        assert_eq!(one.quantity, Some(168.0));
        assert_eq!(one.cost, Some(dollars(500, 670, 840)));
        assert_eq!(
            one.note.as_deref(),
            Some("Assumes a 12 × 14 ft bedroom; give the size for a closer figure.")
        );
        let three = priced_with(in_space("hardwood_refinish", Space::Bedroom, 3), None);
        assert_eq!(three.quantity, Some(504.0));
        assert_eq!(three.cost, Some(dollars(1510, 2020, 2520)));
        assert!(
            three
                .note
                .unwrap()
                .starts_with("Assumes 3 × 168 sq ft (a 12 × 14 ft bedroom each)")
        );
    }

    #[test]
    fn the_whole_home_is_priced_at_its_own_square_feet() {
        let f = in_space("hardwood_refinish", Space::WholeHome, 1);
        let item = priced_with(f.clone(), Some(1850.0));
        assert_eq!(item.quantity, Some(1850.0));
        assert_eq!(
            item.note.as_deref(),
            Some("Assumes the home's 1,850 sq ft; give the size for a closer figure.")
        );
        // Unknown home size and no whole-home figure: the size is asked for.
        let unknown = priced_with(f, None);
        assert_eq!(unknown.cost, None);
    }

    #[test]
    fn a_catalog_typical_job_is_the_last_resort_and_a_given_size_wins() {
        let assumed = priced_with(finding(Some("fence_replace_wood"), None, None), None);
        assert_eq!(assumed.quantity, Some(150.0));
        assert_eq!(assumed.cost, Some(dollars(1500, 3000, 4500)));
        assert_eq!(
            assumed.note.as_deref(),
            Some("Assumes 150 ft of fence; give the size for a closer figure.")
        );
        let measured = priced_with(finding(Some("fence_replace_wood"), Some(40.0), None), None);
        assert_eq!(measured.cost, Some(dollars(400, 800, 1200)));
        assert_eq!(measured.note, None);
        // A room does not size a length-priced item.
        let fence = priced_with(in_space("fence_replace_wood", Space::Bedroom, 1), None);
        assert_eq!(fence.quantity, Some(150.0));
    }

    #[test]
    fn wall_work_in_named_rooms_takes_the_typical_job_per_room() {
        let three = priced_with(in_space("interior_paint", Space::Bedroom, 3), None);
        assert_eq!(three.quantity, Some(1152.0));
        assert_eq!(three.cost, Some(dollars(2300, 4610, 6910)));
        assert!(
            three
                .note
                .unwrap()
                .starts_with("Assumes 3 × 384 (384 sq ft of wall each)")
        );
        // One room: the typical job itself, not the room's floor area.
        let one = priced_with(in_space("interior_paint", Space::Bedroom, 1), None);
        assert_eq!(one.quantity, Some(384.0));
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(thousands(950.0), "950");
        assert_eq!(thousands(1850.0), "1,850");
        assert_eq!(thousands(1_234_567.0), "1,234,567");
    }
}
