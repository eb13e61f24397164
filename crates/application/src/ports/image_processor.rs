use async_trait::async_trait;
use showscribe_domain::photo::PhotoUpload;
use thiserror::Error;

/// A photo made ready to store: upright, without any metadata, as JPEGs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreparedPhoto {
    /// Longest edge at most `FULL_EDGE`.
    pub full: Vec<u8>,
    /// Longest edge at most `THUMBNAIL_EDGE`.
    pub thumbnail: Vec<u8>,
    /// The full-size JPEG's pixels.
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Error)]
pub enum ImageError {
    /// The file said it was an image but could not be decoded (truncated, corrupt, over the
    /// decoder's memory limit).
    #[error("the photo could not be read as an image: {0}")]
    Unreadable(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Decodes an upload (within limits), turns it upright as its EXIF orientation says, strips
/// every piece of metadata (GPS location included) and sizes it for storing.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait ImageProcessor: Send + Sync {
    async fn prepare(&self, upload: PhotoUpload) -> Result<PreparedPhoto, ImageError>;
}
