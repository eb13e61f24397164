//! When generating a showing's report again takes a report of the allowance.
//!
//! Regenerating replaces the showing report. It costs one report when the showing now says
//! something new compared with what it said the last time a generation was charged, and nothing
//! when it was only corrected:
//!
//! - The notes (repairs and updates together), the property address, the property description,
//!   the client's name and the agent's name are compared word by word with what they were at
//!   the last charged generation. Words are runs of letters and digits, case aside; the words
//!   that differ are those removed or added (a replaced word counts once, order does not
//!   count). A text is corrected, not new, when at most one word in five differs (of the
//!   longer version), and one word may always differ ("Evergren" to "Evergreen", "400 sq ft"
//!   to "450 sq ft").
//! - A detail (address, description, client or agent name) that was blank or is now blank is a
//!   correction: filling in what was left out, as after the mobile form, costs nothing.
//! - The list price, phone numbers, emails and the agent's company never cost: they change
//!   nothing the report finds.
//! - The first generation of a showing always costs, and so does regenerating a showing whose
//!   last charged generation is not known (generated before this rule).
//!
//! Each comparison is with the last *charged* generation, so free corrections cannot add up to
//! new notes: once more than a fifth has changed since the agent last paid, it costs again.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::showing::ShowingDetails;

/// What a showing said when a generation of its report was last charged: what the next one is
/// compared with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GenerationBasis {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    pub client_name: Option<String>,
    pub agent_name: Option<String>,
    /// The repairs notes, a line break, and the updates notes.
    pub notes: String,
}

impl GenerationBasis {
    pub fn of(details: &ShowingDetails) -> Self {
        Self {
            property_address: details.property_address.clone(),
            property_description: details.property_description.clone(),
            client_name: details.client_name.clone(),
            agent_name: details.agent_name.clone(),
            notes: format!(
                "{}\n{}",
                details.repairs_needed.as_str(),
                details.updates_wanted.as_str()
            ),
        }
    }
}

/// What generating a showing's report costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenerationCost {
    /// One report of the allowance.
    OneReport,
    /// Nothing: the showing was only corrected since its last charged generation.
    Free,
}

/// The cost of generating the report of a showing that now says `now`, when its last charged
/// generation was of `last_charged` (`None`: never, or not known).
pub fn generation_cost(
    last_charged: Option<&GenerationBasis>,
    now: &GenerationBasis,
) -> GenerationCost {
    let Some(before) = last_charged else {
        return GenerationCost::OneReport;
    };
    let detail = |a: &Option<String>, b: &Option<String>| match (a, b) {
        (Some(a), Some(b)) => is_correction(a, b),
        // Filled in, or left out: nothing new was said about the home.
        _ => true,
    };
    let corrected = is_correction(&before.notes, &now.notes)
        && detail(&before.property_address, &now.property_address)
        && detail(&before.property_description, &now.property_description)
        && detail(&before.client_name, &now.client_name)
        && detail(&before.agent_name, &now.agent_name);
    if corrected {
        GenerationCost::Free
    } else {
        GenerationCost::OneReport
    }
}

/// How much a text changed, in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WordChange {
    /// Words removed or added, whichever is more (a replaced word counts once).
    pub changed: usize,
    /// Words in the longer version.
    pub words: usize,
}

impl WordChange {
    pub fn between(before: &str, after: &str) -> Self {
        let mut balance: HashMap<String, i64> = HashMap::new();
        let (mut before_words, mut after_words) = (0, 0);
        for w in words(before) {
            *balance.entry(w).or_default() += 1;
            before_words += 1;
        }
        for w in words(after) {
            *balance.entry(w).or_default() -= 1;
            after_words += 1;
        }
        let removed: i64 = balance.values().filter(|v| **v > 0).sum();
        let added: i64 = -balance.values().filter(|v| **v < 0).sum::<i64>();
        Self {
            changed: usize::try_from(removed.max(added)).unwrap_or(usize::MAX),
            words: before_words.max(after_words),
        }
    }

    /// At most one word in five differs, and one word may always differ.
    pub fn is_correction(self) -> bool {
        self.changed <= (self.words / 5).max(1)
    }
}

