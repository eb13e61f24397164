//! Scores the estimator against the showing-notes corpus in `tests/corpus/` (see its README).
//! Set `ESTIMATOR_CORPUS_VERBOSE=1` to print every miss and extra finding, `=2` to also print
//! every draft.

use std::collections::HashMap;
use std::io::Write;
use std::sync::Arc;

use serde::Deserialize;
use showscribe_application::ports::{DraftRequest, PropertyFacts};
use showscribe_domain::catalog::{CostCatalog, Region};
use showscribe_domain::report::{DraftFinding, FindingKind, Priority};
use showscribe_estimator::BuiltInEstimator;

const CATALOG: &str = include_str!("../../../config/cost-catalog.csv");
const FILES: &[(&str, &str)] = &[
    ("dev", include_str!("corpus/dev.toml")),
    ("holdout", include_str!("corpus/holdout.toml")),
    ("holdout2", include_str!("corpus/holdout2.toml")),
];

#[derive(Deserialize)]
struct Corpus {
    #[serde(default)]
    note: Vec<Note>,
}

#[derive(Deserialize)]
struct Note {
    id: String,
    address: Option<String>,
    repairs: String,
    #[serde(default)]
    updates: String,
    expect: Vec<Expected>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    key: String,
    #[serde(rename = "box")]
    from: String,
    priority: Option<String>,
    category: Option<String>,
}

#[derive(Default, Clone, Copy)]
struct Score {
    notes: usize,
    expected: usize,
    produced: usize,
    matched: usize,
    priority_checked: usize,
    priority_agreed: usize,
    category_checked: usize,
    category_agreed: usize,
}

impl Score {
    fn add(&mut self, other: Score) {
        self.notes += other.notes;
        self.expected += other.expected;
        self.produced += other.produced;
        self.matched += other.matched;
        self.priority_checked += other.priority_checked;
        self.priority_agreed += other.priority_agreed;
        self.category_checked += other.category_checked;
        self.category_agreed += other.category_agreed;
    }

    fn recall(&self) -> f64 {
        percent(self.matched, self.expected)
    }

    fn precision(&self) -> f64 {
        percent(self.matched, self.produced)
    }

    fn line(&self, name: &str) -> String {
        format!(
            "estimator corpus ({name}): {} notes, {} expected findings, recall {:.1}%, precision {:.1}%; \
             priority agrees on {}/{} ({:.1}%), category on {}/{} ({:.1}%)",
            self.notes,
            self.expected,
            self.recall(),
            self.precision(),
            self.priority_agreed,
            self.priority_checked,
            percent(self.priority_agreed, self.priority_checked),
            self.category_agreed,
            self.category_checked,
            percent(self.category_agreed, self.category_checked),
        )
    }
}

fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        100.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}

fn catalog() -> Arc<CostCatalog> {
    match CostCatalog::parse_csv(CATALOG) {
        Ok(catalog) => Arc::new(catalog),
        Err(e) => panic!("the catalog does not parse: {e}"),
    }
}

fn corpus(text: &str) -> Corpus {
    match toml::from_str(text) {
        Ok(corpus) => corpus,
        Err(e) => panic!("the corpus does not parse: {e}"),
    }
}

fn request(note: &Note) -> DraftRequest {
    DraftRequest {
        repairs_notes: note.repairs.clone(),
        updates_notes: note.updates.clone(),
        property: PropertyFacts {
            address: note.address.clone(),
            description: None,
            list_price: None,
            region: Region::national(),
        },
    }
}

fn label(f: &DraftFinding) -> &str {
    f.catalog_key.as_deref().unwrap_or("unpriced")
}

fn from(f: &DraftFinding) -> &'static str {
    match f.kind {
        FindingKind::Repair => "repairs",
        FindingKind::Upgrade => "updates",
    }
}

fn priority_name(p: Priority) -> &'static str {
    match p {
        Priority::Safety => "safety",
        Priority::Soon => "soon",
        Priority::Cosmetic => "cosmetic",
    }
}

/// Matches expected findings to produced ones with the same label and box; among those, one
/// that also agrees on priority and category is preferred.
fn score(note: &Note, findings: &[DraftFinding], log: &mut Vec<String>) -> Score {
    let mut used = vec![false; findings.len()];
    let mut s = Score {
        notes: 1,
        expected: note.expect.len(),
        produced: findings.len(),
        ..Score::default()
    };
    let agreement = |e: &Expected, f: &DraftFinding| {
        usize::from(e.priority.as_deref() == Some(priority_name(f.priority)))
            + usize::from(e.category.as_deref() == Some(f.category.as_str()))
    };
    // All candidate pairs, best agreement first, assigned greedily.
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (ei, e) in note.expect.iter().enumerate() {
        for (fi, f) in findings.iter().enumerate() {
            if label(f) == e.key && from(f) == e.from {
                pairs.push((agreement(e, f), ei, fi));
            }
        }
    }
    pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut matched_to: Vec<Option<usize>> = vec![None; note.expect.len()];
    for (_, ei, fi) in pairs {
        if matched_to[ei].is_none() && !used[fi] {
            matched_to[ei] = Some(fi);
            used[fi] = true;
        }
    }
    // "unpriced" was written when the catalog had no item for the finding; a finding the
    // estimator now prices still counts as found.
    for (ei, e) in note.expect.iter().enumerate() {
        if e.key != "unpriced" || matched_to[ei].is_some() {
            continue;
        }
        if let Some(fi) = (0..findings.len()).find(|&fi| !used[fi] && from(&findings[fi]) == e.from)
        {
            matched_to[ei] = Some(fi);
            used[fi] = true;
        }
    }
    for (e, matched) in note.expect.iter().zip(matched_to) {
        let Some(i) = matched else {
            log.push(format!("  missed  [{}] {}", e.from, e.key));
            continue;
        };
        s.matched += 1;
        let f = &findings[i];
        if let Some(p) = &e.priority {
            s.priority_checked += 1;
            if p == priority_name(f.priority) {
                s.priority_agreed += 1;
            } else {
                log.push(format!(
                    "  priority [{}] {}: expected {p}, got {} ({:?})",
                    e.from,
                    e.key,
                    priority_name(f.priority),
                    f.description
                ));
            }
        }
        if let Some(c) = &e.category {
            s.category_checked += 1;
            if *c == f.category {
                s.category_agreed += 1;
            } else {
                log.push(format!(
                    "  category [{}] {}: expected {c}, got {} ({:?})",
                    e.from, e.key, f.category, f.description
                ));
            }
        }
    }
    for (f, used) in findings.iter().zip(used) {
        if !used {
            log.push(format!(
                "  extra   [{}] {} <- {:?}",
                from(f),
                label(f),
                f.source_text
            ));
        }
    }
    s
}

