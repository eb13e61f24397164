//! Request and response bodies for showings. Money crosses this boundary as dollars (JSON
//! numbers); below it, it is integer cents.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use showscribe_domain::cma::{
    Bathrooms, Bedrooms, FieldProblem, HomeFacts, LotSize, SquareFeet, YearBuilt,
};
use showscribe_domain::showing::{
    InvalidText, ListPrice, Notes, Showing, ShowingDetails, optional_text,
};
use showscribe_domain::{Cents, Email};
use utoipa::ToSchema;

use crate::error::{ApiError, FieldErrors};
use crate::routes::values::{dollars, number, whole};

/// The showing form. Every detail is optional; at least one of the two note boxes must hold
/// something (unless `recordingToFollow`). The mobile form sends `buyerName` / `buyerEmail` for the client.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
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
    /// The agent is dictating into a note box and the recording is about to be uploaded to the
    /// new showing (`POST /api/showings/{id}/recordings`): the notes may still be empty. Its
    /// report still needs notes. Read by `POST /api/showings` only.
    pub recording_to_follow: bool,
}

/// The subject home's facts for the market analysis, each optional.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct HomeFactsRequest {
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

impl HomeFactsRequest {
    /// The facts, or the field errors (keyed by the request's field names) in `e`.
    pub(crate) fn parse(&self, e: &mut FieldErrors, today: NaiveDate) -> Option<HomeFacts> {
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
        Some(HomeFacts {
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
    pub fn try_into_domain(self, today: NaiveDate) -> Result<ShowingDetails, ApiError> {
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
        let subject = HomeFactsRequest {
            square_feet: self.square_feet,
            bedrooms: self.bedrooms,
            bathrooms: self.bathrooms,
            year_built: self.year_built,
            lot_size_acres: self.lot_size_acres,
        }
        .parse(&mut e, today);
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
