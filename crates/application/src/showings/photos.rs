use std::sync::Arc;

use showscribe_domain::photo::{
    MAX_PHOTOS_PER_SHOWING, NewPhoto, Photo, PhotoChange, PhotoFiles, PhotoId, PhotoUpload,
    item_ids,
};
use showscribe_domain::showing::{Report, ReportType, ShowingId};
use showscribe_domain::{User, UserId};
use thiserror::Error;

use super::documents::ReportDocuments;
use crate::ports::{
    Clock, FileStore, ImageError, ImageProcessor, PhotoRepository, ReportRepository,
    RepositoryError, ShowingRepository,
};

/// What the agent is told when a showing already holds as many photos as it may.
pub const TOO_MANY_PHOTOS: &str = "A showing holds at most 60 photos; delete one to add another";
/// What the agent is told when attaching a photo to an item the report does not have.
pub const NO_SUCH_ITEM: &str = "The report has no such item";

#[derive(Debug, Error)]
pub enum PhotoError {
    /// No such showing, or not this agent's.
    #[error("showing not found")]
    ShowingNotFound,
    #[error("photo not found")]
    PhotoNotFound,
    #[error("{}", TOO_MANY_PHOTOS)]
    TooMany,
    /// The photo's header was fine but its content could not be decoded.
    #[error("{0}")]
    Unreadable(String),
    #[error("{}", NO_SUCH_ITEM)]
    NoSuchItem,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for PhotoError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::PhotoNotFound,
            RepositoryError::Changed => Self::TooMany,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// Which stored file of a photo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhotoSize {
    Full,
    Thumbnail,
}

/// A showing's photos: add (decoded within limits, upright, stripped of metadata, stored as a
/// full-size JPEG and a thumbnail), list, caption, reorder, attach to a report item or detach,
/// delete (files too). Every change retires the showing report's stored PDF, which shows the
/// photos, so the next download renders them as they are.
///
/// An attachment names an item id of the showing report. Item ids are never given twice, so
/// an attachment to an item the agent removed names nothing: it reads as detached.
pub struct ManagePhotos {
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    photos: Arc<dyn PhotoRepository>,
    images: Arc<dyn ImageProcessor>,
    files: Arc<dyn FileStore>,
    documents: Arc<ReportDocuments>,
    clock: Arc<dyn Clock>,
}

