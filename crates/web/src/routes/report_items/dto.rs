use serde::Deserialize;
use serde_json::Value;
use showscribe_domain::Cents;
use showscribe_domain::report::{
    Figure, Figures, FindingKind, ItemPatch, ItemProblem, NewItem, Priority,
};
use utoipa::ToSchema;

use crate::error::{ApiError, FieldErrors};
use crate::routes::values::number;

/// An item to add, or the fields of an item to change (what is left out stays as it is).
///
/// Adding takes either the agent's own item (`kind` and `description`; figures optional, but if
/// any is given all three make a range low ≤ estimated ≤ high; without figures the item needs a
/// contractor quote) or a catalog item (`kind` and `catalogKey`, and a `quantity` for an item
/// priced per unit), priced exactly as generating prices it for the report's region. A catalog
/// item with figures keeps the agent's figures.
///
/// Changing figures marks them the agent's (`agentFigure`); the figures not given keep their
/// values. A new `catalogKey` or `quantity` prices the item from the catalog again (unless
/// figures come with it). A new `kind` moves the item between the repairs and the upgrades.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReportItemRequest {
    /// "repair" or "upgrade". Required to add an item.
    pub kind: Option<String>,
    /// At most 500 characters. Required for the agent's own item; a catalog item is described
    /// by its label unless given.
    pub description: Option<String>,
    /// At most 60 characters. Defaults to the catalog item's category, or "Other".
    pub category: Option<String>,
    /// "safety", "soon" or "cosmetic" (as items carry it; "high", "medium" and "low" are read
    /// as the same). Defaults to "soon" for a repair and "cosmetic" for an upgrade.
    pub priority: Option<String>,
    /// Dollars, at least 0 and at most 10,000,000.
    #[schema(value_type = Option<f64>)]
    pub low_cost: Option<Value>,
    /// Dollars: the typical cost, between the low and the high cost.
    #[schema(value_type = Option<f64>)]
    pub estimated_cost: Option<Value>,
    /// Dollars.
    #[schema(value_type = Option<f64>)]
    pub high_cost: Option<Value>,
    /// A catalog item's key (see `GET /api/catalog`).
    pub catalog_key: Option<String>,
    /// How many units of the catalog item (windows, square feet…): more than 0, at most
    /// 100,000. Only for a catalog item.
    #[schema(value_type = Option<f64>)]
    pub quantity: Option<Value>,
}

const KIND: &str = "Kind must be repair or upgrade";

const PRIORITY: &str = "Priority must be safety, soon or cosmetic";

fn kind(raw: &str) -> Result<FindingKind, ()> {
    match raw.trim().to_lowercase().as_str() {
        "repair" => Ok(FindingKind::Repair),
        "upgrade" => Ok(FindingKind::Upgrade),
        _ => Err(()),
    }
}

fn priority(raw: &str) -> Result<Priority, ()> {
    match raw.trim().to_lowercase().as_str() {
        "safety" | "high" => Ok(Priority::Safety),
        "soon" | "medium" => Ok(Priority::Soon),
        "cosmetic" | "low" => Ok(Priority::Cosmetic),
        _ => Err(()),
    }
}

/// An amount in dollars as cents. Amounts too large to hold are kept beyond the limit, so the
/// domain refuses them with its own words.
fn cents(v: Option<&Value>) -> Result<Option<Cents>, ()> {
    Ok(number(v)?.and_then(|d| Cents::from_dollars(d.clamp(-1e12, 1e12))))
}

/// The request's fields, read; what cannot be read is recorded in `e` by field.
struct Fields {
    kind: Option<FindingKind>,
    description: Option<String>,
    category: Option<String>,
    priority: Option<Priority>,
    figures: Figures,
    catalog_key: Option<String>,
    quantity: Option<f64>,
}

