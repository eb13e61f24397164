//! Finding catalog items by what the agent types: the words of an item's label, key and
//! category, case aside, best matches first.

use std::cmp::Reverse;

use super::items::{CatalogItem, CostCatalog};
use super::region::Region;
use crate::report::CostRange;

/// How many items a search lists when not told.
pub const DEFAULT_SEARCH_LIMIT: usize = 20;
/// The most items a search lists.
pub const MAX_SEARCH_LIMIT: usize = 50;

/// Words too common in labels ("Replace the roof", "Replace a window") to tell items apart.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with",
];

/// A word as compared: lower case, and without a plural "s" ("windows" finds "window").
fn normalise(word: &str) -> String {
    let lower = word.to_lowercase();
    match lower.strip_suffix('s') {
        Some(stem) if stem.chars().count() >= 3 && !stem.ends_with('s') => stem.to_owned(),
        _ => lower,
    }
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(normalise)
}

/// How well `word` matches one of `candidates`: the same word, the start of one, or (for
/// three letters or more) part of one.
fn closeness(word: &str, candidates: &[String], same: u32, start: u32, part: u32) -> u32 {
    candidates
        .iter()
        .map(|c| {
            if c == word {
                same
            } else if c.starts_with(word) {
                start
            } else if word.chars().count() >= 3 && c.contains(word) {
                part
            } else {
                0
            }
        })
        .max()
        .unwrap_or(0)
}

/// The score of `item` for the query's words, `None` when a word matches nothing of it. A word
/// found in the label or key counts most; found in the category too, a little more.
fn score(item: &CatalogItem, query: &[String]) -> Option<u32> {
    let mut named: Vec<String> = words(&item.label()).collect();
    named.extend(words(&item.key));
    let category: Vec<String> = words(&item.category).collect();
    query.iter().try_fold(0, |total, word| {
        let found = closeness(word, &named, 4, 3, 1) + closeness(word, &category, 2, 1, 0);
        (found > 0).then_some(total + found)
    })
}

impl CatalogItem {
    /// The published range for one unit (or the whole job), scaled to `region`'s price level,
    /// to the cent.
    pub fn range_in(&self, region: &Region) -> CostRange {
        let (low, typical, high) = self.range();
        CostRange::new(low, typical, high).scale(region.factor)
    }
}

