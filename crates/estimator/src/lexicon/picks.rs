//! Which catalog item a topic is priced as, given the words of the finding.

use super::{Ctx, PANEL_BRANDS_REPLACED, REMODEL, inside_and_out, well_pump, well_test};

pub(super) fn none(_: &Ctx) -> Option<&'static str> {
    None
}

pub(super) fn roof(c: &Ctx) -> Option<&'static str> {
    // "needs trimming back off the roof": the branches over it.
    if c.any(&["trimming", "trim", "trimmed", "prune", "pruned"])
        && c.any(&["back", "off", "branch", "limb", "tree"])
        && !c.any(&["rot", "rotted", "rotten", "drip", "edge", "fascia"])
    {
        return Some("tree_trimming");
    }
    // "the flat roof is ponding", "tar and gravel, gravel washed off and alligatoring", "the
    // rolled roofing is soft like spongy": a flat roof that has failed as a whole is replaced.
    // ("good shape, no ponding": not a sign.)
    let failed = c.words.windows(2).any(|w| {
        !matches!(w[0], "no" | "not" | "any" | "without")
            && matches!(
                w[1],
                "ponding"
                    | "alligatoring"
                    | "alligatored"
                    | "spongy"
                    | "bubbling"
                    | "bubbled"
                    | "blistering"
                    | "blistered"
                    | "redone"
                    | "redoing"
                    | "shot"
            )
    }) || c.seq(&["its", "done"])
        || c.seq(&["worn", "through"])
        || c.seq(&["washed", "off"])
        || (c.any(&["cracked", "cracking"]) && c.any(&["all", "everywhere"]));
    // (The flat roof over a porch or an addition, with no size said, is no whole roof to
    // assume the size of: it stays a repair.)
    let a_part_unsized = c.any(&[
        "over", "addition", "porch", "garage", "sunroom", "carport", "entry", "dormer", "shed",
        "lanai", "patio",
    ]) && !c.any(&["square", "sq", "sf", "sqft", "feet", "ft"]);
    if flat_roof(c) && failed && !a_part_unsized && !c.any(&["patch", "section"]) {
        return Some("roof_replace_flat");
    }
    let other_material = c.any(&["tile", "metal", "slate"]) || flat_roof(c);
    let stain_only = c.any(&["stain", "stained", "staining"])
        && !c.leak()
        && !c.any(&[
            "damage", "damaged", "soft", "rot", "rotted", "sagging", "damming", "dam",
        ]);
    if stain_only {
        return None;
    }
    let few = c.any(&[
        "few", "couple", "some", "minor", "small", "several", "handful",
    ]);
    // Shingles curling or cupping all over are at the end of their life.
    let curling = c.any(&["curling", "curled", "cupping", "cupped"])
        // "granules all in the gutters", "granules gone": the shingles are worn through.
        || (c.any(&["granule", ]) && c.any(&["gutter",  "gone", "all"]));
    // "so plan on a tear-off", "two layers": the old roof comes off, all of it.
    let tear_off = c.seq(&["tear", "off"])
        || c.has("tearoff")
        || (c.any(&["layer"]) && c.any(&["two", "three", "2", "3", "multiple"]));
    // "some are missing ... so i think its done", "a few missing -> replace", "twenty five
    // years and a couple of bald spots": a roof past its life, or one the notes close on
    // replacing, is replaced whatever a few shingles say ("replace a few shingles" is no such
    // close: the words after it name what is replaced).
    let closes_on_replacing = matches!(
        c.words,
        [.., "replace" | "replacement" | "reroof"] | [.., "replace", "it" | "roof"]
    );
    let past_its_life = c.age.is_some_and(|a| a >= 20.0)
        || c.said_before(2006)
        || c.seq(&["its", "done"])
        // ("a small roof repair, not a new roof".)
        || (c.seq(&["new", "roof"]) && !c.seq(&["not", "a", "new", "roof"]))
        || c.seq(&["a", "replacement"])
        || (c.has("end") && c.has("life"));
    let whole_roof = tear_off
        || (closes_on_replacing || past_its_life) && !c.any(&["patch", "tarp", "tarped"])
        || ((c.replace() || c.worn_out() || curling) && !few && !c.any(&["patch"]));
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
    // "missing a bunch of slates": more than a few.
    if c.any(&["bunch", "lot", "many"]) {
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

pub(super) fn water_heater(c: &Ctx) -> Option<&'static str> {
    if c.any(&["tankless", "demand"]) {
        return Some("water_heater_tankless");
    }
    let small_fix = c.any(&[
        "strap",
        "strapped",
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
pub(super) fn not_a_replacement(c: &Ctx) -> bool {
    c.any(&[
        "raise", "move", "relocate", "service", "clean", "tune", "platform", "stand", "cover",
        "screen", "fence",
    ])
}

pub(super) fn hvac(c: &Ctx) -> Option<&'static str> {
    if c.replace_or_aging() || (c.updates && !not_a_replacement(c)) {
        // "The HVAC is a 2004 heat pump": the system is a heat pump.
        if c.seq(&["heat", "pump"]) && !c.any(&["furnace", "ac", "air"]) {
            return Some("heat_pump");
        }
        Some("hvac_full_replace")
    } else {
        None
    }
}

pub(super) fn furnace(c: &Ctx) -> Option<&'static str> {
    // "swap the gas furnace for a heat pump": the heat pump is what gets bought.
    if c.seq(&["heat", "pump"]) && (c.updates || c.any(&["swap", "convert", "instead"])) {
        return Some("heat_pump");
    }
    // "the blower squeals when it starts up, a belt or a bearing", "its making a grinding noise
    // when it kicks on": a part of a running furnace is serviced, however old the furnace or
    // the house, unless the notes say to replace it.
    let a_part_failed = c.any(&[
        "squeal",
        "squealing",
        "grinding",
        "banging",
        "belt",
        "bearing",
        "blower",
        "igniter",
        "ignitor",
        // "flame sensor dirty, shuts off after 1 min".
        "sensor",
        "thermocouple",
        "rattling",
        "rattle",
    ]) || (c.any(&["noise", "noisy", "loud"])
        && c.any(&["start", "kick", "come", "came", "run"]));
    let exchanger =
        c.seq(&["heat", "exchanger"]) || c.seq(&["cracked", "hx"]) || c.seq(&["heat", "exch"]);
    let done = c.any(&["original", "shot", "ancient", "dying", "failing", "failed"]);
    if a_part_failed && !c.replace() && !exchanger && !done && !c.updates {
        return Some("furnace_repair");
    }
    if c.replace_or_aging()
        || c.seq(&["heat", "exchanger"])
        // "cracked hx per the HVAC guy", "cracked heat exch": the heat exchanger, typed short.
        || c.seq(&["cracked", "hx"])
        || c.seq(&["heat", "exch"])
        // "the gas company red tagged it", "furnace gone (scrapped)".
        || (c.has("red") && c.any(&["tag", "tagged"]))
        || c.any(&["scrapped", "stolen"])
        || (c.updates && !not_a_replacement(c))
    {
        Some("furnace_replace")
    } else {
        Some("furnace_repair")
    }
}

pub(super) fn air_conditioner(c: &Ctx) -> Option<&'static str> {
    if c.updates && not_a_replacement(c) {
        return None;
    }
    // "split ac units in the bedrooms": ductless heads in rooms, not a central system.
    if c.seq(&["split", "ac", "unit"]) && c.any(&["bedroom", "room"]) {
        return Some(mini_split(c));
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

pub(super) fn heat_pump(_: &Ctx) -> Option<&'static str> {
    Some("heat_pump")
}

pub(super) fn ducts(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "clean", "cleaning", "cleaned", "dirty", "dust", "dusty", "filthy",
    ]) {
        Some("duct_cleaning")
    } else {
        Some("duct_replacement")
    }
}

pub(super) fn foundation(c: &Ctx) -> Option<&'static str> {
    // "the lawn pitches toward the foundation": the grade around it.
    if grade_toward_house(c) {
        return Some("grading");
    }
    // A block wall in the yard holds back soil or marks the lot: not the house's foundation.
    if c.seq(&["block", "wall"])
        && c.any(&[
            "back",
            "yard",
            "neighbor",
            "property",
            "garden",
            "side",
            "alley",
            "along",
            "perimeter",
        ])
    {
        return Some("retaining_wall_repair");
    }
    if c.has("engineer")
        && c.any(&[
            "get",
            "have",
            "call",
            "out",
            "look",
            "evaluate",
            "recommend",
            "should",
        ])
    {
        return Some("structural_engineer_inspection");
    }
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
        // "the fieldstone foundation lets water in at the corner whenever it rains": water
        // that comes through is kept out from the basement side.
        let comes_in = c.seq(&["let", "water", "in"])
            || c.seq(&["water", "coming", "in"])
            || c.seq(&["water", "is", "coming", "in"])
            || c.seq(&["water", "come", "in"]);
        // "the basement walls are damp along the north side", "efflorescence and water on the
        // floor": a wet basement wall is kept dry from the inside.
        let wet_wall = c.any(&["damp", "wet", "efflorescence"])
            && c.any(&["basement", "bsmt", "wall", "cellar"]);
        return (comes_in || wet_wall).then_some("basement_waterproofing");
    }
    // "stair-step crack NW corner, dry, just seal it", "hairline, no displacement": a crack
    // the notes call minor is sealed, whatever its shape.
    let minor = c.any(&["seal", "sealed", "hairline", "caulk", "epoxy", "monitor"])
        || c.seq(&["no", "displacement"])
        || c.seq(&["no", "offset"])
        || c.seq(&["no", "bow"])
        || c.seq(&["not", "moving"]);
    let failing = c.any(&[
        "structural",
        "bowing",
        "bowed",
        "bulging",
        "engineer",
        "pier",
        "helical",
        "horizontal",
        "sinking",
        "settled",
        "shifting",
        "shifted",
        "leaning",
        "heaving",
    ]);
    if minor && !failing && c.any(&["crack", "cracked", "cracking"]) {
        return Some("foundation_crack_nonstructural");
    }
    // "a stair step crack in the brick off the corner of the garage window": the brick's
    // mortar, repointed, when nothing says the foundation moved.
    let stair_step = c.seq(&["stair", "step"]) || c.seq(&["step", "crack"]);
    if stair_step
        && c.has("brick")
        && !failing
        && !c.any(&[
            "foundation",
            "block",
            "basement",
            "moving",
            "movement",
            "settling",
            "quarter",
            "corner",
            "bsmt",
            "cellar",
            "bowing",
            "bowed",
            "sagging",
            "separating",
            "separation",
            "displaced",
            "displacement",
            "offset",
            "wide",
        ])
    {
        return Some("brick_repointing");
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

pub(super) fn basement_water(c: &Ctx) -> Option<&'static str> {
    if c.any(&["minor", "slight", "light", "little", "some", "garage"]) && !c.leak() {
        None
    } else {
        Some("basement_waterproofing")
    }
}

/// A basement is priced when the words say water gets in ("basement gets water when it rains").
pub(super) fn basement(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "water", "wet", "damp", "leak", "leaking", "seepage", "flood", "flooded", "flooding",
        "moisture",
    ]) && !c.any(&["heater", "softener", "previous", "prior"])
    {
        Some("basement_waterproofing")
    } else {
        None
    }
}

pub(super) fn paint(c: &Ctx) -> Option<&'static str> {
    // "the paint on the porches is chipping everywhere and its old so its lead": failing lead
    // paint is abated, not painted over.
    if c.has("lead")
        && c.any(&[
            "chipping",
            "chipped",
            "peeling",
            "peeled",
            "flaking",
            "failing",
            "alligatoring",
        ])
    {
        return Some("lead_paint_removal");
    }
    if inside_and_out(c) {
        return Some("interior_paint");
    }
    // ("Ext paint" typed.)
    if c.any(&[
        "exterior",
        "ext",
        "outside",
        "siding",
        "stucco",
        "outdoor",
        "eave",
        "fascia",
        "soffit",
        "porch",
        "clapboard",
        // "the paint is just chalking off, so sun beat": weather on the outside.
        "chalking",
        "chalky",
        "sun",
        "weathered",
    ]) || c.seq(&["the", "house"])
        // "paint peeling on garage overhead door + side door trim", "peeling paint on detached
        // garage, all 4 sides": the garage's outside.
        || (c.has("garage") && c.any(&["overhead", "detached", "side", "trim", "frame"]))
        // "the paint is peeling ... they need to paint the whole house": failing paint on the
        // whole house is its outside.
        || (c.seq(&["whole", "house"])
            && c.any(&["peeling", "failing", "flaking", "chipping"])
            && !c.any(&["inside", "interior", "wall",  "room", ]))
    {
        Some("exterior_paint")
    } else {
        Some("interior_paint")
    }
}

pub(super) fn flooring(c: &Ctx) -> Option<&'static str> {
    if c.any(&["refinish", "refinishing", "refinished", "sand", "buff"]) {
        None
    } else {
        Some("flooring_install_room")
    }
}

pub(super) fn hardwood(c: &Ctx) -> Option<&'static str> {
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
    ]) && (!c.replace() || c.any(&["carpet", "carpeting"]))
    {
        None
    } else {
        Some("flooring_hardwood")
    }
}

pub(super) fn carpet(c: &Ctx) -> Option<&'static str> {
    if c.any(&["clean", "cleaning", "shampoo", "stretch", "stretching"]) {
        None
    } else if c.any(&["refinish", "refinished", "refinishing"]) {
        // "pull the carpet and refinish": the floor under it.
        Some("hardwood_refinish")
    } else {
        Some("flooring_carpet")
    }
}

pub(super) fn tile(c: &Ctx) -> Option<&'static str> {
    // "the tile is popped up along it": lifted tiles are reset, not the floor redone.
    let small_repair = c.any(&[
        "grout", "regrout", "ceiling", "crack", "cracked", "cracking", "broken", "chipped",
        "loose", "falling", "few", "couple", "one", "two", "hollow", "popped", "popping", "pop",
        "lifting", "tented",
    ]);
    if c.has("roof") || (small_repair && !c.replace()) {
        None
    } else {
        Some("tile_install")
    }
}

