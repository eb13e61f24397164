//! The agent's edits to a report's repairs and upgrades: add an item (the agent's own, or a
//! catalog item priced exactly as a generated one is), change one, remove one. After every edit
//! the totals and the investment summary are derived again. A market analysis report has no
//! items to edit.

use thiserror::Error;

use super::content::{ReportContent, item_id};
use super::draft::{CostRange, DraftFinding, FindingKind, Priority};
use super::grounding::{MAX_QUANTITY, NEEDS_QUOTE, PricedItem, Pricing, ground_one};
use crate::catalog::CostCatalog;
use crate::money::Cents;
use crate::text::{char_len, has_control_chars};

pub const MAX_DESCRIPTION_CHARS: usize = 500;
pub const MAX_CATEGORY_CHARS: usize = 60;
/// Repairs and upgrades together, in one report.
pub const MAX_ITEMS: usize = 200;
/// The largest figure an item may have: $10 million, far above any repair, to refuse typos.
pub const MAX_FIGURE: Cents = Cents(1_000_000_000);
/// The category of an item the agent adds without naming one.
pub const DEFAULT_CATEGORY: &str = "Other";

pub const NOT_ITEM_EDITABLE: &str = "A market analysis has no repairs or upgrades to edit";

/// Prices one finding exactly as generating a report does (the catalog, the report's region,
/// and whatever a size may be assumed from).
pub trait ItemPricer {
    fn catalog(&self) -> &CostCatalog;
    fn price(&self, finding: &DraftFinding) -> PricedItem;
}

/// Generating's own pricing: an item the agent adds or changes is priced by the very function
/// that prices a generated finding.
impl ItemPricer for Pricing<'_> {
    fn catalog(&self) -> &CostCatalog {
        self.catalog
    }

    fn price(&self, finding: &DraftFinding) -> PricedItem {
        ground_one(finding, self)
    }
}

/// One of an item's three figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figure {
    Low,
    Estimated,
    High,
}

impl Figure {
    pub fn label(self) -> &'static str {
        match self {
            Self::Low => "Low cost",
            Self::Estimated => "Estimated cost",
            Self::High => "High cost",
        }
    }
}

/// Figures the agent gives for an item; any may be left out (a change keeps the item's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Figures {
    pub low: Option<Cents>,
    pub estimated: Option<Cents>,
    pub high: Option<Cents>,
}

