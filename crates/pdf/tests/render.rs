//! Renders reports and reads the text back out of the PDF, as a buyer's PDF reader would.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::*;
use showscribe_application::ports::{Logo, LogoFormat, PdfInput, PdfRenderer};
use showscribe_domain::cma::narrative::format_dollars;
use showscribe_domain::report::{CostRange, FindingKind, PricedItem, Priority};
use showscribe_pdf::TypstPdfRenderer;

/// Text with every whitespace removed: where lines and table cells break is layout, not content.
/// That includes the zero-width spaces the renderer puts inside overlong words to let them wrap.
fn compact(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '\u{200B}')
        .collect()
}

struct Rendered {
    pdf: Vec<u8>,
    text: String,
}

impl Rendered {
    fn has(&self, needle: &str) -> bool {
        compact(&self.text).contains(&compact(needle))
    }

    fn count(&self, needle: &str) -> usize {
        compact(&self.text).matches(&compact(needle)).count()
    }

    #[track_caller]
    fn assert_has(&self, needle: &str) {
        assert!(
            self.has(needle),
            "{needle:?} is missing from the PDF's text:\n{}",
            self.text
        );
    }
}

/// The number of pages, as the footers count them.
fn page_count(r: &Rendered) -> usize {
    (1..).take_while(|n| r.has(&format!("Page {n} of"))).count()
}

async fn render(input: &PdfInput, name: &str) -> Rendered {
    let renderer = TypstPdfRenderer::new();
    let pdf = renderer.render(input).await.unwrap();
    assert!(pdf.starts_with(b"%PDF-"), "not a PDF");
    // Left for a person to open when a test fails.
    let _ = std::fs::write(
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.pdf")),
        &pdf,
    );
    let text = pdf_text(&pdf);
    Rendered { pdf, text }
}

fn item(description: &str, kind: FindingKind, cost: Option<(i64, i64, i64)>) -> PricedItem {
    PricedItem {
        id: String::new(),
        description: description.into(),
        kind,
        category: "Other".into(),
        priority: Priority::Soon,
        catalog_key: None,
        quantity: None,
        cost: cost.map(|(l, t, h)| CostRange::new(dollars(l), dollars(t), dollars(h))),
        note: None,
        agent_figure: false,
    }
}

#[tokio::test]
async fn a_realistic_report_shows_its_people_findings_and_figures() {
    let input = realistic_input();
    let r = render(&input, "realistic").await;
    let content = &input.report.content;

    r.assert_has("Property Showing Report");
    r.assert_has(ADDRESS);
    r.assert_has(CLIENT);
    r.assert_has("May 12, 2026"); // the showing's date
    for agent in [
        AGENT,
        "Prairie State Realty",
        "Rivera Homes",
        "(217) 555-0142",
        "jordan@riverahomes.example",
    ] {
        r.assert_has(agent);
    }
    r.assert_has(SUMMARY);
    for i in content.repairs.iter().chain(&content.upgrades) {
        r.assert_has(&i.description);
        if let Some(cost) = i.cost {
            r.assert_has(&format!("{}–{}{}", cost.low, cost.high, cost.typical));
        }
    }

    // Totals, exactly as the domain computed them.
    for (label, totals) in [
        ("Total repairs", content.repair_totals),
        ("Total upgrades", content.upgrade_totals),
    ] {
        r.assert_has(&format!(
            "{label}{}–{}{}",
            totals.cost.low, totals.cost.high, totals.cost.typical
        ));
    }
    r.assert_has("$3,390–$13,460 $7,650");
    assert_eq!(r.count("1 item needs a contractor quote"), 2);

    // Investment summary.
    r.assert_has("Investment Summary");
    r.assert_has("List Price $525,000");
    r.assert_has(&format!(
        "Plus Repairs (typical) {}",
        content.repair_totals.cost.typical
    ));
    r.assert_has("Total with Repairs $532,650");
    r.assert_has(&format!(
        "Plus Upgrades (typical) {}",
        content.upgrade_totals.cost.typical
    ));
    r.assert_has(&format!(
        "Total with All Improvements {}",
        content.total_with_upgrades.unwrap()
    ));
    r.assert_has("Total with All Improvements $546,050");

    // The chart (typical cost by category) and the closing text.
    r.assert_has("Cost by Category");
    r.assert_has("Exterior $6,200"); // 2,500 + 1,500 repairs + 2,200 upgrades
    r.assert_has(&content.disclaimer);
    r.assert_has("Regional price factor 0.97 (IL)");
    let pages = page_count(&r);
    assert!((2..=3).contains(&pages), "{pages} pages");
    for n in 1..=pages {
        r.assert_has(&format!("Page {n} of {pages}"));
    }
    assert!(!r.has("Comparative Market Analysis"));
}

