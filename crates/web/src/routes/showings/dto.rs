//! Request and response bodies for showings and reports. Money crosses this boundary as dollars
//! (JSON numbers); below it, it is integer cents.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use showscribe_domain::cma::{
    Bathrooms, Bedrooms, FieldProblem, LotSize, SquareFeet, SubjectFacts, YearBuilt,
};
use showscribe_domain::report::{
    AdjustedComparableRow, AnalysisOutcome, MarketAnalysisContent, PricedItem, ReportContent,
};
use showscribe_domain::showing::{
    ADDRESS_NOT_PROVIDED, CLIENT_PLACEHOLDER, InvalidText, ListPrice, Notes, Report, ReportListing,
    Showing, ShowingDetails, optional_text,
};
use showscribe_domain::{Cents, Email};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, FieldErrors};

fn dollars(c: Cents) -> f64 {
    c.dollars()
}

/// The showing form. Every detail is optional; at least one of the two note boxes must hold
/// something. The mobile form sends `buyerName` / `buyerEmail` for the client.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CreateShowingRequest {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    /// Dollars, as a number or a string such as "$525,000".
    #[schema(value_type = Option<f64>)]
    pub list_price: Option<Value>,
    pub client_name: Option<String>,
    pub client_email: Option<String>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<String>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: Option<String>,
    pub updates_wanted: Option<String>,
    pub buyer_name: Option<String>,
    pub buyer_email: Option<String>,
    /// Living area, a whole number of square feet (1–100,000).
    #[schema(value_type = Option<i64>)]
    pub square_feet: Option<Value>,
    /// A whole number, 0–50.
    #[schema(value_type = Option<i64>)]
    pub bedrooms: Option<Value>,
    /// A whole or half number such as 2 or 2.5.
    #[schema(value_type = Option<f64>)]
    pub bathrooms: Option<Value>,
    /// From 1600 to next year (homes are sold before they are finished).
    #[schema(value_type = Option<i64>)]
    pub year_built: Option<Value>,
    /// Acres, more than zero.
    #[schema(value_type = Option<f64>)]
    pub lot_size_acres: Option<Value>,
}

/// The subject home's facts for the market analysis, each optional.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SubjectFactsRequest {
    /// Living area, a whole number of square feet (1–100,000).
    #[schema(value_type = Option<i64>)]
    pub square_feet: Option<Value>,
    /// A whole number, 0–50.
    #[schema(value_type = Option<i64>)]
    pub bedrooms: Option<Value>,
    /// A whole or half number such as 2 or 2.5.
    #[schema(value_type = Option<f64>)]
    pub bathrooms: Option<Value>,
    /// From 1600 to next year (homes are sold before they are finished).
    #[schema(value_type = Option<i64>)]
    pub year_built: Option<Value>,
    /// Acres, more than zero.
    #[schema(value_type = Option<f64>)]
    pub lot_size_acres: Option<Value>,
}

/// A number sent as a JSON number or a numeric string; null and "" are absent.
pub(crate) fn number(v: Option<&Value>) -> Result<Option<f64>, ()> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => s
            .trim()
            .replace(',', "")
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map(Some)
            .ok_or(()),
        Some(Value::Number(n)) => n.as_f64().map(Some).ok_or(()),
        Some(_) => Err(()),
    }
}

/// A whole number, as [`number`] reads it.
pub(crate) fn whole(v: Option<&Value>) -> Result<Option<i64>, ()> {
    match number(v)? {
        None => Ok(None),
        Some(n) if n.fract() == 0.0 && n.abs() < 1e15 => Ok(Some(n as i64)),
        Some(_) => Err(()),
    }
}

/// Reads one optional fact: "Square feet must be a whole number", "Square feet must be more
/// than zero"…
fn fact<T, R>(
    e: &mut FieldErrors,
    field: &str,
    label: &str,
    expected: &str,
    raw: Result<Option<R>, ()>,
    parse: impl FnOnce(R) -> Result<T, FieldProblem>,
) -> Option<Option<T>> {
    let raw = e.check(field, raw, |()| format!("{label} must be {expected}"))?;
    e.check(field, raw.map(parse).transpose(), |p| {
        format!("{label} {p}")
    })
}

