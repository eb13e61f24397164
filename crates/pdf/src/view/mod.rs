//! What the template shows, as plain data: every figure is formatted here from `Cents`, so the
//! PDF prints exactly the report's numbers, and every piece of text reaches the template as a
//! JSON string, which typst displays literally (it never parses data as markup or code).

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::Serialize;
use showscribe_application::ports::{AgentBranding, LogoFormat, PdfInput};
use showscribe_domain::Cents;
use showscribe_domain::repair_request::RepairRequest;
use showscribe_domain::report::{
    CostRange, FindingKind, Generator, PricedItem, Priority, ReportContent, Totals, needing_quote,
};
use showscribe_domain::showing::{ReportType, Showing};
use unicode_segmentation::UnicodeSegmentation;

mod market_analysis;
mod repair_request;

pub use market_analysis::MarketAnalysisView;
pub use repair_request::RequestSheetView;

/// Words longer than this get break opportunities, so a pasted link or a run of characters
/// wraps inside its column instead of running across the next one.
const LONG_WORD: usize = 20;
/// Characters between the break opportunities of a long word.
const WORD_CHUNK: usize = 10;
const ZERO_WIDTH_SPACE: &str = "\u{200B}";

/// Shown where the showing has no list price.
pub const NOT_PROVIDED: &str = "Not provided";

/// The virtual path of the logo, by format. The template reads it from here.
pub fn logo_path(format: LogoFormat) -> &'static str {
    match format {
        LogoFormat::Png => "/logo.png",
        LogoFormat::Jpeg => "/logo.jpg",
        LogoFormat::Svg => "/logo.svg",
    }
}

/// typst's name for the image format, passed explicitly rather than guessed from the bytes.
fn typst_format(format: LogoFormat) -> &'static str {
    match format {
        LogoFormat::Png => "png",
        LogoFormat::Jpeg => "jpg",
        LogoFormat::Svg => "svg",
    }
}

#[derive(Debug, Serialize)]
pub struct ReportView {
    /// "comprehensive" (the showing report, with the market analysis when there is one),
    /// "cma" (the market analysis alone) or "repair-request" (the buyer's one-page list).
    pub kind: &'static str,
    /// The PDF's title metadata.
    pub title: String,
    /// The title printed on the first page.
    pub heading: &'static str,
    pub agent: AgentView,
    pub logo: Option<LogoView>,
    pub address: String,
    pub facts: Vec<Fact>,
    pub summary: Vec<String>,
    pub repairs: SectionView,
    pub upgrades: SectionView,
    pub investment: InvestmentView,
    pub chart: Vec<Bar>,
    pub market_analysis: Option<MarketAnalysisView>,
    /// The photos attached to no item, printed on a photo page.
    pub photos: Vec<PhotoView>,
    /// For "repair-request": the list, which is then the whole document.
    pub request: Option<RequestSheetView>,
    pub disclaimer: String,
    pub small_print: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct AgentView {
    pub name: String,
    /// Broker office and company, when given.
    pub affiliation: Vec<String>,
    /// Phone and email, when given.
    pub contact: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct LogoView {
    pub path: &'static str,
    pub format: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Fact {
    pub label: &'static str,
    pub value: String,
}

#[derive(Debug, Serialize)]
pub struct SectionView {
    pub empty: &'static str,
    pub items: Vec<ItemView>,
    pub totals: TotalsView,
}

#[derive(Debug, Serialize)]
pub struct ItemView {
    pub description: String,
    pub category: String,
    pub priority: PriorityView,
    /// `None` when the item needs a contractor quote.
    pub range: Option<String>,
    pub typical: Option<String>,
    pub note: Option<String>,
    /// The agent gave the figures (they are not the catalog's).
    pub agent_figure: bool,
    /// The photos attached to the item, printed beside it.
    pub photos: Vec<PhotoView>,
}

/// A photo as the template prints it.
#[derive(Debug, Serialize)]
pub struct PhotoView {
    /// Its virtual path ([`photo_path`]).
    pub path: String,
    pub caption: Option<String>,
}

/// The virtual path of the showing's `index`th photo (a JPEG). The template reads it from here.
pub fn photo_path(index: usize) -> String {
    format!("/photos/{index}.jpg")
}

/// The photos of `input` attached to the item `item_id`, or (for `None`) to no item of the
/// report: a photo whose item is not in the report goes with the unattached ones.
fn photos_of(input: &PdfInput, item_id: Option<&str>) -> Vec<PhotoView> {
    let content = &input.report.content;
    let known = |id: &str| {
        content
            .repairs
            .iter()
            .chain(&content.upgrades)
            .any(|i| i.id == id)
    };
    input
        .photos
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            let attached = p.item_id.as_deref().filter(|id| known(id));
            attached == item_id
        })
        .map(|(index, p)| PhotoView {
            path: photo_path(index),
            caption: p.caption.as_deref().map(breakable),
        })
        .collect()
}

#[derive(Debug, Serialize)]
pub struct PriorityView {
    /// A fixed key the template picks the badge colour by.
    pub key: &'static str,
    pub label: &'static str,
}

#[derive(Debug, Serialize)]
pub struct TotalsView {
    pub label: &'static str,
    pub range: String,
    pub typical: String,
    /// "2 items need a contractor quote (not included in the total)".
    pub unpriced: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct InvestmentView {
    pub rows: Vec<InvestmentRow>,
    pub notes: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct InvestmentRow {
    pub label: &'static str,
    pub amount: String,
    pub emphasis: Emphasis,
}

/// How an investment-summary row stands out: the grand total most, a subtotal a little.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Emphasis {
    None,
    Subtotal,
    Total,
}

/// One category of the cost chart: its share of the largest category, split into repairs and
/// upgrades, with its typical total.
#[derive(Debug, Serialize, PartialEq)]
pub struct Bar {
    pub category: String,
    pub repairs: f64,
    pub upgrades: f64,
    pub amount: String,
}

impl ReportView {
    pub fn new(input: &PdfInput, with_logo: bool) -> Self {
        match &input.repair_request {
            Some(request) => Self::repair_request(input, request, with_logo),
            None => Self::report(input, with_logo),
        }
    }

