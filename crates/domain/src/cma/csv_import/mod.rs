//! Importing comparables from an MLS export (CSV). [`parse`] finds the header row, maps the
//! columns (or takes the agent's mapping), and reads every row into a preview that lists the good
//! rows and, for each bad one, its row, column and reason. [`ImportPreview::into_comparables`]
//! then accepts the file all or nothing, within the per-showing cap.
//!
//! Rows and columns are numbered from 1 as a spreadsheet shows them (a row is the line of the
//! file where it starts).

mod cells;
mod columns;
mod decode;
#[cfg(test)]
mod tests;

use chrono::NaiveDate;
use thiserror::Error;

pub use columns::{ColumnMapping, ImportField, MappingError};

use super::comparable::{
    Comparable, ComparableField, ComparableFields, ComparableStatus, RowError, TooManyComparables,
    check_room,
};
use super::values::FieldProblem;

/// The most data rows a file may have. An export of a whole search is refused with a clear
/// message rather than read.
pub const MAX_ROWS: usize = 10_000;

/// How far down the header row is looked for (exports may start with a title or criteria).
const HEADER_SEARCH_ROWS: usize = 20;

/// Why a file could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CsvError {
    #[error("the file is empty")]
    Empty,
    #[error("the file is a spreadsheet workbook, not CSV; save or export it as CSV and try again")]
    Spreadsheet,
    #[error("the file is not a CSV text file")]
    NotText,
    #[error(
        "no header row with column names such as Address and Price was found in the first 20 rows"
    )]
    NoRecognisableHeader {
        /// The first row's cells, so columns can be mapped by hand.
        first_row: Vec<String>,
    },
    #[error("the file has no column for {}", describe(.0))]
    MissingColumns(Vec<ComparableField>),
    #[error("row {row} is not in the file")]
    HeaderRowNotFound { row: usize },
    #[error("column {column} is not in the header row")]
    ColumnNotInFile { column: usize },
    #[error("the file has more than {max} rows; export only the comparables you want", max = MAX_ROWS)]
    TooManyRows,
    #[error("row {row} cannot be read as CSV")]
    Malformed { row: usize },
}

fn describe(fields: &[ComparableField]) -> String {
    let names: Vec<&str> = fields
        .iter()
        .map(|f| match f {
            ComparableField::Address => "the address",
            ComparableField::Price => "the price",
            ComparableField::Date => "the sale or list date",
            other => other.label(),
        })
        .collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// One column of the file and the field it was mapped to; `None` means it is ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnPreview {
    /// 1-based.
    pub column: usize,
    pub heading: String,
    pub field: Option<ImportField>,
}

/// A row that was read into a comparable.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedRow {
    pub row: usize,
    pub comparable: Comparable,
}

/// What a file holds, for the agent to check before importing.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportPreview {
    /// The mapping used; send it back to import with the same (or an edited) mapping.
    pub mapping: ColumnMapping,
    /// Every column of the header row, mapped or ignored.
    pub columns: Vec<ColumnPreview>,
    pub rows: Vec<ImportedRow>,
    /// Every problem of every row that could not be read, in row order.
    pub errors: Vec<RowError>,
}

/// Why a previewed file cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ImportRejected {
    #[error("{} problem(s) in the file, the first: {}", .0.len(), first(.0))]
    InvalidRows(Vec<RowError>),
    #[error("the file has no comparables")]
    NoRows,
    #[error(transparent)]
    TooMany(#[from] TooManyComparables),
}

fn first(errors: &[RowError]) -> String {
    errors.first().map(ToString::to_string).unwrap_or_default()
}

impl ImportPreview {
    /// The columns that were not mapped to any field.
    pub fn ignored_columns(&self) -> impl Iterator<Item = &ColumnPreview> {
        self.columns.iter().filter(|c| c.field.is_none())
    }

    /// The rows that could not be read (each listed once).
    pub fn bad_rows(&self) -> Vec<usize> {
        let mut rows: Vec<usize> = self.errors.iter().map(|e| e.row).collect();
        rows.dedup();
        rows
    }

    /// The comparables to add beside `existing` ones: every row must be good, there must be at
    /// least one, and the total must stay within [`super::MAX_COMPARABLES`].
    pub fn into_comparables(self, existing: usize) -> Result<Vec<Comparable>, ImportRejected> {
        if !self.errors.is_empty() {
            return Err(ImportRejected::InvalidRows(self.errors));
        }
        if self.rows.is_empty() {
            return Err(ImportRejected::NoRows);
        }
        check_room(existing, self.rows.len())?;
        Ok(self.rows.into_iter().map(|r| r.comparable).collect())
    }
}

