//! The built-in estimator on a note of about 2,000 words: the corpus notes, one after another,
//! as if an agent had dictated a very long showing. Target: p50 under 2 ms.

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use showscribe_application::ports::{DraftRequest, PropertyFacts};
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_estimator::BuiltInEstimator;

const CATALOG: &str = include_str!("../../../config/cost-catalog.csv");

/// The corpus boxes concatenated up to about 2,000 words, as an agent dictating a very long
/// showing; the output snapshot test pins the estimator's draft of this very note.
fn long_request() -> DraftRequest {
    let (repairs, updates) = common::long_note(&common::corpus_notes());
    DraftRequest {
        repairs_notes: repairs,
        updates_notes: updates,
        property: PropertyFacts {
            address: Some("123 Main St, Springfield, IL 62701".into()),
            description: None,
            list_price: None,
            region: Region::national(),
        },
    }
}

fn bench(c: &mut Criterion) {
    let catalog = match CostCatalog::parse_csv(CATALOG) {
        Ok(catalog) => catalog,
        Err(e) => panic!("the catalog does not parse: {e}"),
    };
    let estimator = BuiltInEstimator::new(Arc::new(catalog));
    let request = long_request();
    let words = request.repairs_notes.split_whitespace().count()
        + request.updates_notes.split_whitespace().count();
    let findings = estimator.draft_notes(&request).findings.len();
    if let Ok(n) = std::env::var("X_LOOP") {
        let n: usize = n.parse().unwrap_or(100);
        for _ in 0..n {
            black_box(estimator.draft_notes(black_box(&request)));
        }
        std::process::exit(0);
    }
    println!("note: {words} words, {findings} findings");
    c.bench_function("draft_notes (2,000-word note)", |b| {
        b.iter(|| estimator.draft_notes(black_box(&request)));
    });
    c.bench_function("new (build the phrase index)", |b| {
        b.iter(|| BuiltInEstimator::new(black_box(Arc::new(CostCatalog::default()))));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