impl Figures {
    pub fn all(low: Cents, estimated: Cents, high: Cents) -> Self {
        Self {
            low: Some(low),
            estimated: Some(estimated),
            high: Some(high),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.low.is_none() && self.estimated.is_none() && self.high.is_none()
    }
}

/// An item the agent adds. With a `catalog_key` it is priced from the catalog (with the
/// `quantity`, as a generated item is) unless the agent also gives figures; otherwise it is the
/// agent's own item, which needs a description and is priced by its figures (or, without any,
/// needs a contractor quote).
#[derive(Debug, Clone, PartialEq)]
pub struct NewItem {
    pub kind: FindingKind,
    /// Defaults to the catalog item's label.
    pub description: Option<String>,
    /// Defaults to the catalog item's category, or "Other".
    pub category: Option<String>,
    /// Defaults to "soon" for a repair and "cosmetic" for an upgrade.
    pub priority: Option<Priority>,
    pub catalog_key: Option<String>,
    pub quantity: Option<f64>,
    pub figures: Figures,
}

/// A change to an item: what is given changes, the rest stays. A new catalog key or quantity
/// prices the item from the catalog again, unless figures are given with it; a new kind moves
/// it between the repairs and the upgrades.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ItemPatch {
    pub kind: Option<FindingKind>,
    pub description: Option<String>,
    pub category: Option<String>,
    pub priority: Option<Priority>,
    pub catalog_key: Option<String>,
    pub quantity: Option<f64>,
    pub figures: Figures,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum InvalidItemText {
    #[error("cannot be empty")]
    Empty,
    #[error("must be at most {0} characters")]
    TooLong(usize),
    #[error("contains characters that are not allowed")]
    ControlCharacters,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum InvalidFigures {
    #[error("{} cannot be negative", .0.label())]
    Negative(Figure),
    #[error("{} must be at most $10,000,000", .0.label())]
    TooLarge(Figure),
    /// An item without a cost gets all three figures at once.
    #[error("{} is needed with the other two figures", .0.label())]
    Missing(Figure),
    #[error("Low cost cannot be more than the estimated cost")]
    LowAboveEstimated,
    #[error("High cost cannot be less than the estimated cost")]
    HighBelowEstimated,
}

impl InvalidFigures {
    /// The figure to correct.
    pub fn figure(self) -> Figure {
        match self {
            Self::Negative(f) | Self::TooLarge(f) | Self::Missing(f) => f,
            Self::LowAboveEstimated => Figure::Low,
            Self::HighBelowEstimated => Figure::High,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum InvalidQuantity {
    #[error("Quantity must be a positive number")]
    NotPositive,
    #[error("Quantity must be at most 100,000")]
    TooLarge,
    #[error("Only an item priced from the catalog has a quantity")]
    WithoutCatalogItem,
}

/// What is wrong with an added or changed item.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ItemProblem {
    #[error("Description {0}")]
    Description(InvalidItemText),
    #[error("Category {0}")]
    Category(InvalidItemText),
    #[error("{0}")]
    Figures(InvalidFigures),
    #[error("{0}")]
    Quantity(InvalidQuantity),
    #[error("There is no catalog item {0:?}")]
    UnknownCatalogKey(String),
    #[error("A report holds at most {MAX_ITEMS} repairs and upgrades")]
    TooManyItems,
}

impl From<InvalidFigures> for ItemProblem {
    fn from(e: InvalidFigures) -> Self {
        Self::Figures(e)
    }
}

impl From<InvalidQuantity> for ItemProblem {
    fn from(e: InvalidQuantity) -> Self {
        Self::Quantity(e)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AddItemError {
    #[error("{}", NOT_ITEM_EDITABLE)]
    MarketAnalysis,
    #[error(transparent)]
    Invalid(#[from] ItemProblem),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PatchItemError {
    #[error("{}", NOT_ITEM_EDITABLE)]
    MarketAnalysis,
    #[error("the report has no such item")]
    UnknownItem,
    #[error(transparent)]
    Invalid(#[from] ItemProblem),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RemoveItemError {
    #[error("{}", NOT_ITEM_EDITABLE)]
    MarketAnalysis,
    #[error("the report has no such item")]
    UnknownItem,
}

fn text(raw: &str, max: usize) -> Result<String, InvalidItemText> {
    let s = raw.trim();
    if s.is_empty() {
        Err(InvalidItemText::Empty)
    } else if char_len(s) > max {
        Err(InvalidItemText::TooLong(max))
    } else if has_control_chars(s) {
        Err(InvalidItemText::ControlCharacters)
    } else {
        Ok(s.to_owned())
    }
}

fn description(raw: Option<&str>) -> Result<Option<String>, ItemProblem> {
    raw.map(|d| text(d, MAX_DESCRIPTION_CHARS))
        .transpose()
        .map_err(ItemProblem::Description)
}

fn category(raw: Option<&str>) -> Result<Option<String>, ItemProblem> {
    raw.map(|c| text(c, MAX_CATEGORY_CHARS))
        .transpose()
        .map_err(ItemProblem::Category)
}

fn quantity(raw: Option<f64>) -> Result<Option<f64>, InvalidQuantity> {
    match raw {
        None => Ok(None),
        Some(q) if !q.is_finite() || q <= 0.0 => Err(InvalidQuantity::NotPositive),
        Some(q) if q > MAX_QUANTITY => Err(InvalidQuantity::TooLarge),
        Some(q) => Ok(Some(q)),
    }
}

/// The agent's figures as a range, the ones left out taken from `current`; `None` when none
/// were given.
fn agent_range(
    given: Figures,
    current: Option<CostRange>,
) -> Result<Option<CostRange>, InvalidFigures> {
    if given.is_empty() {
        return Ok(None);
    }
    let pick = |figure: Figure, value: Option<Cents>, own: Option<Cents>| match value.or(own) {
        None => Err(InvalidFigures::Missing(figure)),
        Some(v) if v < Cents::ZERO => Err(InvalidFigures::Negative(figure)),
        Some(v) if v > MAX_FIGURE => Err(InvalidFigures::TooLarge(figure)),
        Some(v) => Ok(v),
    };
    let low = pick(Figure::Low, given.low, current.map(|c| c.low))?;
    let estimated = pick(
        Figure::Estimated,
        given.estimated,
        current.map(|c| c.typical),
    )?;
    let high = pick(Figure::High, given.high, current.map(|c| c.high))?;
    if low > estimated {
        return Err(InvalidFigures::LowAboveEstimated);
    }
    if high < estimated {
        return Err(InvalidFigures::HighBelowEstimated);
    }
    Ok(Some(CostRange::new(low, estimated, high)))
}

fn default_priority(kind: FindingKind) -> Priority {
    match kind {
        FindingKind::Repair => Priority::Soon,
        FindingKind::Upgrade => Priority::Cosmetic,
    }
}

/// The finding a catalog item the agent chose is priced as: what generating does with a
/// writer's finding that names the item, without a figure of its own.
fn catalog_finding(
    item: &PricedItem,
    catalog_key: Option<String>,
    quantity: Option<f64>,
) -> DraftFinding {
    DraftFinding {
        description: item.description.clone(),
        kind: item.kind,
        category: item.category.clone(),
        priority: item.priority,
        catalog_key,
        quantity,
        proposed_cost: None,
        source_text: String::new(),
        space: None,
    }
}

impl ReportContent {
    /// A new item id, never given before in this report.
    fn next_item_id(&mut self) -> String {
        self.ensure_item_ids();
        self.last_item_number += 1;
        item_id(self.last_item_number)
    }

    /// The item with this id, among the repairs and the upgrades.
    pub fn item(&self, id: &str) -> Option<&PricedItem> {
        self.repairs
            .iter()
            .chain(&self.upgrades)
            .find(|i| i.id == id)
    }

    fn items(&self, kind: FindingKind) -> &[PricedItem] {
        match kind {
            FindingKind::Repair => &self.repairs,
            FindingKind::Upgrade => &self.upgrades,
        }
    }

    fn items_mut(&mut self, kind: FindingKind) -> &mut Vec<PricedItem> {
        match kind {
            FindingKind::Repair => &mut self.repairs,
            FindingKind::Upgrade => &mut self.upgrades,
        }
    }

    fn locate(&self, id: &str) -> Option<(FindingKind, usize)> {
        if let Some(i) = self.repairs.iter().position(|i| i.id == id) {
            return Some((FindingKind::Repair, i));
        }
        self.upgrades
            .iter()
            .position(|i| i.id == id)
            .map(|i| (FindingKind::Upgrade, i))
    }

    /// Whether the agent edits items of this report (a market analysis has none).
    pub fn has_editable_items(&self) -> bool {
        self.market_analysis.is_none()
    }

    /// Adds an item at the end of the repairs or the upgrades and returns it, with its new id.
    pub fn add_item(
        &mut self,
        new: NewItem,
        pricer: &dyn ItemPricer,
    ) -> Result<&PricedItem, AddItemError> {
        if !self.has_editable_items() {
            return Err(AddItemError::MarketAnalysis);
        }
        if self.repairs.len() + self.upgrades.len() >= MAX_ITEMS {
            return Err(ItemProblem::TooManyItems.into());
        }
        let given_description = description(new.description.as_deref())?;
        // A blank category on a new item means "not said".
        let given_category = category(new.category.as_deref().filter(|c| !c.trim().is_empty()))?;
        let range = agent_range(new.figures, None).map_err(ItemProblem::from)?;
        let quantity = quantity(new.quantity).map_err(ItemProblem::from)?;
        let priority = new.priority.unwrap_or(default_priority(new.kind));
        let mut item = match new.catalog_key {
            Some(key) => {
                let Some(entry) = pricer.catalog().get(&key) else {
                    return Err(ItemProblem::UnknownCatalogKey(key).into());
                };
                let draft = PricedItem {
                    id: String::new(),
                    description: given_description.unwrap_or_else(|| entry.label().into_owned()),
                    kind: new.kind,
                    category: entry.category.clone(),
                    priority,
                    catalog_key: None,
                    quantity: None,
                    cost: None,
                    note: None,
                    agent_figure: false,
                };
                pricer.price(&catalog_finding(&draft, Some(key), quantity))
            }
            None => {
                if quantity.is_some() {
                    return Err(ItemProblem::from(InvalidQuantity::WithoutCatalogItem).into());
                }
                let Some(description) = given_description else {
                    return Err(ItemProblem::Description(InvalidItemText::Empty).into());
                };
                PricedItem {
                    id: String::new(),
                    description,
                    kind: new.kind,
                    category: DEFAULT_CATEGORY.to_owned(),
                    priority,
                    catalog_key: None,
                    quantity: None,
                    cost: None,
                    note: Some(NEEDS_QUOTE.to_owned()),
                    agent_figure: false,
                }
            }
        };
        item.kind = new.kind;
        item.priority = priority;
        if let Some(category) = given_category {
            item.category = category;
        }
        if let Some(range) = range {
            item.cost = Some(range);
            item.note = None;
            item.agent_figure = true;
        }
        item.id = self.next_item_id();
        let kind = item.kind;
        let list = self.items_mut(kind);
        list.push(item);
        let index = list.len() - 1;
        self.recompute();
        Ok(&self.items(kind)[index])
    }

    /// Changes the item `id` as `patch` says and returns it. A new kind moves it to the end of
    /// the other list.
    pub fn patch_item(
        &mut self,
        id: &str,
        patch: ItemPatch,
        pricer: &dyn ItemPricer,
    ) -> Result<&PricedItem, PatchItemError> {
        if !self.has_editable_items() {
            return Err(PatchItemError::MarketAnalysis);
        }
        let (kind, index) = self.locate(id).ok_or(PatchItemError::UnknownItem)?;
        let mut item = self.items_mut(kind)[index].clone();
        let description = description(patch.description.as_deref())?;
        let category = category(patch.category.as_deref())?;
        let range = agent_range(patch.figures, item.cost).map_err(ItemProblem::from)?;
        let quantity = quantity(patch.quantity).map_err(ItemProblem::from)?;
        if let Some(key) = &patch.catalog_key
            && pricer.catalog().get(key).is_none()
        {
            return Err(ItemProblem::UnknownCatalogKey(key.clone()).into());
        }
        let catalog_key = patch.catalog_key.clone().or(item.catalog_key.clone());
        if quantity.is_some() && catalog_key.is_none() {
            return Err(ItemProblem::from(InvalidQuantity::WithoutCatalogItem).into());
        }

        if let Some(d) = description {
            item.description = d;
        }
        if let Some(p) = patch.priority {
            item.priority = p;
        }
        if let Some(k) = patch.kind {
            item.kind = k;
        }
        if patch.catalog_key.is_some() || quantity.is_some() {
            let quantity = quantity.or(item.quantity);
            if range.is_none() {
                // Priced from the catalog again, as generating would price it.
                let priced = pricer.price(&catalog_finding(&item, catalog_key, quantity));
                if patch.catalog_key.is_some() && patch.catalog_key != item.catalog_key {
                    item.category = priced.category;
                }
                item.catalog_key = priced.catalog_key;
                item.quantity = priced.quantity;
                item.cost = priced.cost;
                item.note = priced.note;
                item.agent_figure = false;
            } else {
                item.catalog_key = catalog_key;
                item.quantity = quantity;
            }
        }
        if let Some(range) = range {
            item.cost = Some(range);
            item.note = None;
            item.agent_figure = true;
        }
        if let Some(c) = category {
            item.category = c;
        }

        let new_kind = item.kind;
        let index = if new_kind == kind {
            self.items_mut(kind)[index] = item;
            index
        } else {
            self.items_mut(kind).remove(index);
            let list = self.items_mut(new_kind);
            list.push(item);
            list.len() - 1
        };
        self.recompute();
        Ok(&self.items(new_kind)[index])
    }

    /// Removes the item `id` and returns it. Its id is not given again.
    pub fn remove_item(&mut self, id: &str) -> Result<PricedItem, RemoveItemError> {
        if !self.has_editable_items() {
            return Err(RemoveItemError::MarketAnalysis);
        }
        let (kind, index) = self.locate(id).ok_or(RemoveItemError::UnknownItem)?;
        let removed = self.items_mut(kind).remove(index);
        self.recompute();
        Ok(removed)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::catalog::{Region, RoomSizes};
    use crate::report::{Generator, Pricing, ground};

    const CATALOG: &str = "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,HomeAdvisor,2024
interior_paint,Interior,upgrade,sqft,2,4,6,Angi,2025
roof_repair,Roof,repair,project,400,1150,1900,Fixr,2026
";

    /// Prices as generating does, in a region 10% above the national level.
    struct Pricer {
        catalog: CostCatalog,
        region: Region,
        rooms: RoomSizes,
    }

    impl ItemPricer for Pricer {
        fn catalog(&self) -> &CostCatalog {
            &self.catalog
        }

        fn price(&self, finding: &DraftFinding) -> PricedItem {
            ground(std::slice::from_ref(finding), &self.pricing()).remove(0)
        }
    }

    impl Pricer {
        fn pricing(&self) -> Pricing<'_> {
            Pricing {
                catalog: &self.catalog,
                region: &self.region,
                rooms: &self.rooms,
                home_square_feet: None,
            }
        }
    }

    fn pricer() -> Pricer {
        Pricer {
            catalog: CostCatalog::parse_csv(CATALOG).unwrap(),
            region: Region {
                state: Some("CA".into()),
                factor: 1.1,
            },
            rooms: RoomSizes::default(),
        }
    }

    fn dollars(l: i64, t: i64, h: i64) -> CostRange {
        CostRange::new(Cents(l * 100), Cents(t * 100), Cents(h * 100))
    }

    /// As given, in whatever order.
    fn figures(l: i64, t: i64, h: i64) -> Figures {
        Figures::all(Cents(l * 100), Cents(t * 100), Cents(h * 100))
    }

    /// A generated report: one priced repair, one repair that needs a quote, one upgrade.
    fn report() -> ReportContent {
        let p = pricer();
        let finding = |key: Option<&str>, kind, quantity| DraftFinding {
            description: "found".into(),
            kind,
            category: "Other".into(),
            priority: Priority::Soon,
            catalog_key: key.map(Into::into),
            quantity,
            proposed_cost: None,
            source_text: "notes".into(),
            space: None,
        };
        let items = ground(
            &[
                finding(Some("water_heater_replace"), FindingKind::Repair, None),
                finding(None, FindingKind::Repair, None),
                finding(Some("interior_paint"), FindingKind::Upgrade, Some(100.0)),
            ],
            &p.pricing(),
        );
        ReportContent::assemble(
            "summary".into(),
            items,
            Some(Cents(50_000_000)),
            Generator::Estimator,
            None,
            &p.region,
        )
    }

    fn custom(kind: FindingKind, description: &str, f: Figures) -> NewItem {
        NewItem {
            kind,
            description: Some(description.into()),
            category: Some("Exterior".into()),
            priority: Some(Priority::Safety),
            catalog_key: None,
            quantity: None,
            figures: f,
        }
    }

    fn from_catalog(kind: FindingKind, key: &str, quantity: Option<f64>) -> NewItem {
        NewItem {
            kind,
            description: None,
            category: None,
            priority: None,
            catalog_key: Some(key.into()),
            quantity,
            figures: Figures::default(),
        }
    }

    /// Totals, and the investment summary, are what the items add up to.
    fn assert_consistent(c: &ReportContent) {
        let sum = |items: &[PricedItem]| {
            items
                .iter()
                .filter_map(|i| i.cost)
                .fold(CostRange::default(), |a, b| a + b)
        };
        let unpriced = |items: &[PricedItem]| items.iter().filter(|i| i.cost.is_none()).count();
        assert_eq!(c.repair_totals.cost, sum(&c.repairs));
        assert_eq!(c.upgrade_totals.cost, sum(&c.upgrades));
        assert_eq!(c.repair_totals.unpriced, unpriced(&c.repairs));
        assert_eq!(c.upgrade_totals.unpriced, unpriced(&c.upgrades));
        let list = c.list_price.unwrap();
        assert_eq!(
            c.total_with_repairs,
            Some(list + c.repair_totals.cost.typical)
        );
        assert_eq!(
            c.total_with_upgrades,
            Some(list + c.repair_totals.cost.typical + c.upgrade_totals.cost.typical)
        );
        for i in &c.repairs {
            assert_eq!(i.kind, FindingKind::Repair);
        }
        for i in &c.upgrades {
            assert_eq!(i.kind, FindingKind::Upgrade);
        }
        let mut ids: Vec<&str> = c
            .repairs
            .iter()
            .chain(&c.upgrades)
            .map(|i| i.id.as_str())
            .collect();
        ids.sort_unstable();
        let n = ids.len();
        ids.dedup();
        assert_eq!(ids.len(), n, "ids are unique");
    }

    #[test]
    fn the_agents_own_item_is_added_with_its_figures_and_the_totals_follow() {
        let mut c = report();
        let before = c.repair_totals.cost;
        let added = c
            .add_item(
                custom(
                    FindingKind::Repair,
                    "  Replace the porch railing ",
                    figures(300, 450, 600),
                ),
                &pricer(),
            )
            .unwrap()
            .clone();
        assert_eq!(added.id, "i4");
        assert_eq!(added.description, "Replace the porch railing");
        assert_eq!(added.category, "Exterior");
        assert_eq!(added.priority, Priority::Safety);
        assert_eq!(added.cost, Some(dollars(300, 450, 600)));
        assert!(added.agent_figure);
        assert_eq!(added.note, None);
        assert_eq!(c.repairs.last(), Some(&added));
        assert_eq!(c.repair_totals.cost, before + dollars(300, 450, 600));
        assert_consistent(&c);
    }

    #[test]
    fn an_item_without_figures_needs_a_quote_and_defaults_are_filled_in() {
        let mut c = report();
        let added = c
            .add_item(
                NewItem {
                    kind: FindingKind::Upgrade,
                    description: Some("Skylight in the hall".into()),
                    category: Some("  ".into()),
                    priority: None,
                    catalog_key: None,
                    quantity: None,
                    figures: Figures::default(),
                },
                &pricer(),
            )
            .unwrap()
            .clone();
        assert_eq!(added.cost, None);
        assert_eq!(added.note.as_deref(), Some(NEEDS_QUOTE));
        assert_eq!(added.category, DEFAULT_CATEGORY);
        assert_eq!(added.priority, Priority::Cosmetic);
        assert!(!added.agent_figure);
        assert_eq!(c.upgrade_totals.unpriced, 1);
        assert_consistent(&c);
    }

    #[test]
    fn a_catalog_item_is_priced_as_generating_prices_it() {
        let p = pricer();
        let mut c = report();
        let added = c
            .add_item(
                from_catalog(FindingKind::Repair, "water_heater_replace", Some(2.0)),
                &p,
            )
            .unwrap()
            .clone();
        let generated = p.price(&DraftFinding {
            description: "Water heater replace".into(),
            kind: FindingKind::Repair,
            category: "Plumbing".into(),
            priority: Priority::Soon,
            catalog_key: Some("water_heater_replace".into()),
            quantity: Some(2.0),
            proposed_cost: None,
            source_text: String::new(),
            space: None,
        });
        assert_eq!(added.cost, generated.cost);
        assert_eq!(
            added.description, "Water heater replace",
            "the item's label"
        );
        assert_eq!(added.category, "Plumbing");
        assert_eq!(added.quantity, Some(2.0));
        assert!(!added.agent_figure);
        // Two heaters at $882–$1,806 each, 10% above the national level, to the nearest $10.
        assert_eq!(added.cost, Some(dollars(1940, 2920, 3970)));

        // An area item without a size is what grounding makes of it.
        let paint = c
            .add_item(
                from_catalog(FindingKind::Upgrade, "interior_paint", None),
                &p,
            )
            .unwrap()
            .clone();
        let grounded = p.price(&catalog_finding(
            &paint,
            Some("interior_paint".into()),
            None,
        ));
        assert_eq!(paint.cost, grounded.cost);
        assert_eq!(paint.note, grounded.note);
        assert_consistent(&c);
    }

    #[test]
    fn generatings_pricing_prices_an_added_item_as_ground_does() {
        let p = pricer();
        let pricing = p.pricing();
        let mut c = report();
        let added = c
            .add_item(
                from_catalog(FindingKind::Repair, "water_heater_replace", Some(2.0)),
                &pricing,
            )
            .unwrap()
            .clone();
        let grounded = ground(
            &[catalog_finding(
                &added,
                Some("water_heater_replace".into()),
                Some(2.0),
            )],
            &pricing,
        );
        assert_eq!(added.cost, grounded[0].cost);
        assert_eq!(added.cost, Some(dollars(1940, 2920, 3970)));
        assert_eq!(ItemPricer::catalog(&pricing).len(), 3);
    }

    #[test]
    fn figures_change_the_price_and_mark_it_the_agents() {
        let mut c = report();
        let id = c.repairs[0].id.clone();
        let patched = c
            .patch_item(
                &id,
                ItemPatch {
                    figures: figures(1000, 1200, 1500),
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap()
            .clone();
        assert_eq!(patched.cost, Some(dollars(1000, 1200, 1500)));
        assert!(patched.agent_figure);
        assert_eq!(patched.catalog_key.as_deref(), Some("water_heater_replace"));
        assert_consistent(&c);

        // One figure alone: the others are the item's own.
        let patched = c
            .patch_item(
                &id,
                ItemPatch {
                    figures: Figures {
                        estimated: Some(Cents(130_000)),
                        ..Default::default()
                    },
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap();
        assert_eq!(patched.cost, Some(dollars(1000, 1300, 1500)));

        // A new quantity prices it from the catalog again.
        let patched = c
            .patch_item(
                &id,
                ItemPatch {
                    quantity: Some(2.0),
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap();
        assert_eq!(patched.cost, Some(dollars(1940, 2920, 3970)));
        assert!(!patched.agent_figure);
        assert_consistent(&c);

        // ...unless figures come with it.
        let patched = c
            .patch_item(
                &id,
                ItemPatch {
                    quantity: Some(3.0),
                    figures: figures(10, 20, 30),
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap();
        assert_eq!(patched.quantity, Some(3.0));
        assert_eq!(patched.cost, Some(dollars(10, 20, 30)));
        assert!(patched.agent_figure);
        assert_consistent(&c);
    }

    #[test]
    fn a_new_catalog_key_prices_the_item_as_that_item() {
        let mut c = report();
        let id = c.repairs[1].id.clone(); // needs a quote, no catalog item
        let patched = c
            .patch_item(
                &id,
                ItemPatch {
                    catalog_key: Some("roof_repair".into()),
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap();
        assert_eq!(patched.category, "Roof");
        assert_eq!(patched.cost, Some(dollars(440, 1270, 2090)));
        assert_eq!(patched.note, None);
        assert_eq!(patched.description, "found", "the agent's words stay");
        assert_eq!(c.repair_totals.unpriced, 0);
        assert_consistent(&c);
    }

    #[test]
    fn a_new_kind_moves_the_item_and_keeps_its_id() {
        let mut c = report();
        let id = c.repairs[0].id.clone();
        let repairs_before = c.repair_totals.cost;
        let moved = c
            .patch_item(
                &id,
                ItemPatch {
                    kind: Some(FindingKind::Upgrade),
                    description: Some("Replace the water heater with a heat pump".into()),
                    priority: Some(Priority::Cosmetic),
                    ..Default::default()
                },
                &pricer(),
            )
            .unwrap()
            .clone();
        assert_eq!(moved.id, id);
        assert_eq!(moved.kind, FindingKind::Upgrade);
        assert_eq!(c.upgrades.last(), Some(&moved));
        assert!(c.repairs.iter().all(|i| i.id != id));
        assert_eq!(
            c.repair_totals.cost.typical,
            repairs_before.typical - moved.cost.unwrap().typical
        );
        assert_consistent(&c);
    }

    #[test]
    fn a_removed_items_id_is_never_given_again() {
        let mut c = report();
        let last = c.upgrades[0].id.clone();
        assert_eq!(last, "i3");
        let removed = c.remove_item(&last).unwrap();
        assert_eq!(removed.id, "i3");
        assert!(c.upgrades.is_empty());
        assert_eq!(c.upgrade_totals.cost, CostRange::default());
        let added = c
            .add_item(
                custom(FindingKind::Upgrade, "Deck", figures(1, 2, 3)),
                &pricer(),
            )
            .unwrap();
        assert_eq!(added.id, "i4");
        assert_eq!(c.remove_item("i3"), Err(RemoveItemError::UnknownItem));
        assert_consistent(&c);
    }

    #[test]
    fn bad_items_change_nothing() {
        let p = pricer();
        let cases: Vec<(NewItem, ItemProblem)> = vec![
            (
                custom(FindingKind::Repair, "   ", figures(1, 2, 3)),
                ItemProblem::Description(InvalidItemText::Empty),
            ),
            (
                custom(FindingKind::Repair, &"x".repeat(501), figures(1, 2, 3)),
                ItemProblem::Description(InvalidItemText::TooLong(MAX_DESCRIPTION_CHARS)),
            ),
            (
                custom(FindingKind::Repair, "ok\u{7}", figures(1, 2, 3)),
                ItemProblem::Description(InvalidItemText::ControlCharacters),
            ),
            (
                NewItem {
                    description: None,
                    ..custom(FindingKind::Repair, "x", figures(1, 2, 3))
                },
                ItemProblem::Description(InvalidItemText::Empty),
            ),
            (
                NewItem {
                    category: Some("c".repeat(61)),
                    ..custom(FindingKind::Repair, "x", figures(1, 2, 3))
                },
                ItemProblem::Category(InvalidItemText::TooLong(MAX_CATEGORY_CHARS)),
            ),
            (
                custom(FindingKind::Repair, "x", figures(-1, 2, 3)),
                InvalidFigures::Negative(Figure::Low).into(),
            ),
            (
                custom(FindingKind::Repair, "x", figures(5, 2, 3)),
                InvalidFigures::LowAboveEstimated.into(),
            ),
            (
                custom(FindingKind::Repair, "x", figures(1, 4, 3)),
                InvalidFigures::HighBelowEstimated.into(),
            ),
            (
                custom(FindingKind::Repair, "x", figures(1, 2, 20_000_000)),
                InvalidFigures::TooLarge(Figure::High).into(),
            ),
            (
                custom(
                    FindingKind::Repair,
                    "x",
                    Figures {
                        estimated: Some(Cents(100)),
                        ..Default::default()
                    },
                ),
                InvalidFigures::Missing(Figure::Low).into(),
            ),
            (
                from_catalog(FindingKind::Repair, "no_such_item", None),
                ItemProblem::UnknownCatalogKey("no_such_item".into()),
            ),
            (
                from_catalog(FindingKind::Repair, "roof_repair", Some(0.0)),
                InvalidQuantity::NotPositive.into(),
            ),
            (
                from_catalog(FindingKind::Repair, "roof_repair", Some(f64::NAN)),
                InvalidQuantity::NotPositive.into(),
            ),
            (
                from_catalog(FindingKind::Repair, "roof_repair", Some(1e6)),
                InvalidQuantity::TooLarge.into(),
            ),
            (
                NewItem {
                    quantity: Some(2.0),
                    ..custom(FindingKind::Repair, "x", Figures::default())
                },
                InvalidQuantity::WithoutCatalogItem.into(),
            ),
        ];
        for (new, problem) in cases {
            let mut c = report();
            let before = c.clone();
            assert_eq!(
                c.add_item(new.clone(), &p).map(|_| ()),
                Err(AddItemError::Invalid(problem.clone())),
                "{new:?}"
            );
            assert_eq!(c, before, "{new:?}");
        }

        let mut c = report();
        let before = c.clone();
        let id = c.repairs[1].id.clone(); // no cost, no catalog item
        for (patch, expected) in [
            (
                ItemPatch {
                    description: Some(String::new()),
                    ..Default::default()
                },
                PatchItemError::Invalid(ItemProblem::Description(InvalidItemText::Empty)),
            ),
            (
                ItemPatch {
                    figures: Figures {
                        high: Some(Cents(100)),
                        ..Default::default()
                    },
                    ..Default::default()
                },
                PatchItemError::Invalid(InvalidFigures::Missing(Figure::Low).into()),
            ),
            (
                ItemPatch {
                    quantity: Some(3.0),
                    ..Default::default()
                },
                PatchItemError::Invalid(InvalidQuantity::WithoutCatalogItem.into()),
            ),
            (
                ItemPatch {
                    catalog_key: Some("nope".into()),
                    ..Default::default()
                },
                PatchItemError::Invalid(ItemProblem::UnknownCatalogKey("nope".into())),
            ),
        ] {
            assert_eq!(
                c.patch_item(&id, patch.clone(), &p).map(|_| ()),
                Err(expected),
                "{patch:?}"
            );
            assert_eq!(c, before);
        }
        assert_eq!(
            c.patch_item("i99", ItemPatch::default(), &p).map(|_| ()),
            Err(PatchItemError::UnknownItem)
        );
    }

    #[test]
    fn a_market_analysis_has_no_items_to_edit() {
        use crate::cma::{FeatureRates, HomeFacts, MarketAnalysis, narrative::paragraph};
        use crate::report::MarketAnalysisContent;
        let result = MarketAnalysis {
            subject: HomeFacts::default(),
            comparables: &[],
            rates: FeatureRates::DEFAULT,
            list_price: None,
            repairs: None,
        }
        .compute();
        let mut c = ReportContent::market_analysis(
            MarketAnalysisContent::new(
                &result,
                &HomeFacts::default(),
                &FeatureRates::DEFAULT,
                paragraph(&result),
                Generator::Estimator,
            ),
            None,
            &Region::national(),
        );
        let p = pricer();
        assert_eq!(
            c.add_item(custom(FindingKind::Repair, "x", figures(1, 2, 3)), &p)
                .map(|_| ()),
            Err(AddItemError::MarketAnalysis)
        );
        assert_eq!(
            c.patch_item("i1", ItemPatch::default(), &p).map(|_| ()),
            Err(PatchItemError::MarketAnalysis)
        );
        assert_eq!(c.remove_item("i1"), Err(RemoveItemError::MarketAnalysis));
    }

    #[test]
    fn too_many_items_are_refused() {
        let mut c = report();
        let p = pricer();
        while c.repairs.len() + c.upgrades.len() < MAX_ITEMS {
            c.add_item(custom(FindingKind::Repair, "x", figures(1, 2, 3)), &p)
                .unwrap();
        }
        assert_eq!(
            c.add_item(custom(FindingKind::Repair, "x", figures(1, 2, 3)), &p)
                .map(|_| ()),
            Err(AddItemError::Invalid(ItemProblem::TooManyItems))
        );
    }

    #[derive(Debug, Clone)]
    enum Edit {
        AddCustom(bool, i64, i64, i64),
        AddCatalog(bool, usize, Option<u16>),
        Figures(usize, i64, i64, i64),
        Quantity(usize, u16),
        Move(usize),
        Remove(usize),
    }

    fn edit() -> impl Strategy<Value = Edit> {
        let cost = 0i64..5_000_000;
        prop_oneof![
            (any::<bool>(), cost.clone(), cost.clone(), cost.clone())
                .prop_map(|(r, a, b, c)| Edit::AddCustom(r, a, b, c)),
            (any::<bool>(), 0usize..3, proptest::option::of(1u16..500))
                .prop_map(|(r, k, q)| Edit::AddCatalog(r, k, q)),
            (0usize..20, cost.clone(), cost.clone(), cost)
                .prop_map(|(i, a, b, c)| Edit::Figures(i, a, b, c)),
            (0usize..20, 1u16..500).prop_map(|(i, q)| Edit::Quantity(i, q)),
            (0usize..20).prop_map(Edit::Move),
            (0usize..20).prop_map(Edit::Remove),
        ]
    }

    fn kind(repair: bool) -> FindingKind {
        if repair {
            FindingKind::Repair
        } else {
            FindingKind::Upgrade
        }
    }

    proptest! {
        #[test]
        fn totals_always_add_up_after_any_edits(edits in proptest::collection::vec(edit(), 1..30)) {
            let p = pricer();
            let keys = ["water_heater_replace", "interior_paint", "roof_repair"];
            let mut c = report();
            for e in edits {
                let ids: Vec<String> = c.repairs.iter().chain(&c.upgrades).map(|i| i.id.clone()).collect();
                let pick = |i: usize| ids.get(i % ids.len().max(1)).cloned().unwrap_or_default();
                let before = c.clone();
                let outcome = match e {
                    Edit::AddCustom(r, a, b, x) => {
                        let mut v = [a, b, x];
                        v.sort_unstable();
                        c.add_item(custom(kind(r), "custom", Figures::all(Cents(v[0]), Cents(v[1]), Cents(v[2]))), &p).map(|_| ()).map_err(|e| e.to_string())
                    }
                    Edit::AddCatalog(r, k, q) => c
                        .add_item(from_catalog(kind(r), keys[k], q.map(f64::from)), &p)
                        .map(|_| ()).map_err(|e| e.to_string()),
                    Edit::Figures(i, a, b, x) => c
                        .patch_item(&pick(i), ItemPatch { figures: Figures::all(Cents(a), Cents(b), Cents(x)), ..Default::default() }, &p)
                        .map(|_| ()).map_err(|e| e.to_string()),
                    Edit::Quantity(i, q) => c
                        .patch_item(&pick(i), ItemPatch { quantity: Some(f64::from(q)), ..Default::default() }, &p)
                        .map(|_| ()).map_err(|e| e.to_string()),
                    Edit::Move(i) => {
                        let id = pick(i);
                        let to = c.item(&id).map(|it| match it.kind { FindingKind::Repair => FindingKind::Upgrade, FindingKind::Upgrade => FindingKind::Repair });
                        c.patch_item(&id, ItemPatch { kind: to, ..Default::default() }, &p).map(|_| ()).map_err(|e| e.to_string())
                    }
                    Edit::Remove(i) => c.remove_item(&pick(i)).map(|_| ()).map_err(|e| e.to_string()),
                };
                if outcome.is_err() {
                    prop_assert_eq!(&c, &before, "a refused edit changes nothing");
                }
                assert_consistent(&c);
            }
        }
    }
}
