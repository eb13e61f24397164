//! How a showing's comparables are stored: one JSON text column holding the whole list and the
//! feature rates, replaced whole on every save (a showing has at most 50 comparables, always
//! read and written together). Amounts are integer cents; bathrooms are counted in halves and
//! distances in hundredths of a mile, as the domain keeps them, so a round trip is exact.
//!
//! ```json
//! {"version": 1,
//!  "rates": {"perBedroomCents": 1000000, "perBathroomCents": 750000,
//!            "perSquareFootCents": 5000, "perYearOfAgeCents": 100000},
//!  "comparables": [{"address": "12 Oak St", "status": "sold", "priceCents": 50500000,
//!                   "date": "2026-03-14", "squareFeet": 1600, "bedrooms": 3,
//!                   "bathroomHalves": 5, "yearBuilt": 1995, "distanceHundredths": 40,
//!                   "lotSizeAcres": 0.25, "percentAdjustment": 5}]}
//! ```
//!
//! A listing on the market may have no date (`"date": null`); the lot size is in acres.

use chrono::NaiveDate;
use serde_json::{Map, Value, json};
use showscribe_domain::Cents;
use showscribe_domain::cma::{Comparable, ComparableFields, ComparableStatus, FeatureRates};
use showscribe_domain::showing::ShowingComparables;

const VERSION: i64 = 1;

pub(crate) fn encode(c: &ShowingComparables) -> String {
    let rates = &c.rates;
    let comparables: Vec<Value> = c
        .comparables
        .iter()
        .map(|c| {
            json!({
                "address": c.address(),
                "status": c.status().as_str(),
                "priceCents": c.price().0,
                "date": c.date().map(|d| d.format("%Y-%m-%d").to_string()),
                "squareFeet": c.square_feet().map(|s| s.get()),
                "bedrooms": c.bedrooms().map(|b| b.get()),
                "bathroomHalves": c.bathrooms().map(|b| b.halves()),
                "yearBuilt": c.year_built().map(|y| y.get()),
                "distanceHundredths": c.distance().map(|d| d.hundredths_of_a_mile()),
                "lotSizeAcres": c.lot_size().map(|l| l.acres()),
                "percentAdjustment": c.percent_adjustment().percent(),
            })
        })
        .collect();
    json!({
        "version": VERSION,
        "rates": {
            "perBedroomCents": rates.per_bedroom().0,
            "perBathroomCents": rates.per_bathroom().0,
            "perSquareFootCents": rates.per_square_foot().0,
            "perYearOfAgeCents": rates.per_year_of_age().0,
        },
        "comparables": comparables,
    })
    .to_string()
}

/// Reads what [`encode`] wrote. Every value is validated again by the domain; a failure means
/// the column was written by something else.
pub(crate) fn decode(text: &str) -> Result<ShowingComparables, String> {
    let root: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let version = root.get("version").and_then(Value::as_i64);
    if version != Some(VERSION) {
        return Err(format!("unknown version {version:?}"));
    }
    let rates = object(&root, "rates")?;
    let rate = |key: &str| -> Result<Cents, String> {
        rates
            .get(key)
            .and_then(Value::as_i64)
            .map(Cents)
            .ok_or_else(|| format!("rate {key} missing"))
    };
    let rates = FeatureRates::new(
        rate("perBedroomCents")?,
        rate("perBathroomCents")?,
        rate("perSquareFootCents")?,
        rate("perYearOfAgeCents")?,
    )
    .map_err(|e| e.to_string())?;
    let comparables = root
        .get("comparables")
        .and_then(Value::as_array)
        .ok_or("comparables missing")?
        .iter()
        .map(comparable)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ShowingComparables { comparables, rates })
}

fn object<'a>(v: &'a Value, key: &str) -> Result<&'a Map<String, Value>, String> {
    v.get(key)
        .and_then(Value::as_object)
        .ok_or_else(|| format!("{key} missing"))
}

fn comparable(v: &Value) -> Result<Comparable, String> {
    let int = |key: &str| v.get(key).and_then(Value::as_i64);
    let status = v.get("status").and_then(Value::as_str).unwrap_or_default();
    let fields = ComparableFields {
        address: v.get("address").and_then(Value::as_str).map(str::to_owned),
        status: ComparableStatus::parse(status),
        price: int("priceCents").map(Cents),
        date: v
            .get("date")
            .and_then(Value::as_str)
            .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()),
        square_feet: int("squareFeet"),
        bedrooms: int("bedrooms"),
        bathrooms: int("bathroomHalves").map(|h| h as f64 / 2.0),
        year_built: int("yearBuilt"),
        distance_miles: int("distanceHundredths").map(|h| h as f64 / 100.0),
        lot_size_acres: v.get("lotSizeAcres").and_then(Value::as_f64),
        percent_adjustment: int("percentAdjustment").unwrap_or(0),
    };
    // It was valid when it was stored, so no date is "in the future" now.
    Comparable::new(fields, NaiveDate::MAX).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_trip_is_exact() {
        let today = NaiveDate::from_ymd_opt(2026, 4, 1).unwrap();
        let full = Comparable::new(
            ComparableFields {
                address: Some("12 Oak St, \"Unit\" 4 — Springfield".into()),
                status: Some(ComparableStatus::Pending),
                price: Some(Cents(50_500_001)),
                date: NaiveDate::from_ymd_opt(2026, 3, 14),
                square_feet: Some(1_600),
                bedrooms: Some(0),
                bathrooms: Some(2.5),
                year_built: Some(2027),
                distance_miles: Some(0.07),
                lot_size_acres: Some(0.3333),
                percent_adjustment: -15,
            },
            today,
        )
        .unwrap();
        let bare = Comparable::new(
            ComparableFields {
                address: Some("1 Main St".into()),
                status: Some(ComparableStatus::Sold),
                price: Some(Cents(1)),
                date: Some(today),
                ..ComparableFields::default()
            },
            today,
        )
        .unwrap();
        // A listing whose date is not known.
        let undated = Comparable::new(
            ComparableFields {
                address: Some("3 Elm St".into()),
                status: Some(ComparableStatus::Active),
                price: Some(Cents(2)),
                ..ComparableFields::default()
            },
            today,
        )
        .unwrap();
        let set = ShowingComparables {
            comparables: vec![full, bare, undated],
            rates: FeatureRates::new(Cents(1), Cents(0), Cents(5_001), Cents(100_000)).unwrap(),
        };
        assert_eq!(decode(&encode(&set)).unwrap(), set);
        assert_eq!(
            decode(&encode(&ShowingComparables::default())).unwrap(),
            ShowingComparables::default()
        );
        assert!(decode("{\"version\":2}").is_err());
        assert!(decode("not json").is_err());
    }
}
