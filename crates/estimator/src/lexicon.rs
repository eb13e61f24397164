//! What a finding is about: topics (roof, water heater, GFCI…), the phrases, synonyms, common
//! misspellings and speech-to-text slips that name them, and which catalog item each one is
//! priced as given the words around it ("old", "replace", "a few", "tankless"…).
//!
//! Every word in the lists below is already normalised (lower case, singular, no apostrophes);
//! a unit test checks it. Phrases are normalised when the estimator is built.

use crate::words::class;

/// What kind of thing a topic is, which sets its default priority.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    /// A hazard wherever it appears (mold, radon, gas, exposed wiring…).
    Hazard,
    /// A building system or the envelope: needs attention soon when something is wrong.
    System,
    /// Appearance and preference (paint, flooring, fixtures).
    Finish,
    /// A room or place ("kitchen", "crawl space"): a topic only with words that make it one.
    Place,
}

/// The words of one finding (plus any words it shares with its neighbours in an "and"-list),
/// for the topic rules to look at.
pub(crate) struct Ctx<'a> {
    pub words: &'a [&'a str],
    /// The class bits of each word (see `words::class`).
    pub classes: &'a [u32],
    /// Age in years when the notes said ("15-year-old roof").
    pub age: Option<f64>,
    /// Whether the finding came from the updates notes.
    pub updates: bool,
    /// One bit per word hash: most list words are ruled out without a string comparison.
    mask: u64,
}

/// The bit of a word in `Ctx::mask`: from its length and first and last letters, which is cheap
/// to work out for every word looked for and still rules most of them out.
fn bit(word: &str) -> u64 {
    let bytes = word.as_bytes();
    let (first, last) = match bytes {
        [] => (0, 0),
        [first, .., last] => (*first, *last),
        [only] => (*only, *only),
    };
    let mix =
        bytes.len() as u64 ^ u64::from(first).wrapping_mul(7) ^ u64::from(last).wrapping_mul(13);
    1 << (mix & 63)
}

impl<'a> Ctx<'a> {
    pub fn new(words: &'a [&'a str], classes: &'a [u32], age: Option<f64>, updates: bool) -> Self {
        let mask = words.iter().fold(0, |m, w| m | bit(w));
        Self {
            words,
            classes,
            age,
            updates,
            mask,
        }
    }

    pub fn has(&self, w: &str) -> bool {
        self.mask & bit(w) != 0 && self.words.contains(&w)
    }

    pub fn any(&self, ws: &[&str]) -> bool {
        ws.iter().any(|w| self.has(w))
    }

    /// Whether the words contain `phrase` contiguously.
    pub fn seq(&self, phrase: &[&str]) -> bool {
        phrase.first().is_some_and(|first| self.has(first))
            && self.words.windows(phrase.len()).any(|w| w == phrase)
    }

    fn leak(&self) -> bool {
        self.classes.iter().any(|c| c & class::LEAK != 0)
    }

    pub fn replace(&self) -> bool {
        self.classes.iter().any(|c| c & class::REPLACE != 0) || self.seq(&["re", "roof"])
    }

    pub fn aging(&self) -> bool {
        // "12 years old" is an age, judged by its number, not by the word "old".
        let old_word = self.words.iter().enumerate().any(|(i, w)| {
            self.classes.get(i).is_some_and(|c| c & class::AGING != 0)
                && !(*w == "old" && i > 0 && ["year", "yr", "yrs"].contains(&self.words[i - 1]))
        });
        old_word
            || self.age.is_some_and(|a| a >= 15.0)
            || self.built_before(2013)
            || (self.has("end") && self.has("life"))
            || self.seq(&["single", "pane"])
            || self.seq(&["last", "leg"])
            || self.seq(&["past", "it", "life"])
            || self.seq(&["life", "expectancy"])
            || self.seq(&["worn", "out"])
            || self.seq(&["near", "the", "end"])
            || self.seq(&["on", "it", "way", "out"])
    }

    /// Whether the words name a year before `year` ("a 1998 Carrier", "from 2006").
    /// The year the house was built ("a 1985 pueblo style", "house is 1955") says nothing
    /// about the age of a system.
    pub fn built_before(&self, year: u16) -> bool {
        let house = [
            "build",
            "built",
            "house",
            "home",
            "style",
            "construction",
            "era",
            "vintage",
        ];
        self.words.iter().enumerate().any(|(i, w)| {
            let is_year = w.len() == 4 && w.parse::<u16>().is_ok_and(|y| (1900..year).contains(&y));
            let about_house = self.words[i + 1..]
                .iter()
                .take(2)
                .any(|n| house.contains(n))
                || self.words[i.saturating_sub(2)..i]
                    .iter()
                    .any(|p| house.contains(p));
            is_year && !about_house
        })
    }

    /// Strong signs a system is done, whatever else is said about it.
    fn worn_out(&self) -> bool {
        self.age.is_some_and(|a| a >= 20.0)
            || self.any(&["original", "shot", "ancient", "dying", "failing", "failed"])
            || (self.has("end") && self.has("life"))
            || self.built_before(2005)
    }

    fn replace_or_aging(&self) -> bool {
        self.replace() || self.aging()
    }
}

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

const REMODEL: &[&str] = &[
    "remodel",
    "remodeled",
    "remodeling",
    "renovate",
    "renovation",
    "reno",
    "redo",
    "update",
    "updating",
    "gut",
    "overhaul",
    "makeover",
    "modernize",
    "refresh",
    "facelift",
    "new",
    "dated",
    "outdated",
    "open",
];

/// A topic and how it maps to the catalog.
pub(crate) struct TopicDef {
    pub id: &'static str,
    /// Used when the finding's own words need a noun ("gutters need cleaning").
    pub category: &'static str,
    /// Which topic wins when several are named in one finding.
    pub weight: u8,
    pub class: Class,
    pub phrases: &'static [&'static str],
    /// The catalog key for this finding's words, if the catalog has one.
    pub pick: fn(&Ctx) -> Option<&'static str>,
    /// What a repair of this topic should say when the agent gave no instruction.
    pub advice: &'static str,
}

impl std::fmt::Debug for TopicDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

fn none(_: &Ctx) -> Option<&'static str> {
    None
}

fn roof(c: &Ctx) -> Option<&'static str> {
    let other_material = c.any(&[
        "tile", "metal", "slate", "flat", "tpo", "membrane", "rubber",
    ]);
    let stain_only = c.any(&["stain", "stained", "staining"])
        && !c.leak()
        && !c.any(&["damage", "damaged", "soft", "rot", "rotted", "sagging"]);
    if stain_only {
        return None;
    }
    let few = c.any(&[
        "few", "couple", "some", "minor", "small", "several", "handful",
    ]);
    let whole_roof = (c.replace() || c.worn_out()) && !few && !c.any(&["patch"]);
    let old = c.aging() && !c.leak() && !few && !c.has("missing");
    if whole_roof || old {
        return if other_material {
            None
        } else {
            Some("roof_replace_asphalt")
        };
    }
    if c.leak() {
        return Some("roof_repair");
    }
    if few
        || c.any(&[
            "missing", "loose", "lifted", "slipped", "cracked", "broken", "patch", "blown",
        ])
    {
        return Some("roof_repair_minor");
    }
    Some("roof_repair")
}

