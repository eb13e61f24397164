//! How urgent a finding is: Safety (hazards), Soon (damage that grows, aging systems, pests),
//! Cosmetic (appearance and preference, most upgrades).

use showscribe_domain::report::Priority;

use crate::findings::Found;
use crate::lexicon::Class;
use crate::words::{HAZARD_PHRASES, HAZARD_WORDS, class, contains_seq, has_problem_in};

/// Words that raise a cosmetic finding to "soon": the damage will grow if left.
const DAMAGE_WORDS: &[&str] = &[
    "leak",
    "leaking",
    "leaked",
    "leaky",
    "drip",
    "dripping",
    "rot",
    "rotted",
    "rotten",
    "rotting",
    "soft",
    "spongy",
    "wet",
    "damage",
    "damaged",
    "broken",
    "inoperable",
    "dead",
    "falling",
    "loose",
    "pest",
    "termite",
    "doesnt",
    "dont",
    "wont",
    "didnt",
    "isnt",
    "cant",
];

/// Signs that a roof leak happened in the past rather than now.
const PAST: &[&str] = &[
    "previous", "prior", "past", "history", "repaired", "fixed", "dry", "stain", "stained",
];

/// Signs of structural movement.
const STRUCTURAL: &[&str] = &[
    "structural",
    "sagging",
    "sag",
    "bowing",
    "bowed",
    "bulging",
    "cracked",
    "broken",
    "split",
    "failing",
    "failed",
    "shifting",
    "shifted",
    "heaving",
    "sinking",
    "leaning",
    "notched",
    "cut",
    "separating",
    "separation",
    "settling",
    "uneven",
    "displaced",
];

/// Whether the words name a hazard ("sparking", "smell of gas", "no smoke detectors").
/// `classes` are the words' classes.
fn hazard(words: &[&str], classes: &[u32]) -> bool {
    words.iter().zip(classes).enumerate().any(|(i, (w, c))| {
        c & class::HAZARD_START != 0
            && (HAZARD_WORDS.contains(w)
                || HAZARD_PHRASES
                    .iter()
                    .any(|p| p.first() == Some(w) && words[i..].starts_with(p)))
    })
}

