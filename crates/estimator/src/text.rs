//! Words and sentences: how the notes are cut into segments and tokens, and how a word is
//! normalised (case, apostrophes, plurals) so that "Shingles", "shingle's" and "shingle" compare
//! equal with the lexicon.

use crate::words::number_word;

/// A word of the notes with its byte span in the segment it came from.
#[derive(Debug, Clone)]
pub(crate) struct Token {
    /// Lower-cased, apostrophes removed, plural reduced ("outlets" -> "outlet"); the word is
    /// kept once in the interner (see `Interner::word`).
    pub norm: WordId,
    pub start: usize,
    pub end: usize,
    /// A comma (or a colon or a dash) separates this word from the one before it.
    pub comma_before: bool,
    /// What the interner knows of the word: its classes and the phrases it starts.
    pub info: WordInfo,
}

/// Abbreviations whose full stop never ends a sentence.
const ABBREVIATIONS: &[&str] = &[
    "sq", "approx", "appx", "est", "st", "ave", "dr", "no", "vs", "etc", "mr", "mrs", "ms", "jr",
    "sr", "yr", "yrs", "lbs", "apt", "bldg", "e", "g", "i", "min", "max",
];

/// Abbreviations whose full stop ends a sentence only when a capital follows ("~650 sq ft. Paint
/// int. All rooms" is two sentences; "Paint int. all rooms" is one): "ft", typed short for rooms
/// and sides ("bsmt. walls damp"), and for parts, papers and amounts ("No CO det. anywhere", "low
/// yield per discl. seller hauls water", "Stone fdn. cracked").
const STOP_BEFORE_A_CAPITAL: &[&str] = &[
    "ft", "int", "ext", "bsmt", "rm", "br", "bdrm", "kit", "mstr", "det", "discl", "insp", "fdn",
    "flr", "lr", "gar", "elec", "mech", "gal", "lf", "sf",
];

/// The spoken item labels of `text` ("item three", "item three point two", read off a report or
/// counted off a list), as byte ranges: each starts a new segment, and the label itself belongs
/// to none.
fn item_labels(text: &str) -> Vec<(usize, usize)> {
    let mut labels = Vec::new();
    // (Most notes have none: a quick look first.)
    if !["item", "Item", "ITEM"].iter().any(|w| text.contains(w)) {
        return labels;
    }
    let bytes = text.as_bytes();
    let is_number = |w: &str| {
        !w.is_empty()
            && (w.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                || number_word(&w.to_ascii_lowercase()).is_some())
    };
    // The next word after `at`, trimmed of a typed comma, colon or dash, and where it ends.
    let word_after = |at: usize| {
        let rest = &text[at..];
        let start = at + (rest.len() - rest.trim_start().len());
        let len = text[start..]
            .find(char::is_whitespace)
            .unwrap_or(text.len() - start);
        let word = text[start..start + len].trim_end_matches([',', ':', '-']);
        (word, start + word.len())
    };
    // (Scanned by byte: a note is mostly ASCII, and "item" is.)
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|b| b | 0x20 == b'i') {
        at += offset;
        let found = bytes.len() >= at + 5
            && bytes[at..at + 4].eq_ignore_ascii_case(b"item")
            && bytes[at + 4].is_ascii_whitespace()
            && (at == 0 || !bytes[at - 1].is_ascii_alphanumeric());
        if !found {
            at += 1;
            continue;
        }
        let (first, mut end) = word_after(at + 4);
        if !is_number(first) {
            at += 4;
            continue;
        }
        // "item three point two".
        let (point, after_point) = word_after(end);
        if point.eq_ignore_ascii_case("point") {
            let (second, after_second) = word_after(after_point);
            if is_number(second) {
                end = after_second;
            }
        }
        labels.push((at, end));
        at = end;
    }
    labels
}

/// Words that, before "period", make it a span of time or a style ("the warranty period", "a
/// period house" is said "period" after a determiner, never as a full stop).
const BEFORE_A_PERIOD_WORD: &[&str] = &[
    "the",
    "a",
    "that",
    "this",
    "warranty",
    "grace",
    "trial",
    "waiting",
    "inspection",
    "option",
    "due",
    "diligence",
    "short",
    "long",
    "time",
    "rental",
    "lease",
    "cooling",
    "heating",
    "off",
];