fn water_heater(c: &Ctx) -> Option<&'static str> {
    if c.any(&["tankless", "demand"]) {
        return Some("water_heater_tankless");
    }
    let small_fix = c.any(&[
        "strap",
        "strapping",
        "expansion",
        "pan",
        "tpr",
        "discharge",
        "flue",
        "vent",
        "pilot",
        "thermocouple",
        "anode",
    ]);
    if small_fix && !c.replace_or_aging() && !c.leak() {
        return None;
    }
    if c.seq(&["50", "gallon"]) || c.seq(&["50", "gal"]) || c.has("50gal") {
        return Some("water_heater_tank_50gal");
    }
    Some("water_heater_replace")
}

/// An update that moves or services a unit rather than replacing it.
fn not_a_replacement(c: &Ctx) -> bool {
    c.any(&[
        "raise", "move", "relocate", "service", "clean", "tune", "platform", "stand", "cover",
        "screen", "fence",
    ])
}

fn hvac(c: &Ctx) -> Option<&'static str> {
    if c.replace_or_aging() || (c.updates && !not_a_replacement(c)) {
        Some("hvac_full_replace")
    } else {
        None
    }
}

fn furnace(c: &Ctx) -> Option<&'static str> {
    if c.replace_or_aging() || c.seq(&["heat", "exchanger"]) || (c.updates && !not_a_replacement(c))
    {
        Some("furnace_replace")
    } else {
        Some("furnace_repair")
    }
}

fn air_conditioner(c: &Ctx) -> Option<&'static str> {
    if c.updates && not_a_replacement(c) {
        return None;
    }
    // "no central air", "add central AC": an installation, priced as a new unit.
    if c.replace_or_aging()
        || c.updates
        || c.any(&["add", "added", "adding", "no", "without", "instead"])
    {
        Some("ac_replace")
    } else {
        Some("ac_repair")
    }
}

fn heat_pump(_: &Ctx) -> Option<&'static str> {
    Some("heat_pump")
}

fn ducts(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "clean", "cleaning", "cleaned", "dirty", "dust", "dusty", "filthy",
    ]) {
        Some("duct_cleaning")
    } else {
        Some("duct_replacement")
    }
}

fn foundation(c: &Ctx) -> Option<&'static str> {
    // "stone foundation is damp": moisture to manage, not a foundation repair.
    let moisture_only = c.any(&["damp", "wet", "moisture", "efflorescence", "water", "musty"])
        && !c.any(&[
            "crack",
            "cracked",
            "cracking",
            "structural",
            "bowing",
            "bowed",
            "bulging",
            "sinking",
            "settling",
            "leaning",
            "shifting",
            "heaving",
            "engineer",
            "repair",
            "pier",
        ]);
    if moisture_only {
        return None;
    }
    if c.any(&[
        "structural",
        "bowing",
        "bowed",
        "bulging",
        "shifting",
        "shifted",
        "heaving",
        "sinking",
        "sunk",
        "major",
        "significant",
        "engineer",
        "pier",
        "helical",
        "leaning",
        "sagging",
        "uneven",
        "displaced",
        "displacement",
        "offset",
        "horizontal",
        "separating",
        "separation",
        "slope",
        "sloping",
        "sloped",
        "bulge",
    ]) || c.seq(&["stair", "step"])
        || c.seq(&["step", "crack"])
        || c.seq(&["step", "cracking"])
    {
        return Some("foundation_repair_structural");
    }
    if c.any(&["crack", "cracked", "cracking", "hairline"]) {
        return Some("foundation_crack_nonstructural");
    }
    Some("foundation_repair_general")
}

fn basement_water(c: &Ctx) -> Option<&'static str> {
    if c.any(&["minor", "slight", "light", "little", "some", "garage"]) && !c.leak() {
        None
    } else {
        Some("basement_waterproofing")
    }
}

/// A basement is priced when the words say water gets in ("basement gets water when it rains").
fn basement(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "water", "wet", "damp", "leak", "leaks", "leaking", "seepage", "flood", "flooded",
        "flooding", "moisture",
    ]) && !c.any(&["heater", "softener", "previous", "prior"])
    {
        Some("basement_waterproofing")
    } else {
        None
    }
}

fn paint(c: &Ctx) -> Option<&'static str> {
    if inside_and_out(c) {
        return Some("interior_paint");
    }
    if c.any(&[
        "exterior", "outside", "siding", "stucco", "outdoor", "eave", "fascia", "soffit", "porch",
    ]) || c.seq(&["the", "house"])
    {
        Some("exterior_paint")
    } else {
        Some("interior_paint")
    }
}

fn flooring(c: &Ctx) -> Option<&'static str> {
    if c.any(&["refinish", "refinishing", "refinished", "sand", "buff"]) {
        None
    } else {
        Some("flooring_install_room")
    }
}

fn hardwood(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "refinish",
        "refinishing",
        "refinished",
        "sand",
        "sanded",
        "buff",
        "scratched",
        "scratch",
        "worn",
        "restore",
        "original",
    ]) && !c.replace()
    {
        None
    } else {
        Some("flooring_hardwood")
    }
}

fn carpet(c: &Ctx) -> Option<&'static str> {
    if c.any(&["clean", "cleaning", "shampoo", "stretch", "stretching"]) {
        None
    } else {
        Some("flooring_carpet")
    }
}

fn tile(c: &Ctx) -> Option<&'static str> {
    let small_repair = c.any(&[
        "grout", "regrout", "ceiling", "cracked", "cracking", "broken", "chipped", "loose", "few",
        "couple", "one", "two", "hollow",
    ]);
    if c.has("roof") || (small_repair && !c.replace()) {
        None
    } else {
        Some("tile_install")
    }
}

fn kitchen(c: &Ctx) -> Option<&'static str> {
    if !c.any(REMODEL) || c.any(&["outdoor", "outside", "summer"]) {
        return None;
    }
    if c.any(&["upscale", "luxury", "custom", "chef", "premium", "gourmet"])
        || c.seq(&["high", "end"])
        || c.seq(&["top", "of", "the", "line"])
    {
        return Some("kitchen_remodel_major_upscale");
    }
    if c.any(&[
        "gut", "full", "major", "complete", "total", "layout", "island", "whole", "entire",
        "scratch", "open", "concept", "new", "cabinet", "wall",
    ]) {
        return Some("kitchen_remodel_major");
    }
    Some("kitchen_remodel_minor")
}

fn bathroom(c: &Ctx) -> Option<&'static str> {
    let remodel = c.any(REMODEL) && !c.any(&["add", "adding", "added", "half", "another"]);
    if remodel {
        Some("bathroom_remodel_midrange")
    } else {
        None
    }
}

