//! The one-line description of a finding: the agent's own words, tidied (speech-to-text slips
//! fixed, acronyms capitalised, filler gone), with a recommendation when the agent only
//! described a condition ("Water heater leaking at the base; replacement recommended").

use crate::findings::Found;
use crate::words::{class, is};

/// Longest description kept, in characters.
const MAX_CHARS: usize = 160;

/// Single words rewritten in descriptions (matched lower-case, without surrounding punctuation).
const WORD_FIXES: &[(&str, &str)] = &[
    ("i", "I"),
    ("i'm", "I'm"),
    ("im", "I'm"),
    ("i've", "I've"),
    ("i'd", "I'd"),
    ("i'll", "I'll"),
    ("gonna", "going to"),
    ("wanna", "want to"),
    ("gotta", "need to"),
    ("cuz", "because"),
    ("ac", "AC"),
    ("a/c", "A/C"),
    ("acs", "ACs"),
    ("hvac", "HVAC"),
    ("gfci", "GFCI"),
    ("gfcis", "GFCIs"),
    ("gfi", "GFI"),
    ("gfis", "GFIs"),
    ("afci", "AFCI"),
    ("lvp", "LVP"),
    ("lvt", "LVT"),
    ("pex", "PEX"),
    ("pvc", "PVC"),
    ("ev", "EV"),
    ("co", "CO"),
    ("tpr", "TPR"),
    ("prv", "PRV"),
    ("fpe", "FPE"),
    ("wdi", "WDI"),
    ("wdo", "WDO"),
    ("eifs", "EIFS"),
    ("tpo", "TPO"),
    ("hoa", "HOA"),
    ("diy", "DIY"),
    ("w/d", "W/D"),
    ("kw", "kW"),
    ("hwh", "water heater"),
    ("furnice", "furnace"),
    ("furnance", "furnace"),
    ("furness", "furnace"),
    ("chimley", "chimney"),
    ("chimny", "chimney"),
    ("asbestus", "asbestos"),
    ("dector", "detector"),
    ("detecter", "detector"),
    ("dectors", "detectors"),
    ("detecters", "detectors"),
    ("sheetrock", "drywall"),
];

static WORD_FIX_MAP: std::sync::LazyLock<
    std::collections::HashMap<&'static str, &'static str, crate::words::FnvBuild>,
> = std::sync::LazyLock::new(|| WORD_FIXES.iter().copied().collect());

/// Speech-to-text slips over several words.
const PHRASE_FIXES: &[(&[&str], &str)] = &[
    (&["hole", "water", "heater"], "hot water heater"),
    (&["water", "heather"], "water heater"),
    (&["sheet", "rock"], "drywall"),
    (&["ray", "don"], "radon"),
    (&["term", "mite"], "termite"),
    (&["term", "mites"], "termites"),
    (&["sum", "pump"], "sump pump"),
    (&["some", "pump"], "sump pump"),
    (&["nob", "and", "tube"], "knob and tube"),
    (&["h", "vac"], "HVAC"),
    (&["a", "c", "unit"], "AC unit"),
    (&["g", "f", "c", "i"], "GFCI"),
];

pub(crate) fn describe(found: &Found, updates: bool) -> String {
    // Only the start of a long clause (repeated mentions merged into one finding) can show.
    let mut text = tidy(head(&found.clause));
    if text.is_empty() {
        text = tidy(head(&found.source));
    }
    // The topic's own words ("heat pump") are not an instruction.
    let (a, b) = found.topic_span.unwrap_or((0, 0));
    let outside_topic = found
        .own
        .iter()
        .enumerate()
        .filter(|(i, _)| *i < a || *i >= b)
        .map(|(_, w)| &**w);
    if !updates && !found.instruction && !says_what_to_do(outside_topic) {
        let advice = advice(found);
        text = format!("{text}; {advice}");
    }
    capitalise(&truncate(text))
}