/// Words that, after "period", make it a style or a span ("period details", "period of time").
const AFTER_A_PERIOD_WORD: &[&str] = &[
    "of",
    "details",
    "detail",
    "features",
    "feature",
    "style",
    "correct",
    "piece",
    "pieces",
    "trim",
    "fixtures",
    "lighting",
    "look",
    "charm",
    "home",
    "house",
    "windows",
    "doors",
    "hardware",
    "moldings",
    "molding",
    "mouldings",
    "appropriate",
];

/// Punctuation a voice assistant wrote out as words ("the scupper is rusted new line heat pump
/// is not cooling", "get a tech out period uh panel is a zinsco"), as byte ranges: each ends the
/// remark before it, and the words belong to none. "period" is a full stop only between two
/// remarks: not after a determiner or before "of" or a style word ("the warranty period",
/// "period details").
fn spoken_marks(text: &str) -> Vec<(usize, usize)> {
    let mut marks = Vec::new();
    // (Most notes have none: a quick look first.)
    let lower = text.to_ascii_lowercase();
    let said = ["new line", "next line", "paragraph", "period"];
    if !said.iter().any(|w| lower.contains(w)) {
        return marks;
    }
    // Words with their byte spans, letters and digits only.
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let part = c.is_alphanumeric() || c == '\'';
        match (part, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, text.len()));
    }
    let word = |k: usize| spans.get(k).map_or("", |&(s, e)| &text[s..e]);
    let is = |w: &str, options: &[&str]| options.iter().any(|o| o.eq_ignore_ascii_case(w));
    let mut k = 0;
    while k < spans.len() {
        let w = word(k);
        let next = word(k + 1);
        if is(w, &["new", "next"]) && is(next, &["line", "paragraph"]) {
            marks.push((spans[k].0, spans[k + 1].1));
            k += 2;
            continue;
        }
        if k > 0 && w.eq_ignore_ascii_case("period") {
            let before = word(k - 1);
            let is_stop = !is(before, BEFORE_A_PERIOD_WORD)
                && !is(next, AFTER_A_PERIOD_WORD)
                && !before.bytes().all(|b| b.is_ascii_digit());
            if is_stop {
                marks.push(spans[k]);
            }
        }
        k += 1;
    }
    marks
}

/// Byte ranges of the sentences, lines, bullets and semicolon-separated pieces of `text`, and of
/// the parts a spoken item label starts ("item two the roof jack is leaking").
pub(crate) fn segments(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len() / 32 + 1);
    let mut start = 0;
    // Only pieces with a letter or a digit count.
    let push = |from: usize, to: usize, out: &mut Vec<(usize, usize)>| {
        let piece = &text[from..to];
        let has_word = piece.bytes().any(|b| b.is_ascii_alphanumeric())
            || (!piece.is_ascii() && piece.chars().any(char::is_alphanumeric));
        if has_word {
            out.push((from, to));
        }
    };
    // Every boundary character starts with a byte that is not inside a multi-byte character,
    // so the text is scanned byte by byte.
    for (i, &b) in bytes.iter().enumerate() {
        let width = match b {
            b'\n' | b'\r' | b';' | b'!' | b'?' => 1,
            b'.' => {
                let next = text[i + 1..].chars().next();
                let ends_word = next.is_none_or(char::is_whitespace);
                if !ends_word || is_abbreviation_stop(text, i) {
                    continue;
                }
                1
            }
            // '•' (U+2022) and '·' (U+00B7).
            0xE2 if bytes[i + 1..].starts_with(&[0x80, 0xA2]) => 3,
            0xC2 if bytes.get(i + 1) == Some(&0xB7) => 2,
            _ => continue,
        };
        push(start, i, &mut out);
        start = i + width;
    }
    if start < bytes.len() {
        push(start, bytes.len(), &mut out);
    }
    let mut labels = item_labels(text);
    labels.extend(spoken_marks(text));
    if labels.is_empty() {
        return out;
    }
    labels.sort_unstable();
    // Each label ends the piece it is in and starts a new one after it.
    let mut cut = Vec::with_capacity(out.len() + labels.len());
    for (start, to) in out {
        let mut from = start;
        for &(at, end) in labels.iter().filter(|(at, _)| (start..to).contains(at)) {
            push(from, at, &mut cut);
            from = end.min(to);
        }
        push(from, to, &mut cut);
    }
    cut
}

/// Words an agent says before naming a box ("um so for updates").
const BEFORE_LABEL: &[&str] = &[
    "um", "uh", "umm", "uhh", "okay", "ok", "alright", "so", "and", "now", "for", "as",
];