impl SubjectFactsRequest {
    /// The facts, or the field errors (keyed by the request's field names) in `e`.
    pub(crate) fn parse(&self, e: &mut FieldErrors, today: NaiveDate) -> Option<SubjectFacts> {
        let square_feet = fact(
            e,
            "squareFeet",
            "Square feet",
            "a whole number",
            whole(self.square_feet.as_ref()),
            SquareFeet::new,
        );
        let bedrooms = fact(
            e,
            "bedrooms",
            "Bedrooms",
            "a whole number",
            whole(self.bedrooms.as_ref()),
            Bedrooms::new,
        );
        let bathrooms = fact(
            e,
            "bathrooms",
            "Bathrooms",
            "a number such as 2 or 2.5",
            number(self.bathrooms.as_ref()),
            Bathrooms::from_count,
        );
        let year_built = fact(
            e,
            "yearBuilt",
            "Year built",
            "a year such as 1978",
            whole(self.year_built.as_ref()),
            |y| YearBuilt::new(y, today),
        );
        let lot_size = fact(
            e,
            "lotSizeAcres",
            "Lot size",
            "a number of acres",
            number(self.lot_size_acres.as_ref()),
            LotSize::from_acres,
        );
        Some(SubjectFacts {
            square_feet: square_feet?,
            bedrooms: bedrooms?,
            bathrooms: bathrooms?,
            year_built: year_built?,
            lot_size: lot_size?,
        })
    }
}

const LIST_PRICE: &str = "List price must be a positive number";
const EMAIL: &str = "Please enter a valid email address";

fn text_message(label: &str) -> impl FnOnce(InvalidText) -> String + '_ {
    move |e| match e {
        InvalidText::TooLong(n) => format!("{label} must be at most {} characters", group(n)),
        InvalidText::ControlCharacters => {
            format!("{label} contains characters that are not allowed")
        }
    }
}

fn group(n: usize) -> String {
    Cents((n as i64) * 100)
        .to_string()
        .trim_start_matches('$')
        .to_owned()
}

fn parse_list_price(v: &Value) -> Result<Option<ListPrice>, ()> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => ListPrice::parse(s).map(Some).map_err(|_| ()),
        Value::Number(n) => {
            let d = n.as_f64().ok_or(())?;
            let cents = Cents::from_dollars(d).ok_or(())?;
            ListPrice::from_cents(cents).map(Some).map_err(|_| ())
        }
        _ => Err(()),
    }
}

fn optional_email(raw: Option<&str>) -> Result<Option<Email>, ()> {
    match raw.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) => Email::parse(s).map(Some).map_err(|_| ()),
    }
}

impl CreateShowingRequest {
    pub fn try_into_domain(self) -> Result<ShowingDetails, ApiError> {
        let mut e = FieldErrors::default();
        let client_name_raw = self
            .client_name
            .as_deref()
            .filter(|s| !s.trim().is_empty())
            .or(self.buyer_name.as_deref());
        let client_email_raw = self
            .client_email
            .as_deref()
            .filter(|s| !s.trim().is_empty())
            .or(self.buyer_email.as_deref());
        let property_address = e.check(
            "propertyAddress",
            optional_text(self.property_address.as_deref(), 300),
            text_message("Property address"),
        );
        let property_description = e.check(
            "propertyDescription",
            optional_text(self.property_description.as_deref(), 5_000),
            text_message("Property description"),
        );
        let list_price = e.check(
            "listPrice",
            parse_list_price(self.list_price.as_ref().unwrap_or(&Value::Null)),
            |()| LIST_PRICE.to_owned(),
        );
        let client_name = e.check(
            "clientName",
            optional_text(client_name_raw, 100),
            text_message("Client name"),
        );
        let client_email = e.check("clientEmail", optional_email(client_email_raw), |()| {
            EMAIL.to_owned()
        });
        let client_phone = e.check(
            "clientPhone",
            optional_text(self.client_phone.as_deref(), 30),
            text_message("Client phone"),
        );
        let agent_name = e.check(
            "agentName",
            optional_text(self.agent_name.as_deref(), 200),
            text_message("Agent name"),
        );
        let agent_email = e.check(
            "agentEmail",
            optional_email(self.agent_email.as_deref()),
            |()| EMAIL.to_owned(),
        );
        let agent_phone = e.check(
            "agentPhone",
            optional_text(self.agent_phone.as_deref(), 30),
            text_message("Agent phone"),
        );
        let agent_company = e.check(
            "agentCompany",
            optional_text(self.agent_company.as_deref(), 200),
            text_message("Agent company"),
        );
        let repairs_needed = e.check(
            "repairsNeeded",
            Notes::parse(self.repairs_needed.as_deref().unwrap_or_default()),
            text_message("Notes"),
        );
        let updates_wanted = e.check(
            "updatesWanted",
            Notes::parse(self.updates_wanted.as_deref().unwrap_or_default()),
            text_message("Notes"),
        );
        let subject = SubjectFactsRequest {
            square_feet: self.square_feet,
            bedrooms: self.bedrooms,
            bathrooms: self.bathrooms,
            year_built: self.year_built,
            lot_size_acres: self.lot_size_acres,
        }
        .parse(&mut e, Utc::now().date_naive());
        let details = (|| {
            Some(ShowingDetails {
                property_address: property_address?,
                property_description: property_description?,
                list_price: list_price?,
                client_name: client_name?,
                client_email: client_email?,
                client_phone: client_phone?,
                agent_name: agent_name?,
                agent_email: agent_email?,
                agent_phone: agent_phone?,
                agent_company: agent_company?,
                repairs_needed: repairs_needed?,
                updates_wanted: updates_wanted?,
                subject: subject?,
            })
        })();
        match details {
            Some(d) if e.is_empty() => Ok(d),
            _ => Err(e.into_error()),
        }
    }
}

