//! The merge model (`data/merge-model.txt`) is what `join_model::train_on` writes from the cuts
//! the rules make in the dictated corpus as it stands: a corpus or rule change that is not
//! retrained fails here.
//!
//! Every cut the rules make between two neighbouring remarks of a box (`BuiltInEstimator::cuts`,
//! with the merge model not asked) is an example when the corpus says what it is: when the words
//! of one expected finding (or one fine statement) run across it, the two remarks are one;
//! when the words of one end before it and those of another start after it, they are two. A cut
//! in words no finding quotes teaches nothing.
//!
//! `UPDATE_MERGE_MODEL=1` writes the model afresh. `MODEL_SETS_BELOW=N` (with it) trains on the
//! files before the Nth dictated set only, to measure the model on later sets it has not seen;
//! such a model is for measuring and is never committed.

use showscribe_estimator::{Cut, join_model};

mod common;

/// What the corpus says of a cut between two remarks of `text`: one finding (`Some(true)`),
/// two (`Some(false)`), or nothing.
fn label(text: &str, quoted: &[(usize, usize)], cut: &Cut) -> Option<bool> {
    let left = (
        common::words_before(text, cut.left.0),
        common::words_before(text, cut.left.1),
    );
    let right = (
        common::words_before(text, cut.right.0),
        common::words_before(text, cut.right.1),
    );
    if left.0 >= left.1 || right.0 >= right.1 {
        return None;
    }
    // Quoted words running from the last word before the cut to the first word after it.
    if quoted.iter().any(|&(a, b)| a < left.1 && b > right.0) {
        return Some(true);
    }
    let ends = quoted
        .iter()
        .any(|&(a, b)| b > left.0 && b <= right.0 && a < left.1);
    let starts = quoted
        .iter()
        .any(|&(a, b)| a >= left.1 && a < right.1 && b > right.0);
    (ends && starts).then_some(false)
}

fn examples(below: u32) -> Vec<(Vec<String>, bool)> {
    let estimator = common::estimator();
    let mut out = Vec::new();
    for note in common::quoted_notes(below) {
        for b in estimator.cuts(&note.repairs, &note.updates) {
            let spans = common::quoted_spans(&join_model::words(&b.text), &note.quoted);
            for cut in b.cuts {
                if let Some(join) = label(&b.text, &spans, &cut) {
                    out.push((cut.features, join));
                }
            }
        }
    }
    out
}

#[test]
fn the_merge_model_is_trained_on_the_corpus_as_it_stands() {
    let examples = examples(common::sets_below());
    assert!(examples.len() > 1_000, "{} examples", examples.len());
    let trained = join_model::train_on(
        examples,
        "One finding or two either side of a cut the rules made",
    );
    common::check_model_file("merge-model.txt", &trained, "UPDATE_MERGE_MODEL");
}

#[test]
fn a_cut_inside_quoted_words_joins_one_between_two_quotes_cuts_and_others_teach_nothing() {
    let text = "the pump is humming it wont prime the deck is soft and the hose bib drips";
    let quoted = [
        "the pump is humming it wont prime".to_owned(),
        "the deck is soft".to_owned(),
    ];
    let spans = common::quoted_spans(&join_model::words(text), &quoted);
    let at = |words: &str| {
        let start = text.find(words).unwrap_or_else(|| panic!("{words}"));
        (start, start + words.len())
    };
    let cut = |left: &str, right: &str| Cut {
        left: at(left),
        right: at(right),
        features: Vec::new(),
    };
    assert_eq!(
        label(text, &spans, &cut("the pump is humming", "it wont prime")),
        Some(true)
    );
    assert_eq!(
        label(text, &spans, &cut("it wont prime", "the deck is soft")),
        Some(false)
    );
    // (The hose bib is in words no finding quotes.)
    assert_eq!(
        label(text, &spans, &cut("the deck is soft", "the hose bib drips")),
        None
    );
}

#[test]
fn the_cuts_of_a_run_on_are_between_its_remarks() {
    let estimator = common::estimator();
    let [repairs, updates] = estimator.cuts(
        "the water heater is leaking the furnace filter is filthy",
        "they want quartz",
    );
    assert_eq!(repairs.cuts.len(), 1);
    let cut = &repairs.cuts[0];
    assert_eq!(
        &repairs.text[cut.left.0..cut.left.1],
        "the water heater is leaking"
    );
    assert_eq!(
        &repairs.text[cut.right.0..cut.right.1],
        "the furnace filter is filthy"
    );
    assert!(
        cut.features.iter().any(|f| f == "r1:the"),
        "{:?}",
        cut.features
    );
    assert!(updates.cuts.is_empty());
}
