//! Word classes the finding rules rely on. All words are normalised (see `text`); a unit test
//! checks that.

/// Joins between the items of a spoken list.
/// "or" is not one of them: "shutters or impact windows" is one wish with two options.
pub(crate) const CONJUNCTIONS: &[&str] = &["and", "also", "plus", "but", "then"];

/// Instructions and requests: a clause that starts with one says what to do.
pub(crate) const ACTIONS: &[&str] = &[
    "replace",
    "repair",
    "fix",
    "patch",
    "install",
    "add",
    "remove",
    "clean",
    "service",
    "inspect",
    "test",
    "upgrade",
    "paint",
    "repaint",
    "refinish",
    "reseal",
    "seal",
    "caulk",
    "recaulk",
    "regrout",
    "retile",
    "treat",
    "remediate",
    "level",
    "rewire",
    "pump",
    "trim",
    "tune",
    "swap",
    "update",
    "redo",
    "build",
    "convert",
    "finish",
    "evaluate",
    "check",
    "secure",
    "strap",
    "reattach",
    "adjust",
    "tighten",
    "clear",
    "unclog",
    "snake",
    "scope",
    "extend",
    "regrade",
    "encapsulate",
    "mitigate",
    "refresh",
    "modernize",
    "renovate",
    "remodel",
    "gut",
    "open",
    "widen",
    "tear",
    "demo",
    "rip",
    "resurface",
    "reface",
    "stain",
    "restain",
    "wash",
    "sand",
    "rescreen",
    "reroof",
    "get",
    "put",
    "hire",
    "recommend",
    "consider",
    "budget",
    "raise",
    "move",
    "cut",
    "take",
    "have",
    "epoxy",
    "xeriscape",
];

/// Signs that something is wrong.
pub(crate) const PROBLEMS: &[&str] = &[
    "leak",
    "leaking",
    "leaked",
    "leaky",
    "drip",
    "dripping",
    "crack",
    "cracked",
    "cracking",
    "broken",
    "break",
    "missing",
    "damage",
    "damaged",
    "rot",
    "rotted",
    "rotten",
    "rotting",
    "stain",
    "stained",
    "staining",
    "peeling",
    "sagging",
    "sag",
    "loose",
    "wobbly",
    "stuck",
    "clogged",
    "clog",
    "corroded",
    "corrosion",
    "rust",
    "rusted",
    "rusty",
    "worn",
    "failing",
    "failed",
    "fail",
    "dead",
    "hazard",
    "unsafe",
    "dangerous",
    "exposed",
    "soft",
    "spongy",
    "bowing",
    "buckling",
    "warped",
    "settling",
    "sinking",
    "uneven",
    "leaning",
    "smell",
    "odor",
    "musty",
    "noisy",
    "loud",
    "rattling",
    "tripping",
    "trip",
    "weeping",
    "seeping",
    "flooding",
    "flood",
    "shot",
    "deteriorated",
    "deteriorating",
    "spalling",
    "crumbling",
    "falling",
    "fogged",
    "foggy",
    "bad",
    "poor",
    "inoperable",
    "overflowing",
    "overflow",
    "backing",
    "pulling",
    "sparking",
    "scorched",
    "melted",
    "dented",
    "chipped",
    "chipping",
    "split",
    "torn",
    "ripped",
    "gone",
    "moldy",
    "slow",
    "cold",
    "warm",
    "running",
    "rock",
    "drafty",
    "draft",
    "condensation",
    "sweating",
    "noise",
    "constantly",
    "constant",
    "sticking",
    "improper",
    "improperly",
    "wet",
    "damp",
    "moisture",
    "standing",
    "difficult",
    "hole",
    "bulge",
    "bulging",
    "bowed",
    "sloping",
    "infestation",
    "infested",
    "dropping",
    "overgrown",
    "thin",
    "inadequate",
    "insufficient",
    "minimal",
    "pop",
    "popped",
    "popping",
    "scuffed",
    "scuff",
    "scratched",
    "scratch",
    "gouge",
    "gouged",
    "faded",
    "fading",
    "dingy",
    "sunk",
    "sunken",
    "settled",
    "heaved",
    "heaving",
    "shifted",
    "froze",
    "frozen",
    "burst",
    "ponding",
    "disconnected",
    "dumping",
    "detached",
    "flickering",
    "pooling",
    "puddling",
    "sistered",
    "dent",
    "smashed",
    "bent",
    "crushed",
    "patched",
    "patching",
    "problem",
    "issue",
];