/// A showing. `propertyAddress` and `buyerName` carry clearly-labelled placeholders when the
/// agent left them out; the raw values are in `details`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Showing)]
pub struct ShowingResponse {
    pub id: i64,
    pub property_address: String,
    pub buyer_name: String,
    /// "pending" until a report is generated, then "completed".
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub details: ShowingDetailsResponse,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShowingDetailsResponse {
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    /// Dollars.
    pub list_price: Option<f64>,
    pub client_name: Option<String>,
    pub client_email: Option<String>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<String>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: String,
    pub updates_wanted: String,
    /// Living area in square feet.
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    /// A count such as 2.5.
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub lot_size_acres: Option<f64>,
}

impl From<&Showing> for ShowingResponse {
    fn from(s: &Showing) -> Self {
        let d = &s.details;
        Self {
            id: s.id.0,
            property_address: s.address_label().to_owned(),
            buyer_name: s.client_label().to_owned(),
            status: s.status.as_str().to_owned(),
            created_at: s.created_at,
            details: ShowingDetailsResponse {
                property_address: d.property_address.clone(),
                property_description: d.property_description.clone(),
                list_price: d.list_price.map(|p| dollars(p.cents())),
                client_name: d.client_name.clone(),
                client_email: d.client_email.as_ref().map(|e| e.as_str().to_owned()),
                client_phone: d.client_phone.clone(),
                agent_name: d.agent_name.clone(),
                agent_email: d.agent_email.as_ref().map(|e| e.as_str().to_owned()),
                agent_phone: d.agent_phone.clone(),
                agent_company: d.agent_company.clone(),
                repairs_needed: d.repairs_needed.as_str().to_owned(),
                updates_wanted: d.updates_wanted.as_str().to_owned(),
                square_feet: d.subject.square_feet.map(|s| s.get()),
                bedrooms: d.subject.bedrooms.map(|b| b.get()),
                bathrooms: d.subject.bathrooms.map(|b| b.count()),
                year_built: d.subject.year_built.map(|y| y.get()),
                lot_size_acres: d.subject.lot_size.map(|l| l.acres()),
            },
        }
    }
}

/// One repair or upgrade. Costs are dollars; null where the item needs a contractor quote.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportItemResponse {
    /// Stable within its report ("i7"): what an edit of the item names. Never given again once
    /// the item is removed.
    pub id: String,
    pub description: String,
    pub category: String,
    /// safety, soon or cosmetic.
    pub priority: String,
    /// The typical cost.
    pub estimated_cost: Option<f64>,
    pub low_cost: Option<f64>,
    pub high_cost: Option<f64>,
    pub catalog_key: Option<String>,
    pub quantity: Option<f64>,
    /// Why the cost is what it is, when that needs saying ("Needs a contractor quote"…).
    pub note: Option<String>,
    /// The agent gave the figures: they are not the catalog's (the PDF says "Agent's figure").
    pub agent_figure: bool,
}

impl From<&PricedItem> for ReportItemResponse {
    fn from(i: &PricedItem) -> Self {
        Self {
            id: i.id.clone(),
            description: i.description.clone(),
            category: i.category.clone(),
            priority: i.priority.label().to_lowercase(),
            estimated_cost: i.cost.map(|c| dollars(c.typical)),
            low_cost: i.cost.map(|c| dollars(c.low)),
            high_cost: i.cost.map(|c| dollars(c.high)),
            catalog_key: i.catalog_key.clone(),
            quantity: i.quantity,
            note: i.note.clone(),
            agent_figure: i.agent_figure,
        }
    }
}