/// Whether the agent already said what to do ("needs replacing", "should be serviced").
fn says_what_to_do<'a>(mut own: impl Iterator<Item = &'a str>) -> bool {
    own.any(|w| {
        (is(w, class::ACTION)
            && !["have", "get", "take", "put", "open", "cut", "move"].contains(&w))
            || [
                "need",
                "needed",
                "needing",
                "should",
                "recommend",
                "recommended",
                "replacing",
                "repairing",
                "servicing",
                "replacement",
            ]
            .contains(&w)
    })
}

/// What to do about a condition, by catalog item, then by topic.
fn advice(found: &Found) -> &'static str {
    let by_key = found.key.and_then(|key| {
        Some(match key {
            "roof_replace_asphalt"
            | "water_heater_replace"
            | "water_heater_tank_50gal"
            | "water_heater_tankless"
            | "hvac_full_replace"
            | "ac_replace"
            | "furnace_replace"
            | "window_replace"
            | "entry_door_steel"
            | "garage_door"
            | "heat_pump"
            | "flooring_install_room"
            | "flooring_hardwood"
            | "flooring_carpet"
            | "tile_install" => "replacement recommended",
            "sewer_line_replace" => "sewer line replacement recommended",
            "foundation_crack_nonstructural" => "sealing by a foundation contractor recommended",
            "mold_inspection" => "mold inspection recommended",
            "radon_mitigation" => "radon mitigation recommended",
            "plumbing_repipe_whole_house" => "repiping recommended",
            "duct_cleaning" => "duct cleaning recommended",
            "duct_replacement" => "duct replacement recommended",
            "chimney_cleaning" => "chimney sweep recommended",
            "rewire_whole_house" => "rewiring by a licensed electrician recommended",
            "septic_pumping" => "septic pumping recommended",
            "water_damage_restoration" => "water damage restoration recommended",
            "crawl_space_encapsulation" => "crawl space encapsulation recommended",
            "basement_waterproofing" => "waterproofing recommended",
            "concrete_leveling" => "concrete leveling recommended",
            "tree_removal" => "removal by a tree service recommended",
            "interior_paint" | "exterior_paint" => "repainting recommended",
            "kitchen_remodel_minor"
            | "kitchen_remodel_major"
            | "kitchen_remodel_major_upscale"
            | "bathroom_remodel_midrange" => "remodel recommended",
            _ => return None,
        })
    });
    // A room ("the bathroom floor is soft") says where, not what to do.
    let by_topic = found
        .topic
        .filter(|t| t.class != crate::lexicon::Class::Place)
        .map(|t| t.advice);
    by_key
        .or(by_topic)
        .unwrap_or("further evaluation recommended")
}

/// Whitespace collapsed, stray punctuation trimmed, slips and acronyms fixed.
fn tidy(text: &str) -> String {
    let mut chunks: Vec<(&str, &str, &str)> = Vec::with_capacity(text.len() / 4 + 1);
    chunks.extend(text.split_whitespace().map(split_punctuation));
    let mut out = String::with_capacity(text.len() + 16);
    let mut lower = String::new();
    let mut i = 0;
    while i < chunks.len() {
        if !out.is_empty() {
            out.push(' ');
        }
        let (leading, word, trailing) = chunks[i];
        lower.clear();
        if word.is_ascii() {
            lower.push_str(word);
            lower.make_ascii_lowercase();
        } else {
            lower.extend(
                word.chars()
                    .flat_map(char::to_lowercase)
                    .map(|c| if c == '’' { '\'' } else { c }),
            );
        }
        let phrase = PHRASE_FIXES
            .iter()
            .filter(|(words, _)| words[0] == lower)
            .find(|(words, _)| {
                words.len() <= chunks.len() - i
                    && words
                        .iter()
                        .zip(&chunks[i..])
                        .all(|(w, c)| c.1.eq_ignore_ascii_case(w))
            });
        if let Some((words, replacement)) = phrase {
            out.push_str(leading);
            out.push_str(replacement);
            out.push_str(chunks[i + words.len() - 1].2);
            i += words.len();
            continue;
        }
        let fixed = WORD_FIX_MAP.get(lower.as_str()).copied().unwrap_or(word);
        out.push_str(leading);
        out.push_str(fixed);
        out.push_str(trailing);
        i += 1;
    }
    out.trim_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | ':' | '-' | '–' | '—' | '.' | '*' | '•')
    })
    .trim_start_matches([')', ']', '>'])
    .trim()
    .to_owned()
}

