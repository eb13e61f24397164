use chrono::NaiveDate;

use super::*;
use crate::cma::{ComparableStatus, MAX_COMPARABLES};
use crate::money::Cents;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
}

fn preview(text: &str) -> ImportPreview {
    parse(text.as_bytes(), None, today()).unwrap()
}

fn error_of(text: &str) -> CsvError {
    parse(text.as_bytes(), None, today()).unwrap_err()
}

/// (row, column, problem) of each error.
fn problems(p: &ImportPreview) -> Vec<(usize, Option<&str>, &FieldProblem)> {
    p.errors
        .iter()
        .map(|e| (e.row, e.column.as_deref(), &e.problem))
        .collect()
}

const MLS_EXPORT: &str = "\
Comparable search results (4 listings)
MLS #,Street Address,Listing Status,Close Price,List Price,Close Date,List Date,Living Area,Bedrooms Total,Bathrooms Total,YrBlt,Proximity,$/SqFt
2501,\"12 Oak St, Springfield, IL\",Closed,\"$500,000\",\"$509,900\",03/14/2026,1/20/2026,\"1,600\",3,2.5,1995,0.3 mi,312.50
2502,34 Elm St,S,525000,530000,2026-02-27,2026-01-05,1800 SF,4,3,2001,0.5,291.67
2503,56 Pine Ave,Under Contract,,\"489,000.00\",,2/1/26,1550,3,2,1988,,
2504,78 Birch Rd,A,,$560000,,3/1/26,1750,3,2,0,1.2,
";

#[test]
fn maps_header_synonyms_and_previews_the_mapping() {
    let p = preview(MLS_EXPORT);
    assert_eq!(p.mapping.header_row(), 2);
    let mapped: Vec<(&str, ImportField)> = p
        .columns
        .iter()
        .filter_map(|c| c.field.map(|f| (c.heading.as_str(), f)))
        .collect();
    assert_eq!(
        mapped,
        vec![
            ("Street Address", ImportField::Address),
            ("Listing Status", ImportField::Status),
            ("Close Price", ImportField::SoldPrice),
            ("List Price", ImportField::ListPrice),
            ("Close Date", ImportField::SoldDate),
            ("List Date", ImportField::ListDate),
            ("Living Area", ImportField::SquareFeet),
            ("Bedrooms Total", ImportField::Bedrooms),
            ("Bathrooms Total", ImportField::Bathrooms),
            ("YrBlt", ImportField::YearBuilt),
            ("Proximity", ImportField::Distance),
        ]
    );
    let ignored: Vec<(usize, &str)> = p
        .ignored_columns()
        .map(|c| (c.column, c.heading.as_str()))
        .collect();
    assert_eq!(ignored, vec![(1, "MLS #"), (13, "$/SqFt")]);
    assert!(p.errors.is_empty(), "{:?}", p.errors);
}

#[test]
fn reads_messy_values_and_prefers_the_sold_price() {
    let p = preview(MLS_EXPORT);
    let rows: Vec<usize> = p.rows.iter().map(|r| r.row).collect();
    assert_eq!(rows, vec![3, 4, 5, 6]);
    let c: Vec<&Comparable> = p.rows.iter().map(|r| &r.comparable).collect();

    // A quoted address with commas, "$500,000" and a US date; the sold price and date win.
    assert_eq!(c[0].address(), "12 Oak St, Springfield, IL");
    assert_eq!(c[0].status(), ComparableStatus::Sold);
    assert_eq!(c[0].price(), Cents(50_000_000));
    assert_eq!(c[0].date(), NaiveDate::from_ymd_opt(2026, 3, 14));
    assert_eq!(c[0].square_feet().unwrap().get(), 1_600);
    assert_eq!(c[0].bathrooms().unwrap().halves(), 5);
    assert_eq!(c[0].distance().unwrap().hundredths_of_a_mile(), 30);

    // "S", a bare number and an ISO date; "1800 SF".
    assert_eq!(c[1].status(), ComparableStatus::Sold);
    assert_eq!(c[1].price(), Cents(52_500_000));
    assert_eq!(c[1].date(), NaiveDate::from_ymd_opt(2026, 2, 27));
    assert_eq!(c[1].square_feet().unwrap().get(), 1_800);

    // Pending without a sale: the list price "489,000.00" and list date "2/1/26".
    assert_eq!(c[2].status(), ComparableStatus::Pending);
    assert_eq!(c[2].price(), Cents(48_900_000));
    assert_eq!(c[2].date(), NaiveDate::from_ymd_opt(2026, 2, 1));
    assert_eq!(c[2].distance(), None);

    // "A" is active; a year built of 0 is unknown.
    assert_eq!(c[3].status(), ComparableStatus::Active);
    assert_eq!(c[3].price(), Cents(56_000_000));
    assert_eq!(c[3].year_built(), None);
}

