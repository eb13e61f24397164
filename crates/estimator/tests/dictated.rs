//! Scores the estimator on dictated showing notes (`tests/corpus/dictated*.toml`, see the
//! corpus README): notes as browser speech-to-text delivers them, each expected finding named by
//! the words of the note it is about (`says`), the catalog key a human estimator would price it
//! with, and what it is (a repair, an upgrade, or either); and the things the notes say are fine.
//!
//! Three figures per file:
//! - found: expected findings that a drafted item is about (its words contain `says`);
//! - priced: found, priced (a cost, not "needs a quote" or "needs the size") and with the
//!   expected key or one of its `also` keys;
//! - false alarms: "fine" statements that became an item.
//!
//! `ESTIMATOR_CORPUS_VERBOSE=1` prints every miss, unpriced find, false alarm and extra item;
//! `ESTIMATOR_CORPUS_ITEMS=1` also prints every drafted item with its row, quantity and typical
//! cost, to read a file's reports as an agent would.

use std::collections::HashSet;
use std::io::Write;
use std::sync::Arc;

use serde::Deserialize;
use showscribe_application::ports::{DraftRequest, PropertyFacts};
use showscribe_domain::catalog::{
    CostCatalog, CostUnit, RegionalFactors, RoomSizes, square_feet_in,
};
use showscribe_domain::report::{DraftFinding, FindingKind, PricedItem, Pricing, ground};
use showscribe_estimator::BuiltInEstimator;

