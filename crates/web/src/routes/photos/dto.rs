use serde::{Deserialize, Deserializer, Serialize};
use showscribe_domain::photo::{Photo, PhotoCaption, PhotoChange};
use utoipa::ToSchema;

use crate::error::{ApiError, FieldErrors};

/// A stored photo of a showing.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoResponse {
    pub id: i64,
    pub showing_id: i64,
    /// The full-size JPEG (longest edge at most 2,048 pixels, upright, without metadata).
    pub url: String,
    /// A JPEG at most 400 pixels on its longest edge.
    pub thumbnail_url: String,
    pub caption: Option<String>,
    /// Its place among the showing's photos, from 0.
    pub position: u32,
    /// The id of the showing report's item it is attached to ("i3"), or null.
    pub report_item_id: Option<String>,
    /// The full-size JPEG's pixels.
    pub width: u32,
    pub height: u32,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<&Photo> for PhotoResponse {
    fn from(p: &Photo) -> Self {
        let base = format!("/api/showings/{}/photos/{}", p.showing_id.0, p.id.0);
        Self {
            id: p.id.0,
            showing_id: p.showing_id.0,
            url: format!("{base}/image"),
            thumbnail_url: format!("{base}/thumbnail"),
            caption: p.caption.as_ref().map(|c| c.as_str().to_owned()),
            position: p.position,
            report_item_id: p.report_item_id.clone(),
            width: p.files.width,
            height: p.files.height,
            created_at: p.created_at,
        }
    }
}

/// A showing's photos, in order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoListResponse {
    pub photos: Vec<PhotoResponse>,
}

/// What to change of a photo; a field left out stays as it is.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PhotoChangeRequest {
    /// At most 200 characters; null or blank removes the caption.
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub caption: Option<Option<String>>,
    /// The place to move the photo to: 0 is first; past the end is last.
    pub position: Option<u32>,
    /// The id of an item of the showing report ("i3") to attach the photo to; null detaches it.
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub report_item_id: Option<Option<String>>,
}

/// A field that is present, even as null, is `Some`; a field left out is `None` (`default`).
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

impl PhotoChangeRequest {
    pub fn try_into_change(self) -> Result<PhotoChange, ApiError> {
        let mut e = FieldErrors::default();
        let caption = match self.caption {
            None => None,
            Some(None) => Some(None),
            Some(Some(text)) => e.check("caption", PhotoCaption::parse(&text), |p| {
                capitalised(&p.to_string())
            }),
        };
        let report_item_id = match self.report_item_id {
            Some(Some(id)) if id.trim().is_empty() => Some(None),
            Some(Some(id)) if id.len() > 32 => {
                e.add("reportItemId", "The report has no such item");
                None
            }
            other => other.map(|o| o.map(|id| id.trim().to_owned())),
        };
        if !e.is_empty() {
            return Err(e.into_error());
        }
        Ok(PhotoChange {
            caption,
            position: self.position,
            report_item_id,
        })
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