fn is_correction(before: &str, after: &str) -> bool {
    WordChange::between(before, after).is_correction()
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    const NOTES: &str = "The water heater is leaking and the roof has missing shingles. \
        There is a crack in the foundation.\nPaint the living room, about 400 sq ft. \
        New carpet in the bedrooms.";

    fn basis(notes: &str) -> GenerationBasis {
        GenerationBasis {
            property_address: Some("742 Evergreen Terrace, Austin, TX 78701".into()),
            property_description: Some("3 bed, 2 bath ranch on a quarter acre".into()),
            client_name: Some("Pat Buyer".into()),
            agent_name: Some("Jordan Rivera".into()),
            notes: notes.into(),
        }
    }

    #[test]
    fn the_first_generation_costs_a_report() {
        assert_eq!(
            generation_cost(None, &basis(NOTES)),
            GenerationCost::OneReport
        );
    }

    #[test]
    fn regenerating_unchanged_or_after_a_typo_is_free() {
        let charged = basis(NOTES);
        assert_eq!(
            generation_cost(Some(&charged), &basis(NOTES)),
            GenerationCost::Free
        );
        let typo = basis(&NOTES.replace("shingles", "shingels"));
        assert_eq!(generation_cost(Some(&charged), &typo), GenerationCost::Free);
        let mut address = basis(NOTES);
        address.property_address = Some("742 Evergreen Terr., Austin TX 78701".into());
        assert_eq!(
            generation_cost(Some(&charged), &address),
            GenerationCost::Free
        );
        let mut client = basis(NOTES);
        client.client_name = Some("Pat Buyers".into());
        assert_eq!(
            generation_cost(Some(&charged), &client),
            GenerationCost::Free
        );
    }

    #[test]
    fn a_fifth_of_the_words_may_change() {
        // 31 words: 6 may change.
        let charged = basis(NOTES);
        assert_eq!(WordChange::between(NOTES, NOTES).words, 31);
        let six = NOTES
            .replace("water heater is leaking", "boiler was dripping badly")
            .replace("crack", "gap")
            .replace("400", "450");
        assert_eq!(WordChange::between(NOTES, &six).changed, 6);
        assert_eq!(
            generation_cost(Some(&charged), &basis(&six)),
            GenerationCost::Free
        );
        let seven = six.replace("carpet", "tile");
        assert_eq!(WordChange::between(NOTES, &seven).changed, 7);
        assert_eq!(
            generation_cost(Some(&charged), &basis(&seven)),
            GenerationCost::OneReport
        );
    }

    #[test]
    fn new_notes_cost_a_report() {
        let charged = basis(NOTES);
        let more = format!("{NOTES} The deck boards are rotten and the gutters are falling off.");
        assert_eq!(
            generation_cost(Some(&charged), &basis(&more)),
            GenerationCost::OneReport
        );
        assert_eq!(
            generation_cost(
                Some(&charged),
                &basis("Electrical panel is a Federal Pacific; replace it.")
            ),
            GenerationCost::OneReport
        );
    }

    #[test]
    fn another_home_costs_a_report_but_a_detail_filled_in_does_not() {
        let charged = basis(NOTES);
        let mut elsewhere = basis(NOTES);
        elsewhere.property_address = Some("19 Pine Street, Denver, CO 80202".into());
        assert_eq!(
            generation_cost(Some(&charged), &elsewhere),
            GenerationCost::OneReport
        );

        let mut blank = basis(NOTES);
        blank.property_address = None;
        blank.client_name = None;
        let filled_in = basis(NOTES);
        assert_eq!(
            generation_cost(Some(&blank), &filled_in),
            GenerationCost::Free
        );
        assert_eq!(
            generation_cost(Some(&filled_in), &blank),
            GenerationCost::Free
        );
    }

    #[test]
    fn case_punctuation_and_order_are_not_changes() {
        let c = WordChange::between(
            "Roof leaks. Water heater old!",
            "water heater OLD, roof leaks",
        );
        assert_eq!(c.changed, 0);
        assert_eq!(c.words, 5);
        // A short text may always change by one word.
        assert!(WordChange::between("Roof leaks", "Roof leaking").is_correction());
        assert!(!WordChange::between("Roof leaks", "Panel sparks").is_correction());
    }

    proptest! {
        #[test]
        fn the_change_is_symmetric_and_bounded(a in "[a-z ]{0,60}", b in "[a-z ]{0,60}") {
            let ab = WordChange::between(&a, &b);
            let ba = WordChange::between(&b, &a);
            prop_assert_eq!(ab, ba);
            prop_assert!(ab.changed <= ab.words);
            prop_assert_eq!(WordChange::between(&a, &a).changed, 0);
        }
    }
}
