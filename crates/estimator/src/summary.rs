//! The report summary: three to five sentences built only from the findings and the property
//! facts that were given. No cost figures (they are grounded later) and nothing the notes did
//! not say: no address or price when none was provided.

use std::borrow::Cow;
use std::collections::HashMap;

use showscribe_application::ports::PropertyFacts;
use showscribe_domain::report::{DraftFinding, FindingKind, Priority};

use crate::lexicon::TopicDef;
use crate::words::WordHashBuild;

/// A finding and the topic it was recognised as.
pub(crate) struct Item<'a> {
    pub finding: &'a DraftFinding,
    pub topic: Option<&'static TopicDef>,
}

/// Names listed in one sentence before "and N other items".
const MAX_NAMES: usize = 4;

pub(crate) fn summary(items: &[Item], property: &PropertyFacts) -> String {
    let address = property
        .address
        .as_deref()
        .map(str::trim)
        .filter(|a| !a.is_empty() && !a.eq_ignore_ascii_case("address not provided"));
    let repairs = items
        .iter()
        .filter(|i| i.finding.kind == FindingKind::Repair)
        .count();
    let upgrades = items.len() - repairs;

    let mut sentences: Vec<String> = Vec::new();
    let place = address.map_or_else(|| "this property".to_owned(), |a| a.to_owned());
    if items.is_empty() {
        sentences.push(format!(
            "The showing notes for {place} did not identify specific repairs or updates."
        ));
        sentences.push("Nothing was flagged as a safety item.".to_owned());
        sentences
            .push("A professional home inspection is still recommended before closing.".to_owned());
        return sentences.join(" ");
    }
    sentences.push(format!(
        "The showing notes for {place} list {} and {}.",
        counted(repairs, "repair", "repairs"),
        counted(upgrades, "requested update", "requested updates"),
    ));

    let with =
        |p: Priority| -> Vec<&Item> { items.iter().filter(|i| i.finding.priority == p).collect() };
    let safety = with(Priority::Safety);
    let soon: Vec<&Item> = with(Priority::Soon)
        .into_iter()
        .filter(|i| i.finding.kind == FindingKind::Repair)
        .collect();
    let wanted: Vec<&Item> = items
        .iter()
        .filter(|i| {
            i.finding.kind == FindingKind::Upgrade && i.finding.priority != Priority::Safety
        })
        .collect();
    let cosmetic: Vec<&Item> = items
        .iter()
        .filter(|i| {
            i.finding.kind == FindingKind::Repair && i.finding.priority == Priority::Cosmetic
        })
        .collect();
    let unpriced = items
        .iter()
        .filter(|i| i.finding.catalog_key.is_none())
        .count();

    let mut optional: Vec<String> = Vec::new();
    if safety.is_empty() {
        sentences.push("None of the noted items is flagged as a safety concern.".to_owned());
    } else {
        let (verb, noun) = if safety.len() == 1 {
            ("should", "item")
        } else {
            ("should", "items")
        };
        sentences.push(format!(
            "{} safety {noun} {verb} be addressed first: {}.",
            capitalise(&number_word(safety.len())),
            names(&safety)
        ));
    }
    if !soon.is_empty() {
        sentences.push(format!("Needing attention soon: {}.", names(&soon)));
    }
    if !wanted.is_empty() {
        sentences.push(format!("Requested updates include {}.", names(&wanted)));
    }
    if unpriced > 0 {
        optional.push(format!(
            "{} no catalog price and {} marked for a contractor quote.",
            capitalise(&counted(unpriced, "item has", "items have")),
            if unpriced == 1 { "is" } else { "are" }
        ));
    }
    if !cosmetic.is_empty() {
        optional.push(format!("Cosmetic repairs include {}.", names(&cosmetic)));
    }
    for s in optional {
        if sentences.len() < 5 {
            sentences.push(s);
        }
    }
    if sentences.len() < 3 {
        sentences.push("Cost figures are budgeting ranges, not contractor bids.".to_owned());
    }
    sentences.truncate(5);
    sentences.join(" ")
}