/// Words that make a clause say something (verbs, modals, conditions).
pub(crate) const PREDICATES: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "has", "have", "had", "look", "seem", "appear",
    "show", "showing", "should", "will", "would", "could", "must", "might", "may", "gonna",
    "going", "dont", "doesnt", "isnt", "arent", "wasnt", "werent", "wont", "cant", "not", "no",
    "old", "original", "aging", "dated", "outdated", "ugly", "dirty", "filthy", "tired", "came",
    "got", "run", "work", "working", "need", "needed", "want", "wanted", "like", "love", "needing",
    "due", "there",
];

/// Words that can sit between a clause's start and its topic ("the old upstairs …").
pub(crate) const MODIFIERS: &[&str] = &[
    "the",
    "a",
    "an",
    "all",
    "both",
    "old",
    "new",
    "upstair",
    "downstair",
    "master",
    "primary",
    "front",
    "back",
    "main",
    "guest",
    "hall",
    "kid",
    "some",
    "few",
    "couple",
    "of",
    "there",
    "that",
    "this",
    "their",
    "our",
    "his",
    "her",
    "basement",
    "kitchen",
    "bathroom",
    "bedroom",
    "garage",
    "living",
    "dining",
    "family",
    "second",
    "first",
    "third",
    "north",
    "south",
    "east",
    "west",
    "left",
    "right",
    "exterior",
    "interior",
    "outside",
    "inside",
    "rear",
    "side",
    "other",
    "another",
    "one",
    "two",
    "three",
    "four",
    "several",
];

/// Words that start a noun phrase.
pub(crate) const DETERMINERS: &[&str] = &[
    "the", "a", "an", "this", "that", "their", "our", "his", "her", "my", "your", "some",
];

/// Words after which the next topic is the object of the same clause ("has mold").
pub(crate) const BINDING: &[&str] = &[
    "has", "have", "had", "with", "showing", "show", "got", "get", "of", "on", "in", "at", "by",
    "near", "around", "under", "behind", "above", "below", "from", "to", "into", "for", "over",
    "about", "like", "see", "saw", "notice", "noticed", "found", "need", "want", "new", "into",
    "onto", "through", "beside", "next", "against", "than", "without",
];

/// Phrases that mark a statement as fine rather than a finding.
pub(crate) const POSITIVE: &[&[&str]] = &[
    &["is", "new"],
    &["are", "new"],
    &["newer"],
    &["brand", "new"],
    &["recently", "replaced"],
    &["recently", "updated"],
    &["recently", "serviced"],
    &["was", "replaced"],
    &["was", "repaired"],
    &["were", "repaired"],
    &["been", "repaired"],
    &["was", "fixed"],
    &["been", "fixed"],
    &["were", "replaced"],
    &["just", "replaced"],
    &["replaced", "in"],
    &["replaced", "last"],
    &["replaced", "after"],
    &["good", "shape"],
    &["great", "shape"],
    &["good", "condition"],
    &["great", "condition"],
    &["look", "good"],
    &["look", "great"],
    &["look", "fine"],
    &["seem", "fine"],
    &["work", "fine"],
    &["working", "fine"],
    &["no", "issue"],
    &["no", "problem"],
    &["no", "leak"],
    &["no", "sign"],
    &["no", "evidence"],
    &["no", "concern"],
    &["not", "an", "issue"],
    &["well", "maintained"],
    &["move", "in", "ready"],
    &["fine"],
    &["good"],
    &["great"],
    &["love"],
    &["loved"],
    &["beautiful"],
    &["nice"],
    &["solid"],
    &["ok"],
    &["okay"],
    &["pristine"],
    &["immaculate"],
];

