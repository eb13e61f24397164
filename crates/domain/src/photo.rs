//! Photos of a showing: what the agent saw. A photo belongs to its showing and may be attached
//! to one item (a repair or an upgrade) of the showing's report. Uploads are JPEG, PNG or WebP,
//! recognised by content and refused from their header when too large, before anything decodes
//! them; what is stored is a re-encoded JPEG without metadata and a thumbnail.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::UserId;
use crate::image::{ImageKind, PixelProblem, check_pixels};
use crate::report::ReportContent;
use crate::showing::ShowingId;

/// The most photos a showing holds.
pub const MAX_PHOTOS_PER_SHOWING: usize = 60;
/// The longest edge of the stored full-size JPEG.
pub const FULL_EDGE: u32 = 2048;
/// The longest edge of the stored thumbnail (sharp at print size beside an item).
pub const THUMBNAIL_EDGE: u32 = 400;
/// The longest caption, in characters.
pub const MAX_CAPTION_CHARS: usize = 200;

/// What the server says of an HEIC upload: the app converts those before sending them.
pub const HEIC_CONVERTED_BY_THE_APP: &str =
    "HEIC photos are converted by the app; upload JPEG, PNG or WebP";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PhotoId(pub i64);

/// The raster formats a photo may be uploaded in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhotoFormat {
    Jpeg,
    Png,
    WebP,
}

#[derive(Debug, Clone, Copy, Error, PartialEq, Eq)]
pub enum InvalidPhoto {
    #[error("the photo file is empty")]
    Empty,
    #[error("a photo must be at most 20 MB")]
    TooLarge,
    #[error("{}", HEIC_CONVERTED_BY_THE_APP)]
    Heic,
    #[error("a photo must be a JPEG, PNG or WebP image")]
    UnsupportedType,
    #[error("the photo could not be read as an image")]
    Unreadable,
    #[error("the photo is {width} × {height} pixels; at most 50 megapixels are accepted")]
    TooManyPixels { width: u32, height: u32 },
}

impl From<PixelProblem> for InvalidPhoto {
    fn from(p: PixelProblem) -> Self {
        match p {
            PixelProblem::Unreadable => Self::Unreadable,
            PixelProblem::TooManyPixels { width, height } => Self::TooManyPixels { width, height },
        }
    }
}

/// An uploaded photo whose header says it is a JPEG, PNG or WebP of at most 50 megapixels and
/// whose file is at most 20 MB. Only such a file is ever handed to a decoder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoUpload {
    format: PhotoFormat,
    width: u32,
    height: u32,
    bytes: Vec<u8>,
}

impl PhotoUpload {
    pub const MAX_BYTES: usize = 20 * 1024 * 1024;

    pub fn parse(bytes: Vec<u8>) -> Result<Self, InvalidPhoto> {
        if bytes.is_empty() {
            return Err(InvalidPhoto::Empty);
        }
        if bytes.len() > Self::MAX_BYTES {
            return Err(InvalidPhoto::TooLarge);
        }
        let (kind, format) = match ImageKind::sniff(&bytes) {
            Some(k @ ImageKind::Jpeg) => (k, PhotoFormat::Jpeg),
            Some(k @ ImageKind::Png) => (k, PhotoFormat::Png),
            Some(k @ ImageKind::WebP) => (k, PhotoFormat::WebP),
            Some(ImageKind::Heif) => return Err(InvalidPhoto::Heic),
            None => return Err(InvalidPhoto::UnsupportedType),
        };
        let (width, height) = check_pixels(kind, &bytes)?;
        Ok(Self {
            format,
            width,
            height,
            bytes,
        })
    }

    pub fn format(&self) -> PhotoFormat {
        self.format
    }