/// "the roof, the water heater (two items) and three other items": each name once, with how
/// many items it stands for when more than one, and every item counted.
fn names(items: &[&Item]) -> String {
    // Each name with how many items it stands for, in the order first named.
    let mut list: Vec<(Cow<'static, str>, usize)> = Vec::new();
    let mut at: HashMap<Cow<'static, str>, usize, WordHashBuild> = HashMap::default();
    for item in items {
        let name = name(item);
        match at.get(&name) {
            Some(&i) => list[i].1 += 1,
            None => {
                at.insert(name.clone(), list.len());
                list.push((name, 1));
            }
        }
    }
    let shown = list.len().min(MAX_NAMES);
    let extra: usize = list[shown..].iter().map(|(_, n)| n).sum();
    let mut parts: Vec<String> = list[..shown]
        .iter()
        .map(|(name, n)| match n {
            1 => name.clone().into_owned(),
            _ => format!("{name} ({})", counted(*n, "item", "items")),
        })
        .collect();
    if extra > 0 {
        parts.push(counted(extra, "other item", "other items"));
    }
    match parts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What to call a finding in the summary.
fn name(item: &Item) -> Cow<'static, str> {
    let by_key = item.finding.catalog_key.as_deref().and_then(|key| {
        Some(match key {
            "roof_replace_asphalt" => "roof replacement",
            "roof_repair" | "roof_repair_minor" => "roof repairs",
            "hvac_full_replace" => "the HVAC system",
            "ac_replace" | "ac_repair" => "the air conditioning",
            "furnace_replace" | "furnace_repair" => "the furnace",
            "foundation_crack_nonstructural" => "a foundation crack",
            // (A stair-step crack in the brick, read under the foundation, repointed.)
            "brick_repointing" => "the masonry",
            "foundation_repair_structural" | "foundation_repair_general" => "the foundation",
            "mold_inspection" => "possible mold",
            "mold_remediation" => "mold",
            "radon_mitigation" => "radon",
            "termite_treatment" | "termite_tenting" => "termites",
            "plumbing_repipe_whole_house" => "the supply plumbing",
            "pipe_section_repair" => "a plumbing leak",
            "kitchen_remodel_minor" => "a kitchen refresh",
            "kitchen_remodel_major" | "kitchen_remodel_major_upscale" => "a kitchen remodel",
            "bathroom_remodel_midrange" => "a bathroom remodel",
            "interior_paint" => "interior paint",
            "exterior_paint" => "exterior paint",
            "flooring_install_room" => "new flooring",
            "flooring_hardwood" => "hardwood flooring",
            "flooring_carpet" => "carpet",
            "solar_panels" => "solar panels",
            "water_damage_restoration" => "water damage",
            "crawl_space_encapsulation" => "crawl space moisture",
            "concrete_leveling" => "settled concrete",
            "lead_paint_removal" => "lead paint",
            "asbestos_testing" => "possible asbestos",
            "rewire_whole_house" => "the wiring",
            "sewer_line_replace" => "the sewer line",
            _ => return None,
        })
    });
    if let Some(name) = by_key {
        return name.into();
    }
    let Some(topic) = item.topic else {
        return "an item needing evaluation".into();
    };
    topic_name(topic.id).map_or_else(|| topic.id.replace('_', " ").into(), Cow::Borrowed)
}

/// What to call a topic in the summary.
fn topic_name(id: &str) -> Option<&'static str> {
    Some(match id {
        "gas" => "a possible gas leak",
        "carbon_monoxide" => "a carbon monoxide concern",
        "mold" => "mold",
        "radon" => "radon",
        "asbestos" => "possible asbestos",
        "lead_paint" => "lead paint",
        "oil_tank" => "an oil tank",
        "foundation" => "the foundation",
        "framing" => "the framing",
        "basement_water" => "basement water intrusion",
        "crawl_space" => "the crawl space",
        "encapsulation" => "crawl space moisture",
        "retaining_wall" => "the retaining wall",
        "roof" => "the roof",
        "gutter" => "the gutters",
        "soffit" => "the soffits and fascia",
        "chimney" => "the chimney",
        "skylight" => "a skylight",
        "siding" => "the siding",
        "stucco" => "the stucco",
        "masonry" => "the masonry",
        "rot" => "wood rot",
        "trim" => "trim",
        "exterior_paint" => "exterior paint",
        "paint" => "paint",
        "deck" => "the deck",
        "patio" => "the patio or porch",
        "fence" => "the fence",
        "driveway" => "the driveway or walks",
        "drainage" => "drainage",
        "french_drain" => "a French drain",
        "tree" => "trees",
        "landscaping" => "landscaping",
        "irrigation" => "the irrigation system",
        "pool" => "the pool",
        "window" => "windows",
        "entry_door" => "the entry door",
        "door" => "doors",
        "garage_door" => "the garage door",
        "garage_opener" => "the garage door opener",
        "panel" => "the electrical panel",
        "wiring" => "the wiring",
        "electrical" => "the electrical system",
        "gfci" => "GFCI protection",
        "outlet" => "outlets and switches",
        "light_fixture" => "light fixtures",
        "smoke_co" | "smoke_detector" => "smoke detectors",
        "co_detector" => "carbon monoxide detectors",
        "ev_charger" => "an EV charger",
        "generator" => "a generator",
        "smart_home" => "smart-home features",
        "ceiling_fan" => "ceiling fans",
        "hvac" => "the HVAC system",
        "furnace" => "the furnace",
        "air_conditioner" => "the air conditioning",
        "heat_pump" => "the heat pump",
        "boiler" => "the boiler or radiators",
        "ducts" => "the ductwork",
        "thermostat" => "the thermostat",
        "insulation" => "insulation",
        "solar" => "solar panels",
        "water_heater" => "the water heater",
        "repipe" => "the supply plumbing",
        "pipe_leak" => "a plumbing leak",
        "sewer" => "the sewer line",
        "septic" => "the septic system",
        "sump_pump" => "the sump pump",
        "drain_clog" => "a slow drain",
        "water_pressure" => "water pressure",
        "valve" => "a plumbing valve",
        "well" => "the well system",
        "softener" => "water treatment",
        "toilet" => "a toilet",
        "faucet" => "a faucet",
        "sink" => "a sink",
        "shower" => "the shower or tub",
        "grout" => "grout and caulking",
        "vanity" => "the vanity",
        "exhaust_fan" => "the bath exhaust fan",
        "drywall" => "drywall",
        "water_stain" => "water staining",
        "water_damage" => "water damage",
        "water_restoration" => "water damage",
        "popcorn" => "the popcorn ceiling",
        "flooring" => "flooring",
        "hardwood" => "the hardwood floors",
        "carpet" => "carpet",
        "tile" => "tile",
        "stairs" => "the stairs",
        "railing" => "a railing",
        "cabinets" => "the cabinets",
        "countertops" => "the countertops",
        "appliances" => "appliances",
        "dryer_vent" => "the dryer vent",
        "fireplace" => "the fireplace",
        "pests" => "pests",
        "termite" => "termites",
        "window_treatments" => "window treatments",
        "closet" => "closets and storage",
        "flue_pipe" => "the flue pipe",
        "heat_tape" => "roof heat tape",
        "window_well" => "a window well",
        "skirting" => "the skirting",
        "storm_shelter" => "a storm shelter",
        "built_ins" => "built-ins",
        "evaporative_cooler" => "the evaporative cooler",
        "laundry" => "the laundry area",
        "kitchen" => "the kitchen",
        "bathroom" => "a bathroom",
        "basement" => "the basement",
        "attic" => "the attic",
        "garage" => "the garage",
        "accessibility" => "accessibility features",
        "wall_removal" => "opening up a wall",
        "home_inspection" => "a full home inspection",
        "junk" => "debris removal",
        "odor" => "odors",
        "wallpaper" => "wallpaper",
        "pressure_washing" => "pressure washing",
        "dehumidifier" => "a dehumidifier",
        "addition" => "an addition",
        "energy" => "energy efficiency",
        "surge" => "surge protection",
        "sauna" => "a sauna",
        "handyman" => "small repairs",
        "exterior_caulking" => "exterior caulking",
        "wind_mitigation" => "a wind mitigation inspection",
        _ => return None,
    })
}

