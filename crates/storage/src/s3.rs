//! `FileStore` on an S3 bucket (AWS, MinIO or any S3-compatible server) through `object_store`.

use std::fmt;
use std::path::Component;
use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::list::{PaginatedListOptions, PaginatedListStore};
use object_store::path::Path as ObjectPath;
use object_store::{ClientOptions, ObjectStoreExt, PutPayload, RetryConfig};
use secrecy::ExposeSecret;
use showscribe_application::ports::FileStore;

use crate::settings::S3Settings;

/// Files as objects of one bucket, under an optional key prefix.
///
/// A `put` is one `PutObject`: S3 makes an object visible only once it is whole, so readers see
/// the old file or the new one, never half of one.
pub struct S3FileStore {
    store: AmazonS3,
    bucket: String,
    /// The prefix's folders, already checked; empty for none.
    prefix: Vec<String>,
}

/// Bounds a request that gets no answer; uploads of report PDFs fit well within it.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Transient failures (connection errors, 5xx, throttling) are retried this many times, within
/// `RETRY_TIMEOUT`, so a request (or a readiness probe) fails in seconds rather than minutes.
const MAX_RETRIES: usize = 3;
const RETRY_TIMEOUT: Duration = Duration::from_secs(15);

impl S3FileStore {
    /// A store for the bucket and prefix of `settings`. Makes no request: see [`Self::check`].
    pub fn new(settings: &S3Settings) -> anyhow::Result<Self> {
        // object_store's HTTP client is rustls without a provider of its own: it uses the
        // process-wide one, which the app installs at start. Installing it here too keeps this
        // store usable on its own (a second install is refused and changes nothing).
        let _ = rustls::crypto::ring::default_provider().install_default();

        let prefix = match settings.prefix.as_deref().map(|p| p.trim_matches('/')) {
            None | Some("") => Vec::new(),
            Some(prefix) => key_parts(prefix)
                .with_context(|| format!("invalid storage prefix {prefix:?}"))?
                .into_iter()
                .map(str::to_owned)
                .collect(),
        };
        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&settings.bucket)
            .with_region(&settings.region)
            .with_access_key_id(settings.access_key_id.expose_secret())
            .with_secret_access_key(settings.secret_access_key.expose_secret())
            .with_virtual_hosted_style_request(settings.virtual_hosted_style)
            // One file at a time: a plain `DeleteObject`, which every S3-compatible server has,
            // rather than the bulk `DeleteObjects` (an XML body, missing on some servers).
            .with_disable_bulk_delete(true)
            // (`with_allow_http` of the builder would be undone by these client options.)
            .with_client_options(
                ClientOptions::new()
                    .with_allow_http(settings.allow_http)
                    .with_timeout(REQUEST_TIMEOUT)
                    .with_connect_timeout(CONNECT_TIMEOUT),
            )
            .with_retry(RetryConfig {
                max_retries: MAX_RETRIES,
                retry_timeout: RETRY_TIMEOUT,
                ..RetryConfig::default()
            });
        if let Some(endpoint) = settings
            .endpoint
            .as_deref()
            .filter(|e| !e.trim().is_empty())
        {
            builder = builder.with_endpoint(endpoint.trim());
        }
        let store = builder
            .build()
            .with_context(|| format!("configuring the S3 bucket {:?}", settings.bucket))?;
        Ok(Self {
            store,
            bucket: settings.bucket.clone(),
            prefix,
        })
    }

    /// A cheap readiness probe for `/readyz`: lists at most one key under the prefix, which fails
    /// when the server cannot be reached, the credentials are refused or the bucket is missing.
    pub async fn check(&self) -> anyhow::Result<()> {
        // Encoded as the objects' paths are; the trailing `/` keeps `prod` from listing `prod2/…`.
        let prefix = (!self.prefix.is_empty()).then(|| {
            let folder = ObjectPath::from_iter(self.prefix.iter().map(String::as_str));
            format!("{folder}/")
        });
        let options = PaginatedListOptions {
            max_keys: Some(1),
            ..PaginatedListOptions::default()
        };
        self.store
            .list_paginated(prefix.as_deref(), options)
            .await
            .with_context(|| format!("listing the S3 bucket {:?}", self.bucket))?;
        Ok(())
    }

    /// The object's path for `key`: the prefix, then the key's folders. Refuses keys that would
    /// leave the prefix (`..`, absolute paths) and the empty key, like `LocalFileStore`.
    fn object_path(&self, key: &str) -> anyhow::Result<ObjectPath> {
        let parts = key_parts(key).with_context(|| format!("invalid file key {key:?}"))?;
        Ok(ObjectPath::from_iter(
            self.prefix.iter().map(String::as_str).chain(parts),
        ))
    }
}