/// Reads an export. `mapping` overrides the automatic one (the agent confirmed or corrected the
/// preview); `today` is the date against which future dates are refused.
///
/// Per row: the price is the first filled of the sold price, plain price and list price columns,
/// and the date likewise, except that an active or pending listing takes its list date (or a
/// plain date) or none: its close date, when an export has one, is only the expected one. A sold
/// row whose sold price (or date) column is empty is an error, not a sale at its list price. When the status is missing it follows the price: a sold price (or
/// an unnamed price) means sold, a list price means active. A year built of 0 is read as unknown.
/// Rows whose cells are all empty are skipped.
pub fn parse(
    bytes: &[u8],
    mapping: Option<&ColumnMapping>,
    today: NaiveDate,
) -> Result<ImportPreview, CsvError> {
    let text = decode::decode(bytes).map_err(|e| match e {
        decode::NotCsv::Empty => CsvError::Empty,
        decode::NotCsv::Spreadsheet => CsvError::Spreadsheet,
        decode::NotCsv::NotText => CsvError::NotText,
    })?;
    let records = read_records(&text)?;

    let (header, mapping) = match mapping {
        Some(m) => {
            let header = records.iter().position(|r| r.row == m.header_row()).ok_or(
                CsvError::HeaderRowNotFound {
                    row: m.header_row(),
                },
            )?;
            let width = records[header].cells.len();
            if let Some(&(column, _)) = m.columns().iter().find(|&&(c, _)| c > width) {
                return Err(CsvError::ColumnNotInFile { column });
            }
            (header, m.clone())
        }
        None => detect_header(&records)?,
    };
    let missing = mapping.missing();
    if !missing.is_empty() {
        return Err(CsvError::MissingColumns(missing));
    }
    let data = &records[header + 1..];
    if data.len() > MAX_ROWS {
        return Err(CsvError::TooManyRows);
    }

    let headings: Vec<String> = records[header]
        .cells
        .iter()
        .enumerate()
        .map(|(i, h)| {
            if h.is_empty() {
                format!("Column {}", i + 1)
            } else {
                h.clone()
            }
        })
        .collect();
    let columns = headings
        .iter()
        .enumerate()
        .map(|(i, heading)| ColumnPreview {
            column: i + 1,
            heading: heading.clone(),
            field: mapping.field(i + 1),
        })
        .collect();

    let layout = Layout::of(&mapping);
    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for record in data {
        if record.cells.iter().all(String::is_empty) {
            continue;
        }
        let reader = RowReader {
            row: record.row,
            cells: &record.cells,
            headings: &headings,
            errors: Vec::new(),
            sources: Vec::new(),
        };
        match reader.comparable(&layout, today) {
            Ok(comparable) => rows.push(ImportedRow {
                row: record.row,
                comparable,
            }),
            Err(row_errors) => errors.extend(row_errors),
        }
    }
    Ok(ImportPreview {
        mapping,
        columns,
        rows,
        errors,
    })
}

struct Record {
    row: usize,
    cells: Vec<String>,
}

fn read_records(text: &str) -> Result<Vec<Record>, CsvError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .delimiter(decode::sniff_delimiter(text))
        .from_reader(text.as_bytes());
    let mut records = Vec::new();
    let mut record = csv::StringRecord::new();
    // Rows are counted from byte offsets: the reader counts blank lines before a record as
    // part of it, and a spreadsheet counts them as rows of their own.
    let (mut counted_to, mut line) = (0, 1);
    let mut line_at = |byte: usize| {
        let mut byte = byte.min(text.len());
        while matches!(text.as_bytes().get(byte), Some(b'\n' | b'\r')) {
            byte += 1;
        }
        if byte > counted_to {
            line += text.as_bytes()[counted_to..byte]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            counted_to = byte;
        }
        line
    };
    loop {
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => {
                let byte = e.position().map_or(text.len(), |p| p.byte() as usize);
                return Err(CsvError::Malformed { row: line_at(byte) });
            }
        }
        if records.len() > MAX_ROWS + HEADER_SEARCH_ROWS {
            return Err(CsvError::TooManyRows);
        }
        let byte = record.position().map_or(text.len(), |p| p.byte() as usize);
        records.push(Record {
            row: line_at(byte),
            cells: record.iter().map(str::to_owned).collect(),
        });
    }
    Ok(records)
}

/// The header is the first row (of the first 20) that names an address and a price column.
fn detect_header(records: &[Record]) -> Result<(usize, ColumnMapping), CsvError> {
    let mut best: Option<ColumnMapping> = None;
    for (i, record) in records.iter().take(HEADER_SEARCH_ROWS).enumerate() {
        let mapping = ColumnMapping::recognise(record.row, record.cells.iter().map(String::as_str));
        let missing = mapping.missing();
        if !missing.contains(&ComparableField::Address)
            && !missing.contains(&ComparableField::Price)
        {
            return Ok((i, mapping));
        }
        if mapping.columns().len() >= 2
            && best
                .as_ref()
                .is_none_or(|b| mapping.columns().len() > b.columns().len())
        {
            best = Some(mapping);
        }
    }
    Err(match best {
        Some(mapping) => CsvError::MissingColumns(mapping.missing()),
        None => CsvError::NoRecognisableHeader {
            first_row: records
                .first()
                .map(|r| r.cells.iter().take(100).cloned().collect())
                .unwrap_or_default(),
        },
    })
}

