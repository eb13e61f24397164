//! `S3FileStore` against a real S3-compatible server (s3s-fs, started by each test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod server;

use std::time::Duration;

use server::{BUCKET, S3Server};
use showscribe_application::ports::FileStore;
use showscribe_storage::{S3FileStore, S3Settings};

fn store(settings: &S3Settings) -> S3FileStore {
    S3FileStore::new(settings).expect("an S3 store")
}

/// Every byte value, several times: no text encoding or line-ending change may touch a file.
fn binary_file() -> Vec<u8> {
    (0..=255u8).cycle().take(64 * 1024 + 3).collect()
}

#[tokio::test]
async fn round_trips_binary_bytes() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));
    let bytes = binary_file();

    files.put("reports/12/34.pdf", &bytes).await.unwrap();

    assert_eq!(
        files.get("reports/12/34.pdf").await.unwrap(),
        Some(bytes.clone())
    );
    // Stored by the server, as the object `reports/12/34.pdf` of the bucket.
    let on_disk = std::fs::read(server.object_file(BUCKET, "reports/12/34.pdf")).unwrap();
    assert_eq!(on_disk, bytes);
}

#[tokio::test]
async fn round_trips_a_file_of_a_few_megabytes() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));
    let bytes: Vec<u8> = binary_file()
        .into_iter()
        .cycle()
        .take(3 * 1024 * 1024)
        .collect();

    files.put("reports/1/big.pdf", &bytes).await.unwrap();

    assert_eq!(files.get("reports/1/big.pdf").await.unwrap(), Some(bytes));
}

#[tokio::test]
async fn put_overwrites_the_file() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));

    files
        .put("logos/7.png", b"first logo, longer")
        .await
        .unwrap();
    files.put("logos/7.png", b"second").await.unwrap();

    assert_eq!(
        files.get("logos/7.png").await.unwrap().as_deref(),
        Some(&b"second"[..])
    );
}

#[tokio::test]
async fn get_of_a_missing_key_is_none() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));

    assert_eq!(files.get("reports/404.pdf").await.unwrap(), None);
}

#[tokio::test]
async fn delete_removes_the_file() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));
    files.put("reports/5/6.pdf", b"%PDF-1.7").await.unwrap();

    files.delete("reports/5/6.pdf").await.unwrap();

    assert_eq!(files.get("reports/5/6.pdf").await.unwrap(), None);
    assert!(!server.object_file(BUCKET, "reports/5/6.pdf").exists());
}

#[tokio::test]
async fn delete_of_a_missing_key_is_ok() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, None));

    files.delete("reports/never/stored.pdf").await.unwrap();
    files.put("logos/1.png", b"png").await.unwrap();
    files.delete("logos/1.png").await.unwrap();
    files.delete("logos/1.png").await.unwrap();
}

#[tokio::test]
async fn refuses_keys_that_leave_the_prefix() {
    let server = S3Server::start().await;
    let files = store(&server.settings(BUCKET, Some("tenant")));

    for key in ["../x", "/abs", "", "a/../../b", "..", "./"] {
        let put = files.put(key, b"x").await.unwrap_err();
        assert!(
            put.to_string().contains("invalid file key"),
            "{key:?}: {put:#}"
        );
        assert!(files.get(key).await.is_err(), "get {key:?}");
        assert!(files.delete(key).await.is_err(), "delete {key:?}");
    }
    // Nothing reached the server: the bucket is still empty.
    let stored = std::fs::read_dir(server.bucket_folder(BUCKET))
        .unwrap()
        .count();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn stores_with_different_prefixes_do_not_see_each_others_files() {
    let server = S3Server::start().await;
    let staging = store(&server.settings(BUCKET, Some("staging")));
    let production = store(&server.settings(BUCKET, Some("/production/eu/")));
    let whole_bucket = store(&server.settings(BUCKET, None));

    staging.put("logos/1.png", b"staging logo").await.unwrap();
    production
        .put("logos/1.png", b"production logo")
        .await
        .unwrap();
    staging.put("reports/2.pdf", b"staging only").await.unwrap();

    assert_eq!(
        staging.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"staging logo"[..])
    );
    assert_eq!(
        production.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"production logo"[..])
    );
    assert_eq!(production.get("reports/2.pdf").await.unwrap(), None);
    assert_eq!(whole_bucket.get("logos/1.png").await.unwrap(), None);
    // The prefix is a folder of the bucket.
    assert_eq!(
        whole_bucket
            .get("production/eu/logos/1.png")
            .await
            .unwrap()
            .as_deref(),
        Some(&b"production logo"[..])
    );

    production.delete("logos/1.png").await.unwrap();
    assert_eq!(production.get("logos/1.png").await.unwrap(), None);
    assert_eq!(
        staging.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"staging logo"[..])
    );
}