fn radon(c: &Ctx) -> Option<&'static str> {
    let test_only = c.any(&["test", "testing", "tested"])
        && !c.any(&[
            "high",
            "elevated",
            "mitigation",
            "mitigate",
            "system",
            "fan",
            "came",
            "result",
            "over",
            "above",
        ])
        && !c.any(&["4", "5", "6", "7", "8", "9", "10"]);
    if test_only {
        None
    } else {
        Some("radon_mitigation")
    }
}

fn termites(c: &Ctx) -> Option<&'static str> {
    let inspection_only = c.any(&["inspection", "inspect", "bond", "letter", "wdi", "wdo"])
        && !c.any(&[
            "damage",
            "damaged",
            "active",
            "live",
            "swarm",
            "swarming",
            "tube",
            "frass",
            "dropping",
            "evidence",
            "tent",
            "tenting",
            "treat",
            "treatment",
        ]);
    if inspection_only {
        return None;
    }
    if c.any(&[
        "tent",
        "tenting",
        "fumigate",
        "fumigation",
        "fumigated",
        "drywood",
    ]) {
        Some("termite_tenting")
    } else {
        Some("termite_treatment")
    }
}

fn mold(c: &Ctx) -> Option<&'static str> {
    // Mildew on caulk or a bathroom ceiling is cleaning, not remediation.
    let surface = c.any(&["caulk", "caulking", "grout"])
        || (c.has("mildew") && !c.any(&["mold", "mould", "black", "behind", "under"]));
    if surface {
        return None;
    }
    if c.any(&[
        "test",
        "testing",
        "tested",
        "inspect",
        "inspection",
        "maybe",
        "possible",
        "possibly",
        "might",
        "could",
        "suspect",
        "suspected",
        "probably",
        "sample",
        "like",
        "stuff",
        "substance",
        "likely",
    ]) || c.seq(&["look", "like"])
    {
        Some("mold_inspection")
    } else {
        Some("mold_remediation")
    }
}

fn repipe(_: &Ctx) -> Option<&'static str> {
    Some("plumbing_repipe_whole_house")
}

fn pipe_leak(c: &Ctx) -> Option<&'static str> {
    let evaluation_only = c.any(&["scope", "inspect", "inspection", "evaluate", "camera"])
        && !c.leak()
        && !c.any(&[
            "burst", "broken", "cracked", "rusted", "weeping", "corroded",
        ]);
    if evaluation_only {
        return None;
    }
    if c.any(&[
        "irrigation",
        "sprinkler",
        "roof",
        "window",
        "skylight",
        "faucet",
        "toilet",
        "shower",
        "radiator",
        "valve",
        "gas",
        "pool",
    ]) {
        None
    } else {
        Some("pipe_section_repair")
    }
}

fn garage_door(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "opener",
        "spring",
        "cable",
        "remote",
        "sensor",
        "track",
        "roller",
        "dent",
        "dented",
        "panel",
        "seal",
        "weatherstrip",
        "trim",
    ]) && !c.replace()
    {
        None
    } else {
        Some("garage_door")
    }
}

fn solar(c: &Ctx) -> Option<&'static str> {
    if c.any(&["lease", "leased", "ppa"]) && !c.any(&["add", "want", "new", "install"]) {
        None
    } else {
        Some("solar_panels")
    }
}

fn chimney(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "sweep", "swept", "clean", "cleaning", "cleaned", "creosote", "soot", "dirty",
    ]) {
        Some("chimney_cleaning")
    } else {
        Some("chimney_repair")
    }
}

fn ceiling_fan(c: &Ctx) -> Option<&'static str> {
    // "the fan isn't running" may be any fan; only a ceiling fan is priced as one.
    if c.has("ceiling") || c.has("paddle") {
        Some("ceiling_fan_install")
    } else {
        None
    }
}

fn insulation(c: &Ctx) -> Option<&'static str> {
    if c.has("crawl") || c.seq(&["crawl", "space"]) {
        return None;
    }
    if c.has("attic") || c.any(&["blown", "blowin", "loose"]) {
        Some("attic_insulation")
    } else {
        Some("insulation_batt_install")
    }
}

fn window(c: &Ctx) -> Option<&'static str> {
    // An egress window is cut into the foundation: not a window replacement.
    if c.has("egress") {
        return None;
    }
    let repair_only = c.any(&[
        "stay",
        "operate",
        "operating",
        "screen",
        "lock",
        "latch",
        "crank",
        "balance",
        "cord",
        "caulk",
        "caulking",
        "glazing",
        "sill",
        "trim",
        "shut",
        "stuck",
        "painted",
        "well",
        "treatment",
        "blind",
        "covering",
        "tint",
    ]);
    if repair_only && !c.any(&["fogged", "foggy", "fog", "seal", "pane", "glass", "cracked"]) {
        if c.replace() && !c.any(&["screen", "blind", "covering", "treatment", "tint"]) {
            return Some("window_replace");
        }
        return None;
    }
    Some("window_replace")
}

fn entry_door(c: &Ctx) -> Option<&'static str> {
    // A lock or a handle is hardware, not the door.
    let hardware = c.any(&[
        "lock",
        "knob",
        "handle",
        "deadbolt",
        "latch",
        "hardware",
        "weatherstrip",
        "weatherstripping",
        "threshold",
        "sweep",
    ]);
    if hardware && !c.replace() {
        return None;
    }
    if c.replace()
        || c.any(&[
            "rotted",
            "rotten",
            "rot",
            "damaged",
            "broken",
            "cracked",
            "split",
            "warped",
            "delaminating",
            "rusted",
            "rusting",
            "dented",
        ])
    {
        Some("entry_door_steel")
    } else {
        None
    }
}

fn gfci(_: &Ctx) -> Option<&'static str> {
    Some("gfci_outlet")
}

fn smoke_detector(_: &Ctx) -> Option<&'static str> {
    Some("smoke_detector")
}

fn co_detector(_: &Ctx) -> Option<&'static str> {
    Some("co_detector")
}

fn wiring(c: &Ctx) -> Option<&'static str> {
    if c.any(&["rewire", "rewiring", "rewired", "throughout", "whole"])
        || c.seq(&["knob", "and", "tube"])
        || c.seq(&["nob", "and", "tube"])
        || c.seq(&["knob", "tube"])
    {
        Some("rewire_whole_house")
    } else {
        None
    }
}

fn sewer(c: &Ctx) -> Option<&'static str> {
    // "should get scoped": an evaluation, not a known failure.
    let evaluation = c.any(&[
        "scope",
        "scoped",
        "scoping",
        "camera",
        "inspect",
        "inspection",
    ]) && !c.any(&[
        "root",
        "belly",
        "broken",
        "collapsed",
        "cracked",
        "offset",
        "separated",
        "showed",
        "found",
    ]);
    if evaluation {
        return None;
    }
    if c.any(&[
        "replace",
        "replacing",
        "replacement",
        "replaced",
        "broken",
        "collapsed",
        "collapse",
        "root",
        "belly",
        "cracked",
        "crack",
        "offset",
        "orangeburg",
        "clay",
        "separated",
        "failing",
        "failed",
        "damaged",
    ]) && !c.any(&["cap", "cleanout", "clean"])
    {
        Some("sewer_line_replace")
    } else {
        None
    }
}

