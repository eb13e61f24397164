//! Which catalog item a finding's words name, learned from the corpus of showing notes: a
//! multinomial naive Bayes model over words and word pairs, trained on every expected finding
//! of the dictated corpus (`tests/corpus/dictated*.toml`: the words of the note it is about and
//! the catalog key a human estimator gave it, or `unpriced`) and every statement the notes say
//! is fine (the class [`FINE`]). Neither `unpriced` nor [`FINE`] is ever a catalog item: they
//! take their share of the model's certainty, so that a remark no row fits, or one that only
//! says a thing is fine, is not priced as the nearest row.
//!
//! The lexicon's rules come first. The model only names an item for a finding the rules found
//! but could not price ("so the tree needs to come out", "balcony sliders x2 orig alum, salt
//! corroded"), and only when it is sure: otherwise the finding keeps its contractor quote.
//!
//! The model is a text file (`data/key-model.txt`) written by [`train`] and checked against the
//! corpus by `tests/key_model.rs`, so a change to the corpus retrains it in the open.

use std::collections::HashMap;

/// The class of remarks that say something is fine, done, kept or someone else's.
pub const FINE: &str = "fine";

/// Words too common in showing notes to say which item is meant.
const STOP: &[&str] = &[
    "the", "a", "an", "and", "or", "of", "to", "in", "on", "is", "are", "it", "its", "that",
    "this", "there", "theres", "so", "um", "uh", "like", "just", "they", "we", "i", "you", "he",
    "she", "be", "was", "were", "for", "with", "at", "by", "up", "out", "some", "all", "but",
    "also", "very", "really", "kind", "sort", "thing", "stuff", "gonna", "get", "got", "need",
    "needs", "want", "wants", "would", "should", "could", "maybe", "probably", "about",
];

/// [`STOP`], for one hash lookup a word instead of a scan of the list.
static STOP_SET: std::sync::LazyLock<std::collections::HashSet<&str, crate::words::WordHashBuild>> =
    std::sync::LazyLock::new(|| STOP.iter().copied().collect());

/// Additive smoothing of the word counts. Measured on sets 54-74 with a model trained on sets
/// 1-53 (see the corpus README), at 90% confidence: 0.1 priced 38 more findings right and 5
/// wrongly, 0.25 priced 28 right and none wrongly.
const SMOOTHING: f64 = 0.25;

/// A feature seen fewer times than this in training is left out of the model.
const MIN_COUNT: u32 = 2;

/// The words and word pairs of `text` the model reads: lower case, letters and digits,
/// apostrophes dropped ("won't" is "wont"), a plural "s" dropped, common words and bare numbers
/// left out.
pub fn features(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    each_feature(text, |f| out.push(f.to_owned()));
    out
}

/// Calls `f` with each feature of `text` (see [`features`]), in order: the words, then the
/// pairs.
pub fn each_feature(text: &str, f: impl FnMut(&str)) {
    Features::of(text).each(f);
}

/// The features of one text (see [`features`]), read once for every model that asks about it:
/// the fine model and the key model read every remark of a report. The words are written into
/// one buffer, not allocated one by one.
#[derive(Debug, Clone, Default)]
pub struct Features {
    kept: String,
    ranges: Vec<(usize, usize)>,
}

impl Features {
    pub fn of(text: &str) -> Self {
        let mut kept = String::with_capacity(text.len());
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (a, b) in crate::join_model::word_spans(text) {
            let start = kept.len();
            let word = &text[a..b];
            if word.is_ascii() {
                kept.extend(
                    word.bytes()
                        .filter(u8::is_ascii_alphanumeric)
                        .map(|b| char::from(b.to_ascii_lowercase())),
                );
            } else {
                for c in word.chars().filter(|c| c.is_alphanumeric()) {
                    kept.extend(c.to_lowercase());
                }
            }
            let word = &kept[start..];
            if STOP_SET.contains(word) || word.bytes().all(|b| b.is_ascii_digit()) {
                kept.truncate(start);
                continue;
            }
            if word.len() > 3 && word.ends_with('s') && !word.ends_with("ss") {
                kept.pop();
            }
            ranges.push((start, kept.len()));
        }
        Self { kept, ranges }
    }

    /// Calls `f` with each feature, in order: the words, then the pairs.
    pub fn each(&self, mut f: impl FnMut(&str)) {
        let kept = &self.kept;
        for &(a, b) in &self.ranges {
            f(&kept[a..b]);
        }
        let mut pair = String::new();
        for p in self.ranges.windows(2) {
            pair.clear();
            pair.push_str(&kept[p[0].0..p[0].1]);
            pair.push('_');
            pair.push_str(&kept[p[1].0..p[1].1]);
            f(&pair);
        }
    }
}