/// The mapping as 0-based cell indexes, prices and dates in the order they are preferred.
struct Layout {
    address: Option<usize>,
    status: Option<usize>,
    prices: Vec<(usize, ImportField)>,
    dates: Vec<(usize, ImportField)>,
    square_feet: Option<usize>,
    bedrooms: Option<usize>,
    bathrooms: Option<usize>,
    full_baths: Option<usize>,
    half_baths: Option<usize>,
    year_built: Option<usize>,
    distance: Option<usize>,
    /// The lot size column, and whether it is in square feet.
    lot_size: Option<(usize, bool)>,
}

impl Layout {
    fn of(mapping: &ColumnMapping) -> Self {
        let index = |field| mapping.column(field).map(|c| c - 1);
        let in_order = |fields: [ImportField; 3]| {
            fields
                .into_iter()
                .filter_map(|f| index(f).map(|i| (i, f)))
                .collect()
        };
        Self {
            address: index(ImportField::Address),
            status: index(ImportField::Status),
            prices: in_order([
                ImportField::SoldPrice,
                ImportField::Price,
                ImportField::ListPrice,
            ]),
            dates: in_order([
                ImportField::SoldDate,
                ImportField::Date,
                ImportField::ListDate,
            ]),
            square_feet: index(ImportField::SquareFeet),
            bedrooms: index(ImportField::Bedrooms),
            bathrooms: index(ImportField::Bathrooms),
            full_baths: index(ImportField::FullBaths),
            half_baths: index(ImportField::HalfBaths),
            year_built: index(ImportField::YearBuilt),
            distance: index(ImportField::Distance),
            lot_size: index(ImportField::LotSize)
                .map(|i| (i, false))
                .or_else(|| index(ImportField::LotSquareFeet).map(|i| (i, true))),
        }
    }
}

impl Layout {
    /// The date columns of a listing on the market, in the order they are preferred: the list
    /// date, then a plain date. A close date is never a listing's date (it is only expected).
    fn listing_dates(&self) -> Vec<(usize, ImportField)> {
        let of = |field| self.dates.iter().copied().filter(move |&(_, f)| f == field);
        of(ImportField::ListDate)
            .chain(of(ImportField::Date))
            .collect()
    }
}

/// Reads one row, remembering which column each field came from so errors can name it.
struct RowReader<'a> {
    row: usize,
    cells: &'a [String],
    headings: &'a [String],
    errors: Vec<RowError>,
    sources: Vec<(ComparableField, usize)>,
}

