//! The fine model (`data/fine-model.txt`) is what `join_model::train_logistic` writes from the
//! remarks the estimator reads in the dictated corpus as it stands (`BuiltInEstimator::remarks`,
//! with the fine model not asked), over the key model's features (`key_model::features`): a
//! corpus or rule change that is not retrained fails here.
//!
//! A remark is an example when the corpus says what it is: one that holds the words of a fine
//! statement and touches no expected finding's words only says a thing is fine; one that holds
//! the words of an expected finding is a finding, whatever else it says ("the roof is fine
//! but the flashing at the chimney is loose"). Every quoted statement is an example on its own
//! words too: the rules leave few fine remarks to learn from, the corpus quotes thousands.
//!
//! `UPDATE_FINE_MODEL=1` writes the model afresh. `MODEL_SETS_BELOW=N` (with it) trains on the
//! files before the Nth dictated set only, to measure the model on later sets it has not seen;
//! such a model is for measuring and is never committed.

use showscribe_estimator::{join_model, key_model};

mod common;

/// What the corpus says of the remark at `span` of `text`: only fine (`Some(true)`), a
/// finding (`Some(false)`), or nothing.
fn label(
    text: &str,
    span: (usize, usize),
    expected: &[(usize, usize)],
    fine: &[(usize, usize)],
) -> Option<bool> {
    let (start, end) = (
        common::words_before(text, span.0),
        common::words_before(text, span.1),
    );
    let holds = |&(a, b): &(usize, usize)| a >= start && b <= end;
    let touches = |&(a, b): &(usize, usize)| a < end && b > start;
    if expected.iter().any(holds) {
        return Some(false);
    }
    (fine.iter().any(holds) && !expected.iter().any(touches)).then_some(true)
}

fn examples(below: u32) -> Vec<(Vec<String>, bool)> {
    let estimator = common::estimator();
    let mut out = Vec::new();
    for note in common::quoted_notes(below) {
        let expected: Vec<String> = note
            .quoted
            .iter()
            .filter(|q| !note.fine.contains(q))
            .cloned()
            .collect();
        // Every quoted statement on its own words, as well: more fine statements than the
        // rules leave in a remark.
        for q in &note.quoted {
            out.push((key_model::features(q), note.fine.contains(q)));
        }
        for b in estimator.remarks(&note.repairs, &note.updates) {
            let words = join_model::words(&b.text);
            let expected = common::quoted_spans(&words, &expected);
            let fine = common::quoted_spans(&words, &note.fine);
            for remark in b.remarks {
                if let Some(is_fine) = label(&b.text, remark.span, &expected, &fine) {
                    out.push((key_model::features(&remark.source), is_fine));
                }
            }
        }
    }
    out
}

#[test]
fn the_fine_model_is_trained_on_the_corpus_as_it_stands() {
    let examples = examples(common::split_and_fine_sets_below());
    assert!(examples.len() > 1_000, "{} examples", examples.len());
    let trained = join_model::train_logistic(
        examples,
        "Whether a remark only says a thing is fine, done, kept or not wanted",
    );
    common::check_model_file("fine-model.txt", &trained, "UPDATE_FINE_MODEL");
}

#[test]
fn a_remark_with_a_finding_is_one_and_a_remark_with_only_a_fine_statement_is_fine() {
    let text = "the roof is fine but the flashing is loose the furnace is new the deck is soft";
    let words = join_model::words(text);
    let expected = common::quoted_spans(
        &words,
        &[
            "the flashing is loose".to_owned(),
            "the deck is soft".to_owned(),
        ],
    );
    let fine = common::quoted_spans(
        &words,
        &[
            "the roof is fine".to_owned(),
            "the furnace is new".to_owned(),
        ],
    );
    let at = |words: &str| {
        let start = text.find(words).unwrap_or_else(|| panic!("{words}"));
        (start, start + words.len())
    };
    assert_eq!(
        label(
            text,
            at("the roof is fine but the flashing is loose"),
            &expected,
            &fine
        ),
        Some(false)
    );
    assert_eq!(
        label(text, at("the furnace is new"), &expected, &fine),
        Some(true)
    );
    // (Part of a finding's words: neither.)
    assert_eq!(
        label(text, at("the furnace is new the deck"), &expected, &fine),
        None
    );
}