pub(super) fn kitchen(c: &Ctx) -> Option<&'static str> {
    // "Kitchen: new cabinets, quartz": the pieces, each its own item, unless the agent calls it
    // a remodel.
    let pieces = c.any(&[
        "cabinet",
        "counter",
        "countertop",
        "quartz",
        "granite",
        "backsplash",
        "appliance",
        "stainless",
        "sink",
        "island",
        "floor",
        "tiled",
        // A floor named by its material: "new vinyl plank kitchen" is a floor, not a remodel.
        "vinyl",
        "plank",
        "lvp",
        "laminate",
    ]);
    let remodel_word = c.any(&[
        "remodel",
        "remodeled",
        "renovate",
        "renovation",
        "gut",
        "gutted",
        "overhaul",
        "makeover",
        "redo",
        "redone",
        "redid",
        "reno",
    ]);
    // "the oak cabinets the almond appliances ... they want a whole new kitchen": the pieces
    // of the kitchen asked for anew ("new kitchen cabinets" are the cabinets).
    // ("not a whole new kitchen just new counters" asks for less; "a new kitchen ... i mean ...
    // so not a whole new kitchen" takes it back.)
    let said_new_kitchen = |i: usize| c.words[i] == "new" && c.words[i + 1] == "kitchen";
    let negated = |i: usize| {
        c.words[i.saturating_sub(3)..i]
            .iter()
            .any(|w| matches!(*w, "not" | "no"))
    };
    let a_piece = |i: usize| {
        c.words.get(i + 2).is_some_and(|w| {
            matches!(
                *w,
                "cabinet"
                    | "cab"
                    | "cabinetry"
                    | "floor"
                    | "flooring"
                    | "counter"
                    | "countertop"
                    | "sink"
                    | "faucet"
                    | "light"
                    | "lighting"
                    | "window"
                    | "door"
                    | "appliance"
                    | "backsplash"
                    | "tile"
            )
        })
    };
    let spots = 0..c.words.len().saturating_sub(1);
    let new_kitchen = !spots.clone().any(|i| said_new_kitchen(i) && negated(i))
        && spots
            .into_iter()
            .any(|i| said_new_kitchen(i) && !a_piece(i));
    if pieces && !remodel_word && !new_kitchen {
        return None;
    }
    if !c.any(REMODEL) || c.any(&["outdoor", "outside", "summer"]) {
        return None;
    }
    // "a midrange remodel not high end", "nothing crazy".
    let plain = c.seq(&["not", "high", "end"])
        || c.seq(&["not", "upscale"])
        || c.seq(&["nothing", "crazy"])
        || c.seq(&["nothing", "fancy"])
        || c.any(&["midrange"])
        || c.seq(&["mid", "range"]);
    if !plain
        && (c.any(&["upscale", "luxury", "custom", "chef", "premium", "gourmet"])
            || c.seq(&["high", "end"])
            || c.seq(&["top", "of", "the", "line"]))
    {
        return Some("kitchen_remodel_major_upscale");
    }
    // "a minor refresh not a gut", "redone on a budget", "freshened not gutted": said small.
    // ("on a budget", "budget version"; not "they said ~80k budget".)
    let small_budget = c.words.windows(2).any(|w| {
        w[1] == "budget" && matches!(w[0], "a" | "tight" | "small" | "low" | "for" | "limited")
    });
    let minor_said = c.any(&[
        "minor",
        "refresh",
        "freshen",
        "freshened",
        "cheap",
        "simple",
    ]) || small_budget
        || c.seq(&["not", "a", "gut"])
        || c.seq(&["not", "gut"])
        || c.seq(&["not", "gutted"])
        || c.seq(&["not", "a", "full"]);
    if minor_said {
        return Some("kitchen_remodel_minor");
    }
    if c.any(&[
        "gut",
        "gutted",
        "full",
        "major",
        "complete",
        "total",
        "layout",
        "island",
        "whole",
        "entire",
        "scratch",
        "open",
        "concept",
        "new",
        "cabinet",
        "wall",
        "everything",
    ]) {
        return Some("kitchen_remodel_major");
    }
    Some("kitchen_remodel_minor")
}

pub(super) fn bathroom(c: &Ctx) -> Option<&'static str> {
    // ("the bathroom floor by the toilet is soft": the floor, the toilet only says where.)
    let by_the_toilet = ["by", "around", "near", "at"]
        .iter()
        .any(|p| c.seq(&[p, "the", "toilet"]));
    if soft_floor(c) || (c.any(&["soft", "spongy", "soggy"]) && c.has("floor") && by_the_toilet) {
        return Some("subfloor_repair");
    }
    // "the hall bath tub to a walk in shower": the tub is converted, the bath is not remodelled.
    let tub_to_shower = c.has("tub")
        && c.has("shower")
        && (c.seq(&["walk", "in"]) || c.seq(&["tub", "to", "a"]) || c.has("instead"));
    if c.any(&["convert", "conversion"]) || c.seq(&["tub", "to", "shower"]) || tub_to_shower {
        return None;
    }
    let remodel = c.any(REMODEL) && !c.any(&["add", "adding", "added", "half", "another"]);
    // "the guest bath has no exhaust fan at all just a window that doesnt open": the bath's
    // fan, not its remodel.
    let fan_only =
        c.has("fan") && !c.has("ceiling") && !c.any(&["gut", "gutted", "remodel", "redo"]);
    if remodel && fan_only {
        Some("bathroom_exhaust_fan")
    } else if remodel {
        Some("bathroom_remodel_midrange")
    } else {
        None
    }
}

pub(super) fn radon(c: &Ctx) -> Option<&'static str> {
    // "we need to test for radon everybody out here runs high": a test asked for, with no level
    // of this house's, is a test whatever the area runs.
    let level_given = c.words.iter().any(|w| w.parse::<f64>().is_ok());
    let asks_a_test =
        c.seq(&["test", "for"]) || c.seq(&["to", "test"]) || c.seq(&["get", "tested"]);
    if asks_a_test && !level_given && !c.any(&["mitigation", "mitigate", "system", "fan"]) {
        return None;
    }
    // "theres no mitigation system, so a test": a system said missing asks for no system yet;
    // "everybody up here has high radon" speaks of the area, not of this house's level.
    let system_named = c.any(&["mitigation", "mitigate", "system", "fan"])
        && !c.seq(&["no", "mitigation"])
        && !c.seq(&["no", "system"])
        && !c.seq(&["no", "radon"]);
    let area = c.any(&[
        "everybody",
        "everyone",
        "area",
        "around",
        "county",
        "common",
        "region",
        "neighborhood",
    ]);
    let high_here = c.any(&["high", "elevated"]) && !area;
    let test_only = c.any(&["test", "testing", "tested"])
        && !system_named
        && !high_here
        && !c.any(&["came", "result", "over", "above"])
        // A level at or over the action level of 4 ("Radon 6.2 per seller's test").
        && !crate::words::gives_a_level_over_action(c.words);
    if test_only {
        None
    } else {
        Some("radon_mitigation")
    }
}

pub(super) fn termites(c: &Ctx) -> Option<&'static str> {
    // Live termites named beside a bond are treated; the bond is its own remark.
    if c.has("bond")
        && !c.any(&[
            "current",
            "active",
            "transferable",
            "live",
            "swarm",
            "swarming",
            "swarmer",
        ])
    {
        return Some("termite_bond");
    }
    if c.any(&["letter", "clearance"]) {
        return Some("termite_clearance_letter");
    }
    if c.any(&["inspection", "inspect", "inspected", "wdi", "wdo"])
        && !c.any(&[
            "damage", "damaged", "active", "live", "swarm", "tube", "frass", "evidence",
        ])
    {
        return Some("termite_inspection");
    }
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

pub(super) fn mold(c: &Ctx) -> Option<&'static str> {
    // Mildew on caulk or a bathroom ceiling is cleaning, not remediation.
    let surface = c.any(&["caulk", "caulking", "grout"])
        || (c.has("mildew") && !c.any(&["mold", "mould", "black", "behind", "under"]));
    if surface {
        return None;
    }
    // "black mold on the ceiling like a patch the size of a pizza", "fuzzy black stuff like six
    // foot by ten, get it remediated": mold seen, and how much, is removed. ("Like" in
    // dictation is a filler, not a doubt.)
    let seen = c.any(&[
        "patch",
        "spreading",
        "foot",
        "feet",
        "area",
        "remediate",
        "remediated",
        "remediation",
        "remove",
        "removal",
        "clean",
    ]) && !c.any(&[
        "test",
        "testing",
        "tested",
        "inspect",
        "inspection",
        "sample",
    ]);
    if seen {
        return Some("mold_remediation");
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

pub(super) fn repipe(c: &Ctx) -> Option<&'static str> {
    if c.has("lead") {
        return Some("lead_service_line_replace");
    }
    if c.any(&["polybutylene", "poly", "polly", "pb"]) {
        Some("polybutylene_repipe")
    } else {
        Some("plumbing_repipe_whole_house")
    }
}

pub(super) fn pipe_leak(c: &Ctx) -> Option<&'static str> {
    if c.seq(&["cast", "iron"])
        && (c.replace()
            || c.leak()
            || c.any(&[
                "cracked", "rusted", "corroded", "old", "original", "failing", "break", "broken",
                "bad", "weeping", "rust",
                // What a camera finds: "a crack and heavy scale", "a belly under the bath".
                "crack", "scale", "scaled", "belly", "bellied",
            ]))
    {
        return Some(if c.has("slab") {
            "cast_iron_drain_under_slab"
        } else {
            "cast_iron_drain_replace"
        });
    }
    // "the water line from the street is lead": the lead service line.
    if (c.seq(&["water", "line"]) || c.seq(&["service", "line"])) && c.has("lead") {
        return Some("lead_service_line_replace");
    }
    // The line from the street: "main water line is old", "water service line leaks".
    if (c.seq(&["water", "line"]) || c.seq(&["service", "line"]))
        && c.any(&["main", "service", "street", "meter", "yard"])
    {
        return Some("water_line_replace");
    }
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

pub(super) fn garage_door(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn solar(c: &Ctx) -> Option<&'static str> {
    if c.any(&["lease", "leased", "ppa"]) && !c.any(&["add", "want", "new", "install"]) {
        None
    } else {
        Some("solar_panels")
    }
}

pub(super) fn chimney(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "sweep", "swept", "clean", "cleaning", "cleaned", "creosote", "soot", "dirty",
    ]) {
        Some("chimney_cleaning")
    } else {
        Some("chimney_repair")
    }
}

pub(super) fn ceiling_fan(c: &Ctx) -> Option<&'static str> {
    // "the fan isn't running" may be any fan; only a ceiling fan is priced as one. A fan in a
    // bathroom is its exhaust fan ("the bathroom has no fan and the ceiling is peeling").
    if c.any(&["bathroom", "bath", "powder"]) && !c.seq(&["ceiling", "fan"]) {
        return Some("bathroom_exhaust_fan");
    }
    // "theres no fan in there at all", "the fan just vents into the attic": a room without a
    // fan, or one venting into the attic, is a bathroom's exhaust fan as agents say it.
    // (A bare "no fan" typed after another thing is said of that thing: "radon pipe stubbed,
    // no fan".)
    let missing = (c.seq(&["no", "fan"]) || c.seq(&["no", "exhaust"])) && c.words.len() > 2;
    let into_the_attic = c.any(&["vent", "venting", "dump"]) && c.has("attic");
    // (Not a radon system's fan: "radon pipe stubbed, no fan".)
    let other_fan = c.any(&["ceiling", "paddle", "sealing", "whole", "radon"]);
    let other_place = c.any(&["attic", "furnace", "condenser", "blower"]);
    if !other_fan && (missing && !other_place || into_the_attic) {
        return Some("bathroom_exhaust_fan");
    }
    // ("a sealing fan in each bedroom": a ceiling fan, as dictation hears it.)
    // ("the den fan wobbles", "a fan in the living room": a fan of a living space, or one that
    // wobbles, hangs from its ceiling.)
    let living_space = c.any(&[
        "bedroom", "den", "living", "family", "dining", "office", "loft", "porch", "sunroom",
    ]) && !other_place;
    if c.has("ceiling")
        || c.has("paddle")
        || c.seq(&["sealing", "fan"])
        || living_space
        || c.any(&["wobble", "wobbly", "wobbling"])
    {
        Some("ceiling_fan_install")
    } else {
        None
    }
}

pub(super) fn insulation(c: &Ctx) -> Option<&'static str> {
    if c.has("crawl") || c.seq(&["crawl", "space"]) {
        return None;
    }
    // Knee walls close off the attic: their insulation is the attic's.
    // ("Maybe three inches of the old rock wool up there", "no insulation in the ceiling",
    // "blow in another twelve inches": how deep it lies says it is the attic floor's.)
    let attic_floor = c.any(&[
        "blow",
        "inch",
        "ceiling",
        "rock",
        "cellulose",
        "vermiculite",
        "r49",
        "r38",
        "r30",
    ]) || c.seq(&["up", "there"]);
    // (A garage ceiling under the bedrooms is insulated with batts between its joists.)
    let walls = c.has("wall") && !c.seq(&["knee", "wall"]) || c.has("garage");
    if c.has("attic")
        || c.any(&["blown", "blowin", "loose"])
        || c.seq(&["knee", "wall"])
        || (attic_floor && !walls)
    {
        Some("attic_insulation")
    } else {
        Some("insulation_batt_install")
    }
}

pub(super) fn window(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn entry_door(c: &Ctx) -> Option<&'static str> {
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
    // "the outside door is delaminating and it doesnt latch": the door itself is damaged.
    let damaged = c.any(&[
        "rotted",
        "rotten",
        "rot",
        "damaged",
        "broken",
        "cracked",
        "split",
        "warped",
        "delaminating",
        "delaminated",
        "rusted",
        "rusting",
        "dented",
        // "swelled and wont latch", "a hollow core door on the outside".
        "swelled",
        "swollen",
        "hollow",
    ]) || (c.has("daylight")
        // "theres daylight all around it" ("daylight under it" is the sweep or the seal).
        && !hardware
        && !c.any(&["under", "bottom", "seal", "sweep", "gap"]));
    if hardware && !c.replace() && !damaged {
        return None;
    }
    if c.replace() || damaged {
        Some("entry_door_steel")
    } else {
        None
    }
}

pub(super) fn smoke_detector(_: &Ctx) -> Option<&'static str> {
    Some("smoke_detector")
}

pub(super) fn co_detector(_: &Ctx) -> Option<&'static str> {
    Some("co_detector")
}

pub(super) fn wiring(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn sewer(c: &Ctx) -> Option<&'static str> {
    // "the main drain the cast iron stack in the basement is cracked", "the cast iron under the
    // slab ... the main line has a belly": the house's cast iron drain, not the sewer to the
    // street.
    if c.seq(&["cast", "iron"])
        && c.any(&["stack", "slab", "basement"])
        && !c.any(&["yard", "street", "city", "clay"])
    {
        return Some(if c.has("slab") {
            "cast_iron_drain_under_slab"
        } else {
            "cast_iron_drain_replace"
        });
    }
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
        // "they scoped it theres a collapse at twenty feet": what the scope found.
        "collapse",
        "break",
        "orangeburg",
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

pub(super) fn septic(c: &Ctx) -> Option<&'static str> {
    // "get a full septic inspection": a full inspection, not a full tank.
    if c.any(&["inspection", "inspect"]) && !c.any(&["pump", "pumped", "pumping"]) {
        return Some("septic_inspection");
    }
    if c.any(&["pump", "pumped", "pumping", "full", "due"]) && !c.any(&["field", "failing"]) {
        Some("septic_pumping")
    } else {
        None
    }
}

pub(super) fn asbestos(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn lead_paint(c: &Ctx) -> Option<&'static str> {
    // A test, or the certificate a test gives ("no lead paint cert for the units").
    let test = c.any(&["test", "testing", "tested", "cert", "certificate", "sert"]);
    if test && !c.any(&["positive", "found", "confirmed"]) {
        None
    } else {
        Some("lead_paint_removal")
    }
}

pub(super) fn water_damage(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn crawl_space(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn stucco(c: &Ctx) -> Option<&'static str> {
    if c.any(&["paint", "painted", "painting", "repaint"]) {
        None
    } else {
        Some("stucco_repair")
    }
}

pub(super) fn siding(c: &Ctx) -> Option<&'static str> {
    if c.any(&["new", "reside", "residing", "all"]) || c.seq(&["replace", "all"]) {
        None
    } else {
        Some("siding_repair")
    }
}

