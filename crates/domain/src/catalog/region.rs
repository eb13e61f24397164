use std::collections::HashMap;

use serde::Deserialize;

use super::CatalogError;

/// Where a property is, as far as costs are concerned.
#[derive(Debug, Clone, PartialEq)]
pub struct Region {
    /// Two-letter state code, when it could be told from the address.
    pub state: Option<String>,
    /// Multiplier applied to national figures (1.0 = national average).
    pub factor: f64,
}

impl Region {
    pub fn national() -> Self {
        Self {
            state: None,
            factor: 1.0,
        }
    }
}

/// Price-level factors by state (BEA regional price parities / 100).
#[derive(Debug, Clone, Default)]
pub struct RegionalFactors {
    factors: HashMap<String, f64>,
    names: Vec<(String, String)>,
}

#[derive(Debug, Deserialize)]
struct Row {
    state_code: String,
    state_name: String,
    factor: f64,
}

impl RegionalFactors {
    /// Parses `state_code,state_name,factor,source,year`.
    pub fn parse_csv(text: &str) -> Result<Self, CatalogError> {
        let mut out = Self::default();
        for (line, row) in super::csv_rows::<Row>(text)? {
            if !(0.5..=2.0).contains(&row.factor) || row.state_code.len() != 2 {
                return Err(CatalogError::Row {
                    line,
                    message: format!("implausible factor for {}", row.state_code),
                });
            }
            let code = row.state_code.to_ascii_uppercase();
            out.names
                .push((row.state_name.to_lowercase(), code.clone()));
            out.factors.insert(code, row.factor);
        }
        // Longest names first, so "West Virginia" wins over "Virginia".
        out.names
            .sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
        Ok(out)
    }

    pub fn factor(&self, state: &str) -> Option<f64> {
        self.factors.get(&state.to_ascii_uppercase()).copied()
    }

    /// The region of a free-text US address: an explicit state code ("Austin, TX 78701"), else a
    /// state name, else the ZIP code's state; national when none can be told.
    pub fn region_of(&self, address: &str) -> Region {
        let state = self
            .state_code_in(address)
            .or_else(|| self.state_name_in(address))
            .or_else(|| zip_in(address).and_then(state_of_zip).map(str::to_owned));
        match state.and_then(|s| self.factor(&s).map(|f| (s, f))) {
            Some((s, f)) => Region {
                state: Some(s),
                factor: f,
            },
            None => Region::national(),
        }
    }

    fn state_code_in(&self, address: &str) -> Option<String> {
        let tokens: Vec<&str> = address
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|t| !t.is_empty())
            .collect();
        // A code just before a ZIP, or an upper-case code as the last word of the address.
        for pair in tokens.windows(2).rev() {
            if is_zip(pair[1]) && self.factors.contains_key(&pair[0].to_ascii_uppercase()) {
                return Some(pair[0].to_ascii_uppercase());
            }
        }
        let last_segment = address.rsplit(',').next().unwrap_or_default();
        last_segment
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|t| !t.is_empty())
            .find(|t| {
                t.len() == 2
                    && t.chars().all(|c| c.is_ascii_uppercase())
                    && self.factors.contains_key(*t)
            })
            .map(str::to_owned)
    }

    fn state_name_in(&self, address: &str) -> Option<String> {
        let lower = address.to_lowercase();
        let tail: String = lower.rsplitn(3, ',').take(2).collect::<Vec<_>>().join(",");
        self.names
            .iter()
            .find(|(name, _)| {
                tail.match_indices(name.as_str()).any(|(i, _)| {
                    let before = tail[..i].chars().next_back();
                    let after = tail[i + name.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric)
                        && !after.is_some_and(char::is_alphanumeric)
                })
            })
            .map(|(_, code)| code.clone())
    }
}

fn is_zip(t: &str) -> bool {
    t.len() == 5 && t.chars().all(|c| c.is_ascii_digit())
}