    /// The size the header declares (before any EXIF rotation).
    pub fn declared_size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

/// A photo's caption: trimmed, at most 200 characters, never blank (no caption is `None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoCaption(String);

#[derive(Debug, Clone, Copy, Error, PartialEq, Eq)]
#[error("a caption must be at most 200 characters")]
pub struct CaptionTooLong;

impl PhotoCaption {
    /// `None` for a blank caption.
    pub fn parse(text: &str) -> Result<Option<Self>, CaptionTooLong> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        if text.chars().count() > MAX_CAPTION_CHARS {
            return Err(CaptionTooLong);
        }
        Ok(Some(Self(text.to_owned())))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The stored files of a photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoFiles {
    /// The full-size JPEG (longest edge at most [`FULL_EDGE`]).
    pub full_key: String,
    /// The thumbnail JPEG (longest edge at most [`THUMBNAIL_EDGE`]).
    pub thumbnail_key: String,
    /// The full-size JPEG's pixels.
    pub width: u32,
    pub height: u32,
}

/// A photo to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPhoto {
    pub showing_id: ShowingId,
    pub user_id: UserId,
    pub files: PhotoFiles,
    pub created_at: DateTime<Utc>,
}

/// A stored photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Photo {
    pub id: PhotoId,
    pub showing_id: ShowingId,
    pub user_id: UserId,
    /// Its place among the showing's photos, from 0.
    pub position: u32,
    pub caption: Option<PhotoCaption>,
    /// The id of the report item it is attached to ("i3"), if any.
    pub report_item_id: Option<String>,
    pub files: PhotoFiles,
    pub created_at: DateTime<Utc>,
}

impl Photo {
    /// Both stored files' keys.
    pub fn file_keys(&self) -> [&str; 2] {
        [&self.files.full_key, &self.files.thumbnail_key]
    }
}

/// A change to a photo; `None` leaves a field as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhotoChange {
    /// `Some(None)` removes the caption.
    pub caption: Option<Option<PhotoCaption>>,
    /// The place to move the photo to (0 is first; past the end is last).
    pub position: Option<u32>,
    /// `Some(None)` detaches the photo from its item.
    pub report_item_id: Option<Option<String>>,
}

/// The ids of `content`'s items.
pub fn item_ids(content: &ReportContent) -> HashSet<&str> {
    content
        .repairs
        .iter()
        .chain(&content.upgrades)
        .map(|i| i.id.as_str())
        .collect()
}