#[tokio::test]
async fn check_passes_on_a_reachable_bucket() {
    let server = S3Server::start().await;

    store(&server.settings(BUCKET, None)).check().await.unwrap();
    // A prefix with nothing under it yet is ready too.
    let files = store(&server.settings(BUCKET, Some("fresh")));
    files.check().await.unwrap();
    files.put("logos/1.png", b"png").await.unwrap();
    files.check().await.unwrap();
}

#[tokio::test]
async fn a_missing_bucket_is_an_error() {
    let server = S3Server::start().await;
    let files = store(&server.settings("no-such-bucket", None));

    let check = files.check().await.unwrap_err();
    assert!(format!("{check:#}").contains("NoSuchBucket"), "{check:#}");
    let delete = files.delete("logos/1.png").await.unwrap_err();
    assert!(format!("{delete:#}").contains("NoSuchBucket"), "{delete:#}");
    // s3s-fs simplifies two answers: a GET in a missing bucket is NoSuchKey, and a PUT creates
    // the bucket. S3 and MinIO answer both with NoSuchBucket, which `get` reports as an error
    // rather than a missing file (see the unit tests of `is_missing_object`), like `put`.
}

#[tokio::test]
async fn wrong_credentials_are_an_error() {
    let server = S3Server::start().await;
    let good = store(&server.settings(BUCKET, None));
    good.put("logos/1.png", b"png").await.unwrap();

    let mut settings = server.settings(BUCKET, None);
    settings.secret_access_key = "not-the-secret".to_owned().into();
    let files = store(&settings);

    let refused = |e: anyhow::Error| assert!(format!("{e:#}").contains("403"), "{e:#}");
    refused(files.check().await.unwrap_err());
    refused(files.put("logos/2.png", b"png").await.unwrap_err());
    refused(files.get("logos/1.png").await.unwrap_err());
    refused(files.get("logos/404.png").await.unwrap_err());
    refused(files.delete("logos/1.png").await.unwrap_err());
    assert_eq!(
        good.get("logos/1.png").await.unwrap().as_deref(),
        Some(&b"png"[..])
    );
    assert!(!server.object_file(BUCKET, "logos/2.png").exists());

    let mut settings = server.settings(BUCKET, None);
    settings.access_key_id = "unknown-access-key".to_owned().into();
    refused(store(&settings).check().await.unwrap_err());
}

#[tokio::test]
async fn an_unreachable_server_is_an_error_within_seconds() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    // A port that was free a moment ago: nothing listens there.
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let mut settings = S3Settings::new(BUCKET, "id", "secret");
    settings.endpoint = Some(format!("http://127.0.0.1:{port}"));
    settings.allow_http = true;
    let files = store(&settings);

    let check = tokio::time::timeout(Duration::from_secs(30), files.check()).await;
    let check = check.expect("check gives up in time").unwrap_err();
    assert!(format!("{check:#}").contains("onnect"), "{check:#}");
    let get = tokio::time::timeout(Duration::from_secs(30), files.get("logos/1.png")).await;
    assert!(get.expect("get gives up in time").is_err());
}

#[tokio::test]
async fn an_http_endpoint_needs_allow_http() {
    let server = S3Server::start().await;
    let mut settings = server.settings(BUCKET, None);
    settings.allow_http = false;

    // Refused by the client, before any request.
    let refused = match S3FileStore::new(&settings) {
        Err(e) => e,
        Ok(files) => files.check().await.unwrap_err(),
    };
    assert!(
        format!("{refused:#}").contains("URL scheme is not allowed"),
        "{refused:#}"
    );
}
