//! Words and sentences: how the notes are cut into segments and tokens, and how a word is
//! normalised (case, apostrophes, plurals) so that "Shingles", "shingle's" and "shingle" compare
//! equal with the lexicon.

/// A word of the notes with its byte span in the segment it came from.
#[derive(Debug, Clone)]
pub(crate) struct Token {
    /// Lower-cased, apostrophes removed, plural reduced ("outlets" -> "outlet").
    pub norm: std::rc::Rc<str>,
    pub start: usize,
    pub end: usize,
    /// A comma (or a colon or a dash) separates this word from the one before it.
    pub comma_before: bool,
}

/// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS: &[&str] = &[
    "sq", "ft", "approx", "appx", "est", "st", "ave", "dr", "no", "vs", "etc", "mr", "mrs", "ms",
    "jr", "sr", "yr", "yrs", "lbs", "apt", "bldg", "e", "g", "i", "min", "max",
];

/// Byte ranges of the sentences, lines, bullets and semicolon-separated pieces of `text`.
pub(crate) fn segments(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let push = |from: usize, to: usize, out: &mut Vec<(usize, usize)>| {
        if text[from..to].chars().any(char::is_alphanumeric) {
            out.push((from, to));
        }
    };
    for (i, c) in text.char_indices() {
        let boundary = match c {
            '\n' | '\r' | ';' | '!' | '?' | '•' | '·' => true,
            '.' => {
                let next = text[i + 1..].chars().next();
                let ends_word = next.is_none_or(char::is_whitespace);
                ends_word && !is_abbreviation_stop(text, i)
            }
            _ => false,
        };
        if boundary {
            push(start, i, &mut out);
            start = i + c.len_utf8();
        }
    }
    if start < bytes.len() {
        push(start, bytes.len(), &mut out);
    }
    out
}

/// Whether the full stop at byte `dot` belongs to an abbreviation ("sq. ft.", "approx.").
fn is_abbreviation_stop(text: &str, dot: usize) -> bool {
    let before = &text[..dot];
    let word_start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()
        .map_or(dot, |(i, _)| i);
    let word = before[word_start..].to_ascii_lowercase();
    if !ABBREVIATIONS.contains(&word.as_str()) {
        return false;
    }
    // "... 1,200 sq. ft. The roof ..." still ends a sentence after "ft." when a capital follows.
    let next_visible = text[dot + 1..].chars().find(|c| !c.is_whitespace());
    !(word == "ft" && next_visible.is_some_and(char::is_uppercase))
}

/// Characters by index: plain bytes for ASCII text (the common case), decoded otherwise.
struct Chars<'a> {
    bytes: &'a [u8],
    decoded: Option<Vec<(usize, char)>>,
}

impl<'a> Chars<'a> {
    fn new(text: &'a str) -> Self {
        let decoded = (!text.is_ascii()).then(|| text.char_indices().collect());
        Self {
            bytes: text.as_bytes(),
            decoded,
        }
    }

    fn len(&self) -> usize {
        self.decoded.as_ref().map_or(self.bytes.len(), Vec::len)
    }

    fn get(&self, i: usize) -> Option<(usize, char)> {
        match &self.decoded {
            Some(decoded) => decoded.get(i).copied(),
            None => self.bytes.get(i).map(|b| (i, char::from(*b))),
        }
    }

    fn at(&self, i: usize) -> (usize, char) {
        self.get(i).unwrap_or((self.bytes.len(), ' '))
    }
}

/// The words of a segment. Hyphens and most punctuation separate words; "a/c" and "w/d" stay
/// one word; "1,200" and "1.2k" stay numbers; "&" and "+" read as "and".
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    tokenize_with(text, &mut Interner::default())
}

/// One shared copy of each distinct word: notes repeat "the", "roof", "is" a lot.
#[derive(Default)]
pub(crate) struct Interner {
    words: std::collections::HashSet<std::rc::Rc<str>, crate::words::FnvBuild>,
}

impl Interner {
    fn get(&mut self, word: &str) -> std::rc::Rc<str> {
        if let Some(shared) = self.words.get(word) {
            return shared.clone();
        }
        let shared: std::rc::Rc<str> = std::rc::Rc::from(word);
        self.words.insert(shared.clone());
        shared
    }
}

