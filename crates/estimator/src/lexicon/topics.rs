//! The topics the estimator recognises: their category, weight, class, the catalog pick and the
//! phrases (with synonyms, misspellings and speech-to-text slips) that name them. Data.

use super::picks::*;
use super::{Class, TopicDef};

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
    topic!("gas", "Safety", 8, Hazard, gas, "shut off and evaluation by the gas utility or a licensed plumber recommended", [
        "gas leak", "gas smell", "smell gas", "smell of gas", "smells like gas", "smelled gas",
        "odor of gas", "gas odor", "natural gas smell", "propane smell", "gas line", "gas pipe",
        "gas meter", "gas valve", "gas shutoff", "gas shut off", "gas connector", "flex line",
    ]),
    topic!("carbon_monoxide", "Safety", 4, Hazard, combustion, "evaluation by a licensed HVAC technician recommended", [
        "carbon monoxide", "backdraft", "back draft", "backdrafting", "back drafting",
    ]),
    topic!("mold", "Environmental", 7, Hazard, mold, "professional remediation recommended", [
        "mold", "mould", "moldy", "mouldy", "mildew", "mildewed", "black mold", "black stuff", "fungus",
        "ceiling is black", "wall is black", "walls are black", "grout is black", "turned black",
        "gone black",
        "fungal growth", "microbial growth", "mold like", "moldlike", "mold growth",
        "black spots", "black spotting",
    ]),
    topic!("radon", "Environmental", 7, Hazard, radon_detail, "mitigation recommended", [
        "radon", "ray don", "radon gas", "radon level", "radon test", "radon mitigation",
    ]),
    topic!("asbestos", "Environmental", 7, Hazard, asbestos_detail, "testing by a licensed inspector recommended", [
        "asbestos", "asbestus", "asbesto", "vermiculite", "transite", "asbestos tile",
        "asbestos wrap", "asbestos siding", "as best as wrap", "as best as tape", "as best as tile", "asbestos shingle", "asbestos shingles",
    ]),
    topic!("lead_paint", "Environmental", 7, Hazard, lead_detail, "abatement by a certified contractor recommended", [
        "lead paint", "lead based paint", "lead base paint", "lead based", "lead-based", "lead safe",
        "for lead", "lead test", "lead testing", "lead inspection",
        // Said as heard: "a led paint sert".
        "led paint", "lead cert", "lead paint cert", "led paint cert", "lead certificate",
    ]),
    topic!("oil_tank", "Environmental", 5, Hazard, oil_tank, "a tank sweep and removal quote recommended", [
        "oil tank", "buried tank", "underground tank", "ust", "heating oil tank", "oil thank",
        "tank buried",
    ]),
    // Structure
    topic!("foundation", "Structure", 6, System, foundation, "evaluation by a structural engineer recommended", [
        "not bolted", "bolted to the foundation",
        "bsmt wall", "seismic retrofit", "anchor bolts", "anchor bolt",
        "foundation", "slab crack", "cracked slab", "crack in the slab", "stem wall", "footing", "slap crack", "cracked slap", "crack in the slap",
        "slab has a crack", "slab is cracked",
        "settling", "settlement", "pier and beam", "bowing wall", "bowed wall", "basement wall",
        "foundation wall", "block wall", "structural crack", "step crack", "stair step crack",
        "structural engineer", "foundation company", "foundation repair", "pier", "piling",
        "step cracking", "stair step cracking", "step cracks",
        "foundation pier",
    ]),
    topic!("framing", "Structure", 5, System, framing, "evaluation by a structural engineer or framing contractor recommended", [
        "joist", "floor joist", "beam", "rafter", "sill plate", "subfloor", "sub floor",
        // Joists as dictation hears them: "the joyce under the hall bath are sagging" (after
        // "the" or "floor" only: Joyce is also a buyer).
        "the joyce", "floor joyce",
        // "the kitchen floor has a soft spot in front of the sink".
        "floor has a soft spot", "floor is soft", "soft spot in the floor",
        // "the mudroom floor is rotted by the door".
        "floor is rotted", "floor is rotten", "floor is rotting", "rotted floor", "rotten floor",
        "floor rotted",
        // "floors are bouncy in the hall", "the kitchen floor bounces".
        "bouncy floor", "bouncy floors", "floor is bouncy", "floors are bouncy", "floor bounces",
        "floors bounce", "floor is springy", "floors are springy",
        "sagging floor", "sagging ceiling", "support post", "load bearing",
        // "the floor slopes toward the fireplace": the structure under it, not the yard.
        "floor slopes", "floors slope", "floor is sloped", "floors are sloped", "floor is sloping",
        "sloping floor", "sloping floors", "sloped floor", "sloped floors", "floor sags",
        "floor is sagging",
        "structural", "header", "sistered", "truss",
    ]),
    topic!("basement_water", "Structure", 4, System, basement_water, "waterproofing recommended", [
        "efflorescence", "efflor", "floor essence", "wet basement", "water in the basement", "basement leak",
        "basement leaks", "basement water", "damp basement", "basement flood", "basement floods",
        "basement flooding", "basement take water", "basement takes water", "water intrusion",
        "seepage", "seeping", "waterproofing", "waterproof", "water proofing", "basement is wet",
        "cove joint",
    ]),
    topic!("crawl_space", "Structure", 4, Place, crawl_space, "moisture control recommended", [
        "crawl space", "crawlspace", "crawl", "cral space", "cral",
    ]),
    topic!("encapsulation", "Structure", 5, System, encapsulation, "encapsulation recommended", [
        "encapsulate", "encapsulation", "encapsulated", "vapor barrier", "vapour barrier",
    ]),
    topic!("retaining_wall", "Exterior", 4, System, retaining_wall, "evaluation by a masonry or structural contractor recommended", [
        "retaining wall", "rockery", "rockery wall", "railroad tie wall", "tie wall",
    ]),
    // Roof and exterior
    topic!("roof", "Roof", 5, System, roof_detail, "repair by a licensed roofer recommended", [
        "ice damming",
        "foam roof", "spray foam roof", "hail", "hail damage", "hail hits", "hale damage",
        "roof", "roofing", "shingle", "reroof", "re roof", "roof leak", "leaking roof",
        "roof covering", "asphalt shingle", "composition shingle", "comp shingle", "roof line",
        "flashing", "ice dam", "ice damn", "roof deck", "roof decking", "roof sheathing", "roof vent", "boot",
        "pipe boot", "ridge cap",
        "granule", "granule loss",
        "shake roof", "cedar shake roof", "wood shake roof", "shake shingle",
        "3 tab", "three tab",
        // Pieces of a slate or tile roof said without the roof: "a few slates slipped on the
        // north side", "some tiles slipped on the south slope".
        "slate roof", "slate slipped", "slipped slate", "slate missing", "missing slate",
        "slate slipping", "tile slipped", "slipped tile", "tile slipping",
    ]),
    topic!("gutter", "Exterior", 4, System, gutter, "repair or replacement by a gutter contractor recommended", [
        "gutter guard", "leaf guard", "leaf guards", "leafguard",
        "gutter", "downspout", "down spout", "eavestrough", "leader", "gutter guard", "canale",
        "scupper", "pine needles", "pine needle", "gutta", "guttr", "eave trough", "eaves trough",
        "box gutter", "built in gutter", "dwnspt", "dnspt", "dwnspout", "dnspout",
    ]),
    topic!("soffit", "Exterior", 3, System, soffit, "repair recommended", [
        "soffit", "fascia", "eave", "rafter tail", "fascia board",
        // Said as heard: "the soffet is hanging down", "facia board".
        "soffet", "sofit", "facia", "facia board", "soffit panel", "soffet panel",
    ]),
    topic!("chimney", "Exterior", 5, System, chimney_detail, "evaluation by a chimney professional recommended", [
        "chimney inspection", "level 2 inspection", "level two inspection",
        "unlined", "unlined chimney",
        "chimney liner", "liner", "chimney flashing",
        "chimney", "chimley", "chimny", "flue", "chimney cap", "chimney crown", "crown",
        // "no spark arrestor on top": the cap's screen, required where fires burn.
        "spark arrestor", "spark arrester", "spark arrestor screen", "spark arrester screen",
        "spark screen", "chase cap",
        "creosote", "chimney sweep",
    ]),
    topic!("heat_tape", "Roof", 4, System, none, "repair by an electrician or roofer recommended", [
        "heat tape", "heat cable", "heat trace", "roof heat cable", "de icing cable",
    ]),
    topic!("storm_shelter", "Exterior", 4, System, none, "a quote from a storm shelter installer recommended", [
        "storm shelter", "tornado shelter", "storm cellar", "safe room", "saferoom",
    ]),
    topic!("skirting", "Exterior", 4, System, none, "repair recommended", [
        "skirting", "lattice skirting", "vinyl skirting", "underpinning",
    ]),
    topic!("window_well", "Exterior", 4, System, none, "repair recommended", [
        "window well", "window well cover", "egress well",
    ]),
    topic!("skylight", "Roof", 4, System, skylight, "repair recommended", ["skylight", "sky light"]),
    topic!("siding", "Exterior", 4, System, siding_detail, "repair recommended", [
        "fiber cement", "board and batten", "stone veneer",
        "siding", "vinyl siding", "wood siding", "hardie", "hardiplank", "hardie board",
        "clapboard", "lap siding", "cladding", "t1 11", "t 111", "tee one eleven", "t one eleven", "cedar shake", "shake siding",
    ]),
    topic!("stucco", "Exterior", 4, System, stucco, "repair recommended", [
        "stucco", "eifs", "synthetic stucco",
        // Said as heard: "the stuck o by the garage".
        "stuck o", "stuck oh", "stucko", "stoke oh", "stoke o", "stoke",
    ]),
    topic!("masonry", "Exterior", 3, System, masonry, "repair by a mason recommended", [
        "parapet", "parapet wall",
        "brick", "mortar", "masonry", "spalling", "stoop", "brownstone", "stone veneer",
        "tuckpointing", "tuck pointing", "tuckpoint", "repointing", "repoint", "facade",
        "parging", "parge", "parge coat",
    ]),
    topic!("rot", "Exterior", 2, System, rot, "repair recommended", [
        "rot", "wood rot", "dry rot", "rotted", "rotten", "rotting",
    ]),
    topic!("trim", "Exterior", 2, Finish, trim, "repair recommended", [
        "trim", "exterior trim", "baseboard", "crown molding", "molding", "moulding", "casing",
        "sill", "sills",
    ]),
    topic!("exterior_paint", "Exterior", 5, Finish, paint, "repainting recommended", [
        "exterior paint", "paint the exterior", "paint outside", "exterior painting",
    ]),
    topic!("paint", "Interior", 5, Finish, paint_detail, "repainting recommended", [
        "interior painted", "painted inside",
        "paint", "painting", "repaint", "repainting", "fresh paint", "new paint", "paint job",
        "interior paint", "peeling paint",
    ]),
    topic!("deck", "Exterior", 4, System, deck_detail, "repair recommended", [
        "deck", "decking", "deck board", "deck railing", "deck stair", "deck step", "deck rail",
        "ledger",
    ]),
    topic!("patio", "Exterior", 4, Finish, patio, "repair recommended", [
        "screen porch", "screen panel", "carport",
        "patio", "porch", "pergola", "sunroom", "sun room", "gazebo", "screened porch",
        "outdoor kitchen", "screen enclosure", "pool cage", "lanai", "porch roof", "porch post",
        "porch column", "porch floor", "concrete patio", "piazza", "veranda", "pool deck",
        "ramada", "shade structure", "cabana", "three season room", "three season porch",
        "lanai screen", "screen room",
        "four season room", "3 season room",
    ]),
    topic!("fence", "Exterior", 4, System, fence, "repair or replacement by a fencing contractor recommended", [
        "fence", "fencing", "gate", "privacy fence",
    ]),
    topic!("driveway", "Exterior", 4, System, driveway, "repair or replacement recommended", [
        "trip hazard", "blacktop", "walk way", "side walk",
        "driveway", "drive way", "walkway", "sidewalk", "front walk", "concrete", "asphalt",
        "drvwy", "drwy",
        "garage slab", "garage floor", "patio slab", "pavers", "paver", "paver patio",
        "pothole",
    ]),
    topic!("drainage", "Exterior", 3, System, drainage, "grading or drainage correction recommended", [
        "graded toward", "slopes toward the house", "slope toward the house", "grade slope", "slopes toward", "sloped toward",
        "drainage", "grading", "regrade", "regrading", "negative grade", "negative grading",
        "pooling", "pool of water", "water pool", "soggy", "swale", "standing water",
    ]),
    topic!("french_drain", "Exterior", 5, System, french_drain, "drainage correction recommended", [
        "french drain", "drain tile", "curtain drain",
    ]),
    topic!("tree", "Landscaping", 4, System, tree_detail, "evaluation by an arborist recommended", [
        "dead pine", "dead oak", "pine", "come down",
        "tree", "stump", "limb", "branch", "dead tree", "oak", "live oak", "oak tree", "pine tree",
        "maple tree", "palm", "palm tree", "elm", "cottonwood", "sycamore", "evergreen",
        "ponderosa", "silver maple", "spruce", "aspen", "willow", "cedar tree", "lodgepole",
        "maple", "birch", "walnut", "hickory", "poplar", "magnolia", "locust", "sweetgum",
        "eucalyptus", "pecan", "pecan tree", "box elder", "ash tree", "hackberry", "mesquite",
        "water oak", "cedar trees", "seeder trees", "dead pecan",
    ]),
    topic!("landscaping", "Landscaping", 2, Finish, landscaping, "landscaping quote recommended", [
        "artificial grass", "fake grass", "synthetic turf",
        "desert plants", "desert landscaping",
        "landscaping", "landscape", "yard", "backyard", "back yard", "front yard", "lawn", "sod",
        "turf", "artificial turf", "shrub", "bush", "hedge", "mulch", "xeriscape", "xeriscaping",
        "garden", "planter", "juniper", "junipers", "arborvitae", "boxwood",
    ]),
    topic!("irrigation", "Landscaping", 4, System, irrigation, "repair recommended", [
        "irrigation", "sprinkler", "sprinkler system", "drip system",
    ]),
    topic!("pool", "Pool", 4, System, pool, "evaluation by a pool contractor recommended", [
        "above ground pool", "fill in the pool", "remove the pool", "pool removal",
        "pool liner", "pool light", "skimmer", "pool tile", "coping", "pull light", "pull heater", "pull pump", "pull filter", "pull equipment", "pull surface", "pull tile", "pull plaster",
        "pool resurfacing", "replaster", "pool surface",
        "pool", "pool pump", "pool heater", "pool equipment", "pool plaster", "hot tub", "spa",
        "pool filter", "de grid", "filter grid", "pool heat pump", "solar heat for the pool", "solar pool heat",
        "solar pool heater",
    ]),
    // Windows and doors
    topic!("window", "Windows & Doors", 4, System, window_detail, "replacement recommended", [
        "window screen", "window screens", "screens", "egress window", "egress",
        "window", "window pane", "pane", "double pane", "single pane", "window seal",
        "failed seal", "broken seal", "fogged", "foggy", "sash", "storm window", "glass block",
        "picture window", "bay window", "impact window", "thermopane",
    ]),
    topic!("entry_door", "Windows & Doors", 4, System, entry_door_detail, "repair or replacement recommended", [
        "front door", "entry door", "exterior door", "back door", "side door", "door to the garage",
        "garage entry door", "outside door", "arctic entry",
    ]),
    topic!("door", "Windows & Doors", 2, System, door, "repair recommended", [
        "six panel", "6 panel", "panel door", "interior doors",
        "door lock", "lock", "front door lock", "rekey", "re key",
        "door", "interior door", "closet door", "bifold", "pocket door", "door knob", "doorknob",
        "hinge", "deadbolt", "door frame", "jamb", "weatherstripping", "weather stripping",
        "sliding door", "sliding glass door", "patio door", "slider", "french door", "storm door",
        "screen door", "barn door",
    ]),
    topic!("garage_door", "Windows & Doors", 5, System, garage_door_detail, "repair recommended", [
        "garage door", "overhead door", "garage door spring", "garage door panel",
    ]),
    topic!("garage_opener", "Windows & Doors", 5, System, garage_opener, "repair or replacement recommended", [
        "garage door opener", "opener", "garage opener",
    ]),
    // Electrical
    topic!("panel", "Electrical", 6, Hazard, panel, "evaluation by a licensed electrician recommended", [
        "meter base", "meter box", "meter can", "electric meter", "main breaker",
        "federal pacific panel", "stab lock", "zinc co", "zinc o", "zinsco panel", "pushmatic", "split bus", "double tap breaker", "double taps", "fpe panel", "breaker", "breakers",
        "electrical panel", "panel", "breaker box", "breaker panel", "fuse box", "fuse panel",
        "fuse", "service panel", "main panel", "subpanel", "sub panel", "federal pacific", "fpe",
        "zinsco", "stab lok", "stablok", "challenger", "double tap", "double tapped",
        "fed pac", "fed pacific", "electric panel",
        "service upgrade", "200 amp", "100 amp", "60 amp", "electrical service",
        "hundred amp", "sixty amp", "amp service",
    ]),
    topic!("wiring", "Electrical", 6, Hazard, wiring_detail, "evaluation by a licensed electrician recommended", [
        "cloth wiring", "old wiring",
        "knob and tube wiring", "cloth wiring", "cloth wire", "two prong outlet", "2 prong outlet", "ungrounded outlet", "un grounded", "no ground", "not grounded",
        "wiring", "rewire", "rewiring", "knob and tube", "nob and tube", "knob tube", "k and t",
        "knob in tube", "nob in tube", "knob n tube",
        "aluminum wiring", "aluminum wire", "aluminum branch wiring", "exposed wire",
        "exposed wiring", "open splice", "open junction box", "junction box", "loose wire",
        "live wire", "wire", "scorched", "scorch", "burn mark", "sparking", "spark", "ungrounded",
        "two prong", "2 prong", "reverse polarity", "reversed polarity", "hot neutral reversed",
        "extension cord",
    ]),
    topic!("electrical", "Electrical", 2, System, electrical, "evaluation by a licensed electrician recommended", [
        "electrical", "electric", "electrical system",
    ]),
    topic!("gfci", "Electrical", 5, Hazard, gfci_or_afci, "GFCI protection recommended", [
        "g f i", "gfi outlet",
        "gfci", "gfi", "g f c i", "gfci outlet", "ground fault", "gfci protection",
        // As speech recognition hears "GFCIs": "no g f c eyes", "kitchen no g f c is".
        "g f c eye", "g f c is",
        "gfci breaker", "afci", "arc fault",
        // "3 counter outlets, none GFCI": outlets by the counter, not the countertop.
        "counter outlet", "counter outlets", "countertop outlet",
    ]),
    topic!("outlet", "Electrical", 3, System, outlet, "repair by a licensed electrician recommended", [
        "outlet", "receptacle", "plug", "switch", "light switch", "outlet cover", "cover plate",
        "switch plate", "dimmer",
    ]),
    topic!("light_fixture", "Electrical", 2, Finish, light_fixture, "repair or replacement recommended", [
        "recessed lights", "can lights", "pot lights", "high hats", "flood light", "motion light", "porch light",
        "light fixture", "fixture", "lighting", "recessed light", "recessed lighting", "can light",
        "recessed led", "led can", "wafer light",
        "recessed can", "recessed cans", "recessed lts", "can lts", "pot lts",
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
        "co2 detector", "co monitor", "no co",
        // Spoken letter by letter.
        "c o detector", "c o alarm",
    ]),
    topic!("ev_charger", "Electrical", 4, Finish, ev_charger, "installation quote from a licensed electrician recommended", [
        "level two", "electric vehicle", "tesla",
        "ev charger", "car charger", "level 2 charger", "level two charger", "charging station",
        "tesla charger", "ev charging", "electric car charger", "charger", "ev outlet",
    ]),
    topic!("generator", "Electrical", 4, Finish, generator, "installation quote recommended", [
        "generator", "whole house generator", "standby generator", "transfer switch",
        "generator hookup",
    ]),
    topic!("smart_home", "Electrical", 2, Finish, smart_home, "repair or replacement recommended", [
        "security system", "alarm system", "camera", "doorbell", "ring doorbell", "smart lock",
        "smart home", "wifi", "ethernet", "internet", "intercom",
    ]),
    topic!("ceiling_fan", "Electrical", 3, Finish, ceiling_fan, "repair or replacement recommended", [
        "ceiling fan", "fan", "paddle fan", "sealing fan",
    ]),
    // HVAC
    topic!("hvac", "HVAC", 5, System, hvac_service, "service by a licensed HVAC technician recommended", [
        "ac handler",
        "age vac", "h v a c", "hvac unit", "heating and air conditioning",
        "hvac", "h vac", "hvac system", "heating and cooling", "heating and air", "heat and air",
        "central heat and air", "air handler", "hvac unit", "heating system",
    ]),
    topic!("furnace", "HVAC", 5, System, heating, "service by a licensed HVAC technician recommended", [
        "wall furnace", "floor furnace",
        "furnace", "furnice", "furnance", "furness", "the furnish", "forced air", "gas furnace",
        "furn", "fa furn",
        "heat exchanger", "cracked heat exchanger", "burner", "cracked hx",
    ]),
    topic!("air_conditioner", "HVAC", 5, System, cooling, "service by a licensed HVAC technician recommended", [
        "capacitor", "contactor", "condenser fan", "fan motor", "condensate pump", "ac drain pan", "secondary pan", "secondary drain pan", "overflow pan", "emergency pan", "line set", "lineset", "refrigerant line",
        "ac", "a c", "acs", "air conditioner", "air conditioning", "air con", "central air",
        "central ac", "ac unit", "a c unit", "condenser", "compressor", "condensing unit", "a see", "condense her",
        "evaporator coil", "evap coil", "condensate line", "condensate", "cooling",
        "ac system", "air conditioner unit", "window unit", "window ac", "window ac unit",
        "refrigerated air", "refrigerated ac",
        "coil", "refrigerant", "freon",
    ]),
    topic!("heat_pump", "HVAC", 5, System, heat_pump_detail, "service by a licensed HVAC technician recommended", [
        "switch to heat pump", "switch to a heat pump", "switch to mini split",
        "mini split system", "many split", "many splits",
        "heat pump", "mini split", "minisplit", "mini splits", "ductless", "ductless split",
        "hp outdoor unit", "hp unit",
        "split system",
    ]),
    topic!("flue_pipe", "Safety", 5, Hazard, combustion, "repair by a licensed HVAC technician or plumber recommended", [
        "exhaust pipe", "furnace flew", "flew pipe",
        "flue pipe", "vent pipe", "vent connector", "flue connector", "combustion air",
    ]),
    topic!("evaporative_cooler", "HVAC", 5, System, evaporative_cooler, "service by an HVAC technician recommended", [
        "swamp cooler", "evaporative cooler", "evap cooler",
    ]),
    topic!("boiler", "HVAC", 4, System, boiler, "service by a licensed heating contractor recommended", [
        "hot water baseboard", "baseboard loop",
        "radiant floor", "radiant heat", "radiant heating", "heated floor", "heated floors", "floor heat",
        "boiler", "radiator", "rads", "baseboard heat", "baseboard heater", "hydronic", "steam heat",
        "zone valve",
        "wall heater", "space heater", "heater", "garage heater", "unit heater",
    ]),
    topic!("ducts", "HVAC", 4, System, duct_work, "duct repair recommended", [
        "duct", "ductwork", "duct work", "air duct", "flex duct", "duct cleaning",
        "ac duct", "a c duct", "hvac duct", "supply duct", "return duct",
    ]),
    topic!("thermostat", "HVAC", 4, Finish, thermostat, "installation recommended", [
        "thermostat", "smart thermostat", "nest", "ecobee", "programmable thermostat",
        "tstat", "smart tstat",
    ]),
    topic!("insulation", "Energy", 4, System, insulation_detail, "added insulation recommended", [
        "spray foam", "spray foam insulation", "foam insulation",
        "insulation", "insulate", "blown in", "blown in insulation", "batt", "batt insulation",
        "r value", "r 19", "r 30", "r 38", "r 49", "attic insulation", "insulated", "insul",
        "rock wool", "rockwool",
    ]),
    topic!("solar", "Energy", 5, Finish, solar, "a solar installation quote recommended", [
        "solar", "solar panel", "solar system", "pv", "pv system", "photovoltaic", "solar array",
        "sole are panel", "sole are",
    ]),
    // Plumbing
    topic!("water_heater", "Plumbing", 5, System, water_heater_detail, "replacement recommended", [
        "wh", "hw htr",
        "heat pump water heater", "hybrid water heater",
        "t and p valve", "t and p", "tpr", "tpr valve", "tnp valve", "tp valve", "temperature pressure relief", "pressure relief valve", "relief valve", "expansion tank", "thermal expansion tank", "water heater flue", "discharge pipe", "discharge tube", "discharge line",
        "water heater", "hot water heater", "hot water tank", "water tank", "hwh", "water htr",
        // Heard as said: "the water heeder is in the hall closet".
        "water heeder", "hot water heeder",
        "hw heater", "hw tank",
        "hot water htr",
        "tankless", "tankless water heater", "on demand water heater",
        "hole water heater", "hot water", "water heather", "heater tank",
        "war heater", "hot war heater",
    ]),
    topic!("repipe", "Plumbing", 5, System, repipe, "repiping recommended", [
        "water line is lead", "service line is lead", "water service is lead", "lead service",
        "lead service line", "lead pipe", "lead water line", "lead line",
        "poly butylene", "poly bee", "polly b", "polly bee", "poly beauty lean", "poly beauty", "galvanized pipes", "galvanized supply lines",
        "repipe", "re pipe", "repiping", "polybutylene", "poly b", "poly pipe", "poly line", "polybutylene plumbing",
        "galvanized pipe", "galvanized plumbing", "galvanized supply", "galvanized", "pex",
        "old plumbing", "quest pipe", "galv", "galv pipes", "galv lines", "galv water lines",
        "galv supply",
        "pb supply", "pb pipe", "pb plumbing", "pb line", "qest", "gray poly",
    ]),
    topic!("pipe_leak", "Plumbing", 3, System, pipe_leak, "repair by a licensed plumber recommended", [
        "leak", "leaking", "leaky", "leaks", "drip", "dripping", "pipe", "burst pipe",
        "plumbing leak", "water line", "supply line", "drain line", "p trap", "ptrap",
        "cast iron", "cast iron stack", "stack", "drain pipe", "weeping", "plumbing",
        "slab leak", "slap leak",
    ]),
    topic!("sewer", "Plumbing", 5, System, sewer_detail, "evaluation by a sewer contractor recommended", [
        "sewer camera", "camera the sewer", "scope the sewer", "camera down", "camera scope",
        "camera the line", "camera the main", "scope the line", "scope the main", "scope the drain",
        "sewer", "sewer line", "main line", "main drain", "lateral", "sewer scope", "clay pipe",
        "orangeburg", "root intrusion", "roots in the line", "sewer lateral", "cleanout",
        "clean out",
    ]),
    topic!("septic", "Plumbing", 5, System, septic_detail, "evaluation by a septic contractor recommended", [
        "holding tank", "distribution box", "d box",
        "septic", "septic tank", "leach field", "drain field", "septic system", "leach line",
        "cesspool", "cess pool",
    ]),
    topic!("sump_pump", "Plumbing", 4, System, sump_pump, "installation or replacement by a plumber recommended", [
        "sump pump", "sump", "sum pump", "some pump", "sump pit", "some pit", "ejector pump",
        "float switch",
        "battery backup",
    ]),
    topic!("drain_clog", "Plumbing", 2, System, drain_clog, "drain cleaning recommended", [
        "clog", "clogged", "slow drain", "drain", "drains slow", "backs up", "backup",
        "back up", "snake",
    ]),
    topic!("water_pressure", "Plumbing", 3, System, water_pressure, "evaluation by a licensed plumber recommended", [
        "water pressure", "low pressure", "pressure regulator", "prv", "pressure reducing valve",
    ]),
    topic!("valve", "Plumbing", 2, System, valve, "repair recommended", [
        "angle stop", "angle stops", "supply stop",
        "main shut off", "main shutoff", "main water shutoff", "main valve", "water main",
        "shut off valve", "shutoff valve", "shutoff", "shut off", "valve", "hose bib",
        "hose bibb", "spigot", "sillcock",
    ]),
    topic!("well", "Plumbing", 4, System, well, "evaluation by a well contractor recommended", [
        "well water test", "well test", "water tested", "water test",
        "well pump", "pressure tank", "well water", "well head", "wellhead", "the well",
        "jet pump", "submersible pump", "dug well", "drilled well", "shallow well",
    ]),
    topic!("softener", "Plumbing", 4, Finish, softener, "installation quote recommended", [
        "water softener", "softener", "hard water", "water filtration", "whole house filter",
        "reverse osmosis", "ro system", "water filter",
    ]),
    topic!("toilet", "Plumbing", 4, System, toilet, "repair by a plumber recommended", [
        "rocking toilet", "toilet rock", "toilet base",
        "toilet", "commode", "wax ring", "running toilet", "toilet tank", "toilets",
    ]),
    topic!("faucet", "Plumbing", 4, System, faucet, "repair or replacement recommended", [
        "faucet", "faucets", "shower head", "showerhead", "tub spout", "kitchen faucet",
    ]),
    topic!("sink", "Plumbing", 2, System, sink, "repair recommended", [
        "sink", "kitchen sink", "bathroom sink", "basin", "garbage disposal", "disposal",
    ]),
    topic!("shower", "Bathroom", 3, System, shower, "repair recommended", [
        "shower stall", "curbless shower", "tiled shower",
        "tub to shower", "tub shower conversion", "reglaze", "re glaze", "reglazing", "shower valve", "mixing valve", "shower cartridge", "shower enclosure", "glass door", "frameless",
        "enamel", "tub finish", "tub enamel",
        "shower", "tub", "bathtub", "bath tub", "shower pan", "tub surround", "shower surround",
        "walk in shower", "shower door", "jacuzzi", "jetted tub", "soaking tub",
        "cast iron tub", "garden tub",
    ]),
    topic!("grout", "Bathroom", 2, Finish, grout, "regrouting or recaulking recommended", [
        "grout", "caulk", "caulking", "recaulk", "regrout",
    ]),
    topic!("vanity", "Bathroom", 4, Finish, vanity, "replacement recommended", [
        "vanity", "vanity top", "bathroom vanity", "double vanity",
    ]),
    topic!("exhaust_fan", "Bathroom", 4, System, exhaust_fan, "repair recommended", [
        "exhaust fan", "bath fan", "bathroom fan", "vent fan", "bathroom exhaust",
        "bathroom exhaust fan", "bath exhaust fan", "bathroom vent fan", "bath vent fan",
        // "bath exhaust vents into attic", "a bathroom vent going nowhere".
        "bath exhaust", "bathroom vent", "bath vent",
    ]),
    // Interior
    topic!("drywall", "Interior", 3, Finish, drywall, "patch and paint recommended", [
        "drywall", "dry wall", "sheetrock", "sheet rock", "cheat rock", "gypsum", "wall board", "wallboard",
        "plaster", "nail pop", "hole in the wall", "hole in wall", "drywall crack",
        "crack in the ceiling", "ceiling crack", "crack in the wall", "wall crack",
    ]),
    topic!("water_stain", "Interior", 4, System, water_stain, "locate and repair the source; further evaluation recommended", [
        "stain on ceiling", "ceiling water stain", "brown stain", "water stains",
        "water stain", "water staining", "water spot", "stain on the ceiling", "ceiling stain",
        "water mark", "water line mark", "brown ring",
    ]),
    topic!("water_damage", "Interior", 4, System, water_damage, "locate and repair the source; further evaluation recommended", [
        "water damage", "water damaged", "flood", "flooded", "flooding", "flood damage",
        "previous flooding",
    ]),
    topic!("water_restoration", "Interior", 5, System, water_damage_restoration, "restoration recommended", [
        "water damage restoration", "water mitigation", "water remediation", "dry out",
    ]),
    topic!("popcorn", "Interior", 3, Finish, popcorn, "removal quote recommended", [
        "popcorn", "popcorn ceiling", "acoustic ceiling", "cottage cheese ceiling",
    ]),
    topic!("flooring", "Flooring", 4, Finish, flooring_detail, "replacement recommended", [
        "sheet vinyl",
        "flooring", "new flooring", "floor covering", "lvp", "luxury vinyl", "vinyl plank",
        "laminate", "linoleum", "lino", "vinyl floor", "vinyl flooring", "lvt", "engineered wood",
        "l v p", "l v t",
        "engineered hardwood", "floating floor", "new floor", "new floors", "floors throughout",
    ]),
    topic!("hardwood", "Flooring", 5, Finish, hardwood_detail, "refinishing or replacement recommended", [
        "cypress floor", "cypress floors",
        "heart pine", "wide plank", "pine floors", "fir floors",
        "refinish the floor", "refinish floor", "refinish all the floor", "refinish all floor", "refinish every floor", "refinish the hardwood", "sand and refinish", "floor refinishing", "refinished floor",
        "hardwood", "hard wood", "hardwood floor", "wood floor", "oak floor", "fir floor",
        "hardwoods", "wood flooring", "pine floor",
        // Typed shorthand and the work said after the floor.
        "oak flr", "wood flr", "hardwood flr", "refinish oak", "refinish the oak",
        "hrdwd", "hdwd", "hwd flr", "hw floor", "hw floors",
        "floor refinished", "hardwood refinished", "sanded and refinished",
    ]),
    topic!("carpet", "Flooring", 5, Finish, carpet_detail, "replacement recommended", [
        "carpet", "carpeting", "carpets", "wall to wall", "carpeted",
    ]),
    topic!("tile", "Flooring", 4, Finish, tile_detail, "replacement recommended", [
        "tile", "tiles", "tiling", "tiled", "retile", "backsplash", "back splash",
        "porcelain tile", "ceramic tile", "tile floor", "tile floors", "kitchen backsplash",
        "floor tile", "shower floor tile",
        "kitchen tile", "bathroom tile",
    ]),
    topic!("stairs", "Interior", 3, System, stairs, "repair recommended", [
        "stair", "stairs", "staircase", "stairway", "step", "steps", "tread", "riser",
    ]),
    topic!("railing", "Interior", 5, System, railing, "repair recommended", [
        "grab bars", "iron railing", "iron rail", "wrought iron railing", "iron handrail",
        "handrail", "hand rail", "railing", "rail", "banister", "guardrail", "guard rail",
        "baluster", "spindle", "grab bar", "stair railing", "stair rail", "stair handrail",
    ]),
    topic!("cabinets", "Kitchen", 6, Finish, cabinets, "refinishing or replacement recommended", [
        "cabinet", "cabinets", "cabinetry", "cabs", "kitchen cabs", "cupboard", "kitchen cabinet", "cabinet door",
    ]),
    topic!("countertops", "Kitchen", 6, Finish, countertops, "replacement recommended", [
        "quarts", "granite counters", "quartz counters", "corian", "solid surface", "quartz countertop",
        "countertop", "counter top", "counter", "counters", "granite", "quartz",
        // Typed: "Kitchen laminate cntrs chipped at sink".
        "cntr", "cntrs",
        "butcher block", "laminate counter", "laminate countertop", "formica",
        // "new laminate tops, nothing fancy".
        "laminate tops", "laminate top", "granite tops", "quartz tops", "new tops",
        "kitchen countertop", "kitchen countertops", "kitchen counter", "kitchen counters",
    ]),
    topic!("appliances", "Appliances", 4, Finish, appliances, "repair or replacement recommended", [
        "dw",
        "stainless steel appliances", "stainless steel", "stainless", "over the range microwave", "otr microwave", "dish washer", "stove top", "gas range", "electric range", "double oven", "wall oven", "laundry machines", "new appliances",
        "appliance", "dishwasher", "dishwshr", "fridge", "refrigerator", "range", "stove", "oven",
        "cooktop", "microwave", "washer", "dryer", "washing machine", "range hood", "vent hood",
        "hood vent", "stainless appliance", "washer and dryer", "washer dryer",
        "washer and dryer hookup", "washer dryer hookup", "ice maker", "wine fridge",
        "kitchen appliance", "kitchen appliances",
    ]),
    topic!("dryer_vent", "Safety", 5, Hazard, dryer_vent, "correction recommended (fire hazard)", [
        "dryer is vented", "dryer vented", "vented into the garage",
        "dryer vent", "dryer duct", "dryer exhaust", "lint",
    ]),
    topic!("fireplace", "Interior", 3, System, fireplace, "evaluation by a fireplace professional recommended", [
        "fireplace surround", "mantel", "mantle",
        "fireplace", "firebox", "gas fireplace", "wood stove", "woodstove", "fireplace insert", "would stove",
        "damper", "hearth", "gas log", "gas logs",
    ]),
    topic!("pests", "Environmental", 4, System, pests, "pest control recommended", [
        "mouse dropping", "rodent dropping", "rodents", "mice dropping", "ants", "roaches", "wildlife", "possum", "opossum",
        "mouse", "mice", "rodent", "rat", "rats", "droppings", "squirrel", "raccoon", "coon", "bat",
        "packrat", "pack rat",
        "skunk", "groundhog", "woodchuck", "armadillo", "chipmunk", "rattlesnake",
        "cockroach", "roach", "carpenter ant", "ant", "wasp", "bee", "hornet", "wasp nest",
        "powder post beetle", "powderpost beetle", "wood boring beetle", "beetle",
        "pest", "critter", "animal", "bird nest", "scorpion", "spider", "flea", "bed bug",
        "bedbug", "silverfish", "pest problem",
    ]),
    topic!("termite", "Environmental", 5, System, termites, "treatment by a licensed pest control company recommended", [
        "termite bond", "termite letter", "clearance letter", "termite inspection",
        "new bond", "bond going forward",
        "powder post beetle", "powderpost beetle", "powder post", "wood boring beetle",
        "termite", "termites", "term mite", "termite damage", "wdi", "wdo",
        "wood destroying insect", "wood destroying organism", "mud tube", "mud tubes",
        "subterranean termite", "drywood termite", "frass",
    ]),
    topic!("window_treatments", "Interior", 2, Finish, window_treatments, "replacement recommended", [
        "blind", "blinds", "shade", "shades", "curtain", "window treatment", "shutter",
        "mirror",
    ]),
    topic!("closet", "Interior", 1, Place, closet, "update recommended", [
        "closet", "pantry", "storage",
    ]),
    topic!("built_ins", "Interior", 3, Finish, none, "installation quote recommended", [
        "built in", "built ins", "builtin", "builtins", "shelving", "shelves", "bookcase",
        "bookshelves",
    ]),
    topic!("laundry", "Interior", 2, Place, laundry, "update recommended", [
        "laundry", "laundry room", "laundry hookup", "mudroom", "mud room",
    ]),
    topic!("kitchen", "Kitchen", 2, Place, kitchen, "update recommended", [
        "kitchen", "kitchens",
    ]),
    topic!("bathroom", "Bathroom", 2, Place, bathroom_detail, "update recommended", [
        "bathroom", "bathrooms", "bath", "baths", "master bath", "primary bath", "hall bath",
        "guest bath", "powder room", "half bath", "full bath", "ensuite", "en suite",
    ]),
    topic!("basement", "Interior", 1, Place, basement_detail, "update recommended", [
        "cellar", "cellar floor", "bsmt",
        "basement", "finish the basement", "basement finish", "finished basement",
        "lower level",
        "rec room", "bonus room",
    ]),
    topic!("attic", "Interior", 1, Place, attic, "further evaluation recommended", [
        "attic", "attic fan", "attic ventilation", "ridge vent", "ventilation",
    ]),
    topic!("garage", "Interior", 1, Place, garage, "update recommended", ["garage"]),
    topic!("accessibility", "Interior", 2, Finish, accessibility, "installation quote recommended", [
        "ramp", "stair lift", "chair lift", "wheelchair", "walk in tub",
    ]),
    // Topics the first catalog had no item for.
    topic!("wall_removal", "Interior", 5, Finish, wall_removal, "a quote from a general contractor recommended", [
        "open the kitchen up", "open the kitchen",
        "open floor plan", "open concept", "open up the kitchen", "open it up", "open up the wall",
        "take out the wall", "take down the wall", "knock out the wall", "knock down the wall",
        // "they want the wall between the kitchen and dining room gone".
        "wall between the kitchen", "wall between the dining", "wall between the living",
        "wall between the family",
        "remove the wall", "tear out the wall", "wall removal", "load bearing wall", "take out a wall",
        "knock out a wall", "remove a wall", "open the wall", "kitchen opened up", "opened up",
        "kitchen opened to", "opened to the", "open to the family room",
        "open it up to",
        // "they want the kitchen and dining room wall taken out".
        "wall taken out", "wall torn out", "wall knocked out", "wall knocked down",
        "wall taken down", "wall removed", "wall gone",
    ]),
    topic!("home_inspection", "General", 3, System, home_inspection, "a full home inspection recommended", [
        "full inspection", "home inspection", "general inspection", "whole house inspection",
        "full home inspection",
    ]),
    topic!("junk", "General", 2, Finish, junk, "haul-away recommended", [
        "junk", "debris", "trash", "haul away", "left behind", "hoarder", "junk removal",
    ]),
    topic!("odor", "Interior", 3, System, odor, "odor remediation recommended", [
        "pet odor", "pet smell", "pet urine", "cat urine", "dog smell", "smoke smell",
        "cigarette smell", "cigarette smoke", "smoker", "smoked in", "urine smell", "cat pee",
        "dog pee", "pet stain", "pet stains",
    ]),
    topic!("wallpaper", "Interior", 3, Finish, wallpaper, "removal recommended", [
        "wallpaper", "wall paper", "wallpapered",
    ]),
    topic!("pressure_washing", "Exterior", 3, Finish, pressure_washing, "pressure washing recommended", [
        "pressure wash", "power wash", "pressure washing", "power washing", "pressure washed",
        "power washed",
    ]),
    topic!("dehumidifier", "HVAC", 4, System, dehumidifier, "a dehumidifier recommended", [
        "dehumidifier", "de humidifier", "dehumidification",
    ]),
    topic!("addition", "Interior", 4, Finish, addition, "a quote from a general contractor recommended", [
        "second story", "second floor addition", "pop top", "dormer", "adu", "accessory dwelling", "granny flat", "in law suite", "in law unit", "mother in law suite", "casita", "garage conversion",
        "room addition", "an addition", "add a room", "bump out", "add on a room", "build an addition",
    ]),
    topic!("energy", "Energy", 3, System, energy, "an energy audit recommended", [
        "energy audit", "air sealing", "air seal", "drafty", "air leak", "air leaks",
    ]),
    topic!("surge", "Electrical", 3, Finish, surge, "installation recommended", [
        "surge protector", "surge protection", "whole house surge",
    ]),
    topic!("sauna", "Interior", 4, Finish, none, "a quote from a sauna installer recommended", [
        "sauna", "steam room",
    ]),
    topic!("handyman", "General", 1, Finish, handyman, "repair recommended", [
        "handyman", "punch list", "small fixes", "odds and ends",
    ]),
    topic!("exterior_caulking", "Exterior", 2, Finish, exterior_caulking, "recaulking recommended", [
        "caulk the exterior", "exterior caulking", "exterior caulk", "recaulk the exterior",
    ]),
    topic!("wind_mitigation", "General", 3, System, wind_mitigation, "a wind mitigation inspection recommended", [
        "wind mitigation", "wind mit", "wind mitigation inspection", "wing mitigation",
    ]),
];
