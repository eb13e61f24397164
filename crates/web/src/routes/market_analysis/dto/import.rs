//! What a CSV export was read as, before anything is stored.

use serde::Serialize;
use showscribe_domain::cma::csv_import::{ImportField, ImportPreview};
use utoipa::ToSchema;

use super::comparables::{ComparableResponse, field_key};

/// The name of what a file's column holds.
fn import_field_key(field: ImportField) -> &'static str {
    match field {
        ImportField::Address => "address",
        ImportField::Status => "status",
        ImportField::SoldPrice => "soldPrice",
        ImportField::ListPrice => "listPrice",
        ImportField::Price => "price",
        ImportField::SoldDate => "soldDate",
        ImportField::ListDate => "listDate",
        ImportField::Date => "date",
        ImportField::SquareFeet => "squareFeet",
        ImportField::Bedrooms => "bedrooms",
        ImportField::Bathrooms => "bathrooms",
        ImportField::FullBaths => "fullBaths",
        ImportField::HalfBaths => "halfBaths",
        ImportField::YearBuilt => "yearBuilt",
        ImportField::Distance => "distance",
        ImportField::LotSize => "lotSize",
        ImportField::LotSquareFeet => "lotSquareFeet",
    }
}

/// One column of the file and what it was read as.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColumnPreviewResponse {
    /// 1-based, as a spreadsheet numbers them from A.
    pub column: usize,
    pub heading: String,
    /// The comparable field it fills ("price" for a sold price column), null when ignored.
    pub field: Option<String>,
    /// What exactly it holds ("soldPrice", "listPrice", "fullBaths"…), null when ignored.
    pub import_field: Option<String>,
}

/// A row of the file that reads as a comparable.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewRowResponse {
    /// The file's line, as a spreadsheet numbers rows.
    pub row: usize,
    pub comparable: ComparableResponse,
}

/// A problem with one field of one row of the file.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewErrorResponse {
    pub row: usize,
    /// The file's column heading, when the value came from one.
    pub column: Option<String>,
    /// The comparable field ("price", "date"…).
    pub field: String,
    /// "Row 5, column \"Sold Price\": must be more than zero".
    pub message: String,
}

/// What a CSV export holds. Nothing is stored.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreviewResponse {
    pub columns: Vec<ColumnPreviewResponse>,
    pub rows: Vec<PreviewRowResponse>,
    /// Every problem of every row that could not be read, in row order; importing the file is
    /// refused while there are any.
    pub errors: Vec<PreviewErrorResponse>,
}

impl From<&ImportPreview> for ImportPreviewResponse {
    fn from(p: &ImportPreview) -> Self {
        Self {
            columns: p
                .columns
                .iter()
                .map(|c| ColumnPreviewResponse {
                    column: c.column,
                    heading: c.heading.clone(),
                    field: c.field.map(|f| field_key(f.field()).to_owned()),
                    import_field: c.field.map(|f| import_field_key(f).to_owned()),
                })
                .collect(),
            rows: p
                .rows
                .iter()
                .map(|r| PreviewRowResponse {
                    row: r.row,
                    comparable: (&r.comparable).into(),
                })
                .collect(),
            errors: p
                .errors
                .iter()
                .map(|e| PreviewErrorResponse {
                    row: e.row,
                    column: e.column.clone(),
                    field: field_key(e.field).to_owned(),
                    message: e.to_string(),
                })
                .collect(),
        }
    }
}
