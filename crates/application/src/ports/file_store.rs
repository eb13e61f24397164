use async_trait::async_trait;

/// Stores files (logos, report PDFs) by key, e.g. `reports/12/34.pdf`.
#[cfg_attr(feature = "mocks", mockall::automock)]
#[async_trait]
pub trait FileStore: Send + Sync {
    /// Writes the file whole (readers never see a half-written file).
    async fn put(&self, key: &str, bytes: &[u8]) -> anyhow::Result<()>;
    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>>;
    async fn delete(&self, key: &str) -> anyhow::Result<()>;
    /// Whether the store answers (for readiness checks).
    async fn ready(&self) -> anyhow::Result<()> {
        Ok(())
    }
}
