//! Request and response bodies for reports: the content with its items and totals, the list,
//! the summary edit and sending. Money is dollars here, integer cents below.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_domain::report::{PricedItem, ReportContent, Summary};
use showscribe_domain::showing::{
    ADDRESS_NOT_PROVIDED, CLIENT_PLACEHOLDER, Report, ReportListing, Showing,
};
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::routes::market_analysis::dto::MarketAnalysisResponse;
use crate::routes::values::dollars;

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

/// The generated showing report, and whether it took a report of the allowance.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedReportResponse {
    #[serde(flatten)]
    pub report: ReportResponse,
    /// Whether one report of the month's allowance was taken. False when the showing was only
    /// corrected since the generation that was last charged (at most one word in five of its
    /// notes, address, description, client or agent name changed; details filled in or left
    /// out; the list price, phones, emails and company never count): "No report was taken from
    /// your allowance (only corrections)". The first generation of a showing is always charged.
    pub charged: bool,
}

/// A summary as the agent typed it, or a 400 naming the `summary` field.
pub(crate) fn parse_summary(raw: &str) -> Result<Summary, ApiError> {
    Summary::parse(raw).map_err(|problem| {
        let message = problem.to_string();
        ApiError::bad_request("validation", message.clone()).with_field("summary", message)
    })
}

impl EditReportRequest {
    pub fn try_into_domain(self) -> Result<Summary, ApiError> {
        parse_summary(&self.summary)
    }
}