#[tokio::test]
async fn a_long_report_repeats_the_table_header_on_every_page() {
    let input = input_with(many_items(40), Some(png_logo()));
    let r = render(&input, "forty-items").await;
    println!("40-item report: {} bytes", r.pdf.len());

    let pages = page_count(&r);
    assert!(pages >= 3, "only {pages} pages:\n{}", r.text);
    r.assert_has(&format!("Page {pages} of {pages}"));
    // The agent's header is on every page.
    assert_eq!(r.count("jordan@riverahomes.example"), pages);
    // Two tables spread over the pages: the header row is repeated on continuation pages.
    let headers = r.count("Description Category Priority Range (low–high) Typical");
    assert!(headers > 2, "{headers} table headers over {pages} pages");
    for i in input
        .report
        .content
        .repairs
        .iter()
        .chain(&input.report.content.upgrades)
    {
        r.assert_has(&i.description);
    }
    assert!(r.pdf.len() < 300_000, "{} bytes", r.pdf.len());
}

const HOSTILE: [&str; 10] = [
    "Unbrokentextunbrokentextunbrokentextunbrokentextunbrokentextunbrokentextunbrokentextunbrokentextunbrokentext",
    "https://example.com/a-very-long-link-pasted-from-the-listing-with-no-spaces-at-all-0123456789abcdefghijklmnopqrstuvwxyz",
    r#"#panic("x")"#,
    "*bold* _emph_ $x^2$ [link] <label> @ref `code` \\ \\n",
    "#set page(width: 1cm) #let x = 1",
    "= Not a heading",
    "- not a list\n+ nor this",
    r#"#read("/etc/passwd") #json("/data.json")"#,
    "]) } #{ \" // /* unterminated",
    "Costs 50% of $1,000 & <b>HTML</b> é ü — “quotes”",
];

#[tokio::test]
async fn text_from_notes_renders_literally() {
    let hostile = HOSTILE.join(" ");
    let mut input = input_with(
        HOSTILE
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let mut it = item(
                    h,
                    if i % 2 == 0 {
                        FindingKind::Repair
                    } else {
                        FindingKind::Upgrade
                    },
                    Some((100, 200, 300)),
                );
                it.category = format!("#{i} *cat*");
                it.note = Some(format!("_note_ {h}"));
                it
            })
            .collect(),
        Some(svg_logo()),
    );
    input.report.content.summary = hostile.clone();
    input.showing.details.property_address = Some(format!("12 #Main St *apt* {}", HOSTILE[0]));
    input.showing.details.client_name = Some("$Pat$ _Buyer_ <@x>".into());
    input.agent.name = "#strong[Agent] \\ @agent".into();
    input.agent.broker_office = "[Office] #text(red)[x]".into();

    let r = render(&input, "hostile").await;
    r.assert_has(&format!("12 #Main St *apt* {}", HOSTILE[0]));
    r.assert_has("$Pat$ _Buyer_ <@x>");
    r.assert_has("#strong[Agent] \\ @agent");
    r.assert_has("[Office] #text(red)[x]");
    for (i, h) in HOSTILE.iter().enumerate() {
        r.assert_has(h);
        r.assert_has(&format!("#{i} *cat*"));
        r.assert_has(&format!("_note_ {h}"));
    }
    // The summary's lines are kept as they were typed.
    r.assert_has(&hostile);
    assert!(!r.text.contains("root:"), "a file was read");
}