fn counted(n: usize, singular: &str, plural: &str) -> String {
    match n {
        0 => format!("no {plural}"),
        1 => format!("one {singular}"),
        _ => format!("{} {plural}", number_word(n)),
    }
}

fn number_word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_owned())
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

    /// The findings as the summary reads them, with no topic.
    fn items_of(findings: &[DraftFinding]) -> Vec<Item<'_>> {
        findings
            .iter()
            .map(|finding| Item {
                finding,
                topic: None,
            })
            .collect()
    }
    use showscribe_domain::catalog::Region;

    fn finding(kind: FindingKind, priority: Priority, key: Option<&str>) -> DraftFinding {
        DraftFinding {
            description: "x".into(),
            kind,
            category: "General".into(),
            priority,
            catalog_key: key.map(str::to_owned),
            quantity: None,
            proposed_cost: None,
            source_text: "x".into(),
            space: None,
        }
    }

    fn facts(address: Option<&str>) -> PropertyFacts {
        PropertyFacts {
            address: address.map(str::to_owned),
            description: None,
            list_price: None,
            region: Region::national(),
        }
    }

    fn sentences(s: &str) -> usize {
        s.matches(". ").count() + usize::from(s.ends_with('.'))
    }

    #[test]
    fn a_name_for_several_items_says_how_many_and_every_item_is_counted() {
        let f: Vec<DraftFinding> = [
            "radon_mitigation",
            "radon_mitigation",
            "mold_remediation",
            "termite_treatment",
            "asbestos_testing",
            "lead_paint_removal",
            "lead_paint_removal",
            "lead_paint_removal",
        ]
        .into_iter()
        .map(|key| finding(FindingKind::Repair, Priority::Safety, Some(key)))
        .collect();
        let items = items_of(&f);
        let s = summary(&items[..2], &facts(None));
        assert!(
            s.contains("Two safety items should be addressed first: radon (two items)."),
            "{s}"
        );
        // Four names shown; the three lead paint items are the rest.
        let s = summary(&items, &facts(None));
        assert!(
            s.contains(
                "Eight safety items should be addressed first: radon (two items), mold, \
                 termites, possible asbestos and three other items."
            ),
            "{s}"
        );
    }

    #[test]
    fn names_safety_items_first_and_counts_in_words() {
        let f = [
            finding(
                FindingKind::Repair,
                Priority::Soon,
                Some("water_heater_replace"),
            ),
            finding(
                FindingKind::Repair,
                Priority::Safety,
                Some("radon_mitigation"),
            ),
            finding(
                FindingKind::Repair,
                Priority::Safety,
                Some("mold_remediation"),
            ),
            finding(
                FindingKind::Upgrade,
                Priority::Cosmetic,
                Some("kitchen_remodel_major"),
            ),
        ];
        let items = items_of(&f);
        let s = summary(&items, &facts(Some("12 Elm St, Dayton, OH")));
        assert!(s.starts_with(
            "The showing notes for 12 Elm St, Dayton, OH list three repairs and one requested update."
        ));
        assert!(s.contains("Two safety items should be addressed first: radon and mold."));
        assert!(s.contains("Needing attention soon: an item needing evaluation."));
        assert!(s.contains("a kitchen remodel"));
        assert!((3..=5).contains(&sentences(&s)), "{s}");
    }

    #[test]
    fn invents_no_address_price_or_costs() {
        let f = [finding(
            FindingKind::Repair,
            Priority::Soon,
            Some("roof_repair"),
        )];
        let items = items_of(&f);
        for address in [None, Some(""), Some("Address not provided")] {
            let s = summary(&items, &facts(address));
            assert!(s.starts_with("The showing notes for this property list one repair"));
            assert!(!s.contains('$'), "{s}");
            assert!(!s.to_lowercase().contains("price"), "{s}");
            assert!(!s.chars().any(|c| c.is_ascii_digit()), "{s}");
            assert!((3..=5).contains(&sentences(&s)), "{s}");
        }
    }

    #[test]
    fn every_topic_has_a_name() {
        for topic in crate::lexicon::TOPICS {
            assert!(topic_name(topic.id).is_some(), "{}", topic.id);
        }
    }

    #[test]
    fn says_so_when_nothing_was_found() {
        let s = summary(&[], &facts(None));
        assert!(s.contains("did not identify"));
        assert_eq!(sentences(&s), 3);
    }
}