/// The folders of a relative path (`a//b` and `a/./b` are `a/b`), or an error for the empty
/// path, an absolute one, or one with `..`.
fn key_parts(key: &str) -> anyhow::Result<Vec<&str>> {
    let parts: Option<Vec<&str>> = std::path::Path::new(key)
        .components()
        .map(|c| match c {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect();
    match parts {
        Some(parts) if !parts.is_empty() => Ok(parts),
        _ => anyhow::bail!("a key is a non-empty relative path without `..`"),
    }
}

/// Whether `error` says that the object is missing (rather than the whole bucket: S3 answers 404
/// to both, and only the body tells `NoSuchKey` from `NoSuchBucket`).
fn is_missing_object(error: &object_store::Error) -> bool {
    matches!(error, object_store::Error::NotFound { .. })
        && !error.to_string().contains("NoSuchBucket")
}

#[async_trait]
impl FileStore for S3FileStore {
    async fn put(&self, key: &str, bytes: &[u8]) -> anyhow::Result<()> {
        let path = self.object_path(key)?;
        self.store
            .put(&path, PutPayload::from(bytes.to_vec()))
            .await
            .with_context(|| format!("storing {path} in the S3 bucket {:?}", self.bucket))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let path = self.object_path(key)?;
        let context = || format!("reading {path} from the S3 bucket {:?}", self.bucket);
        let found = match self.store.get(&path).await {
            Ok(found) => found,
            Err(e) if is_missing_object(&e) => return Ok(None),
            Err(e) => return Err(e).with_context(context),
        };
        let bytes = found.bytes().await.with_context(context)?;
        Ok(Some(bytes.to_vec()))
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = self.object_path(key)?;
        match self.store.delete(&path).await {
            Ok(()) => Ok(()),
            Err(e) if is_missing_object(&e) => Ok(()),
            Err(e) => Err(e)
                .with_context(|| format!("deleting {path} from the S3 bucket {:?}", self.bucket)),
        }
    }

    async fn ready(&self) -> anyhow::Result<()> {
        self.check().await
    }
}

/// Shows the bucket and the prefix only: the client's own `Debug` would show its credentials.
impl fmt::Debug for S3FileStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("S3FileStore")
            .field("bucket", &self.bucket)
            .field("prefix", &self.prefix.join("/"))
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(prefix: Option<&str>) -> anyhow::Result<S3FileStore> {
        let mut settings = S3Settings::new("files", "id", "secret");
        settings.endpoint = Some("http://127.0.0.1:9".into());
        settings.allow_http = true;
        settings.prefix = prefix.map(str::to_owned);
        S3FileStore::new(&settings)
    }

    #[test]
    fn keys_go_under_the_prefix() {
        let s = store(Some("/prod/eu/")).unwrap();
        assert_eq!(
            s.object_path("logos/1.png").unwrap().as_ref(),
            "prod/eu/logos/1.png"
        );
        assert_eq!(s.object_path("a//b/./c").unwrap().as_ref(), "prod/eu/a/b/c");
        let s = store(Some("")).unwrap();
        assert_eq!(
            s.object_path("reports/1/2.pdf").unwrap().as_ref(),
            "reports/1/2.pdf"
        );
    }

    #[test]
    fn refuses_keys_and_prefixes_that_leave_the_prefix() {
        let s = store(None).unwrap();
        for key in ["", "/", "../x", "/abs", "a/../../b", ".", "./"] {
            assert!(s.object_path(key).is_err(), "{key:?}");
        }
        assert!(store(Some("../other")).is_err());
        assert!(store(Some("a/../b")).is_err());
    }

    #[test]
    fn a_missing_bucket_is_not_a_missing_object() {
        let not_found = |body: &str| object_store::Error::NotFound {
            path: "logos/1.png".into(),
            source: Box::new(std::io::Error::other(body.to_owned())),
        };
        assert!(is_missing_object(&not_found(
            "<Error><Code>NoSuchKey</Code></Error>"
        )));
        assert!(!is_missing_object(&not_found(
            "<Error><Code>NoSuchBucket</Code></Error>"
        )));
        let denied = object_store::Error::PermissionDenied {
            path: "logos/1.png".into(),
            source: Box::new(std::io::Error::other("AccessDenied")),
        };
        assert!(!is_missing_object(&denied));
    }

    #[test]
    fn debug_shows_no_credentials() {
        let shown = format!("{:?}", store(Some("p")).unwrap());
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("files") && shown.contains('p'), "{shown}");
    }
}
