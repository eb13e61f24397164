//! The comparables list and the feature rates: what the agent sends and what is stored.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use showscribe_domain::Cents;
use showscribe_domain::cma::{
    Comparable, ComparableField, ComparableFields, ComparableStatus, FeatureRate, FeatureRates,
};
use showscribe_domain::showing::ShowingComparables;
use utoipa::ToSchema;

use super::analysis::FeatureRatesResponse;
use crate::error::FieldErrors;
use crate::routes::values::{dollars, number, whole};

/// The request's name of a comparable field.
pub(crate) fn field_key(field: ComparableField) -> &'static str {
    match field {
        ComparableField::Address => "address",
        ComparableField::Status => "status",
        ComparableField::Price => "price",
        ComparableField::Date => "date",
        ComparableField::SquareFeet => "squareFeet",
        ComparableField::Bedrooms => "bedrooms",
        ComparableField::Bathrooms => "bathrooms",
        ComparableField::YearBuilt => "yearBuilt",
        ComparableField::Distance => "distanceMiles",
        ComparableField::LotSize => "lotSizeAcres",
        ComparableField::PercentAdjustment => "percentAdjustment",
    }
}

pub(crate) fn rate_key(rate: FeatureRate) -> &'static str {
    match rate {
        FeatureRate::Bedroom => "perBedroom",
        FeatureRate::Bathroom => "perBathroom",
        FeatureRate::SquareFoot => "perSquareFoot",
        FeatureRate::YearOfAge => "perYearOfAge",
    }
}

/// "The file is empty" from "the file is empty".
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A comparable sale or listing. Dollars; `date` is YYYY-MM-DD.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparableResponse {
    pub address: String,
    /// "sold", "active" or "pending".
    pub status: String,
    /// The sale price for a sold home, the list price otherwise.
    pub price: f64,
    /// The sale date for a sold home, the list date otherwise (a listing may have none).
    pub date: Option<NaiveDate>,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    /// A count such as 2.5.
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub distance_miles: Option<f64>,
    pub lot_size_acres: Option<f64>,
    /// −20 to 20, in steps of 5.
    pub percent_adjustment: i64,
}

impl From<&Comparable> for ComparableResponse {
    fn from(c: &Comparable) -> Self {
        Self {
            address: c.address().to_owned(),
            status: c.status().as_str().to_owned(),
            price: dollars(c.price()),
            date: c.date(),
            square_feet: c.square_feet().map(|s| s.get()),
            bedrooms: c.bedrooms().map(|b| b.get()),
            bathrooms: c.bathrooms().map(|b| b.count()),
            year_built: c.year_built().map(|y| y.get()),
            distance_miles: c.distance().map(|d| d.miles()),
            lot_size_acres: c.lot_size().map(|l| l.acres()),
            percent_adjustment: c.percent_adjustment().percent(),
        }
    }
}

impl From<&FeatureRates> for FeatureRatesResponse {
    fn from(r: &FeatureRates) -> Self {
        Self {
            per_bedroom: dollars(r.per_bedroom()),
            per_bathroom: dollars(r.per_bathroom()),
            per_square_foot: dollars(r.per_square_foot()),
            per_year_of_age: dollars(r.per_year_of_age()),
        }
    }
}

/// A showing's comparables (at most 50, in order) and the feature rates they are adjusted with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparablesResponse {
    pub comparables: Vec<ComparableResponse>,
    pub rates: FeatureRatesResponse,
}

impl From<&ShowingComparables> for ComparablesResponse {
    fn from(c: &ShowingComparables) -> Self {
        Self {
            comparables: c.comparables.iter().map(Into::into).collect(),
            rates: (&c.rates).into(),
        }
    }
}

/// A comparable as the agent entered it.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ComparableRequest {
    #[schema(value_type = String, required = true)]
    pub address: Option<Value>,
    /// "sold", "active" or "pending".
    #[schema(value_type = String, required = true)]
    pub status: Option<Value>,
    /// Dollars, more than zero.
    #[schema(value_type = f64, required = true)]
    pub price: Option<Value>,
    /// YYYY-MM-DD, not in the future. Required for a sale; a listing may leave it out.
    #[schema(value_type = Option<String>, format = Date)]
    pub date: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub square_feet: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub bedrooms: Option<Value>,
    /// A whole or half number such as 2 or 2.5.
    #[schema(value_type = Option<f64>)]
    pub bathrooms: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub year_built: Option<Value>,
    #[schema(value_type = Option<f64>)]
    pub distance_miles: Option<Value>,
    /// Acres, more than zero.
    #[schema(value_type = Option<f64>)]
    pub lot_size_acres: Option<Value>,
    /// −20 to 20 in steps of 5; 0 when left out.
    #[schema(value_type = Option<i64>)]
    pub percent_adjustment: Option<Value>,
}