/// A deck's finish renewed, said as the job or as its result ("they want the deck stained").
const DECK_FINISH: &[&str] = &[
    "stain",
    "stained",
    "staining",
    "restain",
    "restained",
    "seal",
    "sealed",
    "sealing",
    "reseal",
    "resealed",
    "wash",
];

/// Whether some of a railing's balusters are said to be missing ("two spindles missing").
fn balusters_missing(c: &Ctx) -> bool {
    c.has("missing") && c.any(&["baluster", "spindle"])
}

pub(super) fn deck(c: &Ctx) -> Option<&'static str> {
    // "the back deck railing is wobbly": the deck's railing.
    if c.any(&["railing", "rail", "baluster", "spindle"])
        && c.any(&[
            "loose", "wobbly", "shaky", "broken", "rotted", "rotten", "missing", "low",
        ])
    {
        // (Some balusters missing from a railing is the railing's repair; a railing too low,
        // or none, is a guardrail to put in.)
        let pieces_missing = balusters_missing(c);
        return Some(if c.has("low") || (c.has("missing") && !pieces_missing) {
            "guardrail_install"
        } else {
            "railing_repair"
        });
    }
    let damaged = c.any(&[
        "rot",
        "rotted",
        "rotten",
        "loose",
        "soft",
        "broken",
        "wobbly",
        "repair",
        "cracked",
        "splitting",
        "split",
        "ledger",
        "board",
        "railing",
        "rail",
        "step",
        "stair",
    ]);
    // "a deck off the back bedroom" in the updates box: a new deck.
    let new_deck = c.any(&["build", "add", "adding", "bigger", "expand", "composite"])
        || (c.has("new") && !c.any(&["board", "railing", "rail", "step", "stair"]))
        || (c.updates && !damaged && !c.any(DECK_FINISH));
    let cosmetic = c.any(DECK_FINISH)
        && !c.any(&[
            "rot", "rotted", "rotten", "loose", "soft", "broken", "wobbly",
        ]);
    if new_deck || cosmetic {
        None
    } else {
        Some("deck_repair")
    }
}

pub(super) fn concrete(c: &Ctx) -> Option<&'static str> {
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

pub(super) fn french_drain(_: &Ctx) -> Option<&'static str> {
    Some("french_drain")
}

pub(super) fn tree(c: &Ctx) -> Option<&'static str> {
    // "trim it back" ("in the back corner" is where it stands).
    if (c.any(&["trim", "trimmed", "trimming", "prune", "pruning"])
        || c.seq(&["cut", "back"])
        || c.seq(&["cut", "it", "back"]))
        && !c.has("remove")
    {
        return None;
    }
    // "a dead limb hangs over the garage roof": the limb comes off, the tree stays.
    if c.any(&["limb", "branch"])
        && c.any(&["over", "overhang", "overhanging", "hang", "hanging"])
        && !c.any(&["remove", "removal", "leaning", "fell", "fallen"])
    {
        return None;
    }
    if c.any(&[
        "remove", "removed", "removal", "down", "dead", "dying", "leaning", "lean", "cut", "fell",
        "fallen", "root", "stump", "close",
    ]) {
        Some("tree_removal")
    } else {
        None
    }
}

pub(super) fn water_damage_restoration(_: &Ctx) -> Option<&'static str> {
    Some("water_damage_restoration")
}

pub(super) fn encapsulation(_: &Ctx) -> Option<&'static str> {
    Some("crawl_space_encapsulation")
}

// Picks for the topics the first catalog could not price.

pub(super) fn gas(c: &Ctx) -> Option<&'static str> {
    if c.any(&["run", "add", "install", "stub", "convert"]) && !c.leak() && !c.has("smell") {
        Some("gas_line_install")
    } else {
        Some("gas_leak_repair")
    }
}

pub(super) fn combustion(c: &Ctx) -> Option<&'static str> {
    // "no carbon monoxide anywhere", "carbon monoxide missing on the bedroom floor": the alarm
    // that is not there.
    if c.any(&["no", "missing", "none", "without"])
        && !c.any(&[
            "furnace", "heater", "boiler", "flue", "leak", "leaking", "reading", "ppm",
        ])
    {
        return Some("co_detector");
    }
    if c.seq(&["water", "heater"]) {
        Some("water_heater_repair")
    } else if c.has("boiler") {
        // "boiler flue pipe rusted thru at the elbow - CO concern".
        Some("boiler_repair")
    } else {
        Some("furnace_repair")
    }
}

pub(super) fn oil_tank(_: &Ctx) -> Option<&'static str> {
    Some("oil_tank_removal")
}

pub(super) fn framing(c: &Ctx) -> Option<&'static str> {
    // "the sill plate along the back is rotted", "punky": the rot is cut out and replaced.
    if c.seq(&["sill", "plate"])
        && c.any(&[
            "rot", "rotted", "rotten", "rotting", "punky", "soft", "mush", "mushy",
        ])
    {
        return Some("wood_rot_repair");
    }
    // "the joists underneath are rotted at the ledger", "where it meets the house": a deck's
    // framing, repaired with the deck.
    let decks = c.any(&["deck", "ledger"]) || c.seq(&["meet", "the", "house"]);
    if c.has("joist") && decks && !c.any(&["crawl", "basement", "bsmt", "floor"]) {
        return Some("deck_repair");
    }
    // A floor that bounces is the joists under it; a soft one is the subfloor.
    let bounces = c.any(&["bouncy", "bounce", "springy"]);
    // "joists punky at sill, soft": the joists themselves.
    let subfloor = c.has("subfloor") || c.seq(&["sub", "floor"]);
    if c.has("joist")
        && !subfloor
        && c.any(&[
            "punky", "soft", "rot", "rotted", "rotten", "rotting", "mushy",
        ])
    {
        return Some("floor_joist_repair");
    }
    let rot = c.any(&["rot", "rotted", "rotten", "rotting"]);
    // "the wraparound porch the floor is rotted at the front steps": the porch's boards.
    if rot && c.any(&["porch", "deck", "lanai", "dock"]) && !c.has("joist") {
        return Some("wood_rot_repair");
    }
    let rotted_floor = !c.any(&["joist", "porch", "deck", "lanai", "dock"])
        && (c.seq(&["floor", "is", "rotted"])
            || c.seq(&["floor", "is", "rotten"])
            || c.seq(&["floor", "is", "rotting"])
            || c.seq(&["floor", "rotted"])
            || c.seq(&["rotted", "floor"])
            || c.seq(&["rotten", "floor"]));
    if subfloor || rotted_floor || c.any(&["soft", "spongy"]) {
        return Some("subfloor_repair");
    }
    if bounces {
        return Some("floor_joist_repair");
    }
    if c.any(&["engineer", "structural", "evaluate", "evaluation"]) && !c.has("joist") {
        return Some("structural_engineer_inspection");
    }
    // "the beam is cracked the inspector said sister it": sistering is framing work.
    if c.any(&["sister", "sistering", "sistered"]) {
        return Some("floor_joist_repair");
    }
    if c.any(&["beam", "post", "column", "girder"]) {
        return Some("sagging_beam_support");
    }
    // "the crawl space is damp the joists feel wet and the vapor barrier is just a few
    // scraps": wet framing with nothing broken is the crawl space's moisture to stop.
    let wet_only = c.any(&["wet", "damp", "moist", "moisture", "humid"])
        && !c.any(&[
            "rot",
            "rotted",
            "rotten",
            "rotting",
            "sagging",
            "sag",
            "cracked",
            "broken",
            "split",
            "notched",
            "cut",
            "undersized",
            "mold",
            "moldy",
        ]);
    if wet_only && (c.has("crawl") || c.seq(&["vapor", "barrier"])) {
        return Some("crawl_space_encapsulation");
    }
    Some("floor_joist_repair")
}

pub(super) fn retaining_wall(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "rebuild",
        "rebuilt",
        "collapsed",
        "collapsing",
        "failing",
        "failed",
        "falling",
    ]) {
        return Some("retaining_wall_rebuild");
    }
    if c.any(&["build", "add", "new", "want"]) && !c.any(&["leaning", "cracked", "failing"]) {
        Some("retaining_wall_build")
    } else {
        Some("retaining_wall_repair")
    }
}

pub(super) fn gutter(c: &Ctx) -> Option<&'static str> {
    let key = gutter_job(c)?;
    Some(match key {
        "gutter_repair" if c.has("seamless") => "gutter_repair_seamless",
        "gutter_cleaning"
            if (c.has("downspout") || c.seq(&["down", "spout"])) && !c.has("gutter") =>
        {
            "downspout_cleaning"
        }
        key => key,
    })
}

fn gutter_job(c: &Ctx) -> Option<&'static str> {
    if c.any(&["guard", "screen", "cover", "leafguard"]) {
        return Some("gutter_guards");
    }
    if c.any(&["downspout", "leader"]) || c.seq(&["down", "spout"]) {
        if c.any(&[
            "extend",
            "extension",
            "extender",
            "dump",
            "dumping",
            "splash",
            "splashblock",
            // "just stops at the foundation", "empties against the wall".
            "stop",
            "empty",
        ]) || c.seq(&["next", "to"])
            || c.seq(&["too", "close"])
        {
            return Some("downspout_extension");
        }
        if c.any(&[
            "missing",
            "crushed",
            "broken",
            "disconnected",
            "detached",
            "off",
            "loose",
            "bent",
            "no",
            "add",
            "replace",
            "damaged",
            "fell",
        ]) {
            return Some("downspout_replace");
        }
    }
    if c.any(&[
        "full",
        "clogged",
        "clog",
        "clean",
        "cleaning",
        "cleaned",
        "debris",
        "overflow",
        "overflowing",
        "plant",
        "growing",
        "dirty",
        // Words are singular here: "packed with fir needles".
        "needle",
        "packed",
    ]) {
        return Some("gutter_cleaning");
    }
    // ("gutter on N side gone, ~35 lf": a run that is not there any more.)
    if c.replace()
        || c.any(&[
            "new", "no", "none", "missing", "rusted", "rusting", "all", "gone",
        ])
    {
        return Some("gutter_replace");
    }
    Some("gutter_repair")
}

pub(super) fn soffit(c: &Ctx) -> Option<&'static str> {
    if c.any(&["soffit", "soffet", "sofit"]) && !c.any(&["fascia", "facia"]) {
        Some("soffit_repair")
    } else {
        Some("fascia_repair")
    }
}

pub(super) fn skylight(c: &Ctx) -> Option<&'static str> {
    // "add a skylight": a new one, which the catalog has no row for.
    if c.any(&["add", "adding", "install", "new"]) && !c.leak() && !c.replace() {
        return None;
    }
    if (c.replace() || c.any(&["cracked", "broken", "old", "fogged", "foggy"])) && !c.leak() {
        Some("skylight_replace")
    } else {
        Some("skylight_repair")
    }
}

pub(super) fn masonry(c: &Ctx) -> Option<&'static str> {
    // A stuccoed parapet ("parapet caps cracked", "cracks in the parapet stucco"): the stucco;
    // water standing against it is the roof's.
    if c.has("parapet")
        && !c.any(&[
            "brick",
            "mortar",
            "stone",
            "block",
            "repoint",
            "repointing",
            "tuckpoint",
        ])
    {
        return Some(
            if c.any(&["ponding", "pond", "ponded", "leak", "leaking"]) {
                "roof_repair"
            } else {
                "stucco_repair"
            },
        );
    }
    if c.any(&["stoop", "step"]) && !c.any(&["mortar", "brick", "repoint"]) {
        return Some(if concrete_sunk(c) {
            "concrete_leveling"
        } else {
            "concrete_crack_repair"
        });
    }
    // "the top few courses of brick are loose, so that part will have to be rebuilt above the
    // roofline": the chimney's top, rebuilt.
    let above_the_roof =
        c.any(&["roofline", "chimney"]) || c.seq(&["roof", "line"]) || c.seq(&["up", "top"]);
    if c.any(&["rebuild", "rebuilt", "rebuilding"]) && above_the_roof {
        return Some("chimney_rebuild");
    }
    Some("brick_repointing")
}

pub(super) fn rot(c: &Ctx) -> Option<&'static str> {
    if c.any(&["sill"]) && c.any(&["window"]) {
        return Some("window_sill_repair");
    }
    if c.has("fascia") {
        return Some("fascia_repair");
    }
    if c.has("soffit") {
        return Some("soffit_repair");
    }
    if c.any(&["deck", "decking"]) {
        return Some("deck_repair");
    }
    if c.any(&["subfloor", "floor", "joist"]) {
        return Some("subfloor_repair");
    }
    Some("wood_rot_repair")
}

pub(super) fn trim(c: &Ctx) -> Option<&'static str> {
    // "the old baseboard electric", "Elec baseboard throughout": baseboard heat, not molding.
    if c.has("baseboard")
        && c.any(&[
            "electric", "elec", "heat", "heater", "heating", "hydronic", "hot",
        ])
    {
        return None;
    }
    let inside = c.any(&[
        "inside", "interior", "bedroom", "kitchen", "bath", "bathroom", "hall", "living", "den",
        "dining", "room",
    ]);
    // "the trim is peeling", "all the trim is chipping": the outside's paint, and lead paint
    // on a house that old.
    if c.any(&[
        "peeling",
        "chipping",
        "flaking",
        "alligatored",
        "alligatoring",
    ]) && !inside
    {
        return Some(if c.has("lead") {
            "lead_paint_removal"
        } else {
            "exterior_paint"
        });
    }
    if c.any(&["paint", "painted", "painting", "repaint"]) {
        return Some("interior_paint");
    }
    if c.any(&["crown"]) {
        return Some("crown_molding_install");
    }
    if c.any(&[
        "rot", "rotted", "rotten", "rotting", "exterior", "outside", "swollen", "punky",
    ]) {
        return Some("wood_rot_repair");
    }
    // "the sill is soft": a soft sill is rotted wood; a sill is no baseboard.
    if c.any(&["sill"]) {
        return c
            .any(&["soft", "spongy", "mushy"])
            .then_some("wood_rot_repair");
    }
    Some("baseboard_install")
}

pub(super) fn patio(c: &Ctx) -> Option<&'static str> {
    // "a shade structure over the back patio", "a ramada": built for shade.
    if c.has("pergola") || c.seq(&["shade", "structure"]) || c.has("ramada") {
        return Some("pergola_build");
    }
    let porch = c.any(&["porch", "stoop", "lanai", "piazza", "veranda"]);
    if porch && !c.any(&["add", "build", "screen", "screened"]) {
        // "porch columns rotted at the base", "front porch steps rotted": the rot is the repair.
        if c.any(&["rot", "rotted", "rotten", "rotting"]) {
            return Some("wood_rot_repair");
        }
        // "the floor of the piazza is spongy": its boards, as a deck's.
        if c.any(&["soft", "spongy", "cupped", "cupping"])
            && c.any(&["floor", "board", "decking", "floorboard"])
        {
            return Some("deck_repair");
        }
        // "the upper back porch is pulling away from the house": its ledger, as a deck's.
        if c.any(&["pulling", "pulled", "separating", "separated"])
            && c.has("away")
            && !c.any(&["concrete", "brick", "masonry"])
        {
            return Some("deck_repair");
        }
        // "the front porch roof is sagging in the middle": a roof repair.
        if c.has("roof") && (c.leak() || c.any(&["sagging", "sag", "leaking"])) {
            return Some("roof_repair");
        }
        // "the porch ceiling beadboard is peeling": paint (lead paint is its own finding).
        if c.any(&["peeling", "peel", "flaking"])
            && c.any(&["ceiling", "beadboard", "paint", "trim"])
            && !c.has("lead")
        {
            return Some("exterior_paint");
        }
        return Some("porch_repair");
    }
    // "pool deck has cracks all through it": the concrete around a pool is a patio.
    if c.seq(&["pool", "deck"]) && c.any(&["crack", "cracked", "cracking", "uneven", "sunken"]) {
        return Some("patio_repair");
    }
    if c.any(&["patio", "paver"]) {
        return Some(if c.any(&["resurface", "resurfacing", "resurfaced"]) {
            "patio_resurfacing"
        } else if c.any(&["seal", "reseal", "sealed", "sealing"]) {
            "patio_sealing"
        } else if c.any(&[
            "crack", "cracked", "cracking", "sunken", "uneven", "broken", "repair",
        ]) {
            "patio_repair"
        } else if c.any(&["paver"]) {
            "patio_pavers"
        } else if c.has("stamped") {
            "patio_stamped_concrete"
        } else if c.has("stained") {
            "patio_stained_concrete"
        } else {
            "patio_install"
        });
    }
    None
}

