use serde::{Deserialize, Serialize};

use super::draft::{FindingKind, Generator};
use super::grounding::PricedItem;
use super::market_analysis::{CMA_DISCLAIMER, MarketAnalysisContent};
use crate::money::Cents;
pub use crate::work::Totals;

pub const DISCLAIMER: &str = "Cost figures are budgeting ranges based on published national \
averages adjusted for regional price levels. They are not contractor bids or a home inspection. \
Obtain quotes from licensed contractors before making decisions.";

/// A report's whole content. Totals and the investment summary are derived here from the items
/// and never taken from a writer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportContent {
    pub summary: String,
    pub repairs: Vec<PricedItem>,
    pub upgrades: Vec<PricedItem>,
    pub repair_totals: Totals,
    pub upgrade_totals: Totals,
    pub list_price: Option<Cents>,
    /// List price plus the repairs (typical), when the list price is known.
    pub total_with_repairs: Option<Cents>,
    /// List price plus repairs and upgrades (typical), when the list price is known.
    pub total_with_upgrades: Option<Cents>,
    pub generator: Generator,
    /// Why the built-in estimator wrote the report when another writer was configured.
    pub generator_note: Option<String>,
    pub region_state: Option<String>,
    pub region_factor: f64,
    pub disclaimer: String,
    /// The comparative market analysis, on a `cma` report only. Reports stored before there
    /// was one read as `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub market_analysis: Option<MarketAnalysisContent>,
    /// The highest item number given so far ("i7" is 7), so that the id of a removed item is
    /// never given to another. Reports stored before items had ids read as 0.
    #[serde(default)]
    pub last_item_number: u32,
}

impl ReportContent {
    pub fn assemble(
        summary: String,
        items: Vec<PricedItem>,
        list_price: Option<Cents>,
        generator: Generator,
        generator_note: Option<String>,
        region: &crate::catalog::Region,
    ) -> Self {
        let (repairs, upgrades): (Vec<_>, Vec<_>) = items
            .into_iter()
            .partition(|i| i.kind == FindingKind::Repair);
        let mut content = Self {
            summary,
            repairs,
            upgrades,
            repair_totals: Totals::default(),
            upgrade_totals: Totals::default(),
            list_price,
            total_with_repairs: None,
            total_with_upgrades: None,
            generator,
            generator_note,
            region_state: region.state.clone(),
            region_factor: region.factor,
            disclaimer: DISCLAIMER.to_owned(),
            market_analysis: None,
            last_item_number: 0,
        };
        content.ensure_item_ids();
        content.recompute();
        content
    }

    /// The content of a `cma` report: the analysis, with its narrative as the summary and no
    /// repairs or upgrades of its own (the analysis carries the repairs it counted).
    pub fn market_analysis(
        analysis: MarketAnalysisContent,
        list_price: Option<Cents>,
        region: &crate::catalog::Region,
    ) -> Self {
        let mut content = Self::assemble(
            analysis.narrative.clone(),
            Vec::new(),
            list_price,
            analysis.narrative_writer,
            analysis.narrative_note.clone(),
            region,
        );
        content.disclaimer = CMA_DISCLAIMER.to_owned();
        content.market_analysis = Some(analysis);
        content
    }

    /// Gives every item without an id the next one ("i1", "i2"…), repairs first, in order. A
    /// report stored before items had ids gets the same ids each time it is read, and keeps
    /// them once it is saved again.
    pub fn ensure_item_ids(&mut self) {
        let highest = self
            .repairs
            .iter()
            .chain(&self.upgrades)
            .filter_map(|i| item_number(&i.id))
            .max()
            .unwrap_or(0);
        let mut last = self.last_item_number.max(highest);
        for item in self.repairs.iter_mut().chain(self.upgrades.iter_mut()) {
            if item.id.is_empty() {
                last += 1;
                item.id = item_id(last);
            }
        }
        self.last_item_number = last;
    }

    /// Numbers every item again after `last` ("i{last + 1}"…, repairs first): content that
    /// replaces a report's keeps clear of every id the report gave before, so an id never names
    /// two different items of one report.
    pub fn number_items_after(&mut self, last: u32) {
        let mut number = last;
        for item in self.repairs.iter_mut().chain(self.upgrades.iter_mut()) {
            number += 1;
            item.id = item_id(number);
        }
        self.last_item_number = number;
    }

    /// Re-derives every total from the items, and the counts the summary states.
    pub fn recompute(&mut self) {
        self.repair_totals = Totals::of(self.repairs.iter().map(|i| i.cost));
        self.upgrade_totals = Totals::of(self.upgrades.iter().map(|i| i.cost));
        self.total_with_repairs = self.list_price.map(|p| p + self.repair_totals.cost.typical);
        self.total_with_upgrades = self
            .list_price
            .map(|p| p + self.repair_totals.cost.typical + self.upgrade_totals.cost.typical);
        self.align_summary_counts();
    }
}

pub(super) fn item_id(number: u32) -> String {
    format!("i{number}")
}

