//! The join model (`data/join-model.txt`) is what `join_model::train` writes from the dictated
//! corpus as it stands: a corpus change that is not retrained fails here.
//!
//! Every "and" of a note is an example when the corpus says what it is: inside the words of one
//! expected finding (or one fine statement) it joins; between the words of one and the words of
//! the next it cuts. An "and" elsewhere (in words no finding quotes) teaches nothing.
//!
//! `UPDATE_JOIN_MODEL=1` writes the model afresh. `MODEL_SETS_BELOW=N` (with it) trains on the
//! files before the Nth dictated set only, to measure the model on later sets it has not seen;
//! such a model is for measuring and is never committed.

use showscribe_estimator::join_model;

mod common;

/// The examples of one box: (words before the "and", words after it, one finding).
fn box_examples(text: &str, quoted: &[String], out: &mut Vec<(Vec<String>, Vec<String>, bool)>) {
    let words = join_model::words(text);
    let spans = common::quoted_spans(&words, quoted);
    for (i, w) in words.iter().enumerate() {
        if w != "and" || i == 0 || i + 1 == words.len() {
            continue;
        }
        let inside = spans.iter().any(|&(a, b)| a < i && b > i + 1);
        // A run ending just before the "and" (a word of leeway) and another starting just
        // after it.
        let ends = spans.iter().any(|&(_, b)| b + 2 >= i && b <= i);
        let starts = spans.iter().any(|&(a, _)| a > i && a <= i + 2);
        let join = if inside {
            true
        } else if ends && starts {
            false
        } else {
            continue;
        };
        out.push((
            words[i.saturating_sub(8)..i].to_vec(),
            words[i + 1..words.len().min(i + 9)].to_vec(),
            join,
        ));
    }
}

fn examples(below: u32) -> Vec<(Vec<String>, Vec<String>, bool)> {
    let mut out = Vec::new();
    for note in common::quoted_notes(below) {
        box_examples(&note.repairs, &note.quoted, &mut out);
        box_examples(&note.updates, &note.quoted, &mut out);
    }
    out
}

#[test]
fn the_join_model_is_trained_on_the_corpus_as_it_stands() {
    let examples = examples(common::sets_below());
    assert!(examples.len() > 1_000, "{} examples", examples.len());
    let trained = join_model::train(
        examples
            .iter()
            .map(|(l, r, j)| (l.as_slice(), r.as_slice(), *j)),
    );
    common::check_model_file("join-model.txt", &trained, "UPDATE_JOIN_MODEL");
}

#[test]
fn an_and_inside_a_finding_joins_and_one_between_two_cuts() {
    let quoted = [
        "the pump is humming and wont prime".to_owned(),
        "theres a leak at the heater".to_owned(),
    ];
    let mut out = Vec::new();
    box_examples(
        "so the pump is humming and wont prime and theres a leak at the heater and the deck is fine",
        &quoted,
        &mut out,
    );
    let labels: Vec<(String, bool)> = out
        .iter()
        .map(|(_, r, j)| (r.first().cloned().unwrap_or_default(), *j))
        .collect();
    // (The last "and" is between a finding and words no finding quotes: no example.)
    assert_eq!(
        labels,
        [("wont".to_owned(), true), ("theres".to_owned(), false)]
    );
}