pub(super) fn fence(c: &Ctx) -> Option<&'static str> {
    if c.has("pool") {
        return Some("pool_fence");
    }
    if c.has("gate") && !c.any(&["fence", "fencing"]) {
        return Some("gate_repair");
    }
    if c.has("vinyl") {
        return Some("fence_replace_vinyl");
    }
    if c.seq(&["chain", "link"]) {
        return Some("fence_chain_link");
    }
    let whole = c.replace()
        || c.worn_out()
        || c.any(&[
            "new",
            "falling",
            "collapsed",
            "rotted",
            "rotten",
            "add",
            "no",
            "privacy",
        ]);
    let few = c.any(&[
        "section", "board", "picket", "post", "panel", "few", "couple", "some", "leaning", "loose",
    ]);
    if whole && !few {
        Some("fence_replace_wood")
    } else {
        Some("fence_repair")
    }
}

pub(super) fn driveway(c: &Ctx) -> Option<&'static str> {
    // ("the garage floor slab has a big crack and its sunk a couple inches": a slab that sank
    // is lifted level again.)
    if c.any(&["patio", "slab"])
        && c.any(&["sinking", "sunk", "sunken", "settled", "settling", "uneven"])
    {
        return Some("concrete_leveling");
    }
    let asphalt = c.any(&["asphalt", "blacktop"]);
    if c.any(&["pothole"]) {
        return Some("pothole_repair");
    }
    if asphalt && c.any(&["alligatored", "alligatoring", "alligator"]) {
        return Some("driveway_replace_asphalt");
    }
    if asphalt && !c.replace() {
        if c.any(&["crumbling", "failing", "alligator", "large"]) {
            return Some("asphalt_driveway_repair_major");
        }
        if c.any(&["crack", "cracked", "cracking"]) {
            return Some("asphalt_crack_filling");
        }
    }
    if c.seq(&["trip", "hazard"]) || c.any(&["lip", "lifted", "raised", "heaved", "heaving"]) {
        // (Pavers, brick or stone heaved out of a walk cannot be lifted like a slab: the walk is
        // relaid.)
        let units = c.any(&["paver", "brick", "slate", "bluestone", "flagstone", "stone"]);
        if c.any(&["replace", "replaced", "new", "redo", "tear"])
            || (units && c.any(&["walkway", "sidewalk", "walk"]))
        {
            return paving_replacement(c);
        }
        // A heaved slab that trips people is lifted level again (mudjacking).
        return Some("concrete_leveling");
    }
    if let Some(key) = concrete(c) {
        return Some(key);
    }
    if c.any(&["epoxy", "coating"]) {
        return Some("garage_floor_epoxy");
    }
    if c.any(&["seal", "sealcoat", "sealcoating", "sealed", "reseal"]) {
        return Some("driveway_sealcoat");
    }
    // "regrade the gravel driveway": grading, not paving.
    if c.has("gravel") && c.any(&["regrade", "regraded", "regrading", "grade", "graded"]) {
        return Some("grading");
    }
    // "pavers in the backyard" asked for in the updates: a new paver patio.
    if c.updates
        && c.has("paver")
        && !c.any(&[
            "sunk", "sunken", "sinking", "settled", "loose", "cracked", "uneven",
        ])
    {
        return Some("patio_pavers");
    }
    if c.replace() || c.any(&["new", "crumbling", "redo", "tear", "failing", "gravel"]) {
        return paving_replacement(c);
    }
    if c.any(&[
        "walkway", "sidewalk", "walk", "patio", "garage", "slab", "step",
    ]) {
        return Some(if concrete_sunk(c) {
            "concrete_leveling"
        } else {
            "concrete_crack_repair"
        });
    }
    Some("driveway_repair")
}

/// Whether a slab, a stoop or steps sank ("the front stoop has sunk about two inches and its
/// pulling away from the house", "sank like two inches where it meets the garage"): it is
/// raised, not patched.
fn concrete_sunk(c: &Ctx) -> bool {
    c.any(&["sunk", "sunken", "sank", "sinking", "settled", "dropped"])
        || (c.any(&["stoop", "step"]) && c.has("pulling") && c.has("away"))
}

fn paving_replacement(c: &Ctx) -> Option<&'static str> {
    if c.any(&["walkway", "sidewalk", "walk"]) && !c.has("driveway") {
        Some("walkway_replace")
    } else if c.any(&["asphalt", "blacktop"]) {
        Some("driveway_replace_asphalt")
    } else {
        Some("driveway_replace_concrete")
    }
}

pub(super) fn drainage(_: &Ctx) -> Option<&'static str> {
    Some("grading")
}

/// Whether the ground is said to fall toward the house ("slopes back toward the house").
fn grade_toward_house(c: &Ctx) -> bool {
    c.any(&["slope", "sloped", "sloping", "pitch", "pitched", "pitching"])
        // ("pitched right at the house".)
        && (c.any(&["toward", ])
            || c.seq(&["at", "the", "house"])
            || c.seq(&["at", "the", "foundation"]))
        // ("the floor slopes toward the back bedroom" is the structure.)
        && !c.any(&["floor",  "pier",  "joist",  "beam", "sill"])
}

pub(super) fn landscaping(c: &Ctx) -> Option<&'static str> {
    // "the yard slopes back toward the house": the grade, not the plants.
    if grade_toward_house(c) {
        return Some("grading");
    }
    // Artificial turf is not sod: the catalog has no row for it.
    if c.any(&["artificial", "fake", "synthetic"]) {
        return Some("artificial_turf_install");
    }
    if c.any(&["sod", "turf", "grass"]) || (c.has("lawn") && c.any(&["put", "new", "plant"])) {
        Some("sod_install")
    } else {
        Some("landscaping_refresh")
    }
}

pub(super) fn irrigation(c: &Ctx) -> Option<&'static str> {
    let wanted = c.any(&["add", "install", "new", "no", "want", "put"]) || c.updates;
    // "the sprinkler zone three doesnt come on", said in the updates box, is a repair.
    // ("the sprinkler valve is leaking constantly so fix that".)
    let broken = (c.leak() && !c.has("drip"))
        || c.any(&[
            "broken", "leak", "doesnt", "dont", "wont", "isnt", "arent", "fix", "cracked",
        ]);
    if c.seq(&["drip", "irrigation"]) || (wanted && !broken) {
        Some("irrigation_install")
    } else {
        Some("irrigation_repair")
    }
}

pub(super) fn pool(c: &Ctx) -> Option<&'static str> {
    // "replaster the exterior walls": a house's walls, not a pool's.
    if !c.any(&["pool", "spa", "tub"]) && c.any(&["wall", "exterior", "house", "stucco"]) {
        return Some("stucco_repair");
    }
    if c.any(&["remove", "removal", "removed", "fill", "filled", "demo"]) {
        return Some(if c.seq(&["above", "ground"]) {
            "pool_removal_above_ground"
        } else if c.any(&["fill", "filled", "partial"]) {
            "pool_fill_in_partial"
        } else {
            "pool_removal_inground"
        });
    }
    if c.any(&[
        "plaster",
        "etched",
        "etching",
        "resurface",
        "resurfaced",
        "resurfacing",
    ]) {
        return Some("pool_resurfacing");
    }
    let repair = c.any(&[
        "repair", "fix", "noisy", "loud", "leaking", "leak", "broken", "cracked", "click",
        "clicking",
    ]);
    // "the pool heater clicks but never lights", "doesnt fire": the heater does not light.
    // ("the pool light doesnt turn on" is the light.)
    let fails_to_light = c.words.windows(2).any(|w| {
        matches!(w[0], "never" | "wont" | "doesnt" | "dont" | "not")
            && matches!(w[1], "light" | "lit" | "fire" | "firing" | "ignite")
    }) || (c.any(&["fire", "firing", "ignite"])
        && c.any(&["never", "wont", "doesnt", "dont", "not"]));
    let repair = repair || fails_to_light;
    let part = if c.any(&["losing", "detection"]) {
        Some("pool_leak_detection")
    } else if c.has("pump") && repair && !c.replace_or_aging() {
        Some("pool_pump_repair")
    } else if c.any(&["filter", "grid", "cartridge"]) {
        // ("DE grids torn": the filter's grids.)
        Some("pool_filter_replace")
    } else if c.has("skimmer") {
        Some("pool_skimmer_repair")
    } else if c.has("drain") {
        Some("pool_drain_repair")
    } else if c.has("light") && !fails_to_light {
        Some("pool_light_replace")
    } else if c.has("heater") && repair && !c.replace() {
        Some("pool_heater_repair")
    } else if c.has("liner") {
        Some("pool_liner_replace")
    } else if c.any(&["tile", "coping"]) {
        Some("pool_tile_repair")
    } else {
        None
    };
    if part.is_some() {
        return part;
    }
    if c.any(&["fence", "fencing", "barrier", "gate"]) {
        return Some("pool_fence");
    }
    if c.any(&["tub", "spa", "jacuzzi"]) {
        return Some("hot_tub_install");
    }
    // "solar heat for the pool or maybe a pool heat pump": a way to heat the pool.
    if c.has("heater") || c.seq(&["heat", "pump"]) || c.seq(&["solar", "heat"]) {
        return Some("pool_heater_replace");
    }
    if c.has("pump") {
        return Some("pool_pump_replace");
    }
    if c.leak() || c.any(&["losing"]) {
        return Some("pool_leak_repair");
    }
    if c.any(&[
        "resurface",
        "resurfacing",
        "replaster",
        "plaster",
        "surface",
        "etched",
        "etching",
        "rough",
        "cracked",
        "cracking",
        "stained",
        "pebble",
    ]) {
        return Some("pool_resurfacing");
    }
    if c.any(&["add", "want", "build", "install", "put", "nice", "dream"]) || c.updates {
        return Some("pool_install");
    }
    None
}

pub(super) fn door(c: &Ctx) -> Option<&'static str> {
    // "the bottom of the jamb is rotted where the snow sits": the wood is mended.
    if c.any(&["rot", "rotted", "rotten", "rotting"]) && !c.replace() {
        return Some("wood_rot_repair");
    }
    // A slider that is off its track, drags, has a failed seal or fogged or broken glass: the
    // catalog has no sourced slider repair, and a worn slider is replaced, whatever its lock
    // does ("the glass is fogged and the lock doesnt catch"); one that only will not lock needs
    // its latch.
    if (c.has("sliding") || c.has("slider") || c.seq(&["patio", "door"]))
        && c.any(&[
            "track",
            "drag",
            "dragging",
            "stick",
            "sticking",
            "seal",
            "bent",
            "off", // "doesnt slide you have to lift it".
            "slide",
            "lift",
            "fogged",
            "foggy",
            "cracked",
            "broken",
            "shattered",
            // "rollers shot", "salt corroded", "leaks when the wind blows rain at it".
            "roller",
            "corroded",
            "corrosion",
            "leak",
            "leaking",
        ])
        && !c.any(&["storm", "screen", "french"])
    {
        return Some("sliding_door_replace");
    }
    // "the slider to the patio is the old aluminum one, it wont lock": an old slider that fails
    // is replaced; a newer one that only will not lock needs its latch (no sourced row).
    if (c.has("sliding") || c.has("slider") || c.seq(&["patio", "door"]))
        && (c.aging() || c.has("aluminum"))
        && c.any(&["lock", "latch", "hard", "close", "open"])
        && !c.any(&["storm", "screen", "french"])
    {
        return Some("sliding_door_replace");
    }
    // "the back steel door is rusted through at the bottom", "the door to the garage is hollow
    // core, it should be a fire door": an exterior steel door, replaced.
    let steel_rusted = c.any(&["steel", "metal"]) && c.any(&["rusted", "rusting", "rust"]);
    // (A missing closer on a fire door is its hardware.)
    let fire_door = (c.seq(&["fire", "door"]) || c.seq(&["fire", "rated"]))
        && !c.any(&["closer", "closing", "self"]);
    if steel_rusted || fire_door {
        return Some("entry_door_steel");
    }
    if c.any(&["lock", "deadbolt", "knob", "doorknob", "handle", "rekey"]) {
        return Some("door_lock_replace");
    }
    if c.any(&["stick", "sticking", "latch", "rub", "drag"]) {
        return Some("door_repair");
    }
    if c.has("storm") || c.seq(&["screen", "door"]) {
        return Some("storm_door_install");
    }
    if c.has("french") {
        return Some("french_door_install");
    }
    if c.has("sliding") || c.has("slider") || c.seq(&["patio", "door"]) {
        return if c.replace() || c.any(&["broken", "cracked", "fogged", "foggy", "old"]) {
            Some("sliding_door_replace")
        } else {
            Some("door_repair")
        };
    }
    if (c.replace() || c.any(&["new", "hollow", "upgrade"]))
        && !c.any(&["stick", "sticking", "latch", "close", "rub"])
    {
        return Some("interior_door_replace");
    }
    Some("door_repair")
}

pub(super) fn garage_opener(_: &Ctx) -> Option<&'static str> {
    Some("garage_door_opener")
}