/// Words stripped from the start of a description.
pub(crate) const LEAD_STRIP: &[&[&str]] = &[
    &["so"],
    &["and"],
    &["then"],
    &["also"],
    &["but"],
    &["plus"],
    &["or"],
    &["now"],
    &["ok"],
    &["okay"],
    &["next"],
    &["well"],
    &["there", "is"],
    &["there", "are"],
    &["there", "was"],
    &["there", "were"],
    &["there"],
    &["we", "have"],
    &["weve", "got"],
    &["we", "got"],
    &["i", "noticed"],
    &["we", "noticed"],
    &["noticed"],
    &["i", "see"],
    &["i", "saw"],
    &["we", "saw"],
    &["it", "look", "like"],
    &["look", "like"],
];

/// Ways of saying "the buyer wants", stripped from the start of an update's description.
pub(crate) const WISH_STRIP: &[&[&str]] = &[
    &["the", "buyer", "want"],
    &["the", "buyer", "wanted"],
    &["buyer", "want"],
    &["buyer", "wanted"],
    &["buyer", "would", "like"],
    &["client", "want"],
    &["they", "want"],
    &["they", "wanted"],
    &["theyd", "like"],
    &["theyd", "love"],
    &["they", "would", "like"],
    &["they", "would", "love"],
    &["they", "re", "thinking", "about"],
    &["theyre", "thinking", "about"],
    &["they", "are", "thinking", "about"],
    &["they", "asked", "about"],
    &["they", "plan", "to"],
    &["they", "ll", "want"],
    &["theyll", "want"],
    &["they", "need"],
    &["she", "want"],
    &["he", "want"],
    &["would", "like"],
    &["would", "love"],
    &["want", "to"],
    &["want"],
    &["wanted"],
    &["thinking", "about"],
    &["interested", "in"],
    &["asked", "about"],
    &["plan", "to"],
    &["planning", "to"],
    &["maybe"],
    &["possibly"],
    &["eventually"],
    &["probably"],
    &["definitely"],
    &["like", "to"],
    &["love", "to"],
    &["to"],
    &["a"],
    &["an"],
    &["some"],
];

/// Ways of saying "this needs doing", stripped from the start of a repair's description.
pub(crate) const NEED_STRIP: &[&[&str]] = &[
    &["need", "to"],
    &["will", "need", "to"],
    &["will", "need"],
    &["should"],
    &["gonna", "need"],
    &["going", "to", "need"],
    &["recommend"],
    &["i", "would", "recommend"],
    &["would", "recommend"],
];

pub(crate) const COPULAS: &[&str] = &["is", "are", "was", "were"];

/// Verbs that end a look-back for a preposition.
pub(crate) const VERBS: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "should", "will", "would", "could", "must", "might",
    "may", "gonna", "going", "dont", "doesnt", "isnt", "arent", "wasnt", "werent", "wont", "cant",
    "came", "look", "seem", "appear",
];

