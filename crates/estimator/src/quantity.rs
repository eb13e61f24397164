//! Quantities and sizes: "3 windows", "three windows", "1,200 sq ft", "1.2k sqft",
//! "40 feet of gutter", "6 kW solar". A quantity is only reported when it counts the catalog
//! item's own unit; ages ("15-year-old roof"), tank sizes ("50 gallon") and amperages are not.

use showscribe_domain::catalog::CostUnit;

use crate::text::{parse_number, spoken_year, times_count};
use crate::words::{CONJUNCTIONS, COPULAS};

/// What a number in the notes measures.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Measure {
    Count,
    Area,
    Length,
    Watts,
    /// Years, gallons, amps, tons, inches, percent, degrees, rooms: not a quantity.
    Other,
}

/// The quantity of the catalog item in `unit`, read from a finding's own words.
/// `topic` is where the item is named in `words`.
pub(crate) fn quantity<S: AsRef<str>>(
    words: &[S],
    topic: Option<(usize, usize)>,
    unit: CostUnit,
) -> Option<f64> {
    let refs: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
    let numbers = numbers(&refs);
    let value = match unit {
        CostUnit::Project => None,
        CostUnit::SquareFoot => pick(&numbers, Measure::Area),
        CostUnit::LinearFoot => pick(&numbers, Measure::Length),
        CostUnit::Watt => pick(&numbers, Measure::Watts),
        CostUnit::Each => {
            let topic = topic?;
            count(&refs, &numbers, topic).or_else(|| places(&refs, topic))
        }
    }?;
    let sane = match unit {
        CostUnit::Each => (1.0..=200.0).contains(&value),
        CostUnit::Watt => (500.0..=50_000.0).contains(&value),
        _ => (1.0..=100_000.0).contains(&value),
    };
    sane.then_some(value)
}

/// (index, value, measure) of every number in the words.
fn numbers(words: &[&str]) -> Vec<(usize, f64, Measure)> {
    let mut out = Vec::new();
    let mut skip_to = 0;
    for (i, w) in words.iter().enumerate() {
        if i < skip_to {
            continue;
        }
        // A typed count after the thing: "smoke det x3", "fans x2".
        if let Some(times) = times_count(w) {
            out.push((i, times, Measure::Count));
            continue;
        }
        // A year said aloud ("eighteen ninety five", "twenty nineteen") counts nothing. "Two
        // thousand" is left to be read as a size.
        if *w != "two"
            && let Some((_, len)) = spoken_year(words, i).filter(|(_, len)| *len >= 2)
        {
            out.push((i + len - 1, 0.0, Measure::Other));
            skip_to = i + len;
            continue;
        }
        // "a hundred and forty feet", "a hundred fifty square feet": "a" is one hundred.
        let a_hundred =
            *w == "a" && matches!(words.get(i + 1).copied(), Some("hundred" | "thousand"));
        let Some((mut value, suffix)) = parse_number(w).or(a_hundred.then_some((1.0, ""))) else {
            continue;
        };
        let i_first = i;
        // Spoken numbers run over several words: "four hundred", "twenty five", "twelve
        // hundred", "one thousand two hundred".
        let mut last = i;
        if suffix.is_empty() {
            (value, last) = spoken(words, i, value);
            skip_to = last + 1;
        }
        let i = last;
        // Two sides of a patio or a room: "twelve by sixteen", "12 x 16", "12x16".
        if let Some((area, end)) = dimensions(words, i, value, suffix) {
            out.push((end, area, Measure::Area));
            skip_to = end + 1;
            continue;
        }
        let mut next = words.get(i + 1).copied().unwrap_or("");
        // "twelve twelve years past": a number said twice takes the unit after the second.
        if next == words[i] {
            next = words.get(i + 2).copied().unwrap_or("");
        }
        // The word before the number's first word: "r | twenty two", not "twenty | two".
        let before = if i_first > 0 { words[i_first - 1] } else { "" };
        let unit = if suffix.is_empty() { next } else { suffix };
        let measure = match unit {
            "sqft" | "sf" | "sqf" => Measure::Area,
            "sq" | "square" => Measure::Area,
            "linear" | "lf" | "lnft" | "ft" | "feet" | "foot" | "lin" => Measure::Length,
            "kw" | "kilowatt" => {
                value *= 1_000.0;
                Measure::Watts
            }
            "w" | "watt" => Measure::Watts,
            w if NOT_COUNTED.contains(&w) => Measure::Other,
            // Typed amperage, voltage and tank size: "Panel 100A Zinsco", "a 240v circuit",
            // "Water htr 40g".
            "a" | "amps" | "v" | "volt" | "volts" | "kva" | "g" if !suffix.is_empty() => {
                Measure::Other
            }
            _ => Measure::Count,
        };
        // A bare four-digit number is a year ("from 1996"), as is a year said short in two
        // words ("split level seventy one"): nobody counts forty-odd of anything in a showing.
        // "R-19" is an insulation value, "the old r twenty two" a refrigerant.
        let said_short =
            last == i_first + 1 && (40.0..100.0).contains(&value) && value % 10.0 != 0.0;
        let year_like = suffix.is_empty()
            && ((1900.0..=2100.0).contains(&value) || said_short)
            && measure == Measure::Count;
        let r_value = before == "r";
        // "a level 2 charger", "class 4 shingles", "type 2 panel": a kind, not a count; "item
        // four the electrical panel", "number 3 the gutters": a label ("unit" is not one: "upper
        // unit ~700 sf").
        let a_kind = matches!(
            before,
            "level" | "class" | "type" | "grade" | "category" | "zone" | "item" | "number"
        );
        // "bedroom 3 window glass cracked", "Unit 2 still on fuses": which room or unit,
        // typed, not how many ("the living room six of them", "bath (4 total" count); "2nd fl
        // bath", "3rd bedroom": an ordinal.
        let room_number = last == i_first
            && w.bytes().all(|b| b.is_ascii_digit())
            && !matches!(next, "of" | "total")
            && matches!(
                before,
                "bedroom"
                    | "bdrm"
                    | "br"
                    | "bed"
                    | "room"
                    | "rm"
                    | "bath"
                    | "unit"
                    | "apt"
                    | "apartment"
                    | "suite"
                    | "building"
                    | "bldg"
                    | "lot"
                    | "floor"
                    | "fl"
            );
        let a_label = measure == Measure::Count
            && (room_number || matches!(suffix, "st" | "nd" | "rd" | "th"));
        // "5.2 Water Heater - unit manufactured 2008": an inspection report's item number;
        // nobody counts a fraction of a thing.
        let item_number = measure == Measure::Count && value.fract() != 0.0;
        let measure = if year_like || r_value || a_kind || a_label || item_number {
            Measure::Other
        } else {
            measure
        };
        out.push((i, value, measure));
    }
    out
}