/// Feature rates in dollars, each zero (not adjusted) or more.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FeatureRatesRequest {
    #[schema(value_type = f64, required = true)]
    pub per_bedroom: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_bathroom: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_square_foot: Option<Value>,
    #[schema(value_type = f64, required = true)]
    pub per_year_of_age: Option<Value>,
}

/// The whole list, replacing the stored one; the rates stay as they are when left out.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReplaceComparablesRequest {
    #[schema(required = true)]
    pub comparables: Vec<ComparableRequest>,
    pub rates: Option<FeatureRatesRequest>,
}

fn row_message(row: usize, field: ComparableField, message: &str) -> String {
    format!("Row {row}, {field}: {message}")
}

impl ComparableRequest {
    /// The fields, with a message per field whose value is not even of the right kind.
    pub(crate) fn read(&self, row: usize, e: &mut FieldErrors) -> ComparableFields {
        use ComparableField as F;
        let mut bad = |field: F, expected: &str| {
            e.add(
                &format!("comparables.{}.{}", row - 1, field_key(field)),
                row_message(row, field, &format!("must be {expected}")),
            );
        };
        let text = |v: &Option<Value>| match v {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(()),
        };
        let address = text(&self.address).unwrap_or_else(|()| {
            bad(F::Address, "text");
            None
        });
        let status = match text(&self.status) {
            Ok(None) => None,
            Ok(Some(s)) if s.trim().is_empty() => None,
            Ok(Some(s)) => ComparableStatus::parse(&s).or_else(|| {
                bad(F::Status, "sold, active or pending");
                None
            }),
            Err(()) => {
                bad(F::Status, "sold, active or pending");
                None
            }
        };
        let price = match number(self.price.as_ref()) {
            Ok(p) => p.and_then(Cents::from_dollars),
            Err(()) => {
                bad(F::Price, "an amount in dollars");
                None
            }
        };
        let date = match text(&self.date) {
            Ok(None) => None,
            Ok(Some(s)) if s.trim().is_empty() => None,
            Ok(Some(s)) => NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
                .ok()
                .or_else(|| {
                    bad(F::Date, "a date such as 2026-03-14");
                    None
                }),
            Err(()) => {
                bad(F::Date, "a date such as 2026-03-14");
                None
            }
        };
        let mut whole_of = |v: &Option<Value>, field: F| {
            whole(v.as_ref()).unwrap_or_else(|()| {
                bad(field, "a whole number");
                None
            })
        };
        let square_feet = whole_of(&self.square_feet, F::SquareFeet);
        let bedrooms = whole_of(&self.bedrooms, F::Bedrooms);
        let year_built = whole_of(&self.year_built, F::YearBuilt);
        let percent_adjustment = whole_of(&self.percent_adjustment, F::PercentAdjustment);
        let bathrooms = number(self.bathrooms.as_ref()).unwrap_or_else(|()| {
            bad(F::Bathrooms, "a number such as 2 or 2.5");
            None
        });
        let distance_miles = number(self.distance_miles.as_ref()).unwrap_or_else(|()| {
            bad(F::Distance, "a number of miles");
            None
        });
        let lot_size_acres = number(self.lot_size_acres.as_ref()).unwrap_or_else(|()| {
            bad(F::LotSize, "a number of acres such as 0.25");
            None
        });
        ComparableFields {
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
            percent_adjustment: percent_adjustment.unwrap_or(0),
        }
    }
}

impl FeatureRatesRequest {
    pub(crate) fn read(&self, e: &mut FieldErrors) -> Option<FeatureRates> {
        let mut rate = |v: &Option<Value>, rate: FeatureRate| {
            let key = format!("rates.{}", rate_key(rate));
            match number(v.as_ref()) {
                Ok(Some(d)) => Cents::from_dollars(d).or_else(|| {
                    e.add(
                        &key,
                        format!("{} must be an amount in dollars", rate.label()),
                    );
                    None
                }),
                Ok(None) => {
                    e.add(&key, format!("{} is required", rate.label()));
                    None
                }
                Err(()) => {
                    e.add(
                        &key,
                        format!("{} must be an amount in dollars", rate.label()),
                    );
                    None
                }
            }
        };
        let per_bedroom = rate(&self.per_bedroom, FeatureRate::Bedroom);
        let per_bathroom = rate(&self.per_bathroom, FeatureRate::Bathroom);
        let per_square_foot = rate(&self.per_square_foot, FeatureRate::SquareFoot);
        let per_year_of_age = rate(&self.per_year_of_age, FeatureRate::YearOfAge);
        match FeatureRates::new(
            per_bedroom?,
            per_bathroom?,
            per_square_foot?,
            per_year_of_age?,
        ) {
            Ok(rates) => Some(rates),
            Err(invalid) => {
                e.add(
                    &format!("rates.{}", rate_key(invalid.rate)),
                    invalid.to_string(),
                );
                None
            }
        }
    }
}
