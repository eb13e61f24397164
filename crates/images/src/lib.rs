//! The image processor behind the `ImageProcessor` port, on the maintained pure-Rust `image`
//! crate (JPEG, PNG and WebP decoders only), `fast_image_resize` for scaling and `jpeg-encoder`
//! for the stored JPEGs.
//!
//! Every upload reaching it has had its header checked by the domain (at most 50 megapixels,
//! at most 20 MB); the decoder is limited again here, so a header that lies cannot make it
//! allocate more than a 50-megapixel image needs.

mod prepare;

use std::sync::Arc;

use async_trait::async_trait;
use showscribe_application::ports::{ImageError, ImageProcessor, PreparedPhoto};
use showscribe_domain::photo::PhotoUpload;
use tokio::sync::Semaphore;

pub use prepare::{prepare, strip_and_size};

/// Prepares photos on the blocking thread pool, a few at a time: decoding a 12-megapixel
/// photo takes a core for a while and a few hundred megabytes, so a burst of uploads waits
/// its turn instead of starving the server.
pub struct PhotoProcessor {
    turns: Arc<Semaphore>,
}

impl PhotoProcessor {
    /// At most `at_once` photos are decoded at the same time.
    pub fn new(at_once: usize) -> Self {
        Self {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
        }
    }
}

impl Default for PhotoProcessor {
    fn default() -> Self {
        Self::new(2)
    }
}

#[async_trait]
impl ImageProcessor for PhotoProcessor {
    async fn prepare(&self, upload: PhotoUpload) -> Result<PreparedPhoto, ImageError> {
        let _turn = self
            .turns
            .acquire()
            .await
            .map_err(|e| ImageError::Unexpected(e.into()))?;
        tokio::task::spawn_blocking(move || prepare(&upload))
            .await
            .map_err(|e| {
                ImageError::Unexpected(anyhow::anyhow!("photo processing panicked: {e}"))
            })?
    }
}