#[test]
fn bad_rows_are_listed_with_row_column_and_reason_and_good_rows_kept() {
    let text = "\
Address,Status,Sale Price,Sale Date,Sq Ft,Beds,Baths
1 Good St,Sold,\"$400,000\",2026-01-10,1500,3,2
2 Bad St,Sold,abc,2026-01-10,1500,3,2
3 Bad St,Sold,400000,2026-01-10,0,3,2
4 Bad St,Sold,400000,2026-05-01,1500,3,2
5 Bad St,Expired,400000,2026-01-10,1500,3,2
,Sold,400000,2026-01-10,1500,3,2
7 Bad St,Sold,-5,13/45/2026,1500,2.5,2.1

8 Good St,Pending,\"410,000\",3/1/26,1600,3,2.5
";
    let p = preview(text);
    assert_eq!(
        p.rows.iter().map(|r| r.row).collect::<Vec<_>>(),
        vec![2, 10]
    );
    let unreadable = |value: &str, expected| FieldProblem::Unreadable {
        value: value.into(),
        expected,
    };
    assert_eq!(
        problems(&p),
        vec![
            (3, Some("Sale Price"), &unreadable("abc", "an amount")),
            (4, Some("Sq Ft"), &FieldProblem::NotPositive),
            (
                5,
                Some("Sale Date"),
                &FieldProblem::InTheFuture { today: today() }
            ),
            (
                6,
                Some("Status"),
                &unreadable("Expired", "a status (sold, active or pending)")
            ),
            (7, Some("Address"), &FieldProblem::Missing),
            (8, Some("Sale Price"), &FieldProblem::NotPositive),
            (8, Some("Sale Date"), &unreadable("13/45/2026", "a date")),
            (
                8,
                Some("Beds"),
                &unreadable("2.5", "a whole number of bedrooms")
            ),
            (8, Some("Baths"), &FieldProblem::NotWholeOrHalf),
        ]
    );
    assert_eq!(p.bad_rows(), vec![3, 4, 5, 6, 7, 8]);
    assert_eq!(
        p.errors[0].to_string(),
        "Row 3, column \"Sale Price\": \"abc\" is not an amount"
    );
    assert_eq!(
        p.errors[1].to_string(),
        "Row 4, column \"Sq Ft\": must be more than zero"
    );
}

#[test]
fn a_sold_row_needs_its_sale_price_and_date_not_the_list_ones() {
    let p = preview(
        "Address,Status,Sold Price,List Price,Sold Date,List Date\n\
         1 A St,Sold,,\"$500,000\",,2026-01-05\n\
         2 B St,Active,,\"$510,000\",,2026-01-05\n",
    );
    assert_eq!(
        problems(&p),
        vec![
            (2, Some("Sold Price"), &FieldProblem::Missing),
            (2, Some("Sold Date"), &FieldProblem::Missing),
        ]
    );
    assert_eq!(p.rows.len(), 1);
    assert_eq!(p.rows[0].comparable.price(), Cents(51_000_000));
}

