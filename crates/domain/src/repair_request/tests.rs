use super::*;
use crate::catalog::Region;
use crate::report::{CostRange, FindingKind, Generator, Priority};

fn item(kind: FindingKind, description: &str, typical: Option<i64>) -> PricedItem {
    PricedItem {
        id: String::new(),
        description: description.into(),
        kind,
        category: "General".into(),
        priority: Priority::Soon,
        catalog_key: None,
        quantity: None,
        cost: typical.map(|t| CostRange::new(Cents(t / 2), Cents(t), Cents(t * 2))),
        note: None,
        agent_figure: false,
    }
}

/// Repairs i1 (water heater, $1,800 typical), i2 (roof, needs a quote), i3 (outlets, $400);
/// upgrade i4 (kitchen, $20,000). Listed at $400,000.
fn report() -> ReportContent {
    ReportContent::assemble(
        "s".into(),
        vec![
            item(FindingKind::Repair, "Water heater leaking", Some(180_000)),
            item(FindingKind::Repair, "Roof flashing loose", None),
            item(FindingKind::Repair, "Two-prong outlets", Some(40_000)),
            item(FindingKind::Upgrade, "Kitchen refresh", Some(2_000_000)),
        ],
        Some(Cents(40_000_000)),
        Generator::Estimator,
        None,
        &Region::national(),
    )
}

fn entry(item_id: &str, remedy: Remedy, amount: i64) -> RequestedItem {
    RequestedItem {
        item_id: item_id.into(),
        remedy,
        amount: Cents(amount),
        note: None,
    }
}

#[test]
fn totals_add_credits_and_repairs_apart() {
    let report = report();
    let request = RepairRequest::new(
        vec![
            entry("i1", Remedy::Credit, 200_000),
            entry("i2", Remedy::Repair, 0),
            entry("i3", Remedy::Credit, 45_000),
            entry("i4", Remedy::Repair, 1_500_000),
        ],
        &report,
    )
    .unwrap();
    let totals = request.totals(&report);
    assert_eq!(totals.items, 4);
    assert_eq!(totals.credits, Cents(245_000));
    assert_eq!(totals.repairs, Cents(1_500_000));
    assert_eq!(totals.requested(), Cents(1_745_000));
}

#[test]
fn an_empty_list_asks_for_nothing() {
    let report = report();
    let request = RepairRequest::new(Vec::new(), &report).unwrap();
    assert!(request.is_empty());
    assert_eq!(request.totals(&report), RequestTotals::default());
}

#[test]
fn lines_follow_the_report_and_drop_removed_items() {
    let mut report = report();
    let request = RepairRequest::new(
        vec![
            entry("i4", Remedy::Credit, 100_000),
            entry("i1", Remedy::Credit, 50_000),
        ],
        &report,
    )
    .unwrap();
    let order: Vec<&str> = request
        .lines(&report)
        .iter()
        .map(|l| l.item.description.as_str())
        .collect();
    assert_eq!(order, ["Water heater leaking", "Kitchen refresh"]);

    // The agent removes the water heater from the report: its credit no longer counts.
    report.repairs.retain(|i| i.id != "i1");
    assert_eq!(request.lines(&report).len(), 1);
    assert_eq!(request.totals(&report).credits, Cents(100_000));
}

#[test]
fn every_wrong_entry_is_named() {
    let report = report();
    let long = "x".repeat(MAX_REQUEST_NOTE_CHARS + 1);
    let problems = RepairRequest::new(
        vec![
            entry("i9", Remedy::Repair, 0),
            entry("i1", Remedy::Credit, 0),
            entry("i1", Remedy::Repair, -1),
            RequestedItem {
                note: Some(long),
                ..entry("i3", Remedy::Credit, MAX_REQUEST_AMOUNT.0 + 1)
            },
            RequestedItem {
                note: Some("bad\u{7}bell".into()),
                ..entry("i4", Remedy::Repair, 10)
            },
        ],
        &report,
    )
    .unwrap_err();
    let named: Vec<(usize, &str, &str)> = problems
        .iter()
        .map(|p| (p.index, p.field, p.message.as_str()))
        .collect();
    assert_eq!(
        named,
        [
            (0, "itemId", "This item is not in the report"),
            (1, "amount", "Enter the credit to ask for"),
            (2, "itemId", "This item is already on the list"),
            (2, "amount", "Enter an amount from $0 to $1,000,000"),
            (3, "amount", "Enter an amount from $0 to $1,000,000"),
            (3, "note", "A note is at most 500 characters"),
            (
                4,
                "note",
                "The note contains characters that cannot be shown"
            ),
        ]
    );
}