    /// The one-page list: the title block, the list and the disclaimer.
    fn repair_request(input: &PdfInput, request: &RepairRequest, with_logo: bool) -> Self {
        let mut view = Self::report(input, with_logo);
        let title = "Repair Request";
        view.kind = "repair-request";
        view.title = format!("{title} – {}", input.showing.address_label());
        view.heading = title;
        view.facts.retain(|f| f.label != "Showing Date");
        view.request = Some(RequestSheetView::new(input, request));
        view.market_analysis = None;
        view.photos = Vec::new();
        view.chart = Vec::new();
        view.small_print = vec![format!(
            "Prepared with Showscribe from the showing report of {}. Generated on {}.",
            long_date(input.report.created_at.date_naive()),
            long_date(input.generated_on)
        )];
        view
    }

    fn report(input: &PdfInput, with_logo: bool) -> Self {
        let content = &input.report.content;
        let showing = &input.showing;
        let address = breakable(showing.address_label());
        let alone = input.report.report_type == ReportType::Cma;
        let analysis = if alone {
            Some(&input.report)
        } else {
            input.market_analysis.as_ref()
        };
        let title = if alone {
            "Comparative Market Analysis"
        } else {
            "Property Showing Report"
        };
        Self {
            kind: input.report.report_type.as_str(),
            title: format!("{title} – {}", showing.address_label()),
            heading: title,
            agent: AgentView::new(&input.agent),
            logo: input
                .agent
                .logo
                .as_ref()
                .filter(|_| with_logo)
                .map(|l| LogoView {
                    path: logo_path(l.format),
                    format: typst_format(l.format),
                }),
            address,
            facts: facts(showing, content, input.generated_on),
            summary: paragraphs(&content.summary),
            repairs: SectionView::new(
                input,
                &content.repairs,
                &content.repair_totals,
                "Total repairs",
                "No required repairs were noted during the showing.",
            ),
            upgrades: SectionView::new(
                input,
                &content.upgrades,
                &content.upgrade_totals,
                "Total upgrades",
                "No upgrades were requested.",
            ),
            investment: InvestmentView::new(content),
            chart: chart(content),
            market_analysis: if alone {
                analysis.map(|r| MarketAnalysisView::new(r, showing))
            } else {
                // The showing report goes to the buyer: an analysis still waiting for data is
                // the agent's to-do, not part of it.
                analysis.and_then(|r| MarketAnalysisView::new(r, showing).for_buyer())
            },
            photos: if alone {
                Vec::new()
            } else {
                photos_of(input, None)
            },
            request: None,
            disclaimer: content.disclaimer.clone(),
            small_print: if alone {
                vec![format!(
                    "Computed by Showscribe from the comparables the agent chose. Generated on {}.",
                    long_date(input.generated_on)
                )]
            } else {
                small_print(content, input.generated_on)
            },
        }
    }
}

impl AgentView {
    fn new(agent: &AgentBranding) -> Self {
        let present = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        let office = present(&agent.broker_office);
        let company = agent
            .company
            .as_deref()
            .and_then(present)
            .filter(|c| Some(c) != office.as_ref());
        Self {
            name: breakable(agent.name.trim()),
            affiliation: office
                .into_iter()
                .chain(company)
                .map(|a| breakable(&a))
                .collect(),
            contact: [present(&agent.phone), present(&agent.email)]
                .into_iter()
                .flatten()
                .collect(),
        }
    }
}

fn facts(showing: &Showing, content: &ReportContent, generated_on: NaiveDate) -> Vec<Fact> {
    vec![
        Fact {
            label: "List Price",
            value: content
                .list_price
                .map_or_else(|| NOT_PROVIDED.to_owned(), |p| p.to_string()),
        },
        Fact {
            label: "Showing Date",
            value: long_date(showing.created_at.date_naive()),
        },
        Fact {
            label: "Prepared For",
            value: breakable(showing.client_label()),
        },
        Fact {
            label: "Report Date",
            value: long_date(generated_on),
        },
    ]
}

/// Text as typed, with invisible break opportunities inside words too long for a column.
pub fn breakable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_inclusive(char::is_whitespace) {
        if word.trim_end().graphemes(true).count() <= LONG_WORD {
            out.push_str(word);
            continue;
        }
        for (n, cluster) in word.graphemes(true).enumerate() {
            if n > 0 && n % WORD_CHUNK == 0 && !cluster.trim().is_empty() {
                out.push_str(ZERO_WIDTH_SPACE);
            }
            out.push_str(cluster);
        }
    }
    out
}

/// "March 5, 2026".
pub fn long_date(date: NaiveDate) -> String {
    date.format("%B %-d, %Y").to_string()
}

/// `text` without `sentence` where it holds it word for word: the computed narrative ends with
/// the condition sentence, which the PDF already shows set apart just above it.
fn without_sentence(text: &str, sentence: Option<&str>) -> String {
    match sentence.map(str::trim).filter(|s| !s.is_empty()) {
        Some(sentence) if text.contains(sentence) => text
            .replacen(sentence, "", 1)
            .lines()
            .map(|l| l.trim_end())
            .collect::<Vec<_>>()
            .join("\n")
            .replace("  ", " ")
            .trim()
            .to_owned(),
        _ => text.to_owned(),
    }
}

/// Splits text into paragraphs at blank lines, dropping empty ones.
pub fn paragraphs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !current.is_empty() {
                out.push(breakable(&current.join("\n")));
                current.clear();
            }
        } else {
            current.push(line);
        }
    }
    if !current.is_empty() {
        out.push(breakable(&current.join("\n")));
    }
    out
}