#[test]
fn a_listing_on_the_market_takes_its_list_date_not_a_close_date() {
    // Pending rows often carry the expected closing date, which lies ahead; an active one may
    // carry an old sale's. Neither is the listing's date.
    let p = preview(
        "Address,Status,Close Price,List Price,Close Date,List Date\n\
         1 A St,Pending,,\"$500,000\",2026-05-15,2026-02-01\n\
         2 B St,Active,,\"$510,000\",2019-06-30,2026-03-10\n\
         3 C St,Active,,\"$520,000\",,2026-03-12\n\
         4 D St,Sold,\"$480,000\",\"$490,000\",2026-03-01,2026-01-10\n",
    );
    assert!(p.errors.is_empty(), "{:?}", p.errors);
    let dates: Vec<(ComparableStatus, Option<NaiveDate>)> = p
        .rows
        .iter()
        .map(|r| (r.comparable.status(), r.comparable.date()))
        .collect();
    let day = |m, d| NaiveDate::from_ymd_opt(2026, m, d);
    assert_eq!(
        dates,
        vec![
            (ComparableStatus::Pending, day(2, 1)),
            (ComparableStatus::Active, day(3, 10)),
            (ComparableStatus::Active, day(3, 12)),
            (ComparableStatus::Sold, day(3, 1)),
        ]
    );

    // Without a status, a row priced by its list price is a listing too.
    let unnamed = preview(
        "Address,Sold Price,List Price,Sold Date,List Date\n\
         1 A St,,\"$500,000\",2026-06-01,2026-02-01\n",
    );
    assert!(unnamed.errors.is_empty(), "{:?}", unnamed.errors);
    assert_eq!(
        unnamed.rows[0].comparable.status(),
        ComparableStatus::Active
    );
    assert_eq!(unnamed.rows[0].comparable.date(), day(2, 1));
}

#[test]
fn importing_is_all_or_nothing_and_within_the_cap() {
    let bad = preview("Address,Price,Date\n1 A St,100000,2026-01-01\n2 B St,0,2026-01-01\n");
    assert!(matches!(
        bad.into_comparables(0),
        Err(ImportRejected::InvalidRows(errors)) if errors.len() == 1 && errors[0].row == 3
    ));

    let three =
        "Address,Price,Date\n1 A St,1,2026-01-01\n2 B St,2,2026-01-01\n3 C St,3,2026-01-01\n";
    assert_eq!(
        preview(three).into_comparables(MAX_COMPARABLES - 2),
        Err(ImportRejected::TooMany(TooManyComparables {
            existing: 48,
            adding: 3
        }))
    );
    let imported = preview(three)
        .into_comparables(MAX_COMPARABLES - 3)
        .unwrap();
    assert_eq!(imported.len(), 3);
    assert_eq!(imported[2].address(), "3 C St");

    assert_eq!(
        preview("Address,Price,Date\n,,\n").into_comparables(0),
        Err(ImportRejected::NoRows)
    );
}