const CATALOG: &str = include_str!("../../../config/cost-catalog.csv");
const FACTORS: &str = include_str!("../../../config/regional-factors.csv");
const SIZES: &str = include_str!("../../../config/typical-sizes.csv");
const FILES: &[(&str, &str)] = &[
    ("dictated", include_str!("corpus/dictated.toml")),
    ("dictated2", include_str!("corpus/dictated2.toml")),
    ("dictated3", include_str!("corpus/dictated3.toml")),
    ("dictated4", include_str!("corpus/dictated4.toml")),
    ("dictated5", include_str!("corpus/dictated5.toml")),
    ("dictated6", include_str!("corpus/dictated6.toml")),
    ("dictated7", include_str!("corpus/dictated7.toml")),
    ("dictated8", include_str!("corpus/dictated8.toml")),
    ("dictated9", include_str!("corpus/dictated9.toml")),
    ("dictated10", include_str!("corpus/dictated10.toml")),
    ("dictated11", include_str!("corpus/dictated11.toml")),
    ("dictated12", include_str!("corpus/dictated12.toml")),
    ("dictated13", include_str!("corpus/dictated13.toml")),
    ("dictated14", include_str!("corpus/dictated14.toml")),
    ("dictated15", include_str!("corpus/dictated15.toml")),
    ("dictated16", include_str!("corpus/dictated16.toml")),
    ("dictated17", include_str!("corpus/dictated17.toml")),
    ("dictated18", include_str!("corpus/dictated18.toml")),
    ("dictated19", include_str!("corpus/dictated19.toml")),
    ("dictated20", include_str!("corpus/dictated20.toml")),
    ("dictated21", include_str!("corpus/dictated21.toml")),
    ("dictated22", include_str!("corpus/dictated22.toml")),
    ("dictated23", include_str!("corpus/dictated23.toml")),
    ("dictated24", include_str!("corpus/dictated24.toml")),
    ("dictated25", include_str!("corpus/dictated25.toml")),
    ("dictated26", include_str!("corpus/dictated26.toml")),
    ("dictated27", include_str!("corpus/dictated27.toml")),
    ("dictated28", include_str!("corpus/dictated28.toml")),
    ("dictated29", include_str!("corpus/dictated29.toml")),
    ("dictated30", include_str!("corpus/dictated30.toml")),
    ("dictated31", include_str!("corpus/dictated31.toml")),
    ("dictated32", include_str!("corpus/dictated32.toml")),
    ("dictated33", include_str!("corpus/dictated33.toml")),
    ("dictated34", include_str!("corpus/dictated34.toml")),
    ("dictated35", include_str!("corpus/dictated35.toml")),
    ("dictated36", include_str!("corpus/dictated36.toml")),
    ("dictated37", include_str!("corpus/dictated37.toml")),
    ("dictated38", include_str!("corpus/dictated38.toml")),
    ("dictated39", include_str!("corpus/dictated39.toml")),
    ("dictated40", include_str!("corpus/dictated40.toml")),
    ("dictated41", include_str!("corpus/dictated41.toml")),
    ("dictated42", include_str!("corpus/dictated42.toml")),
    ("dictated43", include_str!("corpus/dictated43.toml")),
    ("dictated44", include_str!("corpus/dictated44.toml")),
    ("dictated45", include_str!("corpus/dictated45.toml")),
    ("dictated46", include_str!("corpus/dictated46.toml")),
    ("dictated47", include_str!("corpus/dictated47.toml")),
    ("dictated48", include_str!("corpus/dictated48.toml")),
    ("dictated49", include_str!("corpus/dictated49.toml")),
    ("dictated50", include_str!("corpus/dictated50.toml")),
    ("dictated51", include_str!("corpus/dictated51.toml")),
    ("dictated52", include_str!("corpus/dictated52.toml")),
    ("dictated53", include_str!("corpus/dictated53.toml")),
    ("dictated54", include_str!("corpus/dictated54.toml")),
    ("dictated55", include_str!("corpus/dictated55.toml")),
    ("dictated56", include_str!("corpus/dictated56.toml")),
    ("dictated57", include_str!("corpus/dictated57.toml")),
    ("dictated58", include_str!("corpus/dictated58.toml")),
    ("dictated59", include_str!("corpus/dictated59.toml")),
    ("dictated60", include_str!("corpus/dictated60.toml")),
    ("dictated61", include_str!("corpus/dictated61.toml")),
    ("dictated62", include_str!("corpus/dictated62.toml")),
    ("dictated63", include_str!("corpus/dictated63.toml")),
    ("dictated64", include_str!("corpus/dictated64.toml")),
    ("dictated65", include_str!("corpus/dictated65.toml")),
    ("dictated66", include_str!("corpus/dictated66.toml")),
    ("dictated67", include_str!("corpus/dictated67.toml")),
    ("dictated68", include_str!("corpus/dictated68.toml")),
    ("dictated69", include_str!("corpus/dictated69.toml")),
    ("dictated70", include_str!("corpus/dictated70.toml")),
    ("dictated71", include_str!("corpus/dictated71.toml")),
    ("dictated72", include_str!("corpus/dictated72.toml")),
    ("dictated73", include_str!("corpus/dictated73.toml")),
    ("dictated74", include_str!("corpus/dictated74.toml")),
    ("dictated75", include_str!("corpus/dictated75.toml")),
    ("dictated76", include_str!("corpus/dictated76.toml")),
    ("dictated77", include_str!("corpus/dictated77.toml")),
    ("dictated78", include_str!("corpus/dictated78.toml")),
    ("dictated79", include_str!("corpus/dictated79.toml")),
    ("dictated80", include_str!("corpus/dictated80.toml")),
    ("dictated81", include_str!("corpus/dictated81.toml")),
    ("dictated82", include_str!("corpus/dictated82.toml")),
    ("dictated83", include_str!("corpus/dictated83.toml")),
    ("dictated84", include_str!("corpus/dictated84.toml")),
    ("dictated85", include_str!("corpus/dictated85.toml")),
    ("dictated86", include_str!("corpus/dictated86.toml")),
    ("dictated87", include_str!("corpus/dictated87.toml")),
    ("dictated88", include_str!("corpus/dictated88.toml")),
    ("dictated89", include_str!("corpus/dictated89.toml")),
    ("dictated90", include_str!("corpus/dictated90.toml")),
    ("dictated91", include_str!("corpus/dictated91.toml")),
    ("dictated92", include_str!("corpus/dictated92.toml")),
    ("dictated93", include_str!("corpus/dictated93.toml")),
    ("dictated94", include_str!("corpus/dictated94.toml")),
    ("dictated95", include_str!("corpus/dictated95.toml")),
    ("dictated96", include_str!("corpus/dictated96.toml")),
    ("dictated97", include_str!("corpus/dictated97.toml")),
    ("dictated98", include_str!("corpus/dictated98.toml")),
    ("dictated99", include_str!("corpus/dictated99.toml")),
    ("dictated100", include_str!("corpus/dictated100.toml")),
    ("dictated101", include_str!("corpus/dictated101.toml")),
    ("dictated102", include_str!("corpus/dictated102.toml")),
    ("dictated103", include_str!("corpus/dictated103.toml")),
    ("dictated104", include_str!("corpus/dictated104.toml")),
    ("dictated105", include_str!("corpus/dictated105.toml")),
    ("dictated106", include_str!("corpus/dictated106.toml")),
    ("dictated107", include_str!("corpus/dictated107.toml")),
    ("dictated108", include_str!("corpus/dictated108.toml")),
    ("dictated109", include_str!("corpus/dictated109.toml")),
    ("dictated110", include_str!("corpus/dictated110.toml")),
    ("dictated111", include_str!("corpus/dictated111.toml")),
    ("dictated112", include_str!("corpus/dictated112.toml")),
    ("dictated113", include_str!("corpus/dictated113.toml")),
    ("dictated114", include_str!("corpus/dictated114.toml")),
    ("dictated115", include_str!("corpus/dictated115.toml")),
    ("dictated116", include_str!("corpus/dictated116.toml")),
    ("dictated117", include_str!("corpus/dictated117.toml")),
    ("dictated118", include_str!("corpus/dictated118.toml")),
    ("dictated119", include_str!("corpus/dictated119.toml")),
    ("dictated120", include_str!("corpus/dictated120.toml")),
    ("dictated121", include_str!("corpus/dictated121.toml")),
    ("dictated122", include_str!("corpus/dictated122.toml")),
    ("dictated123", include_str!("corpus/dictated123.toml")),
    ("dictated124", include_str!("corpus/dictated124.toml")),
    ("dictated125", include_str!("corpus/dictated125.toml")),
    ("dictated126", include_str!("corpus/dictated126.toml")),
    ("dictated127", include_str!("corpus/dictated127.toml")),
    ("dictated128", include_str!("corpus/dictated128.toml")),
    ("dictated129", include_str!("corpus/dictated129.toml")),
    ("dictated130", include_str!("corpus/dictated130.toml")),
    ("dictated131", include_str!("corpus/dictated131.toml")),
    ("dictated132", include_str!("corpus/dictated132.toml")),
    ("dictated133", include_str!("corpus/dictated133.toml")),
    ("dictated134", include_str!("corpus/dictated134.toml")),
    ("dictated135", include_str!("corpus/dictated135.toml")),
    ("dictated136", include_str!("corpus/dictated136.toml")),
    ("dictated137", include_str!("corpus/dictated137.toml")),
    ("dictated138", include_str!("corpus/dictated138.toml")),
    ("dictated139", include_str!("corpus/dictated139.toml")),
    ("dictated140", include_str!("corpus/dictated140.toml")),
    ("dictated141", include_str!("corpus/dictated141.toml")),
    ("dictated142", include_str!("corpus/dictated142.toml")),
    ("dictated143", include_str!("corpus/dictated143.toml")),
    ("dictated144", include_str!("corpus/dictated144.toml")),
    ("dictated145", include_str!("corpus/dictated145.toml")),
    ("dictated146", include_str!("corpus/dictated146.toml")),
    ("dictated147", include_str!("corpus/dictated147.toml")),
    ("dictated148", include_str!("corpus/dictated148.toml")),
    ("dictated149", include_str!("corpus/dictated149.toml")),
    ("dictated150", include_str!("corpus/dictated150.toml")),
    ("dictated151", include_str!("corpus/dictated151.toml")),
    ("dictated152", include_str!("corpus/dictated152.toml")),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Corpus {
    note: Vec<Note>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Note {
    id: String,
    address: Option<String>,
    description: Option<String>,
    square_feet: Option<f64>,
    repairs: String,
    #[serde(default)]
    updates: String,
    expect: Vec<Expected>,
    #[serde(default)]
    fine: Vec<Fine>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    key: String,
    kind: String,
    says: String,
    #[serde(default)]
    also: Vec<String>,
    quantity: Option<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Fine {
    says: String,
}

#[derive(Default, Clone, Copy)]
struct Score {
    notes: usize,
    expected: usize,
    found: usize,
    priced: usize,
    kind_right: usize,
    fine: usize,
    false_alarms: usize,
    produced: usize,
    extras: usize,
    /// Priced findings whose expectation gives the count or size the note says.
    sized: usize,
    /// Of those, the ones priced on that count or size.
    sized_right: usize,
    /// Priced findings counted by the piece although the note gives no count ("Panel 100A" is
    /// not a hundred panels).
    invented_counts: usize,
}

impl Score {
    fn add(&mut self, o: Score) {
        self.notes += o.notes;
        self.expected += o.expected;
        self.found += o.found;
        self.priced += o.priced;
        self.kind_right += o.kind_right;
        self.fine += o.fine;
        self.false_alarms += o.false_alarms;
        self.produced += o.produced;
        self.extras += o.extras;
        self.sized += o.sized;
        self.sized_right += o.sized_right;
        self.invented_counts += o.invented_counts;
    }

    fn line(&self, name: &str) -> String {
        format!(
            "estimator dictation ({name}): {} notes, {} expected findings: found {:.1}%, priced {:.1}%, \
             kind right on {:.1}% of found; false alarms {}/{} fine statements ({:.1}%); \
             {} items, {} extra (precision {:.1}%); sizes and counts right on {}/{} priced findings \
             that give one, {} counts made up",
            self.notes,
            self.expected,
            percent(self.found, self.expected),
            percent(self.priced, self.expected),
            percent(self.kind_right, self.found),
            self.false_alarms,
            self.fine,
            percent(self.false_alarms, self.fine),
            self.produced,
            self.extras,
            percent(self.produced - self.extras, self.produced),
            self.sized_right,
            self.sized,
            self.invented_counts,
        )
    }
}

fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        100.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}

/// Lower case, letters and digits only, single spaces, padded: " a b c ".
fn words(text: &str) -> String {
    let mut out = String::from(" ");
    for c in text.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with(' ') {
            out.push(' ');
        }
    }
    if !out.ends_with(' ') {
        out.push(' ');
    }
    out
}

fn about(finding: &DraftFinding, says: &str) -> bool {
    words(&finding.source_text).contains(&words(says))
}

fn kind_name(kind: FindingKind) -> &'static str {
    match kind {
        FindingKind::Repair => "repair",
        FindingKind::Upgrade => "upgrade",
    }
}