/// Trains the model on `(words, catalog key)` examples and writes it as text: a `key` line per
/// catalog key (how many examples, how many features), then a `feature` line per feature with
/// its count under each key. Sorted, so the same examples always give the same file.
pub fn train<'a>(examples: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut docs: HashMap<&str, u32> = HashMap::new();
    let mut counts: HashMap<String, HashMap<&str, u32>> = HashMap::new();
    for (text, key) in examples {
        *docs.entry(key).or_default() += 1;
        for f in features(text) {
            *counts.entry(f).or_default().entry(key).or_default() += 1;
        }
    }
    counts.retain(|_, by_key| by_key.values().sum::<u32>() >= MIN_COUNT);
    let mut totals: HashMap<&str, u32> = HashMap::new();
    for by_key in counts.values() {
        for (key, n) in by_key {
            *totals.entry(key).or_default() += n;
        }
    }
    let mut out = String::from(
        "# Catalog items by the words of the notes: written by key_model::train from the \
         dictated corpus; do not edit by hand.\n",
    );
    let mut keys: Vec<(&str, u32)> = docs.into_iter().collect();
    keys.sort_unstable();
    for (key, n) in keys {
        let total = totals.get(key).copied().unwrap_or(0);
        out.push_str(&format!("key {key} {n} {total}\n"));
    }
    let mut features: Vec<(String, HashMap<&str, u32>)> = counts.into_iter().collect();
    features.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    for (feature, by_key) in features {
        let mut by_key: Vec<(&str, u32)> = by_key.into_iter().collect();
        by_key.sort_unstable();
        out.push_str("feature ");
        out.push_str(&feature);
        for (key, n) in by_key {
            out.push_str(&format!(" {key}:{n}"));
        }
        out.push('\n');
    }
    out
}

/// A trained model, ready to score.
#[derive(Debug)]
pub struct KeyModel {
    keys: Vec<String>,
    /// Per key: log prior plus nothing else; the start of every score.
    prior: Vec<f64>,
    /// Per key: the log probability of a feature the key never had in training.
    unseen: Vec<f64>,
    /// Per feature: the keys that had it, with log P(feature | key) minus `unseen`.
    features: HashMap<String, Vec<(usize, f64)>, crate::words::WordHashBuild>,
}

/// The probability of the key scored `top_score`, the highest of `scores` (log scores).
fn top_share(scores: &[f64], top_score: f64) -> f64 {
    // Keys far below the top add nothing the confidence asked for can show: e^-20 is 2e-9,
    // and a few hundred of them move the top key's probability by less than a millionth.
    let sum: f64 = scores
        .iter()
        .filter(|&&s| s - top_score > -20.0)
        .map(|s| (s - top_score).exp())
        .sum();
    1.0 / sum
}

/// A line of a model file that does not read.
#[derive(Debug)]
pub struct BadModel(pub String);

impl std::fmt::Display for BadModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the key model does not read at: {}", self.0)
    }
}