fn item_number(id: &str) -> Option<u32> {
    id.strip_prefix('i')?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Region;
    use crate::report::Priority;
    use crate::work::CostRange;

    fn item(kind: FindingKind, cost: Option<(i64, i64, i64)>) -> PricedItem {
        PricedItem {
            id: String::new(),
            description: "d".into(),
            kind,
            category: "c".into(),
            priority: Priority::Soon,
            catalog_key: None,
            quantity: None,
            cost: cost.map(|(l, t, h)| CostRange::new(Cents(l), Cents(t), Cents(h))),
            note: None,
            agent_figure: false,
        }
    }

    #[test]
    fn totals_and_investment_summary_come_from_the_items() {
        let c = ReportContent::assemble(
            "s".into(),
            vec![
                item(FindingKind::Repair, Some((100, 200, 300))),
                item(FindingKind::Upgrade, Some((1_000, 2_000, 3_000))),
                item(FindingKind::Repair, Some((10, 20, 30))),
                item(FindingKind::Repair, None),
            ],
            Some(Cents(50_000_000)),
            Generator::Estimator,
            None,
            &Region::national(),
        );
        assert_eq!(c.repairs.len(), 3);
        assert_eq!(
            c.repair_totals.cost,
            CostRange::new(Cents(110), Cents(220), Cents(330))
        );
        assert_eq!(c.repair_totals.unpriced, 1);
        assert_eq!(c.upgrade_totals.cost.typical, Cents(2_000));
        assert_eq!(c.total_with_repairs, Some(Cents(50_000_220)));
        assert_eq!(c.total_with_upgrades, Some(Cents(50_002_220)));
        assert_eq!(c.disclaimer, DISCLAIMER);
    }

    #[test]
    fn items_get_ids_when_assembled_repairs_first() {
        let c = ReportContent::assemble(
            "s".into(),
            vec![
                item(FindingKind::Upgrade, None),
                item(FindingKind::Repair, None),
                item(FindingKind::Repair, None),
            ],
            None,
            Generator::Estimator,
            None,
            &Region::national(),
        );
        let ids = |items: &[PricedItem]| items.iter().map(|i| i.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&c.repairs), ["i1", "i2"]);
        assert_eq!(ids(&c.upgrades), ["i3"]);
        assert_eq!(c.last_item_number, 3);
    }

    #[test]
    fn content_replacing_a_report_numbers_its_items_after_the_reports() {
        let mut c = ReportContent::assemble(
            "s".into(),
            vec![
                item(FindingKind::Upgrade, None),
                item(FindingKind::Repair, None),
            ],
            None,
            Generator::Estimator,
            None,
            &Region::national(),
        );
        c.number_items_after(7);
        assert_eq!(c.repairs[0].id, "i8");
        assert_eq!(c.upgrades[0].id, "i9");
        assert_eq!(c.last_item_number, 9);
        let mut empty = ReportContent::assemble(
            "s".into(),
            vec![],
            None,
            Generator::Estimator,
            None,
            &Region::national(),
        );
        empty.number_items_after(4);
        assert_eq!(empty.last_item_number, 4, "the ids given stay given");
    }

    #[test]
    fn a_report_stored_before_ids_gets_the_same_ids_on_every_read() {
        let stored = r#"{"summary":"s",
            "repairs":[{"description":"a","kind":"repair","category":"c","priority":"soon",
                "catalogKey":null,"quantity":null,"cost":null,"note":null},
                {"description":"b","kind":"repair","category":"c","priority":"soon",
                "catalogKey":null,"quantity":null,"cost":null,"note":null}],
            "upgrades":[{"description":"u","kind":"upgrade","category":"c","priority":"cosmetic",
                "catalogKey":null,"quantity":null,"cost":{"low":100,"typical":200,"high":300},
                "note":null}],
            "repairTotals":{"cost":{"low":0,"typical":0,"high":0},"unpriced":2},
            "upgradeTotals":{"cost":{"low":100,"typical":200,"high":300},"unpriced":0},
            "listPrice":null,"totalWithRepairs":null,"totalWithUpgrades":null,
            "generator":"estimator","generatorNote":null,"regionState":null,
            "regionFactor":1.0,"disclaimer":"d"}"#;
        let read = || {
            let mut c: ReportContent = serde_json::from_str(stored).unwrap();
            c.ensure_item_ids();
            c
        };
        let (first, second) = (read(), read());
        assert_eq!(first, second);
        assert_eq!(first.repairs[0].id, "i1");
        assert_eq!(first.repairs[1].id, "i2");
        assert_eq!(first.upgrades[0].id, "i3");
        assert!(!first.upgrades[0].agent_figure);
        // Once saved, the ids are kept as they are.
        let saved: ReportContent =
            serde_json::from_str(&serde_json::to_string(&first).unwrap()).unwrap();
        assert_eq!(saved, first);
        assert!(
            serde_json::to_string(&first)
                .unwrap()
                .contains(r#""agentFigure":false"#)
        );
    }

    #[test]
    fn no_list_price_means_no_invented_totals() {
        let c = ReportContent::assemble(
            "s".into(),
            vec![item(FindingKind::Repair, Some((1, 2, 3)))],
            None,
            Generator::Llm,
            None,
            &Region::national(),
        );
        assert_eq!(c.total_with_repairs, None);
        assert_eq!(c.total_with_upgrades, None);
    }
}
