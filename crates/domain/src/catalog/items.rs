use std::borrow::Cow;
use std::collections::HashMap;

use serde::Deserialize;

use super::CatalogError;
use super::sizes::TypicalSize;
use crate::money::Cents;
use crate::work::FindingKind;

/// What a catalog price is per.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CostUnit {
    /// One job, whatever its size.
    Project,
    /// Per piece (a window, a door, a fixture).
    Each,
    SquareFoot,
    LinearFoot,
    Watt,
}

impl CostUnit {
    fn parse(s: &str) -> Option<Self> {
        Some(match s.trim() {
            "project" => Self::Project,
            "each" | "door" | "window" | "crack" | "fixture" | "unit" => Self::Each,
            "sqft" => Self::SquareFoot,
            "lnft" | "linear_ft" => Self::LinearFoot,
            "watt" => Self::Watt,
            _ => return None,
        })
    }

    /// Whether a quantity multiplies the price.
    pub fn is_per_unit(self) -> bool {
        !matches!(self, Self::Project)
    }

    /// Whether an estimate needs a measured size (area, length, power), not just a count.
    pub fn needs_size(self) -> bool {
        matches!(self, Self::SquareFoot | Self::LinearFoot | Self::Watt)
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Project => "project",
            Self::Each => "each",
            Self::SquareFoot => "sq ft",
            Self::LinearFoot => "linear ft",
            Self::Watt => "watts",
        }
    }
}

/// One priced item: a national low / typical / high budgeting range and where it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogItem {
    pub key: String,
    /// What the item is, in words a buyer reads ("Replace the electrical panel").
    pub label: Option<String>,
    pub category: String,
    pub kind: FindingKind,
    pub unit: CostUnit,
    /// Low end of the published range; `None` where only an average was published.
    pub low: Option<Cents>,
    pub typical: Cents,
    pub high: Option<Cents>,
    pub source: String,
    pub year: Option<u16>,
    /// The size of a typical job for an item priced by area or length, as its source states it:
    /// what an estimate assumes when the notes give no size.
    pub typical_size: Option<TypicalSize>,
}

impl CatalogItem {
    /// The item's label, or words made from its key where the catalog gives none.
    pub fn label(&self) -> Cow<'_, str> {
        match &self.label {
            Some(label) => Cow::Borrowed(label),
            None => {
                let words = self.key.replace('_', " ");
                let mut chars = words.chars();
                Cow::Owned(match chars.next() {
                    Some(first) => first.to_uppercase().chain(chars).collect(),
                    None => String::new(),
                })
            }
        }
    }

    /// The range to budget with: the published one, or the single published figure.
    pub fn range(&self) -> (Cents, Cents, Cents) {
        (
            self.low.unwrap_or(self.typical),
            self.typical,
            self.high.unwrap_or(self.typical),
        )
    }
}

#[derive(Debug, Deserialize)]
struct Row {
    key: String,
    #[serde(default)]
    label: String,
    category: String,
    kind: String,
    unit: String,
    low: String,
    typical: String,
    high: String,
    source: String,
    year: String,
    #[serde(default)]
    typical_quantity: String,
    #[serde(default)]
    typical_basis: String,
}

/// Every catalog item, by key.
#[derive(Debug, Clone, Default)]
pub struct CostCatalog {
    items: Vec<CatalogItem>,
    by_key: HashMap<String, usize>,
}

fn dollars(field: &str, raw: &str, line: usize) -> Result<Option<Cents>, CatalogError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let value: f64 = raw.parse().map_err(|_| CatalogError::Row {
        line,
        message: format!("{field} {raw:?} is not a number"),
    })?;
    if value < 0.0 {
        return Err(CatalogError::Row {
            line,
            message: format!("{field} is negative"),
        });
    }
    Ok(Cents::from_dollars(value))
}

impl CostCatalog {
    /// Parses the catalog CSV (`key,label,category,kind,unit,low,typical,high,source,year,
    /// typical_quantity,typical_basis`; dollars). `label` and the typical size are optional
    /// columns.
    pub fn parse_csv(text: &str) -> Result<Self, CatalogError> {
        let mut reader = csv::ReaderBuilder::new()
            .trim(csv::Trim::All)
            .flexible(false)
            .from_reader(text.as_bytes());
        let mut catalog = Self::default();
        for (i, row) in reader.deserialize::<Row>().enumerate() {
            let line = i + 2;
            let row = row.map_err(|e| CatalogError::Csv(e.to_string()))?;
            let err = |message: String| CatalogError::Row { line, message };
            let kind = match row.kind.as_str() {
                "repair" => FindingKind::Repair,
                "upgrade" => FindingKind::Upgrade,
                other => return Err(err(format!("kind {other:?} is neither repair nor upgrade"))),
            };
            let unit = CostUnit::parse(&row.unit)
                .ok_or_else(|| err(format!("unknown unit {:?}", row.unit)))?;
            let typical = dollars("typical", &row.typical, line)?
                .ok_or_else(|| err("typical is required".into()))?;
            let low = dollars("low", &row.low, line)?;
            let high = dollars("high", &row.high, line)?;
            if low.is_some_and(|l| l > typical) || high.is_some_and(|h| h < typical) {
                return Err(err("low <= typical <= high does not hold".into()));
            }
            if row.key.is_empty() || row.source.is_empty() {
                return Err(err("key and source are required".into()));
            }
            let year = match row.year.trim() {
                "" => None,
                y => Some(
                    y.parse()
                        .map_err(|_| err(format!("year {y:?} is not a year")))?,
                ),
            };
            let typical_size = match (row.typical_quantity.as_str(), row.typical_basis) {
                ("", basis) if basis.is_empty() => None,
                ("", _) => return Err(err("typical_basis without typical_quantity".into())),
                (_, basis) if basis.is_empty() => {
                    return Err(err("typical_quantity without typical_basis".into()));
                }
                (quantity, basis) => {
                    let quantity: f64 = quantity
                        .parse()
                        .ok()
                        .filter(|q: &f64| q.is_finite() && *q > 0.0)
                        .ok_or_else(|| {
                            err(format!("typical_quantity {quantity:?} is not a size"))
                        })?;
                    if !unit.needs_size() {
                        return Err(err("a typical size is only for items priced by size".into()));
                    }
                    Some(TypicalSize { quantity, basis })
                }
            };
            if catalog.by_key.contains_key(&row.key) {
                return Err(CatalogError::DuplicateKey(row.key));
            }
            catalog.by_key.insert(row.key.clone(), catalog.items.len());
            catalog.items.push(CatalogItem {
                key: row.key,
                label: Some(row.label).filter(|l| !l.is_empty()),
                category: row.category,
                kind,
                unit,
                low,
                typical,
                high,
                source: row.source,
                year,
                typical_size,
            });
        }
        Ok(catalog)
    }