fn septic(c: &Ctx) -> Option<&'static str> {
    if c.any(&["pump", "pumped", "pumping", "full", "due"]) && !c.any(&["field", "failing"]) {
        Some("septic_pumping")
    } else {
        None
    }
}

fn asbestos(c: &Ctx) -> Option<&'static str> {
    if c.any(&["abatement", "abate", "remove", "removal", "removed"])
        && !c.any(&[
            "test", "testing", "possible", "probably", "likely", "suspect", "may",
        ])
    {
        None
    } else {
        Some("asbestos_testing")
    }
}

fn lead_paint(c: &Ctx) -> Option<&'static str> {
    if c.any(&["test", "testing", "tested"]) && !c.any(&["positive", "found", "confirmed"]) {
        None
    } else {
        Some("lead_paint_removal")
    }
}

fn water_damage(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "damage",
        "damaged",
        "flood",
        "flooded",
        "flooding",
        "soaked",
        "saturated",
        "ruined",
        "buckled",
        "buckling",
        "warped",
    ]) && !c.any(&[
        "previous",
        "prior",
        "old",
        "past",
        "evidence",
        "history",
        "repaired",
        "disclosed",
        "some",
        "minor",
        "little",
        "small",
        "slight",
        "bit",
        "baseboard",
        "trim",
        "spot",
    ]) && !c.built_before(2100)
    {
        Some("water_damage_restoration")
    } else {
        None
    }
}

fn crawl_space(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "encapsulate",
        "encapsulation",
        "encapsulated",
        "moisture",
        "wet",
        "damp",
        "water",
        "humid",
        "humidity",
        "barrier",
        "puddle",
        "puddling",
    ]) {
        Some("crawl_space_encapsulation")
    } else {
        None
    }
}

fn stucco(c: &Ctx) -> Option<&'static str> {
    if c.any(&["paint", "painted", "painting", "repaint"]) {
        None
    } else {
        Some("stucco_repair")
    }
}

fn siding(c: &Ctx) -> Option<&'static str> {
    if c.any(&["new", "reside", "residing", "all"]) || c.seq(&["replace", "all"]) {
        None
    } else {
        Some("siding_repair")
    }
}

fn deck(c: &Ctx) -> Option<&'static str> {
    let new_deck = c.any(&["build", "add", "adding", "bigger", "expand", "composite"])
        || (c.has("new") && !c.any(&["board", "railing", "rail", "step", "stair"]));
    let cosmetic = c.any(&["stain", "restain", "restained", "seal", "reseal", "wash"])
        && !c.any(&[
            "rot", "rotted", "rotten", "loose", "soft", "broken", "wobbly",
        ]);
    if new_deck || cosmetic {
        None
    } else {
        Some("deck_repair")
    }
}

fn concrete(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "sunken",
        "sinking",
        "sunk",
        "settled",
        "settling",
        "uneven",
        "heaved",
        "heaving",
        "lift",
        "level",
        "leveling",
        "mudjack",
        "mudjacking",
        "dropped",
        "lip",
    ]) || c.seq(&["trip", "hazard"])
    {
        Some("concrete_leveling")
    } else {
        None
    }
}

fn french_drain(_: &Ctx) -> Option<&'static str> {
    Some("french_drain")
}

fn tree(c: &Ctx) -> Option<&'static str> {
    if c.any(&["trim", "trimmed", "trimming", "prune", "pruning", "back"]) && !c.has("remove") {
        return None;
    }
    if c.any(&[
        "remove", "removed", "removal", "down", "dead", "dying", "leaning", "cut", "fell",
        "fallen", "root", "stump", "close",
    ]) {
        Some("tree_removal")
    } else {
        None
    }
}

fn water_damage_restoration(_: &Ctx) -> Option<&'static str> {
    Some("water_damage_restoration")
}

fn encapsulation(_: &Ctx) -> Option<&'static str> {
    Some("crawl_space_encapsulation")
}

macro_rules! topic {
    ($id:literal, $cat:literal, $w:literal, $class:ident, $pick:expr, $advice:literal, [$($p:literal),* $(,)?]) => {
        TopicDef {
            id: $id,
            category: $cat,
            weight: $w,
            class: Class::$class,
            phrases: &[$($p),*],
            pick: $pick,
            advice: $advice,
        }
    };
}