pub(super) fn panel(c: &Ctx) -> Option<&'static str> {
    if c.has("breaker") && c.any(&["wrong", "oversized", "undersized"]) {
        return Some("breaker_replace");
    }
    // "the garage door panel is dented": a door panel, not an electrical one.
    if c.seq(&["garage", "door"]) {
        return garage_door_detail(c);
    }
    // "the bottom panel is dented ... so a new door": a door's panel, the garage's (an
    // electrical panel is not dented nor a door).
    if c.has("door") && c.any(&["dented", "dent", "bottom"]) {
        return garage_door_detail(c);
    }
    if c.has("meter") {
        return Some("electric_meter_box_replace");
    }
    if c.seq(&["main", "breaker"]) {
        return Some("main_breaker_replace");
    }
    if c.seq(&["double", "tap"]) || c.seq(&["double", "tapped"]) || c.has("doubletap") {
        return Some("double_tapped_breaker_repair");
    }
    let upgrade = c.any(&["200", "amp", "upgrade", "capacity", "undersized"])
        && !c.any(PANEL_BRANDS_REPLACED)
        && !c.has("fuse")
        && !c.seq(&["fed", "pac"]);
    if upgrade {
        return Some("electrical_service_upgrade_200a");
    }
    let bad_brand = c.any(PANEL_BRANDS_REPLACED)
        || c.seq(&["stab", "lok"])
        // Zinsco and Pushmatic as the recognizer hears them.
        || c.seq(&["zinc", "co"])
        || c.seq(&["zinc", "o"])
        || c.seq(&["push", "matic"])
        // "Panel Fed Pac 100A": Federal Pacific, typed short.
        || c.seq(&["fed", "pac"]);
    if bad_brand || c.any(&["fuse"]) {
        return Some("electrical_panel_replace");
    }
    // "a breaker thats scorched on the dryer circuit", "one breaker is warm to the touch so
    // swap that one": one breaker of a sound panel.
    let breaker_failed = c.any(&[
        "scorched", "charred", "melted", "burnt", "burned", "warm", "buzz", "buzzing", "hot",
        "trip", "tripping", "tripped", "bad", "broken",
    ]);
    if c.has("breaker") && !c.has("main") && breaker_failed {
        return Some("breaker_replace");
    }
    if c.replace() || c.worn_out() {
        return Some("electrical_panel_replace");
    }
    if c.any(&[
        "200",
        "100",
        "60",
        "hundred",
        "sixty",
        "amp",
        "upgrade",
        "service",
        "capacity",
        "undersized",
    ]) {
        return Some("electrical_service_upgrade_200a");
    }
    Some("electrician_service_call")
}

pub(super) fn wiring_detail(c: &Ctx) -> Option<&'static str> {
    if c.has("cloth") || c.seq(&["old", "wiring"]) {
        return Some("rewire_whole_house");
    }
    if c.seq(&["knob", "and", "tube"])
        || c.seq(&["nob", "and", "tube"])
        || c.seq(&["knob", "in", "tube"])
        || c.seq(&["nob", "in", "tube"])
        || c.seq(&["knob", "n", "tube"])
        || c.seq(&["knob", "tube"])
        || c.seq(&["k", "and", "t"])
    {
        return Some("knob_and_tube_replace");
    }
    if c.any(&["aluminum", "aluminium"]) {
        return Some("aluminum_wiring_remediation");
    }
    if wiring(c).is_some() {
        return Some("rewire_whole_house");
    }
    if c.any(&["prong", "ungrounded", "grounded", "ground", "grounding"]) {
        return Some("outlet_grounding");
    }
    if c.any(&["polarity", "reversed"]) {
        return Some("outlet_replace");
    }
    Some("electrician_service_call")
}

pub(super) fn electrical(_: &Ctx) -> Option<&'static str> {
    Some("electrical_inspection")
}

pub(super) fn gfci_or_afci(c: &Ctx) -> Option<&'static str> {
    if c.has("afci") || c.seq(&["arc", "fault"]) {
        Some("afci_breaker")
    } else {
        Some("gfci_outlet")
    }
}

pub(super) fn outlet(c: &Ctx) -> Option<&'static str> {
    // "kitchen outlets by the sink no gfci": the protection missing is what to put in.
    if c.any(&["gfci", "gfi"]) {
        return Some("gfci_outlet");
    }
    if c.any(&["prong", "ungrounded", "grounded", "ground", "grounding"]) {
        Some("outlet_grounding")
    } else {
        Some("outlet_replace")
    }
}

pub(super) fn light_fixture(c: &Ctx) -> Option<&'static str> {
    if c.any(&["recessed", "can", "pot"]) {
        return Some("recessed_lighting_install");
    }
    if c.any(&[
        "exterior",
        "outside",
        "outdoor",
        "porch",
        "flood",
        "floodlight",
        "landscape",
        "motion",
    ]) {
        return Some("exterior_lighting_install");
    }
    Some("light_fixture_install")
}

pub(super) fn ev_charger(_: &Ctx) -> Option<&'static str> {
    Some("ev_charger_install")
}

pub(super) fn generator(_: &Ctx) -> Option<&'static str> {
    Some("whole_house_generator")
}

pub(super) fn smart_home(c: &Ctx) -> Option<&'static str> {
    if c.has("doorbell") {
        return Some("doorbell_camera_install");
    }
    if c.seq(&["smart", "lock"]) {
        return Some("smart_lock_install");
    }
    if c.any(&["security", "alarm", "camera"]) {
        return Some("security_system_install");
    }
    None
}

pub(super) fn hvac_service(c: &Ctx) -> Option<&'static str> {
    // "the buyer wants real central heat and air": a system, not a service call.
    if (c.updates || c.any(&["want", "wanted"]))
        && c.any(&["central", "real", "new", "add", "install"])
        && !c.any(&["service", "serviced", "tune", "clean", "cleaned"])
    {
        return Some("hvac_full_replace");
    }
    // "the air handler has a rusted drain pan with water sitting in it".
    if c.has("pan") && c.any(&["drain", "rusted", "rust", "full", "water", "overflow"]) {
        return Some("ac_drain_pan_replace");
    }
    hvac(c).or(Some("hvac_tune_up"))
}

pub(super) fn heat_pump_detail(c: &Ctx) -> Option<&'static str> {
    if c.any(&["mini", "minisplit", "ductless", "split"]) {
        return Some(mini_split(c));
    }
    // "the pool heater is a heat pump and its throwing an error code" ("the pull heater" as the
    // recognizer hears it).
    if c.has("pool") || c.seq(&["pull", "heater"]) {
        return Some(if c.replace_or_aging() {
            "pool_heater_replace"
        } else {
            "pool_heater_repair"
        });
    }
    if c.replace_or_aging() || c.updates {
        return heat_pump(c);
    }
    Some("heat_pump_repair")
}

/// A mini-split: the catalog prices a system with three indoor heads; one head, or a count the
/// notes do not give, stays a single mini-split, unless it is for the whole house ("mini splits
/// for whole house", "central air theres no ducts so mini splits", "one on each floor").
fn mini_split(c: &Ctx) -> &'static str {
    let whole_house = c.any(&["central", "whole", "house", "every", "each", "both"]);
    if three_heads(c) || whole_house {
        "mini_split_three_zone"
    } else {
        "mini_split_install"
    }
}

/// "three zones", "3 heads", "x3", "three indoor units", "three of them": a mini-split with three
/// indoor heads.
fn three_heads(c: &Ctx) -> bool {
    if c.any(&["x3", "3x"]) || c.seq(&["three", "of", "them"]) || c.seq(&["3", "of", "them"]) {
        return true;
    }
    ["three", "3"].iter().any(|n| {
        ["zone", "head", "unit", "room"]
            .iter()
            .any(|what| c.seq(&[n, what]) || c.seq(&[n, "indoor", what]))
    })
}

pub(super) fn cooling(c: &Ctx) -> Option<&'static str> {
    // "she wants real central air and heat": both systems, new.
    if c.has("central")
        && c.any(&["heat", "heating"])
        && (c.updates || c.any(&["want", "wanted"]))
        && !c.any(&["service", "serviced", "repair", "fix"])
    {
        return Some("hvac_full_replace");
    }
    // "they want central air theres no ducts so mini splits", "maybe many splits one on each
    // floor": ductless heads, for the whole house when central air is what they want.
    if c.any(&["mini", "minisplit", "ductless"]) || c.seq(&["many", "split"]) {
        return Some(mini_split(c));
    }
    // "they want central air": a system put in, not a repair.
    if c.has("central")
        && c.any(&["air", "ac"])
        && (c.updates || c.any(&["want", "wanted", "add", "install"]))
        && !c.any(&["service", "serviced", "repair", "fix", "existing", "old"])
    {
        return Some("ac_replace");
    }
    // "the fridge isnt cooling": the refrigerator, not the air conditioning.
    if c.any(&["fridge", "refrigerator", "freezer"]) && !c.any(&["ac", "air", "hvac"]) {
        return Some("refrigerator_replace");
    }
    // A failed part of an air conditioner is replaced on its own.
    let part = if c.has("capacitor") {
        Some("ac_capacitor_replace")
    } else if c.has("contactor") {
        Some("ac_contactor_replace")
    } else if c.seq(&["fan", "motor"])
        // "the condenser hums but the fan doesnt spin".
        || (c.has("fan")
            && c.any(&["spin", "spinning", "turn", "turning", "seized", "stuck"])
            && !c.any(&["blower", "attic", "bath", "ceiling"]))
    {
        Some("ac_condenser_fan_motor_replace")
    } else if c.seq(&["condensate", "pump"]) {
        Some("ac_condensate_pump_replace")
    } else if c.seq(&["drain", "pan"])
        || (c.has("pan") && c.any(&["secondary", "overflow", "emergency"]))
    {
        Some("ac_drain_pan_replace")
    } else if c.has("condensate") || c.seq(&["drain", "line"]) {
        Some("ac_condensate_line_replace")
    } else if c.seq(&["line", "set"]) || c.has("lineset") {
        Some("ac_lineset_replace")
    } else {
        None
    };
    // "AC orig 2005 - AC short cycling, tech says capacitor bulging": a failed part named on a
    // unit that is aging but not worn out is the part.
    if part.is_some() && (!c.replace_or_aging() || (!c.replace() && !c.worn_out())) {
        return part;
    }
    if c.any(&[
        "refrigerant",
        "freon",
        "recharge",
        "charge",
        "charged",
        "r22",
    ]) && !c.replace_or_aging()
    {
        return Some("ac_refrigerant_recharge");
    }
    if c.any(&[
        "service", "serviced", "tune", "clean", "cleaned", "checked", "check",
    ]) && !c.replace_or_aging()
    {
        return Some("hvac_tune_up");
    }
    air_conditioner(c)
}

pub(super) fn heating(c: &Ctx) -> Option<&'static str> {
    // "Furnace 2009 ok, service it", "from two thousand three it runs but have it serviced": an
    // old furnace said to work is serviced, unless the notes say to replace it.
    let works = c.any(&["ok", "okay", "run", "running", "work", "working"]) && !c.replace();
    if c.any(&[
        "service", "serviced", "tune", "clean", "cleaned", "checked", "check",
    ]) && (!c.replace_or_aging() || works)
        && !c.seq(&["heat", "exchanger"])
        // ("the igniter glows but nothing so service call": a part to fix.)
        && !c.any(&["igniter", "ignitor", "sensor", "thermocouple"])
    {
        return Some("hvac_tune_up");
    }
    furnace(c)
}

pub(super) fn boiler(c: &Ctx) -> Option<&'static str> {
    if c.has("radiant") || c.seq(&["heated", "floor"]) {
        return Some(if c.any(&["hydronic", "water", "boiler"]) {
            "radiant_floor_heating_hydronic"
        } else {
            "radiant_floor_heating_electric"
        });
    }
    // "the gas wall heater ... the pilot wont stay lit": a wall furnace, serviced like one.
    if c.seq(&["wall", "heater"]) && !c.replace() && !c.has("boiler") {
        return Some("furnace_repair");
    }
    if c.any(&["space", "wall", "garage", "unit"]) && !c.has("boiler") {
        return None;
    }
    // "a 1990 Weil-McLain leaking at the circulator pump", "the expansion tank is waterlogged
    // and its popping the relief valve", "the radiator is banging and spitting at the valve": a
    // part of an old boiler that failed is repaired, unless the notes say to replace it.
    let a_part_failed = c.any(&[
        "circulator",
        "valve",
        "expansion",
        "relief",
        "sight",
        "bled",
        "bleed",
        "banging",
        "bang",
        "knocking",
        "pitched",
        "waterlogged",
    ]) || c.seq(&["air", "locked"]);
    // "so replace the circulator", "thats a new radiator", "new vents on those": the part is
    // replaced, not the boiler. ("1 rad in attic cold (air bound": a radiator to bleed.)
    const PARTS: &[&str] = &["circulator", "radiator", "rad", "vent", "valve", "cutoff"];
    let part_replaced = PARTS.iter().any(|part| {
        c.seq(&["replace", "the", part]) || c.seq(&["replace", part]) || c.seq(&["new", part])
    });
    if (a_part_failed && !c.replace()) || part_replaced || c.seq(&["air", "bound"]) {
        return Some("boiler_repair");
    }
    if c.replace() || c.worn_out() || c.aging() {
        Some("boiler_replace")
    } else {
        Some("boiler_repair")
    }
}

pub(super) fn duct_work(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "seal", "sealed", "sealing", "leaky", "leaking", "gap", "tape",
    ]) && !c.replace()
        && !c.any(&["falling", "collapsed", "crushed", "torn", "disconnected"])
    {
        return Some("duct_sealing");
    }
    ducts(c)
}

pub(super) fn thermostat(c: &Ctx) -> Option<&'static str> {
    if c.any(&["smart", "nest", "ecobee", "programmable", "wifi"]) {
        Some("smart_thermostat_install")
    } else {
        Some("thermostat_replace")
    }
}

pub(super) fn insulation_detail(c: &Ctx) -> Option<&'static str> {
    if c.any(&["wall"]) && !c.has("attic") && !c.seq(&["knee", "wall"]) {
        return Some("wall_insulation");
    }
    if c.any(&["crawl"]) {
        return Some("crawl_space_vapor_barrier");
    }
    insulation(c)
}

pub(super) fn water_heater_detail(c: &Ctx) -> Option<&'static str> {
    // "the lower unit boiler ... its leaking at the relief valve": the boiler's valve.
    if c.has("boiler") && !c.seq(&["water", "heater"]) {
        return boiler(c);
    }
    // "the tankless has an error code, needs service": a service call, not a new heater.
    if c.has("tankless")
        && c.any(&["service", "error", "code", "flush", "descale", "descaling"])
        && !c.replace_or_aging()
    {
        return Some("water_heater_repair");
    }
    if (c.any(&["tpr", "tp", "relief"]) || c.seq(&["t", "and", "p"])) && !c.replace() {
        return Some("tp_valve_replace");
    }
    if c.seq(&["heat", "pump"]) || c.has("hybrid") {
        return Some("water_heater_heat_pump");
    }
    if let Some(key) = water_heater(c) {
        return Some(key);
    }
    if c.any(&["tpr", "tp", "relief", "discharge"]) || c.seq(&["t", "and", "p"]) {
        return Some("tp_valve_replace");
    }
    if c.has("expansion") {
        return Some("expansion_tank_install");
    }
    Some("water_heater_repair")
}

pub(super) fn sewer_detail(c: &Ctx) -> Option<&'static str> {
    if (c.has("cleanout") || c.seq(&["clean", "out"]))
        && c.any(&["no", "missing", "add", "install", "need"])
    {
        return Some(if c.seq(&["one", "way"]) {
            "sewer_cleanout_install_one_way"
        } else {
            "sewer_cleanout_install"
        });
    }
    if let Some(key) = sewer(c) {
        let spot = c.any(&["root", "belly", "offset", "separated", "section", "spot"])
            && !c.replace()
            && !c.any(&[
                "collapsed",
                "collapse",
                "orangeburg",
                "failing",
                "failed",
                "clay",
                "original",
                "cast",
            ]);
        return Some(if spot { "sewer_line_repair" } else { key });
    }
    if c.any(&["cap", "cleanout"]) || c.seq(&["clean", "out"]) {
        return Some("sewer_line_repair");
    }
    Some("sewer_scope")
}

