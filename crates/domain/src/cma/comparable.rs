//! The subject home's facts and the comparables an agent sets beside it: how a comparable is
//! validated, and the errors that name the row and field at fault.

use std::fmt;

use chrono::NaiveDate;
use thiserror::Error;

use super::values::{
    Bathrooms, Bedrooms, Distance, FieldProblem, LotSize, PercentAdjustment, SquareFeet, YearBuilt,
};
use crate::money::Cents;
use crate::text::{char_len, has_control_chars};

/// The most comparables one showing can have.
pub const MAX_COMPARABLES: usize = 50;

/// The home being analysed. Every fact is optional; what is missing is simply not adjusted for,
/// and without square feet there is no indicated value.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct HomeFacts {
    pub square_feet: Option<SquareFeet>,
    pub bedrooms: Option<Bedrooms>,
    pub bathrooms: Option<Bathrooms>,
    pub year_built: Option<YearBuilt>,
    pub lot_size: Option<LotSize>,
}

/// Where a comparable stands on the market.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComparableStatus {
    Sold,
    Active,
    Pending,
}

impl ComparableStatus {
    /// Reads the statuses MLS systems use, ignoring case, spaces and punctuation: "Sold",
    /// "Closed", "S"; "Active", "A"; "Pending", "Under Contract", "Contingent", "P". Statuses
    /// that are not a sale or a listing on the market (expired, withdrawn…) give `None`.
    pub fn parse(raw: &str) -> Option<Self> {
        Some(match super::spelling_key(raw).as_str() {
            "sold" | "closed" | "closedsale" | "s" | "sld" | "cls" => Self::Sold,
            "active" | "a" | "act" | "new" | "backonmarket" => Self::Active,
            "pending"
            | "p"
            | "pnd"
            | "pend"
            | "undercontract"
            | "uc"
            | "u"
            | "contingent"
            | "activeundercontract"
            | "activecontingent"
            | "pendingcontingent" => Self::Pending,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Sold => "sold",
            Self::Active => "active",
            Self::Pending => "pending",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Sold => "Sold",
            Self::Active => "Active",
            Self::Pending => "Pending",
        }
    }
}

/// A comparable as the agent (or an import) gave it, before validation. Missing required
/// values are reported by [`Comparable::new`], so a form and a file get the same errors.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ComparableFields {
    pub address: Option<String>,
    pub status: Option<ComparableStatus>,
    /// The sale price for a sold home, the list price otherwise.
    pub price: Option<Cents>,
    /// The sale date for a sold home (required), the list date otherwise (when known).
    pub date: Option<NaiveDate>,
    pub square_feet: Option<i64>,
    pub bedrooms: Option<i64>,
    /// A count such as 2 or 2.5.
    pub bathrooms: Option<f64>,
    pub year_built: Option<i64>,
    pub distance_miles: Option<f64>,
    pub lot_size_acres: Option<f64>,
    /// The agent's simple ±% adjustment, in whole percent (0 for none).
    pub percent_adjustment: i64,
}

/// A comparable sale or listing that passed validation: an address, a status, a positive price,
/// a date that is not in the future (a sale always has one; a listing may not), and whatever
/// facts were known.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparable {
    address: String,
    status: ComparableStatus,
    price: Cents,
    date: Option<NaiveDate>,
    square_feet: Option<SquareFeet>,
    bedrooms: Option<Bedrooms>,
    bathrooms: Option<Bathrooms>,
    year_built: Option<YearBuilt>,
    distance: Option<Distance>,
    lot_size: Option<LotSize>,
    percent_adjustment: PercentAdjustment,
}

/// One field of a comparable, to name it in an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComparableField {
    Address,
    Status,
    Price,
    Date,
    SquareFeet,
    Bedrooms,
    Bathrooms,
    YearBuilt,
    Distance,
    LotSize,
    PercentAdjustment,
}