/// Where the photos attached to the items of `before` go when a report is generated again as
/// `after`: each old item id to the id of the item of `after` that is the same finding (the
/// same kind, category and description, case and spacing aside), each new item taken once.
/// An id missing from the answer has no match: its photos are detached.
pub fn carried_attachments(
    before: &ReportContent,
    after: &ReportContent,
) -> HashMap<String, String> {
    let key = |i: &crate::report::PricedItem| {
        let norm = |s: &str| {
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        };
        (i.kind, norm(&i.category), norm(&i.description))
    };
    let mut free: Vec<_> = after
        .repairs
        .iter()
        .chain(&after.upgrades)
        .map(|i| (key(i), i.id.clone()))
        .collect();
    let mut moves = HashMap::new();
    for old in before.repairs.iter().chain(&before.upgrades) {
        let wanted = key(old);
        if let Some(at) = free.iter().position(|(k, _)| *k == wanted) {
            let (_, new_id) = free.remove(at);
            moves.insert(old.id.clone(), new_id);
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Region;
    use crate::image::tests::{jpeg, png, webp_lossy};
    use crate::report::{FindingKind, Generator, PricedItem, Priority};

    #[test]
    fn accepts_jpeg_png_and_webp_by_content() {
        assert_eq!(
            PhotoUpload::parse(jpeg(4000, 3000)).unwrap().format(),
            PhotoFormat::Jpeg
        );
        assert_eq!(
            PhotoUpload::parse(png(640, 480)).unwrap().declared_size(),
            (640, 480)
        );
        assert_eq!(
            PhotoUpload::parse(webp_lossy(800, 600)).unwrap().format(),
            PhotoFormat::WebP
        );
    }

    #[test]
    fn refuses_bombs_heic_and_other_files_before_decoding() {
        assert_eq!(
            PhotoUpload::parse(png(30_000, 30_000)),
            Err(InvalidPhoto::TooManyPixels {
                width: 30_000,
                height: 30_000
            })
        );
        let heic = b"\0\0\0\x18ftypheic\0\0\0\0mif1heic".to_vec();
        assert_eq!(PhotoUpload::parse(heic), Err(InvalidPhoto::Heic));
        assert_eq!(
            PhotoUpload::parse(b"GIF89a....".to_vec()),
            Err(InvalidPhoto::UnsupportedType)
        );
        assert_eq!(PhotoUpload::parse(vec![]), Err(InvalidPhoto::Empty));
        assert_eq!(
            PhotoUpload::parse(vec![0xFF; PhotoUpload::MAX_BYTES + 1]),
            Err(InvalidPhoto::TooLarge)
        );
        assert_eq!(
            PhotoUpload::parse(vec![0xFF, 0xD8, 0xFF, 0xD9]),
            Err(InvalidPhoto::Unreadable)
        );
    }

    #[test]
    fn captions_are_trimmed_and_limited() {
        assert_eq!(PhotoCaption::parse("   "), Ok(None));
        assert_eq!(
            PhotoCaption::parse(" Stain above the window ")
                .unwrap()
                .unwrap()
                .as_str(),
            "Stain above the window"
        );
        assert!(PhotoCaption::parse(&"é".repeat(200)).is_ok());
        assert_eq!(PhotoCaption::parse(&"é".repeat(201)), Err(CaptionTooLong));
    }

    fn item(id: &str, kind: FindingKind, category: &str, description: &str) -> PricedItem {
        PricedItem {
            id: id.into(),
            description: description.into(),
            kind,
            category: category.into(),
            priority: Priority::Soon,
            catalog_key: None,
            quantity: None,
            cost: None,
            note: None,
            agent_figure: false,
        }
    }

    fn content(items: Vec<PricedItem>) -> ReportContent {
        let mut c = ReportContent::assemble(
            String::new(),
            items,
            None,
            Generator::Estimator,
            None,
            &Region::national(),
        );
        c.ensure_item_ids();
        c
    }

    #[test]
    fn regenerating_carries_photos_to_the_same_finding() {
        let before = content(vec![
            item(
                "i1",
                FindingKind::Repair,
                "Roof",
                "Replace missing shingles",
            ),
            item(
                "i2",
                FindingKind::Repair,
                "Plumbing",
                "Fix the leaking faucet",
            ),
            item("i3", FindingKind::Upgrade, "Kitchen", "New countertops"),
        ]);
        let after = content(vec![
            item(
                "i4",
                FindingKind::Repair,
                "plumbing",
                "Fix the  leaking faucet",
            ),
            item("i5", FindingKind::Repair, "Roof", "Replace the whole roof"),
            // Same words, but now an upgrade: another finding.
            item(
                "i6",
                FindingKind::Upgrade,
                "Roof",
                "Replace missing shingles",
            ),
            item("i7", FindingKind::Upgrade, "Kitchen", "New countertops"),
        ]);
        let moves = carried_attachments(&before, &after);
        assert_eq!(moves.get("i2").map(String::as_str), Some("i4"));
        assert_eq!(moves.get("i3").map(String::as_str), Some("i7"));
        assert_eq!(moves.get("i1"), None);
        assert_eq!(moves.len(), 2);
    }

    #[test]
    fn twin_findings_are_each_matched_once() {
        let before = content(vec![
            item("i1", FindingKind::Repair, "Paint", "Touch up"),
            item("i2", FindingKind::Repair, "Paint", "Touch up"),
        ]);
        let after = content(vec![item("i3", FindingKind::Repair, "Paint", "Touch up")]);
        let moves = carried_attachments(&before, &after);
        assert_eq!(moves.get("i1").map(String::as_str), Some("i3"));
        assert_eq!(moves.get("i2"), None);
    }
}
