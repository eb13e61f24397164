//! Prints the built-in estimator's draft for notes given on the command line, one finding a
//! line: `cargo run -p showscribe-estimator --example draft -- "repairs notes" ["updates notes"]`.
//! `SHOWSCRIBE_CATALOG` names another catalog CSV to price with.

use std::sync::Arc;

use showscribe_application::ports::{DraftRequest, PropertyFacts};
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_estimator::BuiltInEstimator;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = match std::env::var("SHOWSCRIBE_CATALOG") {
        Ok(path) => std::fs::read_to_string(path)?,
        Err(_) => include_str!("../../../config/cost-catalog.csv").to_owned(),
    };
    let catalog = Arc::new(CostCatalog::parse_csv(&text)?);
    let mut args = std::env::args().skip(1);
    let repairs = args.next().unwrap_or_default();
    let updates = args.next().unwrap_or_default();
    let draft = BuiltInEstimator::new(catalog).draft_notes(&DraftRequest {
        repairs_notes: repairs,
        updates_notes: updates,
        property: PropertyFacts {
            address: None,
            description: None,
            list_price: None,
            region: Region::national(),
        },
    });
    for f in &draft.findings {
        println!(
            "{:?} {:?} {} | {} | q={:?} space={:?} | {} <- {:?}",
            f.kind,
            f.priority,
            f.category,
            f.catalog_key.as_deref().unwrap_or("-"),
            f.quantity,
            f.space,
            f.description,
            f.source_text
        );
    }
    println!("summary: {}", draft.summary);
    Ok(())
}
