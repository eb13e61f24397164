use secrecy::SecretString;
use serde::Deserialize;

/// Where stored files (agent logos, rendered report PDFs) live: the `[storage]` config section.
///
/// Without the section, files stay on the local disk. Several server nodes sharing files need
/// the `s3` backend:
///
/// ```toml
/// [storage]
/// backend = "s3"
///
/// [storage.s3]
/// bucket = "showscribe-files"
/// region = "eu-west-3"                      # "us-east-1" by default
/// access_key_id = "AKIA…"                   # or SHOWSCRIBE__STORAGE__S3__ACCESS_KEY_ID
/// secret_access_key = "…"                   # or SHOWSCRIBE__STORAGE__S3__SECRET_ACCESS_KEY
/// # prefix = "production"                   # keys go under production/…
/// # endpoint = "http://127.0.0.1:9000"      # MinIO or another S3-compatible server
/// # allow_http = true                       # needed for an http:// endpoint
/// # virtual_hosted_style = false            # see S3Settings::virtual_hosted_style
/// ```
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct StorageSettings {
    pub backend: StorageBackend,
    /// Required when `backend = "s3"`; ignored otherwise.
    pub s3: Option<S3Settings>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorageBackend {
    /// A folder on this node's disk (`LocalFileStore`).
    #[default]
    Local,
    /// An S3 bucket, on AWS or any S3-compatible server (`S3FileStore`).
    S3,
}

/// The `[storage.s3]` section.
///
/// `Debug` never shows the access key id or the secret access key: `SecretString` prints as
/// redacted.
#[derive(Debug, Clone, Deserialize)]
pub struct S3Settings {
    pub bucket: String,
    /// The server's URL, for MinIO and other S3-compatible servers (`http://127.0.0.1:9000`);
    /// AWS's regional endpoint when unset.
    #[serde(default)]
    pub endpoint: Option<String>,
    #[serde(default = "default_region")]
    pub region: String,
    pub access_key_id: SecretString,
    pub secret_access_key: SecretString,
    /// Every key is stored under this folder of the bucket (`production` → `production/logos/…`),
    /// so several deployments can share one bucket.
    #[serde(default)]
    pub prefix: Option<String>,
    /// Allow a plain `http://` endpoint (a server on the local network); off by default.
    #[serde(default)]
    pub allow_http: bool,
    /// Address the bucket as `https://{bucket}.{host}` (virtual-hosted style). Off by default:
    /// path-style requests (`https://{host}/{bucket}`), which MinIO and most S3-compatible
    /// servers expect. When on, `endpoint` (if set) must already name the bucket
    /// (`https://showscribe-files.s3.example.com`).
    #[serde(default)]
    pub virtual_hosted_style: bool,
}

fn default_region() -> String {
    "us-east-1".to_owned()
}

impl S3Settings {
    /// Settings for `bucket` with the defaults: AWS's endpoint, `us-east-1`, no prefix, HTTPS only,
    /// path-style requests.
    pub fn new(
        bucket: impl Into<String>,
        access_key_id: impl Into<String>,
        secret_access_key: impl Into<String>,
    ) -> Self {
        Self {
            bucket: bucket.into(),
            endpoint: None,
            region: default_region(),
            access_key_id: SecretString::from(access_key_id.into()),
            secret_access_key: SecretString::from(secret_access_key.into()),
            prefix: None,
            allow_http: false,
            virtual_hosted_style: false,
        }
    }
}