    pub fn get(&self, key: &str) -> Option<&CatalogItem> {
        self.by_key.get(key).map(|&i| &self.items[i])
    }

    pub fn items(&self) -> &[CatalogItem] {
        &self.items
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "key,category,kind,unit,low,typical,high,source,year
roof_repair,Roof,repair,project,400,1150,1900,Fixr roof repair,2026
interior_paint,Interior,upgrade,sqft,2,4,6,\"Angi: paint, per sq ft\",2025
mold_remediation,Environmental,repair,project,,2000,,Fixr mold [low/high not published],
";

    #[test]
    fn parses_rows_with_sources_and_missing_bounds() {
        let c = CostCatalog::parse_csv(SAMPLE).unwrap();
        assert_eq!(c.len(), 3);
        let roof = c.get("roof_repair").unwrap();
        assert_eq!(
            roof.range(),
            (Cents(40_000), Cents(115_000), Cents(190_000))
        );
        assert_eq!(roof.kind, FindingKind::Repair);
        assert_eq!(roof.year, Some(2026));
        let paint = c.get("interior_paint").unwrap();
        assert_eq!(paint.unit, CostUnit::SquareFoot);
        assert_eq!(paint.source, "Angi: paint, per sq ft");
        let mold = c.get("mold_remediation").unwrap();
        assert_eq!(
            mold.range(),
            (Cents(200_000), Cents(200_000), Cents(200_000))
        );
        assert_eq!(mold.year, None);
    }

    #[test]
    fn rejects_bad_rows() {
        let header = "key,category,kind,unit,low,typical,high,source,year\n";
        for bad in [
            "x,Roof,fix,project,1,2,3,s,",
            "x,Roof,repair,bushel,1,2,3,s,",
            "x,Roof,repair,project,5,2,3,s,",
            "x,Roof,repair,project,1,,3,s,",
            "x,Roof,repair,project,1,2,3,,",
            "x,Roof,repair,project,one,2,3,s,",
        ] {
            assert!(
                CostCatalog::parse_csv(&format!("{header}{bad}\n")).is_err(),
                "{bad}"
            );
        }
        let dup = format!("{header}x,R,repair,project,1,2,3,s,\nx,R,repair,project,1,2,3,s,\n");
        assert_eq!(
            CostCatalog::parse_csv(&dup).unwrap_err(),
            CatalogError::DuplicateKey("x".into())
        );
    }

    #[test]
    fn reads_labels_and_typical_sizes_when_given() {
        let c = CostCatalog::parse_csv(
            "key,label,category,kind,unit,low,typical,high,source,year,typical_quantity,typical_basis
gutter_replace,Replace the gutters,Exterior,repair,lnft,4,7,10,Page,2024,150,150 ft of gutter
roof_repair,,Roof,repair,project,400,1150,1900,Page,2026,,
",
        )
        .unwrap();
        let gutters = c.get("gutter_replace").unwrap();
        assert_eq!(gutters.label(), "Replace the gutters");
        assert_eq!(
            gutters.typical_size,
            Some(TypicalSize {
                quantity: 150.0,
                basis: "150 ft of gutter".into()
            })
        );
        let roof = c.get("roof_repair").unwrap();
        assert_eq!(roof.label(), "Roof repair");
        assert_eq!(roof.typical_size, None);
        let header = "key,label,category,kind,unit,low,typical,high,source,year,typical_quantity,typical_basis\n";
        for bad in [
            "x,X,Roof,repair,project,1,2,3,s,,10,ten",
            "x,X,Roof,repair,sqft,1,2,3,s,,10,",
            "x,X,Roof,repair,sqft,1,2,3,s,,,basis",
            "x,X,Roof,repair,sqft,1,2,3,s,,-4,basis",
        ] {
            assert!(
                CostCatalog::parse_csv(&format!("{header}{bad}\n")).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn an_item_without_a_label_is_named_by_its_key() {
        let c = CostCatalog::parse_csv(SAMPLE).unwrap();
        assert_eq!(c.get("roof_repair").unwrap().label(), "Roof repair");
        let labelled = CostCatalog::parse_csv(
            "key,label,category,kind,unit,low,typical,high,source,year
panel_replace,Replace the electrical panel,Electrical,repair,project,1,2,3,s,
",
        )
        .unwrap();
        assert_eq!(
            labelled.get("panel_replace").unwrap().label(),
            "Replace the electrical panel"
        );
    }

    #[test]
    fn the_shipped_reference_data_parses() {
        let text = include_str!("../../../../config/cost-catalog.csv");
        let c = CostCatalog::parse_csv(text).unwrap();
        assert!(c.len() >= 35, "{} items", c.len());
    }
}