pub(crate) fn priority(found: &Found, updates: bool) -> Priority {
    let words: &[&str] = &found.context;
    let any = |list: &[&str]| words.iter().any(|w| list.contains(w));
    let seq = |phrase: &[&str]| contains_seq(words, phrase);
    let problem = has_problem_in(words, &found.classes);
    let id = found.topic.map_or("", |t| t.id);
    let class = found.topic.map(|t| t.class);

    let negated_hazard = seq(&["no", "mold"]) || seq(&["no", "radon"]) || seq(&["no", "asbestos"]);
    // "the paint on the porches is chipping ... so its lead": paint priced as lead paint.
    let lead_paint = found.key == Some("lead_paint_removal");
    if (hazard(words, &found.classes) && !negated_hazard) || lead_paint {
        return Priority::Safety;
    }

    let topic_priority = match (id, class) {
        // Electrical upgrades a buyer asks for ("200 amp service for an EV charger").
        ("panel" | "wiring" | "electrical", _) if updates && !problem => Priority::Soon,
        // Mildew on caulk or a bathroom ceiling is housekeeping; mold elsewhere is a hazard.
        ("mold", _)
            if any(&["caulk", "grout", "caulking"])
                || (any(&["mildew"]) && !any(&["mold", "mould", "black"])) =>
        {
            Priority::Soon
        }
        (_, Some(Class::Hazard)) => Priority::Safety,
        ("roof" | "skylight", _) if any(&["leak", "leaking", "leaky", "drip", "dripping"]) => {
            // "leaked last winter" is past; "is leaking" said alongside it is not.
            let leaking_now = seq(&["is", "leaking"]) || seq(&["are", "leaking"]);
            if any(PAST) && !leaking_now {
                Priority::Soon
            } else {
                Priority::Safety
            }
        }
        ("foundation", _) => match found.key {
            // (A stair-step crack in the brick priced as repointing is the mortar's.)
            Some("foundation_crack_nonstructural" | "brick_repointing") => Priority::Soon,
            _ if any(&["hairline", "minor", "small", "cosmetic", "typical"]) => Priority::Soon,
            _ => Priority::Safety,
        },
        ("framing", _) => {
            if any(STRUCTURAL) || any(&["rot", "rotted", "rotten", "termite"]) {
                Priority::Safety
            } else {
                Priority::Soon
            }
        }
        ("railing" | "stairs", _) if problem || any(&["no", "missing", "wobbly"]) => {
            Priority::Safety
        }
        ("deck", _)
            if any(&[
                "railing", "rail", "ledger", "wobbly", "sway", "sways", "swaying",
            ]) && problem =>
        {
            Priority::Safety
        }
        ("water_heater", _)
            if any(&[
                "tpr",
                "discharge",
                "strap",
                "strapping",
                "flue",
                "vent",
                "backdraft",
            ]) =>
        {
            Priority::Safety
        }
        ("chimney", _) if any(&["leaning", "loose", "falling"]) => Priority::Safety,
        // A warm or buzzing outlet is a fire hazard.
        ("outlet" | "light_fixture" | "electrical", _)
            if any(&["warm", "hot", "buzzing", "buzz", "melted", "smoking"]) =>
        {
            Priority::Safety
        }
        // Staining a deck or fence is upkeep, not a repair.
        ("deck" | "fence", _)
            if any(&["stain", "restain", "seal", "reseal", "wash", "faded"])
                && !any(DAMAGE_WORDS)
                && !any(&["rot", "rotted", "cracked", "broken"]) =>
        {
            Priority::Cosmetic
        }
        ("retaining_wall", _) if any(STRUCTURAL) || any(&["collapse", "collapsing"]) => {
            Priority::Safety
        }
        // Termites or rot in the framing.
        ("termite" | "rot", _)
            if any(&[
                "joist", "beam", "subfloor", "rafter", "truss", "header", "post",
            ]) || seq(&["sill", "plate"]) =>
        {
            Priority::Safety
        }
        ("pool", _) if any(&["fence", "barrier", "gate", "alarm"]) => Priority::Safety,
        ("tree", _) if any(&["power", "wire", "line"]) || seq(&["over", "the", "house"]) => {
            Priority::Safety
        }
        (_, Some(Class::System)) => {
            if updates && !problem && !aging(found) {
                Priority::Cosmetic
            } else {
                Priority::Soon
            }
        }
        (_, Some(Class::Place)) => {
            let priced_repair = found.key.is_some_and(|k| !k.contains("remodel"));
            if (problem || priced_repair) && !updates {
                Priority::Soon
            } else {
                Priority::Cosmetic
            }
        }
        (_, Some(Class::Finish)) => {
            if any(DAMAGE_WORDS) || seq(&["water", "damage"]) {
                Priority::Soon
            } else {
                Priority::Cosmetic
            }
        }
        (_, None) => {
            if updates && !any(DAMAGE_WORDS) && !seq(&["water", "damage"]) {
                Priority::Cosmetic
            } else if problem || any(DAMAGE_WORDS) || seq(&["water", "damage"]) {
                Priority::Soon
            } else {
                Priority::Cosmetic
            }
        }
    };

    // An old system wants attention soon whatever box it was noted in.
    let old = found.age.is_some_and(|a| a >= 15.0) && class == Some(Class::System);
    if old {
        topic_priority.min(Priority::Soon)
    } else {
        topic_priority
    }
}

fn aging(found: &Found) -> bool {
    crate::lexicon::Ctx::new(&found.context, &found.classes, found.age, true).aging()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::findings::{PhraseIndex, extract};

    fn priorities(notes: &str, updates: bool) -> Vec<Priority> {
        let lexicon = PhraseIndex::new();
        extract(&lexicon, notes, updates)
            .iter()
            .map(|f| priority(f, updates))
            .collect()
    }

    #[test]
    fn hazards_are_safety_items() {
        for note in [
            "exposed wiring in the garage",
            "smelled gas by the stove",
            "black mold under the sink",
            "radon came back at 6.1",
            "no smoke detectors upstairs",
            "active roof leak over the dining room",
            "foundation crack with displacement on the north wall",
            "Federal Pacific panel",
            "basement stair railing is loose",
            "water heater has no discharge pipe on the TPR valve",
        ] {
            assert_eq!(priorities(note, false), vec![Priority::Safety], "{note}");
        }
    }

    #[test]
    fn leaks_aging_systems_and_pests_are_soon() {
        for note in [
            "kitchen faucet dripping",
            "furnace is 22 years old",
            "gutters are falling off in back",
            "mouse droppings in the pantry",
            "old water stain on the bedroom ceiling",
            "hairline crack in the foundation",
        ] {
            assert_eq!(priorities(note, false), vec![Priority::Soon], "{note}");
        }
    }

    #[test]
    fn finishes_and_wishes_are_cosmetic() {
        for (note, updates) in [
            ("scuffed paint in the hallway", false),
            ("carpet is stained", false),
            ("they want quartz countertops", true),
            ("new paint", false),
            ("would love to open the kitchen to the dining room", true),
        ] {
            assert_eq!(
                priorities(note, updates),
                vec![Priority::Cosmetic],
                "{note}"
            );
        }
    }

    #[test]
    fn an_old_system_in_the_updates_box_is_still_soon() {
        assert_eq!(
            priorities("replace the 20 year old AC", true),
            vec![Priority::Soon]
        );
    }
}
