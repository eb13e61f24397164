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
                // "big old house": the house, not the thing.
                && !(*w == "old"
                    && self
                        .words
                        .get(i + 1)
                        .is_some_and(|n| matches!(*n, "house" | "home")))
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
            || self.seq(&["rusted", "out"])
            // "Septic last pumped 2015": upkeep not done in years is due.
            || (self.has("last")
                && self.any(&["pumped", "serviced", "cleaned", "swept", "inspected"])
                && self.built_before(2021))
            // R-22 is no longer made: a system that uses it is replaced, not recharged.
            || self.has("r22")
            || self.seq(&["r", "22"])
            || self.seq(&["r", "twenty", "two"])
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
            // "Roanoke brick cape, 1948", "a 1962 ranch".
            "cape",
            "ranch",
            "colonial",
            "bungalow",
            "rambler",
            "craftsman",
            "victorian",
            "farmhouse",
            "cottage",
            "tudor",
            "rowhome",
            "rowhouse",
            "duplex",
            "townhouse",
            "condo",
            "cabin",
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

    /// Whether a year said aloud before `year` dates the thing ("the roof is a two thousand
    /// four shingle roof", "a nineteen seventy eight boiler"): said after a word that
    /// introduces it, unlike the year in a spoken description of the house ("santa barbara
    /// spanish revival nineteen twenty eight"). It decides between a repair and a replacement
    /// of a thing said to be wrong, but does not by itself make a finding: dictated notes date
    /// most of what they describe.
    pub fn said_before(&self, year: u16) -> bool {
        let house = ["build", "built", "house", "home"];
        let about_house = |from: usize, to: usize| {
            self.words[to..].iter().take(2).any(|n| house.contains(n))
                || self.words[from.saturating_sub(2)..from]
                    .iter()
                    .any(|p| house.contains(p))
        };
        let spoken = || {
            (1..self.words.len()).any(|i| {
                let introduced = matches!(
                    self.words[i - 1],
                    "a" | "an" | "is" | "its" | "from" | "since" | "was" | "circa" | "about"
                );
                introduced
                    && crate::text::spoken_year(self.words, i).is_some_and(|(y, len)| {
                        (1900..year).contains(&y) && !about_house(i, i + len)
                    })
            })
        };
        self.any(&["thousand", "nineteen", "twenty"]) && spoken()
    }

    /// Strong signs a system is done, whatever else is said about it.
    fn worn_out(&self) -> bool {
        self.age.is_some_and(|a| a >= 20.0)
            || self.any(&["original", "shot", "ancient", "dying", "failing", "failed"])
            || (self.has("end") && self.has("life"))
            || self.built_before(2005)
            || self.said_before(2005)
    }

    fn replace_or_aging(&self) -> bool {
        self.replace() || self.aging() || self.said_before(2013)
    }
}

/// Panel brands replaced on sight (Federal Pacific, Zinsco and the like), as the notes spell them.
pub(crate) const PANEL_BRANDS_REPLACED: &[&str] = &[
    "federal",
    "fpe",
    "zinsco",
    "stablok",
    "challenger",
    "pushmatic",
];