/// The area of two sides said at `words[i]` (a side worth `first`, typed with `suffix`), and
/// the index of the second side's last word: "twelve by sixteen", "12 x 16", "12x16".
fn dimensions(words: &[&str], i: usize, first: f64, suffix: &str) -> Option<(f64, usize)> {
    let whole_side = |v: f64| v.fract() == 0.0 && (2.0..=200.0).contains(&v);
    if !whole_side(first) {
        return None;
    }
    if let Some(second) = suffix.strip_prefix('x') {
        let second: f64 = second.parse().ok()?;
        return whole_side(second).then_some((first * second, i));
    }
    if !suffix.is_empty() || !matches!(words.get(i + 1).copied(), Some("by" | "x")) {
        return None;
    }
    let (second, last) = match parse_number(words.get(i + 2)?)? {
        (v, "") => spoken(words, i + 2, v),
        _ => return None,
    };
    whole_side(second).then_some((first * second, last))
}

/// Units of numbers that count nothing a catalog item is priced by: ages, tank sizes,
/// amperages, rooms of the house.
const NOT_COUNTED: &[&str] = &[
    "year", "yr", "yrs", "gallon", "gal", "amp", "ton", "inch", "in", "percent", "degree",
    "bedroom", "bed", "br", "bath", "bathroom", "story", "mph", "hp", "btu", "seer", "pound", "lb",
    "month", "day", "week", "hour", "minute", "time", "layer", "coat", "car", "zone", "prong",
    "pane", // "the two-wire ungrounded circuits": what kind of circuit, not how many.
    "wire",
    // "gives it a couple more winters", "wants an ev charger (2 teslas": not the thing.
    "winter", "summer", "season", "decade", "tesla", "vehicle", "truck", "kid", "dog",
];