struct Reference {
    estimator: BuiltInEstimator,
    catalog: CostCatalog,
    factors: RegionalFactors,
    rooms: RoomSizes,
}

impl Reference {
    fn new() -> Self {
        let catalog = parsed(CostCatalog::parse_csv(CATALOG));
        Self {
            estimator: BuiltInEstimator::new(Arc::new(catalog.clone())),
            catalog,
            factors: parsed(RegionalFactors::parse_csv(FACTORS)),
            rooms: parsed(RoomSizes::parse_csv(SIZES)),
        }
    }

    /// The drafted findings of a note and their priced items.
    fn draft(&self, note: &Note) -> (Vec<DraftFinding>, Vec<PricedItem>) {
        let region = note
            .address
            .as_deref()
            .map_or_else(showscribe_domain::catalog::Region::national, |a| {
                self.factors.region_of(a)
            });
        let draft = self.estimator.draft_notes(&DraftRequest {
            repairs_notes: note.repairs.clone(),
            updates_notes: note.updates.clone(),
            property: PropertyFacts {
                address: note.address.clone(),
                description: note.description.clone(),
                list_price: None,
                region: region.clone(),
            },
        });
        let home_square_feet = note
            .square_feet
            .or_else(|| note.description.as_deref().and_then(square_feet_in));
        let items = ground(
            &draft.findings,
            &Pricing {
                catalog: &self.catalog,
                region: &region,
                rooms: &self.rooms,
                home_square_feet,
            },
        );
        (draft.findings, items)
    }
}