/// `notes` without the box's own name said at its start: dictation often opens the updates box
/// with "updates um they want…" and the repairs box with "repairs:". Only the plural name is a
/// label; "update the pink bathroom" asks for work.
pub(crate) fn without_box_label(notes: &str) -> &str {
    let mut rest = notes;
    loop {
        let trimmed = rest.trim_start();
        let end = trimmed
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(trimmed.len());
        let word = &trimmed[..end];
        if word.eq_ignore_ascii_case("updates") || word.eq_ignore_ascii_case("repairs") {
            let after = &trimmed[end..];
            // "Repairs: …", "updates - …", "updates wise …".
            let after = after
                .trim_start()
                .trim_start_matches([':', '-', ',', '.', '–', '—'])
                .trim_start();
            let after = after
                .strip_prefix("wise")
                .filter(|a| a.starts_with(|c: char| !c.is_alphanumeric()))
                .map_or(after, str::trim_start);
            // Only when more follows: "Updates." alone says nothing either way.
            return if after.trim().is_empty() {
                notes
            } else {
                after
            };
        }
        if word.is_empty() || !BEFORE_LABEL.iter().any(|b| word.eq_ignore_ascii_case(b)) {
            return notes;
        }
        rest = trimmed[end..].trim_start_matches([',', '.', ':']);
    }
}

/// Rooms and places a walk-through moves between.
const PLACES: &[&str] = &[
    "kitchen",
    "living",
    "room",
    "bath",
    "bathroom",
    "bedroom",
    "basement",
    "garage",
    "attic",
    "yard",
    "porch",
    "entry",
    "hall",
    "hallway",
    "dining",
    "den",
    "office",
    "laundry",
    "pool",
    "deck",
    "crawl",
    "loft",
    "stairs",
    "level",
    "mudroom",
    "sunroom",
    "family",
    "foyer",
    "patio",
    "driveway",
    "shed",
    "barn",
    "closet",
    "cellar",
    "upstairs",
    "downstairs",
    "outside",
    "inside",
    "study",
    "parlor",
    "nursery",
    "bonus",
    "carport",
    "front",
    "back",
    "lower",
    "upper",
    "main",
];