fn range_label(cost: CostRange) -> String {
    format!("{}–{}", cost.low, cost.high)
}

impl SectionView {
    fn new(
        input: &PdfInput,
        items: &[PricedItem],
        totals: &Totals,
        label: &'static str,
        empty: &'static str,
    ) -> Self {
        Self {
            empty,
            items: items
                .iter()
                .map(|item| ItemView::new(item, photos_of(input, Some(&item.id))))
                .collect(),
            totals: TotalsView {
                label,
                range: range_label(totals.cost),
                typical: totals.cost.typical.to_string(),
                unpriced: (totals.unpriced > 0).then(|| {
                    format!(
                        "{} (not included in the total).",
                        needing_quote(totals.unpriced)
                    )
                }),
            },
        }
    }
}

impl ItemView {
    fn new(item: &PricedItem, photos: Vec<PhotoView>) -> Self {
        Self {
            description: breakable(&item.description),
            category: breakable(&item.category),
            priority: PriorityView::new(item.priority),
            range: item.cost.map(range_label),
            typical: item.cost.map(|c| c.typical.to_string()),
            // An unpriced item's note only repeats what its cost column says.
            note: item
                .note
                .as_deref()
                .filter(|_| item.cost.is_some())
                .map(breakable),
            agent_figure: item.agent_figure && item.cost.is_some(),
            photos,
        }
    }
}