pub(super) fn septic_detail(c: &Ctx) -> Option<&'static str> {
    if c.any(&["rusted", "collapsed", "collapsing", "steel"]) {
        return Some("septic_drain_field_replace");
    }
    if c.seq(&["distribution", "box"]) || c.seq(&["d", "box"]) {
        return Some("septic_tank_repair");
    }
    if c.has("tank") && c.any(&["cracked", "baffle", "repair", "broken", "lid"]) {
        return Some("septic_tank_repair");
    }
    if let Some(key) = septic(c) {
        return Some(key);
    }
    if c.any(&["field", "failing", "failed", "soggy", "surfacing", "leach"]) {
        return Some("septic_drain_field_replace");
    }
    Some("septic_inspection")
}

pub(super) fn sump_pump(c: &Ctx) -> Option<&'static str> {
    // "i lifted the float and nothing happened", "the pump is dead": the pump itself.
    if c.any(&["dead", "seized", "burned", "burnt"]) || c.seq(&["nothing", "happened"]) {
        return Some("sump_pump_replace");
    }
    // A backup, an alarm or a float switch is a part, not a pump; a pump that runs on and on
    // may only need its switch ("... and the pump is old so new pump" asks for the pump).
    if !c.seq(&["new", "pump"])
        && !c.replace()
        && c.any(&[
            "backup",
            "battery",
            "alarm",
            "float",
            "switch",
            "constantly",
            "cycling",
        ])
    {
        return None;
    }
    if c.any(&["add", "install", "no"]) && !c.replace() {
        return Some("sump_pump_install");
    }
    Some("sump_pump_replace")
}

pub(super) fn drain_clog(c: &Ctx) -> Option<&'static str> {
    // "the drain pan under the air handler is rusted through": the cooling coil's pan.
    if c.has("pan") && c.any(&["handler", "ac", "furnace", "hvac", "condensate", "coil"]) {
        return Some("ac_drain_pan_replace");
    }
    // "the sink drain leaks into the cabinet": a leaking drain pipe, not a clog.
    if c.leak() && !c.any(&["clog", "clogged", "slow", "backup"]) {
        return Some("pipe_section_repair");
    }
    // "the floor drain backs up in heavy rain": the sewer line, looked at with a camera.
    if c.seq(&["floor", "drain"]) && (c.seq(&["back", "up"]) || c.any(&["backup", "backed"])) {
        return Some("sewer_scope");
    }
    Some("drain_cleaning")
}

pub(super) fn water_pressure(c: &Ctx) -> Option<&'static str> {
    if c.any(&["low", "weak"]) && !c.any(&["regulator", "prv"]) {
        None
    } else {
        Some("pressure_regulator_install")
    }
}

pub(super) fn valve(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "hose", "spigot", "sillcock", "bib", "bibb", "outdoor", "outside",
    ]) {
        return if c.any(&["add", "another", "new", "no", "want"]) && !c.replace() {
            Some("hose_bib_install_new")
        } else {
            Some("hose_bib_replace")
        };
    }
    if c.any(&["main", "street", "house"]) {
        return Some("main_shutoff_replace");
    }
    Some("shutoff_valve_replace")
}

pub(super) fn well(c: &Ctx) -> Option<&'static str> {
    if well_test(c) && !well_pump(c) {
        Some("water_quality_test")
    } else {
        Some("well_pump_replace")
    }
}

pub(super) fn softener(c: &Ctx) -> Option<&'static str> {
    if c.any(&["filter", "filtration", "osmosis", "ro"]) {
        Some("water_filtration_install")
    } else {
        Some("water_softener_install")
    }
}

pub(super) fn toilet(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "wax", "rock", "rocking", "wobbly", "wobble", "loose", "base",
    ]) || c.any(&["soft", "subfloor"])
        || (c.leak() && c.any(&["floor", "bottom", "around"]))
    {
        return Some("toilet_reset");
    }
    if c.replace() || c.any(&["cracked", "crack", "new", "old", "broken"]) {
        return Some("toilet_replace");
    }
    Some("toilet_repair")
}

pub(super) fn faucet(c: &Ctx) -> Option<&'static str> {
    // "the outside faucet froze and split", "the faucet on the side of the barn is broke off":
    // a hose bib.
    if c.any(&["outside", "outdoor", "exterior", "barn", "shed"])
        || c.seq(&["side", "of", "the", "house"])
        || c.seq(&["side", "of", "the", "barn"])
    {
        return if c.any(&["add", "another", "no", "want"]) && !c.replace() {
            Some("hose_bib_install_new")
        } else {
            Some("hose_bib_replace")
        };
    }
    if c.replace()
        || c.any(&[
            "new", "old", "corroded", "broken", "upgrade", "dated", "modern",
        ])
    {
        Some("faucet_replace")
    } else {
        Some("faucet_repair")
    }
}

pub(super) fn sink(c: &Ctx) -> Option<&'static str> {
    if c.any(&["disposal", "disposer"]) {
        return Some("garbage_disposal_replace");
    }
    if c.any(&["cracked", "chipped", "crack", "rusted", "stained"]) || c.replace() || c.updates {
        return if c.has("kitchen") {
            Some("kitchen_sink_replace")
        } else {
            Some("sink_replace")
        };
    }
    // "the bathroom sink is leaking", "a leak under the sink": its drain or supply.
    if c.leak() {
        return Some("pipe_section_repair");
    }
    None
}

/// "the floor by the tub is soft", "the bathroom floor is spongy": the subfloor (a toilet on
/// a soft floor is the toilet, with the subfloor beside it).
fn soft_floor(c: &Ctx) -> bool {
    c.any(&["soft", "spongy", "soggy"]) && c.has("floor") && !c.has("toilet")
}

pub(super) fn shower(c: &Ctx) -> Option<&'static str> {
    if soft_floor(c) {
        return Some("subfloor_repair");
    }
    if c.has("pan") {
        return Some("shower_pan_replace");
    }
    // "the hall bath tub has a crack right by the drain": a cracked tub is replaced.
    if c.any(&["tub", "bathtub"])
        && c.any(&["crack", "cracked", "cracking"])
        && !c.any(&["tile", "grout", "caulk", "surround", "reglaze", "refinish"])
    {
        return Some("tub_replace");
    }
    // "in the primary shower the floor tile is cracked in a few places": the tile is mended.
    if c.has("tile")
        && c.any(&["cracked", "crack", "broken", "chipped", "loose", "popped"])
        && !c.replace()
    {
        return Some("tile_repair");
    }
    if c.any(&["convert", "conversion"])
        || c.seq(&["walk", "in"])
        || c.seq(&["tub", "to", "shower"])
        || c.seq(&["tub", "to", "a", "shower"])
    {
        return if c.any(&["curbless", "curb", "zero", "barrier", "roll"]) {
            Some("tub_to_curbless_shower_conversion")
        } else if c.any(&["tile", "tiled"]) {
            Some("tub_to_tiled_shower_conversion")
        } else {
            Some("tub_to_shower_conversion")
        };
    }
    if c.any(&[
        "reglaze",
        "reglazed",
        "reglazing",
        "refinish",
        "refinished",
        "refinishing",
        "resurface",
        "glaze",
    ]) || (c.any(&["enamel", "finish", "porcelain"]) && c.seq(&["worn", "through"]))
        // "the enamel is worn through to the iron", "the tub finish is chipped".
        || (c.has("enamel") && c.any(&["worn", "chipped", "chipping", "peeling", "rusty", "rust"]))
    {
        return Some("tub_refinish");
    }
    if c.has("door") || c.has("glass") || c.has("enclosure") {
        return Some("shower_door_install");
    }
    if c.any(&[
        "valve",
        "cartridge",
        "handle",
        "diverter",
        "temperature",
        "scald",
    ]) {
        return Some("shower_valve_replace");
    }
    if c.any(&["grout", "caulk", "caulking", "recaulk", "regrout", "mildew"]) {
        return Some("shower_regrout");
    }
    if c.any(&["tub", "bathtub"]) && (c.replace() || c.any(&["cracked", "chipped", "rusted"])) {
        return Some("tub_replace");
    }
    if c.any(&["stall", "shower"]) && (c.replace() || c.any(&["cracked", "broken"])) {
        return Some("shower_replace");
    }
    if c.leak() {
        return Some("shower_pan_replace");
    }
    None
}

pub(super) fn grout(c: &Ctx) -> Option<&'static str> {
    if c.any(&["floor", "kitchen"]) && !c.any(&["shower", "tub", "bath"]) {
        Some("tile_regrout")
    } else {
        Some("shower_regrout")
    }
}

pub(super) fn vanity(c: &Ctx) -> Option<&'static str> {
    if c.leak() && !c.replace() {
        return Some("pipe_section_repair");
    }
    Some("vanity_replace")
}

pub(super) fn exhaust_fan(_: &Ctx) -> Option<&'static str> {
    Some("bathroom_exhaust_fan")
}

pub(super) fn drywall(c: &Ctx) -> Option<&'static str> {
    // "the drywall is wet two feet up", "a water line on the drywall so that has to come out":
    // wet walls are cut out and dried, not patched.
    let wet = c.any(&[
        "wet",
        "flooded",
        "flood",
        "soaked",
        "swollen",
        "swelling",
        "waterline",
    ]) || c.seq(&["water", "line"])
        || c.seq(&["water", "damage"]);
    let cut_out =
        c.seq(&["come", "out"]) || (c.any(&["cut", "tear", "rip", "pull"]) && c.has("out"));
    // ("no water lines nothing": none seen.)
    if (wet || (cut_out && c.has("water"))) && !c.seq(&["no", "water"]) {
        return Some("water_damage_restoration");
    }
    if c.has("plaster") {
        Some("plaster_repair")
    } else {
        Some("drywall_repair")
    }
}

pub(super) fn water_stain(c: &Ctx) -> Option<&'static str> {
    // A stain on a cabinet or a floor is not a ceiling repair.
    // ("the sealing in the laundry has a brown ring": a ceiling, as dictation hears it.)
    c.any(&[
        "ceiling",
        "sealing",
        "wall",
        "drywall",
        "sheetrock",
        "plaster",
    ])
    .then_some("ceiling_stain_repair")
}

pub(super) fn popcorn(c: &Ctx) -> Option<&'static str> {
    if c.any(&["test", "testing", "tested"]) && !c.any(&["remove", "removal", "scrape"]) {
        Some("asbestos_testing")
    } else {
        Some("popcorn_ceiling_removal")
    }
}

pub(super) fn flooring_detail(c: &Ctx) -> Option<&'static str> {
    flooring(c)?;
    if c.any(&["lvp", "lvt", "vinyl", "plank"])
        || c.seq(&["luxury", "vinyl"])
        || c.seq(&["l", "v", "p"])
        || c.seq(&["l", "v", "t"])
    {
        return Some("lvp_install");
    }
    if c.has("laminate") {
        return Some("laminate_install");
    }
    // "replace the carpet upstairs with engineered hardwood".
    if c.any(&["hardwood", "engineered"]) {
        return Some("flooring_hardwood");
    }
    Some("flooring_install_room")
}

pub(super) fn hardwood_detail(c: &Ctx) -> Option<&'static str> {
    if let Some(key) = hardwood(c) {
        let damaged = c.any(&["buckled", "buckling", "cupped", "cupping", "board"])
            || (c.any(&["damage", "damaged", "stained", "stain"]) && c.has("water"));
        // "needs boards replaced": replacing boards is the repair.
        if damaged && (!c.replace() || c.any(&["board"])) {
            return Some("hardwood_repair");
        }
        return Some(key);
    }
    Some("hardwood_refinish")
}

pub(super) fn carpet_detail(c: &Ctx) -> Option<&'static str> {
    // "pull the carpet and do wide plank": wide plank is sawn wood, not vinyl.
    if c.seq(&["wide", "plank"]) && !c.any(&["lvp", "lvt", "vinyl"]) {
        return Some("flooring_hardwood");
    }
    // "swap the carpet for LVP": the new floor is the job.
    if c.any(&["lvp", "lvt", "vinyl", "plank"]) || c.seq(&["l", "v", "p"]) {
        return Some("lvp_install");
    }
    if c.has("laminate") {
        return Some("laminate_install");
    }
    // "pull the carpet and refinish the hardwood": the floor under it, refinished.
    if c.any(&["hardwood"]) && !c.any(&["refinish", "refinishing", "sand"]) {
        return Some("flooring_hardwood");
    }
    // "take out the carpet and do tile", "tile throughout instead of the carpet", "saltillo
    // where the carpet is now, they hate it": the tile is the new floor.
    if c.any(&["tile", "porcelain", "saltillo", "travertine", "ceramic"])
        && c.any(&[
            "pull", "pulled", "rip", "ripped", "tear", "torn", "take", "out", "remove", "removed",
            "replace", "replaced", "swap", "instead", "hate",
        ])
    {
        return Some("tile_install");
    }
    carpet(c).or(Some("carpet_cleaning"))
}

pub(super) fn tile_detail(c: &Ctx) -> Option<&'static str> {
    if c.any(&["backsplash"]) || c.seq(&["back", "splash"]) {
        return Some("backsplash_install");
    }
    // "do a walk in tile shower".
    if c.has("shower") && c.seq(&["walk", "in"]) {
        return Some("tub_to_tiled_shower_conversion");
    }
    if c.has("roof") {
        return None;
    }
    // "tiled walk-in shower in place of hall tub", "a big tiled walk in shower instead": the
    // shower is what is built, where the tub was.
    if c.has("shower")
        && c.seq(&["walk", "in"])
        && (c.has("tub") || c.seq(&["in", "place"]) || c.has("instead"))
    {
        return Some("tub_to_tiled_shower_conversion");
    }
    // "the tile line on the deep end", "a couple of the waterline tiles popped off": a pool's.
    if c.seq(&["tile", "line"])
        || c.has("waterline")
        || (c.seq(&["water", "line"]) && c.any(&["deep", "spa", "popped", "popping", "shallow"]))
    {
        return Some("pool_tile_repair");
    }
    if let Some(key) = tile(c) {
        return Some(key);
    }
    if c.any(&["grout", "regrout"]) {
        return Some("tile_regrout");
    }
    Some("tile_repair")
}

pub(super) fn stairs(c: &Ctx) -> Option<&'static str> {
    // "Exterior stairs to 2nd flr unit rotted": the rot is the repair.
    if c.any(&["rot", "rotted", "rotten", "rotting"]) {
        return Some("wood_rot_repair");
    }
    if c.any(&["paint", "painted", "repaint", "stain", "restain"]) {
        return Some("stairs_repaint");
    }
    // "the front steps are concrete and theyve sunk two inches": a settled slab, lifted.
    if c.any(&["concrete", "cement", "stoop"])
        && c.any(&[
            "sunk", "sunken", "sank", "sinking", "settled", "settling", "heaved", "heaving",
            "pulled", "pulling", "away", "tipped", "tilted", "tilting",
        ])
    {
        return Some("concrete_leveling");
    }
    if c.replace() || c.any(&["rebuild", "rebuilt", "new"]) {
        return Some("stairs_replace");
    }
    // "the back steps are soft on the second tread", "the stairs up to the deck the stringers
    // are loose": outdoor wooden steps, repaired as the deck's or porch's.
    // (Not steps of stone or steel, a loose handrail on them, nor a soft floor "when you step".)
    let outdoor = c.any(&["deck", "porch", "outside", "outdoor", "yard"])
        || (c.any(&["front", "back"]) && c.any(&["wood", "wooden"]))
        || (c.has("front") && c.any(&["tread", "stringer"]));
    let damaged = c.any(&[
        "soft", "spongy", "cracked", "split", "loose", "broken", "broke",
    ]);
    let other = c.any(&[
        "concrete",
        "cement",
        "brick",
        "stone",
        "block",
        "masonry",
        "slate",
        "limestone",
        "steel",
        "metal",
        "iron",
        "handrail",
        "railing",
        "rail",
        "floor",
        "hall",
        "unit",
    ]);
    if outdoor && damaged && !other {
        return Some("deck_repair");
    }
    Some("stairs_repair")
}