/// `notes` with the agent's narration of where the walk-through is ("okay now were in the
/// living room", "so were in the entry", "okay going downstairs to the daylight basement") made a
/// sentence break: it ends the remark before it, and the place it names opens the next one.
pub(crate) fn without_narration(notes: &str) -> std::borrow::Cow<'_, str> {
    // Cheap first, in one pass: every narration says "were", "going", "heading", "moving" or
    // "out" right after a lead word ("okay now were", "so going", "okay out").
    const LEADS: &[&str] = &["okay", "ok", "alright", "so", "now", "and", "um", "uh"];
    let lead = |w: &str| {
        let w = w.trim_end_matches(',');
        LEADS.iter().any(|l| w.eq_ignore_ascii_case(l))
    };
    let mut previous = "";
    let candidate = notes.split_ascii_whitespace().any(|w| {
        let moves = ["were", "we're", "going", "heading", "moving", "out"]
            .iter()
            .any(|m| w.eq_ignore_ascii_case(m));
        let found = moves && lead(previous);
        previous = w;
        found
    });
    if !candidate {
        return std::borrow::Cow::Borrowed(notes);
    }
    // (start, end) of each word, trimmed of punctuation around it.
    let words: Vec<(usize, usize)> = {
        let mut out = Vec::with_capacity(notes.len() / 5);
        let bytes = notes.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            while i < bytes.len() && !bytes[i].is_ascii_alphanumeric() && bytes[i].is_ascii() {
                i += 1;
            }
            let start = i;
            while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            let mut end = i;
            while end > start && bytes[end - 1].is_ascii_punctuation() {
                end -= 1;
            }
            if end > start {
                out.push((start, end));
            }
        }
        out
    };
    // The word at `k`, compared case-blind ("We're" is "were").
    let word = |k: usize| -> &str {
        words.get(k).map_or("", |&(a, b)| {
            let w = &notes[a..b];
            if w.eq_ignore_ascii_case("we're") {
                "were"
            } else {
                w
            }
        })
    };
    let is = |k: usize, options: &[&str]| options.iter().any(|o| word(k).eq_ignore_ascii_case(o));
    let place = |k: usize| PLACES.iter().any(|p| word(k).eq_ignore_ascii_case(p));
    // Where a narration starting at `i` (on a lead word) ends: the index of the place's first
    // word, or of the word after the narration when it names no place.
    let narration = |i: usize| -> Option<usize> {
        let mut j = i;
        while j < words.len() && is(j, LEADS) {
            j += 1;
        }
        if j == i {
            return None;
        }
        let moving = if is(j, &["were"]) || (is(j, &["we"]) && is(j + 1, &["are"])) {
            j += if is(j, &["we"]) { 2 } else { 1 };
            if is(j, &["now"]) {
                j += 1;
            }
            if is(j, &["going", "heading", "moving", "walking"]) {
                j += 1;
            }
            true
        } else if is(j, &["going", "heading", "moving", "out"]) {
            j += 1;
            false
        } else {
            return None;
        };
        let to = is(
            j,
            &[
                "in",
                "into",
                "inside",
                "at",
                "on",
                "up",
                "down",
                "out",
                "outside",
                "upstairs",
                "downstairs",
                "back",
                "to",
            ],
        );
        if !to {
            return None;
        }
        // "out to the pool", "downstairs to the daylight basement", "back out to the yard".
        let mut k = j + 1;
        while is(k, &["to", "into", "in", "out", "down", "up"]) && k < j + 3 {
            k += 1;
        }
        // A place within a few words: the narration ends where the place's words begin.
        match (k..(k + 5).min(words.len())).find(|&p| place(p)) {
            Some(_) => Some(k),
            // "okay now were outside": the place is the word itself.
            None if moving && place(j) => Some(j + 1),
            None => None,
        }
    };
    let mut out = String::with_capacity(notes.len() + 8);
    let mut copied = 0;
    let mut i = 0;
    while i < words.len() {
        match narration(i) {
            Some(end) => {
                out.push_str(&notes[copied..words[i].0]);
                out.push_str(". ");
                copied = words.get(end).map_or(notes.len(), |w| w.0);
                i = end.max(i + 1);
            }
            None => i += 1,
        }
    }
    if copied == 0 {
        return std::borrow::Cow::Borrowed(notes);
    }
    out.push_str(&notes[copied..]);
    std::borrow::Cow::Owned(out)
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
    let word = &before[word_start..];
    if STOP_BEFORE_A_CAPITAL
        .iter()
        .any(|a| word.eq_ignore_ascii_case(a))
    {
        // "... 1,200 sq. ft. The roof ..." still ends a sentence after "ft." when a capital
        // follows.
        let next_visible = text[dot + 1..].chars().find(|c| !c.is_whitespace());
        return !next_visible.is_some_and(char::is_uppercase);
    }
    ABBREVIATIONS.iter().any(|a| word.eq_ignore_ascii_case(a))
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
#[cfg(test)]
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    tokenize_with(text, &mut Interner::default(), &mut tokens);
    tokens
}

/// The normalised words of `text` (see `tokenize`).
pub(crate) fn normalized_words(text: &str) -> Vec<String> {
    let mut interner = Interner::default();
    let mut tokens = Vec::new();
    tokenize_with(text, &mut interner, &mut tokens);
    tokens
        .iter()
        .map(|t| interner.word(t.norm).to_owned())
        .collect()
}

/// What is known of a normalised word, looked up once per distinct word.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct WordInfo {
    /// Its classes (see `words::class`).
    pub class: u32,
    /// Which group of lexicon phrases starts with it (see `findings::PhraseIndex`), if any.
    pub phrases: Option<u32>,
}

/// A distinct word of an `Interner`.
pub(crate) type WordId = u32;

/// One copy of each distinct word: notes repeat "the", "roof", "is" a lot. The words are kept
/// one after another in a single string, so a new word costs no allocation of its own, and
/// each word's classes and lexicon phrases are looked up once, when it is first seen.
#[derive(Default)]
pub(crate) struct Interner<'l> {
    /// The words, one after another.
    text: String,
    /// Each word's end in `text` (it starts where the previous one ends).
    ends: Vec<u32>,
    /// What is known of each word.
    infos: Vec<WordInfo>,
    /// An open-addressing hash table of the words (linear probing): `EMPTY` or a word id. Its
    /// length is a power of two, at least twice the number of words.
    slots: Vec<WordId>,
    /// First word of a lexicon phrase -> its group of phrases.
    phrase_starts:
        Option<&'l std::collections::HashMap<Box<str>, u32, crate::words::WordHashBuild>>,
}