/// Rooms and places a piece of work is listed for, one each: "GFCI missing kit + bath + garage".
const PLACES: &[&str] = &[
    "kitchen",
    "kit",
    "bath",
    "bathroom",
    "garage",
    "basement",
    "bsmt",
    "laundry",
    "bedroom",
    "bdrm",
    "hall",
    "hallway",
    "attic",
    "porch",
    "living",
    "dining",
    "den",
    "office",
    "mudroom",
    "primary",
    "master",
    "powder",
    "exterior",
    "outside",
    "upstairs",
    "downstairs",
];

/// How many places are listed right after the thing, when two or more are joined by "and" or
/// "plus" ("missing kit + bath + garage", "in the kitchen and the laundry"): one piece of work in
/// each. Places said together name one place ("the primary bedroom", "the hall bath").
fn places(words: &[&str], topic: (usize, usize)) -> Option<f64> {
    // "a ceiling fan in each of the three bedrooms", "in all three bedrooms", "in both
    // bedrooms": one in each of the rooms counted.
    let after = &words[topic.1.min(words.len())..(topic.1 + 8).min(words.len())];
    for (j, w) in after.iter().enumerate() {
        let room_at = |k: usize| after.get(k).is_some_and(|r| PLACES.contains(r));
        let number = |k: usize| {
            after
                .get(k)
                .and_then(|n| parse_number(n))
                .filter(|(v, suffix)| suffix.is_empty() && (2.0..=12.0).contains(v))
                .map(|(v, _)| v)
        };
        let each = match *w {
            "both" if room_at(j + 1) || (after.get(j + 1) == Some(&"the") && room_at(j + 2)) => {
                Some(2.0)
            }
            "all" | "every" if number(j + 1).is_some() => number(j + 1).filter(|_| room_at(j + 2)),
            "each" if after.get(j + 1) == Some(&"of") && after.get(j + 2) == Some(&"the") => {
                number(j + 3).filter(|_| room_at(j + 4))
            }
            // "no smoke detectors in the three bedrooms".
            "the" if j > 0 && matches!(after[j - 1], "in" | "for") => {
                number(j + 1).filter(|_| room_at(j + 2))
            }
            // "a ceiling fan in each bedroom three bedrooms": the rooms counted after.
            "each" | "every" if room_at(j + 1) => (j + 2..after.len())
                .find_map(|k| number(k).filter(|_| after.get(k + 1) == after.get(j + 1))),
            _ => None,
        };
        // (Only as the one place named: "GFCI missing kitchen + both baths" lists places.)
        if each.is_some() && !after[..j].iter().any(|w| PLACES.contains(w)) {
            return each;
        }
    }
    // "a ceiling fan in the den and one on the back porch", "and another by the back door": one
    // more of the thing, somewhere else.
    let one_more = after.windows(3).any(|w| {
        w[0] == "and"
            && matches!(w[1], "one" | "another")
            && matches!(
                w[2],
                "in" | "on" | "by" | "at" | "over" | "for" | "out" | "outside"
            )
    });
    if one_more {
        return Some(2.0);
    }
    let mut k = topic.1;
    // The list starts within two words of the thing: "GFCI missing kit", "fans in the kitchen".
    while k < words.len() && k < topic.1 + 3 && !PLACES.contains(&words[k]) {
        k += 1;
    }
    let (mut listed, mut in_place) = (0, false);
    while let Some(&w) = words.get(k) {
        if PLACES.contains(&w) {
            if !in_place {
                listed += 1;
                in_place = true;
            }
        } else if ["and", "plus"].contains(&w) {
            in_place = false;
        } else if !["the", "room", "rooms"].contains(&w) {
            break;
        }
        k += 1;
    }
    (listed >= 2).then_some(f64::from(listed))
}

/// Whether a word ends one thought and starts another (a conjunction, a copula, a spoken pause):
/// a count before it is not about what follows.
fn is_pause(word: &str) -> bool {
    CONJUNCTIONS.contains(&word)
        || COPULAS.contains(&word)
        || ["uh", "um", "er", "ah", "oh", "so", "its", "theres"].contains(&word)
}

/// Words for where something is: a count of them is not a count of the thing.
const WHERE: &[&str] = &[
    "place",
    "places",
    "spot",
    "spots",
    "area",
    "areas",
    "section",
    "sections",
    "location",
    "locations",
    "room",
    "rooms",
    "side",
    "sides",
    "corner",
    "corners",
    "time",
    "times",
];

/// Words that hedge a number said at the end of a remark: "maybe six", "like eight".
const HEDGES: &[&str] = &["like", "maybe", "about", "around", "roughly", "probably"];

