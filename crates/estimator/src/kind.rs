//! What a finding is, whatever box it was said into: agents dictate everything into one box, so
//! "buyer wants quartz countertops" in the repairs box is an upgrade and "the dishwasher is
//! leaking" in the updates box is a repair. Also which room or part of the home it is about,
//! for pricing floor work when no size was said.

use showscribe_domain::catalog::{Space, SpaceMention};
use showscribe_domain::report::FindingKind;

use crate::findings::Found;
use crate::text::parse_number;
use crate::words::{WISH, class, contains_seq};

fn wish_in(words: &[&str], classes: &[u32]) -> bool {
    words.iter().zip(classes).enumerate().any(|(i, (w, c))| {
        c & class::WISH_START != 0
            && WISH
                .iter()
                .any(|p| p.first() == Some(w) && words[i..].starts_with(p))
    })
}

/// What the agent said the finding is, in so many words: "thats a fix not an update", "more
/// safety than update", "i know thats not a repair but put it on there", "it isnt broken but
/// its a must for them". `Some(true)` for an upgrade.
fn said_kind(words: &[&str]) -> Option<bool> {
    const REPAIR: &[&[&str]] = &[
        &["not", "an", "update"],
        &["not", "a", "update"],
        &["not", "an", "upgrade"],
        &["than", "an", "update"],
        &["than", "update"],
        &["really", "a", "repair"],
        &["repair", "really"],
        &["a", "fix", "not"],
        &["defect", "not"],
        &["repair", "side"],
        &["move", "to", "repair"],
    ];
    const UPGRADE: &[&[&str]] = &[
        &["not", "a", "repair"],
        &["not", "really", "a", "repair"],
        &["isnt", "a", "repair"],
        &["isnt", "broken"],
        &["more", "of", "an", "update"],
        &["more", "of", "an", "upgrade"],
    ];
    // Every phrase names what a finding is: most findings say none of those words.
    if !words.iter().any(|w| {
        matches!(
            *w,
            "update" | "upgrade" | "repair" | "broken" | "fix" | "defect"
        )
    }) {
        return None;
    }
    // "okay this ones not an update": said of what comes next.
    let said = |list: &[&[&str]]| {
        list.iter().any(|p| {
            words
                .windows(p.len())
                .enumerate()
                .any(|(i, w)| w == *p && !(i > 0 && matches!(words[i - 1], "one" | "this")))
        })
    };
    match (said(REPAIR), said(UPGRADE)) {
        (true, false) => Some(false),
        (false, true) => Some(true),
        _ => None,
    }
}

/// Whether the finding is an upgrade: a wish, or an improvement named with no defect, in
/// either box; a defect stays a repair even in the updates box. What the agent says it is
/// decides.
pub(crate) fn is_upgrade(found: &Found, from_updates: bool) -> bool {
    let words: &[&str] = &found.own;
    // (A defect the wish was said with is still a repair: "the boards are soft ... they want
    // a screened porch on part of the deck i know thats not a repair".)
    if let Some(upgrade) = said_kind(words).filter(|&upgrade| !(upgrade && found.problem)) {
        return upgrade;
    }
    // "theres a dead half hanging over the garage they want that down": a wish that the
    // defect said before be dealt with is a repair.
    let wants_it_dealt_with = words.windows(3).any(|w| {
        w[0] == "want"
            && matches!(w[1], "that" | "it" | "them" | "those")
            && matches!(
                w[2],
                "down" | "fixed" | "gone" | "removed" | "out" | "repaired" | "replaced"
            )
    });
    let wish = wish_in(words, &found.own_classes) && !(found.problem && wants_it_dealt_with);
    let item_kind = found.item.map(|i| i.kind);
    if from_updates {
        // "the dishwasher is leaking" said among the wishes is a repair; "new windows, the
        // old ones are original" is still a wish.
        !(found.problem && !wish && item_kind != Some(FindingKind::Upgrade))
    } else if wish {
        // "they want the popcorn ceilings gone": a wish, priced as what its item is.
        item_kind.is_none_or(|k| k == FindingKind::Upgrade)
    } else {
        // An old system noted among the repairs is a repair to plan for, like a defect.
        let aging = found.age.is_some_and(|a| a >= 10.0)
            || found.own_classes.iter().any(|c| c & class::AGING != 0);
        let problem = found.problem || aging;
        let needed = ["need", "should", "must", "recommend", "require"]
            .iter()
            .any(|w| words.contains(w));
        // "add a skylight" in the repairs box: something new, unless its item is a repair ("add
        // a gfci by the sink").
        let adds = matches!(words.first(), Some(&("add" | "adding")))
            && item_kind != Some(FindingKind::Repair);
        !problem && (wish || adds || (item_kind == Some(FindingKind::Upgrade) && !needed))
    }
}