#[tokio::test]
async fn without_a_list_price_no_total_is_invented() {
    let in_category = |mut i: PricedItem, category: &str| {
        i.category = category.into();
        i
    };
    let items = vec![
        in_category(
            item(
                "Fix the porch railing",
                FindingKind::Repair,
                Some((200, 450, 900)),
            ),
            "Exterior",
        ),
        in_category(
            item("Inspect the chimney", FindingKind::Repair, None),
            "Roof",
        ),
        in_category(
            item(
                "Add a ceiling fan",
                FindingKind::Upgrade,
                Some((150, 300, 500)),
            ),
            "Interior",
        ),
    ];
    let mut input = input_with(Vec::new(), None);
    input.report.content = content("A short summary.", items, None);
    input.showing = showing(None, None, None);

    let r = render(&input, "no-list-price").await;
    r.assert_has("LIST PRICE Not provided");
    r.assert_has("List Price Not provided");
    r.assert_has("Address not provided");
    r.assert_has("PREPARED FOR Client");
    r.assert_has("Repairs (typical) $450");
    r.assert_has("Upgrades (typical) $300");
    r.assert_has("No list price was provided");
    assert!(!r.has("Total with"), "{}", r.text);
    assert!(
        !r.has("$750"),
        "repairs and upgrades were added up:\n{}",
        r.text
    );
    r.assert_has("Inspect the chimney Roof Soon Needs contractor quote");
    r.assert_has("1 item needs a contractor quote");
    r.assert_has("Figures exclude 1 item that needs a contractor quote");
}

#[tokio::test]
async fn empty_sections_say_so() {
    let mut input = input_with(Vec::new(), None);
    input.report.content.summary = "Nothing to report.".into();
    let r = render(&input, "empty").await;
    r.assert_has("No required repairs were noted during the showing.");
    r.assert_has("No upgrades were requested.");
    r.assert_has("Total with All Improvements $525,000");
    assert!(!r.has("Cost by Category"));
}

#[tokio::test]
async fn an_item_the_agent_priced_says_so_beside_its_cost() {
    let mut agents = item(
        "Replace the porch railing",
        FindingKind::Repair,
        Some((300, 450, 600)),
    );
    agents.agent_figure = true;
    let mut catalogs = item(
        "Replace the water heater",
        FindingKind::Repair,
        Some((880, 1330, 1810)),
    );
    catalogs.note = Some("Adjusted to the catalog range ($880–$1,810)".into());
    let r = render(&input_with(vec![agents, catalogs], None), "agent-figure").await;
    r.assert_has("$300–$600 $450 Agent's figure");
    assert_eq!(
        r.count("Agent's figure"),
        1,
        "only the item the agent priced"
    );
    // An item's note is shown under its description as before.
    r.assert_has("Replace the water heater Adjusted to the catalog range ($880–$1,810)");
    r.assert_has("$880–$1,810 $1,330");
}

#[tokio::test]
async fn every_logo_format_renders() {
    let without = render(&input_with(items(), None), "no-logo").await;
    for logo in [png_logo(), jpeg_logo(), svg_logo()] {
        let format = logo.format;
        let with = render(
            &input_with(items(), Some(logo)),
            &format!("logo-{}", format.extension()),
        )
        .await;
        with.assert_has(AGENT);
        assert!(
            with.pdf.len() > without.pdf.len() + 500,
            "{format:?}: {} bytes with the logo, {} without",
            with.pdf.len(),
            without.pdf.len()
        );
    }
}

#[tokio::test]
async fn a_logo_that_cannot_be_read_is_left_out() {
    let broken = Logo {
        bytes: b"\x89PNG\r\n\x1a\n not really a png".to_vec(),
        format: LogoFormat::Png,
    };
    let r = render(&input_with(items(), Some(broken)), "broken-logo").await;
    r.assert_has(AGENT);
    r.assert_has(ADDRESS);
}