impl<'l> Interner<'l> {
    /// An interner that also notes which words start a phrase of `phrase_starts`.
    /// `capacity` is how many distinct words to expect.
    pub(crate) fn with_phrases(
        phrase_starts: &'l std::collections::HashMap<Box<str>, u32, crate::words::WordHashBuild>,
        capacity: usize,
    ) -> Self {
        Self {
            text: String::with_capacity(capacity * 8),
            ends: Vec::with_capacity(capacity),
            infos: Vec::with_capacity(capacity),
            slots: vec![Self::EMPTY; (2 * capacity).next_power_of_two().max(16)],
            phrase_starts: Some(phrase_starts),
        }
    }

    /// A free slot of `slots`.
    const EMPTY: WordId = WordId::MAX;

    /// The slot of `word` in `slots`, or the free slot where it belongs.
    fn slot(&self, word: &str) -> usize {
        let mask = self.slots.len() - 1;
        let hash = std::hash::BuildHasher::hash_one(&crate::words::WordHashBuild::default(), word);
        // Only the low bits index the table.
        let mut at = hash as usize & mask;
        loop {
            let id = self.slots[at];
            if id == Self::EMPTY || self.word(id) == word {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    /// Doubles the hash table.
    fn grow(&mut self) {
        let size = (2 * self.slots.len()).max(16);
        self.slots = vec![Self::EMPTY; size];
        for id in 0..self.ends.len() {
            let id = WordId::try_from(id).unwrap_or(WordId::MAX);
            let at = self.slot(self.word(id));
            self.slots[at] = id;
        }
    }

    /// The word `id` stands for.
    pub(crate) fn word(&self, id: WordId) -> &str {
        let id = id as usize;
        let start = id.checked_sub(1).map_or(0, |i| self.ends[i] as usize);
        &self.text[start..self.ends[id] as usize]
    }

    /// The id of `word` and what is known of it, adding it when it is new.
    fn get(&mut self, word: &str) -> (WordId, WordInfo) {
        if 2 * (self.ends.len() + 1) > self.slots.len() {
            self.grow();
        }
        let at = self.slot(word);
        if self.slots[at] != Self::EMPTY {
            let id = self.slots[at];
            return (id, self.infos[id as usize]);
        }
        let info = WordInfo {
            class: crate::words::class_of(word),
            phrases: self
                .phrase_starts
                .and_then(|starts| starts.get(word).copied()),
        };
        let id = WordId::try_from(self.ends.len()).unwrap_or(WordId::MAX);
        self.text.push_str(word);
        self.ends
            .push(u32::try_from(self.text.len()).unwrap_or(u32::MAX));
        self.infos.push(info);
        self.slots[at] = id;
        (id, info)
    }
}

/// `tokenize`, sharing word copies through `interner` and appending to `tokens`.
pub(crate) fn tokenize_with(text: &str, interner: &mut Interner, tokens: &mut Vec<Token>) {
    if text.is_ascii() {
        tokenize_ascii(text, interner, tokens);
    } else {
        tokenize_unicode(text, interner, tokens);
    }
}

/// `tokenize_with` for ASCII text (the common case): the same rules, byte by byte.
fn tokenize_ascii(text: &str, interner: &mut Interner, tokens: &mut Vec<Token>) {
    let bytes = text.as_bytes();
    let is_space = |b: u8| char::from(b).is_whitespace();
    let mut norm = String::with_capacity(16);
    let mut comma = false;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphanumeric() {
            // The word is lower-cased as it is read; apostrophes and joining slashes are
            // dropped (see `normalize_word`).
            norm.clear();
            let mut raw_chars = 0;
            let mut j = i;
            while j < bytes.len() {
                // A run of letters and digits, copied at once (lower-cased below).
                let run = bytes[j..]
                    .iter()
                    .position(|b| !b.is_ascii_alphanumeric())
                    .unwrap_or(bytes.len() - j);
                if run > 0 {
                    norm.push_str(&text[j..j + run]);
                    raw_chars += run;
                    j += run;
                    continue;
                }
                let cj = bytes[j];
                let prev = bytes[j - 1];
                let next = bytes.get(j + 1).copied();
                let joins_number = (cj == b'.' || cj == b',')
                    && prev.is_ascii_digit()
                    && next.is_some_and(|n| n.is_ascii_digit());
                let joins_word = cj == b'\''
                    && prev.is_ascii_alphabetic()
                    && next.is_some_and(|n| n.is_ascii_alphabetic());
                let joins_letters = cj == b'/'
                    && raw_chars == 1
                    && prev.is_ascii_alphabetic()
                    && next.is_some_and(|n| n.is_ascii_alphabetic())
                    && bytes.get(j + 2).is_none_or(|x| !x.is_ascii_alphanumeric());
                if joins_number || joins_word || joins_letters {
                    if cj == b'.' {
                        norm.push('.');
                    }
                    j += 1;
                    continue;
                }
                break;
            }
            norm.make_ascii_lowercase();
            // "clogged w/ oak leaves": typed "with".
            if norm == "w"
                && bytes.get(j) == Some(&b'/')
                && bytes.get(j + 1).is_none_or(|&x| is_space(x))
            {
                norm.clear();
                norm.push_str("with");
                j += 1;
            }
            short_year(text, i, &mut norm);
            year_built(text, tokens, &mut norm);
            singularize_in_place(&mut norm);
            let (norm, info) = interner.get(&norm);
            tokens.push(Token {
                norm,
                start: i,
                end: j,
                comma_before: comma,
                info,
            });
            comma = false;
            i = j;
        } else {
            // A typed arrow ("carpet -> LVP", "TPR dripping => replace") reads "to": what the
            // thing becomes or what is done to it, one remark.
            if matches!(c, b'-' | b'=') && bytes.get(i + 1) == Some(&b'>') {
                let (norm, info) = interner.get("to");
                tokens.push(Token {
                    norm,
                    start: i,
                    end: i + 2,
                    comma_before: comma,
                    info,
                });
                comma = false;
                i += 2;
                continue;
            }
            match c {
                b',' | b':' | b'(' | b')' => comma = true,
                // "furnace 80%": a percentage, read "percent" so the number counts nothing.
                // ("22+ yrs old": a plus right after a number says "or more", not "and"; the
                // number reads as it is.)
                b'+' if i > 0 && bytes[i - 1].is_ascii_digit() => {}
                b'&' | b'+' | b'%' => {
                    let (norm, info) = interner.get(if c == b'%' { "percent" } else { "and" });
                    tokens.push(Token {
                        norm,
                        start: i,
                        end: i + 1,
                        comma_before: comma,
                        info,
                    });
                    comma = false;
                }
                // A dash or a slash between spaces separates like a comma ("vanity top cracked /
                // toilet wobbles"); a hyphen inside a word, or "LR/hall", does not.
                b'-' | b'/' => {
                    let after = bytes.get(i + 1).is_none_or(|&x| is_space(x));
                    let before = i == 0 || is_space(bytes[i - 1]);
                    if separates(c == b'/', before, after) {
                        comma = true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
}

/// "Furnace + AC '94", "WH ’08": a year typed short after an apostrophe reads as the whole
/// year (the word at byte `start` of `text`), so that it counts nothing.
fn short_year(text: &str, start: usize, norm: &mut String) {
    if norm.len() != 2 || !norm.bytes().all(|b| b.is_ascii_digit()) {
        return;
    }
    let mut before = text[..start].chars().rev();
    if !matches!(before.next(), Some('\'' | '’'))
        || before.next().is_some_and(char::is_alphanumeric)
    {
        return;
    }
    norm.insert_str(0, if norm.as_str() > "30" { "19" } else { "20" });
}

/// "98 build, brick front", "2009 build": the year the house was built, typed short, reads
/// "built" (not work to do).
fn year_built(text: &str, tokens: &[Token], norm: &mut String) {
    if norm != "build" {
        return;
    }
    let after_a_year = tokens.last().is_some_and(|t| {
        let raw = text[t.start..t.end].trim_start_matches(['\'', '’']);
        !raw.is_empty() && raw.len() <= 4 && raw.bytes().all(|b| b.is_ascii_digit())
    });
    if after_a_year {
        norm.clear();
        norm.push_str("built");
    }
}

/// `tokenize_with` for text with non-ASCII characters ("café", "don’t", "–").
fn tokenize_unicode(text: &str, interner: &mut Interner, tokens: &mut Vec<Token>) {
    let chars = Chars::new(text);
    let mut norm = String::with_capacity(16);
    let mut comma = false;
    let mut i = 0;
    while i < chars.len() {
        let (pos, c) = chars.at(i);
        if c.is_alphanumeric() {
            // The word is lower-cased as it is read; apostrophes and joining slashes are
            // dropped (see `normalize_word`).
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
            // "clogged w/ oak leaves": typed "with", as in `tokenize_ascii`.
            if norm == "w"
                && chars.get(j).is_some_and(|x| x.1 == '/')
                && chars.get(j + 1).is_none_or(|x| x.1.is_whitespace())
            {
                norm.clear();
                norm.push_str("with");
                j += 1;
            }
            short_year(text, pos, &mut norm);
            year_built(text, tokens, &mut norm);
            let end = chars.get(j).map_or(text.len(), |x| x.0);
            singularize_in_place(&mut norm);
            let (norm, info) = interner.get(&norm);
            tokens.push(Token {
                norm,
                start: pos,
                end,
                comma_before: comma,
                info,
            });
            comma = false;
            i = j;
        } else {
            match c {
                ',' | ':' | '(' | ')' | '–' | '—' => comma = true,
                '+' if text[..pos]
                    .chars()
                    .next_back()
                    .is_some_and(|p| p.is_ascii_digit()) => {}
                '&' | '+' | '→' | '⇒' | '%' => {
                    // ("tub → walk-in shower": an arrow reads "to", and "80%" reads "80
                    // percent", as in `tokenize_ascii`.)
                    let word = match c {
                        '&' | '+' => "and",
                        '%' => "percent",
                        _ => "to",
                    };
                    let (norm, info) = interner.get(word);
                    tokens.push(Token {
                        norm,
                        start: pos,
                        end: pos + c.len_utf8(),
                        comma_before: comma,
                        info,
                    });
                    comma = false;
                }
                '-' | '/' => {
                    // A dash or a slash between spaces separates like a comma; a hyphen inside a
                    // word does not.
                    let after = chars.get(i + 1).is_none_or(|x| x.1.is_whitespace());
                    let before = i == 0 || chars.at(i - 1).1.is_whitespace();
                    if separates(c == '/', before, after) {
                        comma = true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
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
#[cfg(test)]
pub(crate) fn singularize(mut w: String) -> String {
    singularize_in_place(&mut w);
    w
}

/// Reduces a plural to its singular in place, well enough for matching: both the notes and the
/// lexicon pass through it, so "series" -> "sery" does no harm.
fn singularize_in_place(w: &mut String) {
    const ACRONYM_PLURALS: &[(&str, &str)] = &[
        ("acs", "ac"),
        ("gfcis", "gfci"),
        ("gfis", "gfi"),
        ("afcis", "afci"),
        ("hvacs", "hvac"),
        ("hwhs", "hwh"),
    ];
    // Every rule below removes a final "s": most words are done here.
    if !w.ends_with('s') {
        return;
    }
    if let Some((_, singular)) = ACRONYM_PLURALS.iter().find(|(plural, _)| *plural == w) {
        w.clear();
        w.push_str(singular);
        return;
    }
    if w.len() <= 3 || w.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return;
    }
    if w.ends_with("ss") || w.ends_with("us") || w.ends_with("is") {
        return;
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
}

/// Whether a dash or a slash with space before and after as given separates like a comma: a
/// dash with a space on either side ("roof - old"), a slash with a space on both ("cracked /
/// wobbles"; "w/ new" and "LR/hall" join).
#[inline]
fn separates(slash: bool, space_before: bool, space_after: bool) -> bool {
    if slash {
        space_before && space_after
    } else {
        space_before || space_after
    }
}

/// The count of a typed "x3" (the number after an x), if `word` is one.
pub(crate) fn times_count(word: &str) -> Option<f64> {
    let digits = word.strip_prefix('x')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
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

/// A year said aloud at `words[i..]`: "two thousand four", "nineteen seventy eight", "nineteen
/// oh five", "twenty nineteen", "twenty twenty one". Returns the year and how many words it
/// took.
pub(crate) fn spoken_year(words: &[&str], i: usize) -> Option<(u16, usize)> {
    let at = |k: usize| words.get(i + k).copied().and_then(number_word);
    let whole = |v: f64| v.fract() == 0.0;
    // A number under a hundred in one or two words ("four", "seventeen", "twenty one").
    let under_100 = |k: usize| -> Option<(u16, usize)> {
        let first = at(k).filter(|&v| whole(v) && (1.0..100.0).contains(&v))?;
        if first >= 20.0
            && first % 10.0 == 0.0
            && let Some(unit) = at(k + 1).filter(|&u| whole(u) && (1.0..=9.0).contains(&u))
        {
            return Some(((first + unit) as u16, 2));
        }
        Some((first as u16, 1))
    };
    let tens = |k: usize| at(k).is_some_and(|v| (20.0..100.0).contains(&v) && v % 10.0 == 0.0);
    match words.get(i).copied()? {
        "two" if words.get(i + 1) == Some(&"thousand") => Some(match under_100(2) {
            Some((n, len)) => (2000 + n, 2 + len),
            None => (2000, 2),
        }),
        "eighteen" | "nineteen" if tens(1) => {
            let century = if words[i] == "eighteen" { 1800 } else { 1900 };
            under_100(1).map(|(n, len)| (century + n, 1 + len))
        }
        "nineteen" if words.get(i + 1) == Some(&"oh") => {
            let unit = at(2).filter(|&u| whole(u) && (1.0..=9.0).contains(&u))?;
            Some((1900 + unit as u16, 3))
        }
        "twenty" => match at(1) {
            Some(v) if whole(v) && (10.0..20.0).contains(&v) => Some((2000 + v as u16, 2)),
            Some(20.0) => Some(
                match at(2).filter(|&u| whole(u) && (1.0..=9.0).contains(&u)) {
                    Some(unit) => (2020 + unit as u16, 3),
                    None => (2020, 2),
                },
            ),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The segments of `text`, trimmed.
    fn trimmed_segments(text: &str) -> Vec<&str> {
        segments(text)
            .into_iter()
            .map(|(a, b)| text[a..b].trim())
            .collect()
    }

    fn words(text: &str) -> Vec<String> {
        normalized_words(text)
    }

    #[test]
    fn a_spoken_item_label_starts_a_segment_and_is_in_none() {
        let text = "item one the flue is rusted item 2. the cap is gone item three point two \
                    one item on the list items left";
        let parts = trimmed_segments(text);
        assert_eq!(
            parts,
            [
                "the flue is rusted",
                "the cap is gone",
                "one item on the list items left"
            ]
        );
    }

    #[test]
    fn spoken_punctuation_ends_a_remark_and_is_in_none() {
        let text = "the gutter is bent new line the soffit has a hole period uh the stair \
                    tread is cracked New paragraph porch light out";
        let parts = trimmed_segments(text);
        assert_eq!(
            parts,
            [
                "the gutter is bent",
                "the soffit has a hole",
                "uh the stair tread is cracked",
                "porch light out"
            ]
        );
        // A span of time or a style is no full stop.
        for text in [
            "the warranty period ends in june",
            "lots of period details in the trim",
            "a long period of no use",
            "a new linen closet by the bath",
        ] {
            assert_eq!(segments(text).len(), 1, "{text}");
        }
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
    fn a_typed_short_room_word_ends_a_sentence_only_before_a_capital() {
        let text = "Paint int. all rooms. Bsmt. Walls damp";
        let pieces = trimmed_segments(text);
        assert_eq!(pieces, vec!["Paint int. all rooms", "Bsmt", "Walls damp"]);
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
    fn a_year_typed_short_after_an_apostrophe_is_the_whole_year() {
        assert_eq!(
            words("Furnace + AC '94, WH ’08, unit 94"),
            vec!["furnace", "and", "ac", "1994", "wh", "2008", "unit", "94"]
        );
        // (Not a quote closed on a number, nor three digits.)
        assert_eq!(
            words("model'94 and '945"),
            vec!["model", "94", "and", "945"]
        );
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
    fn narration_of_the_walk_through_becomes_a_sentence_break() {
        assert_eq!(
            without_narration("theres rot by the sill okay now were in the study the paint peels"),
            "theres rot by the sill . the study the paint peels"
        );
        assert_eq!(
            without_narration("the tile is loose okay out to the carport the slab is cracked"),
            "the tile is loose . the carport the slab is cracked"
        );
        // A plural's verb, not the walk-through: "the gutters were in bad shape".
        assert_eq!(
            without_narration("the gutters were in bad shape"),
            "the gutters were in bad shape"
        );
        assert_eq!(
            without_narration("they are going to paint"),
            "they are going to paint"
        );
    }

    #[test]
    fn drops_the_name_of_the_box_said_at_its_start() {
        assert_eq!(
            without_box_label("updates um they want a sauna"),
            "um they want a sauna"
        );
        assert_eq!(without_box_label("Um so for updates: a sauna"), "a sauna");
        assert_eq!(without_box_label("Repairs - gutter sags"), "gutter sags");
        assert_eq!(without_box_label("updates wise a sauna"), "a sauna");
        // A verb, a name alone, or the word later on is kept.
        assert_eq!(
            without_box_label("update the pink bath"),
            "update the pink bath"
        );
        assert_eq!(without_box_label("updates"), "updates");
        assert_eq!(without_box_label("the sauna updates"), "the sauna updates");
        assert_eq!(without_box_label("so updatesx"), "so updatesx");
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