/// Word classes, as bits, for the lists above: one hash lookup instead of a scan of every list.
pub(crate) mod class {
    pub(crate) const ACTION: u32 = 1;
    pub(crate) const PROBLEM: u32 = 1 << 1;
    pub(crate) const PREDICATE: u32 = 1 << 2;
    pub(crate) const MODIFIER: u32 = 1 << 3;
    pub(crate) const BINDING: u32 = 1 << 4;
    pub(crate) const VERB: u32 = 1 << 5;
    pub(crate) const CONJUNCTION: u32 = 1 << 6;
    pub(crate) const DETERMINER: u32 = 1 << 7;
    pub(crate) const COPULA: u32 = 1 << 8;
    pub(crate) const POSITIVE_START: u32 = 1 << 9;
    pub(crate) const REPLACE: u32 = 1 << 10;
    pub(crate) const AGING: u32 = 1 << 11;
    pub(crate) const LEAK: u32 = 1 << 12;
    pub(crate) const ASK: u32 = 1 << 13;
    pub(crate) const FILLER: u32 = 1 << 14;
    pub(crate) const FILLER_START: u32 = 1 << 15;
    pub(crate) const STRIP_START: u32 = 1 << 16;
    pub(crate) const NEGATION: u32 = 1 << 17;
    /// A hazard word or the first word of a hazard phrase (see `priority`).
    pub(crate) const HAZARD_START: u32 = 1 << 18;
    /// Prepositions of place (see `findings::PLACE_PREPOSITIONS`).
    pub(crate) const PLACE_PREPOSITION: u32 = 1 << 19;
    /// Prepositions before a room (see `findings::ROOM_PREPOSITIONS`).
    pub(crate) const ROOM_PREPOSITION: u32 = 1 << 20;
    /// "next to", "behind" (see `findings::NEXT_TO`).
    pub(crate) const NEXT_TO: u32 = 1 << 21;
}

/// Words that start a two-word problem ("no GFCI", "doesn't work", "hard to open").
const NEGATIONS: &[&str] = &[
    "no",
    "not",
    "doesnt",
    "dont",
    "isnt",
    "arent",
    "wont",
    "cant",
    "didnt",
    "wouldnt",
    "couldnt",
    "hard",
    "tough",
    "terminate",
];

/// Words that ask for something to be done ("needs", "should", "recommend", "due").
pub(crate) const ASKS: &[&str] = &[
    "need",
    "needed",
    "needing",
    "should",
    "must",
    "recommend",
    "recommended",
    "due",
    "replacing",
    "replacement",
    "want",
    "would",
    "help",
    "suggest",
    "suggested",
    "advise",
    "advised",
    "too",
    "checked",
];

/// A hash for short words: eight bytes at a time (the FxHash step), much cheaper than the
/// default SipHash and than byte-at-a-time FNV. Maps keyed by words use it.
#[derive(Default, Clone, Copy)]
pub(crate) struct WordHasher(u64);

impl WordHasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;

    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }
}

impl std::hash::Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

pub(crate) type WordHashBuild = std::hash::BuildHasherDefault<WordHasher>;