/// Every topic the estimator recognises.
#[rustfmt::skip]
pub(crate) static TOPICS: &[TopicDef] = &[
    // Hazards
    topic!("gas", "Safety", 8, Hazard, none, "shut off and evaluation by the gas utility or a licensed plumber recommended", [
        "gas leak", "gas smell", "smell gas", "smell of gas", "smells like gas", "smelled gas",
        "odor of gas", "gas odor", "natural gas smell", "propane smell", "gas line", "gas pipe",
        "gas meter", "gas valve", "gas shutoff", "gas shut off", "gas connector", "flex line",
    ]),
    topic!("carbon_monoxide", "Safety", 4, Hazard, none, "evaluation by a licensed HVAC technician recommended", [
        "carbon monoxide", "backdraft", "back draft", "backdrafting", "back drafting",
    ]),
    topic!("mold", "Environmental", 7, Hazard, mold, "professional remediation recommended", [
        "mold", "mould", "moldy", "mouldy", "mildew", "black mold", "black stuff", "fungus",
        "fungal growth", "microbial growth", "mold like", "moldlike", "mold growth",
    ]),
    topic!("radon", "Environmental", 7, Hazard, radon, "mitigation recommended", [
        "radon", "ray don", "radon gas", "radon level", "radon test", "radon mitigation",
    ]),
    topic!("asbestos", "Environmental", 7, Hazard, asbestos, "testing by a licensed inspector recommended", [
        "asbestos", "asbestus", "asbesto", "vermiculite", "transite", "asbestos tile",
        "asbestos wrap", "asbestos siding",
    ]),
    topic!("lead_paint", "Environmental", 7, Hazard, lead_paint, "abatement by a certified contractor recommended", [
        "lead paint", "lead based paint", "lead base paint", "lead based", "lead-based", "lead safe",
        "for lead", "lead test", "lead testing", "lead inspection",
    ]),
    topic!("oil_tank", "Environmental", 5, Hazard, none, "a tank sweep and removal quote recommended", [
        "oil tank", "buried tank", "underground tank", "ust", "heating oil tank",
    ]),
    // Structure
    topic!("foundation", "Structure", 6, System, foundation, "evaluation by a structural engineer recommended", [
        "foundation", "slab crack", "cracked slab", "crack in the slab", "stem wall", "footing",
        "settling", "settlement", "pier and beam", "bowing wall", "bowed wall", "basement wall",
        "foundation wall", "block wall", "structural crack", "step crack", "stair step crack",
        "structural engineer", "foundation company", "foundation repair", "pier", "piling",
        "step cracking", "stair step cracking", "step cracks",
        "foundation pier",
    ]),
    topic!("framing", "Structure", 5, System, none, "evaluation by a structural engineer or framing contractor recommended", [
        "joist", "floor joist", "beam", "rafter", "sill plate", "subfloor", "sub floor",
        "sagging floor", "sagging ceiling", "support post", "load bearing",
        "structural", "header", "sistered", "truss",
    ]),
    topic!("basement_water", "Structure", 4, System, basement_water, "waterproofing recommended", [
        "efflorescence", "wet basement", "water in the basement", "basement leak",
        "basement leaks", "basement water", "damp basement", "basement flood", "basement floods",
        "basement flooding", "basement take water", "basement takes water", "water intrusion",
        "seepage", "seeping", "waterproofing", "waterproof", "water proofing", "basement is wet",
    ]),
    topic!("crawl_space", "Structure", 4, Place, crawl_space, "moisture control recommended", [
        "crawl space", "crawlspace", "crawl",
    ]),
    topic!("encapsulation", "Structure", 5, System, encapsulation, "encapsulation recommended", [
        "encapsulate", "encapsulation", "encapsulated", "vapor barrier", "vapour barrier",
    ]),
    topic!("retaining_wall", "Exterior", 4, System, none, "evaluation by a masonry or structural contractor recommended", [
        "retaining wall",
    ]),
    // Roof and exterior
    topic!("roof", "Roof", 5, System, roof, "repair by a licensed roofer recommended", [
        "roof", "roofing", "shingle", "reroof", "re roof", "roof leak", "leaking roof",
        "roof covering", "asphalt shingle", "composition shingle", "comp shingle", "roof line",
        "flashing", "ice dam", "roof deck", "roof vent", "boot", "pipe boot", "ridge cap",
        "granule", "granule loss",
    ]),
    topic!("gutter", "Exterior", 4, System, none, "repair or replacement by a gutter contractor recommended", [
        "gutter", "downspout", "down spout", "eavestrough", "leader", "gutter guard", "canale",
        "scupper",
    ]),
    topic!("soffit", "Exterior", 3, System, none, "repair recommended", [
        "soffit", "fascia", "eave", "rafter tail", "fascia board",
    ]),
    topic!("chimney", "Exterior", 5, System, chimney, "evaluation by a chimney professional recommended", [
        "chimney", "chimley", "chimny", "flue", "chimney cap", "chimney crown", "crown",
        "creosote", "chimney sweep",
    ]),
    topic!("heat_tape", "Roof", 4, System, none, "repair by an electrician or roofer recommended", [
        "heat tape", "heat cable", "heat trace", "roof heat cable", "de icing cable",
    ]),
    topic!("window_well", "Exterior", 4, System, none, "repair recommended", [
        "window well", "window well cover", "egress well",
    ]),
    topic!("skylight", "Roof", 4, System, none, "repair recommended", ["skylight", "sky light"]),
    topic!("siding", "Exterior", 4, System, siding, "repair recommended", [
        "siding", "vinyl siding", "wood siding", "hardie", "hardiplank", "hardie board",
        "clapboard", "lap siding", "cladding", "t1 11", "t 111", "cedar shake", "shake siding",
    ]),
    topic!("stucco", "Exterior", 4, System, stucco, "repair recommended", [
        "stucco", "eifs", "synthetic stucco",
    ]),
    topic!("masonry", "Exterior", 3, System, none, "repair by a mason recommended", [
        "brick", "mortar", "masonry", "spalling", "stoop", "brownstone", "stone veneer",
        "tuckpointing", "tuck pointing", "tuckpoint", "repointing", "repoint", "facade",
        "parging", "parge", "parge coat",
    ]),
    topic!("rot", "Exterior", 2, System, none, "repair recommended", [
        "rot", "wood rot", "dry rot", "rotted", "rotten", "rotting",
    ]),
    topic!("trim", "Exterior", 2, Finish, none, "repair recommended", [
        "trim", "exterior trim", "baseboard", "crown molding", "molding", "moulding", "casing",
    ]),
    topic!("exterior_paint", "Exterior", 5, Finish, paint, "repainting recommended", [
        "exterior paint", "paint the exterior", "paint outside", "exterior painting",
    ]),
    topic!("paint", "Interior", 5, Finish, paint, "repainting recommended", [
        "paint", "painting", "repaint", "repainting", "fresh paint", "new paint", "paint job",
        "interior paint", "peeling paint",
    ]),
    topic!("deck", "Exterior", 4, System, deck, "repair recommended", [
        "deck", "decking", "deck board", "deck railing", "deck stair", "deck step", "deck rail",
        "ledger",
    ]),
    topic!("patio", "Exterior", 2, Finish, none, "repair recommended", [
        "patio", "porch", "pergola", "sunroom", "sun room", "gazebo", "screened porch",
        "outdoor kitchen", "screen enclosure", "pool cage", "lanai", "porch roof", "porch post",
        "porch column", "porch floor",
    ]),
    topic!("fence", "Exterior", 4, System, none, "repair or replacement by a fencing contractor recommended", [
        "fence", "fencing", "gate", "privacy fence",
    ]),
    topic!("driveway", "Exterior", 4, System, concrete, "repair or replacement recommended", [
        "driveway", "drive way", "walkway", "sidewalk", "front walk", "concrete", "asphalt",
        "garage slab", "garage floor", "patio slab", "pavers", "paver",
    ]),
    topic!("drainage", "Exterior", 3, System, none, "grading or drainage correction recommended", [
        "drainage", "grading", "regrade", "regrading", "negative grade", "negative grading",
        "pooling", "pool of water", "water pool", "soggy", "swale", "standing water",
    ]),
    topic!("french_drain", "Exterior", 5, System, french_drain, "drainage correction recommended", [
        "french drain", "drain tile", "curtain drain",
    ]),
    topic!("tree", "Landscaping", 4, System, tree, "evaluation by an arborist recommended", [
        "tree", "stump", "limb", "branch", "dead tree", "oak", "live oak", "oak tree", "pine tree",
        "maple tree", "palm", "palm tree", "elm", "cottonwood", "sycamore", "evergreen",
    ]),
    topic!("landscaping", "Landscaping", 2, Finish, none, "landscaping quote recommended", [
        "landscaping", "landscape", "yard", "backyard", "back yard", "front yard", "lawn", "sod",
        "turf", "artificial turf", "shrub", "bush", "hedge", "mulch", "xeriscape", "xeriscaping",
        "garden", "planter",
    ]),
    topic!("irrigation", "Landscaping", 4, System, none, "repair recommended", [
        "irrigation", "sprinkler", "sprinkler system", "drip system",
    ]),
    topic!("pool", "Pool", 4, System, none, "evaluation by a pool contractor recommended", [
        "pool", "pool pump", "pool heater", "pool equipment", "pool plaster", "hot tub", "spa",
        "pool filter",
    ]),
    // Windows and doors
    topic!("window", "Windows & Doors", 4, System, window, "replacement recommended", [
        "window", "window pane", "pane", "double pane", "single pane", "window seal",
        "failed seal", "broken seal", "fogged", "foggy", "sash", "storm window", "glass block",
        "picture window", "bay window", "impact window", "thermopane",
    ]),
    topic!("entry_door", "Windows & Doors", 4, System, entry_door, "repair or replacement recommended", [
        "front door", "entry door", "exterior door", "back door", "side door", "door to the garage",
        "garage entry door",
    ]),
    topic!("door", "Windows & Doors", 2, System, none, "repair recommended", [
        "door", "interior door", "closet door", "bifold", "pocket door", "door knob", "doorknob",
        "hinge", "deadbolt", "door frame", "jamb", "weatherstripping", "weather stripping",
        "sliding door", "sliding glass door", "patio door", "slider", "french door", "storm door",
        "screen door", "barn door",
    ]),
    topic!("garage_door", "Windows & Doors", 5, System, garage_door, "repair recommended", [
        "garage door", "overhead door", "garage door spring", "garage door panel",
    ]),
    topic!("garage_opener", "Windows & Doors", 5, System, none, "repair or replacement recommended", [
        "garage door opener", "opener", "garage opener",
    ]),
    // Electrical
    topic!("panel", "Electrical", 6, Hazard, none, "evaluation by a licensed electrician recommended", [
        "electrical panel", "panel", "breaker box", "breaker panel", "fuse box", "fuse panel",
        "fuse", "service panel", "main panel", "subpanel", "sub panel", "federal pacific", "fpe",
        "zinsco", "stab lok", "stablok", "challenger", "double tap", "double tapped",
        "service upgrade", "200 amp", "100 amp", "60 amp", "electrical service",
    ]),
    topic!("wiring", "Electrical", 6, Hazard, wiring, "evaluation by a licensed electrician recommended", [
        "wiring", "rewire", "rewiring", "knob and tube", "nob and tube", "knob tube",
        "aluminum wiring", "aluminum wire", "aluminum branch wiring", "exposed wire",
        "exposed wiring", "open splice", "open junction box", "junction box", "loose wire",
        "live wire", "wire", "scorched", "scorch", "burn mark", "sparking", "spark", "ungrounded",
        "two prong", "2 prong", "reverse polarity", "reversed polarity", "hot neutral reversed",
        "extension cord",
    ]),
    topic!("electrical", "Electrical", 2, System, none, "evaluation by a licensed electrician recommended", [
        "electrical", "electric", "electrical system",
    ]),
    topic!("gfci", "Electrical", 5, Hazard, gfci, "GFCI protection recommended", [
        "gfci", "gfi", "g f c i", "gfci outlet", "ground fault", "gfci protection",
        "gfci breaker", "afci", "arc fault",
    ]),
    topic!("outlet", "Electrical", 3, System, none, "repair by a licensed electrician recommended", [
        "outlet", "receptacle", "plug", "switch", "light switch", "outlet cover", "cover plate",
        "switch plate", "dimmer",
    ]),
    topic!("light_fixture", "Electrical", 2, Finish, none, "repair or replacement recommended", [
        "light fixture", "fixture", "lighting", "recessed light", "recessed lighting", "can light",
        "pendant", "chandelier", "vanity light", "light", "under cabinet lighting", "sconce",
        "kitchen light", "kitchen lighting",
    ]),
    topic!("smoke_co", "Safety", 5, Hazard, smoke_detector, "installation recommended", [
        "smoke and co detector", "smoke and co alarm", "smoke and carbon monoxide",
        "smoke or co detector", "smoke or carbon monoxide", "smoke co detector",
        "smoke and co", "smoke or co", "smoke co",
    ]),
    topic!("smoke_detector", "Safety", 5, Hazard, smoke_detector, "installation recommended", [
        "smoke detector", "smoke alarm", "smoke dector", "smoke", "smoke detecter",
    ]),
    topic!("co_detector", "Safety", 5, Hazard, co_detector, "installation recommended", [
        "co detector", "carbon monoxide detector", "carbon monoxide alarm", "co alarm",
        "co2 detector", "co monitor",
    ]),
    topic!("ev_charger", "Electrical", 4, Finish, none, "installation quote from a licensed electrician recommended", [
        "ev charger", "car charger", "level 2 charger", "level two charger", "charging station",
        "tesla charger", "ev charging", "electric car charger", "charger", "ev outlet",
    ]),
    topic!("generator", "Electrical", 4, Finish, none, "installation quote recommended", [
        "generator", "whole house generator", "standby generator", "transfer switch",
        "generator hookup",
    ]),
    topic!("smart_home", "Electrical", 2, Finish, none, "repair or replacement recommended", [
        "security system", "alarm system", "camera", "doorbell", "ring doorbell", "smart lock",
        "smart home", "wifi", "ethernet", "internet", "intercom",
    ]),
    topic!("ceiling_fan", "Electrical", 3, Finish, ceiling_fan, "repair or replacement recommended", [
        "ceiling fan", "fan", "paddle fan",
    ]),
    // HVAC
    topic!("hvac", "HVAC", 5, System, hvac, "service by a licensed HVAC technician recommended", [
        "hvac", "h vac", "hvac system", "heating and cooling", "heating and air", "heat and air",
        "central heat and air", "air handler", "hvac unit", "heating system",
    ]),
    topic!("furnace", "HVAC", 5, System, furnace, "service by a licensed HVAC technician recommended", [
        "furnace", "furnice", "furnance", "furness", "forced air", "gas furnace",
        "heat exchanger", "cracked heat exchanger", "burner",
    ]),
    topic!("air_conditioner", "HVAC", 5, System, air_conditioner, "service by a licensed HVAC technician recommended", [
        "ac", "a c", "acs", "air conditioner", "air conditioning", "air con", "central air",
        "central ac", "ac unit", "a c unit", "condenser", "compressor", "condensing unit",
        "evaporator coil", "evap coil", "condensate line", "condensate", "cooling",
        "ac system", "air conditioner unit", "window unit", "window ac", "window ac unit",
        "refrigerated air", "refrigerated ac",
        "coil", "refrigerant", "freon",
    ]),
    topic!("heat_pump", "HVAC", 5, System, heat_pump, "service by a licensed HVAC technician recommended", [
        "heat pump", "mini split", "minisplit", "mini splits", "ductless", "ductless split",
        "split system",
    ]),
    topic!("flue_pipe", "Safety", 5, Hazard, none, "repair by a licensed HVAC technician or plumber recommended", [
        "flue pipe", "vent pipe", "vent connector", "flue connector", "combustion air",
    ]),
    topic!("evaporative_cooler", "HVAC", 5, System, none, "service by an HVAC technician recommended", [
        "swamp cooler", "evaporative cooler", "evap cooler",
    ]),
    topic!("boiler", "HVAC", 4, System, none, "service by a licensed heating contractor recommended", [
        "boiler", "radiator", "baseboard heat", "baseboard heater", "hydronic", "steam heat",
        "wall heater", "space heater", "heater", "garage heater", "unit heater",
    ]),
    topic!("ducts", "HVAC", 4, System, ducts, "duct repair recommended", [
        "duct", "ductwork", "duct work", "air duct", "flex duct", "duct cleaning",
    ]),
    topic!("thermostat", "HVAC", 4, Finish, none, "installation recommended", [
        "thermostat", "smart thermostat", "nest", "ecobee", "programmable thermostat",
    ]),
    topic!("insulation", "Energy", 4, System, insulation, "added insulation recommended", [
        "insulation", "insulate", "blown in", "blown in insulation", "batt", "batt insulation",
        "r value", "r 19", "r 30", "r 38", "r 49", "attic insulation", "insulated",
    ]),
    topic!("solar", "Energy", 5, Finish, solar, "a solar installation quote recommended", [
        "solar", "solar panel", "solar system", "pv", "pv system", "photovoltaic", "solar array",
    ]),
    // Plumbing
    topic!("water_heater", "Plumbing", 5, System, water_heater, "replacement recommended", [
        "water heater", "hot water heater", "hot water tank", "water tank", "hwh",
        "tankless", "tankless water heater", "on demand water heater",
        "hole water heater", "hot water", "water heather", "heater tank",
    ]),
    topic!("repipe", "Plumbing", 5, System, repipe, "repiping recommended", [
        "repipe", "re pipe", "repiping", "polybutylene", "poly b", "polybutylene plumbing",
        "galvanized pipe", "galvanized plumbing", "galvanized supply", "galvanized", "pex",
        "old plumbing", "quest pipe",
    ]),
    topic!("pipe_leak", "Plumbing", 3, System, pipe_leak, "repair by a licensed plumber recommended", [
        "leak", "leaking", "leaky", "leaks", "drip", "dripping", "pipe", "burst pipe",
        "plumbing leak", "water line", "supply line", "drain line", "p trap", "ptrap",
        "cast iron", "cast iron stack", "stack", "drain pipe", "weeping", "plumbing",
        "slab leak",
    ]),
    topic!("sewer", "Plumbing", 5, System, sewer, "evaluation by a sewer contractor recommended", [
        "sewer", "sewer line", "main line", "main drain", "lateral", "sewer scope", "clay pipe",
        "orangeburg", "root intrusion", "roots in the line", "sewer lateral", "cleanout",
        "clean out",
    ]),
    topic!("septic", "Plumbing", 5, System, septic, "evaluation by a septic contractor recommended", [
        "septic", "septic tank", "leach field", "drain field", "septic system", "leach line",
    ]),
    topic!("sump_pump", "Plumbing", 4, System, none, "installation or replacement by a plumber recommended", [
        "sump pump", "sump", "sum pump", "some pump", "sump pit", "ejector pump",
        "battery backup",
    ]),
    topic!("drain_clog", "Plumbing", 2, System, none, "drain cleaning recommended", [
        "clog", "clogged", "slow drain", "drain", "drains slow", "backs up", "backup",
        "back up", "snake",
    ]),
    topic!("water_pressure", "Plumbing", 3, System, none, "evaluation by a licensed plumber recommended", [
        "water pressure", "low pressure", "pressure regulator", "prv", "pressure reducing valve",
    ]),
    topic!("valve", "Plumbing", 2, System, none, "repair recommended", [
        "shut off valve", "shutoff valve", "shutoff", "shut off", "valve", "hose bib",
        "hose bibb", "spigot", "sillcock",
    ]),
    topic!("well", "Plumbing", 4, System, none, "evaluation by a well contractor recommended", [
        "well pump", "pressure tank", "well water", "well head", "wellhead", "the well",
    ]),
    topic!("softener", "Plumbing", 4, Finish, none, "installation quote recommended", [
        "water softener", "softener", "hard water", "water filtration", "whole house filter",
        "reverse osmosis", "ro system", "water filter",
    ]),
    topic!("toilet", "Plumbing", 4, System, none, "repair by a plumber recommended", [
        "toilet", "commode", "wax ring", "running toilet", "toilet tank", "toilets",
    ]),
    topic!("faucet", "Plumbing", 4, System, none, "repair or replacement recommended", [
        "faucet", "faucets", "shower head", "showerhead", "tub spout", "kitchen faucet",
    ]),
    topic!("sink", "Plumbing", 2, System, none, "repair recommended", [
        "sink", "kitchen sink", "bathroom sink", "basin", "garbage disposal", "disposal",
    ]),
    topic!("shower", "Bathroom", 3, System, none, "repair recommended", [
        "shower", "tub", "bathtub", "bath tub", "shower pan", "tub surround", "shower surround",
        "walk in shower", "shower door", "jacuzzi", "jetted tub", "soaking tub",
    ]),
    topic!("grout", "Bathroom", 2, Finish, none, "regrouting or recaulking recommended", [
        "grout", "caulk", "caulking", "recaulk", "regrout",
    ]),
    topic!("vanity", "Bathroom", 4, Finish, none, "replacement recommended", [
        "vanity", "vanity top", "bathroom vanity", "double vanity",
    ]),
    topic!("exhaust_fan", "Bathroom", 4, System, none, "repair recommended", [
        "exhaust fan", "bath fan", "bathroom fan", "vent fan", "bathroom exhaust",
        "bathroom exhaust fan", "bath exhaust fan", "bathroom vent fan", "bath vent fan",
    ]),
    // Interior
    topic!("drywall", "Interior", 3, Finish, none, "patch and paint recommended", [
        "drywall", "dry wall", "sheetrock", "sheet rock", "gypsum", "wall board", "wallboard",
        "plaster", "nail pop", "hole in the wall", "hole in wall", "drywall crack",
        "crack in the ceiling", "ceiling crack", "crack in the wall", "wall crack",
    ]),
    topic!("water_stain", "Interior", 2, System, none, "locate and repair the source; further evaluation recommended", [
        "water stain", "water staining", "water spot", "stain on the ceiling", "ceiling stain",
        "water mark", "water line mark",
    ]),
    topic!("water_damage", "Interior", 4, System, water_damage, "locate and repair the source; further evaluation recommended", [
        "water damage", "water damaged", "flood", "flooded", "flooding", "flood damage",
        "previous flooding",
    ]),
    topic!("water_restoration", "Interior", 5, System, water_damage_restoration, "restoration recommended", [
        "water damage restoration", "water mitigation", "water remediation", "dry out",
    ]),
    topic!("popcorn", "Interior", 3, Finish, none, "removal quote recommended", [
        "popcorn", "popcorn ceiling", "acoustic ceiling", "cottage cheese ceiling",
    ]),
    topic!("flooring", "Flooring", 4, Finish, flooring, "replacement recommended", [
        "flooring", "new flooring", "floor covering", "lvp", "luxury vinyl", "vinyl plank",
        "laminate", "linoleum", "vinyl floor", "vinyl flooring", "lvt", "engineered wood",
        "engineered hardwood", "floating floor", "new floor", "new floors", "floors throughout",
    ]),
    topic!("hardwood", "Flooring", 5, Finish, hardwood, "refinishing or replacement recommended", [
        "hardwood", "hard wood", "hardwood floor", "wood floor", "oak floor", "fir floor",
        "hardwoods", "wood flooring", "pine floor",
    ]),
    topic!("carpet", "Flooring", 5, Finish, carpet, "replacement recommended", [
        "carpet", "carpeting", "carpets", "wall to wall",
    ]),
    topic!("tile", "Flooring", 4, Finish, tile, "replacement recommended", [
        "tile", "tiles", "tiling", "tiled", "retile", "backsplash", "back splash",
        "porcelain tile", "ceramic tile", "tile floor", "tile floors", "kitchen backsplash",
        "kitchen tile", "bathroom tile",
    ]),
    topic!("stairs", "Interior", 3, System, none, "repair recommended", [
        "stair", "stairs", "staircase", "stairway", "step", "steps", "tread", "riser",
    ]),
    topic!("railing", "Interior", 4, System, none, "repair recommended", [
        "handrail", "hand rail", "railing", "rail", "banister", "guardrail", "guard rail",
        "baluster", "spindle", "grab bar", "stair railing", "stair rail", "stair handrail",
    ]),
    topic!("cabinets", "Kitchen", 6, Finish, none, "refinishing or replacement recommended", [
        "cabinet", "cabinets", "cabinetry", "cupboard", "kitchen cabinet", "cabinet door",
    ]),
    topic!("countertops", "Kitchen", 6, Finish, none, "replacement recommended", [
        "countertop", "counter top", "counter", "counters", "granite", "quartz",
        "butcher block", "laminate counter", "laminate countertop", "formica",
        "kitchen countertop", "kitchen countertops", "kitchen counter", "kitchen counters",
    ]),
    topic!("appliances", "Appliances", 4, Finish, none, "repair or replacement recommended", [
        "appliance", "dishwasher", "fridge", "refrigerator", "range", "stove", "oven",
        "cooktop", "microwave", "washer", "dryer", "washing machine", "range hood", "vent hood",
        "hood vent", "stainless appliance", "washer and dryer", "washer dryer",
        "washer and dryer hookup", "washer dryer hookup", "ice maker", "wine fridge",
        "kitchen appliance", "kitchen appliances",
    ]),
    topic!("dryer_vent", "Safety", 5, Hazard, none, "correction recommended (fire hazard)", [
        "dryer vent", "dryer duct", "dryer exhaust", "lint",
    ]),
    topic!("fireplace", "Interior", 3, System, none, "evaluation by a fireplace professional recommended", [
        "fireplace", "firebox", "gas fireplace", "wood stove", "woodstove", "fireplace insert",
        "damper", "hearth", "gas log", "gas logs",
    ]),
    topic!("pests", "Environmental", 4, System, none, "pest control recommended", [
        "mouse", "mice", "rodent", "rat", "rats", "droppings", "squirrel", "raccoon", "bat",
        "cockroach", "roach", "carpenter ant", "ant", "wasp", "bee", "hornet", "wasp nest",
        "pest", "critter", "animal", "bird nest", "scorpion", "spider", "flea", "bed bug",
        "bedbug", "silverfish", "pest problem",
    ]),
    topic!("termite", "Environmental", 5, System, termites, "treatment by a licensed pest control company recommended", [
        "termite", "termites", "term mite", "termite damage", "wdi", "wdo",
        "wood destroying insect", "wood destroying organism", "mud tube", "mud tubes",
        "subterranean termite", "drywood termite", "frass",
    ]),
    topic!("window_treatments", "Interior", 2, Finish, none, "replacement recommended", [
        "blind", "blinds", "shade", "shades", "curtain", "window treatment", "shutter",
        "mirror",
    ]),
    topic!("closet", "Interior", 1, Place, none, "update recommended", [
        "closet", "pantry", "storage",
    ]),
    topic!("built_ins", "Interior", 3, Finish, none, "installation quote recommended", [
        "built in", "built ins", "builtin", "builtins", "shelving", "shelves", "bookcase",
        "bookshelves",
    ]),
    topic!("laundry", "Interior", 2, Place, none, "update recommended", [
        "laundry", "laundry room", "laundry hookup", "mudroom", "mud room",
    ]),
    topic!("kitchen", "Kitchen", 2, Place, kitchen, "update recommended", [
        "kitchen", "kitchens",
    ]),
    topic!("bathroom", "Bathroom", 2, Place, bathroom, "update recommended", [
        "bathroom", "bathrooms", "bath", "baths", "master bath", "primary bath", "hall bath",
        "guest bath", "powder room", "half bath", "full bath", "ensuite", "en suite",
    ]),
    topic!("basement", "Interior", 1, Place, basement, "update recommended", [
        "basement", "finish the basement", "basement finish", "finished basement",
        "rec room", "bonus room",
    ]),
    topic!("attic", "Interior", 1, Place, none, "further evaluation recommended", [
        "attic", "attic fan", "attic ventilation", "ridge vent", "ventilation",
    ]),
    topic!("garage", "Interior", 1, Place, none, "update recommended", ["garage"]),
    topic!("accessibility", "Interior", 2, Finish, none, "installation quote recommended", [
        "ramp", "stair lift", "chair lift", "wheelchair", "walk in tub",
    ]),
];