/// A report's content. Totals are computed by the server from the items.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportContentResponse {
    pub summary: String,
    pub repairs: Vec<ReportItemResponse>,
    /// Typical total of the priced repairs.
    pub total_repair_cost: f64,
    pub total_repair_low: f64,
    pub total_repair_high: f64,
    /// Repairs that need a contractor quote (not in the totals).
    pub unpriced_repairs: usize,
    pub upgrades: Vec<ReportItemResponse>,
    pub total_upgrade_cost: f64,
    pub total_upgrade_low: f64,
    pub total_upgrade_high: f64,
    pub unpriced_upgrades: usize,
    /// Null when the agent gave no list price (no price is ever made up).
    pub list_price: Option<f64>,
    pub total_with_repairs: Option<f64>,
    pub total_with_upgrades: Option<f64>,
    /// "estimator" (built-in) or "llm".
    pub generator: String,
    pub generator_note: Option<String>,
    pub region_state: Option<String>,
    pub region_factor: f64,
    pub disclaimer: String,
    /// The comparative market analysis, on a `cma` report; null on the showing report.
    pub market_analysis: Option<MarketAnalysisResponse>,
}

/// A comparable with its adjustments. Dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdjustedComparableResponse {
    pub address: String,
    /// "sold", "active" or "pending".
    pub status: String,
    /// The sale date for a sold home, the list date otherwise.
    pub date: NaiveDate,
    /// The sale price for a sold home, the list price otherwise.
    pub price: f64,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
    pub distance_miles: Option<f64>,
    /// Per feature; null where it was not adjusted (the subject or the comparable lacks it).
    pub bedrooms_adjustment: Option<f64>,
    pub bathrooms_adjustment: Option<f64>,
    pub square_feet_adjustment: Option<f64>,
    pub age_adjustment: Option<f64>,
    /// The sum of the feature adjustments.
    pub feature_adjustment: f64,
    /// The agent's ±%, in whole percent.
    pub percent_adjustment: i64,
    /// What the ±% added or took away.
    pub percent_amount: f64,
    pub adjusted_price: f64,
    /// Null when the area is unknown or the adjusted price is not positive (not counted).
    pub adjusted_price_per_square_foot: Option<f64>,
}

impl From<&AdjustedComparableRow> for AdjustedComparableResponse {
    fn from(r: &AdjustedComparableRow) -> Self {
        let f = r.feature_adjustments;
        Self {
            address: r.address.clone(),
            status: r.status.clone(),
            date: r.date,
            price: dollars(r.price),
            square_feet: r.square_feet,
            bedrooms: r.bedrooms,
            bathrooms: r.bathrooms,
            year_built: r.year_built,
            distance_miles: r.distance_miles,
            bedrooms_adjustment: f.bedrooms.map(dollars),
            bathrooms_adjustment: f.bathrooms.map(dollars),
            square_feet_adjustment: f.square_feet.map(dollars),
            age_adjustment: f.age.map(dollars),
            feature_adjustment: dollars(r.feature_adjustment),
            percent_adjustment: r.percent_adjustment,
            percent_amount: dollars(r.percent_amount),
            adjusted_price: dollars(r.adjusted_price),
            adjusted_price_per_square_foot: r.adjusted_price_per_square_foot.map(dollars),
        }
    }
}

/// Low, median, average and high adjusted price per square foot, in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PricePerSquareFootResponse {
    pub low: f64,
    pub median: f64,
    pub average: f64,
    pub high: f64,
    /// How many comparables they come from.
    pub count: usize,
}

/// The indicated market value, in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValueRangeResponse {
    pub low: f64,
    pub point: f64,
    pub high: f64,
}

/// The list price against the indicated value.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListPricePositionResponse {
    pub list_price: f64,
    /// "below", "within" or "above" the value range.
    pub position: String,
    /// List price minus the point value, in dollars.
    pub difference: f64,
    /// (list price − point value) / point value, in percent (5.25 is 5.25%).
    pub versus_point_percent: f64,
}

/// The value once the showing report's repairs are counted.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConditionResponse {
    pub repairs_low: f64,
    pub repairs_typical: f64,
    pub repairs_high: f64,
    /// Repairs that need a quote (not in the figures).
    pub unpriced_repairs: usize,
    /// Point value minus the typical repairs.
    pub value_after_typical_repairs: f64,
    /// Point value minus the high repairs.
    pub value_after_high_repairs: f64,
    /// The list price against the value after typical repairs, in percent; null without a
    /// list price or when the repairs reach the value.
    pub list_versus_after_typical_percent: Option<f64>,
    pub list_versus_after_high_percent: Option<f64>,
}