impl PriorityView {
    fn new(priority: Priority) -> Self {
        let key = match priority {
            Priority::Safety => "safety",
            Priority::Soon => "soon",
            Priority::Cosmetic => "cosmetic",
        };
        Self {
            key,
            label: priority.label(),
        }
    }
}

impl InvestmentView {
    fn new(content: &ReportContent) -> Self {
        let repairs = content.repair_totals.cost.typical;
        let upgrades = content.upgrade_totals.cost.typical;
        let row = |label, amount: Cents, emphasis| InvestmentRow {
            label,
            amount: amount.to_string(),
            emphasis,
        };
        let mut rows = Vec::new();
        let mut notes = Vec::new();
        match (
            content.list_price,
            content.total_with_repairs,
            content.total_with_upgrades,
        ) {
            (Some(price), Some(with_repairs), Some(with_all)) => {
                rows.push(row("List Price", price, Emphasis::None));
                rows.push(row("Plus Repairs (typical)", repairs, Emphasis::None));
                rows.push(row("Total with Repairs", with_repairs, Emphasis::Subtotal));
                rows.push(row("Plus Upgrades (typical)", upgrades, Emphasis::None));
                rows.push(row(
                    "Total with All Improvements",
                    with_all,
                    Emphasis::Total,
                ));
            }
            _ => {
                rows.push(InvestmentRow {
                    label: "List Price",
                    amount: NOT_PROVIDED.to_owned(),
                    emphasis: Emphasis::None,
                });
                rows.push(row("Repairs (typical)", repairs, Emphasis::None));
                rows.push(row("Upgrades (typical)", upgrades, Emphasis::None));
                notes.push(
                    "No list price was provided, so the total investment cannot be shown."
                        .to_owned(),
                );
            }
        }
        notes.extend(content.quote_exclusion());
        Self { rows, notes }
    }
}

/// Typical cost by category over all priced items, largest first, as shares of the largest.
fn chart(content: &ReportContent) -> Vec<Bar> {
    let mut by_category: BTreeMap<&str, (Cents, Cents)> = BTreeMap::new();
    for item in content.repairs.iter().chain(&content.upgrades) {
        let Some(cost) = item.cost else { continue };
        let entry = by_category
            .entry(item.category.trim())
            .or_insert((Cents::ZERO, Cents::ZERO));
        match item.kind {
            FindingKind::Repair => entry.0 += cost.typical,
            FindingKind::Upgrade => entry.1 += cost.typical,
        }
    }
    let mut rows: Vec<(&str, Cents, Cents)> = by_category
        .into_iter()
        .map(|(c, (r, u))| (c, r, u))
        .filter(|(_, r, u)| (*r + *u) > Cents::ZERO)
        .collect();
    // Largest first; ties by name, so the order is stable.
    rows.sort_by(|a, b| (b.1 + b.2).cmp(&(a.1 + a.2)).then(a.0.cmp(b.0)));
    let largest = rows.first().map_or(0, |(_, r, u)| (*r + *u).0) as f64;
    rows.into_iter()
        .map(|(category, r, u)| Bar {
            category: breakable(if category.is_empty() {
                "Other"
            } else {
                category
            }),
            repairs: r.0 as f64 / largest,
            upgrades: u.0 as f64 / largest,
            amount: (r + u).to_string(),
        })
        .collect()
}