#[test]
fn notes_are_trimmed_and_a_blank_one_is_none() {
    let report = report();
    let request = RepairRequest::new(
        vec![
            RequestedItem {
                note: Some("  licensed plumber, please  ".into()),
                ..entry("i1", Remedy::Repair, 180_000)
            },
            RequestedItem {
                note: Some("   ".into()),
                ..entry("i3", Remedy::Repair, 40_000)
            },
        ],
        &report,
    )
    .unwrap();
    assert_eq!(
        request.entries()[0].note.as_deref(),
        Some("licensed plumber, please")
    );
    assert_eq!(request.entries()[1].note, None);
}

#[test]
fn offer_figures_come_from_the_report_the_value_and_the_credits() {
    let report = report();
    let request = RepairRequest::new(vec![entry("i1", Remedy::Credit, 250_000)], &report).unwrap();
    let value = ValueRangeFigures {
        low: Cents(38_000_000),
        point: Cents(39_000_000),
        high: Cents(40_000_000),
    };
    let offer = OfferFigures::with_value(&report, Some(value), &request.totals(&report));
    assert_eq!(offer.list_price, Some(Cents(40_000_000)));
    assert_eq!(offer.value_range, Some(value));
    // The priced repairs at their typical cost: $1,800 + $400; the roof needs a quote.
    assert_eq!(offer.typical_repairs, Cents(220_000));
    assert_eq!(offer.unpriced_repairs, 1);
    assert_eq!(offer.condition_adjusted_value, Some(Cents(38_780_000)));
    assert_eq!(offer.requested_credits, Cents(250_000));
    assert_eq!(offer.effective_price, Some(Cents(39_750_000)));
}

#[test]
fn offer_figures_leave_out_what_the_data_cannot_give() {
    let mut report = report();
    report.list_price = None;
    let offer = OfferFigures::with_value(&report, None, &RequestTotals::default());
    assert_eq!(offer.list_price, None);
    assert_eq!(offer.value_range, None);
    assert_eq!(offer.condition_adjusted_value, None);
    assert_eq!(offer.effective_price, None);
    assert_eq!(offer.requested_credits, Cents::ZERO);

    // Repairs that reach the value leave no condition-adjusted value to state.
    let report = self::report();
    let tiny = ValueRangeFigures {
        low: Cents(100_000),
        point: Cents(200_000),
        high: Cents(300_000),
    };
    let offer = OfferFigures::with_value(&report, Some(tiny), &RequestTotals::default());
    assert_eq!(offer.condition_adjusted_value, None);
}

#[test]
fn remedies_and_authors_read_back_what_they_write() {
    for remedy in [Remedy::Repair, Remedy::Credit] {
        assert_eq!(Remedy::parse(remedy.as_str()), Some(remedy));
    }
    for author in [RequestAuthor::Buyer, RequestAuthor::Agent] {
        assert_eq!(RequestAuthor::parse(author.as_str()), Some(author));
    }
    assert_eq!(Remedy::parse("Repair"), None);
}

#[test]
fn the_csv_lists_the_entries_and_the_totals_and_never_a_formula() {
    let report = report();
    let request = RepairRequest::new(
        vec![
            RequestedItem {
                note: Some("=HYPERLINK(\"http://evil\")".into()),
                ..entry("i1", Remedy::Credit, 250_050)
            },
            RequestedItem {
                note: Some("Licensed electrician, \"GFCI\" too".into()),
                ..entry("i3", Remedy::Repair, 40_000)
            },
        ],
        &report,
    )
    .unwrap();
    let csv = request.to_csv(&report);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(
        rows,
        [
            "Item,Type,Category,Request,Amount (USD),\"Report estimate, typical (USD)\",Note",
            "Water heater leaking,Repair needed,General,Credit,2500.50,1800.00,\"'=HYPERLINK(\"\"http://evil\"\")\"",
            "Two-prong outlets,Repair needed,General,Repair,400.00,400.00,\"Licensed electrician, \"\"GFCI\"\" too\"",
            "Total credits requested,,,,2500.50,,",
            "Total value of repairs requested,,,,400.00,,",
        ]
    );
}