impl ComparableField {
    pub fn label(self) -> &'static str {
        match self {
            Self::Address => "Address",
            Self::Status => "Status",
            Self::Price => "Price",
            Self::Date => "Date",
            Self::SquareFeet => "Square feet",
            Self::Bedrooms => "Bedrooms",
            Self::Bathrooms => "Bathrooms",
            Self::YearBuilt => "Year built",
            Self::Distance => "Distance",
            Self::LotSize => "Lot size",
            Self::PercentAdjustment => "Adjustment",
        }
    }
}

impl fmt::Display for ComparableField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One problem with one field of a comparable.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{field} {problem}")]
pub struct FieldError {
    pub field: ComparableField,
    pub problem: FieldProblem,
}

/// One problem with one field of one row: `row` is 1-based (the first comparable of a list is
/// row 1; in a file, rows are numbered as a spreadsheet numbers them), and `column` is the file's
/// column heading when the row came from a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowError {
    pub row: usize,
    pub field: ComparableField,
    pub column: Option<String>,
    pub problem: FieldProblem,
}

impl fmt::Display for RowError {
    /// "Row 3, Price: must be more than zero" or "Row 3, column "Sold Price": …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.column {
            Some(column) => write!(f, "Row {}, column {column:?}: {}", self.row, self.problem),
            None => write!(f, "Row {}, {}: {}", self.row, self.field, self.problem),
        }
    }
}

impl std::error::Error for RowError {}

/// Adding comparables would take a showing past [`MAX_COMPARABLES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error(
    "a showing can have at most {max} comparables: it has {existing}, and {adding} more would make {total}",
    max = MAX_COMPARABLES,
    total = .existing + .adding
)]
pub struct TooManyComparables {
    pub existing: usize,
    pub adding: usize,
}

/// Checks that `adding` more comparables fit beside the `existing` ones.
pub fn check_room(existing: usize, adding: usize) -> Result<(), TooManyComparables> {
    if existing.saturating_add(adding) > MAX_COMPARABLES {
        Err(TooManyComparables { existing, adding })
    } else {
        Ok(())
    }
}

/// Why a list of comparables was refused as a whole.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum InvalidComparables {
    #[error(transparent)]
    TooMany(#[from] TooManyComparables),
    #[error("{} problem(s) with the comparables, the first: {}", .0.len(), first(.0))]
    Rows(Vec<RowError>),
}

fn first(errors: &[RowError]) -> String {
    errors.first().map(ToString::to_string).unwrap_or_default()
}

/// Validates a list of comparables to add beside `existing` ones, all or nothing: either every
/// row is valid and fits under the cap, or nothing is returned but the reasons.
pub fn validate_comparables(
    rows: Vec<ComparableFields>,
    existing: usize,
    today: NaiveDate,
) -> Result<Vec<Comparable>, InvalidComparables> {
    check_room(existing, rows.len())?;
    let mut valid = Vec::with_capacity(rows.len());
    let mut errors = Vec::new();
    for (i, fields) in rows.into_iter().enumerate() {
        match Comparable::new(fields, today) {
            Ok(c) => valid.push(c),
            Err(field_errors) => errors.extend(field_errors.into_iter().map(|e| RowError {
                row: i + 1,
                field: e.field,
                column: None,
                problem: e.problem,
            })),
        }
    }
    if errors.is_empty() {
        Ok(valid)
    } else {
        Err(InvalidComparables::Rows(errors))
    }
}

impl Comparable {
    pub const MAX_ADDRESS_LEN: usize = 200;
    /// Well above any house ($10 billion), to refuse typos and overflow.
    pub const MAX_PRICE: Cents = Cents(1_000_000_000_000);

