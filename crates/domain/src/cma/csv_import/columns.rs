//! What each column of an export means: the heading names MLS systems use, and the mapping from
//! columns to comparable fields (found automatically, or confirmed by the agent).

use std::fmt;

use thiserror::Error;

use crate::cma::ComparableField;

/// What a column of an export can hold. Exports often carry both a sold price and a list price
/// (and both dates); each row uses the first it has of sold, plain, then list (see
/// [`super::parse`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImportField {
    Address,
    Status,
    SoldPrice,
    ListPrice,
    Price,
    SoldDate,
    ListDate,
    Date,
    SquareFeet,
    Bedrooms,
    /// The total count, such as 2.5.
    Bathrooms,
    FullBaths,
    HalfBaths,
    YearBuilt,
    Distance,
    /// A lot size in acres, or in square feet when the value says so (or is too large to be
    /// acres: see [`super::cells::lot_size`]).
    LotSize,
    /// A lot size in square feet.
    LotSquareFeet,
}

impl ImportField {
    pub const ALL: [Self; 17] = [
        Self::Address,
        Self::Status,
        Self::SoldPrice,
        Self::ListPrice,
        Self::Price,
        Self::SoldDate,
        Self::ListDate,
        Self::Date,
        Self::SquareFeet,
        Self::Bedrooms,
        Self::Bathrooms,
        Self::FullBaths,
        Self::HalfBaths,
        Self::YearBuilt,
        Self::Distance,
        Self::LotSize,
        Self::LotSquareFeet,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Self::Address => "Address",
            Self::Status => "Status",
            Self::SoldPrice => "Sold price",
            Self::ListPrice => "List price",
            Self::Price => "Price",
            Self::SoldDate => "Sold date",
            Self::ListDate => "List date",
            Self::Date => "Date",
            Self::SquareFeet => "Square feet",
            Self::Bedrooms => "Bedrooms",
            Self::Bathrooms => "Bathrooms",
            Self::FullBaths => "Full baths",
            Self::HalfBaths => "Half baths",
            Self::YearBuilt => "Year built",
            Self::Distance => "Distance",
            Self::LotSize => "Lot size",
            Self::LotSquareFeet => "Lot size (sq ft)",
        }
    }

    /// The comparable field this column fills.
    pub fn field(self) -> ComparableField {
        match self {
            Self::Address => ComparableField::Address,
            Self::Status => ComparableField::Status,
            Self::SoldPrice | Self::ListPrice | Self::Price => ComparableField::Price,
            Self::SoldDate | Self::ListDate | Self::Date => ComparableField::Date,
            Self::SquareFeet => ComparableField::SquareFeet,
            Self::Bedrooms => ComparableField::Bedrooms,
            Self::Bathrooms | Self::FullBaths | Self::HalfBaths => ComparableField::Bathrooms,
            Self::YearBuilt => ComparableField::YearBuilt,
            Self::Distance => ComparableField::Distance,
            Self::LotSize | Self::LotSquareFeet => ComparableField::LotSize,
        }
    }

    /// The field a column heading names, ignoring case, spaces and punctuation ("Sq. Ft.",
    /// "SQFT" and "Sq Ft" are the same). A heading with a "$" in it is money, so "$/SqFt" is
    /// not an area.
    pub fn recognise(heading: &str) -> Option<Self> {
        let field = match crate::cma::spelling_key(heading).as_str() {
            "address" | "streetaddress" | "fulladdress" | "propertyaddress" | "addr"
            | "unparsedaddress" | "fullstreetaddress" | "siteaddress" => Self::Address,
            "status" | "listingstatus" | "standardstatus" | "mlsstatus" | "propertystatus" => {
                Self::Status
            }
            "soldprice" | "saleprice" | "salesprice" | "closeprice" | "closedprice"
            | "closingprice" | "sellingprice" | "soldpr" | "closepr" => Self::SoldPrice,
            "listprice" | "listingprice" | "askingprice" | "currentprice" | "currentlistprice"
            | "listpr" | "lp" => Self::ListPrice,
            "price" => Self::Price,
            "closedate" | "closeddate" | "closingdate" | "solddate" | "saledate" | "datesold"
            | "dateclosed" | "settleddate" | "settlementdate" => Self::SoldDate,
            "listdate"
            | "listingdate"
            | "listingcontractdate"
            | "onmarketdate"
            | "datelisted"
            | "listeddate" => Self::ListDate,
            "date" => Self::Date,
            "sqft"
            | "squarefeet"
            | "squarefootage"
            | "sf"
            | "livingarea"
            | "livingareasqft"
            | "livingareasf"
            | "livingsqft"
            | "sqftliving"
            | "gla"
            | "abovegradefinishedarea"
            | "approxsqft"
            | "aproxsqft"
            | "totalsqft"
            | "sqfttotal"
            | "finishedsqft"
            | "heatedsqft" => Self::SquareFeet,
            "beds" | "bedrooms" | "bed" | "bedroom" | "br" | "brs" | "bd" | "bdrms" | "bedrms"
            | "bedroomstotal" | "totalbedrooms" => Self::Bedrooms,
            "baths"
            | "bathrooms"
            | "bath"
            | "ba"
            | "bths"
            | "bathroomstotal"
            | "bathstotal"
            | "totalbaths"
            | "totalbathrooms"
            | "bathroomstotaldecimal" => Self::Bathrooms,
            "fullbaths" | "bathsfull" | "bathroomsfull" | "fullbathrooms" => Self::FullBaths,
            "halfbaths" | "bathshalf" | "bathroomshalf" | "halfbathrooms" => Self::HalfBaths,
            "yearbuilt" | "yrblt" | "yrbuilt" | "yearblt" | "built" => Self::YearBuilt,
            "distance" | "distancemiles" | "distancemi" | "proximity" | "proximitymiles"
            | "dist" | "miles" => Self::Distance,
            "lotsize" | "lot" | "lotsizeacres" | "lotacres" | "acres" | "acreage"
            | "lotsizearea" | "lotsz" => Self::LotSize,
            "lotsqft" | "lotsizesqft" | "lotsizesquarefeet" | "lotsf" | "lotsquarefeet"
            | "lotsizesf" => Self::LotSquareFeet,
            _ => return None,
        };
        let money = matches!(field, Self::SoldPrice | Self::ListPrice | Self::Price);
        (money || !heading.contains('$')).then_some(field)
    }
}

