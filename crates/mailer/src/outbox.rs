use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use lettre::Address;
use showscribe_application::ports::{MailError, Mailer, OutgoingEmail};

use crate::message::build_message;
use crate::settings::{MailSettingsError, OutboxSettings, parse_from_address};

/// "Sends" by writing each message as a complete `.eml` file (what the SMTP adapter would put on
/// the wire), so a developer can open it in any mail client. Names sort by time:
/// `20250314T153012Z-7f3a9c-your-showing-report.eml`.
#[derive(Debug, Clone)]
pub struct OutboxMailer {
    folder: PathBuf,
    from: Address,
}

impl OutboxMailer {
    pub fn new(settings: &OutboxSettings) -> Result<Self, MailSettingsError> {
        Ok(Self {
            folder: settings.folder.clone(),
            from: parse_from_address(&settings.from_address)?,
        })
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }
}

#[async_trait]
impl Mailer for OutboxMailer {
    #[tracing::instrument(name = "outbox_send", skip_all, fields(recipients = email.to.len()))]
    async fn send(&self, email: &OutgoingEmail) -> Result<(), MailError> {
        let bytes = build_message(&self.from, email)?.formatted();
        let folder = self.folder.clone();
        let slug = slug(&email.subject);
        let name = move || file_name(Utc::now(), rand::random(), &slug);
        let path = tokio::task::spawn_blocking(move || write_new_file(&folder, name, &bytes))
            .await
            .context("the outbox writer stopped")?
            .with_context(|| {
                format!("could not write the message into {}", self.folder.display())
            })?;
        tracing::info!(path = %path.display(), "message written to the outbox");
        Ok(())
    }
}

/// Writes to a hidden temporary file, flushes it to disk, then links it under its final name
/// without replacing anything, so a reader never sees half a message and two messages never share
/// a file, even from two processes in the same second.
fn write_new_file(
    folder: &Path,
    mut name: impl FnMut() -> String,
    bytes: &[u8],
) -> io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    let mut file = tempfile::Builder::new()
        .prefix(".outgoing-")
        .suffix(".tmp")
        .tempfile_in(folder)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;

    const ATTEMPTS: usize = 16;
    for _ in 0..ATTEMPTS {
        let path = folder.join(name());
        match file.persist_noclobber(&path) {
            Ok(_) => return Ok(path),
            Err(error) if error.error.kind() == io::ErrorKind::AlreadyExists => file = error.file,
            Err(error) => return Err(error.error),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "no free file name in the outbox",
    ))
}

fn file_name(at: DateTime<Utc>, random: u32, slug: &str) -> String {
    format!(
        "{}-{:06x}-{slug}.eml",
        at.format("%Y%m%dT%H%M%SZ"),
        random & 0x00ff_ffff
    )
}

/// Lower-case ASCII letters and digits joined by single dashes, at most 60 characters.
fn slug(subject: &str) -> String {
    const MAX: usize = 60;
    let mut slug = String::with_capacity(MAX);
    for word in subject
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
    {
        let separator = usize::from(!slug.is_empty());
        if slug.len() + separator + word.len() > MAX {
            if slug.is_empty() {
                slug.push_str(&word[..MAX]);
            }
            break;
        }
        if separator == 1 {
            slug.push('-');
        }
        slug.push_str(word);
    }
    if slug.is_empty() {
        "message".to_owned()
    } else {
        slug.to_ascii_lowercase()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::TimeZone;

    use super::*;

    #[test]
    fn file_names_sort_by_time_and_carry_the_subject() {
        let at = Utc.with_ymd_and_hms(2025, 3, 14, 15, 30, 12).unwrap();
        assert_eq!(
            file_name(at, 0xab7f_3a9c, "your-showing-report"),
            "20250314T153012Z-7f3a9c-your-showing-report.eml"
        );
    }

    #[test]
    fn a_taken_name_is_never_overwritten() {
        let folder = tempfile::tempdir().unwrap();
        let mut names = ["a.eml", "a.eml", "a.eml", "b.eml"]
            .into_iter()
            .map(str::to_owned);

        let first = write_new_file(folder.path(), || names.next().unwrap(), b"first").unwrap();
        let second = write_new_file(folder.path(), || names.next().unwrap(), b"second").unwrap();

        assert_eq!(first.file_name().unwrap(), "a.eml");
        assert_eq!(second.file_name().unwrap(), "b.eml");
        assert_eq!(std::fs::read(first).unwrap(), b"first");
        assert_eq!(std::fs::read(second).unwrap(), b"second");
        assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 2);
    }

    #[test]
    fn slugs() {
        assert_eq!(
            slug("Your Showing Report: 12 Main St., Springfield"),
            "your-showing-report-12-main-st-springfield"
        );
        assert_eq!(slug("Café — Über"), "caf-ber");
        assert_eq!(slug("../../etc/passwd"), "etc-passwd");
        assert_eq!(slug("—"), "message");
        assert_eq!(slug(""), "message");
        let long = slug(&"word ".repeat(40));
        assert!(long.len() <= 60 && !long.ends_with('-'), "{long}");
        assert_eq!(slug(&"x".repeat(100)).len(), 60);
    }
}