/// The feature rates, in dollars.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureRatesResponse {
    pub per_bedroom: f64,
    pub per_bathroom: f64,
    pub per_square_foot: f64,
    pub per_year_of_age: f64,
}

/// A comparative market analysis as computed. Dollars as numbers.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketAnalysisResponse {
    /// "complete", or "insufficientData" (see `missing`; no value is indicated).
    pub outcome: String,
    pub subject_square_feet: Option<u32>,
    /// The rates the comparables were adjusted with.
    pub rates: FeatureRatesResponse,
    /// In the order the agent gave them.
    pub comparables: Vec<AdjustedComparableResponse>,
    pub price_per_square_foot: Option<PricePerSquareFootResponse>,
    /// Null unless complete.
    pub value_range: Option<ValueRangeResponse>,
    /// Null unless complete with a list price.
    pub list_price: Option<ListPricePositionResponse>,
    /// Null unless complete and the showing report priced some repairs.
    pub condition: Option<ConditionResponse>,
    /// "At $525,000 the asking price is about 4% above the market value of comparable homes
    /// once the $18,400–$27,900 of needed repairs is counted."; null unless complete.
    pub condition_sentence: Option<String>,
    /// A short paragraph; every figure in it comes from the computation.
    pub narrative: String,
    /// Who wrote the narrative's words: "estimator" (the computed paragraph) or "llm" (a
    /// rewording that kept every figure).
    pub narrative_writer: String,
    /// Why the computed words were kept although an LLM is configured; null otherwise.
    pub narrative_note: Option<String>,
    /// For insufficient data, what to add, one sentence each; empty when complete.
    pub missing: Vec<String>,
    /// The `missing` sentences in one line; null when complete.
    pub message: Option<String>,
}

fn percent(basis_points: i64) -> f64 {
    basis_points as f64 / 100.0
}

impl From<&MarketAnalysisContent> for MarketAnalysisResponse {
    fn from(m: &MarketAnalysisContent) -> Self {
        Self {
            outcome: match m.outcome {
                AnalysisOutcome::Complete => "complete",
                AnalysisOutcome::InsufficientData => "insufficientData",
            }
            .to_owned(),
            subject_square_feet: m.subject_square_feet,
            rates: FeatureRatesResponse {
                per_bedroom: dollars(m.rates.per_bedroom),
                per_bathroom: dollars(m.rates.per_bathroom),
                per_square_foot: dollars(m.rates.per_square_foot),
                per_year_of_age: dollars(m.rates.per_year_of_age),
            },
            comparables: m.comparables.iter().map(Into::into).collect(),
            price_per_square_foot: m.price_per_square_foot.map(|p| PricePerSquareFootResponse {
                low: dollars(p.low),
                median: dollars(p.median),
                average: dollars(p.average),
                high: dollars(p.high),
                count: p.count,
            }),
            value_range: m.value_range.map(|v| ValueRangeResponse {
                low: dollars(v.low),
                point: dollars(v.point),
                high: dollars(v.high),
            }),
            list_price: m.list_price.map(|l| ListPricePositionResponse {
                list_price: dollars(l.list_price),
                position: l.position.as_str().to_owned(),
                difference: dollars(l.difference),
                versus_point_percent: percent(l.versus_point_basis_points),
            }),
            condition: m.condition.map(|c| ConditionResponse {
                repairs_low: dollars(c.repairs.low),
                repairs_typical: dollars(c.repairs.typical),
                repairs_high: dollars(c.repairs.high),
                unpriced_repairs: c.unpriced_repairs,
                value_after_typical_repairs: dollars(c.after_typical_repairs),
                value_after_high_repairs: dollars(c.after_high_repairs),
                list_versus_after_typical_percent: c
                    .list_versus_after_typical_basis_points
                    .map(percent),
                list_versus_after_high_percent: c.list_versus_after_high_basis_points.map(percent),
            }),
            condition_sentence: m.condition_sentence.clone(),
            narrative: m.narrative.clone(),
            narrative_writer: m.narrative_writer.as_str().to_owned(),
            narrative_note: m.narrative_note.clone(),
            missing: m.missing.clone(),
            message: (!m.missing.is_empty()).then(|| m.missing_message()),
        }
    }
}