pub(crate) const REMODEL: &[&str] = &[
    "remodel",
    "remodeled",
    "redone",
    "redid",
    "redoing",
    "renovated",
    "gutted",
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

mod picks;
mod topics;

pub(crate) use topics::TOPICS;

/// The broader catalog item a specific one falls back to when the catalog has no row for it:
/// a fogged window is still priced as a window when the catalog prices no glass unit.
pub(crate) fn broader(key: &str) -> Option<&'static str> {
    Some(match key {
        "window_seal_repair" | "window_glass_replace" | "window_repair" => "window_replace",
        "lvp_install" | "laminate_install" => "flooring_install_room",
        "chimney_cap_install" | "chimney_crown_repair" | "chimney_rebuild" => "chimney_repair",
        "trip_hazard_repair" => "concrete_leveling",
        "concrete_crack_repair" => "patio_repair",
        "walkway_replace" => "concrete_leveling",
        "tp_valve_replace" | "expansion_tank_install" => "water_heater_repair",
        "toilet_reset" | "toilet_repair" => "toilet_replace",
        "roof_flashing_repair" | "skylight_repair" => "roof_repair_minor",
        "mini_split_install" | "heat_pump_repair" => "heat_pump",
        "wall_insulation" => "insulation_batt_install",
        "whole_house_repaint_interior" => "interior_paint",
        "knob_and_tube_replace" | "aluminum_wiring_remediation" => "rewire_whole_house",
        "polybutylene_repipe" => "plumbing_repipe_whole_house",
        "sewer_line_repair" => "sewer_line_replace",
        "deck_replace" => "deck_repair",
        "siding_replace" => "siding_repair",
        "basement_finishing" => "flooring_install_room",
        "asbestos_abatement" => "asbestos_testing",
        "hardwood_repair" => "flooring_hardwood",
        "sump_pump_replace" => "sump_pump_install",
        "window_sill_repair" => "wood_rot_repair",
        "shower_regrout" | "tile_regrout" => "tile_repair",
        "rodent_exclusion" => "pest_control",
        // A two-prong outlet is made safe with GFCI protection where no ground can be run.
        "outlet_grounding" => "gfci_outlet",
        "double_tapped_breaker_repair" => "breaker_replace",
        // A drywall patch or a stained ceiling: the plaster row prices a typical small area of
        // wall or ceiling repair.
        "drywall_repair" | "ceiling_stain_repair" => "plaster_repair",
        "downspout_replace" => "gutter_repair",
        "shower_pan_replace" => "shower_replace",
        "crawl_space_vapor_barrier" => "crawl_space_encapsulation",
        "stair_railing_replace" => "handrail_install",
        "subfloor_repair" | "floor_joist_repair" | "sagging_beam_support" => {
            "foundation_repair_general"
        }
        _ => return None,
    })
}

/// The second finding a mention stands for, when there is one: "smoke and CO detectors",
/// "paint inside and out".
/// Returns the sibling's topic id and catalog key.
pub(crate) fn also(id: &str, c: &Ctx) -> Option<(&'static str, &'static str)> {
    match id {
        "smoke_co" => Some(("co_detector", "co_detector")),
        // "the toilet rocks and the floor around it is soft": the subfloor under it too.
        "toilet"
            if c.any(&["soft", "spongy", "soggy", "rotted", "rot"])
                && c.any(&["floor", "subfloor"]) =>
        {
            Some(("framing", "subfloor_repair"))
        }
        // "a jet pump that makes a squealing sound and the water has not been tested".
        "well" if well_test(c) && well_pump(c) => Some(("well", "water_quality_test")),
        "paint" | "exterior_paint" if inside_and_out(c) => {
            Some(("exterior_paint", "exterior_paint"))
        }
        _ => None,
    }
}

/// Whether a well's water test is asked for or spoken of.
fn well_test(c: &Ctx) -> bool {
    c.any(&[
        "test", "testing", "tested", "quality", "bacteria", "coliform", "nitrate",
    ])
}

/// Whether a well's pump or pressure tank is spoken of.
fn well_pump(c: &Ctx) -> bool {
    c.any(&["pump", "jet", "submersible"]) || c.seq(&["pressure", "tank"])
}

fn inside_and_out(c: &Ctx) -> bool {
    c.seq(&["inside", "and", "out"])
        || c.seq(&["inside", "and", "outside"])
        || c.seq(&["interior", "and", "exterior"])
        || (c.has("interior") && c.has("exterior"))
}

#[cfg(test)]
mod tests {
    use super::picks::roof;
    use super::*;
    use crate::text::normalize_word;
    use crate::words::{AGING, LEAK, REPLACE};

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

    /// The picks compare words as the notes give them after normalising ("balusters" is read
    /// as "baluster"), so a word a pick names must be normalised too, or it never matches.
    #[test]
    fn the_words_the_picks_name_are_normalised() {
        let source = include_str!("picks.rs");
        let code = source.split("#[cfg(test)]").next().unwrap_or(source);
        let mut checked = 0;
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or("");
            for (i, literal) in line.split('"').enumerate() {
                let word = i % 2 == 1
                    && !literal.is_empty()
                    && literal
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
                if word {
                    assert_eq!(
                        normalize_word(literal),
                        literal,
                        "{literal:?} never matches"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
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
