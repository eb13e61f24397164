//! Where Showscribe keeps its files (agent logos, rendered report PDFs): the local disk for a
//! single node, or S3-compatible object storage so that several server nodes share them.
//!
//! [`file_store_from_settings`] turns the `[storage]` config section ([`StorageSettings`]) into
//! the application's `FileStore` port: `LocalFileStore` (from `showscribe-persistence`) for
//! `backend = "local"`, the default, and [`S3FileStore`] for `backend = "s3"`.
//!
//! [`S3FileStore`] talks to S3 through the `object_store` crate (Apache Arrow's), chosen because
//! it is actively maintained, one client serves AWS S3 and S3-compatible servers (MinIO, Ceph,
//! Garage, R2…) with path-style or virtual-hosted requests, it streams bodies, and it retries
//! transient failures with backoff. It is built with `aws-base` + `reqwest` + `ring` rather than
//! its `aws` feature, which would bring aws-lc-rs: request signing uses ring, and the HTTP
//! client's rustls uses the process-wide ring provider like the rest of the workspace. HTTPS
//! endpoints are verified against the system's root certificates (reqwest's platform verifier),
//! so a host talking to S3 over HTTPS needs its CA bundle (Debian: `ca-certificates`).

mod s3;
mod settings;

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use showscribe_application::ports::FileStore;
use showscribe_persistence::LocalFileStore;

pub use s3::S3FileStore;
pub use settings::{S3Settings, StorageBackend, StorageSettings};

/// The file store that `settings` choose: `LocalFileStore` on `local_root` for the local backend,
/// [`S3FileStore`] for S3 (an error when `[storage.s3]` is missing). Makes no request; probe an
/// S3 store with [`S3FileStore::check`].
pub fn file_store_from_settings(
    settings: &StorageSettings,
    local_root: &Path,
) -> anyhow::Result<Arc<dyn FileStore>> {
    match settings.backend {
        StorageBackend::Local => Ok(Arc::new(LocalFileStore::new(local_root))),
        StorageBackend::S3 => {
            let s3 = settings.s3.as_ref().context(
                "storage backend \"s3\" needs a [storage.s3] section (bucket and credentials)",
            )?;
            Ok(Arc::new(S3FileStore::new(s3)?))
        }
    }
}