impl fmt::Display for ImportField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Which column holds which field. Rows and columns are numbered from 1, as a spreadsheet
/// shows them (column 1 is A); `header_row` is the row holding the column headings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnMapping {
    header_row: usize,
    columns: Vec<(usize, ImportField)>,
}

/// A mapping that cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum MappingError {
    #[error("rows and columns are numbered from 1")]
    NumberedFromZero,
    #[error("column {0} is mapped twice")]
    ColumnMappedTwice(usize),
    #[error("{0} is mapped to two columns")]
    FieldMappedTwice(ImportField),
}

impl ColumnMapping {
    pub fn new(
        header_row: usize,
        columns: impl IntoIterator<Item = (usize, ImportField)>,
    ) -> Result<Self, MappingError> {
        let mut columns: Vec<(usize, ImportField)> = columns.into_iter().collect();
        if header_row == 0 || columns.iter().any(|&(column, _)| column == 0) {
            return Err(MappingError::NumberedFromZero);
        }
        columns.sort_unstable();
        for pair in columns.windows(2) {
            if pair[0].0 == pair[1].0 {
                return Err(MappingError::ColumnMappedTwice(pair[0].0));
            }
        }
        let mut fields: Vec<ImportField> = columns.iter().map(|&(_, f)| f).collect();
        fields.sort_unstable();
        for pair in fields.windows(2) {
            if pair[0] == pair[1] {
                return Err(MappingError::FieldMappedTwice(pair[0]));
            }
        }
        Ok(Self {
            header_row,
            columns,
        })
    }

    /// The row with the column headings (1-based).
    pub fn header_row(&self) -> usize {
        self.header_row
    }

    /// Each mapped column (1-based) and its field, by column.
    pub fn columns(&self) -> &[(usize, ImportField)] {
        &self.columns
    }

    /// The field of a column (1-based), if it is mapped.
    pub fn field(&self, column: usize) -> Option<ImportField> {
        self.columns
            .iter()
            .find(|&&(c, _)| c == column)
            .map(|&(_, f)| f)
    }

    /// The column (1-based) holding a field, if any.
    pub fn column(&self, field: ImportField) -> Option<usize> {
        self.columns
            .iter()
            .find(|&&(_, f)| f == field)
            .map(|&(c, _)| c)
    }