/// The second finding a mention stands for, when there is one: "smoke and CO detectors",
/// "paint inside and out".
/// Returns the sibling's topic id and catalog key.
pub(crate) fn also(id: &str, c: &Ctx) -> Option<(&'static str, &'static str)> {
    match id {
        "smoke_co" => Some(("co_detector", "co_detector")),
        "paint" | "exterior_paint" if inside_and_out(c) => {
            Some(("exterior_paint", "exterior_paint"))
        }
        _ => None,
    }
}

fn inside_and_out(c: &Ctx) -> bool {
    c.seq(&["inside", "and", "out"])
        || c.seq(&["inside", "and", "outside"])
        || c.seq(&["interior", "and", "exterior"])
        || (c.has("interior") && c.has("exterior"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::normalize_word;

    fn check(list: &[&str]) {
        for w in list {
            assert_eq!(normalize_word(w), *w, "{w:?} is not normalised");
        }
    }

    #[test]
    fn word_lists_are_normalised() {
        check(REPLACE);
        check(AGING);
        check(LEAK);
        check(REMODEL);
    }

    #[test]
    fn topic_ids_are_unique() {
        let mut ids: Vec<&str> = TOPICS.iter().map(|t| t.id).collect();
        ids.sort_unstable();
        let before = ids.len();
        ids.dedup();
        assert_eq!(before, ids.len());
    }

    #[test]
    fn picks_follow_the_words_around_them() {
        let ctx = |words: &[&str]| -> Option<&'static str> {
            roof(&Ctx::new(
                words,
                &crate::words::classes_of(words),
                None,
                false,
            ))
        };
        assert_eq!(ctx(&["roof", "is", "old"]), Some("roof_replace_asphalt"));
        assert_eq!(
            ctx(&["a", "few", "missing", "shingle"]),
            Some("roof_repair_minor")
        );
        assert_eq!(ctx(&["roof", "leak", "in", "den"]), Some("roof_repair"));
        let aged = Ctx::new(&["roof"], &[0], Some(20.0), false);
        assert_eq!(roof(&aged), Some("roof_replace_asphalt"));
    }
}