impl<'a> RowReader<'a> {
    fn cell(&self, index: Option<usize>) -> Option<&'a str> {
        let cells: &'a [String] = self.cells;
        index
            .and_then(|i| cells.get(i))
            .map(String::as_str)
            .filter(|s| !s.is_empty())
    }

    /// The first filled cell of `candidates`; the field's column is that one, or the first
    /// candidate when none is filled (to name it in a "required" error).
    fn first_filled(
        &mut self,
        field: ComparableField,
        candidates: &[(usize, ImportField)],
    ) -> Option<(usize, ImportField)> {
        let found = candidates
            .iter()
            .copied()
            .find(|&(i, _)| self.cell(Some(i)).is_some());
        if let Some(&(i, _)) = found.as_ref().or(candidates.first()) {
            self.sources.push((field, i));
        }
        found
    }

    /// When the file has a sold column for `field` but the row's value came from the list
    /// column, the sold value is missing.
    fn require_sold(
        &mut self,
        field: ComparableField,
        chosen: Option<(usize, ImportField)>,
        candidates: &[(usize, ImportField)],
        sold: ImportField,
    ) {
        let from_list = matches!(
            chosen,
            Some((_, ImportField::ListPrice | ImportField::ListDate))
        );
        let sold_column = candidates.iter().find(|&&(_, f)| f == sold);
        if let (true, Some(&(i, _))) = (from_list, sold_column) {
            self.errors.push(RowError {
                row: self.row,
                field,
                column: self.headings.get(i).cloned(),
                problem: FieldProblem::Missing,
            });
        }
    }

    /// Reads a cell with `parse`; an unreadable value is an error naming its column.
    fn value<T>(
        &mut self,
        field: ComparableField,
        index: Option<usize>,
        expected: &'static str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Option<T> {
        let i = index?;
        self.sources.push((field, i));
        let raw = self.cell(Some(i))?;
        match parse(raw) {
            Some(value) => Some(value),
            None => {
                self.errors.push(RowError {
                    row: self.row,
                    field,
                    column: Some(self.headings.get(i).cloned().unwrap_or_default()),
                    problem: FieldProblem::Unreadable {
                        value: raw.to_owned(),
                        expected,
                    },
                });
                None
            }
        }
    }

    fn comparable(
        mut self,
        layout: &Layout,
        today: NaiveDate,
    ) -> Result<Comparable, Vec<RowError>> {
        use ComparableField as F;
        let price_column = self.first_filled(F::Price, &layout.prices);
        let price = self.value(
            F::Price,
            price_column.map(|p| p.0),
            "an amount",
            cells::money,
        );
        let named_status = self.cell(layout.status).map(|_| {
            self.value(
                F::Status,
                layout.status,
                "a status (sold, active or pending)",
                ComparableStatus::parse,
            )
        });
        // A listing still on the market (named so, or priced by its list price) has no sale:
        // its date is its list date, or none.
        let on_market = match named_status {
            Some(status) => matches!(
                status,
                Some(ComparableStatus::Active | ComparableStatus::Pending)
            ),
            None => matches!(price_column, Some((_, ImportField::ListPrice))),
        };
        let dates = if on_market {
            layout.listing_dates()
        } else {
            layout.dates.clone()
        };
        let date_column = self.first_filled(F::Date, &dates);
        let date = self.value(F::Date, date_column.map(|d| d.0), "a date", |raw| {
            cells::date(raw, today)
        });
        let status = named_status.unwrap_or(Some(match (price_column, date_column) {
            (Some((_, ImportField::ListPrice)), _) | (None, Some((_, ImportField::ListDate))) => {
                ComparableStatus::Active
            }
            _ => ComparableStatus::Sold,
        }));
        if status == Some(ComparableStatus::Sold) {
            // A sold home needs its sale price and date; its list price is not a sale.
            self.require_sold(
                F::Price,
                price_column,
                &layout.prices,
                ImportField::SoldPrice,
            );
            self.require_sold(F::Date, date_column, &layout.dates, ImportField::SoldDate);
        }
        let address = layout.address.and_then(|i| {
            self.sources.push((F::Address, i));
            self.cell(Some(i)).map(str::to_owned)
        });
        let square_feet = self.value(
            F::SquareFeet,
            layout.square_feet,
            "a number of square feet",
            |raw| cells::number(raw).map(|n| n.round() as i64),
        );
        let bedrooms = self.value(
            F::Bedrooms,
            layout.bedrooms,
            "a whole number of bedrooms",
            cells::whole,
        );
        let bathrooms = if self.cell(layout.bathrooms).is_some() {
            self.value(
                F::Bathrooms,
                layout.bathrooms,
                "a number of bathrooms, such as 2.5",
                cells::number,
            )
        } else {
            let full = self.value(
                F::Bathrooms,
                layout.full_baths,
                "a whole number of full baths",
                cells::whole,
            );
            let half = self.value(
                F::Bathrooms,
                layout.half_baths,
                "a whole number of half baths",
                cells::whole,
            );
            (full.is_some() || half.is_some())
                .then(|| full.unwrap_or(0) as f64 + half.unwrap_or(0) as f64 / 2.0)
        };
        let year_built = self
            .value(F::YearBuilt, layout.year_built, "a year", cells::whole)
            .filter(|&y| y != 0);
        let distance_miles = self.value(
            F::Distance,
            layout.distance,
            "a distance in miles",
            cells::number,
        );

        let lot_size_acres = layout.lot_size.and_then(|(i, square_feet)| {
            self.value(
                F::LotSize,
                Some(i),
                "a lot size, such as 0.25 acres or 10,890 sq ft",
                |raw| cells::lot_size(raw, square_feet),
            )
        });

        let fields = ComparableFields {
            address,
            status,
            price,
            date,
            square_feet,
            bedrooms,
            bathrooms,
            year_built,
            distance_miles,
            lot_size_acres,
            percent_adjustment: 0,
        };
        let invalid = match Comparable::new(fields, today) {
            Ok(comparable) if self.errors.is_empty() => return Ok(comparable),
            Ok(_) => Vec::new(),
            Err(invalid) => invalid,
        };
        for e in invalid {
            // A value that could not be read is already reported; don't add "is required".
            if self.errors.iter().any(|r| r.field == e.field) {
                continue;
            }
            let column = self
                .sources
                .iter()
                .find(|(f, _)| *f == e.field)
                .and_then(|&(_, i)| self.headings.get(i).cloned());
            self.errors.push(RowError {
                row: self.row,
                field: e.field,
                column,
                problem: e.problem,
            });
        }
        self.errors.sort_by_key(|e| e.field);
        Err(self.errors)
    }
}