#[test]
fn files_that_are_not_csv_are_refused_clearly() {
    assert_eq!(parse(b"", None, today()), Err(CsvError::Empty));
    assert_eq!(
        parse(b"PK\x03\x04\x14\0\x06\0xl/workbook.xml", None, today()),
        Err(CsvError::Spreadsheet)
    );
    assert_eq!(
        parse(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01", None, today()),
        Err(CsvError::NotText)
    );
    assert_eq!(
        error_of("Dear agent,\nhere are the comps you asked for.\nBest, Sam\n"),
        CsvError::NoRecognisableHeader {
            first_row: vec!["Dear agent".into(), String::new()],
        }
    );
    // A header, but no price column.
    let missing = error_of("Address,Beds,Baths\n1 A St,3,2\n");
    assert_eq!(
        missing,
        CsvError::MissingColumns(vec![ComparableField::Price])
    );
    assert_eq!(missing.to_string(), "the file has no column for the price");
}

#[test]
fn listings_need_no_date_but_each_sale_needs_its_own() {
    // An export of listings on the market with no date column at all.
    let listings =
        preview("Address,Status,List Price\n1 A St,Active,500000\n2 B St,Pending,510000\n");
    assert!(listings.errors.is_empty(), "{:?}", listings.errors);
    assert!(listings.rows.iter().all(|r| r.comparable.date().is_none()));

    // An active row whose only date is a close date has no date; a sale without a date is refused.
    let mixed = preview(
        "Address,Status,Price,Close Date\n1 A St,Active,500000,2026-05-30\n2 B St,Sold,480000,\n3 C St,Sold,470000,2026-03-01\n",
    );
    assert_eq!(mixed.rows.len(), 2);
    assert_eq!(mixed.rows[0].comparable.date(), None);
    assert_eq!(
        mixed.rows[1].comparable.date(),
        NaiveDate::from_ymd_opt(2026, 3, 1)
    );
    assert_eq!(
        mixed
            .errors
            .iter()
            .map(|e| (e.row, e.field, e.column.as_deref()))
            .collect::<Vec<_>>(),
        vec![(3, ComparableField::Date, Some("Close Date"))]
    );
    assert_eq!(mixed.errors[0].problem, FieldProblem::Missing);

    // A file of sales with no date column: every row says what it lacks.
    let sales = preview("Address,Sold Price\n1 A St,100000\n");
    assert_eq!(
        sales
            .errors
            .iter()
            .map(|e| (e.row, e.field))
            .collect::<Vec<_>>(),
        vec![(2, ComparableField::Date)]
    );
}

#[test]
fn lot_sizes_are_read_in_acres_or_square_feet() {
    let p = preview(
        "Address,Price,Date,Lot Size\n\
         1 A St,500000,2026-01-01,0.25\n\
         2 B St,500000,2026-01-01,\"10,890\"\n\
         3 C St,500000,2026-01-01,1.5 acres\n\
         4 D St,500000,2026-01-01,21780 sq ft\n\
         5 E St,500000,2026-01-01,\n\
         6 F St,500000,2026-01-01,big\n",
    );
    let acres: Vec<Option<f64>> = p
        .rows
        .iter()
        .map(|r| {
            r.comparable
                .lot_size()
                .map(|l| (l.acres() * 100.0).round() / 100.0)
        })
        .collect();
    assert_eq!(
        acres,
        vec![Some(0.25), Some(0.25), Some(1.5), Some(0.5), None]
    );
    assert_eq!(
        p.errors
            .iter()
            .map(|e| (e.row, e.field, e.column.as_deref()))
            .collect::<Vec<_>>(),
        vec![(7, ComparableField::LotSize, Some("Lot Size"))]
    );

    // A column named in square feet reads small numbers as square feet too.
    let sq_ft = preview("Address,Price,Date,Lot SqFt\n1 A St,500000,2026-01-01,150\n");
    let lot = sq_ft.rows[0].comparable.lot_size().unwrap();
    assert!((lot.square_feet() - 150.0).abs() < 1e-6, "{lot:?}");
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_first_heading() {
    let p = preview("\u{feff}Address,Price,Date\n1 A St,\"$1,000\",2026-01-01\n");
    assert_eq!(p.columns[0].heading, "Address");
    assert_eq!(p.mapping.field(1), Some(ImportField::Address));
    assert_eq!(p.rows.len(), 1);
}

#[test]
fn quoted_fields_keep_their_commas_and_quotes() {
    let p = preview(
        "Address,Price,Date\n\"12 Oak St, Unit \"\"B\"\", Springfield\",\"$525,000.00\",\"Mar 14, 2026\"\n",
    );
    let c = &p.rows[0].comparable;
    assert_eq!(c.address(), "12 Oak St, Unit \"B\", Springfield");
    assert_eq!(c.price(), Cents(52_500_000));
    assert_eq!(c.date(), NaiveDate::from_ymd_opt(2026, 3, 14));
}

#[test]
fn an_explicit_mapping_overrides_the_automatic_one() {
    // Headings nobody would guess: the automatic mapping finds nothing and says so.
    let text = "Addr1,Amt,When,Area\n12 Oak St,\"$500,000\",3/14/2026,1600\n";
    assert!(matches!(
        error_of(text),
        CsvError::NoRecognisableHeader { first_row } if first_row[0] == "Addr1"
    ));
    let mapping = ColumnMapping::new(
        1,
        [
            (1, ImportField::Address),
            (2, ImportField::SoldPrice),
            (3, ImportField::SoldDate),
            (4, ImportField::SquareFeet),
        ],
    )
    .unwrap();
    let p = parse(text.as_bytes(), Some(&mapping), today()).unwrap();
    assert_eq!(p.mapping, mapping);
    assert_eq!(p.rows[0].comparable.square_feet().unwrap().get(), 1_600);

    // The agent prefers the list price column to the sold price one.
    let both = "Address,Sold Price,List Price,Date\n1 A St,500000,510000,2026-01-01\n";
    assert_eq!(preview(both).rows[0].comparable.price(), Cents(50_000_000));
    let list_only = ColumnMapping::new(
        1,
        [
            (1, ImportField::Address),
            (3, ImportField::ListPrice),
            (4, ImportField::Date),
        ],
    )
    .unwrap();
    let p = parse(both.as_bytes(), Some(&list_only), today()).unwrap();
    assert_eq!(p.rows[0].comparable.price(), Cents(51_000_000));
    assert_eq!(p.rows[0].comparable.status(), ComparableStatus::Active);
    assert_eq!(
        p.ignored_columns().map(|c| c.column).collect::<Vec<_>>(),
        vec![2]
    );

    // A mapping that does not fit the file.
    let far = ColumnMapping::new(9, [(1, ImportField::Address)]).unwrap();
    assert_eq!(
        parse(both.as_bytes(), Some(&far), today()),
        Err(CsvError::HeaderRowNotFound { row: 9 })
    );
    let wide = ColumnMapping::new(1, [(1, ImportField::Address), (7, ImportField::Price)]).unwrap();
    assert_eq!(
        parse(both.as_bytes(), Some(&wide), today()),
        Err(CsvError::ColumnNotInFile { column: 7 })
    );
    // Without a date column the sale in the file is refused row by row, not the file.
    let no_date =
        ColumnMapping::new(1, [(1, ImportField::Address), (2, ImportField::Price)]).unwrap();
    let p = parse(both.as_bytes(), Some(&no_date), today()).unwrap();
    assert_eq!(
        p.errors.iter().map(|e| e.field).collect::<Vec<_>>(),
        vec![ComparableField::Date]
    );
    let no_price =
        ColumnMapping::new(1, [(1, ImportField::Address), (4, ImportField::Date)]).unwrap();
    assert_eq!(
        parse(both.as_bytes(), Some(&no_price), today()),
        Err(CsvError::MissingColumns(vec![ComparableField::Price]))
    );
}

#[test]
fn full_and_half_baths_add_up_and_status_follows_the_price_when_missing() {
    let p = preview(
        "Address,List Price,List Date,Full Baths,Half Baths\n1 A St,300000,2026-01-01,2,1\n2 B St,300000,2026-01-01,3,\n",
    );
    let c: Vec<&Comparable> = p.rows.iter().map(|r| &r.comparable).collect();
    assert_eq!(c[0].bathrooms().unwrap().to_string(), "2.5");
    assert_eq!(c[1].bathrooms().unwrap().to_string(), "3");
    assert_eq!(c[0].status(), ComparableStatus::Active);
    let sold = preview("Address,Sold Price,Sold Date\n1 A St,300000,2026-01-01\n");
    assert_eq!(sold.rows[0].comparable.status(), ComparableStatus::Sold);
}

#[test]
fn rows_are_numbered_as_the_file_shows_them() {
    // Title, blank line, header on line 3; the bad row is on line 6.
    let p =
        preview("Export\n\nAddress,Price,Date\n1 A St,1,2026-01-01\n\n2 B St,zero,2026-01-01\n");
    assert_eq!(p.mapping.header_row(), 3);
    assert_eq!(p.rows[0].row, 4);
    assert_eq!(p.errors[0].row, 6);
}

#[test]
fn tab_and_semicolon_files_and_windows_1252_text() {
    let tabs = preview("Address\tPrice\tDate\n\"1 A St, Apt 2\"\t$1,000\t2026-01-01\n");
    assert_eq!(tabs.rows[0].comparable.address(), "1 A St, Apt 2");
    let semicolons = preview("Address;Price;Date\n1 A St;1000;2026-01-01\n");
    assert_eq!(semicolons.rows[0].comparable.price(), Cents(100_000));
    let latin = parse(
        b"Address,Price,Date\n1 Caf\xE9 St,1000,2026-01-01\n",
        None,
        today(),
    )
    .unwrap();
    assert_eq!(latin.rows[0].comparable.address(), "1 Café St");
}

#[test]
fn an_export_of_a_whole_search_is_refused() {
    let mut text = String::from("Address,Price,Date\n");
    for i in 0..=MAX_ROWS {
        text.push_str(&format!("{i} A St,1000,2026-01-01\n"));
    }
    assert_eq!(error_of(&text), CsvError::TooManyRows);
}
