//! A `FileStore` on the local disk: one folder, keys as relative paths. Writes go to a temporary
//! file that is renamed into place, so a reader never sees half a file.

use std::path::{Component, Path, PathBuf};

use anyhow::Context;
use async_trait::async_trait;
use showscribe_application::ports::FileStore;

#[derive(Debug, Clone)]
pub struct LocalFileStore {
    root: PathBuf,
}

impl LocalFileStore {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    /// The path of `key`, refusing keys that would leave the root (`..`, absolute paths).
    fn path_of(&self, key: &str) -> anyhow::Result<PathBuf> {
        let relative = Path::new(key);
        let safe = !key.is_empty()
            && relative
                .components()
                .all(|c| matches!(c, Component::Normal(_)));
        anyhow::ensure!(safe, "invalid file key {key:?}");
        Ok(self.root.join(relative))
    }
}

#[async_trait]
impl FileStore for LocalFileStore {
    async fn put(&self, key: &str, bytes: &[u8]) -> anyhow::Result<()> {
        let path = self.path_of(key)?;
        if let Some(dir) = path.parent() {
            tokio::fs::create_dir_all(dir)
                .await
                .with_context(|| format!("creating {}", dir.display()))?;
        }
        let tmp = path.with_extension(format!(
            "tmp-{}",
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        tokio::fs::write(&tmp, bytes)
            .await
            .with_context(|| format!("writing {}", tmp.display()))?;
        tokio::fs::rename(&tmp, &path)
            .await
            .with_context(|| format!("moving {} into place", path.display()))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let path = self.path_of(key)?;
        match tokio::fs::read(&path).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
        }
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = self.path_of(key)?;
        match tokio::fs::remove_file(&path).await {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(e).with_context(|| format!("deleting {}", path.display())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn stores_reads_and_deletes_files() {
        let dir = std::env::temp_dir().join(format!("showscribe-files-{}", std::process::id()));
        let store = LocalFileStore::new(&dir);
        assert_eq!(store.get("reports/1/2.pdf").await.unwrap(), None);
        store.put("reports/1/2.pdf", b"%PDF-1.7").await.unwrap();
        assert_eq!(
            store.get("reports/1/2.pdf").await.unwrap().as_deref(),
            Some(&b"%PDF-1.7"[..])
        );
        store.put("reports/1/2.pdf", b"%PDF-2").await.unwrap();
        assert_eq!(
            store.get("reports/1/2.pdf").await.unwrap().as_deref(),
            Some(&b"%PDF-2"[..])
        );
        store.delete("reports/1/2.pdf").await.unwrap();
        store.delete("reports/1/2.pdf").await.unwrap();
        assert_eq!(store.get("reports/1/2.pdf").await.unwrap(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn refuses_keys_that_leave_the_folder() {
        let store = LocalFileStore::new("/tmp/showscribe-files-never");
        for key in ["../etc/passwd", "/etc/passwd", "a/../../b", ""] {
            assert!(store.put(key, b"x").await.is_err(), "{key}");
            assert!(store.get(key).await.is_err(), "{key}");
        }
    }
}