/// Whether the number at `i`, the last word, follows "so", "put", "need" or "theres" (maybe
/// with "down" or a hedge between): the count the agent says to price ("none in unit, need 2",
/// "every one of them theres twelve").
fn ends_on_what_to_price(words: &[&str], i: usize) -> bool {
    let mut k = i;
    while k > 0 && (HEDGES.contains(&words[k - 1]) || words[k - 1] == "down") {
        k -= 1;
    }
    k > 0 && matches!(words[k - 1], "so" | "put" | "need" | "needs" | "theres")
}

/// The value of the spoken number that starts at `words[i]` (worth `first`), and the index of
/// its last word.
fn spoken(words: &[&str], i: usize, first: f64) -> (f64, usize) {
    let small = |w: &str| match parse_number(w) {
        Some((v, ""))
            if v < 100.0
                && v.fract() == 0.0
                && !["couple", "pair", "dozen", "few"].contains(&w) =>
        {
            Some(v)
        }
        _ => None,
    };
    if small(words[i]).is_none() && words[i] != "a" && words[i].bytes().any(|b| !b.is_ascii_digit())
    {
        return (first, i);
    }
    let (mut total, mut current, mut last) = (0.0, first, i);
    // A size said with its hundreds left out: "like three fifty square feet", "four twenty
    // five sq ft". Only right before the unit of a size.
    let a_size_unit = |k: usize| {
        words.get(k).is_some_and(|w| {
            matches!(
                *w,
                "square" | "sq" | "sf" | "sqft" | "feet" | "foot" | "ft" | "linear"
            )
        })
    };
    if (1.0..10.0).contains(&first)
        && let Some(tens) = words.get(i + 1).and_then(|w| small(w))
        && (10.0..100.0).contains(&tens)
    {
        let units = words
            .get(i + 2)
            .and_then(|w| small(w))
            .filter(|u| *u < 10.0 && tens % 10.0 == 0.0 && tens >= 20.0);
        let end = if units.is_some() { i + 2 } else { i + 1 };
        if a_size_unit(end + 1) {
            return (first * 100.0 + tens + units.unwrap_or(0.0), end);
        }
    }
    while let Some(next) = words.get(last + 1) {
        match *next {
            "hundred" if current > 0.0 && current < 100.0 => current *= 100.0,
            // "a hundred and forty".
            "and"
                if current >= 100.0
                    && current % 100.0 == 0.0
                    && words.get(last + 2).is_some_and(|w| small(w).is_some()) => {}
            "thousand" if current > 0.0 && current < 1_000.0 => {
                total += current * 1_000.0;
                current = 0.0;
            }
            w => match small(w) {
                // "twenty five", "four hundred fifty", "two thousand five hundred"
                Some(v)
                    if v < 10.0 && current >= 20.0 && current % 10.0 == 0.0 && current < 100.0 =>
                {
                    current += v
                }
                Some(v)
                    if (current == 0.0 && total > 0.0)
                        || (current >= 100.0 && current % 100.0 == 0.0) =>
                {
                    current += v
                }
                _ => break,
            },
        }
        last += 1;
    }
    (total + current, last)
}

fn pick(numbers: &[(usize, f64, Measure)], measure: Measure) -> Option<f64> {
    numbers
        .iter()
        .find(|(_, _, m)| *m == measure)
        .map(|(_, v, _)| *v)
}