    /// The mapping a header row suggests: each heading that names a field, the first of any
    /// two that name the same one.
    pub(super) fn recognise<'a>(
        header_row: usize,
        headings: impl IntoIterator<Item = &'a str>,
    ) -> Self {
        let mut columns: Vec<(usize, ImportField)> = Vec::new();
        for (i, heading) in headings.into_iter().enumerate() {
            if let Some(field) = ImportField::recognise(heading)
                && !columns.iter().any(|&(_, f)| f == field)
            {
                columns.push((i + 1, field));
            }
        }
        Self {
            header_row,
            columns,
        }
    }

    /// The fields every row needs (address, price) that no column holds. A date is needed only
    /// by sales, so a file of listings on the market may have no date column; each sold row
    /// without a date is refused on its own.
    pub(super) fn missing(&self) -> Vec<ComparableField> {
        [ComparableField::Address, ComparableField::Price]
            .into_iter()
            .filter(|&needed| !self.columns.iter().any(|&(_, f)| f.field() == needed))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_headings_exports_use() {
        for (heading, field) in [
            ("Address", ImportField::Address),
            ("Street Address", ImportField::Address),
            ("FULL ADDRESS", ImportField::Address),
            ("Listing Status", ImportField::Status),
            ("Sold Price", ImportField::SoldPrice),
            ("Sale Price", ImportField::SoldPrice),
            ("Close Price ($)", ImportField::SoldPrice),
            ("List Price", ImportField::ListPrice),
            ("Price", ImportField::Price),
            ("Close Date", ImportField::SoldDate),
            ("Sold Date", ImportField::SoldDate),
            ("Sale Date", ImportField::SoldDate),
            ("List Date", ImportField::ListDate),
            ("Date", ImportField::Date),
            ("SqFt", ImportField::SquareFeet),
            ("Sq. Ft.", ImportField::SquareFeet),
            ("Square Feet", ImportField::SquareFeet),
            ("Living Area", ImportField::SquareFeet),
            ("GLA", ImportField::SquareFeet),
            ("Above Grade Finished Area", ImportField::SquareFeet),
            ("Beds", ImportField::Bedrooms),
            ("BR", ImportField::Bedrooms),
            ("Bedrooms Total", ImportField::Bedrooms),
            ("Baths", ImportField::Bathrooms),
            ("BA", ImportField::Bathrooms),
            ("Bathrooms Total", ImportField::Bathrooms),
            ("Full Baths", ImportField::FullBaths),
            ("Half Baths", ImportField::HalfBaths),
            ("Year Built", ImportField::YearBuilt),
            ("YrBlt", ImportField::YearBuilt),
            ("Distance", ImportField::Distance),
            ("Proximity", ImportField::Distance),
            ("Lot Size", ImportField::LotSize),
            ("Lot Size (Acres)", ImportField::LotSize),
            ("Acres", ImportField::LotSize),
            ("Lot SqFt", ImportField::LotSquareFeet),
            ("Lot Size Square Feet", ImportField::LotSquareFeet),
        ] {
            assert_eq!(ImportField::recognise(heading), Some(field), "{heading}");
        }
        for heading in ["$/SqFt", "Price/SqFt", "MLS #", "Original List Price", ""] {
            assert_eq!(ImportField::recognise(heading), None, "{heading}");
        }
    }

    #[test]
    fn a_mapping_maps_each_column_and_field_once() {
        let m = ColumnMapping::new(1, [(3, ImportField::SoldPrice), (1, ImportField::Address)])
            .unwrap();
        assert_eq!(
            m.columns(),
            &[(1, ImportField::Address), (3, ImportField::SoldPrice)]
        );
        assert_eq!(m.field(3), Some(ImportField::SoldPrice));
        assert_eq!(m.column(ImportField::Address), Some(1));
        assert_eq!(m.missing(), Vec::<ComparableField>::new());
        let no_price = ColumnMapping::new(1, [(1, ImportField::Address)]).unwrap();
        assert_eq!(no_price.missing(), vec![ComparableField::Price]);
        assert_eq!(
            ColumnMapping::new(1, [(2, ImportField::Address), (2, ImportField::Price)]),
            Err(MappingError::ColumnMappedTwice(2))
        );
        assert_eq!(
            ColumnMapping::new(1, [(1, ImportField::Price), (2, ImportField::Price)]),
            Err(MappingError::FieldMappedTwice(ImportField::Price))
        );
        assert_eq!(
            ColumnMapping::new(0, [(1, ImportField::Price)]),
            Err(MappingError::NumberedFromZero)
        );
    }

    #[test]
    fn the_first_of_two_columns_for_one_field_wins() {
        let m = ColumnMapping::recognise(2, ["Beds", "Address", "Bedrooms", "Notes"]);
        assert_eq!(
            m.columns(),
            &[(1, ImportField::Bedrooms), (2, ImportField::Address)]
        );
        assert_eq!(m.header_row(), 2);
    }
}
