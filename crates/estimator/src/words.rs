//! Word classes the finding rules rely on. All words are normalised (see `text`); a unit test
//! checks that.

/// Joins between the items of a spoken list.
/// "or" is not one of them: "shutters or impact windows" is one wish with two options.
pub(crate) const CONJUNCTIONS: &[&str] = &["and", "also", "plus", "but", "then"];

pub(crate) const PLACE_PREPOSITIONS: &[&str] = &[
    "in",
    "by",
    "near",
    "around",
    "under",
    "behind",
    "above",
    "below",
    "beside",
    "at",
    "on",
    "over",
    "from",
    "next",
    "inside",
    "outside",
    "underneath",
    "beneath",
    "to",
    "into",
    "along",
    "against",
    "through",
    "onto",
];

pub(crate) const ROOM_PREPOSITIONS: &[&str] = &[
    "in",
    "on",
    "at",
    "by",
    "near",
    "around",
    "under",
    "behind",
    "above",
    "below",
    "beside",
    "over",
    "from",
    "next",
    "inside",
    "outside",
    "to",
    "into",
    "off",
    "of",
    "throughout",
    // "open the wall between the kitchen and the dining room".
    "between",
];

pub(crate) const NEXT_TO: &[&str] = &[
    "by", "near", "around", "behind", "above", "below", "beside", "next", "over", "under", "to",
    "from", "along",
];

pub(crate) const REPLACE: &[&str] = &[
    "replace",
    "replaced",
    "replacing",
    "replacement",
    "new",
    "swap",
    "reroof",
    "install",
    "installing",
    "upgrade",
    "upgrading",
];

pub(crate) const AGING: &[&str] = &[
    "old", "original", "aging", "aged", "ancient", "dated", "outdated", "shot", "tired", "dying",
    "failing", "failed",
];

pub(crate) const LEAK: &[&str] = &[
    "leak", "leaking", "leaked", "leaky", "drip", "dripping", "daylight",
];

/// Words that make any finding a safety item.
pub(crate) const HAZARD_WORDS: &[&str] = &[
    "hazard",
    "hazardous",
    "unsafe",
    "dangerous",
    "danger",
    "sparking",
    "spark",
    "scorched",
    "scorch",
    "melted",
    "melting",
    "shock",
    "shocked",
    "electrocution",
    "smoking",
    "burning",
    "egress",
    "collapse",
    "collapsing",
    "collapsed",
    "asbestos",
    "radon",
    "mold",
    "mould",
    "moldy",
];

/// Phrases that make any finding a safety item.
pub(crate) const HAZARD_PHRASES: &[&[&str]] = &[
    &["gas", "leak"],
    &["gas", "smell"],
    &["smell", "gas"],
    &["smell", "of", "gas"],
    &["smell", "like", "gas"],
    &["carbon", "monoxide"],
    &["exposed", "wire"],
    &["exposed", "wiring"],
    &["live", "wire"],
    &["open", "splice"],
    &["burn", "mark"],
    &["fire", "hazard"],
    &["trip", "hazard"],
    &["lead", "paint"],
    &["lead", "based"],
    &["knob", "and", "tube"],
    &["no", "smoke"],
    &["missing", "smoke"],
    &["no", "railing"],
    &["no", "handrail"],
    &["missing", "railing"],
    &["missing", "handrail"],
    &["heat", "exchanger"],
    &["yellow", "flame"],
    &["flame", "is", "yellow"],
    &["not", "to", "code"],
];

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
    // How often, said in passing: "the toilet runs every now and then".
    &["every", "now", "and", "then"],
    &["now", "and", "then"],
];

/// Instructions and requests: a clause that starts with one says what to do.
pub(crate) const ACTIONS: &[&str] = &[
    // "restore the the pocket doors that are stuck in the wall".
    "restore",
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
    "replaster",
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
    // "enclose the the space under the stairs".
    "enclose",
    // "rebuild the top of the chimney", "repoint the chimney".
    "rebuild",
    "repoint",
    "tuckpoint",
    "reset",
    "rehang",
    "reinstall",
];

/// Work said as done to a thing, after it: "they want the den painted", "the wall removed".
pub(crate) const DONE_TO: &[&str] = &[
    "painted",
    "repainted",
    "removed",
    "replaced",
    "redone",
    "refinished",
    "updated",
    "remodeled",
    "remodelled",
    "renovated",
    "gutted",
    "opened",
    "enclosed",
    "finished",
    "installed",
    "built",
    "converted",
    "expanded",
    "widened",
    "relocated",
    "resurfaced",
    "refaced",
    "stained",
    "upgraded",
    "swapped",
    "demoed",
    "demolished",
    "drywalled",
    "vaulted",
    "leveled",
    "extended",
    // "they want the basement bar out", "… taken out", "… pulled out".
    "out",
];

/// Signs that something is wrong.
pub(crate) const PROBLEMS: &[&str] = &[
    // "Kitchen formica counters burned by the stove", "paneling burnt behind the stove".
    "burned",
    "burnt",
    // "the spring is snapped", "limbs are scraping the shingles", "the housing is cracked and
    // its spraying", "chimney flue unlined", "the mortar is sandy", "the breaker trips".
    "snapped",
    // "a few slates slipped on the north side".
    "slipped",
    // "the floors are bouncy in the hall" ("hail bounces off it" is no defect).
    "bouncy",
    "springy",
    // "the door frame there is eaten up" (by rot or insects).
    "eaten",
    "scraping",
    "spraying",
    "unlined",
    "sandy",
    "trip",
    // "the back porch floor boards are soft like punky": soft with rot.
    "punky",
    // "the north side shingles are lifting", "a few lifted shingles on the back slope".
    "lifting",
    "lifted",
    // "the asphalt driveway has two potholes".
    "pothole",
    // "the t one eleven siding is swollen at the bottom".
    "swollen",
    "swelling",
    // "the sewer line is orangeburg": a pipe that fails by what it is made of.
    "orangeburg",
    "hanging",
    "curling",
    "curl",
    "curled",
    "squealing",
    "squeal",
    "squeaking",
    "grinding",
    "rumbling",
    "rumble",
    "banging",
    "whining",
    "dragging",
    "drag",
    "iced",
    "icing",
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
    "wobble",
    "wiggle",
    "wiggly",
    "stuck",
    "clogged",
    "clog",
    "corroded",
    "corrosion",
    "rust",
    "rusted",
    "rusting",
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
    "lean",
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
    "crumbly",
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
    "settlement",
    "seized",
    "alligatored",
    "alligatoring",
    "dent",
    "smashed",
    "bent",
    "crushed",
    "patched",
    "patching",
    "problem",
    "issue",
    "filthy",
    "dirty",
    "rocking",
    "wobble",
    "wobbling",
    "squeaky",
    "squeak",
    "stiff",
    "jammed",
    "jam",
    "clogging",
    "backed",
    "blocked",
    "tripped",
    "buzzing",
    "humming",
    "hum",
    "flicker",
    "discolored",
    "discoloration",
    "bubbling",
    "blistering",
    "blistered",
    "cupped",
    "cupping",
    "termite",
    "evidence",
    "chewed",
    "nest",
    "heave",
    "separating",
    "separated",
    "gap",
    "undersized",
    "obsolete",
    "outdated",
    "recalled",
    // "the railing fell off", "mildewed", "eroding", "busted", "overloaded".
    "fell",
    "fallen",
    "mildew",
    "mildewed",
    "mildewy",
    "eroded",
    "eroding",
    "erosion",
    "sheared",
    "kinked",
    "caved",
    "caving",
    // "the spring is broke", "the flue is glazed with creosote".
    "broke",
    "creosote",
    "buckled",
    "flaking",
    "flaked",
    "busted",
    "shattered",
    "unsupported",
    "overloaded",
    "overheating",
    "delaminated",
    "gnawed",
    "charred",
    "sooty",
    "defective",
    "faulty",
    "nonfunctional",
    "nonworking",
    "malfunctioning",
    "sputtering",
    "erratic",
    "weak",
    "cloudy",
    "crusty",
    "corroding",
    "pitted",
    "pitting",
    "delaminating",
    "splitting",
    "stick",
    "crooked",
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
    // Colours: "the cabinets are that orange oak" ("white", "green", "brown", "yellow" and
    // "black" also name what damage looks like: "white fungus", "a brown ring").
    "orange",
    "pink",
    "blue",
    "gray",
    "grey",
    "beige",
    "red",
    "tan",
    "mint",
    "avocado",
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
    "onto", "through", "beside", "next", "against", "than", "without", "touching", "hitting",
    "rubbing",
];