impl From<&ReportContent> for ReportContentResponse {
    fn from(c: &ReportContent) -> Self {
        Self {
            summary: c.summary.clone(),
            repairs: c.repairs.iter().map(Into::into).collect(),
            total_repair_cost: dollars(c.repair_totals.cost.typical),
            total_repair_low: dollars(c.repair_totals.cost.low),
            total_repair_high: dollars(c.repair_totals.cost.high),
            unpriced_repairs: c.repair_totals.unpriced,
            upgrades: c.upgrades.iter().map(Into::into).collect(),
            total_upgrade_cost: dollars(c.upgrade_totals.cost.typical),
            total_upgrade_low: dollars(c.upgrade_totals.cost.low),
            total_upgrade_high: dollars(c.upgrade_totals.cost.high),
            unpriced_upgrades: c.upgrade_totals.unpriced,
            list_price: c.list_price.map(dollars),
            total_with_repairs: c.total_with_repairs.map(dollars),
            total_with_upgrades: c.total_with_upgrades.map(dollars),
            generator: c.generator.as_str().to_owned(),
            generator_note: c.generator_note.clone(),
            region_state: c.region_state.clone(),
            region_factor: c.region_factor,
            disclaimer: c.disclaimer.clone(),
            market_analysis: c.market_analysis.as_ref().map(Into::into),
        }
    }
}

/// The download path of a report's PDF.
pub fn pdf_path(showing_id: i64, report_id: i64) -> String {
    format!("/api/showings/{showing_id}/reports/{report_id}/pdf")
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportShowingResponse {
    pub id: i64,
    pub property_address: String,
    pub buyer_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Report)]
pub struct ReportResponse {
    pub id: i64,
    pub showing_id: i64,
    /// "comprehensive" (the showing report) or "cma".
    pub report_type: String,
    pub created_at: DateTime<Utc>,
    pub email_sent: bool,
    /// Where the report's PDF is downloaded. Every report has one: it is rendered on its first
    /// download (or email) and kept until the report (or its showing) changes.
    pub pdf_file_path: String,
    pub showing: Option<ReportShowingResponse>,
    pub content: ReportContentResponse,
}

impl ReportResponse {
    pub fn new(r: &Report, showing: Option<ReportShowingResponse>) -> Self {
        Self {
            id: r.id.0,
            showing_id: r.showing_id.0,
            report_type: r.report_type.as_str().to_owned(),
            created_at: r.created_at,
            email_sent: r.email_sent,
            pdf_file_path: pdf_path(r.showing_id.0, r.id.0),
            showing,
            content: (&r.content).into(),
        }
    }

    pub fn of_showing(r: &Report, s: &Showing) -> Self {
        Self::new(
            r,
            Some(ReportShowingResponse {
                id: s.id.0,
                property_address: s.address_label().to_owned(),
                buyer_name: s.client_label().to_owned(),
            }),
        )
    }
}

/// A report in the dashboard's list: what the gallery shows, without the content (which
/// `GET /api/reports/{showingId}` returns).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportListItem {
    pub id: i64,
    pub showing_id: i64,
    /// "comprehensive" (the showing report) or "cma".
    pub report_type: String,
    pub created_at: DateTime<Utc>,
    pub email_sent: bool,
    /// Where the report's PDF is downloaded (rendered on first download and kept).
    pub pdf_file_path: String,
    pub showing: ReportShowingResponse,
}

impl From<&ReportListing> for ReportListItem {
    fn from(r: &ReportListing) -> Self {
        Self {
            id: r.id.0,
            showing_id: r.showing_id.0,
            report_type: r.report_type.as_str().to_owned(),
            created_at: r.created_at,
            email_sent: r.email_sent,
            pdf_file_path: pdf_path(r.showing_id.0, r.id.0),
            showing: ReportShowingResponse {
                id: r.showing_id.0,
                property_address: r
                    .property_address
                    .clone()
                    .unwrap_or_else(|| ADDRESS_NOT_PROVIDED.to_owned()),
                buyer_name: r
                    .client_name
                    .clone()
                    .unwrap_or_else(|| CLIENT_PLACEHOLDER.to_owned()),
            },
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct EditReportRequest {
    #[schema(required = true)]
    pub summary: String,
}

/// Paging of list calls: `limit` (1–500, default 100) rows after `offset`. The total is in the
/// `X-Total-Count` response header.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    pub limit: Option<u64>,
    pub offset: Option<u64>,
}

/// Optional body of send-report: the summary as edited on the page.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SendReportRequest {
    pub summary: Option<String>,
}