impl CostCatalog {
    /// At most `limit` items whose label, key or category has every word of `query` (a word
    /// matches a whole word, its start, or part of it), best matches first; of equal matches,
    /// the shorter label (less that was not asked for), then by label. Without words to look
    /// for, the first `limit` items by label.
    pub fn search(&self, query: &str, limit: usize) -> Vec<&CatalogItem> {
        let all: Vec<String> = words(query).collect();
        let meaningful: Vec<String> = all
            .iter()
            .filter(|w| !STOP_WORDS.contains(&w.as_str()))
            .cloned()
            .collect();
        // "the" alone is still something to look for.
        let query = if meaningful.is_empty() {
            all
        } else {
            meaningful
        };
        let length = |item: &CatalogItem| {
            if query.is_empty() {
                0
            } else {
                words(&item.label())
                    .filter(|w| !STOP_WORDS.contains(&w.as_str()))
                    .count()
            }
        };
        let mut found: Vec<(Reverse<u32>, usize, String, &CatalogItem)> = self
            .items()
            .iter()
            .filter_map(|item| {
                score(item, &query)
                    .map(|s| (Reverse(s), length(item), item.label().to_lowercase(), item))
            })
            .collect();
        found.sort_by(|a, b| (a.0, a.1, &a.2, &a.3.key).cmp(&(b.0, b.1, &b.2, &b.3.key)));
        found
            .into_iter()
            .take(limit)
            .map(|(_, _, _, item)| item)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Cents;

    const CATALOG: &str = "key,label,category,kind,unit,low,typical,high,source,year
roof_repair,Repair the roof,Roof,repair,project,400,1150,1900,s,2026
chimney_rebuild,Rebuild the chimney above the roof,Exterior,repair,project,4000,7000,10000,s,2025
window_replace,Replace a window,Windows & Doors,repair,window,300,650,1000,s,2025
water_heater_replace,Replace the water heater,Plumbing,repair,each,882,1327,1806,s,2024
interior_paint,,Interior,upgrade,sqft,2,4,6,s,2025
garage_door,Replace the garage door,Windows & Doors,upgrade,door,800,1200,1600,s,2025
";

    fn catalog() -> CostCatalog {
        CostCatalog::parse_csv(CATALOG).unwrap()
    }

    fn keys(items: &[&CatalogItem]) -> Vec<String> {
        items.iter().map(|i| i.key.clone()).collect()
    }

    #[test]
    fn without_words_the_first_items_by_label() {
        let c = catalog();
        assert_eq!(
            keys(&c.search("", 3)),
            ["interior_paint", "chimney_rebuild", "roof_repair"],
            "Interior paint, Rebuild the chimney…, Repair the roof"
        );
        assert_eq!(c.search("  ", 50).len(), 6);
        assert!(c.search("", 0).is_empty());
    }

    #[test]
    fn every_word_must_match_and_the_best_come_first() {
        let c = catalog();
        // The roof itself before the chimney that mentions it.
        assert_eq!(
            keys(&c.search("roof", 10)),
            ["roof_repair", "chimney_rebuild"]
        );
        assert_eq!(keys(&c.search("ROOF chimney", 10)), ["chimney_rebuild"]);
        assert!(c.search("roof plumbing", 10).is_empty());
        // Case, plurals, the start of a word, and the little words do not matter.
        assert_eq!(keys(&c.search("Windows", 10))[0], "window_replace");
        assert_eq!(
            keys(&c.search("replace the wat", 10)),
            ["water_heater_replace"]
        );
        // The key and the category are searched too.
        assert_eq!(keys(&c.search("interior_paint", 10)), ["interior_paint"]);
        assert_eq!(keys(&c.search("plumbing", 10)), ["water_heater_replace"]);
        // Part of a word, from three letters.
        assert_eq!(keys(&c.search("heat", 10)), ["water_heater_replace"]);
        assert_eq!(
            keys(&c.search("door", 10)),
            ["garage_door", "window_replace"],
            "the door itself, then the other items of the Doors category"
        );
        assert_eq!(c.search("door", 1).len(), 1);
    }

    #[test]
    fn of_equal_matches_the_one_with_least_else_comes_first() {
        let c = CostCatalog::parse_csv(
            "key,label,category,kind,unit,low,typical,high,source,year
window_shaped,Replace a shaped (specialty) window in vinyl,Windows,repair,each,1,2,3,s,
window_replace,Replace a window,Windows,repair,each,1,2,3,s,
",
        )
        .unwrap();
        assert_eq!(
            keys(&c.search("replace window", 2)),
            ["window_replace", "window_shaped"]
        );
        assert_eq!(
            keys(&c.search("", 2)),
            ["window_shaped", "window_replace"],
            "by label alone without words"
        );
    }

    #[test]
    fn figures_are_scaled_to_the_region() {
        let c = catalog();
        let roof = c.get("roof_repair").unwrap();
        let range = roof.range_in(&Region {
            state: Some("CA".into()),
            factor: 1.1,
        });
        assert_eq!(
            range,
            CostRange::new(Cents(44_000), Cents(126_500), Cents(209_000))
        );
        let paint = c.get("interior_paint").unwrap();
        assert_eq!(
            paint.range_in(&Region::national()),
            CostRange::new(Cents(200), Cents(400), Cents(600))
        );
    }

    #[test]
    fn the_shipped_catalog_finds_common_words() {
        let text = include_str!("../../../../config/cost-catalog.csv");
        let c = CostCatalog::parse_csv(text).unwrap();
        for query in [
            "roof",
            "water heater",
            "window",
            "paint",
            "hvac",
            "electrical panel",
        ] {
            let found = c.search(query, DEFAULT_SEARCH_LIMIT);
            assert!(!found.is_empty(), "{query}");
            assert!(found.len() <= DEFAULT_SEARCH_LIMIT);
        }
        assert_eq!(c.search("", MAX_SEARCH_LIMIT).len(), MAX_SEARCH_LIMIT);
    }
}
