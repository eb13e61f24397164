//! Counted nouns, and the counts a report states: how many repairs and upgrades it lists and how
//! many items need a contractor quote. The report page, the summary, the email and the PDF all
//! say them through these helpers, from the report's own content, so they never disagree and
//! never write "item(s)".

use super::content::ReportContent;
use super::grounding::PricedItem;
use crate::work::Totals;

/// A noun that is counted: its singular and its plural.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Noun {
    pub one: &'static str,
    pub many: &'static str,
}

impl Noun {
    pub const fn new(one: &'static str, many: &'static str) -> Self {
        Self { one, many }
    }

    /// The singular for 1, the plural otherwise (0 included).
    pub fn of(self, n: usize) -> &'static str {
        if n == 1 { self.one } else { self.many }
    }

    /// "1 repair", "4 repairs", "0 repairs".
    pub fn count(self, n: usize) -> String {
        format!("{n} {}", self.of(n))
    }

    /// "one repair", "four repairs", "no repairs"; figures above twelve stay digits.
    pub fn count_in_words(self, n: usize) -> String {
        format!("{} {}", number_word(n), self.of(n))
    }
}

pub const ITEM: Noun = Noun::new("item", "items");
pub const REPAIR: Noun = Noun::new("repair", "repairs");
pub const UPGRADE: Noun = Noun::new("upgrade", "upgrades");
/// The summary's word for an upgrade.
pub const REQUESTED_UPDATE: Noun = Noun::new("requested update", "requested updates");
/// The verb agreeing with a count of items: "1 item needs", "2 items need".
pub const NEEDS: Noun = Noun::new("needs", "need");
/// "1 item is", "2 items are".
pub const IS: Noun = Noun::new("is", "are");

const NUMBER_WORDS: [&str; 13] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];

/// "no", "one" … "twelve", then digits.
pub fn number_word(n: usize) -> String {
    NUMBER_WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

/// The number a word or figure stands for ("three", "Three", "14"); `None` for other words.
fn read_number(word: &str) -> Option<usize> {
    let lower = word.to_ascii_lowercase();
    NUMBER_WORDS
        .iter()
        .position(|w| *w == lower)
        .or_else(|| lower.parse().ok())
}

/// "1 item needs a contractor quote", "3 items need a contractor quote".
pub fn needing_quote(n: usize) -> String {
    format!("{} {} a contractor quote", ITEM.count(n), NEEDS.of(n))
}

/// The counts a report states, all read from its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportCounts {
    pub repairs: usize,
    pub upgrades: usize,
    /// Repairs and upgrades without figures: they need a contractor quote and are not in any
    /// total.
    pub needing_quote: usize,
}

impl ReportContent {
    pub fn counts(&self) -> ReportCounts {
        ReportCounts {
            repairs: self.repairs.len(),
            upgrades: self.upgrades.len(),
            needing_quote: self.repair_totals.unpriced + self.upgrade_totals.unpriced,
        }
    }

    /// "Figures exclude 4 items that need a contractor quote.", when any does.
    pub fn quote_exclusion(&self) -> Option<String> {
        let n = self.counts().needing_quote;
        (n > 0).then(|| {
            format!(
                "Figures exclude {} that {} a contractor quote.",
                ITEM.count(n),
                NEEDS.of(n)
            )
        })
    }

    /// One sentence each for the repairs and the upgrades: how many, what the priced ones are
    /// estimated at, and how many need a quote. "3 repairs, estimated at $1,000–$2,000
    /// (typical $1,500); 1 of them needs a contractor quote and is not in that estimate."
    pub fn cost_overview(&self) -> [String; 2] {
        [
            section_overview(
                &self.repairs,
                &self.repair_totals,
                REPAIR,
                "No repairs were noted.",
            ),
            section_overview(
                &self.upgrades,
                &self.upgrade_totals,
                UPGRADE,
                "No upgrades were requested.",
            ),
        ]
    }

    /// Brings the counts the summary states in the writer's words ("list three repairs and
    /// two requested updates", "Three items have no catalog price…") in line with the items:
    /// a writer counts what it drafted, before the catalog priced it, and an agent may add or
    /// remove items afterwards. Other words are left as they are.
    pub fn align_summary_counts(&mut self) {
        let counts = self.counts();
        self.summary = align_counts(&self.summary, counts);
    }
}

