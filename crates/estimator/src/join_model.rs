//! Whether two remarks said either side of an "and" are one finding, learned from the corpus of
//! showing notes: a two-class naive Bayes model over the words either side of the "and".
//!
//! The rules cut run-on speech at "and" when what follows could stand alone, and join it back
//! when they recognise one thing said twice. Agents also join a second symptom to the first
//! with "and" ("the pool pump is humming and wont prime", "the capacitor is bulged and its short
//! cycling", "theres a damp spot under the back wall and some efflorescence"), which no rule
//! names. In the dictated corpus (`tests/corpus/dictated*.toml`) every "and" inside the words of
//! one expected finding is such a join, and every "and" between the words of two is a cut: the
//! model learns from both which words say which, and is asked only about a cut the rules made.
//!
//! The model is a text file (`data/join-model.txt`) written by [`train`] and checked against the
//! corpus by `tests/join_model.rs`, so a change to the corpus retrains it in the open.
//!
//! The same kind of model, over [`cut_features`], is the merge model (`data/merge-model.txt`,
//! written by [`train_on`] and checked by `tests/merge_model.rs`): asked at every other cut the
//! rules make between two remarks, it learns from the cuts the rules make in the corpus, which
//! the words of one expected finding run across and which fall between two.
//!
//! The split model (`data/split-model.txt`, written by [`train_logistic`] and checked by
//! `tests/split_model.rs`) reads the same features at places inside a remark the rules left
//! whole. It is a logistic regression rather than naive Bayes: it is trusted near its ends,
//! where naive Bayes, counting overlapping features as separate evidence, is overconfident.
//! So is the fine model (`data/fine-model.txt`, checked by `tests/fine_model.rs`), over the key
//! model's features of a whole remark: whether it only says a thing is fine.

use std::collections::HashMap;

use crate::words::WordHashBuild;

/// How many words either side of the "and" the model reads.
pub const REACH: usize = 6;

/// Additive smoothing of the feature counts.
const SMOOTHING: f64 = 0.5;

/// A feature seen fewer times than this in training is left out of the model.
const MIN_COUNT: u32 = 2;