#[tokio::test]
async fn the_market_analysis_shows_its_comparables_value_range_and_condition() {
    let input = realistic_input_with_cma();
    let r = render(&input, "with-cma").await;
    let cma = input.market_analysis.as_ref().unwrap();
    let m = cma.content.market_analysis.as_ref().unwrap();
    let value = m.value_range.unwrap();

    r.assert_has("Comparative Market Analysis");
    r.assert_has("Subject home: 1,850 sq ft · 3 beds · 2 baths · built 1978 · 0.25 acres");
    for (address, ..) in COMPARABLES {
        r.assert_has(address);
    }
    // 88 Maple Avenue: $539,900; -1 bed -$10,000, -1 half bath -$3,750, -100 sq ft -$5,000,
    // 7 years newer -$7,000: -$25,750 → $514,150; -5% → $488,442.50 → $488,443 (shown), and
    // $488,442.50 / 1,950 = $250.48 → $250/sq ft. Its lot size is known, so it shows under the
    // address.
    r.assert_has(
        "88 Maple Avenue 0.22 ac lot Sold Feb 27, 2026 $539,900 1,950 -$25,750 -5% $488,443 $250",
    );
    r.assert_has("Pending");
    r.assert_has("Active");
    r.assert_has("INDICATED MARKET VALUE");
    r.assert_has(&format!(
        "Low {} Point value {} High {}",
        format_dollars(value.low),
        format_dollars(value.point),
        format_dollars(value.high)
    ));
    r.assert_has("List price $525,000 is");
    // The condition sentence is set apart once; the narrative, which ends with it, is not
    // made to say it twice.
    let condition = m.condition_sentence.as_deref().unwrap();
    r.assert_has(condition);
    let (before, _) = m.narrative.split_once(condition).unwrap();
    r.assert_has(before.trim());
    assert_eq!(
        compact(&r.text).matches(&compact(condition)).count(),
        1,
        "the condition sentence is shown once"
    );
    r.assert_has("$10,000 per bedroom, $7,500 per bathroom, $50 per square foot");
    // The section comes after the showing report's own sections.
    let text = compact(&r.text);
    assert!(
        text.find("InvestmentSummary").unwrap() < text.find("ComparativeMarketAnalysis").unwrap()
    );
}

#[tokio::test]
async fn the_market_analysis_report_alone_is_its_own_document() {
    let mut input = realistic_input_with_cma();
    input.report = input.market_analysis.take().unwrap();
    let r = render(&input, "cma-only").await;
    r.assert_has("Comparative Market Analysis");
    r.assert_has("Comparables and Value");
    r.assert_has("1502 Elm Street");
    r.assert_has("INDICATED MARKET VALUE");
    assert!(!r.has("Required Repairs"));
    assert!(!r.has("Investment Summary"));
    r.assert_has("It is not an appraisal");
}

#[tokio::test]
async fn the_buyers_report_leaves_out_an_analysis_without_data() {
    let mut input = realistic_input();
    let without_analysis = render(&input, "no-cma").await;
    input.market_analysis = Some(market_analysis(&[], &input.report.content));
    let r = render(&input, "cma-needs").await;
    assert!(!r.has("Comparative Market Analysis"), "{}", r.text);
    assert!(!r.has("More data needed"));
    assert!(!r.has("Add at least one comparable"));
    assert!(!r.has("INDICATED MARKET VALUE"));
    assert_eq!(
        page_count(&r),
        page_count(&without_analysis),
        "nothing of the analysis is left behind"
    );
}

#[tokio::test]
async fn the_market_analysis_alone_says_what_it_needs() {
    // The analysis's own PDF is the agent's: it says what to add for a value.
    let mut input = realistic_input();
    input.report = market_analysis(&[], &input.report.content);
    let r = render(&input, "cma-alone-needs").await;
    r.assert_has("Comparables and Value");
    r.assert_has("More data needed");
    r.assert_has("Add at least one comparable sale or listing to get an indicated value.");
    assert!(!r.has("INDICATED MARKET VALUE"));
}