impl ManagePhotos {
    pub fn new(
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        photos: Arc<dyn PhotoRepository>,
        images: Arc<dyn ImageProcessor>,
        files: Arc<dyn FileStore>,
        documents: Arc<ReportDocuments>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            showings,
            reports,
            photos,
            images,
            files,
            documents,
            clock,
        }
    }

    /// Stores `uploads` after the showing's photos, in order. Refused as a whole (nothing
    /// stored) when they would take the showing past 60 photos.
    #[tracing::instrument(name = "add_photos", skip_all, fields(user_id = agent.id.0, showing_id = showing.0, count = uploads.len()))]
    pub async fn add(
        &self,
        agent: &User,
        showing: ShowingId,
        uploads: Vec<PhotoUpload>,
    ) -> Result<Vec<Photo>, PhotoError> {
        self.check_showing(agent.id, showing).await?;
        let held = self.photos.list(agent.id, showing).await?.len();
        if held + uploads.len() > MAX_PHOTOS_PER_SHOWING {
            return Err(PhotoError::TooMany);
        }
        let mut added = Vec::with_capacity(uploads.len());
        for upload in uploads {
            added.push(self.add_one(agent.id, showing, upload).await?);
        }
        self.retire_pdf(agent.id, showing).await;
        let valid = self.item_ids(agent.id, showing).await?;
        Ok(added.into_iter().map(|p| resolved(p, &valid)).collect())
    }

    async fn add_one(
        &self,
        owner: UserId,
        showing: ShowingId,
        upload: PhotoUpload,
    ) -> Result<Photo, PhotoError> {
        let prepared = self.images.prepare(upload).await.map_err(|e| match e {
            ImageError::Unreadable(m) => PhotoError::Unreadable(m),
            ImageError::Unexpected(e) => PhotoError::Unexpected(e),
        })?;
        let now = self.clock.now();
        // A fresh random name per photo: a key is never reused, so a cached image never shows
        // another photo.
        let stem = format!(
            "photos/{}/{}/{}-{:016x}",
            owner.0,
            showing.0,
            now.timestamp_millis(),
            rand::random::<u64>()
        );
        let files = PhotoFiles {
            full_key: format!("{stem}.jpg"),
            thumbnail_key: format!("{stem}-thumb.jpg"),
            width: prepared.width,
            height: prepared.height,
        };
        self.files.put(&files.full_key, &prepared.full).await?;
        self.files
            .put(&files.thumbnail_key, &prepared.thumbnail)
            .await?;
        let new = NewPhoto {
            showing_id: showing,
            user_id: owner,
            files: files.clone(),
            created_at: now,
        };
        match self.photos.add(new, MAX_PHOTOS_PER_SHOWING).await {
            Ok(photo) => Ok(photo),
            Err(e) => {
                self.discard(&[&files.full_key, &files.thumbnail_key]).await;
                Err(match e {
                    RepositoryError::NotFound => PhotoError::ShowingNotFound,
                    other => other.into(),
                })
            }
        }
    }

    /// The showing's photos in order.
    pub async fn list(&self, owner: UserId, showing: ShowingId) -> Result<Vec<Photo>, PhotoError> {
        self.check_showing(owner, showing).await?;
        let photos = self.photos.list(owner, showing).await?;
        let valid = self.item_ids(owner, showing).await?;
        Ok(photos.into_iter().map(|p| resolved(p, &valid)).collect())
    }

    /// The photos of the showing whose showing report the caller has just read (a share link's
    /// page), each attached only to an item `report` still has; the report is not read again.
    pub async fn list_for_report(
        &self,
        owner: UserId,
        report: &Report,
    ) -> Result<Vec<Photo>, PhotoError> {
        let photos = self.photos.list(owner, report.showing_id).await?;
        let valid = owned_item_ids(report);
        Ok(photos.into_iter().map(|p| resolved(p, &valid)).collect())
    }

    /// Captions, moves, attaches or detaches a photo.
    #[tracing::instrument(name = "change_photo", skip_all, fields(user_id = owner.0, photo_id = id.0))]
    pub async fn change(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
        change: PhotoChange,
    ) -> Result<Photo, PhotoError> {
        self.check_showing(owner, showing).await?;
        let valid = self.item_ids(owner, showing).await?;
        if let Some(Some(item)) = &change.report_item_id
            && !valid.iter().any(|v| v == item)
        {
            return Err(PhotoError::NoSuchItem);
        }
        let photo = self.photos.change(owner, showing, id, &change).await?;
        self.retire_pdf(owner, showing).await;
        Ok(resolved(photo, &valid))
    }

    /// Deletes a photo and its files.
    #[tracing::instrument(name = "delete_photo", skip_all, fields(user_id = owner.0, photo_id = id.0))]
    pub async fn delete(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
    ) -> Result<(), PhotoError> {
        self.check_showing(owner, showing).await?;
        let photo = self.photos.delete(owner, showing, id).await?;
        // The row is gone; a file that cannot be deleted now is only logged.
        self.discard(&photo.file_keys()).await;
        self.retire_pdf(owner, showing).await;
        Ok(())
    }

    /// A stored JPEG of the showing's `index`th photo (from 0, in the agent's order), for the
    /// holder of a share link: the link names photos by place, never by the id the agent's API
    /// takes.
    pub async fn image_at(
        &self,
        owner: UserId,
        showing: ShowingId,
        index: usize,
        size: PhotoSize,
    ) -> Result<Vec<u8>, PhotoError> {
        let photo = self
            .photos
            .list(owner, showing)
            .await?
            .into_iter()
            .nth(index)
            .ok_or(PhotoError::PhotoNotFound)?;
        self.file_of(&photo, size).await
    }

    /// A stored JPEG of the photo.
    pub async fn image(
        &self,
        owner: UserId,
        showing: ShowingId,
        id: PhotoId,
        size: PhotoSize,
    ) -> Result<Vec<u8>, PhotoError> {
        let photo = self
            .photos
            .find(owner, showing, id)
            .await?
            .ok_or(PhotoError::PhotoNotFound)?;
        self.file_of(&photo, size).await
    }

    /// One of the photo's stored JPEGs.
    async fn file_of(&self, photo: &Photo, size: PhotoSize) -> Result<Vec<u8>, PhotoError> {
        let key = match size {
            PhotoSize::Full => &photo.files.full_key,
            PhotoSize::Thumbnail => &photo.files.thumbnail_key,
        };
        self.files
            .get(key)
            .await?
            .ok_or_else(|| PhotoError::Unexpected(anyhow::anyhow!("photo file {key} is missing")))
    }

    async fn check_showing(&self, owner: UserId, showing: ShowingId) -> Result<(), PhotoError> {
        self.showings
            .find(owner, showing)
            .await
            .map_err(|e| match e {
                RepositoryError::NotFound => PhotoError::ShowingNotFound,
                other => other.into(),
            })?
            .map(drop)
            .ok_or(PhotoError::ShowingNotFound)
    }

    async fn showing_report(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Option<Report>, RepositoryError> {
        Ok(self
            .reports
            .list_for_showing(owner, showing)
            .await?
            .into_iter()
            .find(|r| r.report_type == ReportType::Comprehensive))
    }

    async fn item_ids(&self, owner: UserId, showing: ShowingId) -> Result<Vec<String>, PhotoError> {
        Ok(self
            .showing_report(owner, showing)
            .await?
            .map(|r| owned_item_ids(&r))
            .unwrap_or_default())
    }

    /// Forgets the showing report's stored PDF, which shows the photos as they were. Best
    /// effort: the photos changed either way.
    async fn retire_pdf(&self, owner: UserId, showing: ShowingId) {
        let report = match self.showing_report(owner, showing).await {
            Ok(Some(report)) if report.pdf_file_path.is_some() => report,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!(error = %e, "could not read the report to retire its PDF");
                return;
            }
        };
        // Replacing the content with itself forgets the stored PDF in the same write.
        match self
            .reports
            .replace_content(owner, showing, report.id, &report.content, &report.content)
            .await
        {
            Ok(Some(replaced)) => {
                if let Some(key) = replaced.retired_pdf {
                    self.documents.discard(&key).await;
                }
            }
            // Another write came first; it retired the PDF itself.
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not retire the report PDF"),
        }
    }

    async fn discard(&self, keys: &[&str]) {
        for key in keys {
            if let Err(e) = self.files.delete(key).await {
                tracing::warn!(error = %e, %key, "could not delete a photo file");
            }
        }
    }
}

/// The photo with its attachment cleared when it names no item of the report.
fn owned_item_ids(report: &Report) -> Vec<String> {
    item_ids(&report.content)
        .into_iter()
        .map(str::to_owned)
        .collect()
}

fn resolved(mut photo: Photo, valid: &[String]) -> Photo {
    if photo
        .report_item_id
        .as_ref()
        .is_some_and(|id| !valid.contains(id))
    {
        photo.report_item_id = None;
    }
    photo
}