    /// Validates every field and reports every problem, not just the first.
    pub fn new(fields: ComparableFields, today: NaiveDate) -> Result<Self, Vec<FieldError>> {
        use ComparableField as F;
        let mut errors = Vec::new();
        let e = &mut errors;
        let address = keep(e, F::Address, address(fields.address.as_deref()));
        let status = keep(e, F::Status, fields.status.ok_or(FieldProblem::Missing));
        let price = keep(e, F::Price, price(fields.price));
        let date = keep(e, F::Date, date(fields.date, fields.status, today));
        let square_feet = keep(
            e,
            F::SquareFeet,
            optional(fields.square_feet, SquareFeet::new),
        );
        let bedrooms = keep(e, F::Bedrooms, optional(fields.bedrooms, Bedrooms::new));
        let bathrooms = keep(
            e,
            F::Bathrooms,
            optional(fields.bathrooms, Bathrooms::from_count),
        );
        let year_built = keep(
            e,
            F::YearBuilt,
            optional(fields.year_built, |y| YearBuilt::new(y, today)),
        );
        let distance = keep(
            e,
            F::Distance,
            optional(fields.distance_miles, Distance::from_miles),
        );
        let lot_size = keep(
            e,
            F::LotSize,
            optional(fields.lot_size_acres, LotSize::from_acres),
        );
        let percent_adjustment = keep(
            e,
            F::PercentAdjustment,
            PercentAdjustment::new(fields.percent_adjustment),
        );
        match (
            address,
            status,
            price,
            date,
            square_feet,
            bedrooms,
            bathrooms,
            year_built,
            distance,
            lot_size,
            percent_adjustment,
        ) {
            (
                Some(address),
                Some(status),
                Some(price),
                Some(date),
                Some(square_feet),
                Some(bedrooms),
                Some(bathrooms),
                Some(year_built),
                Some(distance),
                Some(lot_size),
                Some(percent_adjustment),
            ) => Ok(Self {
                address,
                status,
                price,
                date,
                square_feet,
                bedrooms,
                bathrooms,
                year_built,
                distance,
                lot_size,
                percent_adjustment,
            }),
            _ => Err(errors),
        }
    }

    pub fn address(&self) -> &str {
        &self.address
    }

    pub fn status(&self) -> ComparableStatus {
        self.status
    }

    /// The sale price for a sold home, the list price otherwise.
    pub fn price(&self) -> Cents {
        self.price
    }

    /// The sale date for a sold home (always known), the list date otherwise (when known).
    pub fn date(&self) -> Option<NaiveDate> {
        self.date
    }

    pub fn square_feet(&self) -> Option<SquareFeet> {
        self.square_feet
    }

    pub fn bedrooms(&self) -> Option<Bedrooms> {
        self.bedrooms
    }

    pub fn bathrooms(&self) -> Option<Bathrooms> {
        self.bathrooms
    }

    pub fn year_built(&self) -> Option<YearBuilt> {
        self.year_built
    }

    pub fn distance(&self) -> Option<Distance> {
        self.distance
    }

    pub fn lot_size(&self) -> Option<LotSize> {
        self.lot_size
    }

    pub fn percent_adjustment(&self) -> PercentAdjustment {
        self.percent_adjustment
    }

    /// The same comparable with another ±% adjustment (the agent changed their judgement).
    pub fn with_percent_adjustment(self, percent_adjustment: PercentAdjustment) -> Self {
        Self {
            percent_adjustment,
            ..self
        }
    }
}

/// The value, or `None` after noting why it was refused.
fn keep<T>(
    errors: &mut Vec<FieldError>,
    field: ComparableField,
    result: Result<T, FieldProblem>,
) -> Option<T> {
    result
        .map_err(|problem| errors.push(FieldError { field, problem }))
        .ok()
}

fn optional<T, V>(
    value: Option<T>,
    parse: impl FnOnce(T) -> Result<V, FieldProblem>,
) -> Result<Option<V>, FieldProblem> {
    value.map(parse).transpose()
}

fn address(raw: Option<&str>) -> Result<String, FieldProblem> {
    let address = raw.map(str::trim).unwrap_or("");
    if address.is_empty() {
        Err(FieldProblem::Missing)
    } else if char_len(address) > Comparable::MAX_ADDRESS_LEN {
        Err(FieldProblem::TooLong {
            max: Comparable::MAX_ADDRESS_LEN,
        })
    } else if has_control_chars(address) || address.contains(['\n', '\r', '\t']) {
        Err(FieldProblem::ControlCharacters)
    } else {
        Ok(address.to_owned())
    }
}