/// Phrases that mark a statement as fine rather than a finding.
pub(crate) const POSITIVE: &[&[&str]] = &[
    // "Wallpaper in dining - leave it, buyer likes it": kept as it is (unless work is said with
    // it: "buyer loves it maybe a fresh coat of paint inside").
    &["buyer", "like", "it"],
    &["buyer", "love", "it"],
    &["buyer", "like", "them"],
    &["buyer", "love", "them"],
    // "keep oak cabs, she likes them".
    &["she", "like", "them"],
    &["she", "like", "it"],
    &["he", "like", "them"],
    &["he", "like", "it"],
    &["they", "like", "them"],
    &["they", "like", "it"],
    // "the opener is a new liftmaster they just put in", "the kitchen already has granite its
    // nice", "the report says the flue is clear and sound".
    &["just", "put", "in"],
    &["already", "has"],
    &["its", "nice"],
    &["clear", "and", "sound"],
    &["is", "sound"],
    &["are", "sound"],
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
    &["look", "great"],
    // "the big maple is healthy".
    &["is", "healthy"],
    &["are", "healthy"],
    // "way better than the last house we saw".
    &["better", "than"],
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
    // "the ledger is bolted and flashed".
    &["is", "bolted"],
    &["are", "bolted"],
    // "the gas fireplace they actually like as is", "the panel is neat as a pin".
    &["like", "as", "is"],
    &["neat", "as", "a", "pin"],
    // "dated but clean", "the ducts are clean".
    &["but", "clean"],
    &["is", "clean"],
    &["are", "clean"],
    &["pretty", "clean"],
    &["humming", "along"],
    // "i put my level on the walls theyre plumb".
    &["theyre", "plumb"],
    &["is", "plumb"],
    // "it was blowing nice and cold".
    &["nice", "and", "cold"],
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
    // "central air is a must".
    &["a", "must"],
    // "so theyre talking a full gut", "they were talking about a hot tub".
    &["theyre", "talking"],
    &["talking", "about"],
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

/// The rooms of a house, as the notes name them: a room ends a place phrase ("in the
/// bedrooms"), and a ceiling or joists are heard after one ("the kitchen sealing").
pub(crate) const ROOMS: &[&str] = &[
    "bedroom",
    "bathroom",
    "kitchen",
    "basement",
    "attic",
    "garage",
    "hallway",
    "hall",
    "den",
    "closet",
    "laundry",
    "office",
    "loft",
    "upstairs",
    "downstairs",
    "foyer",
    "entry",
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
    /// The first word of a settled remark ("already fixed", see `SETTLED`).
    pub(crate) const SETTLED_START: u32 = 1 << 22;
    /// The first word of a wish ("want", "would like", see `WISH`).
    pub(crate) const WISH_START: u32 = 1 << 23;
    /// A word that may start a spoken self-correction ("no wait", "never mind").
    pub(crate) const CORRECTION: u32 = 1 << 24;
    /// A word the settled check's one pass looks at ("scoped", "warranty", "no"; see
    /// `SETTLED_CUES`).
    pub(crate) const SETTLED_CUE: u32 = 1 << 25;
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
    "never",
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
    "asking",
    "asked",
    "wanted",
    "wish",
    "like",
    "love",
    "prefer",
    // Work named as a noun on a typed line: "gutter cleaning", "tree removal".
    "cleaning",
    "removal",
    "washing",
    "pumping",
    "trimming",
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
            (REPLACE, class::REPLACE),
            (AGING, class::AGING),
            (LEAK, class::LEAK),
            (ASKS, class::ASK),
            (NEGATIONS, class::NEGATION),
            (PLACE_PREPOSITIONS, class::PLACE_PREPOSITION),
            (ROOM_PREPOSITIONS, class::ROOM_PREPOSITION),
            (NEXT_TO, class::NEXT_TO),
        ];
        for (list, bit) in lists {
            for word in list {
                *map.entry(*word).or_default() |= bit;
            }
        }
        for word in FILLER_WORDS {
            *map.entry(*word).or_default() |= class::FILLER;
        }
        let starts = [
            (POSITIVE, class::POSITIVE_START),
            (FILLER_PHRASES, class::FILLER_START),
            (LEAD_STRIP, class::STRIP_START),
            (WISH_STRIP, class::STRIP_START),
            (NEED_STRIP, class::STRIP_START),
            (HAZARD_PHRASES, class::HAZARD_START),
            (SETTLED, class::SETTLED_START),
            (WISH, class::WISH_START),
        ];
        for word in CORRECTION_MARKERS {
            *map.entry(*word).or_default() |= class::CORRECTION;
        }
        for word in SETTLED_CUES {
            *map.entry(*word).or_default() |= class::SETTLED_CUE;
        }
        for word in HAZARD_WORDS {
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
    // "its running fine", "humming along": a sound or a run that is praised; "standing seam"
    // metal; radiators "all warm".
    let praised = |i: usize| {
        if words[i] == "standing" {
            return words.get(i + 1) == Some(&"seam");
        }
        if words[i] == "warm" {
            return i > 0 && matches!(words[i - 1], "all" | "nice" | "got" | "get" | "toasty");
        }
        // "the ac was blowing nice and cold", "blows ice cold".
        if words[i] == "cold" {
            return i > 0
                && (matches!(words[i - 1], "ice" | "blowing" | "blow" | "nice")
                    || (i > 1 && words[i - 1] == "and" && words[i - 2] == "nice"));
        }
        matches!(words[i], "running" | "humming" | "hum" | "run")
            && words.get(i + 1).is_some_and(|w| {
                matches!(
                    *w,
                    "fine" | "great" | "good" | "well" | "strong" | "along" | "smooth" | "smoothly"
                )
            })
    };
    if words.iter().enumerate().any(|(i, _)| {
        classes.get(i).is_some_and(|c| c & class::PROBLEM != 0) && !negated(i) && !praised(i)
    }) {
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
    // "maybe three inches of the old rock wool", "Attic ~3in insulation", "theres barely any
    // insulation": an attic floor insulated thin.
    let insulation = words.iter().any(|w| {
        matches!(
            *w,
            "insulation" | "insulated" | "fiberglass" | "wool" | "cellulose" | "vermiculite"
        )
    });
    if insulation {
        let inches = |w: &str| -> Option<f64> {
            let digits = w.strip_suffix("in").unwrap_or(w);
            digits.parse::<f64>().ok().or_else(|| number_word(digits))
        };
        let thin = words.windows(2).any(|p| {
            matches!(p[1], "inch" | "in") && inches(p[0]).is_some_and(|n| n > 0.0 && n <= 6.0)
        }) || words.iter().any(|w| {
            w.len() > 2
                && w.ends_with("in")
                && w[..w.len() - 2].parse::<f64>().is_ok_and(|n| n <= 6.0)
        }) || words.contains(&"barely");
        if thin {
            return true;
        }
    }
    // "gutters are full", "full of debris".
    let full = words.contains(&"full");
    if full
        && (contains_seq(words, &["is", "full"])
            || contains_seq(words, &["are", "full"])
            || contains_seq(words, &["full", "of"])
            // Typed: "Gutters full".
            || (words.len() <= 3 && words.last() == Some(&"full")))
    {
        return true;
    }
    // Said at the end: "Bath vent fan none" (typed: there is none), "the pool light in the deep
    // end is out", "Pool light out".
    if let [.., before, last] = words
        && (*last == "none"
            || (*last == "out"
                && matches!(*before, "is" | "are" | "was" | "light" | "bulb" | "pilot")
                && words.iter().any(|w| {
                    matches!(
                        *w,
                        "light" | "bulb" | "pilot" | "power" | "fixture" | "element"
                    )
                })))
    {
        return true;
    }
    // One pass for phrases said of a state: "the fieldstone foundation lets water in",
    // "gutters packed with fir needles", "3 shingles blown off N side" (not "blown in"
    // insulation), "the pool heater clicks but never lights" (not "click lock" flooring), "the
    // sewer line is clay ... theres roots" (roots in a pipe).
    let mut root = false;
    for (i, w) in words.iter().enumerate() {
        let next = |k: usize| words.get(i + k).copied().unwrap_or("");
        let said = match *w {
            "let" | "letting" => next(1) == "water" && next(2) == "in",
            // "the flat roof is holding water", "holds water after a rain".
            "holding" | "hold" | "holds" => next(1) == "water",
            // "the kitchen sink backs up", "the sewer backs up into the floor drain" (not "a
            // battery back up").
            "back" => next(1) == "up" && i > 0 && !matches!(words[i - 1], "a" | "battery" | "the"),
            // ("the gutters are packed" at the end of a remark.)
            "packed" => !matches!(next(1), "in" | "up" | "away" | "into" | "down" | "dirt"),
            // "the yard slopes toward the house": water is led to it.
            "slope" | "sloped" | "sloping" | "pitch" | "pitched" | "pitching" | "graded" => {
                // ("slopes back toward the house", "runs right toward".)
                let k = if matches!(next(1), "back" | "down" | "right" | "in") {
                    2
                } else {
                    1
                };
                let house = |w: &str| matches!(w, "house" | "foundation");
                // ("slopes right at the house", "pitches into the foundation".)
                (matches!(next(k), "toward" | "towards")
                    && (next(k + 1) == "the" || house(next(k + 1))))
                    || (matches!(next(k), "at" | "into" | "to")
                        && (house(next(k + 1)) || (next(k + 1) == "the" && house(next(k + 2)))))
            }
            "blown" | "blew" => matches!(next(1), "off" | "down"),
            // "the sill is eat up", "eaten up by termites".
            "eat" | "eaten" | "ate" => next(1) == "up",
            // "hardly any insulation", "barely any water pressure": next to none.
            "hardly" | "barely" => next(1) == "any",
            // "nobody could tell me when the septic was last pumped": upkeep nobody can date.
            "when" => {
                words[i..].windows(2).take(6).any(|w| {
                    w[0] == "last" && matches!(w[1], "pumped" | "serviced" | "cleaned" | "swept")
                }) && words[..i].iter().rev().take(6).any(|w| {
                    matches!(
                        *w,
                        "not"
                            | "no"
                            | "nobody"
                            | "dont"
                            | "didnt"
                            | "doesnt"
                            | "unknown"
                            | "idea"
                            | "couldnt"
                            | "cant"
                    )
                })
            }
            // "i couldnt see a liner going up the chimney": a safety part not seen is missing.
            "didnt" | "couldnt" | "cant" | "dont" => {
                matches!(next(1), "see" | "find" | "seen" | "found") && missing_device_said(words)
            }
            // "the water heater is not strapped", "the attic isnt vented", "the dryer is not
            // vented outside": a state a sound house has, denied.
            "not" | "isnt" | "arent" | "wasnt" | "werent" | "never" => {
                let k = if matches!(
                    next(1),
                    "properly" | "correctly" | "right" | "even" | "fully"
                ) {
                    2
                } else {
                    1
                };
                matches!(
                    next(k),
                    "strapped"
                        | "vented"
                        | "insulated"
                        | "grounded"
                        | "permitted"
                        | "attached"
                        | "secured"
                        | "sealed"
                        | "bonded"
                        | "flashed"
                        | "supported"
                        | "anchored"
                        | "connected"
                        | "fastened"
                        | "bolted"
                        | "braced"
                        // "the condenser fan motor is not spinning", "not cooling".
                        | "spinning"
                        | "turning"
                        | "cooling"
                        | "heating"
                        | "draining"
                        | "latching"
                        | "closing"
                        | "locking"
                )
            }
            // "low water pressure in the shower", "the pressure is low upstairs" (not "low e"
            // glass or a "low slope" roof).
            "low" => {
                next(1) == "pressure"
                    || (next(1) == "water" && next(2) == "pressure")
                    || words[..i].iter().rev().take(4).any(|w| *w == "pressure")
            }
            // "the big cypress hangs over the roof".
            "hang" => next(1) == "over",
            // "the ceiling is black over the shower", "the grout has gone black" (not "the
            // shingles are black").
            "black" => {
                i > 1
                    && matches!(words[i - 1], "is" | "are" | "gone" | "turned" | "turning")
                    && words[..i - 1]
                        .iter()
                        .any(|w| matches!(*w, "ceiling" | "wall" | "grout" | "caulk" | "corner"))
            }
            // "the garage door is off its track", "came off track".
            "off" => next(1) == "track" || next(2) == "track",
            // "the railing came off in my hand", "flashing pulled away from the brick", "the
            // gutter is coming loose" (not "the test came back", "pulled the carpet up").
            "came" | "coming" | "pulled" | "pulling" | "broke" | "ripped" => {
                // ("came right off", "pulled all the way loose".)
                let k = if matches!(next(1), "right" | "clean" | "all") {
                    2
                } else {
                    1
                };
                matches!(next(k), "off" | "away" | "loose" | "apart")
            }
            // "the gravel drive is washed out" (not "somebody just washed it").
            "washed" | "washing" => matches!(next(1), "out" | "away"),
            // "the downspout just stops at the foundation", "dumps right at the foundation".
            "stop" | "dump" | "empty" => {
                matches!(
                    next(1),
                    "at" | "right" | "by" | "against" | "next" | "into" | "on" | "onto"
                ) && words[i + 1..]
                    .iter()
                    .take(4)
                    // ("just dump at the corner", "dumps onto the slab".)
                    .any(|w| matches!(*w, "foundation" | "house" | "wall" | "corner" | "slab"))
            }
            "click" | "clicking" => next(1) != "lock",
            "root" => {
                root = true;
                false
            }
            _ => false,
        };
        if said {
            return true;
        }
    }
    if root
        && words.iter().any(|w| {
            matches!(
                *w,
                "sewer" | "line" | "drain" | "pipe" | "lateral" | "scope" | "scoped" | "clay"
            )
        })
    {
        return true;
    }
    // Neglect: "the flue hasnt been cleaned in years", "never been serviced"; a pump that
    // "runs every ten minutes" or "runs constantly".
    let neglect = words.windows(3).any(|w| {
        matches!(w[0], "hasnt" | "havent" | "never" | "not")
            && w[1] == "been"
            && matches!(
                w[2],
                "cleaned" | "serviced" | "swept" | "inspected" | "pumped" | "maintained" | "tested"
            )
    });
    let runs_on = words.windows(2).any(|w| {
        matches!(w[0], "run" | "running" | "cycle" | "cycling")
            && matches!(
                w[1],
                "every" | "constantly" | "nonstop" | "continuously" | "all" | "forever"
            )
    });
    // "the furnace short cycles", "its cycling on and off": a system that will not run a full
    // cycle.
    let short_cycles = words.windows(2).any(|w| {
        (w[0] == "short" && matches!(w[1], "cycle" | "cycling" | "cycled" | "cycler"))
            || (matches!(w[0], "cycle" | "cycling") && w[1] == "on")
    }) || words.contains(&"shortcycling");
    if neglect || runs_on || short_cycles {
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
    // ("no the cabin is on city sewer", "no wait", "no double taps": a correction or a defect
    // denied, not a thing missing.)
    let benign_after_no = |w: &str| {
        matches!(
            w,
            "issue"
                | "problem"
                | "leak"
                | "stain"
                | "sign"
                | "evidence"
                | "concern"
                | "damage"
                | "crack"
                | "mold"
                | "checked"
                | "visible"
                | "active"
                | "apparent"
                | "obvious"
                | "the"
                | "a"
                | "an"
                | "wait"
                | "sorry"
                | "actually"
                | "i"
                | "it"
                | "its"
                | "that"
                | "they"
                | "we"
                | "double"
                | "nothing"
                | "rot"
                | "rust"
                | "scorching"
                | "corrosion"
                | "movement"
                | "bowing"
                | "need"
                | "way"
        )
    };
    for (pair, c) in words.windows(2).zip(classes) {
        if c & class::NEGATION == 0 {
            continue;
        }
        match pair {
            // "no GFCI" is a problem; "no standing water" is not.
            // ("no leaks in attic" denies a leak.)
            ["no", next] if !benign_after_no(next) && !is(next, class::PROBLEM | class::LEAK) => {
                return true;
            }
            [
                "not" | "doesnt" | "dont" | "isnt" | "arent" | "wont" | "cant" | "didnt"
                | "wouldnt" | "couldnt" | "never",
                next,
            ] if [
                "work",
                "working",
                "cooling",
                "heating",
                "draining",
                "flushing",
                "closing",
                "opening",
                "latching",
                "reset",
                "turn",
                "up",
                "to",
                "code",
                "grounded",
                "drain",
                "close",
                "open",
                "latch",
                "start",
                "light",
                "come",
                "ignite",
                "flush",
                "run",
                "running",
                "shut",
                "lock",
                "seal",
                "sealing",
                "stay",
                "keeping",
                "keep",
                "lit",
                "fire",
                "firing",
                "kick",
                "pull",
                "pulling",
                "exist",
                "heat",
                "cool",
                "slide",
                "reverse",
                "hold",
                "blow",
                // "the condenser fan doesnt spin", "the gfci doesnt trip when you test it", "the
                // tank doesnt fill", "the thermostat doesnt respond". (Not "catch": "the slider
                // is fogged and the lock doesnt catch" says how the slider failed.)
                "spin",
                "spinning",
                "trip",
                "fill",
                "filling",
                "pump",
                "pumping",
                "engage",
                "respond",
                // "the garage door is not hurricane rated", "the sliders are not impact".
                "hurricane",
                "impact",
                "wind",
                "rated", // "the outlets by the sink are not GFCI".
                "gfci",
                "gfi",
                "afci",
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

/// Whether the words ask for work to be done to what they name: "so it has to be replaced",
/// "theyll have to be redone".
pub(crate) fn asks_for_work(words: &[&str]) -> bool {
    words.windows(3).any(|w| {
        w[0] == "to"
            && w[1] == "be"
            && matches!(
                w[2],
                "replaced" | "repaired" | "fixed" | "redone" | "removed"
            )
    })
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
            && POSITIVE_BY_FIRST
                .get(w)
                .is_some_and(|phrases| phrases.iter().any(|p| words[i..].starts_with(p)))
            // ("ceiling fans in the bedrooms and the great room": a room's name.)
            && !(*w == "great" && words.get(i + 1).is_some_and(|n| matches!(*n, "room" | "rm")))
            && !describes_a_wished_thing(words, classes, i)
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
            &["nothing", "wrong"],
            &["not", "an", "issue"],
            // "hairline crack in the garage slab no issues".
            &["no", "issue"],
        ]
        .iter()
        .any(|p| contains_seq(words, p))
        // "Garage slab cracked, cosmetic": a short typed remark judged at its end.
        || (words.len() <= 6 && words.last() == Some(&"cosmetic"))
        // "the opener is a liftmaster from last year so no", "... so no windows", "... so no
        // water heater": nothing to do, said at the end, of nothing or of the thing named before.
        || words
            .windows(2)
            .rposition(|w| w == ["so", "no"])
            .is_some_and(|at| {
                let named = &words[at + 2..];
                named.len() <= 2 && named.iter().all(|n| words[..at].contains(n))
            })
        // "Lower lvl slab hairline cracks, dry, ignore", "Kitchen granite 2012, keep", "kitchen
        // 1994 oak, leaving it", "Roof 3-tab ~2008, ok for now": a typed verdict at the end.
        || (words.len() <= 8
            && (words
                .last()
                .is_some_and(|w| matches!(*w, "ignore" | "healthy"))
                // ("Kitchen granite 2012, keep"; "... but keep | the the layout" keeps a part
                // of a wish.)
                || (words.len() >= 2
                    && matches!(words[words.len() - 1], "keep" | "leave")
                    && words[words.len() - 2]
                        .bytes()
                        .next()
                        .is_some_and(|b| b.is_ascii_digit()))
                || words.ends_with(&["leaving", "it"])
                || contains_seq(words, &["paid", "off"])
                // "Roof 2016, leave it", "HOA says no, dropped".
                || words.ends_with(&["leave", "it"])
                // "he likes the old cast iron sink keep it", "leave em".
                || words.ends_with(&["keep", "it"])
                || words.ends_with(&["keep", "em"])
                || words.ends_with(&["leave", "em"])
                || words.last() == Some(&"dropped")
                || (words.ends_with(&["for", "now"])
                    && words.len() >= 3
                    && matches!(words[words.len() - 3], "ok" | "okay" | "fine" | "good"))));
    // "the ledger is bolted and flashed I checked": the agent's own look, with nothing
    // against it, is a verdict too.
    // ("new cabinets counters appliances the works" is everything, not a thing that works.)
    let works_said = (words
        .last()
        .is_some_and(|w| matches!(*w, "work" | "working"))
        && !words.ends_with(&["the", "work"]))
        || works_then_says_how(words)
        || words.ends_with(&["i", "checked"])
        // A typed verdict: "Siding sound", "Popcorn - leave".
        || (words.len() <= 3
            && words
                .last()
                .is_some_and(|w| matches!(*w, "sound" | "solid" | "leave" | "keep")));
    if !positive && !judged_fine && !works_said {
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
    let action = words.iter().zip(classes).enumerate().any(|(i, (w, c))| {
        // "the flue is clear and sound": after a copula an action word says a state, after a
        // determiner it names a thing ("the sweep's report"), and after a negation it denies
        // one ("no leaks no stains").
        if i > 0 && classes[i - 1] & (class::DETERMINER | class::COPULA | class::NEGATION) != 0 {
            return false;
        }
        // "a new liftmaster they just put in": work someone reports done.
        // ("i put a marble down": the agent's own check.)
        let done_by = |k: usize| {
            matches!(
                words[k],
                "they" | "seller" | "owner" | "theyve" | "i" | "we"
            )
        };
        if c & class::ACTION != 0
            && i > 0
            && (done_by(i - 1)
                || (i > 1
                    && matches!(words[i - 1], "just" | "already" | "recently")
                    && done_by(i - 2)))
        {
            return false;
        }
        (c & class::ACTION != 0
            && !["have", "get", "open"].contains(w)
            && !action_word_names_a_thing(words, i))
            || *w == "need"
            || *w == "want"
    });
    // "the pool heater works", "still works": a thing said to work, with nothing against it
    // ("the boiler is old but works" is an old boiler).
    let works = works_said
        && words.len() >= 2
        && !words.contains(&"but")
        && classes.iter().all(|c| c & class::AGING == 0)
        && !matches!(
            words[words.len() - 2],
            "doesnt" | "dont" | "not" | "never" | "didnt" | "wont" | "isnt" | "to" | "need"
        );
    let positive = (positive || works) && !wish;
    (positive && !has_problem_in(words, classes) && !action) || (judged_fine && !action)
}

/// Whether a thing is said to work and the agent goes on to say how it was tried: "the sump
/// pump works it kicked on when I poured water in", "softener works salt is full", "the
/// furnace works it blew warm". (Not "needs work", "the works", "work on the deck".)
fn works_then_says_how(words: &[&str]) -> bool {
    words.windows(3).enumerate().any(|(i, w)| {
        i > 0
            && w[1] == "work"
            && !matches!(
                w[0],
                "the"
                    | "need"
                    | "some"
                    | "more"
                    | "of"
                    | "to"
                    | "a"
                    | "no"
                    | "any"
                    | "needing"
                    | "doesnt"
                    | "dont"
                    | "didnt"
                    | "not"
                    | "never"
                    | "wont"
                    | "isnt"
            )
            && matches!(
                w[2],
                "it" | "they" | "salt" | "when" | "i" | "we" | "tested"
            )
    })
}

/// Whether the praise at `i` describes a thing asked for rather than judging one: "a nice big
/// deck off the kitchen", "steel doors front and back with good deadbolts". Said after "a",
/// "with" or "some" in a remark with no verb of being or having ("the house has a nice new
/// furnace", "the kitchen is a good size" judge what is there).
fn describes_a_wished_thing(words: &[&str], classes: &[u32], i: usize) -> bool {
    matches!(words[i], "nice" | "good" | "great" | "beautiful" | "solid")
        && i > 0
        && matches!(
            words[i - 1],
            "a" | "an" | "with" | "some" | "real" | "really"
        )
        && words.get(i + 1).is_some_and(|n| {
            // ("ran brown for a good ten seconds": an amount.)
            !matches!(*n, "and" | "but" | "so" | "shape" | "condition" | "one")
                && number_word(n).is_none()
                && !n.bytes().all(|b| b.is_ascii_digit())
        })
        && !words[..i].iter().zip(classes).any(|(w, c)| {
            c & class::COPULA != 0
                || matches!(*w, "has" | "have" | "had" | "got" | "its" | "theyre")
        })
}

/// Whether the action word at `i` names a thing or a state rather than work to do: "sump pump
/// is ok" (a pump), "the electrical service is fine" (the service to the house), "the pebble
/// finish in the pool is fine" (a surface), "the kitchen is dated but clean" (a state).
fn action_word_names_a_thing(words: &[&str], i: usize) -> bool {
    let before = |options: &[&str]| i > 0 && options.contains(&words[i - 1]);
    match words[i] {
        "pump" => before(&[
            "sump",
            "well",
            "heat",
            "pool",
            "jet",
            "condensate",
            "ejector",
            "new",
            "newer",
            "original",
        ]),
        "service" => before(&["electrical", "electric", "amp", "power", "water"]),
        "finish" => words
            .get(i + 1)
            .is_some_and(|n| matches!(*n, "is" | "in" | "on" | "are" | "look" | "looks")),
        "clean" => before(&["but", "pretty", "very", "really", "super", "and"]),
        _ => false,
    }
}

/// The words the settled check's one pass acts on/// The words the settled check's one pass acts on (see `is_settled_in`): every other word
/// is passed over by its class.
const SETTLED_CUES: &[&str] = &[
    "fix",
    "repair",
    "handle",
    "maintain",
    "thing",
    "problem",
    "responsibility",
    "job",
    "call",
    "scoped",
    "radon",
    "only",
    "fixed",
    "repaired",
    "staying",
    "warranty",
    "out",
    "neighbor",
    "close",
    "closing",
    "contract",
    "no",
    "nope",
    "yeah",
    "yes",
    "yep",
    "yup",
    "service",
    "serviced",
    "cleaned",
    "tuned",
    "inspected",
    "maintained",
    "checked",
    "alone",
    "stay",
    "twenty",
    "replaced",
    "old",
];

/// Words that make a remark a wish, whatever box it was said in.
pub(crate) const WISH: &[&[&str]] = &[
    &["want"],
    &["wanted"],
    &["theyd"],
    &["shed", "like"],
    &["hed", "like"],
    &["wish"],
    &["would", "like"],
    &["would", "love"],
    &["like", "to"],
    &["love", "to"],
    &["be", "nice"],
    &["nice", "to", "have"],
    &["thinking", "about"],
    &["interested", "in"],
    &["dream"],
    &["prefer"],
    &["plan", "to"],
    &["hoping"],
    &["down", "the", "road"],
    &["eventually"],
];

/// The first words of spoken self-corrections (see `findings`): "no wait", "never mind",
/// "scratch that", "three no four".
pub(crate) const CORRECTION_MARKERS: &[&str] = &[
    "no",
    "or",
    "sorry",
    "correction",
    "never",
    "nevermind",
    "scratch",
    "forget",
    "disregard",
    "wait",
];

/// What the notes say is settled: fixed, tested clean, kept as it is, or not seen. Unlike a
/// positive remark ("roof looks good"), these hold whatever else the clause says ("the seller
/// already fixed the leak", "sewer scoped clean no issues", "radon 1.1 below the action level",
/// "they want to keep the wood windows", "didn't see any mold").
const SETTLED: &[&[&str]] = &[
    // "it works great", "runs great": praise of how it works holds whatever its age.
    &["work", "great"],
    &["working", "great"],
    &["run", "great"],
    &["running", "great"],
    // Work the buyer or someone close does without a contractor: "hes doing that himself",
    // "they'll redo those themselves", "theyll diy it".
    &["it", "himself"],
    &["it", "herself"],
    &["it", "themselve"],
    &["it", "ourselve"],
    &["that", "himself"],
    &["that", "herself"],
    &["that", "themselve"],
    &["those", "himself"],
    &["those", "herself"],
    &["those", "themselve"],
    &["them", "himself"],
    &["them", "herself"],
    &["them", "themselve"],
    &["theyll", "diy"],
    &["diy", "it"],
    &["diy", "that"],
    &["diy", "thing"],
    // Someone else's, or nothing the buyer can act on: "LP tank leased from Dead River",
    // "a tree house ha thats not us", "thats her agent not mine", "satellite nothing we can do
    // about that", "the balcony slab edge is common element".
    &["leased", "from"],
    &["that", "not", "us"],
    &["not", "mine"],
    &["nothing", "we", "can", "do"],
    &["common", "element"],
    &["association", "problem"],
    // The city's: "sidewalk lifted by street tree - city's problem".
    &["city", "problem"],
    &["city", "responsibility"],
    &["hoa", "problem"],
    // Checked and passed: "pumped and looked at by the town guy clean bill", "the liner checked
    // out last fall".
    &["clean", "bill"],
    &["checked", "out", "last"],
    &["checked", "out", "fine"],
    &["checked", "out", "ok"],
    // Nothing to do: "decorative only, fine, no need to fix", "monitor only", "typical
    // shrinkage", "its probably okay", "so thumbs up", "assoc item, not buyer".
    &["no", "need", "to", "fix"],
    &["no", "need", "to", "replace"],
    &["decorative", "only"],
    &["monitor", "only"],
    &["typical", "shrinkage"],
    &["probably", "okay"],
    &["probably", "ok"],
    &["probably", "fine"],
    &["thumb", "up"],
    &["assoc", "item"],
    &["association", "item"],
    &["not", "buyer"],
    // Understated: "a few patches but nothing Id spend on".
    &["nothing", "id", "spend"],
    &["nothing", "i", "would", "spend"],
    // Put off: "Popcorn - leave for now", "later, not this round".
    &["leave", "for", "now"],
    // "~20 yrs, prob 3-4 yrs left": life left in it.
    &["yrs", "left"],
    &["year", "left"],
    &["year", "of", "life", "left"],
    &["not", "this", "round"],
    &["not", "this", "time"],
    // A check that found nothing, a bond or warranty that goes with the house: "the last
    // annual inspection found nothing", "a Terminix bond that transfers".
    &["found", "nothing"],
    &["bond", "that", "transfer"],
    &["warranty", "transfer"],
    // "no concerns there".
    &["no", "concern"],
    // Passed over: "nothing to chase", "the inspector had no notes on it", "definitely no on
    // the generator", "not now thats a maybe", "they wont bother", "which is fine by them", "he
    // walked it back", "good a few more years", "years from now", "itll outlive all of us", "do
    // not touch it", "they will stay that way".
    &["nothing", "to", "chase"],
    &["nothing", "to", "worry"],
    &["no", "note"],
    &["no", "comment"],
    &["no", "on", "the"],
    &["that", "a", "maybe"],
    &["wont", "bother"],
    &["fine", "by"],
    &["walked", "it", "back"],
    &["few", "more", "year"],
    &["few", "more", "yr"],
    &["year", "from", "now"],
    &["outlive"],
    &["not", "touch"],
    &["dont", "touch"],
    &["stay", "that", "way"],
    // Done by the sellers, someone else's, kept, left as it is, all set: "sellers already put
    // in a new sump", "thats theyre problem" (their, as heard), "theyre keeping all the
    // woodwork", "the buyer loves it, no changes there", "so all set there".
    &["already", "put", "in"],
    // "new water heater the seller put in this spring", "she says leave it", "they said leave
    // them", "it works like a charm", "hasnt moved so just monitor it".
    &["seller", "put", "in"],
    &["said", "leave"],
    &["say", "leave"],
    &["like", "a", "charm"],
    &["just", "monitor"],
    &["theyre", "problem"],
    &["theyre", "keeping"],
    &["no", "change"],
    &["all", "set"],
    // Passed on or let be: "right under the four so we let it go", "so im not calling that a
    // problem", "current and transferable" (a bond or warranty that goes with the house).
    &["let", "it", "go"],
    &["not", "calling", "that"],
    &["not", "calling", "it"],
    &["and", "transferable"],
    &["is", "transferable"],
    &["it", "transferable"],
    // The association's to keep up: "the siding too thats hoa", "the hoa covers the roof".
    &["that", "hoa"],
    &["hoa", "handle"],
    &["hoa", "take", "care"],
    &["hoa", "responsibility"],
    &["hoa", "maintain"],
    &["association", "cover"],
    &["association", "handle"],
    // Lived with: "theyll live with the pink tile for now".
    &["theyll", "live", "with"],
    &["can", "live", "with"],
    // Only a blemish: "purely cosmetic".
    &["purely", "cosmetic"],
    &["strictly", "cosmetic"],
    &["only", "cosmetic"],
    // "they wouldnt touch it for anything": kept as it is.
    &["wouldnt", "touch"],
    &["wont", "touch"],
    &["not", "touching"],
    &["already", "fixed"],
    &["already", "replaced"],
    &["already", "repaired"],
    &["already", "done"],
    &["already", "been"],
    &["already", "took", "care"],
    &["already", "taken", "care"],
    &["took", "care", "of"],
    &["taken", "care", "of"],
    &["been", "taken", "care"],
    &["scoped", "clean"],
    &["scope", "clear"],
    &["scoped", "clear"],
    &["scope", "clean"],
    &["scoped", "fine"],
    &["came", "back", "clean"],
    &["came", "back", "clear"],
    &["came", "back", "fine"],
    &["came", "back", "good"],
    &["came", "back", "negative"],
    &["came", "back", "low"],
    &["came", "back", "normal"],
    &["came", "back", "ok"],
    &["inspection", "clear"],
    &["inspection", "was", "clear"],
    &["inspection", "came", "back"],
    &["tested", "clean"],
    &["tested", "fine"],
    &["tested", "good"],
    &["tested", "negative"],
    // "pressure tank from 2011, not terrible, leave", "no live activity, no treatment
    // needed", "i wouldnt lose sleep over it", "the brick is in great shape", "they just
    // stained it", "nothing read over twelve percent", "the detectors are hardwired" ("need to
    // be hardwired" asks for the work).
    &["not", "terrible"],
    &["no", "treatment", "needed"],
    &["no", "live", "activity"],
    &["wouldnt", "lose", "sleep"],
    &["great", "shape"],
    &["just", "stained", "it"],
    &["nothing", "read", "over"],
    &["are", "hardwired"],
    &["are", "interconnected"],
    &["hardwired", "and", "new"],
    // "no gutters - on purpose", "she was rewired in the eighties", "the buyers problem",
    // "its just dirty", "which theyll do themselves", "she can do that herself", "the bond
    // transfers", "already finished", "owned not leased", "so no termite work", "not yet".
    &["on", "purpose"],
    &["was", "rewired"],
    &["been", "rewired"],
    &["buyer", "problem"],
    &["just", "dirty"],
    &["do", "themselve"],
    &["do", "himself"],
    &["do", "herself"],
    &["do", "it", "themselve"],
    &["do", "that", "themselve"],
    &["do", "that", "herself"],
    &["do", "that", "himself"],
    &["do", "it", "herself"],
    &["do", "it", "himself"],
    &["bond", "transfer"],
    &["already", "finished"],
    &["is", "owned", "not", "leased"],
    &["no", "termite", "work"],
    &["reroof", "not", "yet"],
    &["replacement", "not", "yet"],
    // "so thats all new", "a crack in the slab nothing moving".
    &["that", "all", "new"],
    &["its", "all", "new"],
    &["nothing", "moving"],
    // "smoke and co tested ok in all four units", "gfcis tested, all trip and reset ok".
    &["tested", "ok"],
    &["tested", "okay"],
    &["reset", "ok"],
    &["reset", "okay"],
    // "no replacement needed", "the original windows stay, no replacements".
    &["no", "replacement"],
    &["below", "the", "action"],
    &["below", "action"],
    &["under", "the", "action"],
    &["under", "action"],
    &["below", "the", "epa"],
    &["want", "to", "keep"],
    &["wanna", "keep"],
    &["like", "to", "keep"],
    &["keep", "the"],
    &["keeping", "the"],
    &["didnt", "see"],
    &["did", "not", "see"],
    &["dont", "see"],
    &["do", "not", "see"],
    &["didnt", "find"],
    &["no", "visible"],
    &["never", "mind"],
    &["nevermind"],
    &["no", "active"],
    &["not", "active"],
    &["not", "live"],
    &["isnt", "live"],
    &["that", "fine"],
    &["that", "good"],
    &["that", "ok"],
    &["that", "okay"],
    &["its", "fine"],
    &["its", "clean"],
    &["its", "ok"],
    &["which", "is", "fine"],
    &["so", "fine"],
    &["no", "sign"],
    &["was", "dry"],
    &["is", "dry"],
    &["leave", "that", "out"],
    &["leave", "it", "out"],
    &["not", "now"],
    &["skip", "that"],
    &["not", "worth", "it"],
    &["decided", "against"],
    &["decided", "not"],
    &["scope", "was", "clean"],
    &["was", "clean"],
    &["came", "out", "clean"],
    &["within", "tolerance"],
    &["is", "current"],
    &["are", "current"],
    &["up", "to", "date"],
    &["stay", "as", "is"],
    &["as", "is", "fine"],
    // Someone else's to fix, or not part of this report.
    &["that", "handled"],
    &["dont", "count", "that"],
    &["dont", "count", "it"],
    &["not", "our", "problem"],
    &["not", "our"],
    &["not", "our", "concern"],
    &["insurance", "is", "paying"],
    &["insurance", "paying"],
    &["insurance", "is", "covering"],
    &["insurance", "covering"],
    &["builder", "is", "coming"],
    &["builder", "will"],
    &["manufacturer", "will"],
    &["under", "warranty"],
    &["under", "the", "builder"],
    &["doesnt", "care"],
    &["dont", "care"],
    &["so", "not", "here"],
    // Taken back or put off.
    &["dropped", "that"],
    &["dropped", "it"],
    &["skip", "the"],
    &["skip", "it"],
    &["maybe", "later"],
    &["a", "maybe"],
    &["already", "decommissioned"],
    &["decommissioned", "already"],
    &["everything", "passed"],
    &["adjuster", "handling"],
    &["showed", "me", "the", "permit"],
    &["theyre", "staying"],
    &["they", "are", "staying"],
    &["that", "done"],
    &["that", "separate"],
    &["run", "fine"],
    &["work", "fine"],
    &["that", "working"],
    &["no", "movement"],
    &["not", "moving"],
    // "so were set there", "so no notes there", "so thats all documented", "so im not gonna
    // fight that one", "whatever thats cosmetic forget it", "two panels both clean".
    &["were", "set"],
    &["no", "note", "there"],
    &["all", "documented"],
    &["that", "documented"],
    &["not", "gonna", "fight"],
    &["not", "going", "to", "fight"],
    &["wont", "fight"],
    &["forget", "it"],
    &["that", "cosmetic"],
    &["both", "clean"],
    // Put off, not pursued, left as it is: "but thats years out not in this budget", "so i
    // wouldnt chase it", "nobody touches those", "so no paint on those", "they mentioned a pool
    // then laughed it off", "but they decided nah".
    &["year", "out"],
    &["not", "in", "this", "budget"],
    &["not", "in", "the", "budget"],
    &["wouldnt", "chase"],
    &["dont", "chase"],
    &["not", "chase"],
    &["nobody", "touch"],
    &["no", "paint", "on"],
    &["laughed", "it", "off"],
    &["decided", "nah"],
    &["decided", "no"],
    // Settled on paper or by others: "bond current and transfers", "the seller capped the
    // lines", "the trees are kept trimmed by the association".
    &["bond", "current"],
    // A termite bond in hand: "has the bond", "theres a bond on it", "had the bond renewed".
    &["has", "the", "bond"],
    &["has", "a", "bond"],
    &["have", "the", "bond"],
    &["have", "a", "bond"],
    &["a", "bond", "on", "it"],
    &["bond", "renewed"],
    &["seller", "capped"],
    &["by", "the", "association"],
    // From the twenty-third and twenty-fourth sets: put off, ruled out, someone else's, kept,
    // working. "finishing the basement is a someday thing they said leave it off", "after they
    // saw what the last one cost they crossed it off", "lets see how the first winter goes",
    // "said maybe next summer", "the lease transfers with the house", "HOA does the front
    // landscaping", "no complaints", "as decoration only", "it fired right up".
    &["leave", "it", "off"],
    &["theyll", "think", "about"],
    &["think", "about", "it", "later"],
    &["someday", "thing"],
    &["crossed", "it", "off"],
    &["crossed", "that", "off"],
    &["let", "see", "how"],
    &["next", "summer"],
    &["next", "spring"],
    &["lease", "transfer"],
    &["hoa", "doe"],
    &["hoa", "handle"],
    &["no", "complaint"],
    &["as", "decoration"],
    &["fired", "right", "up"],
    &["so", "that", "out"],
    // From the twenty-fifth and twenty-sixth sets: "but thats not this year", "a next-year
    // project", "next yr maybe", "so thats not a thing", "theyre gonna landscape it themselves",
    // "so not spending a dime on it", "so im not listing it", "so were okay there", "the door
    // and opener are both new", "i talked them out of it", "they all came on".
    &["not", "this", "year"],
    &["next", "year"],
    &["next", "yr"],
    &["that", "not", "a", "thing"],
    &["it", "themselve"],
    &["that", "themselve"],
    &["them", "themselve"],
    &["not", "spending"],
    &["not", "listing"],
    &["were", "okay"],
    &["both", "new"],
    &["talked", "them", "out"],
    &["all", "came", "on"],
    // "which the buyers actually like".
    &["buyer", "actually", "like"],
    &["buyer", "really", "like"],
    // Settled by someone else, or on paper: "theres a bond on it so thats covered", "the
    // adjuster already approved it", "the roof is being replaced before closing", "seller says
    // pigtailed, has receipt", "so were good there", "so thats what you want".
    &["that", "covered"],
    &["already", "approved"],
    &["being", "replaced"],
    &["being", "repaired"],
    &["being", "fixed"],
    &["has", "receipt"],
    &["have", "receipt"],
    &["with", "receipt"],
    &["were", "good"],
    &["were", "fine"],
    &["we", "good"],
    &["what", "you", "want"],
    &["so", "that", "fixed"],
    &["so", "that", "repaired"],
    &["been", "treated"],
    // Not this report's, or not worth pricing: "the garden level apartment has a tenant and its
    // not part of the inspection", "redone in 2015 looks clean", "a crack in the garage slab
    // its just cosmetic", "the adjuster already paid for a new roof so thats on them".
    &["not", "part", "of"],
    &["look", "clean"],
    &["just", "cosmetic"],
    &["only", "cosmetic"],
    &["cosmetic", "only"],
    &["its", "cosmetic"],
    &["that", "on", "them"],
    &["already", "paid"],
    // Someone else's: "its the neighbors side of the roof so thats their problem", "a shared
    // well so thats their part"; and a verdict passed on: "garage slab cracked, cosmetic per
    // inspector".
    &["that", "their"],
    &["their", "problem"],
    &["their", "responsibility"],
    &["cosmetic", "per"],
    // Settled in new ways: "radon came back at two point one ... so nothing there", "the
    // seller had it all removed", "the termite letter is clear", "cosmetic, leave", "dry now",
    // "so that was addressed", "insurance is handling it already filed", "came back below the
    // limit so all good", "the seller added them".
    &["so", "nothing", "there"],
    &["nothing", "to", "do"],
    &["had", "it", "removed"],
    // "the upper unit boiler is good they had it cleaned and tuned in october".
    &["had", "it", "cleaned"],
    &["had", "it", "serviced"],
    &["had", "it", "tuned"],
    &["had", "them", "cleaned"],
    &["had", "them", "serviced"],
    &["had", "it", "all", "removed"],
    &["had", "them", "removed"],
    &["letter", "is", "clear"],
    &["letter", "clear"],
    &["report", "is", "clear"],
    &["cosmetic", "leave"],
    &["dry", "now"],
    &["was", "addressed"],
    &["been", "addressed"],
    &["that", "addressed"],
    &["insurance", "is", "handling"],
    &["insurance", "handling"],
    &["already", "filed"],
    &["below", "the", "limit"],
    &["under", "the", "limit"],
    &["all", "good"],
    &["seller", "added"],
    &["already", "installed"],
    // "no sorry they already got the new roof" ("the new patio already has a crack" is a
    // defect).
    &["already", "got"],
    &["already", "added"],
    // "the upstairs bath they redid it in twenty twenty two its like new" (not a filler "like"
    // before a wish: "and like new light fixtures everywhere").
    &["its", "like", "new"],
    &["is", "like", "new"],
    &["look", "like", "new"],
    // Kept with the house, or paid for by someone else: "the blinds are staying sellers said",
    // "all window blinds stay w/ house" (a typed "with"), "sellers leaving fridge + W/D",
    // "routine upkeep, which the sellers are paying for".
    &["stay", "with"],
    &["stay", "w"],
    &["seller", "leaving"],
    &["seller", "are", "leaving"],
    &["seller", "is", "leaving"],
    &["seller", "are", "paying"],
    &["seller", "is", "paying"],
    &["seller", "paying"],
    &["seller", "will", "pay"],
    // Done and put on paper: "the leak is fixed", "they were patched and painted last year no
    // issue there", "its all been replaced theres none left", "ok per inspector", "treated
    // 2021, paperwork in file", "a closure certificate ... so nothing to budget there".
    &["were", "patched"],
    &["was", "patched"],
    &["been", "patched"],
    &["been", "replaced"],
    &["no", "issue", "there"],
    &["none", "left"],
    &["ok", "per"],
    &["okay", "per"],
    &["fine", "per"],
    &["good", "per"],
    &["paperwork", "in", "file"],
    &["paperwork", "on", "file"],
    &["nothing", "to", "budget"],
    // "Exterior paint done 2023 by seller, skip".
    &["skip"],
    &["no", "worry"],
    // Kept as it is, or left out of the report: "hes keeping them as is theyre in decent
    // shape", "so leave it", "leave it alone".
    &["keeping", "as", "is"],
    // "they want it kept exactly as is", "they dont want to touch it".
    &["kept", "as", "is"],
    &["kept", "exactly"],
    &["want", "to", "touch"],
    &["keep", "as", "is"],
    &["keep", "it", "as", "is"],
    &["leave", "as", "is"],
    &["decent", "shape"],
    &["so", "leave", "it"],
    &["so", "leave", "that"],
    &["leave", "it", "alone"],
    &["leave", "it", "be"],
    // Covered or no longer alive: "so were covered there", "the bond is current", "old damage
    // and inactive".
    &["were", "covered"],
    &["we", "covered"],
    &["that", "current"],
    &["inactive"],
    // Someone else's, or going with them: "the water softener is the sellers rental they take
    // it", "the solar panels are leased", "the shed belongs to the neighbor".
    &["seller", "rental"],
    &["their", "rental"],
    &["is", "a", "rental"],
    &["are", "rental"],
    &["seller", "lease"],
    &["their", "lease"],
    &["is", "leased"],
    &["are", "leased"],
    &["they", "take", "it"],
    &["they", "take", "them"],
    &["they", "are", "taking"],
    &["theyre", "taking"],
    &["taking", "it", "with"],
    &["taking", "them", "with"],
    &["seller", "taking"],
    &["seller", "is", "taking"],
    &["seller", "are", "taking"],
    &["seller", "take"],
    &["belong", "to"],
    &["owned", "by", "the"],
    // Someone else has committed to it: "the sellers are having it taken down", "seller will
    // replace the steps".
    &["seller", "are", "having"],
    &["seller", "is", "having"],
    &["seller", "will"],
    &["owner", "will"],
    &["landlord", "will"],
    // Someone else's: an association's ("the decks are the associations", "thats all the h o
    // as", "the hoa covers it"), a builder's under warranty ("the builder fixes those"), not
    // ours ("those arent ours"), a tenant's going with them ("theyre going with her").
    &["is", "the", "association"],
    &["are", "the", "association"],
    &["that", "the", "association"],
    &["all", "the", "association"],
    &["association", "cover"],
    &["association", "handle"],
    &["association", "maintain"],
    &["association", "replace"],
    &["is", "the", "hoa"],
    &["are", "the", "hoa"],
    &["that", "the", "hoa"],
    &["all", "the", "hoa"],
    &["hoa", "cover"],
    &["hoa", "handle"],
    &["hoa", "maintain"],
    &["hoa", "replace"],
    &["the", "h", "o", "a"],
    // ("h o a's" said aloud).
    &["the", "h", "o", "as"],
    &["builder", "fix"],
    &["builder", "cover"],
    // "builder's 1-yr warranty covers, ticket submitted".
    &["warranty", "cover"],
    &["builder", "handle"],
    &["builder", "replace"],
    &["builder", "is", "fixing"],
    &["arent", "our"],
    &["isnt", "our"],
    &["going", "with", "her"],
    &["going", "with", "him"],
    &["going", "with", "them"],
    // Conveys with the house or is written out of the sale: "the range conveys", "its on the
    // inclusions list", "written into the listing", "excluded from the sale".
    &["convey"],
    &["inclusion"],
    &["into", "the", "listing"],
    &["in", "the", "listing"],
    &["excluded"],
    &["exclusion"],
    // Kept: "shes keeping that", "theyre keeping them".
    &["keeping", "that"],
    &["keeping", "it"],
    &["keeping", "them"],
    &["keeping", "those"],
    // Checked on the spot and fine: "bone dry", "the meter read nothing", "read dry".
    &["bone", "dry"],
    &["read", "nothing"],
    &["read", "dry"],
    &["been", "handled"],
    // Normal for its age or material, or only cosmetic: "normal shrinkage", "typical for the
    // age", "its fine just scuffed".
    &["normal", "shrinkage"],
    &["normal", "for"],
    &["typical", "for"],
    &["fine", "just"],
    &["fine", "only"],
    // Done by the seller: "the seller rewired in 2012".
    &["seller", "rewired"],
    &["seller", "redid"],
    &["seller", "updated"],
    &["seller", "upgraded"],
    // Nothing to do: "so we dont need to touch it".
    &["dont", "need", "to", "touch"],
    // Checked and as it should be: "the level was right at the outlet like its supposed to
    // be".
    &["like", "its", "supposed", "to", "be"],
    &["like", "it", "supposed", "to", "be"],
    &["as", "its", "supposed", "to", "be"],
    &["like", "theyre", "supposed", "to", "be"],
    &["no", "need", "to", "touch"],
    &["dont", "need", "to", "do"],
    &["nothing", "needed"],
    &["no", "action"],
    &["nixed"],
    // A wish ruled out of this report: "not for this estimate" ("someday" alone is still a
    // wish: "a hot tub out there someday").
    &["not", "for", "this"],
    // A retraction: "i was thinking of the last one ignore that".
    &["ignore", "that"],
    &["disregard", "that"],
    // Put off: "so the kitchen waits a year or two", "that can wait".
    &["wait", "a", "year"],
    &["wait", "a", "couple"],
    &["can", "wait"],
    // Someone else's: "fence shared with the neighbor, his to fix".
    &["his", "to", "fix"],
    &["her", "to", "fix"],
    &["their", "to", "fix"],
    &["neighbor", "to", "fix"],
    // Paid for: "the seller is getting one with the treatment so its covered".
    &["so", "its", "covered"],
    &["so", "it", "covered"],
    // Nothing to do: "its a twenty twenty three so no need".
    &["so", "no", "need"],
    &["no", "ac", "work"],
    // Checked: "no stains no white stuff so its dry".
    &["so", "its", "dry"],
    &["so", "it", "dry"],
    // Kept: "buyer keeping wood floors".
    &["buyer", "keeping"],
    // Left alone or out of the list: "so just let it be", "hands off", "thats not for the
    // list", "who cares", "theyre not going anywhere".
    &["let", "it", "be"],
    &["hand", "off"],
    &["not", "for", "the", "list"],
    &["who", "care"],
    &["not", "going", "anywhere"],
    // Someone else's: "they want stainless theyll buy those themselves".
    &["buy", "those", "themselve"],
    &["buy", "it", "themselve"],
    &["buy", "them", "themselve"],
    // Put off or dropped: "they dont need that yet", "not in this house".
    &["dont", "need", "that", "yet"],
    &["not", "in", "this", "house"],
    // Done: "the electrical was all redone in twenty eleven", "the seller put it in last
    // summer".
    &["was", "all", "redone"],
    &["was", "redone"],
    &["were", "redone"],
    &["seller", "put", "it", "in"],
    // Proof: "seller has the receipt from the pumper".
    &["has", "the", "receipt"],
    &["have", "the", "receipt"],
    // Nothing to do: "so I dont think they need anything".
    &["dont", "think", "they", "need"],
    &["dont", "think", "it", "need"],
    // Checked: "i put my level on the walls theyre plumb".
    &["theyre", "plumb"],
    // Verdicts of the thirty-third to thirty-fifth sets: "so i aint worried", "stays no matter
    // what", "straight as a string", "leave that be", "so thats off the list", "no cracks
    // worth talking about", "not pricing that now", "thats one thing they did right", "which
    // is plenty", "not now maybe next year", "keep it till it dies", "no complaints", "so do
    // not touch that", "thats between them and sunrun not us", "drywood is handled", "its
    // young".
    &["aint", "worried"],
    &["stay", "no", "matter", "what"],
    &["keeping", "that", "no", "matter"],
    &["straight", "as", "a"],
    &["leave", "that", "be"],
    &["leave", "it", "be"],
    &["off", "the", "list"],
    &["worth", "talking", "about"],
    &["not", "pricing"],
    &["did", "right"],
    &["which", "is", "plenty"],
    &["till", "it", "die"],
    &["until", "it", "die"],
    &["no", "complaint"],
    &["not", "touch", "that"],
    &["dont", "touch", "that"],
    &["dont", "touch", "it"],
    &["between", "them", "and"],
    &["is", "handled"],
    &["that", "young"],
    &["its", "young"],
    &["forget", "it"],
    &["actually", "leave"],
    &["old", "treated"],
    // Verdicts of the thirty-sixth to thirty-eighth sets: "walk past it", "comb it, move on", "i
    // wouldnt spend a dime on it", "did it right", "plenty for this house", "so nothing there",
    // "theyre fine with it", "not this yr", "a year two thing", "on hold until the board meets",
    // "theyre gonna hold off on that", "so we are set", "cert in file", "lying flat", "says its
    // sound".
    &["walk", "past", "it"],
    &["move", "on"],
    &["spend", "a", "dime"],
    &["did", "it", "right"],
    &["plenty", "for"],
    &["so", "nothing", "there"],
    &["fine", "with", "it"],
    &["not", "this", "yr"],
    &["year", "two", "thing"],
    &["on", "hold"],
    &["hold", "off"],
    &["we", "are", "set"],
    &["were", "set"],
    &["cert", "in"],
    &["lying", "flat"],
    &["laying", "flat"],
    &["say", "its", "sound"],
    // Not this house's: "were on city sewer up here not septic".
    &["on", "city", "sewer"],
    &["on", "public", "sewer"],
    // Goes with the house, working: "it conveys and it was running at temp".
    &["convey", "and"],
    // Verdicts of the sixty-sixth to sixty-eighth sets: "thats kind of a farm thing not for
    // the report", "busted off the hinge whatever hoa", "its okay for
    // the age", "Fence - n/a" (typed "n/a").
    &["not", "for", "the", "report"],
    &["whatever", "hoa"],
    &["okay", "for", "the", "age"],
    &["ok", "for", "the", "age"],
    &["okay", "for", "its", "age"],
    &["ok", "for", "its", "age"],
    &["fine", "for", "the", "age"],
    &["fine", "for", "its", "age"],
    &["good", "for", "the", "age"],
    &["good", "for", "its", "age"],
    &["na"],
];

/// What, said after "but", takes back the remark before it ("... but it's not live", "... but
/// the inspector said it's within tolerance so that's fine"). Narrower than `SETTLED`: "but I
/// didn't see any mold" speaks of mold, not of the musty carpet before it.
const TAKES_BACK: &[&[&str]] = &[
    &["not", "live"],
    &["isnt", "live"],
    &["that", "fine"],
    &["that", "good"],
    &["that", "ok"],
    &["that", "okay"],
    &["its", "fine"],
    &["its", "ok"],
    &["which", "is", "fine"],
    &["within", "tolerance"],
    &["not", "worth", "it"],
    &["decided", "against"],
    &["decided", "not"],
    &["not", "a", "concern"],
    &["no", "concern"],
    &["not", "an", "issue"],
    &["nothing", "to", "worry"],
    &["doesnt", "care"],
    &["dont", "care"],
    &["that", "separate"],
    // "... and theres a crack but the inspector said thats cosmetic".
    &["that", "cosmetic"],
    &["its", "cosmetic"],
    &["just", "cosmetic"],
    // "... but thats a someday idea, not for this estimate".
    &["someday"],
    &["not", "for", "this"],
    // "the windows are old but the buyers like them so they stay", "... but its running fine".
    &["buyer", "like", "them"],
    &["buyer", "love", "them"],
    // "keep oak cabs, she likes them".
    &["she", "like", "them"],
    &["she", "like", "it"],
    &["he", "like", "them"],
    &["he", "like", "it"],
    &["they", "like", "them"],
    &["they", "like", "it"],
    &["buyer", "like", "it"],
    &["buyer", "love", "it"],
    &["they", "like", "them"],
    &["they", "love", "them"],
    &["they", "stay"],
    &["it", "stay"],
    &["running", "fine"],
    &["running", "great"],
    // "... but theyll hold off on that", "... but thats on hold".
    &["hold", "off"],
    &["on", "hold"],
    // "... but just let it be", "... but keep it till it dies".
    &["let", "it", "be"],
    &["till", "it", "die"],
    &["until", "it", "die"],
    // "... but thats just checking, not structural".
    &["not", "structural"],
    &["run", "fine"],
    &["work", "fine"],
    &["work", "great"],
    // "Roof ~20 yrs, granules in gutters but prob 3-4 yrs left", "... but good for a few more
    // years".
    &["yrs", "left"],
    &["year", "left"],
    &["few", "more", "year"],
];

/// Whether the words say a safety device was not seen or found ("didnt see any smoke
/// detectors", "couldnt find a handrail").
fn missing_device_said(words: &[&str]) -> bool {
    let not_seen = words.windows(2).any(|w| {
        matches!(w[0], "didnt" | "dont" | "couldnt" | "cant" | "not")
            && matches!(w[1], "see" | "find" | "seen" | "found")
    });
    not_seen
        && words.iter().any(|w| {
            matches!(
                *w,
                "detector"
                    | "smoke"
                    | "co"
                    | "gfci"
                    | "handrail"
                    | "railing"
                    | "expansion"
                    | "liner"
            )
        })
}

/// Whether words said after "but" take back the remark before them (see `TAKES_BACK`).
pub(crate) fn takes_back(words: &[&str]) -> bool {
    TAKES_BACK.iter().any(|p| contains_seq(words, p))
}

/// `POSITIVE` by first word: several start with a common word ("is", "but", "like").
static POSITIVE_BY_FIRST: std::sync::LazyLock<
    std::collections::HashMap<&'static str, Vec<&'static [&'static str]>, WordHashBuild>,
> = std::sync::LazyLock::new(|| {
    let mut map: std::collections::HashMap<_, Vec<_>, WordHashBuild> = Default::default();
    for phrase in POSITIVE {
        if let Some(first) = phrase.first() {
            map.entry(*first).or_default().push(*phrase);
        }
    }
    map
});

/// `SETTLED` by first word: many of them start with a common word ("it", "that", "no").
static SETTLED_BY_FIRST: std::sync::LazyLock<
    std::collections::HashMap<&'static str, Vec<&'static [&'static str]>, WordHashBuild>,
> = std::sync::LazyLock::new(|| {
    let mut map: std::collections::HashMap<_, Vec<_>, WordHashBuild> = Default::default();
    for phrase in SETTLED {
        if let Some(first) = phrase.first() {
            map.entry(*first).or_default().push(*phrase);
        }
    }
    map
});

/// Whether a long run-on remark closes on a settled verdict ("the foundation has a few corner
/// pops the engineer said no movement so that's fine", "... the builder is coming out so that's
/// handled", "... they said its just the trap its fine"): the last "so" or "said" in its final
/// words opens a settled remark, which then speaks for
/// the whole remark however long it is.
pub(crate) fn closes_settled(words: &[&str], classes: &[u32]) -> bool {
    // "Wants: ... fence (later)", "they want to convert the garden unit into a duplex down with
    // the first floor eventually not now": a remark that ends by putting itself off, with
    // nothing wrong said in it, is put off however long it is.
    if ends_put_off(words) && !has_problem_in(words, classes) {
        return true;
    }
    // "theres a mini split in the living room from twenty twenty it works great", "standing
    // seam metal from like two thousand ten and its got decades left": a remark that closes on
    // praise, with nothing wrong said and no work asked, is fine however long.
    if ends_praised(words)
        && !has_problem_in(words, classes)
        && !asks_for_work(words)
        && !wishes_work(words)
    {
        return true;
    }
    // "Sheetrock crack over the closet door - settling, monitor": what a remark says is wrong is
    // watched, not worked on, when it closes on watching it and asks for no work.
    if ends_watched(words, classes) && !asks_for_work(words) && !wishes_work(words) {
        return true;
    }
    // "the knob and tube the seller had it all removed there is a letter from the
    // electrician": a settled verdict followed only by the proof of it closes the remark too.
    // "the exterior paint and the roof the h o a covers both they just did the roofs on this
    // whole row": a long remark that gives its subject to someone else, with nothing wrong
    // said in it.
    // (The class bits of `settled_from` pass over most long remarks before any phrase is
    // looked for: each of these holds a settled phrase too.)
    if words.len() > SETTLED_REACH_WORDS
        && settled_from(words, classes).is_some()
        && OTHERS_OWN.iter().any(|p| contains_seq(words, p))
        && !has_problem_in(words, classes)
    {
        return true;
    }
    // "the carport could become a garage later, but thats a someday idea, not for this
    // estimate": a closing "but" that takes the remark back.
    let last10 = words.len().saturating_sub(10);
    if let Some(but) = words[last10..].iter().rposition(|w| *w == "but")
        && takes_back(&words[last10 + but + 1..])
    {
        return true;
    }
    // (What the proof or check found must not be wrong: "the furnace is fine I smelled gas".)
    if let Some(tail) = proof_tail(words)
        && tail > 0
        && !has_problem_in(&words[tail..], &classes[tail..])
    {
        let from = tail.saturating_sub(8);
        if is_settled_in(&words[from..tail], &classes[from..tail]) {
            return true;
        }
    }
    // "the roof is it leaking no its a newer architectural the seller put it on in twenty
    // twenty one after": a remark that opens on a question answered that nothing is wrong is
    // that answer, however long, when nothing wrong is said after it.
    // (A short one is settled so by `is_settled_in`.)
    if words.len() > 8
        && let Some(at) = words
            .iter()
            .take(12)
            .position(|w| matches!(*w, "no" | "nope" | "yeah" | "yes" | "yep" | "yup"))
        && answers_fine(words, classes, at)
        && !has_problem_in(&words[at + 1..], &classes[at + 1..])
    {
        return true;
    }
    let from = words.len().saturating_sub(8);
    // "the seller has a Terminix bond that transfers, and the last annual inspection found
    // nothing", "the hall bath tile is original mint green and they want it kept exactly as
    // is": a remark that says nothing wrong and ends on a settled phrase. (A shorter one is
    // read whole by `is_settled_in`.)
    if words.len() > SETTLED_REACH_WORDS
        && (settled_from(&words[from..], &classes[from..]).is_some()
            || (words.len() <= 2 * SETTLED_REACH_WORDS
                && settled_from(words, classes).is_some()
                && !classes.iter().any(|c| c & class::ACTION != 0)))
        && !has_problem_in(words, classes)
        && !radon_over_action_level(words)
        && !asks_for_work(words)
        && !wishes_work(words)
    {
        return true;
    }
    // "... is draining slow they said its just the trap its fine": what someone said closes it
    // as "so" does.
    // "... they had it serviced last fall its fine for now": a verdict of its own closes it too.
    let Some(at) = words[from..].iter().enumerate().rposition(|(i, w)| {
        // "... only needs routine upkeep, which the sellers are paying for".
        matches!(*w, "so" | "which")
            // "they said its just the trap its fine", not "they said the newer stuff is fine"
            // (which speaks of a thing of its own).
            || (*w == "said"
                && matches!(
                    words.get(from + i + 1).copied(),
                    Some("its" | "it" | "that" | "everything" | "no" | "within" | "fine")
                ))
            || (matches!(*w, "its" | "that")
                && words[from + i..].len() <= 4
                && matches!(
                    words.get(from + i + 1).copied(),
                    Some("fine" | "good" | "ok" | "okay")
                ))
            // "... just paint between tenants and thats the landlords thing" ("thats" is read
            // as "that").
            || (*w == "that" && words[from + i..].len() <= 5 && words.get(from + i + 1) == Some(&"the"))
            // "... asked about an above ground pool no they decided against it too much
            // upkeep": a "no" that opens a verdict of its own takes the remark back.
            || (*w == "no"
                && matches!(
                    words.get(from + i + 1).copied(),
                    Some("they" | "theyre" | "its" | "it" | "that" | "we")
                ))
            // "... the roof itself is new from the insurance claim the leak is fixed": a short
            // closing statement that the thing is done.
            || (*w == "the"
                && words[from + i..].len() <= 4
                && words.last().is_some_and(|l| {
                    matches!(*l, "fixed" | "repaired" | "replaced" | "handled" | "addressed")
                }))
    }) else {
        return done_already(words) || turns_fine(words, classes);
    };
    let at = from + at;
    (at > 0 && is_settled_in(&words[at..], &classes[at..]) && !finished_off(words, classes, at))
        || done_already(words)
        || turns_fine(words, classes)
}

/// Whether a remark closes on a verdict that turns what came before it: after its last "but"
/// or "so", a clause that speaks of the same thing (by a pronoun, or as what someone says of
/// it), says nothing is wrong and asks for no work, and says the thing is fine, only a blemish,
/// not to be touched, someone else's to deal with, or put off ("the carport roof looks rough
/// but its only faded paint", "the barn roof is caving in but theyre tearing it down anyway so
/// forget the barn", "the doors stick a little but nothing to fix there"). Told by what kind of
/// words the clause holds, not by phrases. A closing "but" that names a defect ("it works but
/// its leaking at the base") or an age ("... but its twenty five years old") turns nothing.
fn turns_fine(words: &[&str], classes: &[u32]) -> bool {
    let from = words.len().saturating_sub(20);
    let Some(turn) = words[from..]
        .iter()
        .rposition(|w| matches!(*w, "but" | "so"))
        .map(|i| from + i + 1)
    else {
        return false;
    };
    // The remark says something of its own before the turn, one thing in a breath (a long
    // run-on may hold other findings the verdict does not speak for), and the verdict is a
    // clause.
    // (A longer history before it is one remark when it names nothing wrong: "the seller says
    // the basement got gutted and redone after the flood ... everything read low so im not
    // worried about that".)
    let quiet_before = || {
        classes[..turn - 1]
            .iter()
            .all(|c| c & (class::PROBLEM | class::LEAK) == 0)
    };
    if turn - 1 < 4
        || words.len() - turn < 2
        || (turn - 1 > 24 && !(turn - 1 <= 48 && quiet_before()))
    {
        return false;
    }
    // "they want a heat pump so they can get rid of the window unit": "so" followed by what
    // someone can then do says why, not that nothing needs doing.
    if words[turn - 1] == "so"
        && matches!(
            words.get(turn).copied(),
            Some("they" | "we" | "she" | "he" | "you" | "i")
        )
        && matches!(words.get(turn + 1).copied(), Some("can" | "could"))
    {
        return false;
    }
    // Work asked for before the turn stays asked for ("... so get it tested and the siding
    // looks green but its just dirt").
    let before = &words[..turn - 1];
    // An action word asks for work when it is said as a request: first, or after "so", "to",
    // "and", "just" or a modal ("so get it tested", "need to replace"). After a subject it
    // reports what a thing or someone does ("the boiler heats the garage", "they put it in
    // for the listing").
    let requested = |i: usize| {
        i == 0
            || matches!(
                before[i - 1],
                "so" | "to"
                    | "and"
                    | "then"
                    | "just"
                    | "please"
                    | "should"
                    | "must"
                    | "lets"
                    | "gotta"
                    | "need"
            )
    };
    let asked_before = classes[..turn - 1]
        .iter()
        .zip(before)
        .enumerate()
        .any(|(i, (c, w))| {
            // ("updates the roof is a 2018" names the box.)
            let the_box = i == 0 && matches!(*w, "update" | "updates");
            c & class::ACTION != 0
                && !matches!(*w, "have" | "get" | "open")
                && requested(i)
                && !the_box
        })
        || before.iter().any(|w| {
            matches!(
                *w,
                "need" | "should" | "must" | "test" | "tested" | "replace"
            )
        });
    if asked_before {
        return false;
    }
    let tail = &words[turn..];
    let tail_classes = &classes[turn..];
    // "Windows drafty but storms on all - leave them": a closing "leave it / them" speaks for the
    // remark whatever the clause opened on.
    let leave_last = tail.len() >= 2
        && tail[tail.len() - 2] == "leave"
        && matches!(tail[tail.len() - 1], "it" | "them" | "those" | "that");
    if !points_back(tail, before) && !leave_last {
        return false;
    }
    let negated = |i: usize| {
        tail[i.saturating_sub(2)..i]
            .iter()
            .any(|w| matches!(*w, "no" | "not" | "never" | "nothing" | "dont" | "without"))
    };
    // An action someone else is doing is theirs, not work asked for nor a defect: "theyre
    // tearing it down", "the seller is replacing it".
    // ("so theyre talking a full gut" is the buyers' wish.)
    let wish_next = matches!(
        tail.get(1).copied(),
        Some("talking" | "thinking" | "want" | "wanted" | "asking" | "asked" | "like" | "love")
    );
    let theirs = (matches!(
        tail.first().copied(),
        Some("they" | "theyre" | "theyll" | "seller" | "owner" | "landlord" | "hoa")
    ) && !wish_next)
        || (tail.first() == Some(&"the")
            && tail
                .get(1)
                .is_some_and(|w| PEOPLE.contains(w) && !matches!(*w, "buyer" | "agent")));
    // (What the buyer asks for is work: "so the buyers are asking for a new roof"; what anyone
    // does "herself" is not for the estimate: "the buyer says shes redoing those herself".)
    let diy = tail.iter().any(|w| by_themselves(w));
    let their_doing = |c: u32| (theirs || diy) && c & (class::ACTION | class::REPLACE) != 0;
    // Verdicts that settle whatever the clause says: the work is not to be done or priced
    // ("dont worry about it", "so dont price that", "never mind that", "nothing to fix",
    // "forget the barn", "leave it"), or someone else has committed to it before closing
    // ("hes fixing it before closing").
    let fix_said = tail.iter().any(|w| {
        matches!(
            *w,
            "fix" | "repair" | "replace" | "need" | "fixing" | "replacing"
        )
    });
    let not_to_do = tail.iter().enumerate().any(|(i, w)| {
        // ("so thats not a worry": the negation may be a word further back.)
        let after_not = tail[i.saturating_sub(2)..i]
            .iter()
            .any(|w| matches!(*w, "dont" | "not" | "never" | "wont" | "wouldnt" | "no"));
        match *w {
            "nothing" => matches!(tail.get(i + 1).copied(), Some("to" | "wrong")),
            // ("so we dont need another one", "i wouldnt call that water intrusion", "so not a
            // priority".)
            "touch" | "price" | "include" | "count" | "mind" | "bother" | "call" | "priority" => {
                after_not
            }
            "need" => i > 0 && matches!(tail[i - 1], "dont" | "wont" | "doesnt"),
            // Someone else's: "so thats on him", "not on here".
            "on" => {
                matches!(tail.get(i + 1).copied(), Some("him" | "her" | "them"))
                    && i + 2 == tail.len()
                    || (i > 0
                        && tail[i - 1] == "not"
                        && matches!(tail.get(i + 1).copied(), Some("here" | "us")))
            }
            "worry" | "panic" | "worried" => after_not && !fix_said,
            // Put off: "so not yet on that".
            "yet" => i > 0 && tail[i - 1] == "not" && !fix_said,
            "forget" | "ignore" => true,
            // Struck off: "so scratch the well", "so scratch that" ("a scratch in the floor" is
            // a blemish).
            "scratch" => matches!(
                tail.get(i + 1).copied(),
                Some("that" | "it" | "the" | "this" | "those")
            ),
            // "so no trouble there", "so no concern": nothing to worry about.
            "trouble" | "concern" | "concerns" => after_not && !fix_said,
            // "but thats like a five year thing", "a ten year plan".
            "year" => {
                matches!(
                    tail.get(i + 1).copied(),
                    Some("thing" | "project" | "plan" | "job" | "idea")
                ) && !fix_said
            }
            // "so its off my list".
            "list" => i >= 2 && tail[i - 2] == "off" && !fix_said,
            // Work said not to be work, or not now: "so thats not a repair", "but thats a
            // hobby job not a this year job", "so no action", "but thats not happening".
            "repair" | "project" | "job" | "action" | "issue" | "happening" => tail
                [i.saturating_sub(3)..i]
                .iter()
                .any(|w| matches!(*w, "not" | "no" | "never" | "nothing")),
            // Put off: "but thats way down the road", "so someday".
            "road" => i >= 2 && tail[i - 2..i] == ["down", "the"] && !fix_said,
            "someday" | "eventually" => !fix_said,
            // "so thats a no".
            "no" => i + 1 == tail.len() && i > 0 && tail[i - 1] == "a",
            // ("so leave the kitchen", "so keep the pump": a short closing clause.)
            "leave" | "keep" => {
                matches!(
                    tail.get(i + 1).copied(),
                    Some("it" | "that" | "them" | "those")
                ) || (tail.get(i + 1) == Some(&"the") && tail.len() <= 4)
            }
            _ => false,
        }
    });
    let before_closing =
        contains_seq(tail, &["before", "closing"]) || contains_seq(tail, &["before", "close"]);
    let committed = before_closing
        && tail.iter().any(|w| {
            matches!(
                *w,
                "seller" | "he" | "she" | "they" | "hes" | "theyre" | "owner" | "builder"
            )
        })
        && tail.iter().any(|w| {
            matches!(
                *w,
                "fixing" | "fix" | "replacing" | "replace" | "repairing" | "repair" | "handling"
            )
        });
    if not_to_do || committed {
        return true;
    }
    // Nothing wrong said in it ("no holes no rust through" says nothing wrong).
    let denied = tail_classes
        .iter()
        .enumerate()
        .any(|(k, c)| c & (class::PROBLEM | class::LEAK) != 0 && negated(k));
    // "its only faded paint no holes no rust through": a blemish said as only that, with the
    // defects named and denied.
    let blemish = |i: usize| {
        denied
            && i > 0
            && tail[i.saturating_sub(2)..i]
                .iter()
                .any(|w| matches!(*w, "only" | "just"))
    };
    let wrong = tail_classes.iter().enumerate().any(|(i, c)| {
        c & (class::PROBLEM | class::LEAK) != 0 && !negated(i) && !their_doing(*c) && !blemish(i)
    });
    if wrong {
        return false;
    }
    // Work said not to be needed: "no foundation work needed".
    let not_needed = tail.iter().enumerate().any(|(i, w)| {
        matches!(*w, "needed" | "necessary")
            && (tail[..i].contains(&"no") || tail.get(i.wrapping_sub(1)) == Some(&"not"))
    });
    if not_needed {
        return true;
    }
    // Work asked for, a wish, or an age said turns nothing.
    // (After a determiner an action word names a thing: "its only the finish", "surface
    // paint".)
    // (And after a copula it says a state: "so thats basically new".)
    let a_thing = |i: usize| {
        i > 0
            && (classes[turn + i - 1] & (class::DETERMINER | class::COPULA) != 0
                || matches!(tail[i - 1], "surface" | "only" | "faded" | "that" | "its"))
    };
    let asks = tail_classes.iter().enumerate().any(|(i, c)| {
        let action = c & (class::ACTION | class::REPLACE) != 0 && !a_thing(i) && !theirs;
        (action || c & class::AGING != 0) && !negated(i)
    }) || tail
        .iter()
        .any(|w| matches!(*w, "need" | "should" | "must" | "recommend"))
        || WISH.iter().any(|p| contains_seq(tail, p));
    if asks {
        return false;
    }
    tail.iter().enumerate().any(|(i, w)| {
        let next = tail.get(i + 1).copied();
        let said = match *w {
            // Fine, sound, or only a blemish.
            "fine" | "good" | "ok" | "okay" | "solid" | "stable" | "sound" | "great"
            | "cosmetic" | "normal" | "typical" => true,
            // "but its tight", "but its surface and itll wipe right off".
            "tight" | "surface" | "superficial" => {
                i > 0 && matches!(tail[i - 1], "its" | "it" | "is" | "are" | "theyre" | "just")
            }
            // "its only faded paint no holes no rust through": only a blemish, with the
            // defects named and denied ("its just the line from the street" narrows the
            // defect instead).
            "only" | "just" => denied,
            // New: "so thats basically new".
            "new" | "newer" => i > 0 && matches!(tail[i - 1], "that" | "its" | "is" | "are"),
            // Life left: "it has years left".
            "left" => i > 0 && matches!(tail[i - 1], "year" | "decade" | "life" | "lot"),
            // "their call": someone else's to decide.
            "call" => i > 0 && matches!(tail[i - 1], "their" | "his" | "her"),
            // Done right: "so that was done right".
            "right" | "properly" | "correctly" => i > 0 && tail[i - 1] == "done",
            // Paid for or handled by the seller: "but seller crediting for it, handled".
            "crediting" | "credit" | "credited" | "handled" => true,
            // Someone else's: "its half theirs" (read as "their" when it ends the clause).
            "theirs" => true,
            "their" => i + 1 == tail.len(),
            // Someone else deals with it: "theyre tearing it down", "they fix it", "its a
            // rental".
            "rental" | "leased" | "rented" | "tearing" => true,
            // "the buyer says shes redoing those herself", "a diy thing for them".
            w if by_themselves(w) || w == "diy" => true,
            // Upkeep someone did: "the guy had it cleaned and tuned this fall".
            "cleaned" | "tuned" | "serviced" | "inspected" | "maintained" => theirs,
            _ if their_doing(tail_classes[i]) => true,
            "fix" | "handle" | "cover" | "pay" => {
                i > 0
                    && matches!(
                        tail[i - 1],
                        "they" | "theyll" | "seller" | "company" | "hoa" | "insurance"
                    )
            }
            // Lived with or put off: "shes living with it for a while", "later".
            // ("they can live with it a couple years").
            "living" | "live" => next == Some("with"),
            "later" | "someday" => true,
            // Kept: "so it stays" ("it stays wet" says how it is).
            "stay" | "staying" => {
                i > 0
                    && matches!(tail[i - 1], "it" | "that" | "they" | "those" | "them")
                    && next.is_none_or(|n| {
                        !matches!(
                            n,
                            "wet" | "damp" | "open" | "on" | "running" | "cold" | "hot" | "stuck"
                        )
                    })
            }
            // Kept because they like it: "but they decided they like the carport for the
            // boat" (the thing named again).
            "like" | "love" => {
                i > 0
                    && matches!(tail[i - 1], "they" | "she" | "sh" | "he" | "buyer")
                    && tail[i + 1..]
                        .iter()
                        .any(|w| w.len() > 3 && before.contains(w))
            }
            // "but that can wait until the lease is up".
            "wait" => i > 0 && matches!(tail[i - 1], "can" | "could" | "will"),
            // Nobody minds it: "nobody cares about that", "it doesnt matter".
            "care" | "matter" => {
                i > 0 && matches!(tail[i - 1], "nobody" | "doesnt" | "dont" | "wont")
            }
            _ => false,
        };
        said && !negated(i)
    })
}

/// Whether the word says someone does the work themselves: "shes redoing those herself".
fn by_themselves(word: &str) -> bool {
    matches!(
        word,
        "herself" | "himself" | "themselves" | "ourselves" | "myself"
    )
}

/// Whether a closing clause speaks of the thing already named: by a pronoun ("its only faded
/// paint", "theyre tearing it down"), as what someone says of it ("the steam guy says"), or as a
/// verdict with no subject ("nothing to fix there", "forget the barn"). A clause that opens on
/// a thing of its own ("the furnace is fine") speaks of that thing.
fn points_back(tail: &[&str], before: &[&str]) -> bool {
    let start = tail
        .iter()
        .position(|w| {
            !matches!(
                *w,
                "honestly" | "like" | "really" | "i" | "think" | "actually" | "whatever"
            )
        })
        .unwrap_or(tail.len());
    let Some((&first, rest)) = tail[start..].split_first() else {
        return false;
    };
    match first {
        // ("shes" is read as "sh", as a plural is.)
        "it" | "its" | "that" | "thats" | "they" | "theyre" | "theyll" | "she" | "sh" | "he"
        | "hes" | "we" | "nothing" | "nobody" | "no" | "dont" | "forget" | "only" | "just"
        | "leave" | "never" | "you" | "im" | "not" | "wouldnt" | "ignore" | "keep" | "scratch" => {
            true
        }
        // "the steam guy says", "the seller said", "the report says"; or the thing named again
        // ("the electrical panel itself is a newer square d ... so the panel is fine").
        "the" | "her" | "his" | "their" => {
            let next = &rest[..rest.len().min(3)];
            next.iter().any(|w| PEOPLE.contains(w))
                || next
                    .first()
                    .is_some_and(|w| w.len() > 3 && before.contains(w))
        }
        w => PEOPLE.contains(&w),
    }
}

/// Who may speak of a thing or deal with it.
const PEOPLE: &[&str] = &[
    "seller",
    "owner",
    "guy",
    "tech",
    "inspector",
    "engineer",
    "plumber",
    "electrician",
    "roofer",
    "contractor",
    "builder",
    "agent",
    "buyer",
    "report",
    "landlord",
    "tenant",
    "company",
    "hoa",
    "association",
    "adjuster",
    "insurance",
    "painter",
    "mason",
    "sweep",
    "glazier",
    "arborist",
    "landscaper",
    "exterminator",
    "surveyor",
    "appraiser",
    "neighbor",
    "city",
    "county",
    "lender",
    "insurer",
];

/// Whether the words wish for something other than keeping what is there ("they want to redo
/// it", but not "they want it kept exactly as is").
fn wishes_work(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(i, _)| {
        WISH.iter().any(|p| words[i..].starts_with(p))
            && !words[i + 1..(i + 5).min(words.len())]
                .iter()
                .any(|w| matches!(*w, "keep" | "kept" | "keeping" | "stay" | "left" | "leave"))
    })
}

/// Remarks longer than this are settled only by how they close, or by `OTHERS_OWN`.
const SETTLED_REACH_WORDS: usize = 14;

/// What gives a thing to someone else however long the remark runs: an association, a
/// builder under warranty, a tenant, or the sale itself ("conveys").
const OTHERS_OWN: &[&[&str]] = &[
    &["association", "cover"],
    &["association", "handle"],
    &["association", "maintain"],
    &["hoa", "cover"],
    &["hoa", "handle"],
    &["hoa", "maintain"],
    &["h", "o", "a", "cover"],
    &["h", "o", "a", "handle"],
    &["h", "o", "a", "maintain"],
    &["belong", "to", "the"],
    &["going", "with", "her"],
    &["going", "with", "him"],
    &["going", "with", "them"],
    &["builder", "fix"],
    &["builder", "cover"],
    &["warranty", "cover"],
    &["convey"],
];

/// Whether a remark closes on work someone already did: "... last winter they patched one
/// section with pex already", "they fixed it already".
/// Whether "thats done" at `at` says a thing is finished off, not that the work is: "its
/// rusted at the bottom and theres a puddle so thats done" names a defect before it and no work
/// anyone did ("they replaced the broken ones so thats done" is work done).
fn finished_off(words: &[&str], classes: &[u32], at: usize) -> bool {
    let at = if matches!(words.get(at), Some(&("so" | "and"))) {
        at + 1
    } else {
        at
    };
    words[at..].starts_with(&["that", "done"])
        && has_problem_in(&words[..at], &classes[..at])
        && !words[..at].iter().any(|w| {
            WORK_DONE.contains(w)
                || matches!(
                    *w,
                    "redid"
                        | "rebuilt"
                        | "new"
                        | "upgraded"
                        | "permit"
                        | "receipt"
                        | "did"
                        | "put"
                        | "installed"
                        | "warranty"
                )
        })
}

/// Words that report work done to a thing ("already fixed", "they replaced the broken ones").
const WORK_DONE: &[&str] = &[
    "patched", "fixed", "replaced", "repaired", "redone", "removed", "treated",
];

fn done_already(words: &[&str]) -> bool {
    words.last() == Some(&"already")
        && words
            .iter()
            .rev()
            .skip(1)
            .take(6)
            .any(|w| WORK_DONE.contains(w))
}

/// Where a closing mention of proof starts: "there is a letter from the electrician", "they
/// have the receipt", "has the permit".
fn proof_tail(words: &[&str]) -> Option<usize> {
    let from = words.len().saturating_sub(10);
    // "... so thats been handled I saw it its plugged in", "the basement is bone dry I ran my
    // meter on all four walls": the agent's own check closes the verdict said before it.
    let checked = (words.len().saturating_sub(12)..words.len().saturating_sub(1)).find(|&i| {
        // "I saw", "I ran", "I poured", "I checked": the agent did something to check it.
        words[i] == "i"
            && (matches!(
                words[i + 1],
                "saw" | "ran" | "read" | "held" | "put" | "lit" | "took" | "stuck"
            ) || (words[i + 1].len() > 4
                && words[i + 1].ends_with("ed")
                && !matches!(words[i + 1], "need" | "noticed")))
    });
    if checked.is_some() {
        return checked;
    }
    let proof = from
        + words[from..].iter().position(|w| {
            matches!(
                *w,
                "letter"
                    | "receipt"
                    | "receipts"
                    | "paperwork"
                    | "invoice"
                    | "permit"
                    | "permits"
                    | "certificate"
            )
        })?;
    (from..proof).rev().find(|&i| {
        matches!(
            words[i],
            "there" | "theres" | "they" | "theyve" | "has" | "have" | "with"
        )
    })
}

/// Whether the settled phrase at `i` is denied by a negation just before it ("not a maybe",
/// "not in great shape", "isnt all new").
fn denied_verdict(words: &[&str], i: usize) -> bool {
    let negation = |w: &str| matches!(w, "not" | "isnt" | "arent" | "wasnt" | "werent");
    (i > 0 && negation(words[i - 1]))
        || (i > 1 && matches!(words[i - 1], "in" | "a" | "the") && negation(words[i - 2]))
        // "negative on keeping that", as a radio answer.
        || (i > 1 && words[i - 1] == "on" && words[i - 2] == "negative")
}

/// The most words a remark said done by its participle alone ("the deck was just stained last
/// summer") may have: a longer one is a run-on that may hold other findings.
pub(crate) const SHORT_VERDICT_WORDS: usize = 12;

/// Whether a short finding, read whole, says its work is done: "the crawl space is already
/// encapsulated", "the deck was just stained last summer", "its been replaced", with nothing
/// wrong said of it ("already leaking" is no work done) and no work asked. Only for a whole
/// finding: a few words cut from a run-on do not speak for the rest of it, nor for the remark
/// said before it ("its rusted and its been painted over" leaves the rust).
pub(crate) fn said_done(words: &[&str], classes: &[u32]) -> bool {
    if words.len() > SHORT_VERDICT_WORDS {
        return false;
    }
    let done_at = words.iter().enumerate().position(|(i, w)| match *w {
        "already" => words.get(i + 1).is_some_and(|a| {
            a.len() > 4 && a.ends_with("ed") && classes[i + 1] & class::PROBLEM == 0
        }),
        "stained" | "painted" | "sealed" | "resurfaced" | "refinished" | "relined" | "regraded"
        | "redone" | "rebuilt" | "replaced" | "fixed" | "repaired" => {
            i > 0 && matches!(words[i - 1], "was" | "were" | "just" | "recently" | "been")
                || said_when(words, i)
        }
        // "chimney swept 2023, draws fine", "septic pumped last spring": upkeep done, and when.
        "swept" | "serviced" | "pumped" | "cleaned" | "inspected" | "scoped" | "tuned" => {
            said_when(words, i)
        }
        _ => false,
    });
    let Some(i) = done_at else {
        return false;
    };
    // (The participle itself may read as a defect: "stained".)
    !has_problem_in(&words[..i], &classes[..i])
        && !has_problem_in(&words[i + 1..], &classes[i + 1..])
        && !asks_for_work(words)
        && !wishes_work(words)
}

/// Whether the words after the participle at `i` open on when the work was done: "last
/// summer", "2023", "in 2021". Not when it was last done ("last pumped 2015": upkeep due), nor
/// never.
fn said_when(words: &[&str], i: usize) -> bool {
    if i > 0 && matches!(words[i - 1], "last" | "never" | "not") {
        return false;
    }
    let after = &words[i + 1..];
    const MONTHS: &[&str] = &[
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    // "serviced this fall", "serviced every fall", "swept in october".
    if let [first, second, ..] = after
        && (matches!(*first, "this" | "every")
            && matches!(
                *second,
                "fall" | "spring" | "summer" | "winter" | "year" | "month" | "week" | "season"
            )
            || (*first == "in" && MONTHS.contains(second)))
    {
        return true;
    }
    match after {
        ["last", ..] => true,
        [w, ..] if is_year(w) => true,
        ["in", w, ..] => is_year(w),
        _ => false,
    }
}

/// Where the first `SETTLED` phrase in the words starts, if any.
pub(crate) fn settled_from(words: &[&str], classes: &[u32]) -> Option<usize> {
    words
        .iter()
        .zip(classes)
        .enumerate()
        .position(|(i, (w, c))| {
            c & class::SETTLED_START != 0
                && SETTLED_BY_FIRST
                    .get(w)
                    .is_some_and(|phrases| phrases.iter().any(|p| words[i..].starts_with(p)))
                && !finished_off(words, classes, i)
                // "termites thats not a maybe", "the deck is not in great shape": a verdict
                // denied.
                && !denied_verdict(words, i)
                && !kept_and_worked_on(words, classes, i)
        })
}

/// Whether the verdict at `at` keeps a thing to work on it: "keep the oak floors and just
/// refinish them", "keeping the old tub but reglaze it". (A thing kept as it is, "keep the
/// clawfoot", is settled.) A typed line that starts by keeping its thing is read the same way
/// (`only_keeps`).
pub(crate) fn kept_and_worked_on(words: &[&str], classes: &[u32], at: usize) -> bool {
    let Some(keep) = words[at..]
        .iter()
        .position(|w| matches!(*w, "keep" | "keeping"))
        .filter(|&k| k < 4)
    else {
        return false;
    };
    let from = at + keep + 1;
    (from..words.len()).any(|i| {
        let work = (classes[i] & class::ACTION != 0 && !matches!(words[i], "trim" | "clean"))
            || matches!(words[i], "sand" | "sanded" | "reglaze");
        // ("keep the slate dont replace it", "no paint": work said not to be done.)
        work && !matches!(words[i - 1], "no" | "dont" | "not" | "never" | "without")
    })
}

/// Whether a remark closes on watching what it names rather than working on it: "settling,
/// monitor", "so just keep an eye on it", "we just watch it". Said after "so" or "just" (or
/// in a typed remark of a few words), and with no work asked before it ("patch it and keep an
/// eye on it" asks for the patch).
fn ends_watched(words: &[&str], classes: &[u32]) -> bool {
    let from = match words {
        // (Not a Monitor heater: "the heater is a monitor".)
        [.., before, "monitor"] if !matches!(*before, "a" | "an" | "the" | "old") => {
            words.len() - 1
        }
        [
            ..,
            "monitor" | "monitoring" | "watch",
            "it" | "that" | "them" | "those",
        ] => words.len() - 2,
        [
            ..,
            "keep",
            "an" | "a",
            "eye" | "eyes",
            "on",
            "it" | "that" | "them" | "those",
        ] => words.len() - 5,
        _ => return false,
    };
    let hedged = from
        .checked_sub(1)
        .is_some_and(|i| matches!(words[i], "just" | "so" | "id" | "we" | "ill" | "only"));
    (hedged || words.len() <= 10) && !classes[..from].iter().any(|c| c & class::ACTION != 0)
}

/// Whether the words close on praise: "... it works great", "... looks great", "... in great
/// shape", "... its got decades left", "... solid as a rock".
fn ends_praised(words: &[&str]) -> bool {
    const PRAISE: &[&[&str]] = &[
        &["work", "great"],
        &["working", "great"],
        &["run", "great"],
        &["running", "great"],
        &["look", "great"],
        &["great", "shape"],
        &["good", "shape"],
        &["decade", "left"],
        &["solid", "as", "a", "rock"],
        &["like", "a", "champ"],
        &["like", "a", "kitten"],
    ];
    PRAISE.iter().any(|p| words.ends_with(p))
}

/// Whether a remark only says its thing works: a short typed one that ends on its working order
/// ("casita mini split 2020 ok", "Pentair VS pump ok"), or one that closes on the thing seen
/// doing its job ("the furnace is a goodman from like twenty sixteen it runs", "AC 2019, both
/// working"), with nothing wrong said and no work asked.
/// ("furnace 1998 - still runs", "the heat pump's original too ninety six it still runs": old
/// equipment that still works is near its end, not fine.)
pub(crate) fn says_it_works(words: &[&str], classes: &[u32]) -> bool {
    const WORKING: &[&[&str]] = &[
        &["it", "run"],
        &["it", "ran"],
        &["it", "work"],
        &["it", "worked"],
        &["it", "heat"],
        &["still", "run"],
        &["still", "work"],
        &["still", "working"],
        &["still", "heat"],
        &["its", "working"],
        &["its", "workin"],
        &["both", "running"],
        &["both", "working"],
    ];
    let typed = words.len() <= 6
        && words
            .last()
            .is_some_and(|w| matches!(*w, "ok" | "okay" | "working"));
    // (A bare "and it works" names no thing of its own.)
    let working = WORKING
        .iter()
        .any(|p| words.ends_with(p) && words.len() >= p.len() + 3);
    (typed || working)
        && !said_aged(words, classes)
        && !has_problem_in(words, classes)
        && asks_nothing(words, classes)
}

/// Whether a remark closes on judging what it found minor, and asks for nothing: "the stucco has
/// the usual hairline cracks nothing big", "a few cracks around the windows nothing much".
/// ("just seal and fill them, nothing big" asks for the work.)
pub(crate) fn judged_minor(words: &[&str], classes: &[u32]) -> bool {
    matches!(
        words,
        [
            ..,
            "nothing",
            "big" | "much" | "major" | "serious" | "crazy" | "bad"
        ]
    ) && asks_nothing(words, classes)
        && !classes.iter().any(|c| c & class::ACTION != 0)
}

/// Whether a remark only says its thing is not needed, with nothing wrong said and nothing else
/// asked: "no fence needed per Tom", "sump - none, not needed", "they said no need ac they get
/// the trade winds".
/// ("no need to replace it but the flashing leaks", "dont need a new roof but they want solar"
/// say or ask more.)
pub(crate) fn says_not_needed(words: &[&str], classes: &[u32]) -> bool {
    // Where the words saying so are: "not needed", "none needed", "no need", "dont need", "no
    // <thing> needed".
    let at = (0..words.len()).find_map(|i| match (words[i], words.get(i + 1)) {
        ("not" | "none", Some(&"needed")) | ("no" | "dont" | "doesnt", Some(&"need")) => {
            Some((i, i + 2))
        }
        ("no", _) if words.get(i + 2) == Some(&"needed") => Some((i, i + 3)),
        _ => None,
    });
    let Some((from, to)) = at else {
        return false;
    };
    // ("sump - none, not needed": the missing thing is what is not needed.)
    let from = if from > 0 && words[from - 1] == "none" {
        from - 1
    } else {
        from
    };
    let (words, classes) = (
        [&words[..from], &words[to..]].concat(),
        [&classes[..from], &classes[to..]].concat(),
    );
    !words.contains(&"but")
        && !has_problem_in(&words, &classes)
        && asks_nothing(&words, &classes)
        // ("they get the trade winds": "get" asks for work only with a thing to have done.)
        && !words.iter().zip(&classes).any(|(w, c)| {
            c & class::WISH_START != 0
                || (c & class::ACTION != 0 && !matches!(*w, "get" | "got"))
        })
}

/// Whether the words ask for no work: no replacement, leak, request or work to be done.
/// ("pump" may be work asked and "like" a wish: neither is, before a verdict.)
fn asks_nothing(words: &[&str], classes: &[u32]) -> bool {
    !words.iter().zip(classes).any(|(w, c)| {
        c & (class::REPLACE | class::LEAK) != 0 || (c & class::ASK != 0 && *w != "like")
    }) && !asks_for_work(words)
        && !wishes_work(words)
}

/// Whether the words give their thing an old age: a word of age ("old", "original", "ancient",
/// see `AGING`), a year before 2010 typed or said ("1998", "nineteen ninety", "two thousand
/// four").
fn said_aged(words: &[&str], classes: &[u32]) -> bool {
    words.iter().zip(classes).enumerate().any(|(i, (w, c))| {
        c & class::AGING != 0
            || matches!(*w, "nineteen" | "eighty" | "seventy")
            || (is_year(w) && *w < "2010")
            || (*w == "thousand"
                && i > 0
                && words[i - 1] == "two"
                && words
                    .get(i + 1)
                    .and_then(|n| number_word(n))
                    .is_some_and(|n| n < 10.0))
    })
}

/// Whether the words end by putting their remark off: "... eventually not now", "... theyll
/// decide later" ("solar panels someday", "a smart thermostat later" are still wishes).
fn ends_put_off(words: &[&str]) -> bool {
    matches!(
        words,
        [.., "not", "now"] | [.., "decide" | "undecided", "later"]
    )
}

/// A year as typed: "1998", "2022".
fn is_year(w: &str) -> bool {
    w.len() == 4
        && (w.starts_with("19") || w.starts_with("20"))
        && w.bytes().all(|b| b.is_ascii_digit())
}

/// Whether "old" at `i` ends a young age: "is like five years old", "about 4 yrs old" (six years
/// or fewer; "only" is read on its own, up to eight).
fn young_age_before(words: &[&str], i: usize) -> bool {
    let (Some(n), Some(unit)) = (
        i.checked_sub(2).map(|k| words[k]),
        i.checked_sub(1).map(|k| words[k]),
    ) else {
        return false;
    };
    let young = matches!(
        n,
        "one" | "two" | "three" | "four" | "five" | "six" | "couple" | "few"
    ) || n.parse::<u8>().is_ok_and(|n| n <= 6);
    let hedged = i.checked_sub(3).is_some_and(|k| {
        matches!(
            words[k],
            "like" | "about" | "maybe" | "just" | "is" | "are" | "barely" | "around"
        )
    });
    matches!(unit, "year" | "yr") && young && hedged
}

/// Whether the words say their subject is settled (see `SETTLED`), or that it is new with a
/// recent year ("new water heater 2023").
pub(crate) fn is_settled_in(words: &[&str], classes: &[u32]) -> bool {
    let at = settled_from(words, classes);
    let settled = at.is_some();
    // "i didnt see any smoke detectors upstairs": a safety device not seen is missing ("didnt
    // see any mold" is damage not seen).
    if settled && missing_device_said(words) {
        return false;
    }
    if let Some(at) = at {
        // "the seller put in a new water heater but it leaks": a defect said after "but" takes
        // the verdict back.
        if let Some(but) = words[at..]
            .iter()
            .position(|w| matches!(*w, "but" | "except"))
        {
            let from = at + but + 1;
            if has_problem_in(&words[from..], &classes[from..]) {
                return false;
            }
        }
        // "the radon test from the inspection came back at 6.8": a radon level at or over the
        // action level of 4 is a finding however its result is worded.
        return !radon_over_action_level(words);
    }
    // One pass says which of the rules below can apply at all.
    let (mut scoped, mut radon, mut only, mut year) = (false, false, false, false);
    for (i, (w, c)) in words.iter().zip(classes).enumerate() {
        if c & class::SETTLED_CUE == 0 {
            year |= w.len() == 4 && w.starts_with("20");
            continue;
        }
        let before = |k: usize| i.checked_sub(k).map(|j| words[j]);
        match *w {
            "scoped" => scoped = true,
            "radon" => radon = true,
            "only" => only = true,
            _ if w.len() == 4 && w.starts_with("20") => year = true,
            // "Frozen pipe - kitchen wall, repaired 2022, invoice provided": typed as done, with
            // its year, and nothing wrong said after it.
            "fixed" | "repaired" | "replaced"
                if words.get(i + 1).is_some_and(|y| {
                    is_year(y) || (*y == "in" && words.get(i + 2).is_some_and(|y| is_year(y)))
                }) && !has_problem_in(&words[i + 1..], &classes[i + 1..]) =>
            {
                return true;
            }
            // "the roof is like five years old": young, with nothing wrong said.
            "old" if young_age_before(words, i) && !has_problem_in(words, classes) => return true,
            // "the leak is fixed", "the blinds are staying" (kept with the house).
            // ("thats staying he likes it".)
            // ("the basement finished once the leak is fixed" waits on the fix.)
            "fixed" | "repaired" | "staying"
                if matches!(
                    before(1),
                    Some("is" | "are" | "its" | "theyre" | "that" | "been")
                ) && !(2..=6).any(|k| {
                    matches!(before(k), Some("once" | "after" | "when" | "until" | "if"))
                }) =>
            {
                return true;
            }
            // "still under the manufacturer warranty", "under a home warranty".
            // "under the one year warranty".
            "warranty" if (1..=5).any(|k| before(k) == Some("under")) => return true,
            // "leave the pool alone", "so leave the trim alone".
            // ("leave the knotty pine in the den alone".)
            "alone" if (2..=8).any(|k| before(k) == Some("leave")) => return true,
            // "the clawfoot tub stays", "the blinds stay and so does the rug", "the transom
            // stays exactly as it is": kept, said last ("the door stays open" says how it is).
            "stay"
                if matches!(
                    words.get(i + 1).copied(),
                    None | Some(
                        "she"
                            | "he"
                            | "they"
                            | "theyre"
                            | "so"
                            | "and"
                            | "with"
                            | "as"
                            | "put"
                            | "exactly"
                            | "obviously"
                    )
                ) && !matches!(before(1), Some("to" | "it" | "wont" | "doesnt" | "dont")) =>
            {
                return true;
            }
            // "the water heater is a twenty twenty one": a year of this decade said aloud, as
            // what the thing is.
            "twenty"
                if words.get(i + 1) == Some(&"twenty")
                    && matches!(before(1), Some("a"))
                    && matches!(before(2), Some("is" | "its" | "it"))
                    && !has_problem_in(words, classes) =>
            {
                return true;
            }
            // "leave the barn out of it", "leave the shed out".
            "out" if (2..=4).any(|k| before(k) == Some("leave")) => return true,
            // "the sidewalk is the city's to fix": someone else's.
            "fix" | "repair" | "handle" | "maintain"
                if before(1) == Some("to")
                    && before(2).is_some_and(|w| {
                        matches!(
                            w,
                            "city"
                                | "county"
                                | "hoa"
                                | "neighbor"
                                | "landlord"
                                | "association"
                                | "town"
                                | "builder"
                        )
                    }) =>
            {
                return true;
            }
            // "thats the landlords thing", "thats the hoa's problem": someone else's.
            "thing" | "problem" | "responsibility" | "job" | "call"
                if before(1).is_some_and(|w| {
                    matches!(
                        w,
                        "landlord"
                            | "tenant"
                            | "neighbor"
                            | "seller"
                            | "hoa"
                            | "city"
                            | "association"
                    )
                }) && matches!(before(2), Some("the" | "their")) =>
            {
                return true;
            }
            // "the fence is the neighbors", "Fence = neighbor's, per plat": someone else's.
            "neighbor"
                if matches!(before(1), Some("is" | "are"))
                    || (before(1) == Some("the") && matches!(before(2), Some("is" | "are")))
                    || words.get(i + 1) == Some(&"per") =>
            {
                return true;
            }
            // "seller to clean before close", "the sellers are having it taken down before
            // closing", "seller replacing, in contract": someone else has committed to it.
            "close" | "closing" | "contract"
                if (matches!(before(1), Some("before" | "by" | "at" | "in"))
                    || (before(1) == Some("to") && before(2) == Some("prior"))
                    || (before(1) == Some("the") && before(2) == Some("in")))
                    && words
                        .iter()
                        .any(|w| matches!(*w, "seller" | "owner" | "builder" | "landlord")) =>
            {
                return true;
            }
            // "is it leaking no", "are they clogged no", "is the furnace ok yeah", "any leaks
            // no": a question answered that nothing is wrong.
            "no" | "nope" | "yeah" | "yes" | "yep" | "yup" if answers_fine(words, classes, i) => {
                return true;
            }
            // "the oil company services it every year", "the sellers hvac guy cleaned and
            // checked it": upkeep someone else did, with nothing found wrong.
            "service" | "serviced" | "cleaned" | "tuned" | "inspected" | "maintained"
            | "checked"
                if upkeep_done_by_others(words, classes, i) =>
            {
                return true;
            }
            _ => {}
        }
    }
    // "Sewer scoped" in a typed note: the scope was done. "should be scoped" asks for one, and
    // "they scoped it theres a collapse at twenty feet", "scoped bad theres a break" report
    // what the scope found.
    if scoped
        && !words.iter().any(|w| {
            matches!(
                *w,
                "need"
                    | "should"
                    | "get"
                    | "recommend"
                    | "have"
                    | "must"
                    | "bad"
                    | "collapse"
                    | "collapsed"
                    | "break"
                    | "broken"
                    | "belly"
                    | "roots"
                    | "offset"
                    | "cracked"
            )
        })
    {
        return true;
    }
    // (The recognizer's "ray don" is radon too.)
    radon |= words.windows(2).any(|w| w == ["ray", "don"]);
    // "radon 2.0", "radon came back 1.1": below the EPA's action level of 4.
    // ("well under the action level, so no mitigation" asks for none.)
    if radon
        && !words.iter().enumerate().any(|(k, w)| {
            matches!(*w, "high" | "elevated" | "mitigate" | "mitigation")
                && !(k > 0 && words[k - 1] == "no")
        })
        && levels(words).any(|v| (0.0..4.0).contains(&v))
    {
        return true;
    }
    // "the roof is only four years old".
    if only
        && let Some(at) = words.iter().position(|w| *w == "only")
        && words
            .get(at + 2)
            .is_some_and(|w| matches!(*w, "year" | "yr"))
        && words.get(at + 1).is_some_and(|w| {
            matches!(
                *w,
                "one" | "two" | "three" | "four" | "five" | "six" | "seven" | "eight"
            ) || w.parse::<u8>().is_ok_and(|n| n <= 8)
        })
    {
        return true;
    }
    // "the hvac is a 2021 heat pump", "the boiler is a 2019", "the ac is a twenty twenty one
    // carrier and it was blowing cold": what the thing is, by a recent year ("its a 2017"
    // points back at a remark of its own), maybe with the agent's word that it works.
    let is_a_recent_year = |k: usize| {
        words[k] == "is"
            && words.get(k + 1) == Some(&"a")
            && words.get(k + 2).is_some_and(|w| {
                w.len() == 4 && w.parse::<u16>().is_ok_and(|y| (2015..=2035).contains(&y))
            })
            || words.get(k + 1) == Some(&"a")
                && words[k] == "is"
                && spoken_recent_year(&words[k + 2..])
    };
    if (year || words.contains(&"twenty") || words.contains(&"thousand"))
        && (0..words.len().min(8)).any(is_a_recent_year)
        && !has_problem_besides_working(words, classes)
        && !words
            .iter()
            .any(|w| matches!(*w, "want" | "wish" | "like" | "love" | "need" | "but"))
    {
        return true;
    }
    // "the roof is the standing seam metal from twenty twenty", "furnace from 2019": dated to
    // a recent year, with nothing wrong said and nothing wished.
    if words.windows(2).enumerate().any(|(k, w)| {
        w[0] == "from"
            && (w[1].len() == 4
                && w[1]
                    .parse::<u16>()
                    .is_ok_and(|y| (2015..=2035).contains(&y))
                || spoken_recent_year(&words[k + 1..]))
    }) && !has_problem_in(words, classes)
        && !words.iter().any(|w| {
            matches!(
                *w,
                "want" | "wish" | "like" | "love" | "need" | "but" | "replace" | "old"
            )
        })
    {
        return true;
    }
    // "new water heater 2023".
    let recent_year = year
        && words
            .iter()
            .any(|w| w.len() == 4 && w.parse::<u16>().is_ok_and(|y| (2015..=2035).contains(&y)));
    recent_year
        && words.iter().any(|w| {
            matches!(
                *w,
                "new"
                    | "newer"
                    | "replaced"
                    | "installed"
                    | "updated"
                    | "redone"
                    | "pulled"
                    | "removed"
            )
        })
        && !words
            .iter()
            .any(|w| matches!(*w, "want" | "wish" | "like" | "love" | "need"))
}

/// `has_problem_in`, leaving out the agent's word that a thing works: "it was blowing cold",
/// "the house was warm", "they got hot right away".
fn has_problem_besides_working(words: &[&str], classes: &[u32]) -> bool {
    words.iter().enumerate().any(|(k, w)| {
        let working = matches!(*w, "cold" | "warm" | "hot")
            && k > 0
            && matches!(
                words[k - 1],
                "blowing" | "blew" | "was" | "were" | "got" | "ran" | "running" | "nice" | "ice"
            );
        !working && has_problem_in(&words[k..=k], &classes[k..=k])
    })
}

/// Whether the words start with a recent year said aloud: "twenty twenty", "twenty twenty
/// one", "twenty nineteen", "two thousand sixteen".
fn spoken_recent_year(words: &[&str]) -> bool {
    let teen = |w: &str| {
        matches!(
            w,
            "fifteen" | "sixteen" | "seventeen" | "eighteen" | "nineteen"
        )
    };
    match words {
        ["twenty", "twenty", ..] => true,
        ["twenty", w, ..] => teen(w),
        ["two", "thousand", w, ..] => teen(w) || *w == "twenty",
        _ => false,
    }
}

/// Whether the words give a radon level at or over the EPA's action level of 4 pCi/L.
fn radon_over_action_level(words: &[&str]) -> bool {
    words.contains(&"radon") && gives_a_level_over_action(words)
}

/// The value of a number word: "three", "forty", and the approximate "a couple", "a few", "a
/// pair", "a dozen".
// (Inlined into `text::parse_number`, which reads every number of the notes, as it was when
// the two lived in one module.)
#[inline]
pub(crate) fn number_word(w: &str) -> Option<f64> {
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
        "few" => 3.0,
        "pair" => 2.0,
        _ => return None,
    })
}

/// The decimal levels the words give, typed ("1.8") or said ("one point eight").
fn levels<'a>(words: &'a [&'a str]) -> impl Iterator<Item = f64> + 'a {
    words.iter().enumerate().filter_map(|(i, w)| {
        if w.contains('.') {
            return w.parse::<f64>().ok();
        }
        let whole = |w: &str| {
            if matches!(w, "zero" | "oh") {
                return Some(0.0);
            }
            // (Only a word that names one number: not "a couple".)
            number_word(w)
                .filter(|_| !matches!(w, "dozen" | "couple" | "few" | "pair"))
                // ("2 point 2", typed by a phone that spells some numbers.)
                .or_else(|| w.parse::<u8>().ok().map(f64::from))
        };
        if words.get(i + 1) != Some(&"point") {
            return None;
        }
        let units = whole(w)?;
        let tenths = whole(words.get(i + 2)?).filter(|v| *v < 10.0)?;
        Some(units + tenths / 10.0)
    })
}

/// Whether the words give a number at or over 4 pCi/L, the EPA's radon action level.
/// ("2.1, under 4": a number after "under" or "below" is the level compared with, not the
/// result.)
pub(crate) fn gives_a_level_over_action(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(i, w)| {
        let typed = w.as_bytes().first().is_some_and(u8::is_ascii_digit)
            && w.parse::<f64>().is_ok_and(|v| (4.0..100.0).contains(&v));
        // Said aloud with its decimal: "the test was five point two".
        let spoken = number_word(w).is_some_and(|v| (4.0..100.0).contains(&v))
            && words.get(i + 1) == Some(&"point")
            && words.get(i + 2).is_some_and(|d| number_word(d).is_some());
        (typed || spoken) && !(i > 0 && matches!(words[i - 1], "under" | "below" | "than"))
    })
}

/// Whether the answer word at `at` closes a question about the thing with a verdict that
/// nothing is wrong: "is it leaking no", "are the gutters clogged nope", "is the furnace ok
/// yeah", "any leaks no". The question opens within four words before the answer, and nothing
/// wrong is said after it.
fn answers_fine(words: &[&str], classes: &[u32], at: usize) -> bool {
    let yes = matches!(words[at], "yeah" | "yes" | "yep" | "yup");
    let from = at.saturating_sub(5);
    let Some(open) = (from..at).find(|&q| {
        matches!(
            words[q],
            // ("does" is read as "doe".)
            "is" | "are" | "was" | "were" | "doe" | "do" | "did" | "any"
        ) && (words[q] == "any"
            || words.get(q + 1).is_some_and(|w| {
                matches!(
                    *w,
                    "it" | "they" | "the" | "there" | "that" | "this" | "anything" | "any"
                )
            }))
    }) else {
        return false;
    };
    let asked = &words[open + 1..at];
    let asked_classes = &classes[open + 1..at];
    if asked.is_empty() {
        return false;
    }
    // "is the roof ok yeah", "does it work yes"; "is it leaking no", "any leaks no".
    let fine_asked = asked.iter().any(|w| {
        matches!(
            *w,
            "ok" | "okay" | "fine" | "good" | "working" | "work" | "alright" | "worth"
        )
    });
    // "is it the original no": age is asked about as a problem is.
    let problem_asked = asked_classes
        .iter()
        .any(|c| c & (class::PROBLEM | class::LEAK | class::AGING) != 0)
        || words[open] == "any";
    if !((yes && fine_asked) || (!yes && problem_asked && !fine_asked)) {
        return false;
    }
    // "is it leaking no but the flashing is rusted": the answer must not go on to a defect.
    let to = (at + 9).min(words.len());
    !has_problem_in(&words[at + 1..to], &classes[at + 1..to])
}

/// Whether the upkeep word at `at` ("serviced", "cleaned", "checked") reports upkeep someone
/// else did, with nothing found wrong: "the oil company services it every year", "the sellers
/// hvac guy cleaned and checked it in october", "the tech tuned it last fall". Not upkeep
/// asked for ("needs to be serviced", "get it cleaned").
fn upkeep_done_by_others(words: &[&str], classes: &[u32], at: usize) -> bool {
    let mut k = at;
    // "cleaned and checked": the first of the upkeep words joined by "and".
    while k >= 2
        && words[k - 1] == "and"
        && matches!(
            words[k - 2],
            "cleaned" | "serviced" | "tuned" | "inspected" | "checked" | "service"
        )
    {
        k -= 2;
    }
    let doer = k > 0
        && matches!(
            words[k - 1],
            "guy"
                | "tech"
                | "technician"
                | "company"
                | "seller"
                | "owner"
                | "landlord"
                | "plumber"
                | "electrician"
                | "contractor"
                | "inspector"
                | "they"
                | "he"
                | "she"
                | "theyve"
        );
    // "the oil company services it every year": said as a habit, the thing it is done to
    // follows.
    let habit = words[at] != "service"
        || words
            .get(at + 1)
            .is_some_and(|w| matches!(*w, "it" | "them" | "the"));
    doer && habit && !has_problem_in(words, classes)
}

/// Whether a short typed remark in the repairs box reports work already done: "Swamp cooler
/// removed", "roof patched OK", "furnace serviced 2023". (In the updates box "shed removed"
/// is a wish.)
pub(crate) fn reports_work_done(words: &[&str], classes: &[u32]) -> bool {
    let core: Vec<usize> = (0..words.len())
        .filter(|&i| {
            !matches!(words[i], "ok" | "okay" | "fine") && words[i].parse::<u16>().is_err()
        })
        .collect();
    // "Exterior paint done 2023 by seller": who did it, after the work.
    let by_seller = matches!(core.as_slice(), [.., a, b]
        if words[*a] == "by" && matches!(words[*b], "seller" | "owner"));
    let core: Vec<usize> = if by_seller {
        core[..core.len() - 2].to_vec()
    } else {
        core
    };
    // A bare "done" ("roof done") may say the thing is worn out; with a year or who did it,
    // it is work done.
    let dated = by_seller
        || words.iter().any(|w| {
            w.as_bytes().first().is_some_and(u8::is_ascii_digit) && w.parse::<u16>().is_ok()
        });
    let is_done = |w: &str| {
        matches!(
            w,
            "removed"
                | "patched"
                | "replaced"
                | "repaired"
                | "fixed"
                | "serviced"
                | "redone"
                | "treated"
        ) || (w == "done" && dated)
    };
    let Some(&last) = core.last() else {
        return false;
    };
    // "they replaced the water heater too", "the sellers already fixed the gutter": who did
    // the work, then the work, then what it was done to.
    if core
        .first()
        .is_some_and(|&i| matches!(words[i], "they" | "theyve" | "seller" | "owner"))
    {
        let mut v = 1;
        while core
            .get(v)
            .is_some_and(|&i| matches!(words[i], "already" | "just" | "recently" | "also"))
        {
            v += 1;
        }
        let done_first = core.get(v).is_some_and(|&i| is_done(words[i]));
        let rest_fine = core[v..]
            .iter()
            .all(|&i| classes[i] & (class::PROBLEM | class::LEAK) == 0 || is_done(words[i]));
        if done_first && rest_fine && core.len() <= 8 {
            return true;
        }
    }
    let done = is_done(words[last]);
    // The rest names what was done, not another problem ("roof leak patched" still says one).
    let rest_fine = core[..core.len() - 1]
        .iter()
        .all(|&i| classes[i] & (class::PROBLEM | class::LEAK) == 0);
    // "treated 2021" in a typed list: the work and its year.
    let least = if dated { 1 } else { 2 };
    (least..=4).contains(&core.len()) && done && rest_fine
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
            PLACE_PREPOSITIONS,
            ROOM_PREPOSITIONS,
            NEXT_TO,
            SETTLED_CUES,
        ];
        for list in lists {
            for w in *list {
                assert_eq!(normalize_word(w), *w, "{w:?}");
            }
        }
        for list in [
            POSITIVE, LEAD_STRIP, WISH_STRIP, NEED_STRIP, SETTLED, WISH, TAKES_BACK,
        ] {
            for phrase in list {
                for w in *phrase {
                    assert_eq!(normalize_word(w), *w, "{w:?}");
                }
            }
        }
    }

    fn settled(text: &str) -> bool {
        let words: Vec<String> = text.split(' ').map(normalize_word).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        is_settled_in(&words, &classes_of(&words))
    }

    fn positive(text: &str) -> bool {
        let words: Vec<String> = text.split(' ').map(normalize_word).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        is_positive(&words)
    }

    #[test]
    fn a_recent_year_with_the_agents_word_that_it_works_is_settled() {
        assert!(settled(
            "the heat pump is a 2022 goodman and it was blowing cold"
        ));
        assert!(settled(
            "the boiler is a twenty nineteen and the rooms were warm"
        ));
        assert!(settled("the minisplit is a two thousand seventeen"));
        // An old year, or a defect said with it, is no verdict.
        assert!(!settled(
            "the heat pump is a 1994 goodman and it was blowing cold"
        ));
        assert!(!settled(
            "the boiler is a twenty nineteen and it is leaking"
        ));
    }

    #[test]
    fn settled_said_as_put_off_ruled_out_or_someone_elses() {
        for fine in [
            "a sauna is a someday thing so leave it off",
            "a wine cellar came up but they crossed it off",
            "a mudroom maybe but let see how the first winter go",
            "the gazebo screens maybe next spring",
            "the solar lease transfer to the buyer",
            "the hoa doe the snow removal",
            "the sump is a zoeller no complaint",
            "the parlor stove stays as decoration",
            "the wall furnace fired right up",
            "the buyer asked about a pool but the lot is too steep so that out",
            "the water softener is the tenant and its staying",
        ] {
            assert!(settled(fine), "{fine}");
        }
    }

    #[test]
    fn settled_said_as_next_year_diy_or_not_a_thing() {
        for fine in [
            "a hot tub maybe but not this year",
            "the pergola is a next year project",
            "the loose shutter is handled so that not a thing",
            "the sellers will stain it themselves",
            "the bar sink leaks a drop but were okay there",
            "the washer and dryer are both new",
            "they wanted skylights but i talked them out of it",
        ] {
            assert!(settled(fine), "{fine}");
        }
        // "themselves" as a stress is no one doing the work: "the pipes themselves are rusted".
        assert!(!settled("the pipes themselves are rusted through"));
    }

    #[test]
    fn settled_said_as_documented_set_or_not_worth_a_fight() {
        for fine in [
            "the sump float is new so were set",
            "the chimney liner work is all documented",
            "the vanity top is chipped but im not gonna fight that",
            "two subpanels both clean",
            "the closet bifold is off its track forget it",
            "the gutter guards are dented but thats cosmetic",
            "the stone hearth is cracked no movement per the mason and not moving since",
            "the avocado tub which the buyer actually like",
        ] {
            assert!(settled(fine), "{fine}");
        }
    }

    #[test]
    fn fine_said_as_answers_hearsay_and_others_plans() {
        // A question answered that nothing is wrong; not one answered that something is.
        assert!(settled("are the gutters clogged nope"));
        assert!(settled("any cracks in the foundation no"));
        assert!(settled("is the dishwasher working yeah"));
        assert!(settled("does it drain ok yes"));
        assert!(!settled("is it leaking yeah"));
        assert!(!settled("is the roof ok no its leaking"));
        assert!(!settled("is it leaking no but the flashing is rusted"));
        // Upkeep someone else did, with nothing found wrong; not upkeep asked for.
        assert!(settled("the pool company services it every month"));
        assert!(settled("the tech tuned it last spring"));
        assert!(settled("their plumber cleaned and inspected it"));
        assert!(!settled("the furnace needs to be serviced"));
        assert!(!settled(
            "the tech checked it and the heat exchanger is cracked"
        ));
        // Someone else has committed to it, kept it, or owns it.
        assert!(settled("the owner is repainting the trim prior to closing"));
        assert!(settled("seller fixing the railing by closing"));
        assert!(settled("the sellers are regrading it, in the contract"));
        assert!(!settled(
            "the lender wants the roof replaced before closing"
        ));
        assert!(settled("the dishwasher is under a home warranty"));
        assert!(settled("leave the shed out"));
        assert!(settled("the retaining wall is the neighbors"));
        assert!(settled("the propane tank is leased"));
        assert!(settled("the alarm panel is the sellers rental"));
        assert!(settled("the seller is taking the hot tub"));
        assert!(settled("the beetle damage is old and inactive"));
        assert!(settled("the trim is in decent shape"));
        // Kept as it is, and a warranty that covers it.
        assert!(settled("the leaded glass doors stay exactly as they are"));
        assert!(settled("the clothesline stays put"));
        assert!(settled("they wouldnt touch the built ins for anything"));
        assert!(settled("the pocket doors they want kept exactly as is"));
        assert!(settled("the stained glass they dont want to touch"));
        // Put off, checked clean, going with the house, lived with, a blemish, dated recently,
        // someone else's to fix.
        assert!(settled("attic fan leave for now"));
        assert!(settled("deck stain later not this round"));
        assert!(settled("the sewer camera found nothing"));
        assert!(settled("a roofing warranty transfers to the buyer"));
        assert!(settled("the porch lights no concerns"));
        assert!(settled("theyll live with the brass fixtures"));
        assert!(settled("scuffs on the hall walls purely cosmetic"));
        assert!(settled("the heat pump is a trane from twenty nineteen"));
        assert!(settled("the water heater from 2021"));
        assert!(!settled("the water heater from 2021 is leaking"));
        assert!(settled("the curb cut is the citys to fix"));
        assert!(settled("the brick planters stay obviously"));
        assert!(settled("radon came back at 1.8 so no mitigation"));
        assert!(settled("sewer scope clear on file"));
        assert!(positive("the mural in the nursery the buyer loves it"));
        assert!(!positive("the buyer loves it maybe paint the trim"));
        assert!(positive("the dishwasher is a new bosch they just put in"));
        assert!(positive(
            "the kitchen floors are way better than the last place"
        ));
        assert!(positive("deck solid"));
        assert!(positive("carpet keep"));
        assert!(positive("the old oak out front is healthy"));
        assert!(positive("driveway cracked cosmetic"));
        assert!(positive(
            "no leaks no stains on the porch ceiling looks great"
        ));
        assert!(settled("garage door dent the home warranty covers it"));
    }

    fn closes(text: &str) -> bool {
        let words: Vec<String> = text.split(' ').map(normalize_word).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        closes_settled(&words, &classes_of(&words))
    }

    #[test]
    fn a_closing_verdict_turns_the_remark_by_what_its_words_are() {
        // Fine, a blemish, not to be touched, someone else's, or put off: said of the same
        // thing after "but" or "so".
        for fine in [
            "the gate hinge looks beat up but its only surface paint no rust no rot",
            "the shed roof sags a bit but theyre tearing the shed down anyway",
            "the attic fan rattles a little but the seller says thats normal",
            "the closet door rubs on the frame but nothing to fix there",
            "the porch paint is faded in spots so leave it",
            "the basement bath is dated but shes living with it",
            "the wood stove insert is tired but thats a project for later",
            "the hall runner is brand new they laid it for the showings so dont touch it",
            "the weathervane is bent but whatever nobody cares about that",
            "the garage slab has a hairline crack but thats just settling dont worry about it",
            "the den paneling is dated but they said dont price that",
            "the furnace short cycles but the sellers tech is fixing it before closing",
            "the shutters are faded but the buyer says hes painting those himself",
            "the heat pump in the addition hums a lot but the seller had it checked so leave it",
            "the sunroom windows are original but the glazier said they have decades left",
            "the party wall parging is loose but thats shared with the neighbor its half theirs",
            "they asked about solar but the roof is only from twenty twenty so not yet",
            "the seller says the crawl was sealed last year and it all read dry so im not worried",
            "the ceilings need paint between renters and thats the landlords job",
            "the water softener is a twenty nineteen the tag is on it so thats new",
            "the boiler is older but the tech had it serviced in october",
            "the trim is scuffed up but thats a diy thing for them so not on here",
            "the kitchen island wobbles a bit but thats a two screw job not a real repair",
            "the buyers floated a hot tub out back but thats way down the road",
            "she would love a sunroom addition but thats not happening on this budget",
            "the wall heater in the den is ancient so thats no action item for us",
            "the cottage is on town sewer so scratch the septic",
            "the sump pump cycles a lot but the plumber looked at it so no trouble there",
            "they talked about a pergola but thats like a three year plan",
            "the boiler had its service in may so its off my list",
            "the radon fan is loud but it pulled the level down to one so thats not a worry",
            "the deck stain is faded but the survey is in the file so we dont need another one",
            "the grout is dingy but i wouldnt call that a repair",
            "the shed door sticks but the tenant is fixing it himself so thats on him",
            "the skylight shade is stuck but honestly not a priority",
            "the mudroom bench wobbles but that can wait till spring",
            "a hot tub no they said theyll think about that",
            "the pantry shelf liner is peeling but the buyer said it stays",
            "the maple out back is huge but thats the neighbors and their call",
            "I opened the attic hatch new sheathing and dry so that was done right",
            "the range is scratched but the seller is crediting for it",
            "the seller has a roofing warranty that transfers to the buyer and the last inspection found nothing",
            "the parlor fireplace surround is original marble and they want it kept exactly as is",
            "the den paneling is dark but they like it so leave the den",
            "the water heater is a bradford white from the listing year and its labeled so the heater is fine",
            "the living room shutters are faded but storms on all leave them",
            "they asked about a hot tub on the deck but the deck cant hold it so thats a no",
            "the hedge along the line is ragged but the neighbor trims it so not on us",
            "the well pump is older but it built pressure fast when i ran the tap so keep the pump",
            "the gutters have hail dents but the sellers claim covers them so ignore the gutters",
        ] {
            assert!(closes(fine), "{fine}");
        }
        // A defect, an age, work asked for, or another thing's verdict turns nothing.
        for finding in [
            "the furnace works fine but its leaking at the base",
            "the roof looks good from the street but its twenty five years old",
            "the deck boards look ok but the stairs need work",
            "the water heater is leaking but the furnace is fine",
            "get the chimney swept and the siding looks green but its just dirt",
            "the main line is galvanized and the pressure is low so its just the line from the street",
            // A long remark ending on a settled phrase speaks for itself only when it says
            // nothing wrong and wishes nothing.
            "the garage slab is cracked along the back wall and the seller says the inspection found nothing",
            "the hall tile is original and they want it redone in white but kept exactly as is",
            "the valley flashing leaks so dont worry about the rest just replace that part",
        ] {
            assert!(!closes(finding), "{finding}");
        }
    }

    #[test]
    fn fine_said_as_someone_elses_kept_normal_checked_or_put_off() {
        // Someone else's: an association's, a builder's under warranty, a tenant's.
        assert!(settled("the balconies are the associations"));
        assert!(settled("the hoa handles the gutters"));
        assert!(settled("thats all the h o a's"));
        assert!(settled("the builder covers that"));
        assert!(settled(
            "the cracked grout is under the two year builder warranty"
        ));
        assert!(settled("those arent ours"));
        assert!(closes(
            "the front walk and the parking lot lights the association maintains all of that and \
             they resurfaced the lot this spring"
        ));
        assert!(closes(
            "the big screen tv and the sectional belong to the renter and they are going with \
             them at the end of the month"
        ));
        // Conveys, excluded or kept.
        assert!(settled("the range and the microwave convey"));
        assert!(settled("the pool table is on the inclusions list"));
        assert!(settled("the dining chandelier is excluded"));
        assert!(settled("the piano stays"));
        assert!(settled("the drapes stay and so does the rug"));
        assert!(settled("hes keeping them"));
        assert!(!settled("the gate stays open"));
        assert!(!settled("the bathroom door wont stay shut"));
        // Checked on the spot and as it should be.
        assert!(settled("the crawl is bone dry"));
        assert!(settled("my meter read dry along the tub wall"));
        assert!(settled("the damper swings open like its supposed to be"));
        assert!(closes(
            "the old sump pit they put a new pump in so thats been handled i poured a bucket in \
             and it kicked right on"
        ));
        assert!(!closes(
            "the shower pan is bone dry i looked under the sink and the trap is leaking"
        ));
        assert!(closes(
            "the attic sheathing is bone dry i looked all around the vents with a flashlight \
             and nothing"
        ));
        // Normal for its age or material, or fine but for a blemish.
        assert!(settled("the slab crack is normal shrinkage"));
        assert!(settled("the settling is typical for a house this age"));
        assert!(settled("the deck boards are fine just weathered"));
        // What the thing is, by a recent year.
        assert!(settled("the water heater is a 2022 rheem"));
        assert!(settled("the furnace is a twenty twenty two"));
        assert!(!settled("the furnace is a 1998"));
        assert!(!settled(
            "the water heater is a 2022 but it leaks at the valve"
        ));
        // Done by the seller, nothing to do, or left alone.
        assert!(settled("the seller updated the panel in 2016"));
        assert!(settled("the seller redid all the supply lines"));
        assert!(settled("we dont need to touch the windows"));
        assert!(settled("so leave the fireplace alone"));
        // Ruled out of this report, or put off after a "but".
        assert!(settled("a sunroom is not for this report"));
        assert!(closes(
            "the buyer mentioned finishing the attic into a bedroom but thats a someday thing \
             for them"
        ));
        assert!(closes(
            "they talked about a pergola over the patio but thats not for this estimate"
        ));
        // A wish said with "someday" is still a wish.
        assert!(!settled("they want solar panels someday"));
        // A radon level over the action level is a finding however the result is worded.
        assert!(!settled(
            "the radon test from the inspection came back at 5.1"
        ));
        assert!(!settled(
            "radon inspection came back at 12.0 in the basement"
        ));
        assert!(settled(
            "the radon test from the inspection came back at 1.9"
        ));
    }

    /// `rule` asked of `text`'s words, normalised, and their classes.
    fn on_words(text: &str, rule: fn(&[&str], &[u32]) -> bool) -> bool {
        let words: Vec<String> = text.split(' ').map(normalize_word).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        rule(&words, &classes_of(&words))
    }

    #[test]
    fn a_remark_that_only_says_its_thing_works_is_told_from_old_or_broken_things_that_run() {
        let works = |text: &str| on_words(text, says_it_works);
        // Written for the rule, from no corpus note.
        assert!(works("pool hayward pump ok"));
        assert!(works("attic fan 2021 working"));
        assert!(works(
            "upstairs the furnace is a carrier from twenty seventeen it runs"
        ));
        assert!(works("the mini fridge in the bar still works"));
        // (Old, broken, asked for, or a bare "it works" that names nothing.)
        assert!(!works("furnace 1998 still runs"));
        assert!(!works(
            "the boiler is a nineteen ninety burnham it still heats"
        ));
        assert!(!works("the water heater is a two thousand four it runs"));
        assert!(!works("the old lennox furnace it runs"));
        assert!(!works("disposal is jammed it runs"));
        assert!(!works("replace the pump its working"));
        assert!(!works("and it works"));
        assert!(!works("the toilet runs"));
    }

    #[test]
    fn a_remark_that_judges_what_it_found_minor_and_asks_nothing_is_told_from_one_that_asks() {
        let minor = |text: &str| on_words(text, judged_minor);
        // Written for the rule, from no corpus note.
        assert!(minor("the brick has a few hairline cracks nothing major"));
        assert!(minor("some rust on the railing nothing bad"));
        assert!(!minor(
            "a few cracks in the drywall just patch them nothing big"
        ));
        assert!(!minor("the brick has a few hairline cracks"));
        assert!(!minor(
            "the roof has to be replaced nothing major otherwise"
        ));
    }

    #[test]
    fn a_long_remark_answered_fine_is_settled() {
        let words: Vec<String> =
            "the water heater is it the original no they put in a new one when they moved in \
             and it has the receipt from the plumber"
                .split(' ')
                .map(normalize_word)
                .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        assert!(closes_settled(&words, &classes_of(&words)));
        let words = [
            "the", "deck", "is", "it", "rotted", "no", "but", "the", "stairs", "are", "loose",
            "and", "the", "rail", "is", "wobbly", "too",
        ];
        assert!(!closes_settled(&words, &classes_of(&words)));
    }

    #[test]
    fn tells_problems_from_positive_statements() {
        assert!(has_problem(&["no", "gfci", "in", "kitchen"]));
        assert!(!has_problem(&["no", "leak", "seen"]));
        assert!(has_problem(&["outlet", "doesnt", "work"]));
        // Eaten up, next to none, upkeep nobody can date.
        assert!(has_problem(&["the", "trim", "is", "eat", "up"]));
        assert!(has_problem(&["barely", "any", "pressure", "upstairs"]));
        assert!(has_problem(&[
            "nobody", "knows", "when", "the", "chimney", "was", "last", "swept"
        ]));
        assert!(!has_problem(&[
            "they", "know", "when", "the", "chimney", "was", "last", "swept"
        ]));
        // A thing that will not do its one job.
        assert!(has_problem(&["baseboard", "doesnt", "heat"]));
        assert!(has_problem(&["opener", "wont", "reverse"]));
        assert!(has_problem(&["slider", "doesnt", "slide"]));
        assert!(is_positive(&["roof", "is", "newer"]));
        assert!(is_positive(&["furnace", "look", "good"]));
        assert!(!is_positive(&["roof", "is", "good", "but", "leaking"]));
        assert!(!is_positive(&["need", "new", "roof"]));
    }

    #[test]
    fn settled_by_a_spoken_level_the_association_or_letting_it_go() {
        // A radon level said aloud, below the action level of 4; one over it is no verdict.
        assert!(settled(
            "the basement radon was two point nine on the short test"
        ));
        assert!(settled("ray don in the lower level read one point six"));
        assert!(settled("radon in the lower level read zero point six"));
        assert!(!settled(
            "the basement radon was seven point one on the short test"
        ));
        // Old damage with nothing live now.
        assert!(settled(
            "carpenter ant damage in the sill from years back no active"
        ));
        // Let go, or not called a problem.
        assert!(settled("the hairline in the slab we let it go"));
        assert!(settled(
            "some efflorescence but im not calling it water intrusion"
        ));
        // A bond or warranty that goes with the house.
        assert!(settled("roof warranty with the builder is transferable"));
        // The association keeps it up.
        assert!(settled("the stucco cracks thats hoa"));
        assert!(settled("the hoa covers the balcony membrane"));
        // Kept, said with "thats".
        assert!(settled("the old clawfoot in the hall bath thats staying"));
        // Taken out in a recent year.
        assert!(settled("the window unit removed in 2021"));
        // Done, someone else's, kept, unchanged, all set.
        assert!(settled("the owners already put in gutter guards"));
        assert!(settled("the old shed out back thats theyre problem"));
        assert!(settled("theyre keeping the pocket doors"));
        assert!(settled("the tile in the entry she likes it no changes"));
        assert!(settled("new shingles in 2022 so all set"));
        assert!(settled("the chimney got a new crown no worries there"));
        // Passed over.
        assert!(settled(
            "the appraiser flagged the hairline then walked it back"
        ));
        assert!(settled("the home inspector had no notes on the panel"));
        assert!(settled("solar panels they wont bother"));
        assert!(settled("a sunroom addition thats a maybe"));
        assert!(settled("the vinyl siding is good a few more years"));
        assert!(settled(
            "the built ins in the study they will stay that way"
        ));
        assert!(settled("the stained glass in the stairwell do not touch"));
        // Put in by the seller, left as the buyer says, working well, only to watch.
        assert!(settled("the sump the seller put in two years ago"));
        assert!(settled("the brass fixtures she said leave them"));
        assert!(settled("leave the paneling in the basement rec room alone"));
        assert!(settled("the old boiler still runs like a charm"));
        assert!(settled("the hairline in the garage slab just monitor"));
        // A curl denied is no defect.
        assert!(!has_problem(&["shingles", "no", "curl"]));
    }
}