static CLASSES: std::sync::LazyLock<std::collections::HashMap<&'static str, u32, WordHashBuild>> =
    std::sync::LazyLock::new(|| {
        let mut map: std::collections::HashMap<&'static str, u32, WordHashBuild> =
            std::collections::HashMap::default();
        let lists: [(&[&'static str], u32); 17] = [
            (ACTIONS, class::ACTION),
            (PROBLEMS, class::PROBLEM),
            (PREDICATES, class::PREDICATE),
            (MODIFIERS, class::MODIFIER),
            (BINDING, class::BINDING),
            (VERBS, class::VERB),
            (CONJUNCTIONS, class::CONJUNCTION),
            (DETERMINERS, class::DETERMINER),
            (COPULAS, class::COPULA),
            (crate::lexicon::REPLACE, class::REPLACE),
            (crate::lexicon::AGING, class::AGING),
            (crate::lexicon::LEAK, class::LEAK),
            (ASKS, class::ASK),
            (NEGATIONS, class::NEGATION),
            (
                crate::findings::PLACE_PREPOSITIONS,
                class::PLACE_PREPOSITION,
            ),
            (crate::findings::ROOM_PREPOSITIONS, class::ROOM_PREPOSITION),
            (crate::findings::NEXT_TO, class::NEXT_TO),
        ];
        for (list, bit) in lists {
            for word in list {
                *map.entry(*word).or_default() |= bit;
            }
        }
        for word in crate::text::FILLER_WORDS {
            *map.entry(*word).or_default() |= class::FILLER;
        }
        let starts = [
            (POSITIVE, class::POSITIVE_START),
            (crate::text::FILLER_PHRASES, class::FILLER_START),
            (LEAD_STRIP, class::STRIP_START),
            (WISH_STRIP, class::STRIP_START),
            (NEED_STRIP, class::STRIP_START),
            (crate::priority::HAZARD_PHRASES, class::HAZARD_START),
        ];
        for word in crate::priority::HAZARD_WORDS {
            *map.entry(*word).or_default() |= class::HAZARD_START;
        }
        for (phrases, bit) in starts {
            for phrase in phrases {
                if let Some(first) = phrase.first() {
                    *map.entry(*first).or_default() |= bit;
                }
            }
        }
        map
    });

/// The classes of `word`.
pub(crate) fn class_of(word: &str) -> u32 {
    CLASSES.get(word).copied().unwrap_or(0)
}

#[cfg(test)]
/// The classes of each word.
pub(crate) fn classes_of(words: &[&str]) -> Vec<u32> {
    words.iter().map(|w| class_of(w)).collect()
}

/// Whether `word` is in any of the classes in `bits`.
pub(crate) fn is(word: &str, bits: u32) -> bool {
    CLASSES.get(word).is_some_and(|c| c & bits != 0)
}

/// Whether `words` contains `phrase` contiguously.
pub(crate) fn contains_seq(words: &[&str], phrase: &[&str]) -> bool {
    !phrase.is_empty() && words.windows(phrase.len()).any(|w| w == phrase)
}

#[cfg(test)]
/// Whether the words say something is wrong ("no GFCI", "doesn't work", "leaking").
pub(crate) fn has_problem(words: &[&str]) -> bool {
    has_problem_in(words, &classes_of(words))
}

/// `has_problem` with the words' classes already looked up.
pub(crate) fn has_problem_in(words: &[&str], classes: &[u32]) -> bool {
    let negated = |i: usize| {
        words[i.saturating_sub(2)..i]
            .iter()
            .any(|w| ["no", "not", "without", "never", "any"].contains(w))
    };
    if words
        .iter()
        .enumerate()
        .any(|(i, _)| classes.get(i).is_some_and(|c| c & class::PROBLEM != 0) && !negated(i))
    {
        return true;
    }
    // "the toilet runs", "toilet keeps running".
    if let Some(t) = words.iter().position(|w| *w == "toilet")
        && words[t + 1..]
            .iter()
            .take(6)
            .any(|w| ["run", "running", "rock", "rocking", "wobble", "wobbly"].contains(w))
    {
        return true;
    }
    // "gutters are full", "full of debris".
    let full = words.contains(&"full");
    if full
        && (contains_seq(words, &["is", "full"])
            || contains_seq(words, &["are", "full"])
            || contains_seq(words, &["full", "of"]))
    {
        return true;
    }
    // "bath fan vents into the attic".
    let into = words.contains(&"into");
    if into
        && (contains_seq(words, &["into", "the", "attic"])
            || contains_seq(words, &["into", "attic"]))
    {
        return true;
    }
    let benign_after_no = [
        "issue", "problem", "leak", "sign", "evidence", "concern", "damage", "crack", "mold",
        "checked", "visible", "active", "apparent", "obvious",
    ];
    for (pair, c) in words.windows(2).zip(classes) {
        if c & class::NEGATION == 0 {
            continue;
        }
        match pair {
            // "no GFCI" is a problem; "no standing water" is not.
            ["no", next] if !benign_after_no.contains(next) && !is(next, class::PROBLEM) => {
                return true;
            }
            [
                "not" | "doesnt" | "dont" | "isnt" | "arent" | "wont" | "cant" | "didnt"
                | "wouldnt" | "couldnt",
                next,
            ] if [
                "work", "working", "cooling", "heating", "draining", "flushing", "closing",
                "opening", "latching", "reset", "turn", "up", "to", "code", "grounded", "drain",
                "close", "open", "latch", "start", "light", "come", "ignite", "flush", "run",
                "running", "shut", "lock", "seal", "sealing", "stay",
            ]
            .contains(next) =>
            {
                return true;
            }
            ["hard" | "tough", "to"] | ["terminate", _] => {
                return true;
            }
            _ => {}
        }
    }
    false
}

/// Whether the words describe something in good order rather than a finding.
#[cfg(test)]
pub(crate) fn is_positive(words: &[&str]) -> bool {
    is_positive_in(words, &classes_of(words))
}

/// `is_positive` with the words' classes already looked up.
pub(crate) fn is_positive_in(words: &[&str], classes: &[u32]) -> bool {
    let positive = words.iter().zip(classes).enumerate().any(|(i, (w, c))| {
        c & class::POSITIVE_START != 0
            && POSITIVE
                .iter()
                .any(|p| p.first() == Some(w) && words[i..].starts_with(p))
    });
    // "hairline cracks, normal": the agent judged it fine despite the crack. Each phrase starts
    // with one of a few words: most clauses have none of them.
    let may_judge = words
        .iter()
        .any(|w| matches!(*w, "normal" | "not" | "no" | "nothing"));
    let judged_fine = may_judge
        && [
            &["normal"][..],
            &["not", "a", "concern"],
            &["no", "concern"],
            &["nothing", "to", "worry"],
            &["no", "big", "deal"],
            &["not", "a", "big", "deal"],
            &["not", "an", "issue"],
        ]
        .iter()
        .any(|p| contains_seq(words, p));
    if !positive && !judged_fine {
        return false;
    }
    let wish = [
        &["love", "to"][..],
        &["like", "to"],
        &["would", "love"],
        &["would", "like"],
        &["theyd", "love"],
        &["theyd", "like"],
        &["be", "nice"],
        &["nice", "to", "have"],
    ]
    .iter()
    .any(|p| contains_seq(words, p));
    let action = words.iter().zip(classes).any(|(w, c)| {
        (c & class::ACTION != 0 && !["have", "get", "open"].contains(w))
            || *w == "need"
            || *w == "want"
    });
    let positive = positive && !wish;
    (positive && !has_problem_in(words, classes) && !action) || (judged_fine && !action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::normalize_word;

    #[test]
    fn word_lists_are_normalised() {
        let lists: &[&[&str]] = &[
            CONJUNCTIONS,
            ACTIONS,
            PROBLEMS,
            PREDICATES,
            MODIFIERS,
            BINDING,
            ASKS,
            VERBS,
            COPULAS,
            DETERMINERS,
            crate::findings::PLACE_PREPOSITIONS,
            crate::findings::ROOM_PREPOSITIONS,
            crate::findings::NEXT_TO,
        ];
        for list in lists {
            for w in *list {
                assert_eq!(normalize_word(w), *w, "{w:?}");
            }
        }
        for list in [POSITIVE, LEAD_STRIP, WISH_STRIP, NEED_STRIP] {
            for phrase in list {
                for w in *phrase {
                    assert_eq!(normalize_word(w), *w, "{w:?}");
                }
            }
        }
    }

    #[test]
    fn tells_problems_from_positive_statements() {
        assert!(has_problem(&["no", "gfci", "in", "kitchen"]));
        assert!(!has_problem(&["no", "leak", "seen"]));
        assert!(has_problem(&["outlet", "doesnt", "work"]));
        assert!(is_positive(&["roof", "is", "newer"]));
        assert!(is_positive(&["furnace", "look", "good"]));
        assert!(!is_positive(&["roof", "is", "good", "but", "leaking"]));
        assert!(!is_positive(&["need", "new", "roof"]));
    }
}
