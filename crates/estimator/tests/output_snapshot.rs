//! Pins the estimator's exact output: the draft of every corpus note, of the benchmark's long
//! note (the corpus notes one after another, about 2,000 words) and of a few awkward inputs,
//! compared with `tests/snapshots/drafts.txt`. Performance work must leave it unchanged.
//!
//! Each draft is written as a `== name` line, its summary, then one line per finding:
//! kind, priority, category, catalog key (`-` for none), quantity (`-` for none), description,
//! and the source text: `@start..end` when it is that byte range of the box the finding came
//! from (the repairs box for a repair, the updates box for an upgrade), else quoted. A proposed
//! cost, which the estimator never gives, would follow as `cost=…`. Every value is written
//! exactly (strings as `{:?}`), so nothing of the draft is lost.
//!
//! Each note is also read with its boxes swapped (more sentences through both sets of rules);
//! those drafts are pinned by a 64-bit FNV-1a hash of their full `Debug` text, to keep the file
//! small.
//!
//! After an intended change of behaviour, regenerate the file with
//! `UPDATE_ESTIMATOR_SNAPSHOT=1 cargo test -p showscribe-estimator --test output_snapshot`
//! and review the diff.

mod common;

use std::fmt::Write;
use std::sync::Arc;

use common::{corpus_notes, long_note};

use showscribe_application::ports::{DraftRequest, PropertyFacts};
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_domain::report::FindingKind;
use showscribe_estimator::BuiltInEstimator;

const CATALOG: &str = include_str!("../../../config/cost-catalog.csv");
const SNAPSHOT: &str = "tests/snapshots/drafts.txt";

fn request(repairs: &str, updates: &str) -> DraftRequest {
    DraftRequest {
        repairs_notes: repairs.into(),
        updates_notes: updates.into(),
        property: PropertyFacts {
            address: Some("123 Main St, Springfield, IL 62701".into()),
            description: None,
            list_price: None,
            region: Region::national(),
        },
    }
}

/// The draft of the boxes, one finding per line (see the module documentation).
fn render(estimator: &BuiltInEstimator, name: &str, repairs: &str, updates: &str) -> String {
    let draft = estimator.draft_notes(&request(repairs, updates));
    let mut out = format!("== {name}\nsummary: {:?}\n", draft.summary);
    for f in &draft.findings {
        let text = if f.kind == FindingKind::Repair {
            repairs
        } else {
            updates
        };
        let source = match text.find(&f.source_text) {
            Some(at) if !f.source_text.is_empty() => {
                format!("@{at}..{}", at + f.source_text.len())
            }
            _ => format!("{:?}", f.source_text),
        };
        let _ = write!(
            out,
            "{:?} {:?} {:?} {} {} {:?} {source}",
            f.kind,
            f.priority,
            f.category,
            f.catalog_key.as_deref().unwrap_or("-"),
            f.quantity
                .map_or_else(|| "-".to_owned(), |q| format!("{q:?}")),
            f.description,
        );
        if let Some(cost) = &f.proposed_cost {
            let _ = write!(out, " cost={cost:?}");
        }
        out.push('\n');
    }
    out
}

/// A draft of the boxes as a hash of its full `Debug` text (see the module documentation).
fn render_hash(estimator: &BuiltInEstimator, name: &str, repairs: &str, updates: &str) -> String {
    let draft = estimator.draft_notes(&request(repairs, updates));
    let mut full = format!("== {name}\nsummary: {:?}\n", draft.summary);
    for finding in &draft.findings {
        let _ = writeln!(full, "{finding:?}");
    }
    format!("== {name}\nhash: {:016x}\n", fnv1a(full.as_bytes()))
}

/// The 64-bit FNV-1a hash: simple, and stable across Rust versions.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn drafts_match_the_snapshot() {
    let catalog = CostCatalog::parse_csv(CATALOG);
    assert!(catalog.is_ok(), "{catalog:?}");
    let estimator = BuiltInEstimator::new(Arc::new(catalog.unwrap_or_default()));
    let notes = corpus_notes();
    let mut actual = String::new();
    let (repairs, updates) = long_note(&notes);
    actual.push_str(&render(&estimator, "benchmark note", &repairs, &updates));
    for (i, (repairs, updates)) in notes.iter().enumerate() {
        actual.push_str(&render(
            &estimator,
            &format!("corpus {i}"),
            repairs,
            updates,
        ));
        // Each box read as the other too: more sentences through both sets of rules.
        actual.push_str(&render_hash(
            &estimator,
            &format!("corpus {i} swapped"),
            updates,
            repairs,
        ));
    }
    let odd: &[(&str, &str)] = &[
        ("", ""),
        ("  um okay ", "..."),
        (
            "Don’t touch – café’s réno; the A/C's Shingles, GFCIs & 1,200 batteries don't",
            "",
        ),
        (
            "1) roof leaks 2) furnace is 25 yrs old. 3. three windows fogged",
            "1.2k sq. ft. of LVP",
        ),
        (
            "ROOF IS SHOT!!! furnace?? • hwh leaking · sheet rock cracked",
            "6kW solar + new cabinets",
        ),
        (
            "it is leaking too. they want it. which is old",
            "they want they want new new new",
        ),
    ];
    for (i, (repairs, updates)) in odd.iter().enumerate() {
        actual.push_str(&render(&estimator, &format!("odd {i}"), repairs, updates));
    }

    if std::env::var_os("UPDATE_ESTIMATOR_SNAPSHOT").is_some() {
        if let Err(e) = std::fs::write(SNAPSHOT, &actual) {
            panic!("cannot write {SNAPSHOT}: {e}");
        }
        return;
    }
    let expected = match std::fs::read_to_string(SNAPSHOT) {
        Ok(text) => text,
        Err(e) => panic!("cannot read {SNAPSHOT}: {e}"),
    };
    if actual != expected {
        let first = actual
            .lines()
            .zip(expected.lines())
            .position(|(a, e)| a != e)
            .unwrap_or(actual.lines().count().min(expected.lines().count()));
        panic!(
            "the estimator's output changed; first difference at line {}:\n  expected: {}\n  actual:   {}",
            first + 1,
            expected.lines().nth(first).unwrap_or("<end>"),
            actual.lines().nth(first).unwrap_or("<end>"),
        );
    }
}