impl ReportItemRequest {
    fn read(self, e: &mut FieldErrors) -> Option<Fields> {
        let kind = e.check("kind", self.kind.as_deref().map(kind).transpose(), |()| {
            KIND.to_owned()
        });
        let priority = e.check(
            "priority",
            self.priority.as_deref().map(priority).transpose(),
            |()| PRIORITY.to_owned(),
        );
        let amount = |e: &mut FieldErrors, field: &str, label: &str, v: Option<&Value>| {
            e.check(field, cents(v), |()| format!("{label} must be a number"))
        };
        let low = amount(e, "lowCost", "Low cost", self.low_cost.as_ref());
        let estimated = amount(
            e,
            "estimatedCost",
            "Estimated cost",
            self.estimated_cost.as_ref(),
        );
        let high = amount(e, "highCost", "High cost", self.high_cost.as_ref());
        let quantity = e.check("quantity", number(self.quantity.as_ref()), |()| {
            "Quantity must be a positive number".to_owned()
        });
        Some(Fields {
            kind: kind?,
            description: self.description,
            category: self.category,
            priority: priority?,
            figures: Figures {
                low: low?,
                estimated: estimated?,
                high: high?,
            },
            // A blank key names no catalog item: the agent's own item.
            catalog_key: self.catalog_key.filter(|k| !k.trim().is_empty()),
            quantity: quantity?,
        })
    }

    /// The item to add, or the field errors. (Without errors, the kind was given.)
    pub fn try_into_new_item(self) -> Result<NewItem, ApiError> {
        let mut e = FieldErrors::default();
        let missing_kind = self.kind.is_none();
        let fields = self.read(&mut e);
        if missing_kind {
            e.add("kind", KIND);
        }
        match fields {
            Some(f) if e.is_empty() => Ok(NewItem {
                kind: f.kind.unwrap_or(FindingKind::Repair),
                description: f.description,
                category: f.category,
                priority: f.priority,
                catalog_key: f.catalog_key,
                quantity: f.quantity,
                figures: f.figures,
            }),
            _ => Err(e.into_error()),
        }
    }

    /// The change to make, or the field errors.
    pub fn try_into_patch(self) -> Result<ItemPatch, ApiError> {
        let mut e = FieldErrors::default();
        match self.read(&mut e) {
            Some(f) if e.is_empty() => Ok(ItemPatch {
                kind: f.kind,
                description: f.description,
                category: f.category,
                priority: f.priority,
                catalog_key: f.catalog_key,
                quantity: f.quantity,
                figures: f.figures,
            }),
            _ => Err(e.into_error()),
        }
    }
}

/// The request's name of the field a problem is about.
pub(super) fn problem_field(problem: &ItemProblem) -> &'static str {
    match problem {
        ItemProblem::Description(_) => "description",
        ItemProblem::Category(_) => "category",
        ItemProblem::Figures(f) => match f.figure() {
            Figure::Low => "lowCost",
            Figure::Estimated => "estimatedCost",
            Figure::High => "highCost",
        },
        ItemProblem::Quantity(_) => "quantity",
        ItemProblem::UnknownCatalogKey(_) => "catalogKey",
        ItemProblem::TooManyItems => "items",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn request(body: Value) -> ReportItemRequest {
        serde_json::from_value(body).unwrap()
    }

    #[test]
    fn an_item_is_read_with_its_figures_in_cents() {
        let item = request(json!({
            "kind": "Upgrade", "description": "Deck", "priority": "high",
            "lowCost": 300, "estimatedCost": "450.50", "highCost": 600
        }))
        .try_into_new_item()
        .unwrap();
        assert_eq!(item.kind, FindingKind::Upgrade);
        assert_eq!(item.priority, Some(Priority::Safety));
        assert_eq!(
            item.figures,
            Figures::all(Cents(30_000), Cents(45_050), Cents(60_000))
        );
        let item = request(json!({"kind": "repair", "catalogKey": "roof_repair", "quantity": 2}))
            .try_into_new_item()
            .unwrap();
        assert_eq!(item.catalog_key.as_deref(), Some("roof_repair"));
        assert_eq!(item.quantity, Some(2.0));
        assert!(item.figures.is_empty());
    }

    #[test]
    fn unreadable_fields_are_named() {
        let err = request(json!({"lowCost": "cheap", "priority": "urgent", "quantity": true}))
            .try_into_new_item()
            .unwrap_err()
            .body();
        assert_eq!(err.fields["kind"], KIND);
        assert_eq!(err.fields["priority"], PRIORITY);
        assert_eq!(err.fields["lowCost"], "Low cost must be a number");
        assert_eq!(err.fields["quantity"], "Quantity must be a positive number");
        let err = request(json!({"kind": "renovation"}))
            .try_into_patch()
            .unwrap_err()
            .body();
        assert_eq!(err.fields["kind"], KIND);
        assert!(
            request(json!({})).try_into_patch().is_ok(),
            "nothing to change"
        );
    }
}
