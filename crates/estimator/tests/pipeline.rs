//! The estimator reads a note from top to bottom through one-way stages: each module uses only
//! the stages before it (its unit tests may use any). A module that reaches forward, or an
//! import circle, fails here.

/// The stages in reading order, each with its source.
const STAGES: &[(&str, &[&str])] = &[
    ("words", &[include_str!("../src/words.rs")]),
    ("text", &[include_str!("../src/text.rs")]),
    (
        "lexicon",
        &[
            include_str!("../src/lexicon/mod.rs"),
            include_str!("../src/lexicon/picks.rs"),
            include_str!("../src/lexicon/topics.rs"),
        ],
    ),
    ("findings", &[include_str!("../src/findings.rs")]),
    ("join_model", &[include_str!("../src/join_model.rs")]),
    ("key_model", &[include_str!("../src/key_model.rs")]),
    ("kind", &[include_str!("../src/kind.rs")]),
    ("quantity", &[include_str!("../src/quantity.rs")]),
    ("priority", &[include_str!("../src/priority.rs")]),
    ("describe", &[include_str!("../src/describe.rs")]),
    ("summary", &[include_str!("../src/summary.rs")]),
];

/// The module's code without its unit tests.
fn production(source: &str) -> &str {
    source
        .find("#[cfg(test)]\nmod tests")
        .map_or(source, |end| &source[..end])
}

/// The crate modules a source names (`crate::text`, `crate::words::class`…).
fn uses(source: &str) -> Vec<String> {
    let mut out: Vec<String> = source
        .match_indices("crate::")
        .map(|(i, m)| {
            source[i + m.len()..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect()
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_stage_uses_only_the_stages_before_it() {
    let names: Vec<&str> = STAGES.iter().map(|(name, _)| *name).collect();
    for (i, (stage, sources)) in STAGES.iter().enumerate() {
        for source in *sources {
            for used in uses(production(source)) {
                let position = names.iter().position(|n| *n == used);
                assert!(
                    position.is_some_and(|p| p < i),
                    "{stage} uses crate::{used}, which is not a stage before it ({names:?})"
                );
            }
        }
    }
}

#[test]
fn the_check_sees_imports() {
    assert_eq!(
        uses("use crate::words::class;\nfn f() { crate::text::parse_number(\"x\"); }"),
        vec!["text".to_owned(), "words".to_owned()]
    );
    assert_eq!(
        production("a\n#[cfg(test)]\nmod tests {\nuse crate::x;\n}"),
        "a\n"
    );
}