#[tokio::test]
async fn the_disclaimer_and_small_print_stay_on_the_last_page_of_findings_when_they_fit() {
    // The emailed report of a showing whose analysis has no comparables yet: two pages, the
    // disclaimer and small print on the second, not alone on a third.
    let mut input = realistic_input();
    input.market_analysis = Some(market_analysis(&[], &input.report.content));
    let pdf = TypstPdfRenderer::new().render(&input).await.unwrap();
    let pages = pdf_extract::extract_text_from_mem_by_pages(&pdf).unwrap();
    let _ = std::fs::write(
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pages.pdf"),
        &pdf,
    );
    assert_eq!(pages.len(), 2, "{pages:#?}");
    let last = compact(pages.last().unwrap());
    assert!(
        last.contains(&compact("Investment Summary"))
            || last.contains(&compact("Cost by Category")),
        "the last page holds more than the disclaimer: {pages:#?}"
    );
    assert!(last.contains("Disclaimer"), "{pages:#?}");
}

#[tokio::test]
async fn comparable_addresses_are_printed_literally() {
    let hostile = "#set page(fill: red) $x^2$ ]*_ <label> @ref \\ #include \"/etc/passwd\"";
    let mut comparables = comparables();
    comparables[0] = showscribe_domain::cma::Comparable::new(
        showscribe_domain::cma::ComparableFields {
            address: Some(hostile.into()),
            status: Some(showscribe_domain::cma::ComparableStatus::Sold),
            price: Some(dollars(500_000)),
            date: cma_today().pred_opt(),
            square_feet: Some(1_850),
            ..Default::default()
        },
        cma_today(),
    )
    .unwrap();
    let mut input = realistic_input();
    input.market_analysis = Some(market_analysis(&comparables, &input.report.content));
    let r = render(&input, "cma-hostile").await;
    r.assert_has(hostile);
}

#[tokio::test]
async fn renders_run_side_by_side() {
    let renderer = TypstPdfRenderer::new();
    let (a, b) = (realistic_input(), input_with(many_items(20), None));
    let (pa, pb) = tokio::join!(renderer.render(&a), renderer.render(&b));
    assert!(pdf_text(&pa.unwrap()).contains("Page 1 of"));
    assert!(pdf_text(&pb.unwrap()).contains("(finding 20)"));
}

#[tokio::test]
async fn the_summary_the_tables_and_the_investment_notes_state_the_same_counts() {
    // The writer counted three items without a catalog price before pricing; four are
    // unpriced once priced (one repair, three upgrades).
    let summary = "The showing notes for this property list two repairs and three requested \
                   updates. Three items have no catalog price and are marked for a contractor \
                   quote.";
    let items = vec![
        item(
            "Fix the porch step",
            FindingKind::Repair,
            Some((200, 400, 800)),
        ),
        item("Inspect the chimney", FindingKind::Repair, None),
        item("Add a skylight", FindingKind::Upgrade, None),
        item("Build a pergola", FindingKind::Upgrade, None),
        item("Finish the attic", FindingKind::Upgrade, None),
    ];
    let mut input = input_with(items, None);
    input.report.content = content(
        summary,
        input
            .report
            .content
            .repairs
            .iter()
            .chain(&input.report.content.upgrades)
            .cloned()
            .collect(),
        Some(dollars(525_000)),
    );
    let counts = input.report.content.counts();
    assert_eq!(
        (counts.repairs, counts.upgrades, counts.needing_quote),
        (2, 3, 4)
    );
    let r = render(&input, "counts").await;
    r.assert_has("list two repairs and three requested updates.");
    r.assert_has("Four items need a contractor quote and are not in the cost totals.");
    assert!(!r.has("Three items"), "{}", r.text);
    r.assert_has("1 item needs a contractor quote (not included in the total).");
    r.assert_has("3 items need a contractor quote (not included in the total).");
    r.assert_has("Figures exclude 4 items that need a contractor quote.");
    assert!(!r.has("(s)"));
}

/// How many photos the PDF embeds: each is a JPEG, embedded once as it is (DCT-encoded), where
/// the logo in these reports is a PNG.
fn photo_count(pdf: &[u8]) -> usize {
    pdf.windows(b"/DCTDecode".len())
        .filter(|w| *w == b"/DCTDecode")
        .count()
}