fn section_overview(items: &[PricedItem], totals: &Totals, noun: Noun, none: &str) -> String {
    let n = items.len();
    let unpriced = totals.unpriced;
    if n == 0 {
        return none.to_owned();
    }
    if unpriced == n {
        return format!("{} {} a contractor quote.", noun.count(n), NEEDS.of(n));
    }
    let cost = totals.cost;
    let estimate = format!(
        "{}, estimated at {}–{} (typical {})",
        noun.count(n),
        cost.low,
        cost.high,
        cost.typical
    );
    if unpriced == 0 {
        format!("{estimate}.")
    } else {
        format!(
            "{estimate}; {unpriced} of them {} a contractor quote and {} not in that estimate.",
            NEEDS.of(unpriced),
            IS.of(unpriced)
        )
    }
}

/// Sentences of `text`, each with the space that follows it, so joining them gives `text` back.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for (i, c) in text.char_indices() {
        if matches!(c, '.' | '!' | '?') {
            let mut end = i + 1;
            if end < bytes.len() && !bytes[end].is_ascii_whitespace() {
                continue;
            }
            while end < bytes.len() && bytes[end].is_ascii_whitespace() {
                end += 1;
            }
            out.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The summary's sentence on the items that need a quote, for `n` of them.
fn quote_sentence(n: usize) -> String {
    let mut sentence = format!(
        "{} {} a contractor quote and {} not in the cost totals.",
        ITEM.count_in_words(n),
        NEEDS.of(n),
        IS.of(n)
    );
    if let Some(first) = sentence.get(..1) {
        let upper = first.to_ascii_uppercase();
        sentence.replace_range(..1, &upper);
    }
    sentence
}

/// True for a sentence that counts the items needing a contractor quote: it starts with a
/// count of items and speaks of a contractor quote.
fn counts_quotes(sentence: &str) -> bool {
    let mut words = sentence.split_whitespace();
    let (Some(number), Some(noun)) = (words.next(), words.next()) else {
        return false;
    };
    read_number(number).is_some()
        && matches!(noun, "item" | "items")
        && sentence.contains("contractor quote")
}

/// "… list three repairs and two requested updates." with the counts of `counts`, wherever the
/// text says it; `None` when it does not.
fn align_listing(text: &str, counts: ReportCounts) -> Option<String> {
    for (at, _) in text.match_indices("list ") {
        if at > 0 && !text[..at].ends_with(char::is_whitespace) {
            continue;
        }
        let rest = &text[at + "list ".len()..];
        let words: Vec<&str> = rest.splitn(7, char::is_whitespace).collect();
        // [n, repair(s), and, m, requested, update(s).]
        let (Some(&[n, repair, and, m, requested, update]), Some(stated)) =
            (words.get(..6), words.get(..6).map(|w| w.join(" ")))
        else {
            continue;
        };
        let Some(update) = update.strip_suffix('.') else {
            continue;
        };
        let fits = read_number(n).is_some()
            && matches!(repair, "repair" | "repairs")
            && and == "and"
            && read_number(m).is_some()
            && requested == "requested"
            && matches!(update, "update" | "updates");
        if fits {
            let stated_end = at + "list ".len() + stated.len();
            return Some(format!(
                "{}list {} and {}.{}",
                &text[..at],
                REPAIR.count_in_words(counts.repairs),
                REQUESTED_UPDATE.count_in_words(counts.upgrades),
                &text[stated_end..]
            ));
        }
    }
    None
}

fn align_counts(summary: &str, counts: ReportCounts) -> String {
    let mut out = String::with_capacity(summary.len());
    for sentence in sentences(summary) {
        if counts_quotes(sentence) {
            if counts.needing_quote > 0 {
                out.push_str(&quote_sentence(counts.needing_quote));
                out.push_str(&sentence[sentence.trim_end().len()..]);
            }
        } else {
            out.push_str(sentence);
        }
    }
    let out = align_listing(&out, counts).unwrap_or(out);
    if out == summary {
        return out;
    }
    out.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cents;
    use crate::catalog::Region;
    use crate::report::{CostRange, FindingKind, Generator, Priority};

    fn item(kind: FindingKind, cost: Option<i64>) -> PricedItem {
        PricedItem {
            id: String::new(),
            description: "d".into(),
            kind,
            category: "c".into(),
            priority: Priority::Soon,
            catalog_key: None,
            quantity: None,
            cost: cost.map(|t| CostRange::new(Cents(t / 2), Cents(t), Cents(t * 2))),
            note: None,
            agent_figure: false,
        }
    }

    fn content(summary: &str, items: Vec<PricedItem>) -> ReportContent {
        ReportContent::assemble(
            summary.into(),
            items,
            None,
            Generator::Estimator,
            None,
            &Region::national(),
        )
    }

    #[test]
    fn nouns_are_singular_for_one_and_plural_otherwise() {
        assert_eq!(REPAIR.count(1), "1 repair");
        assert_eq!(REPAIR.count(0), "0 repairs");
        assert_eq!(ITEM.count(4), "4 items");
        assert_eq!(UPGRADE.count_in_words(1), "one upgrade");
        assert_eq!(UPGRADE.count_in_words(0), "no upgrades");
        assert_eq!(UPGRADE.count_in_words(13), "13 upgrades");
        assert_eq!(needing_quote(1), "1 item needs a contractor quote");
        assert_eq!(needing_quote(3), "3 items need a contractor quote");
    }

    #[test]
    fn counts_come_from_the_items() {
        let c = content(
            "s",
            vec![
                item(FindingKind::Repair, Some(100_000)),
                item(FindingKind::Repair, None),
                item(FindingKind::Upgrade, None),
                item(FindingKind::Upgrade, Some(50_000)),
                item(FindingKind::Upgrade, Some(50_000)),
            ],
        );
        assert_eq!(
            c.counts(),
            ReportCounts {
                repairs: 2,
                upgrades: 3,
                needing_quote: 2
            }
        );
        assert_eq!(
            c.quote_exclusion().as_deref(),
            Some("Figures exclude 2 items that need a contractor quote.")
        );
    }

    #[test]
    fn the_cost_overview_names_repairs_and_upgrades_and_what_needs_a_quote() {
        let c = content(
            "s",
            vec![
                item(FindingKind::Repair, Some(100_000)),
                item(FindingKind::Repair, None),
                item(FindingKind::Upgrade, Some(300_000)),
            ],
        );
        assert_eq!(
            c.cost_overview(),
            [
                "2 repairs, estimated at $500–$2,000 (typical $1,000); 1 of them needs a \
                 contractor quote and is not in that estimate."
                    .to_owned(),
                "1 upgrade, estimated at $1,500–$6,000 (typical $3,000).".to_owned(),
            ]
        );
        let unpriced = content("s", vec![item(FindingKind::Repair, None)]);
        assert_eq!(
            unpriced.cost_overview(),
            [
                "1 repair needs a contractor quote.".to_owned(),
                "No upgrades were requested.".to_owned()
            ]
        );
    }

    #[test]
    fn the_summary_states_the_counts_of_the_items() {
        // The writer counted three unpriced findings and two repairs; the catalog could not
        // price a fourth item, and there are three repairs.
        let mut c = content(
            "The showing notes for 12 Oak St. list two repairs and one requested update. \
             Needing attention soon: the roof. Three items have no catalog price and are \
             marked for a contractor quote. Cosmetic repairs include paint.",
            vec![
                item(FindingKind::Repair, None),
                item(FindingKind::Repair, None),
                item(FindingKind::Repair, None),
                item(FindingKind::Upgrade, None),
            ],
        );
        c.align_summary_counts();
        assert_eq!(
            c.summary,
            "The showing notes for 12 Oak St. list three repairs and one requested update. \
             Needing attention soon: the roof. Four items need a contractor quote and are \
             not in the cost totals. Cosmetic repairs include paint."
        );
        // Aligning again changes nothing.
        let before = c.summary.clone();
        c.align_summary_counts();
        assert_eq!(c.summary, before);
    }

    #[test]
    fn a_quote_sentence_goes_when_every_item_is_priced_and_agrees_in_number() {
        let mut c = content(
            "Two items have no catalog price and are marked for a contractor quote. The roof \
             is new.",
            vec![item(FindingKind::Repair, Some(1_000))],
        );
        c.align_summary_counts();
        assert_eq!(c.summary, "The roof is new.");
        let mut one = content(
            "One item has no catalog price and is marked for a contractor quote.",
            vec![item(FindingKind::Upgrade, None)],
        );
        one.align_summary_counts();
        assert_eq!(
            one.summary,
            "One item needs a contractor quote and is not in the cost totals."
        );
    }

    #[test]
    fn other_words_are_left_as_written() {
        let text = "The agent listed 3 items for the seller.\n\nAsk for a contractor quote on \
                    the deck. Buyers list many things and more.";
        let mut c = content(text, vec![item(FindingKind::Repair, None)]);
        c.align_summary_counts();
        assert_eq!(c.summary, text);
    }
}
