//! A real S3-compatible server for the tests: `s3s-fs` serves a temporary folder over HTTP on
//! 127.0.0.1 (a free port), inside the test process, checking every request's signature against
//! one access key. Each folder of the root is a bucket.

use std::path::PathBuf;

use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder as ConnBuilder;
use s3s::auth::SimpleAuth;
use s3s::service::S3ServiceBuilder;
use showscribe_storage::S3Settings;
use tempfile::TempDir;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

pub const ACCESS_KEY_ID: &str = "showscribe-test-access-key";
pub const SECRET_ACCESS_KEY: &str = "showscribe-test-secret-key";
/// The bucket that exists on every test server.
pub const BUCKET: &str = "showscribe-files";

/// Stopped when dropped (the accepting task is aborted, the folder removed).
pub struct S3Server {
    pub endpoint: String,
    root: TempDir,
    accepting: JoinHandle<()>,
}

impl S3Server {
    pub async fn start() -> Self {
        // As the app does at start: rustls (object_store's HTTP client) uses the ring provider.
        let _ = rustls::crypto::ring::default_provider().install_default();

        let root = tempfile::tempdir().expect("temporary folder");
        std::fs::create_dir(root.path().join(BUCKET)).expect("bucket folder");
        let file_system = s3s_fs::FileSystem::new(root.path()).expect("s3s-fs on the folder");
        let service = {
            let mut builder = S3ServiceBuilder::new(file_system);
            builder.set_auth(SimpleAuth::from_single(
                ACCESS_KEY_ID,
                SECRET_ACCESS_KEY.to_owned(),
            ));
            builder.build()
        };

        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
        let address = listener.local_addr().expect("the bound address");
        let accepting = tokio::spawn(async move {
            let http = ConnBuilder::new(TokioExecutor::new());
            while let Ok((socket, _)) = listener.accept().await {
                let connection = http
                    .serve_connection(TokioIo::new(socket), service.clone())
                    .into_owned();
                tokio::spawn(async move {
                    let _ = connection.await;
                });
            }
        });
        Self {
            endpoint: format!("http://{address}"),
            root,
            accepting,
        }
    }

    /// Settings for `bucket` on this server with the right credentials.
    pub fn settings(&self, bucket: &str, prefix: Option<&str>) -> S3Settings {
        let mut settings = S3Settings::new(bucket, ACCESS_KEY_ID, SECRET_ACCESS_KEY);
        settings.endpoint = Some(self.endpoint.clone());
        settings.allow_http = true;
        settings.prefix = prefix.map(str::to_owned);
        settings
    }

    /// Where the server keeps the objects of `bucket` on disk.
    pub fn bucket_folder(&self, bucket: &str) -> PathBuf {
        self.root.path().join(bucket)
    }

    /// Where the server keeps the object `key` of `bucket` on disk.
    pub fn object_file(&self, bucket: &str, key: &str) -> PathBuf {
        self.bucket_folder(bucket).join(key)
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        self.accepting.abort();
    }
}