#[test]
fn corpus_recall_and_precision() {
    let estimator = BuiltInEstimator::new(catalog());
    let verbose = std::env::var_os("ESTIMATOR_CORPUS_VERBOSE").is_some();
    let all = std::env::var("ESTIMATOR_CORPUS_VERBOSE").is_ok_and(|v| v == "2");
    let mut total = Score::default();
    let mut lines = Vec::new();
    for (name, text) in FILES {
        let mut file_score = Score::default();
        for note in corpus(text).note {
            let draft = estimator.draft_notes(&request(&note));
            let mut log = Vec::new();
            file_score.add(score(&note, &draft.findings, &mut log));
            if verbose && !log.is_empty() {
                lines.push(format!("{name}/{}:", note.id));
                lines.extend(log);
            }
            if all {
                lines.push(format!("{name}/{} findings:", note.id));
                for f in &draft.findings {
                    lines.push(format!(
                        "    [{}] {} {} | {} | {}",
                        from(f),
                        label(f),
                        priority_name(f.priority),
                        f.category,
                        f.description
                    ));
                }
                lines.push(format!("    summary: {}", draft.summary));
            }
        }
        lines.push(file_score.line(name));
        total.add(file_score);
    }
    lines.push(format!(
        "estimator corpus: {} notes, {} expected findings, recall {:.1}%, precision {:.1}%",
        total.notes,
        total.expected,
        total.recall(),
        total.precision()
    ));
    // Printed on stderr so that it shows without --nocapture.
    let mut err = std::io::stderr();
    for line in &lines {
        let _ = writeln!(err, "{line}");
    }
    assert!(total.notes >= 40, "the corpus has {} notes", total.notes);
    assert!(
        total.recall() >= 90.0,
        "recall {:.1}% is below 90%",
        total.recall()
    );
}

#[test]
fn expected_keys_exist_in_the_catalog_and_boxes_are_valid() {
    let catalog = catalog();
    let mut ids: HashMap<String, usize> = HashMap::new();
    for (name, text) in FILES {
        for note in corpus(text).note {
            *ids.entry(note.id.clone()).or_default() += 1;
            for e in &note.expect {
                assert!(
                    e.key == "unpriced" || catalog.get(&e.key).is_some(),
                    "{name}/{}: unknown key {}",
                    note.id,
                    e.key
                );
                assert!(["repairs", "updates"].contains(&e.from.as_str()));
                if let Some(p) = &e.priority {
                    assert!(["safety", "soon", "cosmetic"].contains(&p.as_str()));
                }
            }
        }
    }
    let duplicates: Vec<_> = ids.iter().filter(|(_, n)| **n > 1).collect();
    assert!(duplicates.is_empty(), "duplicate note ids: {duplicates:?}");
}

#[test]
fn drafts_are_well_formed_for_every_note() {
    let estimator = BuiltInEstimator::new(catalog());
    let catalog = catalog();
    for (_, text) in FILES {
        for note in corpus(text).note {
            let draft = estimator.draft_notes(&request(&note));
            let s = &draft.summary;
            assert!(!s.contains('$'), "{}: {s}", note.id);
            let sentences = s.matches(". ").count() + usize::from(s.ends_with('.'));
            assert!((3..=6).contains(&sentences), "{}: {s}", note.id);
            if let Some(address) = &note.address {
                assert!(s.contains(address.as_str()), "{}: {s}", note.id);
            }
            for f in &draft.findings {
                assert!(f.proposed_cost.is_none());
                assert!(!f.source_text.trim().is_empty());
                assert!(
                    f.description.chars().next().is_some_and(char::is_uppercase),
                    "{}: {:?}",
                    note.id,
                    f.description
                );
                assert!(f.description.chars().count() <= 160);
                if let Some(q) = f.quantity {
                    let unit = f
                        .catalog_key
                        .as_deref()
                        .and_then(|k| catalog.get(k))
                        .map(|i| i.unit);
                    assert!(
                        unit.is_some_and(|u| u.is_per_unit()) && q > 0.0,
                        "{}: quantity {q} on {:?}",
                        note.id,
                        f.catalog_key
                    );
                }
            }
        }
    }
}

#[test]
fn the_same_notes_give_the_same_draft() {
    let estimator = BuiltInEstimator::new(catalog());
    let text = FILES[0].1;
    for note in corpus(text).note.iter().take(5) {
        assert_eq!(
            estimator.draft_notes(&request(note)),
            estimator.draft_notes(&request(note))
        );
    }
}