fn zip_in(address: &str) -> Option<&str> {
    address
        .split(|c: char| !c.is_ascii_alphanumeric())
        .rfind(|t| is_zip(t))
}

/// USPS ZIP prefix (first three digits) ranges by state.
const ZIP3: &[(u16, u16, &str)] = &[
    (5, 5, "NY"),
    (10, 27, "MA"),
    (28, 29, "RI"),
    (30, 38, "NH"),
    (39, 49, "ME"),
    (50, 54, "VT"),
    (55, 55, "MA"),
    (56, 59, "VT"),
    (60, 69, "CT"),
    (70, 89, "NJ"),
    (100, 149, "NY"),
    (150, 196, "PA"),
    (197, 199, "DE"),
    (200, 205, "DC"),
    (206, 219, "MD"),
    (220, 246, "VA"),
    (247, 268, "WV"),
    (270, 289, "NC"),
    (290, 299, "SC"),
    (300, 319, "GA"),
    (320, 349, "FL"),
    (350, 369, "AL"),
    (370, 385, "TN"),
    (386, 397, "MS"),
    (398, 399, "GA"),
    (400, 427, "KY"),
    (430, 459, "OH"),
    (460, 479, "IN"),
    (480, 499, "MI"),
    (500, 528, "IA"),
    (530, 549, "WI"),
    (550, 567, "MN"),
    (569, 569, "DC"),
    (570, 577, "SD"),
    (580, 588, "ND"),
    (590, 599, "MT"),
    (600, 629, "IL"),
    (630, 658, "MO"),
    (660, 679, "KS"),
    (680, 693, "NE"),
    (700, 714, "LA"),
    (716, 729, "AR"),
    (730, 749, "OK"),
    (750, 799, "TX"),
    (800, 816, "CO"),
    (820, 831, "WY"),
    (832, 838, "ID"),
    (840, 847, "UT"),
    (850, 865, "AZ"),
    (870, 884, "NM"),
    (885, 885, "TX"),
    (889, 898, "NV"),
    (900, 961, "CA"),
    (967, 968, "HI"),
    (970, 979, "OR"),
    (980, 994, "WA"),
    (995, 999, "AK"),
];

fn state_of_zip(zip: &str) -> Option<&'static str> {
    let prefix: u16 = zip.get(..3)?.parse().ok()?;
    ZIP3.iter()
        .find(|(lo, hi, _)| (*lo..=*hi).contains(&prefix))
        .map(|(_, _, s)| *s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factors() -> RegionalFactors {
        RegionalFactors::parse_csv(include_str!("../../../../config/regional-factors.csv")).unwrap()
    }

    #[test]
    fn reads_all_states_and_dc() {
        let f = factors();
        assert_eq!(f.factors.len(), 51);
        assert!((f.factor("CA").unwrap() - 1.12581).abs() < 1e-9);
        assert!((f.factor("ar").unwrap() - 0.86508).abs() < 1e-9);
    }

    #[test]
    fn finds_the_state_in_addresses() {
        let f = factors();
        let state = |a: &str| f.region_of(a).state;
        assert_eq!(
            state("123 Main St, Austin, TX 78701").as_deref(),
            Some("TX")
        );
        assert_eq!(state("55 Oak Ave, Portland, OR").as_deref(), Some("OR"));
        assert_eq!(
            state("9 Elm Rd, Charleston, West Virginia").as_deref(),
            Some("WV")
        );
        assert_eq!(state("9 Elm Rd, Richmond, Virginia").as_deref(), Some("VA"));
        assert_eq!(
            state("400 Pine St 94110").as_deref(),
            Some("CA"),
            "ZIP only"
        );
        assert_eq!(
            state("12 Indiana Ave, Springfield, IL 62701").as_deref(),
            Some("IL")
        );
        assert_eq!(state("Address not provided"), None);
        assert_eq!(f.region_of("somewhere").factor, 1.0);
    }
}