impl KeyModel {
    /// Reads a model written by [`train`].
    pub fn parse(text: &str) -> Result<Self, BadModel> {
        let bad = |line: &str| BadModel(line.to_owned());
        let mut keys = Vec::new();
        let mut docs = Vec::new();
        let mut totals = Vec::new();
        let mut raw: Vec<(String, Vec<(usize, f64)>)> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::new();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let mut parts = line.split(' ');
            match parts.next() {
                Some("key") => {
                    let (Some(key), Some(n), Some(total)) =
                        (parts.next(), parts.next(), parts.next())
                    else {
                        return Err(bad(line));
                    };
                    index.insert(key.to_owned(), keys.len());
                    keys.push(key.to_owned());
                    docs.push(n.parse::<f64>().map_err(|_| bad(line))?);
                    totals.push(total.parse::<f64>().map_err(|_| bad(line))?);
                }
                Some("feature") => {
                    let feature = parts.next().ok_or_else(|| bad(line))?;
                    let mut by_key = Vec::new();
                    for part in parts {
                        let (key, n) = part.split_once(':').ok_or_else(|| bad(line))?;
                        let k = *index.get(key).ok_or_else(|| bad(line))?;
                        by_key.push((k, n.parse::<f64>().map_err(|_| bad(line))?));
                    }
                    raw.push((feature.to_owned(), by_key));
                }
                _ => return Err(bad(line)),
            }
        }
        if keys.is_empty() {
            return Err(bad("no keys"));
        }
        let vocabulary = raw.len() as f64;
        let all_docs: f64 = docs.iter().sum();
        let prior = docs.iter().map(|d| (d / all_docs).ln()).collect();
        let unseen: Vec<f64> = totals
            .iter()
            .map(|t| (SMOOTHING / (t + SMOOTHING * vocabulary)).ln())
            .collect();
        let features = raw
            .into_iter()
            .map(|(feature, by_key)| {
                let weights = by_key
                    .into_iter()
                    .map(|(k, n)| {
                        let p = ((n + SMOOTHING) / (totals[k] + SMOOTHING * vocabulary)).ln();
                        (k, p - unseen[k])
                    })
                    .collect();
                (feature, weights)
            })
            .collect();
        Ok(Self {
            keys,
            prior,
            unseen,
            features,
        })
    }

    /// The catalog key `text` most likely names, with its probability among all keys, when
    /// `allowed` accepts it; `None` when another key is likelier or no word of `text` is known to
    /// the model. (A key that is not the likeliest has a probability under one half, below any
    /// confidence worth pricing on, so only the likeliest is looked at.)
    pub fn best(&self, text: &str, allowed: impl Fn(&str) -> bool) -> Option<(&str, f64)> {
        self.best_of(&Features::of(text), allowed)
    }

    /// [`Self::best`] for features read already.
    pub fn best_of(
        &self,
        features: &Features,
        allowed: impl Fn(&str) -> bool,
    ) -> Option<(&str, f64)> {
        let scores = self.log_scores(features)?;
        let (top, &top_score) = scores
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))?;
        if !allowed(&self.keys[top]) {
            return None;
        }
        Some((&self.keys[top], top_share(&scores, top_score)))
    }

    /// The key the model likes best for `features` when it is not `other` and the model gives
    /// it `confidence` or more. Cheap when the model agrees with `other`, or is far from sure:
    /// no probability is worked out then.
    pub fn sure_of_another(
        &self,
        features: &Features,
        other: &str,
        confidence: f64,
    ) -> Option<&str> {
        let scores = self.log_scores(features)?;
        let (mut top, mut second) = (0, None::<usize>);
        for (i, s) in scores.iter().enumerate().skip(1) {
            if *s > scores[top] {
                second = Some(top);
                top = i;
            } else if second.is_none_or(|j| *s > scores[j]) {
                second = Some(i);
            }
        }
        let top_score = scores[top];
        if self.keys[top] == other {
            return None;
        }
        // (The runner-up alone holds more than the rest of the certainty.)
        if second.is_some_and(|j| (scores[j] - top_score).exp() > (1.0 - confidence) / confidence) {
            return None;
        }
        (top_share(&scores, top_score) >= confidence).then(|| self.keys[top].as_str())
    }

    /// The log score of every key for `features`, in the order of `keys`.
    fn log_scores(&self, features: &Features) -> Option<Vec<f64>> {
        let mut known: Vec<&Vec<(usize, f64)>> = Vec::new();
        features.each(|f| known.extend(self.features.get(f)));
        if known.is_empty() {
            return None;
        }
        let n = known.len() as f64;
        let mut scores: Vec<f64> = self
            .prior
            .iter()
            .zip(&self.unseen)
            .map(|(p, u)| p + n * u)
            .collect();
        for weights in known {
            for &(k, w) in weights {
                scores[k] += w;
            }
        }
        Some(scores)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_are_words_and_pairs_without_common_words() {
        assert_eq!(
            features("The trees won't come out, 2 of them"),
            [
                "tree",
                "wont",
                "come",
                "them",
                "tree_wont",
                "wont_come",
                "come_them"
            ]
        );
    }

    #[test]
    fn a_trained_model_names_the_item_its_words_point_to() {
        let examples = [
            ("the oak tree is dead take it down", "tree_removal"),
            ("dead pine tree by the drive remove", "tree_removal"),
            ("tree leaning on the garage remove it", "tree_removal"),
            ("trim the limbs over the roof", "tree_trimming"),
            ("limbs on the roof trim back", "tree_trimming"),
            ("slider sticks on its track", "sliding_door_replace"),
            ("the slider glass is fogged", "sliding_door_replace"),
        ];
        let text = train(examples);
        // The same examples give the same file.
        assert_eq!(text, train(examples));
        let model = KeyModel::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let (key, p) = model
            .best("that dead tree should come down", |_| true)
            .unwrap();
        assert_eq!(key, "tree_removal");
        assert!(p > 0.5, "{p}");
        let (key, _) = model.best("limbs hanging on the roof", |_| true).unwrap();
        assert_eq!(key, "tree_trimming");
        // Only a key allowed: the likeliest is not, so nothing.
        assert!(
            model
                .best("that dead tree should come down", |k| k
                    .starts_with("sliding"))
                .is_none()
        );
        // No word it knows.
        assert!(model.best("hmm okay", |_| true).is_none());
        // Sure of another key than the one asked about, or not.
        let text = "that dead tree should come down";
        let p = model.best(text, |_| true).map_or(0.0, |(_, p)| p);
        assert_eq!(
            model.sure_of_another(&Features::of(text), "tree_trimming", p - 1e-9),
            Some("tree_removal")
        );
        assert_eq!(
            model.sure_of_another(&Features::of(text), "tree_trimming", p + 1e-6),
            None
        );
        assert_eq!(
            model.sure_of_another(&Features::of(text), "tree_removal", 0.0),
            None
        );
    }

    #[test]
    fn a_bad_model_line_is_an_error() {
        assert!(KeyModel::parse("key tree_removal x 3\n").is_err());
        assert!(KeyModel::parse("key a 1 1\nfeature tree b:2\n").is_err());
        assert!(KeyModel::parse("# nothing\n").is_err());
    }
}