pub(super) fn railing(c: &Ctx) -> Option<&'static str> {
    // ("the railings on both balconies move when you lean on them", "a few spindles missing".)
    let pieces_missing =
        balusters_missing(c) && !(c.seq(&["too", "low"]) || c.seq(&["too", "far"]) || c.has("gap"));
    let damaged = pieces_missing
        || c.any(&[
            "loose", "wobbly", "wobble", "wobbling", "broken", "rotted", "rotten", "repair",
            "shaky", "damaged", "wiggle", "wiggly", "wiggling",
        ])
        || (c.any(&["move", "moving"]) && c.any(&["lean", "push", "pushed"]));
    if damaged
        && (pieces_missing
            || c.any(&["deck", "porch", "balcony"])
            || !c.any(&["no", "missing", "stair"]))
    {
        return Some("railing_repair");
    }
    if c.seq(&["grab", "bar"]) {
        return Some("grab_bar_install");
    }
    // "the deck stairs have no handrail": a handrail named on stairs, wherever they are.
    if c.has("handrail") && c.any(&["stair", "step"]) {
        return Some("handrail_install");
    }
    if c.any(&[
        "guardrail",
        "guard",
        "baluster",
        "spindle",
        "balcony",
        "deck",
        "landing",
        "loft",
    ]) || c.seq(&["too", "far"])
        || ((c.seq(&["too", "low"]) || c.seq(&["too", "short"])) && !c.has("stair"))
        // "the railing is only like thirty inches high".
        || (c.any(&[ "inch"]) && c.any(&["high", "tall", "only"]) && !c.has("stair"))
    {
        return Some("guardrail_install");
    }
    if c.updates && c.any(&["update", "modern", "iron", "new", "replace"]) {
        return Some("stair_railing_replace");
    }
    Some("handrail_install")
}

pub(super) fn cabinets(c: &Ctx) -> Option<&'static str> {
    if c.any(&["warped", "swollen", "water", "damaged", "delaminating"]) && !c.replace() {
        return Some("cabinet_repair");
    }
    let new_boxes = c.any(&["shaker", "new", "custom"]) || c.replace();
    if c.any(&["paint", "painted", "painting", "repaint"]) || (c.has("white") && !new_boxes) {
        return Some("cabinet_painting");
    }
    if c.any(&["reface", "refacing", "refaced"]) {
        return Some("cabinet_refacing");
    }
    if c.any(&["hinge", "drawer", "door", "loose", "broken"]) && !c.replace() {
        return Some("cabinet_repair");
    }
    Some("cabinet_replace")
}

pub(super) fn countertops(c: &Ctx) -> Option<&'static str> {
    // "butcher block counters": wood tops, no stone; the kitchen's counters replaced.
    if c.seq(&["butcher", "block"]) {
        return Some("countertop_replace_kitchen");
    }
    // "new countertops" with no material: the whole kitchen's counters.
    let material = c.any(&[
        "granite", "quartz", "laminate", "lam", "formica", "marble", "butcher", "corian", "solid",
    ]);
    if !material && c.any(&["new", "replace", "replaced", "redo", "update", "updated"]) {
        return Some("countertop_replace_kitchen");
    }
    if c.has("granite") {
        return Some("countertop_granite");
    }
    // ("new lam counters" typed.)
    if c.any(&["laminate", "lam", "formica"]) && (c.updates || c.replace()) && !c.has("quartz") {
        // "replace the laminate counters": the new counters are stone unless said otherwise
        // ("new counters just laminate", "cheap laminate" say otherwise).
        let laminate_wanted = c.any(&["just", "cheap", "basic", "budget"])
            // "new laminate counters".
            || c.seq(&["new", "laminate"])
            || c.seq(&["new", "lam"]);
        return if c.any(&["new", "with"]) && c.has("laminate") && c.replace() && !laminate_wanted {
            Some("countertop_quartz")
        } else {
            Some("countertop_laminate")
        };
    }
    // "Kitchen laminate cntrs chipped at sink": a laminate top damaged, with nothing else
    // wished for, is priced like for like.
    if c.any(&["laminate", "lam", "formica"])
        && !c.any(&["quartz", "marble", "solid", "corian", "butcher"])
        && c.any(&[
            "chipped",
            "chip",
            "burned",
            "burnt",
            "burn",
            "peeling",
            "delaminating",
            "swollen",
            "cracked",
            "damaged",
            "scorched",
            "stained",
        ])
    {
        return Some("countertop_laminate");
    }
    Some("countertop_quartz")
}

pub(super) fn appliances(c: &Ctx) -> Option<&'static str> {
    if c.has("dw") {
        return Some("dishwasher_replace");
    }
    // ("the dishwasher is dead it doesnt drain so thats a repair really": a dead one is
    // replaced, whatever box the agent says it belongs in.)
    let repair = c.any(&["repair", "fix", "service", "serviced"])
        && !c.replace()
        && !c.any(&["dead", "died", "shot", "quit"]);
    let one_appliance =
        c.any(&["fridge", "refrigerator", "freezer"]) && !c.any(&["appliance", "package", "suite"]);
    let pick = if one_appliance {
        "refrigerator_replace"
    } else if c.any(&["stainless", "appliance", "package", "suite"]) {
        "stainless_appliance_package"
    } else if c.any(&["dishwasher", "dishwshr"]) || c.seq(&["dish", "washer"]) {
        "dishwasher_replace"
    } else if c.any(&["fridge", "refrigerator", "freezer"]) {
        "refrigerator_replace"
    } else if c.has("microwave") {
        "microwave_replace"
    } else if c.any(&["hood"]) {
        "range_hood_install"
    } else if c.seq(&["wall", "oven"]) {
        "wall_oven_replace"
    } else if c.any(&["range", "stove", "oven", "cooktop", "burner"]) {
        "range_replace"
    } else if c.has("washer") || c.seq(&["washing", "machine"]) {
        "washer_replace"
    } else if c.has("dryer") {
        "dryer_replace"
    } else {
        return None;
    };
    if repair && pick != "stainless_appliance_package" {
        Some("appliance_repair")
    } else {
        Some(pick)
    }
}

pub(super) fn dryer_vent(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "foil",
        "plastic",
        "vinyl",
        "reroute",
        "disconnected",
        "long",
        "attic",
        "crushed",
        "replace",
        "missing",
    ]) {
        Some("dryer_vent_replace")
    } else {
        Some("dryer_vent_cleaning")
    }
}

pub(super) fn fireplace(c: &Ctx) -> Option<&'static str> {
    // "the fireplace needs to be cleaned and looked at before anybody lights it".
    if c.any(&["clean", "cleaned", "cleaning", "sweep", "swept", "creosote"]) && !c.replace() {
        return Some("chimney_cleaning");
    }
    if c.has("insert") || (c.updates && c.any(&["gas", "convert"])) {
        return Some("fireplace_insert");
    }
    if c.any(&[
        "surround", "mantel", "mantle", "facade", "update", "modern", "dated",
    ]) {
        return Some("fireplace_surround_update");
    }
    Some("fireplace_repair")
}

pub(super) fn pests(c: &Ctx) -> Option<&'static str> {
    if c.any(&[
        "squirrel",
        "raccoon",
        "coon",
        "bat",
        "bird",
        "possum",
        "opossum",
        "skunk",
        "groundhog",
        "woodchuck",
        "armadillo",
        "chipmunk",
        "rattlesnake",
    ]) {
        return Some("wildlife_removal");
    }
    if c.any(&["mouse", "mice", "rodent", "rat", "dropping"]) {
        return Some("rodent_exclusion");
    }
    Some("pest_control")
}

pub(super) fn window_treatments(c: &Ctx) -> Option<&'static str> {
    if c.has("mirror") {
        None
    } else {
        Some("window_treatments")
    }
}

pub(super) fn closet(c: &Ctx) -> Option<&'static str> {
    if c.any(&["organizer", "system", "shelving", "builtin"]) {
        Some("closet_organizer")
    } else {
        None
    }
}

pub(super) fn laundry(c: &Ctx) -> Option<&'static str> {
    if c.any(&["hookup", "add", "move", "relocate"]) {
        Some("laundry_hookup_install")
    } else {
        None
    }
}

pub(super) fn basement_detail(c: &Ctx) -> Option<&'static str> {
    if let Some(key) = basement(c) {
        return Some(key);
    }
    // "the basement floor has heaved theres a crack down the middle of the slab": the slab
    // moved, whatever room it is under.
    if c.any(&["heaved", "heaving", "heave", "lifted", "lift"]) && c.any(&["floor", "slab"]) {
        return Some("foundation_repair_general");
    }
    // "the basement north wall has a horizontal crack", "bsmt wall bowing ~1 in": a foundation
    // wall pushed in by the soil.
    if c.any(&["wall", "block"])
        && (c.any(&["bowing", "bowed", "bowing", "bulging", "bulge", "buckling"])
            || (c.has("horizontal") && c.any(&["crack", "cracked", "cracking"])))
    {
        return Some("foundation_repair_structural");
    }
    // "the basement stays unfinished", "leave the basement unfinished".
    let left_as_is = c.any(&["unfinished"]) && c.any(&["stay", "leave", "keep", "left"]);
    if !left_as_is
        && c.any(&[
            "finish",
            "finished",
            "finishing",
            "rec",
            "bonus",
            "family",
            "living",
        ])
    {
        return Some("basement_finishing");
    }
    if c.any(&["dehumidifier", "musty", "humid", "humidity"]) {
        return Some("dehumidifier_install");
    }
    None
}

pub(super) fn attic(c: &Ctx) -> Option<&'static str> {
    if c.any(&["convert", "conversion", "bonus", "finish", "finished"]) {
        return Some("attic_conversion");
    }
    if c.any(&["ventilation", "vent", "fan", "ridge", "hot", "heat"]) {
        return Some("attic_ventilation");
    }
    None
}

pub(super) fn accessibility(c: &Ctx) -> Option<&'static str> {
    if c.seq(&["grab", "bar"]) {
        Some("grab_bar_install")
    } else {
        None
    }
}

pub(super) fn wall_removal(c: &Ctx) -> Option<&'static str> {
    // "the wall between the kitchen and the den has a crack": a wall named by the rooms it
    // parts is taken out only when that is said or wished.
    if c.seq(&["wall", "between"])
        && !c.updates
        && !c.any(&[
            "gone", "remove", "removed", "open", "opened", "out", "down", "knock", "removal",
        ])
    {
        return None;
    }
    // "its not load bearing", "a non load bearing wall".
    // ("its a bearing wall" says the same.)
    let not_bearing = c.seq(&["not", "load", "bearing"])
        || c.seq(&["non", "load", "bearing"])
        || c.seq(&["not", "bearing"])
        || c.seq(&["non", "bearing"]);
    if (c.seq(&["load", "bearing"])
        || c.seq(&["bearing", "wall"])
        || c.any(&["beam", "structural"]))
        && !not_bearing
    {
        Some("load_bearing_wall_removal")
    } else {
        Some("wall_removal")
    }
}

pub(super) fn home_inspection(_: &Ctx) -> Option<&'static str> {
    Some("home_inspection")
}

pub(super) fn junk(_: &Ctx) -> Option<&'static str> {
    Some("junk_removal")
}

pub(super) fn odor(_: &Ctx) -> Option<&'static str> {
    Some("odor_remediation")
}

pub(super) fn wallpaper(_: &Ctx) -> Option<&'static str> {
    Some("wallpaper_removal")
}

pub(super) fn pressure_washing(_: &Ctx) -> Option<&'static str> {
    Some("pressure_washing")
}

pub(super) fn dehumidifier(_: &Ctx) -> Option<&'static str> {
    Some("dehumidifier_install")
}

pub(super) fn addition(c: &Ctx) -> Option<&'static str> {
    if c.any(&["second", "story", "storey"]) || c.seq(&["pop", "top"]) {
        return Some("second_story_addition");
    }
    if c.has("dormer") {
        return Some("dormer_addition");
    }
    if c.any(&["adu", "accessory", "granny", "casita"]) || c.seq(&["in", "law"]) {
        return Some("adu_build");
    }
    Some("room_addition")
}

pub(super) fn energy(c: &Ctx) -> Option<&'static str> {
    if c.any(&["audit", "assessment"]) {
        Some("energy_audit")
    } else {
        Some("air_sealing")
    }
}

pub(super) fn surge(_: &Ctx) -> Option<&'static str> {
    Some("surge_protector_whole_house")
}

pub(super) fn handyman(_: &Ctx) -> Option<&'static str> {
    Some("handyman_repairs")
}

pub(super) fn exterior_caulking(_: &Ctx) -> Option<&'static str> {
    Some("exterior_caulking")
}

pub(super) fn roof_detail(c: &Ctx) -> Option<&'static str> {
    // "the slate roof is missing a bunch of slates": slates replaced, not the roof, unless
    // the agent says so.
    let pieces = c.any(&["missing", "loose", "slipped", "cracked", "broken"]);
    if (c.replace() || ((c.worn_out() || c.aging()) && !pieces)) && c.has("slate") {
        return Some("roof_replace_slate");
    }
    if c.leak() && c.any(&["major", "extensive", "large", "section", "several"]) && !c.replace() {
        return Some("roof_repair_major");
    }
    if c.any(&[
        "inspect",
        "inspection",
        "inspected",
        "certification",
        "certify",
    ]) && !c.leak()
        && !c.replace()
    {
        return Some("roof_inspection");
    }
    if c.any(&["flashing", "boot"]) && !c.replace() && !c.worn_out() {
        return Some("roof_flashing_repair");
    }
    if c.any(&["ventilation", "vent"]) && !c.leak() && !c.replace() {
        return Some("attic_ventilation");
    }
    // ("hale damage": hail, as dictation hears it.)
    let hail = c.any(&["hail", "hale"]);
    // "the hail got the gutters theyre all dented": the gutters, when the roof is not named.
    if hail && c.any(&["gutter", "downspout"]) && !c.any(&["roof", "shingle"]) {
        return Some("gutter_replace");
    }
    // "hail got the siding on the west side its vinyl and its cracked all over": the siding,
    // when the roof is not named.
    if hail && c.any(&["siding", "clapboard", "cladding", "hardie"]) && !c.any(&["roof", "shingle"])
    {
        return Some("siding_repair");
    }
    if hail && !c.any(&["few", "couple", "minor"]) {
        return Some("roof_replace_asphalt");
    }
    // "the pine trees are touching the roof on the back side need trimming": the trees, said
    // first, are what needs the work.
    let tree_first = c.words.iter().position(|w| {
        matches!(
            *w,
            "tree" | "pine" | "oak" | "maple" | "limb" | "branch" | "ponderosa" | "palm"
        )
    });
    let roof_at = c.words.iter().position(|w| *w == "roof");
    if let (Some(t), Some(r)) = (tree_first, roof_at)
        && t < r
        && !c.leak()
        && c.any(&[
            "trim",
            "trimming",
            "trimmed",
            "touching",
            "overhanging",
            "overhang",
            "prune",
        ])
    {
        return Some("tree_trimming");
    }
    // "buyer wants a metal roof when this one goes": a wished-for metal roof is a new one.
    if c.has("metal") && c.any(&["want", "wanted", "wish", "love"]) && !c.leak() {
        return Some("roof_replace_metal");
    }
    if let Some(key) = roof(c) {
        return Some(key);
    }
    let whole = c.replace() || c.worn_out() || c.aging();
    if whole && c.has("metal") {
        return Some("roof_replace_metal");
    }
    if whole && c.has("tile") {
        return Some(if c.has("clay") {
            "roof_replace_clay_tile"
        } else {
            "roof_replace_concrete_tile"
        });
    }
    if whole && (c.any(&["shake", "cedar"]) || c.seq(&["wood", "shingle"])) {
        return Some("roof_replace_wood_shingle");
    }
    if whole && flat_roof(c) {
        return Some("roof_replace_flat");
    }
    None
}

