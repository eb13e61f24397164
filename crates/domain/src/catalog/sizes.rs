//! Sizes to price by when the notes give none: the typical size of a room (from
//! `config/typical-sizes.csv`, sourced), the home's own square footage, or the catalog item's
//! documented typical job. An estimate built on one says so in plain words.

use std::collections::HashMap;

use serde::Deserialize;

use super::CatalogError;

/// A part of the home a finding is about, when the notes name one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    Bedroom,
    PrimaryBedroom,
    LivingRoom,
    FamilyRoom,
    DiningRoom,
    Kitchen,
    Bathroom,
    PrimaryBathroom,
    GreatRoom,
    LaundryRoom,
    Basement,
    Garage,
    /// The whole home ("throughout", "the whole house").
    WholeHome,
}

impl Space {
    pub const ALL: [Space; 13] = [
        Self::Bedroom,
        Self::PrimaryBedroom,
        Self::LivingRoom,
        Self::FamilyRoom,
        Self::DiningRoom,
        Self::Kitchen,
        Self::Bathroom,
        Self::PrimaryBathroom,
        Self::GreatRoom,
        Self::LaundryRoom,
        Self::Basement,
        Self::Garage,
        Self::WholeHome,
    ];

    /// The name used in `config/typical-sizes.csv`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Bedroom => "bedroom",
            Self::PrimaryBedroom => "primary bedroom",
            Self::LivingRoom => "living room",
            Self::FamilyRoom => "family room",
            Self::DiningRoom => "dining room",
            Self::Kitchen => "kitchen",
            Self::Bathroom => "bathroom",
            Self::PrimaryBathroom => "primary bathroom",
            Self::GreatRoom => "great room",
            Self::LaundryRoom => "laundry room",
            Self::Basement => "basement",
            Self::Garage => "garage",
            Self::WholeHome => "whole home",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == name.trim())
    }
}

/// A space the notes name, and how many of them ("the three bedrooms").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceMention {
    pub space: Space,
    pub count: u32,
}

impl SpaceMention {
    pub fn one(space: Space) -> Self {
        Self { space, count: 1 }
    }
}

/// A documented size a price can be based on, and the words that say so ("a 12 × 14 ft
/// bedroom").
#[derive(Debug, Clone, PartialEq)]
pub struct TypicalSize {
    pub quantity: f64,
    /// Completes "Assumes …".
    pub basis: String,
}

/// The typical floor area of each kind of room, with its source.
#[derive(Debug, Clone, Default)]
pub struct RoomSizes {
    sizes: HashMap<Space, TypicalSize>,
}

#[derive(Debug, Deserialize)]
struct Row {
    space: String,
    square_feet: f64,
    basis: String,
    source: String,
}

impl RoomSizes {
    /// Parses `space,square_feet,basis,source,year`.
    pub fn parse_csv(text: &str) -> Result<Self, CatalogError> {
        let mut out = Self::default();
        for (line, row) in super::csv_rows::<Row>(text)? {
            let err = |message: String| CatalogError::Row { line, message };
            let space = Space::parse(&row.space)
                .ok_or_else(|| err(format!("unknown space {:?}", row.space)))?;
            if !(10.0..=20_000.0).contains(&row.square_feet) {
                return Err(err(format!("implausible size for {}", row.space)));
            }
            if row.basis.is_empty() || row.source.is_empty() {
                return Err(err("basis and source are required".into()));
            }
            out.sizes.insert(
                space,
                TypicalSize {
                    quantity: row.square_feet,
                    basis: row.basis,
                },
            );
        }
        Ok(out)
    }

    pub fn get(&self, space: Space) -> Option<&TypicalSize> {
        self.sizes.get(&space)
    }
}

/// The home's size as a listing description states it ("3 bed, 2 bath, 1,850 sq ft"), when it
/// states one plausible figure.
pub fn square_feet_in(description: &str) -> Option<f64> {
    const UNITS: [&str; 6] = [
        "sq ft",
        "sqft",
        "sq. ft",
        "square feet",
        "square foot",
        "sf",
    ];
    let text = description.to_lowercase();
    let bytes = text.as_bytes();
    let mut found = None;
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() || (i > 0 && bytes[i - 1].is_ascii_alphanumeric()) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b',') {
            i += 1;
        }
        let number: String = text[start..i]
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        let rest = text[i..].trim_start_matches([' ', '+', '-']);
        let followed_by_unit = UNITS.iter().any(|unit| {
            rest.strip_prefix(unit)
                .is_some_and(|after| !after.starts_with(|c: char| c.is_ascii_alphanumeric()))
        });
        if followed_by_unit && let Ok(value) = number.parse::<f64>() {
            if !(300.0..=20_000.0).contains(&value) {
                continue;
            }
            if found.is_some_and(|f| f != value) {
                return None;
            }
            found = Some(value);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_square_feet_a_description_states() {
        assert_eq!(
            square_feet_in("3 bed, 2 bath … 1,850 sq ft … built 1998"),
            Some(1850.0)
        );
        assert_eq!(square_feet_in("Ranch, 1650 square feet"), Some(1650.0));
        assert_eq!(square_feet_in("2,400 SF colonial"), Some(2400.0));
        assert_eq!(square_feet_in("1,200 sqft"), Some(1200.0));
        // No size, a lot size in the wrong unit, an implausible figure, or two different figures.
        assert_eq!(square_feet_in("3 bed 2 bath built 1998"), None);
        assert_eq!(square_feet_in("on a 0.25 acre lot"), None);
        assert_eq!(square_feet_in("a 40 sq ft closet"), None);
        assert_eq!(
            square_feet_in("1,850 sq ft home with a 900 sq ft garage"),
            None
        );
        assert_eq!(square_feet_in("12 sqfts"), None);
    }

    #[test]
    fn parses_sizes_by_space() {
        let sizes = RoomSizes::parse_csv(
            "space,square_feet,basis,source,year\n\
             bedroom,168,a 12 × 14 ft bedroom,Some page,2024\n\
             kitchen,161,\"a 161 sq ft kitchen, the average\",Other page,\n",
        )
        .unwrap();
        assert_eq!(sizes.get(Space::Bedroom).unwrap().quantity, 168.0);
        assert_eq!(
            sizes.get(Space::Kitchen).unwrap().basis,
            "a 161 sq ft kitchen, the average"
        );
        assert!(sizes.get(Space::Garage).is_none());
    }

    #[test]
    fn rejects_unknown_spaces_and_implausible_sizes() {
        let header = "space,square_feet,basis,source,year\n";
        for bad in [
            "attic lair,100,b,s,",
            "bedroom,2,b,s,",
            "bedroom,100,,s,",
            "bedroom,100,b,,",
        ] {
            assert!(
                RoomSizes::parse_csv(&format!("{header}{bad}\n")).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn every_space_has_a_name_that_parses_back() {
        for space in Space::ALL {
            assert_eq!(Space::parse(space.name()), Some(space));
        }
    }
}