fn price(price: Option<Cents>) -> Result<Cents, FieldProblem> {
    match price {
        None => Err(FieldProblem::Missing),
        Some(p) if p <= Cents::ZERO => Err(FieldProblem::NotPositive),
        Some(p) if p > Comparable::MAX_PRICE => Err(FieldProblem::TooLarge {
            max: Comparable::MAX_PRICE.to_string(),
        }),
        Some(p) => Ok(p),
    }
}

/// A sale needs its date; a listing on the market may have none (an export of active listings
/// often has no list date, and its close date, when there is one, is only expected).
fn date(
    date: Option<NaiveDate>,
    status: Option<ComparableStatus>,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, FieldProblem> {
    match date {
        None if status == Some(ComparableStatus::Sold) => Err(FieldProblem::Missing),
        None => Ok(None),
        Some(d) if d > today => Err(FieldProblem::InTheFuture { today }),
        Some(d) => Ok(Some(d)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
    }

    fn fields() -> ComparableFields {
        ComparableFields {
            address: Some(" 12 Oak St ".into()),
            status: Some(ComparableStatus::Sold),
            price: Some(Cents(50_000_000)),
            date: NaiveDate::from_ymd_opt(2026, 3, 14),
            square_feet: Some(1_600),
            bedrooms: Some(3),
            bathrooms: Some(2.5),
            year_built: Some(1995),
            distance_miles: Some(0.4),
            lot_size_acres: Some(0.25),
            percent_adjustment: 5,
        }
    }

    fn problems(fields: ComparableFields) -> Vec<(ComparableField, FieldProblem)> {
        Comparable::new(fields, today())
            .unwrap_err()
            .into_iter()
            .map(|e| (e.field, e.problem))
            .collect()
    }

    #[test]
    fn a_complete_comparable_is_valid() {
        let c = Comparable::new(fields(), today()).unwrap();
        assert_eq!(c.address(), "12 Oak St");
        assert_eq!(c.price(), Cents(50_000_000));
        assert_eq!(c.square_feet().unwrap().get(), 1_600);
        assert_eq!(c.bathrooms().unwrap().halves(), 5);
        assert_eq!(c.percent_adjustment().percent(), 5);
        assert_eq!(c.distance().unwrap().hundredths_of_a_mile(), 40);
        assert_eq!(c.lot_size().unwrap().acres(), 0.25);
        assert_eq!(c.date(), NaiveDate::from_ymd_opt(2026, 3, 14));
    }

    #[test]
    fn only_address_status_price_and_a_sale_date_are_required() {
        let minimal = ComparableFields {
            address: Some("1 Main St".into()),
            status: Some(ComparableStatus::Active),
            price: Some(Cents(1)),
            date: Some(today()),
            ..ComparableFields::default()
        };
        let c = Comparable::new(minimal, today()).unwrap();
        assert_eq!(c.square_feet(), None);
        assert_eq!(c.percent_adjustment(), PercentAdjustment::NONE);

        assert_eq!(
            problems(ComparableFields::default()),
            vec![
                (ComparableField::Address, FieldProblem::Missing),
                (ComparableField::Status, FieldProblem::Missing),
                (ComparableField::Price, FieldProblem::Missing),
            ]
        );
        // A sale always has its date; a listing on the market may not have one.
        assert_eq!(
            problems(ComparableFields {
                date: None,
                ..fields()
            }),
            vec![(ComparableField::Date, FieldProblem::Missing)]
        );
        for status in [ComparableStatus::Active, ComparableStatus::Pending] {
            let listing = Comparable::new(
                ComparableFields {
                    status: Some(status),
                    date: None,
                    ..fields()
                },
                today(),
            )
            .unwrap();
            assert_eq!(listing.date(), None);
        }
        assert_eq!(
            problems(ComparableFields {
                lot_size_acres: Some(0.0),
                ..fields()
            }),
            vec![(ComparableField::LotSize, FieldProblem::NotPositive)]
        );
    }

    #[test]
    fn bad_values_are_named_by_field() {
        let bad = ComparableFields {
            price: Some(Cents(0)),
            square_feet: Some(0),
            date: NaiveDate::from_ymd_opt(2026, 4, 2),
            percent_adjustment: 7,
            ..fields()
        };
        assert_eq!(
            problems(bad),
            vec![
                (ComparableField::Price, FieldProblem::NotPositive),
                (
                    ComparableField::Date,
                    FieldProblem::InTheFuture { today: today() }
                ),
                (ComparableField::SquareFeet, FieldProblem::NotPositive),
                (
                    ComparableField::PercentAdjustment,
                    FieldProblem::NotAFivePercentStep
                ),
            ]
        );
        let negative = ComparableFields {
            price: Some(Cents(-100)),
            square_feet: Some(-5),
            distance_miles: Some(-1.0),
            percent_adjustment: 25,
            ..fields()
        };
        assert_eq!(
            problems(negative),
            vec![
                (ComparableField::Price, FieldProblem::NotPositive),
                (ComparableField::SquareFeet, FieldProblem::NotPositive),
                (ComparableField::Distance, FieldProblem::Negative),
                (
                    ComparableField::PercentAdjustment,
                    FieldProblem::BeyondTwentyPercent
                ),
            ]
        );
        // Today itself is not the future.
        assert!(
            Comparable::new(
                ComparableFields {
                    date: Some(today()),
                    ..fields()
                },
                today()
            )
            .is_ok()
        );
    }

    #[test]
    fn a_list_names_the_row_of_each_problem() {
        let rows = vec![
            fields(),
            ComparableFields {
                price: Some(Cents(-1)),
                ..fields()
            },
            fields(),
            ComparableFields {
                square_feet: Some(0),
                ..fields()
            },
        ];
        let err = validate_comparables(rows, 0, today()).unwrap_err();
        let InvalidComparables::Rows(errors) = err else {
            panic!("expected row errors, got {err:?}");
        };
        assert_eq!(
            errors.iter().map(|e| (e.row, e.field)).collect::<Vec<_>>(),
            vec![
                (2, ComparableField::Price),
                (4, ComparableField::SquareFeet)
            ]
        );
        assert_eq!(
            errors[0].to_string(),
            "Row 2, Price: must be more than zero"
        );
        assert_eq!(
            errors[1].to_string(),
            "Row 4, Square feet: must be more than zero"
        );
    }

    #[test]
    fn at_most_fifty_comparables_per_showing() {
        assert_eq!(
            validate_comparables(vec![fields(); 50], 0, today())
                .unwrap()
                .len(),
            50
        );
        assert_eq!(
            validate_comparables(vec![fields(); 51], 0, today()),
            Err(InvalidComparables::TooMany(TooManyComparables {
                existing: 0,
                adding: 51
            }))
        );
        let err = validate_comparables(vec![fields(); 6], 45, today()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a showing can have at most 50 comparables: it has 45, and 6 more would make 51"
        );
        assert!(check_room(45, 5).is_ok());
    }

    #[test]
    fn statuses_read_as_mls_systems_write_them() {
        for (raw, status) in [
            ("Sold", ComparableStatus::Sold),
            ("CLOSED", ComparableStatus::Sold),
            ("S", ComparableStatus::Sold),
            ("Active", ComparableStatus::Active),
            ("a", ComparableStatus::Active),
            ("Pending", ComparableStatus::Pending),
            ("Under Contract", ComparableStatus::Pending),
            ("Active Under Contract", ComparableStatus::Pending),
            ("P", ComparableStatus::Pending),
        ] {
            assert_eq!(ComparableStatus::parse(raw), Some(status), "{raw}");
        }
        for raw in ["Expired", "Withdrawn", "", "C"] {
            assert_eq!(ComparableStatus::parse(raw), None, "{raw}");
        }
    }

    #[test]
    fn addresses_are_single_lines_of_reasonable_length() {
        let long = ComparableFields {
            address: Some("x".repeat(201)),
            ..fields()
        };
        assert_eq!(
            problems(long),
            vec![(ComparableField::Address, FieldProblem::TooLong { max: 200 })]
        );
        let two_lines = ComparableFields {
            address: Some("12 Oak St\nApt 4".into()),
            ..fields()
        };
        assert_eq!(
            problems(two_lines),
            vec![(ComparableField::Address, FieldProblem::ControlCharacters)]
        );
    }
}
