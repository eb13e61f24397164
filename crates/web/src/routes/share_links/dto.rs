//! Bodies of the share-link calls. The shared report names no id the agent's API accepts: no
//! showing, report or link id (an item's id, "i7", only means something inside its report).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_application::showings::{RequestView, SharedReport};
use showscribe_domain::photo::Photo;
use showscribe_domain::share_link::ShareLink;
use showscribe_domain::showing::ReportSender;
use utoipa::ToSchema;

use crate::routes::market_analysis::dto::MarketAnalysisResponse;
use crate::routes::repair_requests::dto::RepairRequestResponse;
use crate::routes::reports::dto::ReportContentResponse;
use crate::routes::values::dollars;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateShareLinkRequest {
    /// How long the link opens the report, in days.
    #[schema(minimum = 1, maximum = 365, default = 30)]
    pub expires_in_days: Option<i64>,
}

/// A link as its agent sees it. `url` is given once, when the link is created: only its hash is
/// kept.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareLinkResponse {
    pub id: i64,
    /// The address to give the client; only in the answer that created the link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    /// When the client last opened it; null until then.
    pub last_opened_at: Option<DateTime<Utc>>,
    /// "open", "expired" or "revoked".
    pub state: String,
}

impl ShareLinkResponse {
    pub fn new(link: &ShareLink, url: Option<String>, now: DateTime<Utc>) -> Self {
        Self {
            id: link.id.0,
            url,
            created_at: link.created_at,
            expires_at: link.expires_at,
            revoked_at: link.revoked_at,
            last_opened_at: link.last_opened_at,
            state: link.state(now).as_str().to_owned(),
        }
    }
}

/// The agent whose report it is, as the client sees them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedAgentResponse {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub broker_office_name: String,
    /// The agent's logo, through the link; null when there is none.
    pub logo_url: Option<String>,
}

/// The home the report is about.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedPropertyResponse {
    pub address: String,
    pub client_name: String,
    /// Dollars.
    pub list_price: Option<f64>,
    pub square_feet: Option<u32>,
    pub bedrooms: Option<u8>,
    pub bathrooms: Option<f64>,
    pub year_built: Option<u16>,
}

/// A photo of the showing, through the link: named by its place, never by its id.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedPhotoResponse {
    /// The full-size JPEG.
    pub url: String,
    /// At most 400 pixels on its longest edge.
    pub thumbnail_url: String,
    pub caption: Option<String>,
    /// The report item it is shown beside ("i3"), or null for the gallery.
    pub item_id: Option<String>,
}

/// What a share link opens: the newest showing report, its market analysis if any, and the
/// agent's branding, read-only.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedReportResponse {
    pub agent: SharedAgentResponse,
    pub property: SharedPropertyResponse,
    /// When the report was written.
    pub created_at: DateTime<Utc>,
    pub report: ReportContentResponse,
    /// The comparative market analysis, when the agent made one.
    pub market_analysis: Option<MarketAnalysisResponse>,
    /// The report's PDF, through the link.
    pub pdf_url: String,
    /// When the link stops working.
    pub expires_at: DateTime<Utc>,
    /// The items the client asks the seller for, and the offer figures beside them.
    pub repair_request: RepairRequestResponse,
    /// The showing's photos in the agent's order.
    pub photos: Vec<SharedPhotoResponse>,
}

impl SharedReportResponse {
    pub fn new(
        shared: &SharedReport,
        request: &RequestView,
        photos: &[Photo],
        token: &str,
    ) -> Self {
        let details = &shared.showing.details;
        let facts = &details.subject;
        let sender = ReportSender::of(&shared.agent.profile, details);
        Self {
            agent: SharedAgentResponse {
                name: sender.name,
                email: sender.email.as_str().to_owned(),
                phone: sender.phone,
                company: sender.company,
                broker_office_name: sender.broker_office,
                logo_url: shared
                    .agent
                    .logo_path
                    .as_ref()
                    .map(|_| format!("/api/shared/{token}/logo")),
            },
            property: SharedPropertyResponse {
                address: shared.showing.address_label().to_owned(),
                client_name: shared.showing.client_label().to_owned(),
                list_price: details.list_price.map(|p| dollars(p.cents())),
                square_feet: facts.square_feet.map(|s| s.get()),
                bedrooms: facts.bedrooms.map(|b| b.get()),
                bathrooms: facts.bathrooms.map(|b| b.count()),
                year_built: facts.year_built.map(|y| y.get()),
            },
            created_at: shared.report.created_at,
            report: (&shared.report.content).into(),
            market_analysis: shared
                .market_analysis
                .as_ref()
                .and_then(|r| r.content.market_analysis.as_ref())
                .map(Into::into),
            pdf_url: format!("/api/shared/{token}/pdf"),
            expires_at: shared.expires_at,
            repair_request: RepairRequestResponse::new(request),
            photos: photos
                .iter()
                .enumerate()
                .map(|(index, photo)| SharedPhotoResponse {
                    url: format!("/api/shared/{token}/photos/{index}/image"),
                    thumbnail_url: format!("/api/shared/{token}/photos/{index}/thumbnail"),
                    caption: photo.caption.as_ref().map(|c| c.as_str().to_owned()),
                    item_id: photo.report_item_id.clone(),
                })
                .collect(),
        }
    }
}
