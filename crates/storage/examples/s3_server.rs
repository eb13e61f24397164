//! The tests' S3-compatible server as a program, for the two-node cluster test: serves a
//! temporary folder on a free loopback port and prints `endpoint=… root=…` on one line.
#![allow(dead_code, clippy::expect_used)]

#[path = "../tests/server/mod.rs"]
mod server;

#[tokio::main]
async fn main() {
    let s3 = server::S3Server::start().await;
    println!(
        "endpoint={} root={} bucket={} access_key_id={} secret_access_key={}",
        s3.endpoint,
        s3.bucket_folder(server::BUCKET).display(),
        server::BUCKET,
        server::ACCESS_KEY_ID,
        server::SECRET_ACCESS_KEY
    );
    tokio::signal::ctrl_c().await.expect("waiting for Ctrl-C");
}