/// A count that applies to the topic: "3 windows", "two of the windows", "all 8", "14 of them".
fn count(words: &[&str], numbers: &[(usize, f64, Measure)], topic: (usize, usize)) -> Option<f64> {
    let counts: Vec<&(usize, f64, Measure)> = numbers
        .iter()
        .filter(|(_, _, m)| *m == Measure::Count)
        .collect();
    // "need three more": what is missing is what is counted, whatever the note has already.
    let more = counts
        .iter()
        .find(|(i, _, _)| {
            words.get(i + 1) == Some(&"more")
                && !words.get(i + 2).is_some_and(|w| NOT_COUNTED.contains(w))
        })
        .map(|(_, v, _)| *v);
    if more.is_some() {
        return more;
    }
    // Before the topic, within a few words, with no other number and no pause in between: a
    // year said aloud before a filler ("split level seventy one uh the sump pump") counts
    // nothing.
    let before = counts
        .iter()
        .filter(|(i, _, _)| *i < topic.0 && topic.0 - *i <= 4)
        .max_by_key(|(i, _, _)| *i)
        .filter(|(i, _, _)| !words[i + 1..topic.0].iter().any(|w| is_pause(w)))
        // "sagging in a couple places the water heater ...": the count is of the places.
        .filter(|(i, _, _)| !words.get(i + 1).is_some_and(|w| WHERE.contains(w)))
        // "roots at two joints the furnace is a 1988": a new noun phrase starts between them
        // ("three of the windows" is still a count of them).
        .filter(|(i, _, _)| {
            !(i + 2..topic.0)
                .any(|k| matches!(words[k], "the" | "a" | "an") && words[k - 1] != "of")
        })
        .map(|(_, v, _)| *v);
    if before.is_some() {
        return before;
    }
    // "both toilets", "both hall bath GFCIs are dead": two of them ("both the furnace and the
    // AC" names two things, one each).
    let both = words[topic.0.saturating_sub(3)..topic.0].contains(&"both")
        && !words[topic.1..(topic.1 + 3).min(words.len())].contains(&"and")
        && !words[topic.0.saturating_sub(3)..topic.0]
            .iter()
            .any(|w| is_pause(w));
    if both {
        return Some(2.0);
    }
    // "Two of the bathroom outlets aren't GFCI": a remark that opens on how many of them.
    let opening = counts
        .iter()
        .find(|(i, _, _)| {
            *i == 0 && *i < topic.0 && words.get(1) == Some(&"of") && words.get(2) == Some(&"the")
        })
        .map(|(_, v, _)| *v);
    if opening.is_some() {
        return opening;
    }
    let head = topic.1.checked_sub(1).and_then(|h| words.get(h));
    // After the topic: "all 8", "14 of them", "x3", "(3)", the thing named again ("new windows
    // on the main floor like eight windows"), or a hedged number that ends the remark
    // ("recessed lights in the living room maybe six").
    counts
        .iter()
        .find(|(i, _, _)| {
            *i >= topic.1
                && (words
                    .get(i.wrapping_sub(1))
                    .is_some_and(|w| ["all", "total", "x"].contains(w))
                    || times_count(words[*i]).is_some()
                    || (words.get(i + 1).is_some() && words.get(i + 1) == head)
                    || (*i + 1 == words.len()
                        && *i > topic.1
                        && HEDGES.contains(&words[i - 1])
                        && !words[topic.1..i - 1].iter().any(|w| is_pause(w)))
                    // "6 total", "(4 total": the count of them said after.
                    || (*i > topic.1 && words.get(i + 1) == Some(&"total"))
                    // "the inspector counted six with failed seals", "i counted eleven".
                    || (*i > topic.1 && words[i - 1] == "counted")
                    // "no smoke detectors in the bedrooms so three", "put down two", "so like
                    // three": the number the remark ends on, said as what to price.
                    || (*i + 1 == words.len() && *i > topic.1 && ends_on_what_to_price(words, *i))
                    // "14 of them", "theres four of em" ("every single one of them" is all
                    // of them, not one).
                    || (words.get(i + 1) == Some(&"of")
                        && words
                            .get(i + 2)
                            .is_some_and(|w| ["them", "em", "those", "these"].contains(w))
                        && !matches!(words[i - 1], "single" | "every" | "each")
                        // ("eight of em no nine": taken back.)
                        && !(words.get(i + 3) == Some(&"no")
                            && counts.iter().any(|(k, _, _)| *k == i + 4)))
                    || *i == topic.1)
        })
        .map(|(_, v, _)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::normalized_words;

    fn q(text: &str, topic_word: &str, unit: CostUnit) -> Option<f64> {
        let words = normalized_words(text);
        let pos = words.iter().position(|w| w == topic_word);
        quantity(&words, pos.map(|p| (p, p + 1)), unit)
    }

    #[test]
    fn room_numbers_ordinals_and_things_that_are_not_the_item_count_nothing() {
        // Written for these rules, from no corpus note.
        for (text, topic) in [
            ("br 2 window fogged", "window"),
            ("apt 3 smoke detector chirping", "detector"),
            ("3rd floor toilet runs", "toilet"),
            (
                "the furnace has maybe a couple more winters in it",
                "furnace",
            ),
            ("wants a charger for 2 trucks", "charger"),
        ] {
            assert_eq!(q(text, topic, CostUnit::Each), None, "{text}");
        }
        // Still a count: said of them, or spoken after the room.
        assert_eq!(
            q(
                "can lights in the family room six of them",
                "light",
                CostUnit::Each
            ),
            Some(6.0)
        );
        assert_eq!(
            q("gfci none in kit or bath (4 total", "gfci", CostUnit::Each),
            Some(4.0)
        );
    }

    #[test]
    fn counts_said_last_as_what_to_price_or_as_a_total() {
        assert_eq!(
            q(
                "no detectors in any of the bedrooms so four",
                "detector",
                CostUnit::Each
            ),
            Some(4.0)
        );
        assert_eq!(
            q(
                "fans for the kids rooms put down like two",
                "fan",
                CostUnit::Each
            ),
            Some(2.0)
        );
        assert_eq!(
            q(
                "vinyl sliders, 9 total, all fogged",
                "slider",
                CostUnit::Each
            ),
            Some(9.0)
        );
        // Counted, or both of them.
        assert_eq!(
            q(
                "the inspector counted seven with broken sashes",
                "sash",
                CostUnit::Each
            ),
            Some(7.0)
        );
        assert_eq!(
            q("both vanity faucets drip", "faucet", CostUnit::Each),
            Some(2.0)
        );
        assert_eq!(
            q(
                "both the furnace and the ac are old",
                "furnace",
                CostUnit::Each
            ),
            None
        );
        // A number counting something else said before it.
        assert_eq!(
            q(
                "rust at three seams the boiler is a 1990",
                "boiler",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q(
                "found two of the skylights cracked",
                "skylight",
                CostUnit::Each
            ),
            Some(2.0)
        );
        // A report's item number is no count.
        assert_eq!(
            q(
                "4.3 Smoke detectors - missing in hallway",
                "smoke",
                CostUnit::Each
            ),
            None
        );
        // One in each of the rooms counted.
        assert_eq!(
            q(
                "no carbon monoxide detector in the four bedrooms",
                "detector",
                CostUnit::Each
            ),
            Some(4.0)
        );
        assert_eq!(
            q("a fan in every bedroom two bedrooms", "fan", CostUnit::Each),
            Some(2.0)
        );
        // A number that ends the remark after anything else counts nothing.
        assert_eq!(
            q(
                "the fan in the den hums since twenty",
                "fan",
                CostUnit::Each
            ),
            None
        );
    }

    #[test]
    fn counts_items_in_digits_and_words() {
        assert_eq!(
            q("3 windows are fogged", "window", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(
            q("three double hung windows", "window", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(q("two of the windows", "window", CostUnit::Each), Some(2.0));
        assert_eq!(
            q(
                "three of the hall outlets arent gfci",
                "gfci",
                CostUnit::Each
            ),
            Some(3.0)
        );
        assert_eq!(
            q(
                "windows single pane all 8 of them",
                "window",
                CostUnit::Each
            ),
            Some(8.0)
        );
        assert_eq!(
            q("a couple of smoke detectors", "smoke", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn reads_spoken_numbers_over_several_words() {
        assert_eq!(
            q(
                "refinish the floors four hundred square feet",
                "x",
                CostUnit::SquareFoot
            ),
            Some(400.0)
        );
        assert_eq!(
            q(
                "twelve hundred square feet of carpet",
                "carpet",
                CostUnit::SquareFoot
            ),
            Some(1200.0)
        );
        assert_eq!(
            q("one thousand two hundred sq ft", "x", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q(
                "like a hundred and forty feet of seamless",
                "x",
                CostUnit::LinearFoot
            ),
            Some(140.0)
        );
        assert_eq!(
            q(
                "its like a hundred fifty square feet pad and all",
                "x",
                CostUnit::SquareFoot
            ),
            Some(150.0)
        );
        assert_eq!(
            q("a hundred feet of fence", "x", CostUnit::LinearFoot),
            Some(100.0)
        );
        // The hundreds left out before a size.
        assert_eq!(
            q(
                "carpet in the den like four twenty square feet",
                "x",
                CostUnit::SquareFoot
            ),
            Some(420.0)
        );
        assert_eq!(
            q(
                "new gutters about one sixty five feet",
                "x",
                CostUnit::LinearFoot
            ),
            Some(165.0)
        );
        // Not without one: "three twenty year old windows" counts three.
        assert_eq!(
            q("three twenty year old windows", "window", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(
            q("about fifty feet of fence", "fence", CostUnit::LinearFoot),
            Some(50.0)
        );
        assert_eq!(
            q("twenty five feet of gutter", "gutter", CostUnit::LinearFoot),
            Some(25.0)
        );
        assert_eq!(q("a few windows", "window", CostUnit::Each), Some(3.0));
        // Two numbers side by side are not one number ("three prong" describes the outlets).
        assert_eq!(
            q("two three prong outlets", "outlet", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn reads_areas_lengths_and_power() {
        assert_eq!(
            q(
                "about 1,200 sq ft of hardwood",
                "hardwood",
                CostUnit::SquareFoot
            ),
            Some(1200.0)
        );
        assert_eq!(
            q("1200 square feet", "x", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q("1.2k sqft of carpet", "carpet", CostUnit::SquareFoot),
            Some(1200.0)
        );
        assert_eq!(
            q("40 feet of french drain", "french", CostUnit::LinearFoot),
            Some(40.0)
        );
        assert_eq!(
            q("a 6 kW solar system", "solar", CostUnit::Watt),
            Some(6000.0)
        );
        assert_eq!(q("6.5kw solar", "solar", CostUnit::Watt), Some(6500.0));
    }

    #[test]
    fn reads_a_typed_times_count_after_the_thing() {
        assert_eq!(
            q(
                "Smoke det only in hall, need bdrms x3",
                "smoke",
                CostUnit::Each
            ),
            Some(3.0)
        );
        assert_eq!(
            q(
                "Ceiling fans x2 in the back bdrms",
                "ceiling",
                CostUnit::Each
            ),
            Some(2.0)
        );
        assert_eq!(q("ceiling fan x 2", "ceiling", CostUnit::Each), Some(2.0));
        assert_eq!(q("xeriscape the yard", "yard", CostUnit::Each), None);
    }

    #[test]
    fn a_numbered_item_is_a_label_not_a_count() {
        // Written for this rule, from no corpus note.
        assert_eq!(
            q(
                "item two the breaker panel is a zinsco",
                "panel",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q(
                "item 3 the gutters are pulling off",
                "gutter",
                CostUnit::Each
            ),
            None
        );
    }

    #[test]
    fn counts_said_as_of_em_need_or_after_every_one_of_them() {
        // Written for these rules, from no corpus note.
        assert_eq!(
            q(
                "the gutter guards are bent theres six of em",
                "guard",
                CostUnit::Each
            ),
            Some(6.0)
        );
        assert_eq!(
            q("CO det - none on 2nd flr, need 2", "co", CostUnit::Each),
            Some(2.0)
        );
        assert_eq!(
            q(
                "the storm windows are cracked every single one of them i counted nine",
                "window",
                CostUnit::Each
            ),
            Some(9.0)
        );
        // A count taken back is not the count.
        assert_eq!(
            q(
                "the shutters are split five of em no six shutters",
                "shutter",
                CostUnit::Each
            ),
            Some(6.0)
        );
    }

    #[test]
    fn reads_what_is_missing_and_the_thing_named_again() {
        assert_eq!(
            q(
                "Kitchen has one GFCI, need three more",
                "gfci",
                CostUnit::Each
            ),
            Some(3.0)
        );
        assert_eq!(
            q(
                "Only 1 smoke det, on main flr, need 3 more",
                "smoke",
                CostUnit::Each
            ),
            Some(3.0)
        );
        assert_eq!(
            q(
                "new windows on the main floor like eight windows",
                "window",
                CostUnit::Each
            ),
            Some(8.0)
        );
        assert_eq!(
            q(
                "recessed lights in the living room maybe six",
                "recessed",
                CostUnit::Each
            ),
            Some(6.0)
        );
        assert_eq!(
            q("the furnace is like twenty", "furnace", CostUnit::Each),
            None
        );
    }

    #[test]
    fn a_year_said_before_a_pause_counts_nothing() {
        assert_eq!(
            q(
                "rockford split level seventy one uh the the sump pump is missing",
                "sump",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q(
                "new englander eighteen ninety five uh oil fired boiler in the basement",
                "boiler",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q("the two dead pines by the garage", "pine", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn what_is_left_of_something_is_not_more_of_it() {
        assert_eq!(
            q(
                "the water heater is leaking but the roofer said the roof has five more years",
                "water",
                CostUnit::Each
            ),
            None
        );
    }

    #[test]
    fn one_in_each_of_the_rooms_counted() {
        assert_eq!(
            q(
                "a ceiling fan in each of the three bedrooms",
                "fan",
                CostUnit::Each
            ),
            Some(3.0)
        );
        assert_eq!(
            q(
                "smoke detectors in all four bedrooms",
                "smoke",
                CostUnit::Each
            ),
            Some(4.0)
        );
        assert_eq!(
            q("new blinds in both bedrooms", "blind", CostUnit::Each),
            Some(2.0)
        );
        assert_eq!(
            q("a ceiling fan in the bedroom", "fan", CostUnit::Each),
            None
        );
        // Only as the one place named.
        assert_ne!(
            q(
                "gfci missing kitchen plus both baths",
                "gfci",
                CostUnit::Each
            ),
            Some(2.0)
        );
    }

    #[test]
    fn a_count_of_places_is_not_a_count_of_the_thing() {
        assert_eq!(
            q(
                "the ductwork is sagging in a couple places the water heater is a tankless",
                "water",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(q("two rooms the windows", "window", CostUnit::Each), None);
    }

    #[test]
    fn a_year_said_with_no_pause_counts_nothing_either() {
        // Fillers and stammers are gone by the time a finding's words are counted.
        assert_eq!(
            q(
                "split level seventy one sump pump is missing",
                "sump",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q(
                "new englander eighteen ninety five boiler leaking",
                "boiler",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q("twenty five windows to replace", "window", CostUnit::Each),
            Some(25.0)
        );
    }

    #[test]
    fn reads_two_sides_as_an_area() {
        assert_eq!(
            q(
                "a new concrete patio out back twelve by sixteen",
                "patio",
                CostUnit::SquareFoot
            ),
            Some(192.0)
        );
        assert_eq!(
            q("patio 12 x 16", "patio", CostUnit::SquareFoot),
            Some(192.0)
        );
        assert_eq!(q("patio 12x16", "patio", CostUnit::SquareFoot), Some(192.0));
        assert_eq!(q("a 12 by 14 bedroom", "bedroom", CostUnit::Each), None);
    }

    #[test]
    fn counts_one_for_each_place_listed() {
        assert_eq!(
            q("GFCI missing kit + bath + garage", "gfci", CostUnit::Each),
            Some(3.0)
        );
        assert_eq!(
            q(
                "no gfci in the kitchen and the laundry room",
                "gfci",
                CostUnit::Each
            ),
            Some(2.0)
        );
        assert_eq!(
            q("gfci missing in the kitchen", "gfci", CostUnit::Each),
            None
        );
        assert_eq!(
            q(
                "a ceiling fan in the primary bedroom",
                "ceiling",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(
            q(
                "water heater in the garage is leaking and the kitchen sink drips",
                "water",
                CostUnit::Each
            ),
            None
        );
    }

    #[test]
    fn amperage_and_voltage_typed_on_the_number_are_not_counts() {
        assert_eq!(
            q("Panel 100A Zinsco - replace", "panel", CostUnit::Each),
            None
        );
        assert_eq!(q("200amp panel", "panel", CostUnit::Each), None);
        assert_eq!(
            q("a 240v outlet for the dryer", "outlet", CostUnit::Each),
            None
        );
        assert_eq!(q("2 a c units", "a", CostUnit::Each), Some(2.0));
    }

    #[test]
    fn a_level_or_a_class_is_a_kind_not_a_count() {
        assert_eq!(q("a level 2 charger", "charger", CostUnit::Each), None);
        assert_eq!(q("class four shingle", "shingle", CostUnit::Each), None);
        assert_eq!(
            q("two level 2 charger", "charger", CostUnit::Each),
            Some(2.0)
        );
    }

    #[test]
    fn ages_sizes_and_years_are_not_quantities() {
        assert_eq!(q("15-year-old roof", "roof", CostUnit::Each), None);
        assert_eq!(q("50 gallon water heater", "water", CostUnit::Each), None);
        assert_eq!(q("windows from 1996", "window", CostUnit::Each), None);
        // A refrigerant named aloud: the kind of gas, not eighteen condensers.
        assert_eq!(
            q(
                "still charged with r twenty two refrigerant",
                "refrigerant",
                CostUnit::Each
            ),
            None
        );
        assert_eq!(q("3 windows", "window", CostUnit::Project), None);
        assert_eq!(
            q("R-19 insulation", "insulation", CostUnit::SquareFoot),
            None
        );
        assert_eq!(
            q(
                "3 bedroom house needs carpet",
                "carpet",
                CostUnit::SquareFoot
            ),
            None
        );
    }
}