/// `tokenize`, sharing word copies through `interner`.
pub(crate) fn tokenize_with(text: &str, interner: &mut Interner) -> Vec<Token> {
    let chars = Chars::new(text);
    let mut tokens = Vec::with_capacity(text.len() / 4 + 1);
    // One buffer for every word; each token keeps its own shared copy.
    let mut scratch = String::with_capacity(16);
    let mut comma = false;
    let mut i = 0;
    while i < chars.len() {
        let (pos, c) = chars.at(i);
        if c.is_alphanumeric() {
            // The word is lower-cased as it is read; apostrophes and joining slashes are
            // dropped (see `normalize_word`).
            let mut norm = std::mem::take(&mut scratch);
            norm.clear();
            let mut raw_chars = 0;
            let mut j = i;
            while j < chars.len() {
                let cj = chars.at(j).1;
                if cj.is_alphanumeric() {
                    if cj.is_ascii() {
                        norm.push(cj.to_ascii_lowercase());
                    } else {
                        norm.extend(cj.to_lowercase());
                    }
                    raw_chars += 1;
                    j += 1;
                    continue;
                }
                let prev = chars.at(j - 1).1;
                let next = chars.get(j + 1).map(|x| x.1);
                let joins_number = (cj == '.' || cj == ',')
                    && prev.is_ascii_digit()
                    && next.is_some_and(|n| n.is_ascii_digit());
                let joins_word = (cj == '\'' || cj == '’')
                    && prev.is_alphabetic()
                    && next.is_some_and(char::is_alphabetic);
                let joins_letters = cj == '/'
                    && raw_chars == 1
                    && prev.is_alphabetic()
                    && next.is_some_and(char::is_alphabetic)
                    && chars.get(j + 2).is_none_or(|x| !x.1.is_alphanumeric());
                if joins_number || joins_word || joins_letters {
                    if cj == '.' {
                        norm.push('.');
                    }
                    j += 1;
                    continue;
                }
                break;
            }
            let end = chars.get(j).map_or(text.len(), |x| x.0);
            let singular = singularize(norm);
            let norm = interner.get(&singular);
            scratch = singular;
            tokens.push(Token {
                norm,
                start: pos,
                end,
                comma_before: comma,
            });
            comma = false;
            i = j;
        } else {
            match c {
                ',' | ':' | '(' | ')' | '–' | '—' => comma = true,
                '&' | '+' => {
                    tokens.push(Token {
                        norm: "and".into(),
                        start: pos,
                        end: pos + c.len_utf8(),
                        comma_before: comma,
                    });
                    comma = false;
                }
                '-' => {
                    // A dash between spaces separates like a comma; a hyphen inside a word does not.
                    let spaced = chars.get(i + 1).is_none_or(|x| x.1.is_whitespace())
                        || i == 0
                        || chars.at(i - 1).1.is_whitespace();
                    if spaced {
                        comma = true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    tokens
}

#[cfg(test)]
/// Lower case, no apostrophes or slashes or thousands separators, singular.
pub(crate) fn normalize_word(raw: &str) -> String {
    let mut lower = String::with_capacity(raw.len());
    if raw.is_ascii() {
        lower.extend(
            raw.bytes()
                .filter(|b| !matches!(b, b'\'' | b'/' | b','))
                .map(|b| char::from(b.to_ascii_lowercase())),
        );
    } else {
        lower.extend(
            raw.chars()
                .filter(|c| !matches!(c, '\'' | '’' | '/' | ','))
                .flat_map(char::to_lowercase),
        );
    }
    singularize(lower)
}

/// A plural reduced to its singular, well enough for matching: both the notes and the lexicon
/// pass through it, so "series" -> "sery" does no harm.
pub(crate) fn singularize(mut w: String) -> String {
    const ACRONYM_PLURALS: &[(&str, &str)] = &[
        ("acs", "ac"),
        ("gfcis", "gfci"),
        ("gfis", "gfi"),
        ("afcis", "afci"),
        ("hvacs", "hvac"),
        ("hwhs", "hwh"),
    ];
    if let Some((_, singular)) = ACRONYM_PLURALS.iter().find(|(plural, _)| *plural == w) {
        return (*singular).to_owned();
    }
    if w.len() <= 3 || w.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return w;
    }
    if w.ends_with("ss") || w.ends_with("us") || w.ends_with("is") {
        return w;
    }
    if w.ends_with("ies") && w.len() > 4 {
        w.truncate(w.len() - 3);
        w.push('y');
    } else if ["xes", "ches", "shes", "sses", "zes"]
        .iter()
        .any(|s| w.ends_with(s))
    {
        w.truncate(w.len() - 2);
    } else if w.ends_with('s') {
        w.truncate(w.len() - 1);
    }
    w
}

/// The value of a number word or numeral token ("three", "1200", "1.2k", "6kw" -> 6).
/// Returns the number and any letters glued after it ("kw", "sqft", "yr").
pub(crate) fn parse_number(norm: &str) -> Option<(f64, &str)> {
    let first = norm.as_bytes().first()?;
    if !first.is_ascii_digit() && !b"otfsendcp".contains(first) {
        return None;
    }
    if let Some(v) = number_word(norm) {
        return Some((v, ""));
    }
    let digits_end = norm
        .char_indices()
        .find(|(_, c)| !(c.is_ascii_digit() || *c == '.'))
        .map_or(norm.len(), |(i, _)| i);
    if digits_end == 0 {
        return None;
    }
    let value: f64 = norm[..digits_end].trim_end_matches('.').parse().ok()?;
    let suffix = &norm[digits_end..];
    match suffix {
        "k" => Some((value * 1_000.0, "")),
        _ => Some((value, suffix)),
    }
}

fn number_word(w: &str) -> Option<f64> {
    Some(match w {
        "one" => 1.0,
        "two" => 2.0,
        "three" => 3.0,
        "four" => 4.0,
        "five" => 5.0,
        "six" => 6.0,
        "seven" => 7.0,
        "eight" => 8.0,
        "nine" => 9.0,
        "ten" => 10.0,
        "eleven" => 11.0,
        "twelve" => 12.0,
        "thirteen" => 13.0,
        "fourteen" => 14.0,
        "fifteen" => 15.0,
        "sixteen" => 16.0,
        "seventeen" => 17.0,
        "eighteen" => 18.0,
        "nineteen" => 19.0,
        "twenty" => 20.0,
        "thirty" => 30.0,
        "forty" => 40.0,
        "fifty" => 50.0,
        "sixty" => 60.0,
        "seventy" => 70.0,
        "eighty" => 80.0,
        "ninety" => 90.0,
        "dozen" => 12.0,
        "couple" => 2.0,
        "pair" => 2.0,
        _ => return None,
    })
}

/// Words that carry no content when an agent speaks into a phone.
pub(crate) const FILLER_WORDS: &[&str] = &[
    "um",
    "umm",
    "uh",
    "uhh",
    "uhm",
    "er",
    "erm",
    "ah",
    "ahh",
    "hmm",
    "hm",
    "mm",
    "mmm",
    "okay",
    "ok",
    "alright",
    "yeah",
    "yep",
    "yup",
    "oh",
    "anyway",
    "anyways",
    "basically",
    "actually",
    "honestly",
    "literally",
    "kinda",
    "sorta",
];

/// Multi-word filler, already normalised.
pub(crate) const FILLER_PHRASES: &[&[&str]] = &[
    &["let", "see"],
    &["let", "me", "see"],
    &["you", "know"],
    &["i", "mean"],
    &["kind", "of"],
    &["sort", "of"],
    &["next", "room"],
    &["moving", "on"],
    &["all", "right"],
    &["i", "guess"],
    &["i", "think"],
    &["i", "would", "say"],
    &["id", "say"],
    &["to", "be", "honest"],
    &["over", "here"],
    &["right", "here"],
    &["real", "quick"],
    &["what", "else"],
    &["uh", "huh"],
];

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        tokenize(text)
            .into_iter()
            .map(|t| t.norm.to_string())
            .collect()
    }

    #[test]
    fn splits_sentences_lines_and_semicolons_but_not_numbers_or_abbreviations() {
        let text = "Roof is old. About 1.2k sq. ft. of carpet; GFCI missing\n- windows fogged! ok";
        let parts: Vec<&str> = segments(text)
            .into_iter()
            .map(|(a, b)| &text[a..b])
            .collect();
        assert_eq!(
            parts,
            vec![
                "Roof is old",
                " About 1.2k sq. ft. of carpet",
                " GFCI missing",
                "- windows fogged",
                " ok"
            ]
        );
    }

    #[test]
    fn normalises_case_plurals_apostrophes_and_slashes() {
        assert_eq!(
            words("The A/C's Shingles, GFCIs & 1,200 batteries don't"),
            vec![
                "the", "ac", "shingle", "gfci", "and", "1200", "battery", "dont"
            ]
        );
        assert_eq!(words("15-year-old"), vec!["15", "year", "old"]);
        assert_eq!(singularize("glass".into()), "glass");
        assert_eq!(singularize("switches".into()), "switch");
    }

    #[test]
    fn reads_typed_punctuation_and_accents() {
        assert_eq!(
            words("Don’t touch – café’s réno"),
            vec!["dont", "touch", "café", "réno"]
        );
    }

    #[test]
    fn marks_commas_between_words() {
        let t = tokenize("roof, gutters and windows");
        assert!(!t[0].comma_before);
        assert!(t[1].comma_before);
        assert!(!t[2].comma_before);
    }

    #[test]
    fn parses_numbers_and_number_words() {
        assert_eq!(parse_number("three"), Some((3.0, "")));
        assert_eq!(parse_number("1200"), Some((1200.0, "")));
        assert_eq!(parse_number("1.2k"), Some((1200.0, "")));
        assert_eq!(parse_number("6kw"), Some((6.0, "kw")));
        assert_eq!(parse_number("roof"), None);
    }
}