#[tokio::test]
async fn photos_print_beside_their_items_and_the_rest_on_a_photo_page() {
    let input = input_with_photos(5);
    let r = render(&input, "photos").await;
    r.assert_has("Photos");
    // Captions of the attached ones (0, 2) and of an unattached one (4).
    r.assert_has("Photo caption 0");
    r.assert_has("Photo caption 2");
    r.assert_has("Photo caption 4");
    assert_eq!(photo_count(&r.pdf), 5);
    // The first repair's photos come right after it, before the upgrades.
    let text = compact(&r.text);
    let caption = text.find("Photocaption0").unwrap();
    let upgrades = text.find("DesiredUpgrades").unwrap();
    assert!(
        caption < upgrades,
        "the first repair's photo is printed with the repairs"
    );
    // The photo page comes after the findings.
    let page = text.rfind("Photocaption4").unwrap();
    assert!(page > upgrades);
}

#[tokio::test]
async fn a_report_without_photos_has_no_photo_page() {
    let r = render(&realistic_input(), "no-photos").await;
    assert!(!compact(&r.text).contains("Photocaption"));
    assert_eq!(photo_count(&r.pdf), 0);
}

#[tokio::test]
async fn a_photo_attached_to_an_item_the_report_no_longer_has_goes_on_the_photo_page() {
    let mut input = input_with_photos(1);
    input.photos[0].item_id = Some("i999".into());
    let r = render(&input, "photo-orphan").await;
    let text = compact(&r.text);
    assert!(text.rfind("Photocaption0").unwrap() > text.find("DesiredUpgrades").unwrap());
}

#[tokio::test]
async fn twenty_photos_stay_under_five_megabytes() {
    let r = render(&input_with_photos(20), "twenty-photos").await;
    assert_eq!(photo_count(&r.pdf), 20);
    assert!(r.pdf.len() < 5 * 1024 * 1024, "{} bytes", r.pdf.len());
}

#[tokio::test]
async fn a_photo_that_cannot_be_read_does_not_keep_the_report_from_rendering() {
    let mut input = input_with_photos(2);
    input.photos[1].jpeg = b"not a jpeg".to_vec();
    let r = render(&input, "photo-broken").await;
    r.assert_has("Required Repairs");
}

#[tokio::test]
async fn the_repair_request_is_one_page_of_the_items_asked_for_with_totals_and_terms() {
    use showscribe_domain::Cents;
    use showscribe_domain::repair_request::{Remedy, RepairRequest, RequestedItem};

    let mut input = realistic_input_with_cma();
    let content = &input.report.content;
    let (first, second) = (&content.repairs[0], &content.repairs[1]);
    let request = RepairRequest::new(
        vec![
            RequestedItem {
                item_id: first.id.clone(),
                remedy: Remedy::Credit,
                amount: Cents(250_050),
                note: Some("=Before closing, licensed plumber".into()),
            },
            RequestedItem {
                item_id: second.id.clone(),
                remedy: Remedy::Repair,
                amount: Cents(90_000),
                note: None,
            },
        ],
        content,
    )
    .unwrap();
    let (first, second) = (first.description.clone(), second.description.clone());
    let untouched = content.upgrades[0].description.clone();
    input.repair_request = Some(request);

    let r = render(&input, "repair-request").await;
    r.assert_has("Repair Request");
    r.assert_has("Items Requested of the Seller");
    r.assert_has(&first);
    r.assert_has(&second);
    assert!(!r.has(&untouched), "only the items asked for");
    r.assert_has("Credit");
    r.assert_has("$2,500.50");
    r.assert_has("=Before closing, licensed plumber");
    r.assert_has("Credits requested at closing $2,500.50");
    r.assert_has("Repairs requested of the seller (worth) $900");
    r.assert_has("Total requested $3,400.50");
    r.assert_has("not contractor bids");
    r.assert_has(&input.report.content.disclaimer);
    // The report's own sections and the market analysis stay out of it.
    assert!(!r.has("Investment Summary"));
    assert!(!r.has("Comparables and Value"));
    assert_eq!(page_count(&r), 1, "one page:\n{}", r.text);
}