/// (leading punctuation, the word, trailing punctuation).
fn split_punctuation(chunk: &str) -> (&str, &str, &str) {
    if chunk.is_ascii() {
        let bytes = chunk.as_bytes();
        let Some(start) = bytes.iter().position(u8::is_ascii_alphanumeric) else {
            return (chunk, "", "");
        };
        let end = bytes
            .iter()
            .rposition(u8::is_ascii_alphanumeric)
            .map_or(start, |i| i + 1);
        return (&chunk[..start], &chunk[start..end], &chunk[end..]);
    }
    let start = chunk
        .char_indices()
        .find(|(_, c)| c.is_alphanumeric())
        .map_or(chunk.len(), |(i, _)| i);
    let end = chunk
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_alphanumeric())
        .map_or(start, |(i, c)| i + c.len_utf8());
    if end <= start {
        return (chunk, "", "");
    }
    (&chunk[..start], &chunk[start..end], &chunk[end..])
}

/// The first `2 * MAX_CHARS` bytes of `text`, cut at a character boundary.
fn head(text: &str) -> &str {
    let mut end = text.len().min(2 * MAX_CHARS);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

fn truncate(text: String) -> String {
    if text.len() <= MAX_CHARS || text.chars().count() <= MAX_CHARS {
        return text;
    }
    let cut: String = text.chars().take(MAX_CHARS - 1).collect();
    let at_word = cut.rfind(' ').map_or(cut.as_str(), |i| &cut[..i]);
    format!(
        "{}…",
        at_word.trim_end_matches(|c: char| !c.is_alphanumeric())
    )
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    let mut out = String::with_capacity(text.len() + 2);
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
        out.push_str(chars.as_str());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::findings::{Lexicon, extract};

    fn descriptions(notes: &str, updates: bool) -> Vec<String> {
        let lexicon = Lexicon::new();
        extract(&lexicon, notes, updates)
            .iter()
            .map(|f| describe(f, updates))
            .collect()
    }

    #[test]
    fn tidies_the_agents_words_and_keeps_the_specifics() {
        assert_eq!(
            descriptions(
                "um so the hole water heater is leaking in the garage",
                false
            ),
            vec!["The hot water heater is leaking in the garage; replacement recommended"]
        );
        assert_eq!(
            descriptions("replace the GFI in the upstairs bathroom", false),
            vec!["Replace the GFI in the upstairs bathroom"]
        );
        assert_eq!(
            descriptions("there's a crack in the sheet rock by the a/c closet", false),
            vec!["A crack in the drywall by the A/C closet; patch and paint recommended"]
        );
    }

    #[test]
    fn adds_a_recommendation_only_when_the_agent_gave_none() {
        assert_eq!(
            descriptions("furnace needs servicing", false),
            vec!["Furnace needs servicing"]
        );
        assert_eq!(
            descriptions("roof is 25 years old", false),
            vec!["Roof is 25 years old; replacement recommended"]
        );
        assert_eq!(
            descriptions("they want quartz countertops", true),
            vec!["Quartz countertops"]
        );
    }

    #[test]
    fn long_descriptions_are_cut_at_a_word() {
        let long = "the roof ".repeat(40);
        let d = truncate(long);
        assert!(d.chars().count() <= MAX_CHARS);
        assert!(d.ends_with('…'));
    }
}
