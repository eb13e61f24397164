//! The split model (`data/split-model.txt`) is what `join_model::train_on` writes from the
//! places inside the remarks the rules read in the dictated corpus as it stands: a corpus or
//! rule change that is not retrained fails here.
//!
//! Every place between two words of a remark, or of a stretch no remark covers (what the rules
//! left unread or read as fine; `BuiltInEstimator::splits`, with the split model not asked), is
//! an example when the corpus says what it is: when the words of one expected
//! finding (or one fine statement) run across it, the remark is one there; when the words of
//! one end before it and those of another start after it, inside the remark, it is two. A
//! place before the first quoted words of a remark or after the last teaches nothing.
//!
//! `UPDATE_SPLIT_MODEL=1` writes the model afresh. `MODEL_SETS_BELOW=N` (with it) trains on the
//! files before the Nth dictated set only, to measure the model on later sets it has not seen;
//! such a model is for measuring and is never committed.

use showscribe_estimator::{Split, join_model};

mod common;

/// What the corpus says of a place inside a remark of `text`: one finding (`Some(true)`), two
/// (`Some(false)`), or nothing.
fn label(text: &str, quoted: &[(usize, usize)], split: &Split) -> Option<bool> {
    let at = common::words_before(text, split.at);
    let (start, end) = (
        common::words_before(text, split.remark.0),
        common::words_before(text, split.remark.1),
    );
    // Quoted words running across the place.
    if quoted.iter().any(|&(a, b)| a < at && b > at) {
        return Some(true);
    }
    let ends = quoted.iter().any(|&(a, b)| b <= at && b > start && a < at);
    let starts = quoted.iter().any(|&(a, b)| a >= at && a < end && b > at);
    (ends && starts).then_some(false)
}

fn examples(below: u32) -> Vec<(Vec<String>, bool)> {
    let estimator = common::estimator();
    let mut out = Vec::new();
    for note in common::quoted_notes(below) {
        for b in estimator.splits(&note.repairs, &note.updates) {
            let spans = common::quoted_spans(&join_model::words(&b.text), &note.quoted);
            for split in b.splits {
                if let Some(one) = label(&b.text, &spans, &split) {
                    out.push((split.features, one));
                }
            }
        }
    }
    out
}

#[test]
fn the_split_model_is_trained_on_the_corpus_as_it_stands() {
    let examples = examples(common::split_and_fine_sets_below());
    assert!(examples.len() > 1_000, "{} examples", examples.len());
    let trained = join_model::train_logistic(
        examples,
        "One finding or two either side of a place inside a remark the rules read",
    );
    common::check_model_file("split-model.txt", &trained, "UPDATE_SPLIT_MODEL");
}

#[test]
fn a_place_inside_quoted_words_is_one_between_two_quotes_two_and_outside_them_nothing() {
    let text = "the pump is humming it wont prime the deck is soft and the hose bib drips";
    let quoted = [
        "the pump is humming it wont prime".to_owned(),
        "the deck is soft".to_owned(),
    ];
    let spans = common::quoted_spans(&join_model::words(text), &quoted);
    let split = |before: &str| Split {
        remark: (0, text.len()),
        at: text.find(before).unwrap_or_else(|| panic!("{before}")),
        features: Vec::new(),
    };
    assert_eq!(label(text, &spans, &split("it wont")), Some(true));
    assert_eq!(label(text, &spans, &split("the deck")), Some(false));
    // (The hose bib is in words no finding quotes.)
    assert_eq!(label(text, &spans, &split("the hose")), None);
}

#[test]
fn the_places_of_a_remark_are_where_a_remark_could_start_three_words_from_either_end() {
    let estimator = common::estimator();
    let [repairs, updates] = estimator.splits(
        "the water heater in the garage is rusted at the base",
        "they want quartz",
    );
    let text = &repairs.text;
    let places: Vec<&str> = repairs.splits.iter().map(|s| &text[s.at..]).collect();
    assert_eq!(
        places,
        [
            "in the garage is rusted at the base",
            "the garage is rusted at the base",
            "garage is rusted at the base",
        ]
    );
    let first = &repairs.splits[0].features;
    assert!(first.iter().any(|f| f == "start:3"), "{first:?}");
    assert!(first.iter().any(|f| f == "end:7+"), "{first:?}");
    assert!(first.iter().any(|f| f == "r1:in"), "{first:?}");
    assert!(updates.splits.is_empty());
}