fn score(reference: &Reference, note: &Note, log: &mut Vec<String>) -> Score {
    let (findings, items) = reference.draft(note);
    if std::env::var_os("ESTIMATOR_CORPUS_ITEMS").is_some() {
        for (item, finding) in items.iter().zip(&findings) {
            log.push(format!(
                "  item      {} x{} ${} <- {:?} from {:?}",
                item.catalog_key.as_deref().unwrap_or("-"),
                item.quantity.unwrap_or(1.0),
                item.cost.map_or(0, |c| c.typical.0 / 100),
                item.description,
                finding.source_text
            ));
        }
    }
    let mut s = Score {
        notes: 1,
        expected: note.expect.len(),
        fine: note.fine.len(),
        produced: findings.len(),
        ..Score::default()
    };
    let acceptable = |e: &Expected, i: usize| {
        let key = items[i].catalog_key.as_deref();
        key.is_some_and(|k| k == e.key || e.also.iter().any(|a| a == k))
    };
    // Every (expected, item) pair about the same words; the ones with the right key first.
    let mut pairs: Vec<(bool, usize, usize)> = Vec::new();
    for (ei, e) in note.expect.iter().enumerate() {
        for (fi, f) in findings.iter().enumerate() {
            if about(f, &e.says) {
                pairs.push((acceptable(e, fi), ei, fi));
            }
        }
    }
    pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut matched: Vec<Option<usize>> = vec![None; note.expect.len()];
    let mut used: HashSet<usize> = HashSet::new();
    for (_, ei, fi) in pairs {
        if matched[ei].is_none() && !used.contains(&fi) {
            matched[ei] = Some(fi);
            used.insert(fi);
        }
    }
    for (e, m) in note.expect.iter().zip(&matched) {
        let Some(fi) = *m else {
            log.push(format!("  missed    {} [{}] {:?}", e.key, e.kind, e.says));
            continue;
        };
        s.found += 1;
        let f = &findings[fi];
        if e.kind == "either" || e.kind == kind_name(f.kind) {
            s.kind_right += 1;
        } else {
            log.push(format!(
                "  kind      {} expected {}, got {} <- {:?}",
                e.key,
                e.kind,
                kind_name(f.kind),
                f.source_text
            ));
        }
        if acceptable(e, fi) && items[fi].cost.is_some() {
            s.priced += 1;
            let item = &items[fi];
            let unit = item
                .catalog_key
                .as_deref()
                .and_then(|k| reference.catalog.get(k))
                .map(|c| c.unit);
            let by_piece = unit == Some(CostUnit::Each);
            match e.quantity {
                // A row priced per project takes no size, whatever the note says.
                Some(_) if unit == Some(CostUnit::Project) => {}
                Some(q) => {
                    s.sized += 1;
                    // A piece priced with no count is priced for one.
                    let got = item.quantity.or(by_piece.then_some(1.0));
                    if got.is_some_and(|got| (got - q).abs() < 0.5) {
                        s.sized_right += 1;
                    } else {
                        log.push(format!(
                            "  size      {} expected {q}, got {:?} <- {:?}",
                            e.key, item.quantity, f.source_text
                        ));
                    }
                }
                // (A finding labelled `unpriced` has no row whose unit a count could be labelled
                // in: "i counted five of them" is said, not made up.)
                None if by_piece
                    && e.key != "unpriced"
                    && item.quantity.is_some_and(|got| got > 1.0) =>
                {
                    s.invented_counts += 1;
                    log.push(format!(
                        "  count     {} counted {:?} with no count said <- {:?}",
                        e.key, item.quantity, f.source_text
                    ));
                }
                None => {}
            }
        } else {
            log.push(format!(
                "  unpriced  {} as {} ({}) <- {:?}",
                e.key,
                items[fi].catalog_key.as_deref().unwrap_or("-"),
                items[fi].note.as_deref().unwrap_or("priced"),
                f.source_text
            ));
        }
    }
    for fine in &note.fine {
        let alarm = findings
            .iter()
            .enumerate()
            .find(|(i, f)| !used.contains(i) && about(f, &fine.says));
        if let Some((i, f)) = alarm {
            s.false_alarms += 1;
            used.insert(i);
            log.push(format!(
                "  alarm     {:?} <- {:?}",
                fine.says, f.source_text
            ));
        }
    }
    for (i, f) in findings.iter().enumerate() {
        if !used.contains(&i) {
            s.extras += 1;
            log.push(format!(
                "  extra     {} <- {:?}",
                f.catalog_key.as_deref().unwrap_or("-"),
                f.source_text
            ));
        }
    }
    s
}

fn parsed<T, E: std::fmt::Display>(result: Result<T, E>) -> T {
    match result {
        Ok(value) => value,
        Err(e) => panic!("the reference data does not parse: {e}"),
    }
}

fn corpus(text: &str) -> Corpus {
    match toml::from_str(text) {
        Ok(corpus) => corpus,
        Err(e) => panic!("the dictated corpus does not parse: {e}"),
    }
}

#[test]
fn dictated_notes_are_found_priced_and_fine_statements_left_out() {
    let reference = Reference::new();
    let verbose = std::env::var_os("ESTIMATOR_CORPUS_VERBOSE").is_some();
    let mut lines = Vec::new();
    let mut failures = Vec::new();
    let mut all = Score::default();
    for (name, text) in FILES {
        let mut file = Score::default();
        for note in corpus(text).note {
            let mut log = Vec::new();
            file.add(score(&reference, &note, &mut log));
            if verbose && !log.is_empty() {
                lines.push(format!("{name}/{}:", note.id));
                lines.extend(log);
            }
        }
        lines.push(file.line(name));
        all.add(file);
        let floor = floor(name);
        if file.notes < floor.notes {
            failures.push(format!("{name}: {} notes", file.notes));
        }
        let found = percent(file.found, file.expected);
        if found < floor.found {
            failures.push(format!("{name}: found {found:.1}%"));
        }
        let priced = percent(file.priced, file.expected);
        if priced < floor.priced {
            failures.push(format!("{name}: priced {priced:.1}%"));
        }
        let alarms = percent(file.false_alarms, file.fine);
        if alarms > floor.false_alarms {
            failures.push(format!("{name}: false alarms {alarms:.1}%"));
        }
    }
    // Sizes and counts, over all the files: a count read from a year or an amperage ("Panel 100A"
    // as a hundred panels) multiplies a price many times over.
    // (14: sets 87-92 came in with two, one of them a count of windows where one of two is
    // cracked.)
    // (15: "there are a couple potholes" is now a pothole item, counted two; the writer gave
    // no count. 26: sets 93-98 came in with eleven. 33: sets 105-110 came in with three. 37:
    // sets 111-116 came in with four. 41: sets 123-128 came in with four; sets 129-134 came in
    // with four, and the round's models made up six fewer; sets 135-140 came in with three;
    // sets 141-146 with none; sets 147-152 with two.)
    if all.invented_counts > 41 {
        failures.push(format!("{} counts made up", all.invented_counts));
    }
    // (85.3: sets 81-83 came in with 64 of 77 right, and "Jalousies x6 ... Replace all 6" is
    // found now, priced by the key model, which reads no count.)
    // (85.2: sets 117-122 came in with 69 of 83 right. 85.1: sets 123-128 with 63 of 79.
    // 84.8: with the split model, 9 more priced findings give a size and 2 more are right.
    // 84.7: the key model overruling the rules prices 36 more that give one, 25 of them right.
    // 84.5: sets 129-134 came in with 39 of 51 right; sets 135-140 with 64 of 77. 84.4: "Need 1
    // full furn + AC set on W, E furn replace too" is priced now that "furn" names the furnace,
    // for one furnace of two. 84.5: sets 141-146 came in with 133 of 147 right; sets 147-152 with
    // 45 of 49.)
    if percent(all.sized_right, all.sized) < 84.5 {
        failures.push(format!(
            "sizes and counts right on {} of {}",
            all.sized_right, all.sized
        ));
    }
    let mut err = std::io::stderr();
    for line in &lines {
        let _ = writeln!(err, "{line}");
    }
    assert!(failures.is_empty(), "{}", failures.join("; "));
}

/// The least a file must score: floors just under its current scores (see the corpus README),
/// so that a change that loses ground fails.
struct Floor {
    notes: usize,
    found: f64,
    priced: f64,
    false_alarms: f64,
}

