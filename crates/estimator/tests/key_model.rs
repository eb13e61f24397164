//! The key model (`data/key-model.txt`) is what `key_model::train` writes from the dictated
//! corpus as it stands: a corpus change that is not retrained fails here.
//!
//! `UPDATE_KEY_MODEL=1` writes the model afresh. `MODEL_SETS_BELOW=N` (or `KEY_MODEL_SETS_BELOW`,
//! with it) trains on the files before the Nth dictated set only, to measure the model on later
//! sets it has not seen; such a model is for measuring and is never committed.

use serde::Deserialize;
use showscribe_estimator::key_model;

mod common;

#[derive(Deserialize)]
struct Corpus {
    note: Vec<Note>,
}

#[derive(Deserialize)]
struct Note {
    expect: Vec<Expected>,
    #[serde(default)]
    fine: Vec<Fine>,
}

#[derive(Deserialize)]
struct Fine {
    says: String,
}

#[derive(Deserialize)]
struct Expected {
    key: String,
    says: String,
}

/// Every expected finding and its catalog key (or `unpriced`), in file order, from the sets below `below`.
fn examples(below: u32) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for text in common::dictated_sets(below) {
        let corpus: Corpus = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        for note in corpus.note {
            // ("unpriced" is kept as a key of its own: what no catalog row fits takes its
            // share of the model's certainty, so a near miss is not priced as the nearest row.)
            for e in note.expect {
                out.push((e.says, e.key));
            }
            // What the notes say is fine, done, kept or someone else's: a class of its own.
            for f in note.fine {
                out.push((f.says, key_model::FINE.to_owned()));
            }
        }
    }
    out
}

#[test]
fn the_key_model_is_trained_on_the_corpus_as_it_stands() {
    let examples = examples(common::sets_below());
    assert!(examples.len() > 1_000, "{} examples", examples.len());
    let trained = key_model::train(examples.iter().map(|(s, k)| (s.as_str(), k.as_str())));
    common::check_model_file("key-model.txt", &trained, "UPDATE_KEY_MODEL");
}