/// The room or part of the home the finding's words name, with how many ("the three
/// bedrooms"). `source` is the original text, which still shows plurals.
pub(crate) fn space_in(words: &[&str], source: &str) -> Option<SpaceMention> {
    // Most findings name no room: one pass rules them out.
    let names_a_space = words.iter().any(|w| {
        matches!(
            *w,
            "whole"
                | "entire"
                | "throughout"
                | "all"
                | "every"
                | "master"
                | "primary"
                | "bedroom"
                | "bath"
                | "bathroom"
                | "living"
                | "family"
                | "den"
                | "dining"
                | "kitchen"
                | "basement"
                | "great"
                | "laundry"
                | "garage"
        )
    });
    if !names_a_space {
        return None;
    }
    let whole = [
        &["whole", "house"][..],
        &["whole", "home"],
        &["entire", "house"],
        &["entire", "home"],
        &["throughout"],
        &["all", "the", "floor"],
        &["every", "room"],
        &["whole", "first", "floor"],
        &["whole", "main", "floor"],
    ];
    if whole.iter().any(|p| contains_seq(words, p)) {
        return Some(SpaceMention::one(Space::WholeHome));
    }
    let rooms: &[(&[&str], Space)] = &[
        (&["master", "bedroom"], Space::PrimaryBedroom),
        (&["primary", "bedroom"], Space::PrimaryBedroom),
        (&["master", "bath"], Space::PrimaryBathroom),
        (&["master", "bathroom"], Space::PrimaryBathroom),
        (&["primary", "bath"], Space::PrimaryBathroom),
        (&["primary", "bathroom"], Space::PrimaryBathroom),
        (&["master"], Space::PrimaryBedroom),
        (&["great", "room"], Space::GreatRoom),
        (&["laundry", "room"], Space::LaundryRoom),
        (&["laundry"], Space::LaundryRoom),
        (&["bedroom"], Space::Bedroom),
        (&["living", "room"], Space::LivingRoom),
        (&["family", "room"], Space::FamilyRoom),
        (&["den"], Space::FamilyRoom),
        (&["dining", "room"], Space::DiningRoom),
        (&["kitchen"], Space::Kitchen),
        (&["bathroom"], Space::Bathroom),
        (&["bath"], Space::Bathroom),
        (&["basement"], Space::Basement),
    ];
    for &(phrase, space) in rooms {
        let count_before = |at: usize| {
            words[..at]
                .iter()
                .rev()
                .take(3)
                .find_map(|w| {
                    parse_number(w)
                        .filter(|(_, s)| s.is_empty())
                        .map(|(v, _)| v)
                })
                .filter(|v| (1.0..=8.0).contains(v) && v.fract() == 0.0)
                .map(|v| v as u32)
        };
        let mut mentions = words
            .windows(phrase.len())
            .enumerate()
            .filter(|(_, w)| *w == phrase)
            .map(|(at, _)| at);
        let Some(first) = mentions.next() else {
            continue;
        };
        // "the carpet in the bedrooms is mauve so carpet in the three bedrooms": the mention
        // that says how many.
        let count = count_before(first).or_else(|| mentions.find_map(count_before));
        let last = phrase[phrase.len() - 1];
        let plural = source.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            w.len() == last.len() + 1
                && w[..last.len()].eq_ignore_ascii_case(last)
                && w.ends_with(['s', 'S'])
        });
        let count = count.unwrap_or(if plural { 2 } else { 1 });
        return Some(SpaceMention { space, count });
    }
    if contains_seq(words, &["garage"]) {
        return Some(SpaceMention::one(Space::Garage));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wish_that_a_defect_be_dealt_with_is_a_repair() {
        let lex = crate::findings::PhraseIndex::new();
        let found = crate::findings::extract(
            &lex,
            "the storm split the oak theres a dead limb hanging over the roof they want that down",
            true,
        );
        let hanging: Vec<_> = found
            .iter()
            .filter(|f| f.own.contains(&"hanging"))
            .collect();
        assert_eq!(hanging.len(), 1);
        assert!(!is_upgrade(hanging[0], true));
        let found = crate::findings::extract(&lex, "they want a new oak tree in the yard", true);
        assert!(found.iter().all(|f| is_upgrade(f, true)));
    }

    #[test]
    fn names_rooms_and_how_many() {
        let space = |text: &str| {
            let norms = crate::text::normalized_words(text);
            let words: Vec<&str> = norms.iter().map(String::as_str).collect();
            space_in(&words, text)
        };
        assert_eq!(
            space("refinish the hardwood in the three bedrooms"),
            Some(SpaceMention {
                space: Space::Bedroom,
                count: 3
            })
        );
        assert_eq!(
            space("the carpet in the bedrooms is worn so new carpet in the three bedrooms"),
            Some(SpaceMention {
                space: Space::Bedroom,
                count: 3
            })
        );
        assert_eq!(
            space("carpet in the bedrooms is stained"),
            Some(SpaceMention {
                space: Space::Bedroom,
                count: 2
            })
        );
        assert_eq!(
            space("LVP in the master"),
            Some(SpaceMention::one(Space::PrimaryBedroom))
        );
        assert_eq!(
            space("new floors throughout"),
            Some(SpaceMention::one(Space::WholeHome))
        );
        assert_eq!(
            space("living room hardwood is scratched"),
            Some(SpaceMention::one(Space::LivingRoom))
        );
        assert_eq!(space("refinish the floors"), None);
    }
}