fn floor(name: &str) -> Floor {
    match name {
        "dictated" => Floor {
            notes: 60,
            found: 90.0,
            priced: 63.0,
            false_alarms: 0.0,
        },
        "dictated2" => Floor {
            notes: 36,
            found: 88.5,
            priced: 57.0,
            false_alarms: 2.5,
        },
        "dictated3" => Floor {
            notes: 27,
            found: 91.5,
            priced: 62.0,
            false_alarms: 0.5,
        },
        "dictated4" => Floor {
            notes: 24,
            found: 92.0,
            priced: 63.5,
            false_alarms: 0.5,
        },
        "dictated5" => Floor {
            notes: 22,
            found: 96.0,
            priced: 71.0,
            false_alarms: 0.5,
        },
        "dictated6" => Floor {
            notes: 23,
            found: 94.0,
            priced: 71.5,
            false_alarms: 0.0,
        },
        "dictated7" => Floor {
            notes: 20,
            found: 94.5,
            priced: 77.5,
            false_alarms: 0.5,
        },
        "dictated8" => Floor {
            notes: 20,
            // (99.0 and 90.0: a remark is no longer cut right after "where", so "theres mold on
            // the back wall of the closet where the old roof leaked" runs on into "the roof
            // itself is new ... the leak is fixed" and is read as settled; the mold is still
            // priced, from "the mold is still there" after it.)
            found: 97.0,
            priced: 87.5,
            false_alarms: 0.0,
        },
        "dictated9" => Floor {
            notes: 20,
            found: 88.0,
            priced: 75.5,
            false_alarms: 0.0,
        },
        "dictated10" => Floor {
            notes: 20,
            found: 90.0,
            priced: 66.5,
            false_alarms: 0.0,
        },
        "dictated11" => Floor {
            notes: 20,
            found: 92.0,
            priced: 85.0,
            false_alarms: 2.0,
        },
        "dictated12" => Floor {
            notes: 20,
            found: 93.0,
            priced: 74.5,
            false_alarms: 3.5,
        },
        "dictated13" => Floor {
            notes: 20,
            found: 93.5,
            priced: 78.5,
            false_alarms: 2.0,
        },
        "dictated14" => Floor {
            notes: 20,
            found: 89.5,
            priced: 75.5,
            false_alarms: 5.5,
        },
        "dictated15" => Floor {
            notes: 20,
            found: 91.5,
            priced: 71.0,
            false_alarms: 2.0,
        },
        "dictated16" => Floor {
            notes: 20,
            found: 91.0,
            priced: 76.0,
            false_alarms: 3.5,
        },
        "dictated17" => Floor {
            notes: 20,
            found: 94.5,
            priced: 80.0,
            false_alarms: 8.5,
        },
        "dictated18" => Floor {
            notes: 20,
            found: 91.5,
            priced: 76.5,
            false_alarms: 2.0,
        },
        "dictated19" => Floor {
            notes: 20,
            found: 91.0,
            priced: 79.0,
            false_alarms: 6.5,
        },
        "dictated20" => Floor {
            notes: 20,
            found: 86.5,
            priced: 68.0,
            false_alarms: 3.5,
        },
        "dictated21" => Floor {
            notes: 20,
            found: 90.0,
            priced: 71.0,
            false_alarms: 3.5,
        },
        "dictated22" => Floor {
            notes: 20,
            found: 90.5,
            // (76.5: the key model retrained with sets 87-92 no longer prices "the half bath made
            // into a full bath theres room for a shower stall" as a bathroom added.)
            priced: 76.5,
            false_alarms: 1.5,
        },
        "dictated23" => Floor {
            notes: 20,
            found: 90.0,
            priced: 73.0,
            false_alarms: 7.0,
        },
        "dictated24" => Floor {
            notes: 20,
            found: 87.5,
            priced: 66.5,
            false_alarms: 12.0,
        },
        "dictated25" => Floor {
            notes: 20,
            found: 91.0,
            priced: 76.0,
            false_alarms: 0.0,
        },
        "dictated26" => Floor {
            notes: 20,
            found: 90.5,
            priced: 76.5,
            false_alarms: 3.5,
        },
        "dictated27" => Floor {
            notes: 20,
            found: 87.0,
            priced: 70.5,
            false_alarms: 5.5,
        },
        "dictated28" => Floor {
            notes: 20,
            found: 88.5,
            priced: 73.5,
            false_alarms: 7.5,
        },
        "dictated29" => Floor {
            notes: 20,
            found: 87.5,
            priced: 70.0,
            false_alarms: 5.0,
        },
        "dictated30" => Floor {
            notes: 20,
            found: 87.0,
            priced: 75.0,
            false_alarms: 7.0,
        },
        "dictated31" => Floor {
            notes: 20,
            found: 83.5,
            priced: 66.0,
            false_alarms: 8.5,
        },
        "dictated32" => Floor {
            notes: 20,
            found: 87.5,
            priced: 60.0,
            false_alarms: 6.0,
        },
        "dictated33" => Floor {
            notes: 20,
            found: 90.0,
            priced: 75.0,
            false_alarms: 4.0,
        },
        "dictated34" => Floor {
            notes: 20,
            found: 86.0,
            priced: 66.5,
            false_alarms: 14.5,
        },
        // (89.0 until the septic inspection rule: "the septic is due theyll need the inspection"
        // is now priced right, and the scorer's greedy pairing then gives the run-on item that
        // says "septic" first to it instead of to the toyo stove in the same run-on.)
        "dictated35" => Floor {
            notes: 20,
            found: 88.5,
            priced: 68.5,
            false_alarms: 3.5,
        },
        "dictated36" => Floor {
            notes: 20,
            found: 88.5,
            priced: 67.0,
            false_alarms: 9.0,
        },
        "dictated37" => Floor {
            notes: 20,
            found: 86.0,
            priced: 62.5,
            false_alarms: 6.5,
        },
        "dictated38" => Floor {
            notes: 20,
            found: 88.5,
            priced: 61.0,
            false_alarms: 0.0,
        },
        "dictated39" => Floor {
            notes: 20,
            found: 87.0,
            priced: 59.5,
            false_alarms: 13.0,
        },
        "dictated40" => Floor {
            notes: 20,
            found: 83.0,
            priced: 67.5,
            false_alarms: 2.0,
        },
        "dictated41" => Floor {
            notes: 20,
            found: 85.0,
            priced: 67.5,
            false_alarms: 2.5,
        },
        "dictated42" => Floor {
            notes: 20,
            found: 86.5,
            priced: 68.5,
            false_alarms: 0.5,
        },
        "dictated43" => Floor {
            notes: 20,
            found: 85.5,
            priced: 64.0,
            false_alarms: 8.0,
        },
        "dictated44" => Floor {
            notes: 20,
            found: 76.5,
            priced: 62.5,
            false_alarms: 6.5,
        },
        "dictated45" => Floor {
            notes: 20,
            found: 84.0,
            priced: 62.5,
            false_alarms: 8.0,
        },
        "dictated46" => Floor {
            notes: 20,
            found: 85.0,
            priced: 69.0,
            false_alarms: 2.5,
        },
        "dictated47" => Floor {
            notes: 20,
            found: 84.5,
            priced: 64.5,
            false_alarms: 9.0,
        },
        "dictated48" => Floor {
            notes: 20,
            found: 80.0,
            priced: 61.0,
            false_alarms: 8.5,
        },
        // Lowered from 84.0: "the brass light fixtures all gone and some can lights in the
        // kitchen" is read as one replacement, priced as the can lights (see the README).
        "dictated49" => Floor {
            notes: 20,
            found: 83.5,
            priced: 66.0,
            false_alarms: 5.0,
        },
        "dictated50" => Floor {
            notes: 20,
            found: 84.0,
            priced: 63.0,
            false_alarms: 4.0,
        },
        "dictated51" => Floor {
            notes: 20,
            found: 86.0,
            priced: 69.0,
            false_alarms: 2.0,
        },
        "dictated52" => Floor {
            notes: 20,
            found: 87.0,
            priced: 70.5,
            false_alarms: 2.0,
        },
        "dictated53" => Floor {
            notes: 20,
            found: 78.5,
            priced: 56.0,
            false_alarms: 5.0,
        },
        "dictated54" => Floor {
            notes: 20,
            found: 83.5,
            priced: 61.5,
            false_alarms: 5.5,
        },
        "dictated55" => Floor {
            notes: 20,
            found: 85.0,
            priced: 63.0,
            false_alarms: 5.0,
        },
        "dictated56" => Floor {
            notes: 20,
            found: 83.5,
            priced: 60.5,
            false_alarms: 2.5,
        },
        "dictated57" => Floor {
            notes: 20,
            found: 88.0,
            priced: 75.5,
            false_alarms: 6.0,
        },
        "dictated58" => Floor {
            notes: 20,
            found: 86.5,
            priced: 70.5,
            false_alarms: 4.5,
        },
        "dictated59" => Floor {
            notes: 20,
            found: 82.5,
            priced: 65.0,
            false_alarms: 5.5,
        },
        "dictated60" => Floor {
            notes: 20,
            found: 82.5,
            priced: 61.0,
            false_alarms: 12.5,
        },
        "dictated61" => Floor {
            notes: 20,
            found: 87.0,
            priced: 67.0,
            false_alarms: 0.5,
        },
        "dictated62" => Floor {
            notes: 20,
            found: 85.5,
            priced: 65.5,
            false_alarms: 7.0,
        },
        "dictated63" => Floor {
            notes: 20,
            found: 83.5,
            priced: 64.0,
            false_alarms: 7.0,
        },
        "dictated64" => Floor {
            notes: 20,
            found: 82.0,
            priced: 67.5,
            false_alarms: 4.0,
        },
        "dictated65" => Floor {
            notes: 20,
            found: 87.5,
            priced: 69.5,
            false_alarms: 6.5,
        },
        "dictated66" => Floor {
            notes: 20,
            found: 89.0,
            priced: 75.0,
            false_alarms: 4.5,
        },
        // (Found 84.0 to 83.5: a relief valve said after the boiler is the boiler's, so "the
        // radiator is cracked" in the next sentence joins that one boiler repair.)
        "dictated67" => Floor {
            notes: 20,
            found: 83.5,
            priced: 63.5,
            false_alarms: 5.0,
        },
        "dictated68" => Floor {
            notes: 20,
            found: 85.5,
            priced: 60.0,
            false_alarms: 2.5,
        },
        "dictated69" => Floor {
            notes: 20,
            found: 77.5,
            priced: 59.0,
            false_alarms: 15.0,
        },
        // False alarms raised from 9.0: cut at its spoken item labels, one remark of two fine
        // statements ("the coyote fence is falling over nobody cares skip it the septic passed
        // inspection") is no longer hidden inside the item before it (see the README).
        "dictated70" => Floor {
            notes: 20,
            found: 86.0,
            priced: 64.5,
            false_alarms: 6.5,
        },
        "dictated71" => Floor {
            notes: 20,
            found: 90.0,
            priced: 67.5,
            false_alarms: 8.0,
        },
        // Held out: the first scores of commit 9fb81e6, rounded down (see the README).
        "dictated72" => Floor {
            notes: 20,
            found: 74.0,
            priced: 49.0,
            false_alarms: 7.5,
        },
        "dictated73" => Floor {
            notes: 20,
            found: 81.5,
            priced: 62.5,
            false_alarms: 9.0,
        },
        "dictated74" => Floor {
            notes: 20,
            found: 77.0,
            priced: 50.5,
            false_alarms: 12.0,
        },
        // Held out until their first score (commit 334cae6; see the corpus README).
        "dictated75" => Floor {
            notes: 20,
            found: 84.0,
            priced: 55.0,
            false_alarms: 4.5,
        },
        // (Priced 61.7% at its first score; the key model retrained with sets 75-77 prices
        // "the bathroom sink drains slow" and "a new front porch deck" no longer, and is right
        // on others.)
        "dictated76" => Floor {
            notes: 20,
            found: 81.5,
            priced: 60.5,
            false_alarms: 4.5,
        },
        "dictated77" => Floor {
            notes: 20,
            found: 84.5,
            priced: 62.5,
            false_alarms: 4.5,
        },
        // Held out until their first score (commit 94f1edc; see the corpus README).
        "dictated78" => Floor {
            notes: 20,
            found: 75.0,
            priced: 56.0,
            false_alarms: 8.5,
        },
        "dictated79" => Floor {
            notes: 20,
            // (77.0: "the moss has lifted some shingles" is a defect now, and the split cuts there;
            // the "get a roofer out to look at it" after it no longer rides in a run-on item.)
            found: 77.0,
            priced: 56.5,
            false_alarms: 13.0,
        },
        "dictated80" => Floor {
            notes: 20,
            found: 79.0,
            priced: 60.0,
            false_alarms: 9.5,
        },
        "dictated81" => Floor {
            notes: 20,
            found: 80.5,
            priced: 55.5,
            false_alarms: 6.0,
        },
        "dictated82" => Floor {
            notes: 20,
            found: 76.5,
            priced: 60.5,
            false_alarms: 2.5,
        },
        "dictated83" => Floor {
            notes: 20,
            found: 77.5,
            priced: 62.5,
            false_alarms: 10.0,
        },
        "dictated84" => Floor {
            notes: 20,
            found: 76.0,
            priced: 56.0,
            false_alarms: 4.0,
        },
        "dictated85" => Floor {
            notes: 20,
            found: 81.0,
            priced: 61.0,
            false_alarms: 5.5,
        },
        "dictated86" => Floor {
            notes: 20,
            found: 76.0,
            priced: 59.5,
            false_alarms: 4.5,
        },
        "dictated87" => Floor {
            notes: 20,
            found: 81.0,
            priced: 60.0,
            false_alarms: 13.5,
        },
        "dictated88" => Floor {
            notes: 20,
            found: 77.5,
            priced: 63.5,
            false_alarms: 0.5,
        },
        "dictated89" => Floor {
            notes: 20,
            found: 81.0,
            priced: 64.5,
            false_alarms: 6.0,
        },
        "dictated90" => Floor {
            notes: 20,
            found: 79.5,
            priced: 65.5,
            false_alarms: 9.0,
        },
        "dictated91" => Floor {
            notes: 20,
            found: 80.5,
            priced: 66.0,
            false_alarms: 5.5,
        },
        "dictated92" => Floor {
            notes: 20,
            found: 82.0,
            priced: 67.5,
            false_alarms: 10.0,
        },
        "dictated93" => Floor {
            notes: 20,
            found: 80.5,
            priced: 61.0,
            false_alarms: 3.5,
        },
        "dictated94" => Floor {
            notes: 20,
            found: 71.0,
            priced: 58.5,
            false_alarms: 6.5,
        },
        "dictated95" => Floor {
            notes: 20,
            found: 69.0,
            priced: 52.5,
            false_alarms: 3.5,
        },
        "dictated96" => Floor {
            notes: 20,
            found: 70.5,
            priced: 53.5,
            false_alarms: 5.0,
        },
        "dictated97" => Floor {
            notes: 20,
            found: 73.5,
            priced: 57.0,
            false_alarms: 3.0,
        },
        "dictated98" => Floor {
            notes: 20,
            found: 68.0,
            priced: 55.5,
            false_alarms: 5.0,
        },
        "dictated99" => Floor {
            notes: 20,
            found: 68.5,
            priced: 47.5,
            false_alarms: 4.5,
        },
        "dictated100" => Floor {
            notes: 20,
            found: 74.5,
            priced: 61.5,
            false_alarms: 4.5,
        },
        "dictated101" => Floor {
            notes: 20,
            found: 70.5,
            priced: 53.5,
            false_alarms: 5.5,
        },
        "dictated102" => Floor {
            notes: 20,
            found: 74.0,
            priced: 56.0,
            false_alarms: 4.5,
        },
        "dictated103" => Floor {
            notes: 20,
            found: 77.5,
            priced: 64.5,
            false_alarms: 4.0,
        },
        "dictated104" => Floor {
            notes: 20,
            found: 76.5,
            priced: 57.0,
            false_alarms: 4.0,
        },
        "dictated105" => Floor {
            notes: 20,
            found: 74.5,
            priced: 64.5,
            false_alarms: 6.5,
        },
        "dictated106" => Floor {
            notes: 20,
            found: 77.5,
            priced: 65.5,
            false_alarms: 11.5,
        },
        "dictated107" => Floor {
            notes: 20,
            found: 67.0,
            priced: 55.5,
            false_alarms: 6.0,
        },
        "dictated108" => Floor {
            notes: 20,
            found: 72.0,
            priced: 58.0,
            false_alarms: 8.5,
        },
        "dictated109" => Floor {
            notes: 20,
            found: 70.5,
            priced: 55.5,
            false_alarms: 9.5,
        },
        "dictated110" => Floor {
            notes: 20,
            found: 73.0,
            priced: 58.5,
            false_alarms: 2.5,
        },
        "dictated111" => Floor {
            notes: 20,
            found: 67.5,
            priced: 59.5,
            false_alarms: 2.0,
        },
        "dictated112" => Floor {
            notes: 20,
            found: 71.5,
            priced: 55.0,
            false_alarms: 4.0,
        },
        "dictated113" => Floor {
            notes: 20,
            found: 68.0,
            priced: 55.0,
            false_alarms: 4.0,
        },
        "dictated114" => Floor {
            notes: 20,
            found: 73.0,
            priced: 63.5,
            false_alarms: 0.5,
        },
        "dictated115" => Floor {
            notes: 20,
            found: 67.0,
            priced: 51.0,
            false_alarms: 7.0,
        },
        "dictated116" => Floor {
            notes: 20,
            found: 71.0,
            priced: 41.5,
            false_alarms: 7.5,
        },
        "dictated117" => Floor {
            notes: 20,
            found: 78.5,
            priced: 58.0,
            false_alarms: 0.5,
        },
        "dictated118" => Floor {
            notes: 20,
            found: 71.0,
            priced: 50.5,
            false_alarms: 8.5,
        },
        "dictated119" => Floor {
            notes: 20,
            found: 84.0,
            priced: 60.5,
            false_alarms: 8.0,
        },
        "dictated120" => Floor {
            notes: 20,
            found: 78.5,
            priced: 55.0,
            false_alarms: 7.0,
        },
        "dictated121" => Floor {
            notes: 20,
            found: 83.0,
            priced: 67.0,
            false_alarms: 2.5,
        },
        "dictated122" => Floor {
            notes: 20,
            found: 78.0,
            priced: 59.5,
            false_alarms: 7.0,
        },
        "dictated123" => Floor {
            notes: 20,
            found: 76.0,
            priced: 51.5,
            false_alarms: 2.5,
        },
        "dictated124" => Floor {
            notes: 20,
            found: 84.5,
            priced: 58.0,
            false_alarms: 11.0,
        },
        "dictated125" => Floor {
            notes: 20,
            found: 79.0,
            priced: 68.5,
            false_alarms: 5.5,
        },
        "dictated126" => Floor {
            notes: 20,
            found: 82.0,
            priced: 61.5,
            false_alarms: 5.5,
        },
        "dictated127" => Floor {
            notes: 20,
            found: 71.0,
            priced: 55.0,
            false_alarms: 10.5,
        },
        "dictated128" => Floor {
            notes: 20,
            found: 80.0,
            priced: 48.0,
            false_alarms: 5.0,
        },
        "dictated129" => Floor {
            notes: 20,
            found: 73.5,
            priced: 53.0,
            false_alarms: 8.0,
        },
        "dictated130" => Floor {
            notes: 20,
            found: 76.5,
            priced: 59.5,
            false_alarms: 2.0,
        },
        "dictated131" => Floor {
            notes: 20,
            found: 74.5,
            priced: 58.0,
            false_alarms: 16.0,
        },
        "dictated132" => Floor {
            notes: 20,
            found: 80.0,
            priced: 66.0,
            false_alarms: 3.5,
        },
        "dictated133" => Floor {
            notes: 20,
            found: 71.0,
            priced: 49.0,
            false_alarms: 13.5,
        },
        "dictated134" => Floor {
            notes: 20,
            found: 80.0,
            priced: 61.0,
            false_alarms: 10.5,
        },
        "dictated135" => Floor {
            notes: 20,
            found: 81.5,
            priced: 67.5,
            false_alarms: 17.5,
        },
        "dictated136" => Floor {
            notes: 20,
            found: 85.0,
            priced: 73.0,
            false_alarms: 5.0,
        },
        "dictated137" => Floor {
            notes: 20,
            found: 78.0,
            priced: 61.5,
            false_alarms: 2.5,
        },
        "dictated138" => Floor {
            notes: 20,
            found: 73.0,
            priced: 54.5,
            false_alarms: 7.5,
        },
        "dictated139" => Floor {
            notes: 20,
            found: 76.0,
            priced: 60.0,
            false_alarms: 7.5,
        },
        "dictated140" => Floor {
            notes: 20,
            found: 84.5,
            priced: 64.5,
            false_alarms: 3.0,
        },
        "dictated141" => Floor {
            notes: 20,
            found: 70.0,
            priced: 57.0,
            false_alarms: 0.0,
        },
        "dictated142" => Floor {
            notes: 20,
            found: 75.5,
            priced: 60.0,
            false_alarms: 6.0,
        },
        "dictated143" => Floor {
            notes: 20,
            found: 74.5,
            priced: 55.0,
            false_alarms: 10.0,
        },
        "dictated144" => Floor {
            notes: 20,
            found: 74.0,
            priced: 52.0,
            false_alarms: 4.0,
        },
        "dictated145" => Floor {
            notes: 20,
            found: 77.0,
            priced: 67.0,
            false_alarms: 5.5,
        },
        "dictated146" => Floor {
            notes: 20,
            found: 78.0,
            priced: 55.0,
            false_alarms: 4.0,
        },
        "dictated147" => Floor {
            notes: 20,
            found: 87.0,
            priced: 74.0,
            false_alarms: 4.0,
        },
        "dictated148" => Floor {
            notes: 20,
            found: 88.0,
            priced: 66.5,
            false_alarms: 6.5,
        },
        "dictated149" => Floor {
            notes: 20,
            found: 69.5,
            priced: 56.0,
            false_alarms: 4.0,
        },
        "dictated150" => Floor {
            notes: 20,
            found: 59.5,
            priced: 46.5,
            false_alarms: 4.0,
        },
        "dictated151" => Floor {
            notes: 20,
            found: 88.5,
            priced: 72.0,
            false_alarms: 6.0,
        },
        "dictated152" => Floor {
            notes: 20,
            found: 82.5,
            priced: 69.5,
            false_alarms: 7.5,
        },
        _ => panic!("no floor for {name}"),
    }
}