/// A flat or low-slope roof, by what it is called or made of ("the low-slope built-up roof",
/// "rolled roofing over the porch", "tar and gravel").
fn flat_roof(c: &Ctx) -> bool {
    c.any(&["flat", "tpo", "membrane", "rubber", "epdm", "torchdown"])
        || c.seq(&["low", "slope"])
        || c.seq(&["built", "up"])
        || c.seq(&["rolled", "roofing"])
        || c.seq(&["roll", "roofing"])
        || c.seq(&["tar", "and", "gravel"])
        || c.seq(&["modified", "bitumen"])
        || c.seq(&["torch", "down"])
}

pub(super) fn chimney_detail(c: &Ctx) -> Option<&'static str> {
    // "pool: the liner has a tear near the steps": the pool's liner.
    if c.has("pool") && c.has("liner") && !c.any(&["chimney", "flue"]) {
        return Some("pool_liner_replace");
    }
    if c.any(&["inspect", "inspection", "inspected", "camera"])
        && !c.any(&["cap", "crown", "liner"])
    {
        return Some("chimney_inspection");
    }
    if c.any(&["remove", "removal", "removed"])
        || c.seq(&["take", "down"])
        || c.seq(&["tear", "down"])
    {
        return Some("chimney_removal");
    }
    if c.has("cap") || (c.has("spark") && c.any(&["arrestor", "arrester", "screen"])) {
        return Some("chimney_cap_install");
    }
    if c.has("crown") {
        return Some("chimney_crown_repair");
    }
    // "the chimney for the old wood stove is unlined".
    if c.any(&["liner", "relined", "reline", "unlined"]) {
        return Some("chimney_liner_install");
    }
    if c.any(&["rebuild", "rebuilt", "leaning", "collapsing"]) {
        return Some("chimney_rebuild");
    }
    if c.has("flashing") {
        return Some("roof_flashing_repair");
    }
    chimney(c)
}

pub(super) fn window_detail(c: &Ctx) -> Option<&'static str> {
    // "the back slider the glass is fogged between the panes": the glass of a sliding door
    // ("the windows are sliders" names a kind of window).
    if c.seq(&["sliding", "door"])
        || c.seq(&["sliding", "glass", "door"])
        || (c.has("slider") && !c.any(&["window"]))
    {
        return Some("sliding_door_replace");
    }
    // In the updates box storm windows are wished for ("storm windows on the whole house").
    if c.any(&["storm"]) && (c.updates || c.any(&["add", "new", "want", "install"])) {
        return Some("storm_windows_whole_house");
    }
    match window_job(c) {
        Some("window_replace") => Some(window_type(c)),
        other => other,
    }
}

/// A replacement window of the type and material the notes name.
fn window_type(c: &Ctx) -> &'static str {
    let wood = c.has("wood") && !c.has("vinyl");
    let whole = c.any(&["whole", "throughout"])
        || c.seq(&["all", "the", "window"])
        || c.seq(&["all", "new", "window"])
        || c.seq(&["all", "window"])
        || c.seq(&["every", "window"]);
    if whole {
        return if wood {
            "window_replace_wood_whole_house"
        } else {
            "window_replace_vinyl_whole_house"
        };
    }
    if c.has("bay") || c.has("bow") {
        return if wood {
            "bay_window_wood"
        } else {
            "bay_window_vinyl"
        };
    }
    let vinyl = c.has("vinyl");
    match (wood, vinyl) {
        (true, _) if c.has("casement") => "window_replace_wood_casement",
        (true, _) if c.has("awning") => "window_replace_wood_awning",
        (true, _) if c.seq(&["double", "hung"]) => "window_replace_wood_double_hung",
        (false, true) if c.has("casement") => "window_replace_vinyl_casement",
        (false, true) if c.has("awning") => "window_replace_vinyl_awning",
        (false, true) if c.any(&["sliding", "slider", "slide"]) => "window_replace_vinyl_sliding",
        (false, true) if c.seq(&["single", "hung"]) => "window_replace_vinyl_single_hung",
        (false, true) if c.seq(&["double", "hung"]) => "window_replace_vinyl_double_hung",
        (false, true) if c.any(&["arched", "round", "shaped", "specialty"]) => {
            "window_replace_vinyl_shaped"
        }
        _ => "window_replace",
    }
}

fn window_job(c: &Ctx) -> Option<&'static str> {
    if c.has("egress") {
        return Some("egress_window_install");
    }
    if c.any(&["blind", "treatment", "covering", "shade"]) {
        return Some("window_treatments");
    }
    if c.any(&["screen"]) && !c.replace() {
        return Some("window_screen_replace");
    }
    // "the window trim on the south side is rotten": the wood around the window.
    if c.any(&["trim", "casing", "brickmold", "brickmould"])
        && c.any(&["rot", "rotted", "rotten", "rotting", "soft", "punky"])
        && !c.replace()
    {
        return Some("wood_rot_repair");
    }
    let whole = c.replace() || c.worn_out() || c.seq(&["single", "pane"]) || c.has("all");
    if c.any(&["fogged", "foggy", "fog", "seal", "condensation", "cloudy"]) && !whole {
        return Some("window_seal_repair");
    }
    if c.any(&["cracked", "broken", "shattered"]) && c.any(&["pane", "glass", "window"]) && !whole {
        return Some("window_glass_replace");
    }
    if c.any(&["sill"]) && c.any(&["rot", "rotted", "rotten", "soft"]) {
        return Some("window_sill_repair");
    }
    if window(c).is_none()
        || c.any(&[
            "stuck", "stick", "painted", "crank", "balance", "cord", "open",
        ]) && !whole
    {
        return Some("window_repair");
    }
    Some("window_replace")
}

pub(super) fn entry_door_detail(c: &Ctx) -> Option<&'static str> {
    // ("front door -> fiberglass w/ sidelites", "a big fiberglass one with glass on the sides".)
    if c.seq(&["grand", "entrance"])
        || c.has("grand")
        || (c.has("fiberglass")
            && (c.any(&["new", "want", "upgrade", "to", "sidelite", "sidelight"]) || c.updates))
    {
        return Some("entry_door_fiberglass_grand");
    }
    if c.any(&["trim", "frame", "jamb", "casing", "threshold", "sill"])
        && c.any(&["rot", "rotted", "rotten", "rotting"])
        && !c.replace()
    {
        return Some("wood_rot_repair");
    }
    if let Some(key) = entry_door(c) {
        return Some(key);
    }
    if c.any(&["lock", "deadbolt", "knob", "handle", "hardware"]) {
        return Some("door_lock_replace");
    }
    Some("door_repair")
}

pub(super) fn garage_door_detail(c: &Ctx) -> Option<&'static str> {
    if c.has("opener") && !c.any(&["spring", "cable"]) {
        return Some("garage_door_opener");
    }
    // "dry rot in the bottom of the garage door trim": the rotted wood around the door.
    if c.any(&["trim", "jamb", "frame", "casing"]) && c.any(&["rot", "rotted", "rotten", "rotting"])
    {
        return Some("wood_rot_repair");
    }
    garage_door(c).or(Some("garage_door_repair"))
}

pub(super) fn deck_detail(c: &Ctx) -> Option<&'static str> {
    if let Some(key) = deck(c) {
        if c.replace() && !c.any(&["board", "railing", "rail", "step", "stair"]) {
            return Some("deck_replace");
        }
        return Some(key);
    }
    if c.any(DECK_FINISH) {
        return Some("deck_stain");
    }
    Some("deck_build")
}

pub(super) fn siding_detail(c: &Ctx) -> Option<&'static str> {
    let material = if c.seq(&["fiber", "cement"]) || c.any(&["hardie", "hardiplank"]) {
        Some("siding_fiber_cement")
    } else if c.seq(&["engineered", "wood"]) || c.has("smartside") {
        Some("siding_engineered_wood")
    } else if c.seq(&["board", "and", "batten"]) {
        Some("siding_board_and_batten")
    } else if c.seq(&["stone", "veneer"]) {
        Some(if c.has("accent") {
            "stone_veneer_accent"
        } else {
            "siding_stone_veneer"
        })
    } else if c.has("cedar") {
        Some("siding_cedar")
    } else if c.any(&["aluminum", "aluminium"]) {
        Some("siding_aluminum")
    } else if c.has("steel") {
        Some("siding_steel")
    } else if c.has("stucco") {
        Some("siding_stucco")
    } else if c.has("brick") {
        Some("siding_brick")
    } else {
        None
    };
    let new = c.replace() || c.any(&["new", "want", "reside", "residing", "all", "whole"]);
    if let Some(material) = material.filter(|_| new) {
        return Some(material);
    }
    if c.any(&["remove", "removal"]) && !c.any(&["new", "replace"]) {
        return Some("siding_removal");
    }
    // "clapboards peeling on the south side": the paint is what failed, not the boards.
    if c.any(&[
        "peeling",
        "flaking",
        "chipping",
        "alligatored",
        "alligatoring",
    ]) && !c.any(&[
        "rot",
        "rotted",
        "rotten",
        "missing",
        "cracked",
        "broken",
        "loose",
        "soft",
        "split",
        "hole",
        "vinyl",
        "aluminum",
        "replace",
        "swollen",
        "swelling",
        "swelled",
        "hardboard",
        "masonite",
        "lp",
        "delaminating",
    ]) {
        return Some("exterior_paint");
    }
    // "they want vinyl siding over the asbestos shingles": the house sided anew.
    if new && c.has("vinyl") && !c.any(&["cracked", "broken", "missing", "loose", "damaged"]) {
        return Some("siding_replace_whole_house");
    }
    if siding(c).is_some() {
        return Some("siding_repair");
    }
    if c.any(&["whole", "all", "house", "reside", "residing", "entire"]) {
        return Some("siding_replace_whole_house");
    }
    Some("siding_replace")
}

pub(super) fn tree_detail(c: &Ctx) -> Option<&'static str> {
    // "upper lvl oak -> refinish": the wood of the floors.
    if c.any(&["refinish", "refinished", "refinishing", "sand", "sanded"]) {
        return Some("hardwood_refinish");
    }
    if c.has("stump") {
        return Some("stump_grinding");
    }
    if let Some(key) = tree(c) {
        return Some(key);
    }
    // "a big maple hanging over the back of the house".
    if c.seq(&["hanging", "over"]) || c.seq(&["hang", "over"]) {
        return Some("tree_trimming");
    }
    if c.any(&[
        "trim",
        "trimmed",
        "trimming",
        "prune",
        "pruning",
        "overhang",
        "overhanging",
        "branch",
        "limb",
    ]) {
        return Some("tree_trimming");
    }
    None
}

pub(super) fn paint_detail(c: &Ctx) -> Option<&'static str> {
    // "the sills have that alligator paint and its an 1885 house so thats lead".
    if c.has("lead") && !c.any(&["no", "not", "free", "negative", "tested", "clear"]) {
        return Some(if c.any(&["test", "testing", "check"]) {
            "lead_testing"
        } else {
            "lead_paint_removal"
        });
    }
    let key = paint(c)?;
    if key == "interior_paint"
        && c.any(&["whole", "entire", "throughout", "everywhere", "all"])
        && !c.any(&["room", "bedroom", "kitchen", "bathroom"])
    {
        return Some("whole_house_repaint_interior");
    }
    Some(key)
}

pub(super) fn asbestos_detail(c: &Ctx) -> Option<&'static str> {
    // "the siding is asbestos shingles cracked in a few spots": a few shingles replaced.
    if c.any(&["siding", "shingle"])
        && c.any(&["cracked", "broken", "missing", "chipped"])
        && !c.any(&["remove", "removed", "abate", "abatement", "replace", "all"])
    {
        return Some("siding_repair");
    }
    asbestos(c).or(Some("asbestos_abatement"))
}

pub(super) fn lead_detail(c: &Ctx) -> Option<&'static str> {
    lead_paint(c).or(Some("lead_testing"))
}

pub(super) fn radon_detail(c: &Ctx) -> Option<&'static str> {
    radon(c).or(Some("radon_testing"))
}

pub(super) fn bathroom_detail(c: &Ctx) -> Option<&'static str> {
    let adding = c.any(&["add", "adding", "another", "addition", "extra"]);
    // ("2nd bath toilet rocks": which bathroom, not a second one wished for.)
    let second = c.any(&["second", "2nd"])
        && !c.any(&["half", "powder"])
        && (c.updates || adding || c.any(&["want", "new"]));
    let suite = c.seq(&["with", "a", "bath"])
        || c.seq(&["with", "a", "bathroom"])
        || c.seq(&["with", "a", "full", "bath"]);
    // "basement bathroom full bath" in the updates box: a full bath where there is none.
    let basement_full = c.updates && c.has("basement") && c.has("full");
    if (adding && c.has("full")) || second || suite || basement_full {
        return Some("bathroom_addition_full");
    }
    if adding && c.any(&["half", "powder"]) && (c.has("addition") || c.seq(&["add", "on"])) {
        return Some("half_bath_addition_new_space");
    }
    if let Some(key) = bathroom(c) {
        if c.any(&["upscale", "luxury", "spa", "high"]) {
            return Some("bathroom_remodel_upscale");
        }
        return Some(key);
    }
    if c.any(&["add", "adding", "another"]) && (c.any(&["half", "powder"]) || c.updates) {
        return Some("half_bath_addition");
    }
    // "they want a um a half bath in the basement", "a new half bath off the porch": one the
    // house does not have yet.
    if c.updates
        && (c.seq(&["a", "half"])
            || c.seq(&["a", "powder"])
            || c.seq(&["new", "half"])
            || c.seq(&["new", "powder"]))
    {
        return Some("half_bath_addition");
    }
    None
}

pub(super) fn evaporative_cooler(c: &Ctx) -> Option<&'static str> {
    if c.any(&["service", "serviced", "clean", "tune", "maintenance"]) {
        Some("hvac_tune_up")
    } else {
        None
    }
}

pub(super) fn garage(c: &Ctx) -> Option<&'static str> {
    if c.any(&["convert", "conversion", "converted"]) {
        return Some("garage_conversion");
    }
    // "one slab sunk about two inches by the garage": the slab is what needs leveling.
    if c.any(&["slab", "apron"]) {
        return concrete(c);
    }
    None
}

pub(super) fn wind_mitigation(_: &Ctx) -> Option<&'static str> {
    Some("wind_mitigation_inspection")
}
