//! The `[storage]` config section and `file_store_from_settings`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod server;

use serde::Deserialize;
use server::{ACCESS_KEY_ID, BUCKET, S3Server, SECRET_ACCESS_KEY};
use showscribe_storage::{S3FileStore, StorageBackend, StorageSettings, file_store_from_settings};

#[derive(Deserialize)]
struct Config {
    #[serde(default)]
    storage: StorageSettings,
}

fn parse(toml_text: &str) -> Result<StorageSettings, toml::de::Error> {
    toml::from_str::<Config>(toml_text).map(|c| c.storage)
}

fn s3_section(endpoint: &str, prefix: &str) -> String {
    format!(
        r#"
        [storage]
        backend = "s3"
        [storage.s3]
        bucket = "{BUCKET}"
        endpoint = "{endpoint}"
        access_key_id = "{ACCESS_KEY_ID}"
        secret_access_key = "{SECRET_ACCESS_KEY}"
        prefix = "{prefix}"
        allow_http = true
        "#
    )
}

#[test]
fn without_the_section_files_stay_on_the_local_disk() {
    let settings = parse("").unwrap();
    assert_eq!(settings.backend, StorageBackend::Local);
    assert!(settings.s3.is_none());
    assert_eq!(parse("[storage]\n").unwrap().backend, StorageBackend::Local);
    assert_eq!(StorageSettings::default().backend, StorageBackend::Local);
}

#[test]
fn the_s3_section_has_defaults() {
    let settings = parse(
        r#"
        [storage]
        backend = "s3"
        [storage.s3]
        bucket = "files"
        access_key_id = "AKIAEXAMPLE"
        secret_access_key = "very-secret"
        "#,
    )
    .unwrap();
    assert_eq!(settings.backend, StorageBackend::S3);
    let s3 = settings.s3.unwrap();
    assert_eq!(s3.bucket, "files");
    assert_eq!(s3.region, "us-east-1");
    assert_eq!(s3.endpoint, None);
    assert_eq!(s3.prefix, None);
    assert!(!s3.allow_http);
    assert!(!s3.virtual_hosted_style);
}

#[test]
fn an_unknown_backend_or_a_section_without_credentials_is_refused() {
    assert!(parse("[storage]\nbackend = \"ftp\"\n").is_err());
    assert!(parse("[storage]\nbackend = \"s3\"\n[storage.s3]\nbucket = \"files\"\n").is_err());
}

#[test]
fn debug_never_shows_the_credentials() {
    let settings = parse(&s3_section("http://127.0.0.1:9000", "p")).unwrap();

    let shown = format!("{settings:?}");
    assert!(!shown.contains(SECRET_ACCESS_KEY), "{shown}");
    assert!(!shown.contains(ACCESS_KEY_ID), "{shown}");
    assert!(
        shown.contains("REDACTED") && shown.contains(BUCKET),
        "{shown}"
    );

    let store = S3FileStore::new(settings.s3.as_ref().unwrap()).unwrap();
    let shown = format!("{store:?}");
    assert!(!shown.contains(SECRET_ACCESS_KEY), "{shown}");
    assert!(!shown.contains(ACCESS_KEY_ID), "{shown}");
}

#[tokio::test]
async fn the_local_backend_writes_under_the_local_root() {
    let root = tempfile::tempdir().unwrap();
    let files = file_store_from_settings(&StorageSettings::default(), root.path()).unwrap();

    files.put("logos/1.png", b"png").await.unwrap();

    assert_eq!(
        std::fs::read(root.path().join("logos/1.png")).unwrap(),
        b"png"
    );
    assert_eq!(
        files.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"png"[..])
    );
}

#[tokio::test]
async fn the_s3_backend_writes_to_the_bucket() {
    let server = S3Server::start().await;
    let local_root = tempfile::tempdir().unwrap();
    let settings = parse(&s3_section(&server.endpoint, "production")).unwrap();

    let files = file_store_from_settings(&settings, local_root.path()).unwrap();
    files.put("logos/1.png", b"png").await.unwrap();

    let object = server.object_file(BUCKET, "production/logos/1.png");
    assert_eq!(std::fs::read(object).unwrap(), b"png");
    assert_eq!(std::fs::read_dir(local_root.path()).unwrap().count(), 0);
    assert_eq!(
        files.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"png"[..])
    );
    // Everything went under the prefix.
    let top: Vec<_> = std::fs::read_dir(server.bucket_folder(BUCKET))
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(top, ["production"]);

    // Settings made in code, without a prefix, see the same bucket.
    let whole_bucket = StorageSettings {
        backend: StorageBackend::S3,
        s3: Some(server.settings(BUCKET, None)),
    };
    let files = file_store_from_settings(&whole_bucket, local_root.path()).unwrap();
    let stored = files.get("production/logos/1.png").await.unwrap();
    assert_eq!(stored.as_deref(), Some(&b"png"[..]));
}

#[test]
fn the_s3_backend_without_its_section_is_an_error() {
    let settings = StorageSettings {
        backend: StorageBackend::S3,
        s3: None,
    };
    let error = file_store_from_settings(&settings, std::path::Path::new("/tmp"))
        .err()
        .expect("an error");
    assert!(error.to_string().contains("[storage.s3]"), "{error:#}");
}

#[test]
fn a_prefix_that_leaves_the_bucket_is_an_error() {
    let mut settings = parse(&s3_section("http://127.0.0.1:9000", "../other")).unwrap();
    assert!(file_store_from_settings(&settings, std::path::Path::new("/tmp")).is_err());
    settings.s3.as_mut().unwrap().prefix = Some("/".into());
    assert!(file_store_from_settings(&settings, std::path::Path::new("/tmp")).is_ok());
}