/// The words of `text`: lower case, letters and digits, apostrophes dropped ("won't" is
/// "wont").
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
        } else if c == '\'' || c == '\u{2019}' {
            // "won't", "don’t": one word.
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Where each word of `text` is (bytes), as [`words`] reads them.
pub fn word_spans(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    // (Most notes are ASCII: their bytes are read directly.)
    if text.is_ascii() {
        let mut start = None;
        for (i, b) in text.bytes().enumerate() {
            let inside = b.is_ascii_alphanumeric() || b == b'\'';
            match (inside, start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    if text.as_bytes()[s..i].iter().any(u8::is_ascii_alphanumeric) {
                        out.push((s, i));
                    }
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start
            && text.as_bytes()[s..].iter().any(u8::is_ascii_alphanumeric)
        {
            out.push((s, text.len()));
        }
        return out;
    }
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (in_word(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
    // (An apostrophe alone is no word.)
    out.retain(|&(a, b)| text[a..b].chars().any(char::is_alphanumeric));
    out
}

/// Whether `c` is part of a word as [`words`] reads them.
fn in_word(c: char) -> bool {
    c.is_alphanumeric() || c == '\'' || c == '\u{2019}'
}

/// The first character after the `n`th word of `chars`, read in their order: where a window of
/// `n` words ends, or `None` when `chars` hold no more than `n` words.
fn after_nth_word(chars: impl Iterator<Item = (usize, char)>, n: usize) -> Option<(usize, char)> {
    let mut seen = 0;
    let mut inside = false;
    for (i, c) in chars {
        if in_word(c) {
            if !inside {
                inside = true;
                seen += 1;
            }
        } else if inside {
            inside = false;
            if seen == n {
                return Some((i, c));
            }
        }
    }
    None
}

/// The last `n` words of `text` (see [`words`]), reading only as far back as they reach: what
/// the model reads before an "and", however long the note before it.
pub fn last_words(text: &str, n: usize) -> Vec<String> {
    let start = after_nth_word(text.char_indices().rev(), n).map_or(0, |(i, c)| i + c.len_utf8());
    words(&text[start..])
}

/// The first `n` words of `text` (see [`words`]), reading only as far as they reach.
pub fn first_words(text: &str, n: usize) -> Vec<String> {
    let end = after_nth_word(text.char_indices(), n).map_or(text.len(), |(i, _)| i);
    words(&text[..end])
}

/// The features of an "and" between `left` (the words before it) and `right` (the words after
/// it): the words next to it on each side, alone and as pairs, the words near it on each side,
/// and whether the right side names again a word of the left ("the front window … and the back
/// window").
pub fn features(left: &[String], right: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    each_feature(left, right, &mut String::new(), &mut |f| {
        out.push(f.to_owned())
    });
    out
}

/// Calls `f` with each of [`features`], written in `buf` (no feature is allocated: the merge
/// model is asked at every cut of a note).
fn each_feature(left: &[String], right: &[String], buf: &mut String, f: &mut impl FnMut(&str)) {
    use std::fmt::Write;
    let left = &left[left.len().saturating_sub(REACH)..];
    let right = &right[..right.len().min(REACH)];
    let mut emit = |args: std::fmt::Arguments| {
        buf.clear();
        let _ = buf.write_fmt(args);
        f(buf);
    };
    if let Some(r) = right.first() {
        emit(format_args!("r1:{r}"));
        if let Some(r2) = right.get(1) {
            emit(format_args!("r2:{r}_{r2}"));
        }
    }
    if let Some(l) = left.last() {
        emit(format_args!("l1:{l}"));
        if let Some(r) = right.first() {
            emit(format_args!("lr:{l}_{r}"));
        }
    }
    for w in &right[..right.len().min(4)] {
        emit(format_args!("rw:{w}"));
    }
    for w in &left[left.len().saturating_sub(4)..] {
        emit(format_args!("lw:{w}"));
    }
    for w in &right[..right.len().min(4)] {
        if w.len() > 3 && left.contains(w) {
            emit(format_args!("again"));
        }
    }
}

/// The features of any cut the rules made between two remarks of one box: those of an "and"
/// ([`features`]) over the words either side, the words of the gap between the remarks, whether a
/// sentence or a clause ended there, and `facts` the rules know of the two remarks (whether
/// they are priced as one row, are in one sentence...).
pub fn cut_features(left: &[String], right: &[String], gap: &str, facts: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    each_cut_feature(left, right, gap, facts, &mut |f| out.push(f.to_owned()));
    out
}

/// Calls `f` with each of [`cut_features`].
fn each_cut_feature(
    left: &[String],
    right: &[String],
    gap: &str,
    facts: &[&str],
    f: &mut impl FnMut(&str),
) {
    let mut buf = String::with_capacity(32);
    each_feature(left, right, &mut buf, f);
    let gap_words = words(gap);
    if gap_words.is_empty() {
        f("gap:none");
    }
    for w in gap_words.iter().take(4) {
        buf.clear();
        buf.push_str("gap:");
        buf.push_str(w);
        f(&buf);
    }
    if gap.contains(['.', '?', '!', '\n']) {
        f("gap:stop");
    } else if gap.contains([',', ';', '-']) {
        f("gap:comma");
    }
    for fact in facts {
        f(fact);
    }
}

/// Trains the model on `(words before, words after, one finding)` examples of an "and" and
/// writes it as text (see [`train_on`]).
pub fn train<'a>(examples: impl IntoIterator<Item = (&'a [String], &'a [String], bool)>) -> String {
    train_on(
        examples
            .into_iter()
            .map(|(left, right, join)| (features(left, right), join)),
        "One finding or two either side of an \"and\"",
    )
}

/// Trains a model on `(features, one finding)` examples and writes it as text: a comment line
/// saying `what` it decides, a `class` line for each answer (how many examples, how many
/// features), then a `feature` line per feature with its count under each. Sorted, so the same
/// examples always give the same file.
pub fn train_on(examples: impl IntoIterator<Item = (Vec<String>, bool)>, what: &str) -> String {
    let mut docs = [0u32; 2];
    let mut counts: HashMap<String, [u32; 2]> = HashMap::new();
    for (features, join) in examples {
        let class = usize::from(join);
        docs[class] += 1;
        for f in features {
            counts.entry(f).or_default()[class] += 1;
        }
    }
    counts.retain(|_, by_class| by_class.iter().sum::<u32>() >= MIN_COUNT);
    let mut totals = [0u32; 2];
    for by_class in counts.values() {
        totals[0] += by_class[0];
        totals[1] += by_class[1];
    }
    let mut out = format!(
        "# {what}: written by join_model::train from the dictated corpus; do not edit by hand.\n"
    );
    out.push_str(&format!("class cut {} {}\n", docs[0], totals[0]));
    out.push_str(&format!("class join {} {}\n", docs[1], totals[1]));
    let mut features: Vec<(String, [u32; 2])> = counts.into_iter().collect();
    features.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    for (feature, [cut, join]) in features {
        out.push_str(&format!("feature {feature} {cut} {join}\n"));
    }
    out
}

/// How many passes over the examples [`train_logistic`] makes.
const EPOCHS: u32 = 8;

/// The first pass's learning rate; pass `n` (from 0) learns at `RATE / (n + 1)`.
const RATE: f64 = 0.1;

/// How much [`train_logistic`] pulls every weight towards zero at each step.
const L2: f64 = 1e-5;

/// Trains a logistic regression on `(features, one finding)` examples, by stochastic gradient
/// descent over them in their order, and writes it as text: a comment line saying `what` it
/// decides, a `bias` line, then a `weight` line per feature (the log odds it adds). Unlike naive
/// Bayes, it weighs features that always come together ("r1:the", "r2:the_deck", "rw:the") once,
/// not once each, so its probabilities can be trusted near their ends. Deterministic: the same
/// examples in the same order always give the same file.
pub fn train_logistic(
    examples: impl IntoIterator<Item = (Vec<String>, bool)>,
    what: &str,
) -> String {
    let examples: Vec<(Vec<String>, bool)> = examples.into_iter().collect();
    let mut seen: HashMap<&str, u32> = HashMap::new();
    for (features, _) in &examples {
        for f in features {
            *seen.entry(f.as_str()).or_default() += 1;
        }
    }
    let mut names: Vec<&str> = seen
        .iter()
        .filter(|(_, n)| **n >= MIN_COUNT)
        .map(|(f, _)| *f)
        .collect();
    names.sort_unstable();
    let index: HashMap<&str, usize> = names.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let rows: Vec<(Vec<usize>, f64)> = examples
        .iter()
        .map(|(features, one)| {
            let ids = features
                .iter()
                .filter_map(|f| index.get(f.as_str()).copied())
                .collect();
            (ids, if *one { 1.0 } else { 0.0 })
        })
        .collect();
    let mut weights = vec![0.0f64; names.len()];
    let mut bias = 0.0;
    for epoch in 0..EPOCHS {
        let rate = RATE / f64::from(epoch + 1);
        for (ids, y) in &rows {
            let odds = bias + ids.iter().map(|&i| weights[i]).sum::<f64>();
            let error = logistic(odds) - y;
            bias -= rate * error;
            for &i in ids {
                weights[i] -= rate * (error + L2 * weights[i]);
            }
        }
    }
    let mut out = format!(
        "# {what}: written by join_model::train_logistic from the dictated corpus; do not edit \
         by hand.\nbias {bias:.6}\n"
    );
    for (name, weight) in names.iter().zip(&weights) {
        // (A weight that rounds to nothing adds nothing.)
        if weight.abs() >= 0.0005 {
            out.push_str(&format!("weight {name} {weight:.3}\n"));
        }
    }
    out
}

fn logistic(odds: f64) -> f64 {
    1.0 / (1.0 + (-odds).exp())
}

/// A trained model, ready to score.
#[derive(Debug)]
pub struct JoinModel {
    /// Log odds of a join before any word is read.
    prior: f64,
    /// Per feature: log P(feature | join) - log P(feature | cut).
    weights: HashMap<String, f64, WordHashBuild>,
}

/// A line of a model file that does not read.
#[derive(Debug)]
pub struct BadModel(pub String);

impl std::fmt::Display for BadModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the join model does not read at: {}", self.0)
    }
}

impl JoinModel {
    /// Reads a model written by [`train`].
    pub fn parse(text: &str) -> Result<Self, BadModel> {
        let bad = |line: &str| BadModel(line.to_owned());
        let number = |s: Option<&str>, line: &str| -> Result<f64, BadModel> {
            s.and_then(|s| s.parse::<f64>().ok())
                .ok_or_else(|| bad(line))
        };
        let mut docs: [Option<f64>; 2] = [None, None];
        let mut totals = [0.0; 2];
        let mut raw: Vec<(String, f64, f64)> = Vec::new();
        // A logistic regression's bias and weights (see [`train_logistic`]).
        let mut bias: Option<f64> = None;
        let mut learned: HashMap<String, f64, WordHashBuild> = HashMap::default();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let mut parts = line.split(' ');
            match parts.next() {
                Some("class") => {
                    let class = match parts.next() {
                        Some("cut") => 0,
                        Some("join") => 1,
                        _ => return Err(bad(line)),
                    };
                    docs[class] = Some(number(parts.next(), line)?);
                    totals[class] = number(parts.next(), line)?;
                }
                Some("bias") => bias = Some(number(parts.next(), line)?),
                Some("weight") => {
                    let feature = parts.next().ok_or_else(|| bad(line))?;
                    learned.insert(feature.to_owned(), number(parts.next(), line)?);
                }
                Some("feature") => {
                    let feature = parts.next().ok_or_else(|| bad(line))?;
                    let cut = number(parts.next(), line)?;
                    let join = number(parts.next(), line)?;
                    raw.push((feature.to_owned(), cut, join));
                }
                _ => return Err(bad(line)),
            }
        }
        if let Some(prior) = bias {
            if docs.iter().any(Option::is_some) || !raw.is_empty() {
                return Err(bad("a model with both counts and weights"));
            }
            return Ok(Self {
                prior,
                weights: learned,
            });
        }
        let (Some(cuts), Some(joins)) = (docs[0], docs[1]) else {
            return Err(bad("no classes"));
        };
        if cuts == 0.0 || joins == 0.0 {
            return Err(bad("a class with no examples"));
        }
        let vocabulary = raw.len() as f64;
        let log_p = |n: f64, class: usize| {
            ((n + SMOOTHING) / (totals[class] + SMOOTHING * vocabulary)).ln()
        };
        let weights = raw
            .into_iter()
            .map(|(feature, cut, join)| (feature, log_p(join, 1) - log_p(cut, 0)))
            .collect();
        Ok(Self {
            prior: (joins / cuts).ln(),
            weights,
        })
    }

    /// The probability that the words either side of an "and" are one finding.
    pub fn join_probability(&self, left: &[String], right: &[String]) -> f64 {
        let mut odds = self.prior;
        each_feature(left, right, &mut String::new(), &mut |f| {
            odds += self.weights.get(f).copied().unwrap_or(0.0);
        });
        logistic(odds)
    }

    /// The probability of the model's first answer for the features `each` calls its argument
    /// with (see `key_model::each_feature`), none of them allocated.
    pub fn probability_with(&self, each: impl FnOnce(&mut dyn FnMut(&str))) -> f64 {
        let mut odds = self.prior;
        each(&mut |f| odds += self.weights.get(f).copied().unwrap_or(0.0));
        logistic(odds)
    }

    /// The probability that a cut (see [`cut_features`]) is one finding.
    pub fn cut_probability(
        &self,
        left: &[String],
        right: &[String],
        gap: &str,
        facts: &[&str],
    ) -> f64 {
        let mut odds = self.prior;
        each_cut_feature(left, right, gap, facts, &mut |f| {
            odds += self.weights.get(f).copied().unwrap_or(0.0);
        });
        logistic(odds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(text: &str) -> Vec<String> {
        words(text)
    }

    #[test]
    fn features_are_the_words_next_to_the_and_and_a_word_named_again() {
        let f = features(
            &w("the front window is foggy"),
            &w("the back window won't open"),
        );
        for expected in [
            "r1:the",
            "r2:the_back",
            "l1:foggy",
            "lr:foggy_the",
            "rw:window",
            "lw:window",
            "again",
        ] {
            assert!(f.iter().any(|x| x == expected), "{expected} not in {f:?}");
        }
        // Only four words near the "and" on each side.
        assert!(!f.iter().any(|x| x == "lw:the"), "{f:?}");
    }

    #[test]
    fn a_cut_reads_its_gap_and_the_facts_the_rules_know() {
        let f = cut_features(
            &w("the pump is humming"),
            &w("wont prime"),
            ", so uh ",
            &["keys:same"],
        );
        for expected in [
            "l1:humming",
            "r1:wont",
            "gap:so",
            "gap:uh",
            "gap:comma",
            "keys:same",
        ] {
            assert!(f.iter().any(|x| x == expected), "{expected} not in {f:?}");
        }
        let f = cut_features(&w("the pump is humming"), &w("the deck"), ". ", &[]);
        assert!(f.iter().any(|x| x == "gap:none") && f.iter().any(|x| x == "gap:stop"));
    }

    #[test]
    fn the_words_either_side_are_read_only_as_far_as_they_reach() {
        let before = "so okay the back door won't lock, the pump is humming";
        assert_eq!(last_words(before, 3), w("pump is humming"));
        assert_eq!(last_words(before, 6), w("won't lock, the pump is humming"));
        assert_eq!(last_words("pump", 6), w("pump"));
        let after = " wont prime at all. the deck is fine";
        assert_eq!(first_words(after, 3), w("wont prime at"));
        assert_eq!(first_words(after, 20), w(after));
        assert!(first_words("", 3).is_empty());
    }

    #[test]
    fn a_trained_model_joins_a_second_symptom_and_cuts_a_second_thing() {
        let joins = [
            ("the pump is humming", "wont prime"),
            ("the fan is squealing", "not spinning"),
            ("the tub is chipped", "rusty at the drain"),
            ("the motor hums", "wont start"),
        ];
        let cuts = [
            ("the pump is humming", "theres a leak at the water heater"),
            ("the tub is chipped", "theres a crack in the ceiling"),
            ("the fan is noisy", "theres mold in the attic"),
        ];
        let examples: Vec<(Vec<String>, Vec<String>, bool)> = joins
            .iter()
            .map(|(l, r)| (w(l), w(r), true))
            .chain(cuts.iter().map(|(l, r)| (w(l), w(r), false)))
            .collect();
        let text = train(
            examples
                .iter()
                .map(|(l, r, j)| (l.as_slice(), r.as_slice(), *j)),
        );
        // The same examples give the same file.
        assert_eq!(
            text,
            train(
                examples
                    .iter()
                    .map(|(l, r, j)| (l.as_slice(), r.as_slice(), *j))
            )
        );
        let model = JoinModel::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let join = model.join_probability(&w("the blower is humming"), &w("wont start"));
        let cut = model.join_probability(&w("the blower is humming"), &w("theres a leak"));
        assert!(join > 0.5, "{join}");
        assert!(cut < 0.5, "{cut}");
    }

    #[test]
    fn a_logistic_model_learns_which_words_cut_and_reads_back_its_weights() {
        let example = |left: &str, right: &str, one: bool| {
            (cut_features(&w(left), &w(right), " ", &["start:3"]), one)
        };
        let mut examples = Vec::new();
        for _ in 0..20 {
            examples.push(example("the pump is humming", "and wont prime", true));
            examples.push(example("the deck is soft", "the gutters sag", false));
            examples.push(example("the fan is loud", "and wont start", true));
            examples.push(example("the roof is old", "the porch is rotted", false));
        }
        let text = train_logistic(examples, "test");
        assert!(text.contains("\nbias "), "{text}");
        assert!(text.contains("\nweight r1:and "), "{text}");
        let model = JoinModel::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let one = model.cut_probability(&w("the heater is cold"), &w("and wont light"), " ", &[]);
        let two = model.cut_probability(&w("the heater is cold"), &w("the sink drips"), " ", &[]);
        assert!(one > 0.8 && two < 0.2, "{one} {two}");
        // The same examples always give the same file.
        let again = train_logistic(
            (0..20).flat_map(|_| {
                [
                    example("the pump is humming", "and wont prime", true),
                    example("the deck is soft", "the gutters sag", false),
                    example("the fan is loud", "and wont start", true),
                    example("the roof is old", "the porch is rotted", false),
                ]
            }),
            "test",
        );
        assert_eq!(text, again);
        // A file is counts or weights, not both.
        assert!(JoinModel::parse("bias 0.5\nclass cut 1 1\nclass join 1 1\n").is_err());
        assert!(JoinModel::parse("bias x\n").is_err());
    }

    #[test]
    fn word_spans_are_where_the_words_are_in_ascii_and_not() {
        for text in [
            "the a/c won't cool -- ' 2x4s, 1,200 sq ft.",
            "the café's boiler won't light ' naïve",
        ] {
            let spans = word_spans(text);
            let read: Vec<String> = spans
                .iter()
                .flat_map(|&(a, b)| words(&text[a..b]))
                .collect();
            assert_eq!(read, words(text), "{text}");
            assert_eq!(spans.len(), words(text).len(), "{text}");
        }
        assert_eq!(word_spans("it's ok"), [(0, 4), (5, 7)]);
    }

    #[test]
    fn a_bad_model_line_is_an_error() {
        assert!(JoinModel::parse("class cut x 3\n").is_err());
        assert!(JoinModel::parse("class cut 1 1\nclass join 1 1\nfeature a 1\n").is_err());
        assert!(JoinModel::parse("class cut 1 1\n").is_err());
        assert!(JoinModel::parse("# nothing\n").is_err());
    }
}