#[test]
fn expectations_name_catalog_keys_and_words_of_their_note() {
    let catalog = parsed(CostCatalog::parse_csv(CATALOG));
    let mut ids = HashSet::new();
    for (name, text) in FILES {
        let mut uncatalogued = 0;
        let mut expected = 0;
        for note in corpus(text).note {
            assert!(ids.insert(note.id.clone()), "duplicate id {}", note.id);
            let text = words(&format!("{} {}", note.repairs, note.updates));
            for e in &note.expect {
                // A key the catalog has no row for names the item a human estimator would price
                // the finding with; the finding then cannot be priced, and the score says so.
                for key in std::iter::once(&e.key).chain(&e.also) {
                    let snake = key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
                    assert!(
                        snake && !key.is_empty(),
                        "{name}/{}: bad key {key:?}",
                        note.id
                    );
                }
                let priceable = std::iter::once(&e.key)
                    .chain(&e.also)
                    .any(|k| catalog.get(k).is_some());
                expected += 1;
                if e.key != "unpriced" && !priceable {
                    uncatalogued += 1;
                }
                assert!(["repair", "upgrade", "either"].contains(&e.kind.as_str()));
                assert!(text.contains(&words(&e.says)), "{}: {:?}", note.id, e.says);
                assert!(e.quantity.is_none_or(|q| q > 0.0));
            }
            for f in &note.fine {
                assert!(text.contains(&words(&f.says)), "{}: {:?}", note.id, f.says);
            }
        }
        let _ = writeln!(
            std::io::stderr(),
            "estimator dictation ({name}): {uncatalogued} of {expected} expected findings name items \
             the catalog has no row for"
        );
    }
}