fn small_print(content: &ReportContent, generated_on: NaiveDate) -> Vec<String> {
    let writer = match content.generator {
        Generator::Estimator => "Showscribe's built-in estimator",
        Generator::Llm => "a language model, with every cost checked against the cost catalog",
    };
    let region = match &content.region_state {
        Some(state) => format!(
            "Regional price factor {:.2} ({state}) applied to national cost averages.",
            content.region_factor
        ),
        None => format!(
            "Regional price factor {:.2} (national average).",
            content.region_factor
        ),
    };
    vec![
        format!(
            "Findings written by {writer}. Generated on {}.",
            long_date(generated_on)
        ),
        region,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use showscribe_domain::catalog::Region;

    fn item(category: &str, kind: FindingKind, typical: Option<i64>) -> PricedItem {
        PricedItem {
            id: String::new(),
            description: format!("{category} item"),
            kind,
            category: category.into(),
            priority: Priority::Soon,
            catalog_key: None,
            quantity: None,
            cost: typical.map(|t| CostRange::new(Cents(t / 2), Cents(t), Cents(t * 2))),
            note: None,
            agent_figure: false,
        }
    }

    fn content(items: Vec<PricedItem>, list_price: Option<i64>) -> ReportContent {
        ReportContent::assemble(
            "s".into(),
            items,
            list_price.map(Cents),
            Generator::Estimator,
            None,
            &Region::national(),
        )
    }

    #[test]
    fn chart_sums_typical_costs_by_category_largest_first() {
        let c = content(
            vec![
                item("Roof", FindingKind::Repair, Some(100_000)),
                item("Kitchen", FindingKind::Upgrade, Some(300_000)),
                item("Roof", FindingKind::Upgrade, Some(100_000)),
                item("Plumbing", FindingKind::Repair, None),
            ],
            None,
        );
        assert_eq!(
            chart(&c),
            vec![
                Bar {
                    category: "Kitchen".into(),
                    repairs: 0.0,
                    upgrades: 1.0,
                    amount: "$3,000".into(),
                },
                Bar {
                    category: "Roof".into(),
                    repairs: 1.0 / 3.0,
                    upgrades: 1.0 / 3.0,
                    amount: "$2,000".into(),
                },
            ]
        );
    }

    #[test]
    fn chart_is_empty_when_nothing_is_priced() {
        let c = content(vec![item("Roof", FindingKind::Repair, None)], None);
        assert!(chart(&c).is_empty());
    }

    #[test]
    fn investment_summary_uses_the_domain_totals() {
        let c = content(
            vec![
                item("Roof", FindingKind::Repair, Some(100_000)),
                item("Kitchen", FindingKind::Upgrade, Some(300_000)),
            ],
            Some(50_000_000),
        );
        let v = InvestmentView::new(&c);
        let rows: Vec<(&str, &str)> = v
            .rows
            .iter()
            .map(|r| (r.label, r.amount.as_str()))
            .collect();
        assert_eq!(
            rows,
            [
                ("List Price", "$500,000"),
                ("Plus Repairs (typical)", "$1,000"),
                ("Total with Repairs", "$501,000"),
                ("Plus Upgrades (typical)", "$3,000"),
                ("Total with All Improvements", "$504,000"),
            ]
        );
        assert!(v.notes.is_empty());
    }

    #[test]
    fn without_a_list_price_no_total_is_invented() {
        let c = content(
            vec![
                item("Roof", FindingKind::Repair, Some(100_000)),
                item("Attic", FindingKind::Repair, None),
            ],
            None,
        );
        let v = InvestmentView::new(&c);
        assert_eq!(v.rows[0].amount, NOT_PROVIDED);
        assert!(v.rows.iter().all(|r| !r.label.starts_with("Total")));
        assert!(v.notes.iter().any(|n| n.contains("1 item that needs")));
    }

    #[test]
    fn paragraphs_split_at_blank_lines() {
        assert_eq!(
            paragraphs("  One.\nStill one.\n\n\n Two. \n"),
            ["One.\nStill one.", "Two."]
        );
        assert!(paragraphs(" \n ").is_empty());
    }

    #[test]
    fn the_condition_sentence_is_not_repeated_in_the_narrative() {
        let condition = "At $525,000 the asking price is about 7% above the market value.";
        assert_eq!(
            without_sentence(
                &format!("Four homes sold nearby. {condition}\n\nA second paragraph."),
                Some(condition)
            ),
            "Four homes sold nearby.\n\nA second paragraph."
        );
        // Words of the agent's or the writer's own are kept whole.
        let edited = "The agent wrote this, in other words.";
        assert_eq!(without_sentence(edited, Some(condition)), edited);
        assert_eq!(without_sentence(edited, None), edited);
    }

    #[test]
    fn only_long_words_get_break_opportunities() {
        assert_eq!(
            breakable("Replace the water heater"),
            "Replace the water heater"
        );
        let twenty = "abcdefghijklmnopqrst twenty";
        assert_eq!(breakable(twenty), twenty);
        assert_eq!(
            breakable("see abcdefghijklmnopqrstuvwxyz now"),
            "see abcdefghij\u{200B}klmnopqrst\u{200B}uvwxyz now"
        );
        // Characters are never split: accents stay on their letters.
        let accented = "e\u{301}".repeat(21);
        assert_eq!(breakable(&accented).replace('\u{200B}', ""), accented);
        assert_eq!(breakable(&accented).matches('\u{200B}').count(), 2);
    }

    #[test]
    fn dates_are_written_out() {
        let d = NaiveDate::from_ymd_opt(2026, 3, 5).unwrap();
        assert_eq!(long_date(d), "March 5, 2026");
    }
}
