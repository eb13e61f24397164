use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::showing::{Report, ReportSender, ReportType, Showing};
use thiserror::Error;

use crate::accounts::ManageLogo;
use crate::ports::{
    AgentBranding, Clock, FileStore, PdfInput, PdfRenderer, PhotoRepository, ReportPhoto,
    ReportRepository, RepositoryError,
};
use showscribe_domain::photo::item_ids;
use showscribe_domain::repair_request::RepairRequest;

#[derive(Debug, Error)]
pub enum DocumentError {
    #[error("the PDF could not be rendered: {0}")]
    Render(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Renders report PDFs with the agent's branding and keeps them in the file store.
pub struct ReportDocuments {
    renderer: Arc<dyn PdfRenderer>,
    files: Arc<dyn FileStore>,
    reports: Arc<dyn ReportRepository>,
    logo: Arc<ManageLogo>,
    clock: Arc<dyn Clock>,
    /// Where the showings' photos are listed; without it reports render without photos.
    photos: Option<Arc<dyn PhotoRepository>>,
}

impl ReportDocuments {
    pub fn new(
        renderer: Arc<dyn PdfRenderer>,
        files: Arc<dyn FileStore>,
        reports: Arc<dyn ReportRepository>,
        logo: Arc<ManageLogo>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            renderer,
            files,
            reports,
            logo,
            clock,
            photos: None,
        }
    }

    /// Renders the showing report's photos: beside their items, the rest on a photo page.
    pub fn with_photos(mut self, photos: Arc<dyn PhotoRepository>) -> Self {
        self.photos = Some(photos);
        self
    }

    /// The showing's photos as the report shows them (thumbnails, which are sharp at the size
    /// they are printed and keep a report with many photos small), each attached to an item of
    /// `report` or to none.
    async fn photos_of(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Result<Vec<ReportPhoto>, DocumentError> {
        let Some(photos) = &self.photos else {
            return Ok(Vec::new());
        };
        if report.report_type != ReportType::Comprehensive {
            return Ok(Vec::new());
        }
        let valid = item_ids(&report.content);
        let mut out = Vec::new();
        for photo in photos
            .list(agent.id, showing.id)
            .await
            .map_err(|e| DocumentError::Unexpected(e.into()))?
        {
            let Some(jpeg) = self.files.get(&photo.files.thumbnail_key).await? else {
                tracing::warn!(key = %photo.files.thumbnail_key, "a photo's thumbnail is missing; the report shows it without");
                continue;
            };
            out.push(ReportPhoto {
                jpeg,
                caption: photo.caption.map(|c| c.as_str().to_owned()),
                item_id: photo
                    .report_item_id
                    .filter(|id| valid.contains(id.as_str())),
            });
        }
        Ok(out)
    }

    /// The PDF of `report` as it is now.
    #[tracing::instrument(name = "render_pdf", skip_all, fields(showing_id = showing.id.0))]
    pub async fn render(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Result<Vec<u8>, DocumentError> {
        let market_analysis = if report.report_type == ReportType::Comprehensive {
            self.reports
                .list_for_showing(agent.id, showing.id)
                .await
                .map_err(|e| DocumentError::Unexpected(e.into()))?
                .into_iter()
                .find(|r| r.report_type == ReportType::Cma)
        } else {
            None
        };
        let photos = self.photos_of(agent, showing, report).await?;
        let input = PdfInput {
            photos,
            market_analysis,
            ..self.input(agent, showing, report).await
        };
        self.renderer
            .render(&input)
            .await
            .map_err(|e| DocumentError::Render(e.to_string()))
    }

    /// The one-page "Repair request" of `report`'s items that `request` lists.
    #[tracing::instrument(name = "render_repair_request", skip_all, fields(showing_id = showing.id.0))]
    pub async fn render_repair_request(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
        request: &RepairRequest,
    ) -> Result<Vec<u8>, DocumentError> {
        let input = PdfInput {
            repair_request: Some(request.clone()),
            ..self.input(agent, showing, report).await
        };
        self.renderer
            .render(&input)
            .await
            .map_err(|e| DocumentError::Render(e.to_string()))
    }

    /// What every PDF of `report` prints: the agent's branding and the date.
    async fn input(&self, agent: &User, showing: &Showing, report: &Report) -> PdfInput {
        let logo = match self.logo.get(agent).await {
            Ok(logo) => logo,
            Err(e) => {
                tracing::warn!(error = %e, "the agent's logo could not be read; rendering without it");
                None
            }
        };
        let sender = ReportSender::of(&agent.profile, &showing.details);
        PdfInput {
            photos: Vec::new(),
            report: report.clone(),
            market_analysis: None,
            repair_request: None,
            showing: showing.clone(),
            agent: AgentBranding {
                name: sender.name,
                broker_office: sender.broker_office,
                company: sender.company,
                phone: sender.phone,
                email: sender.email.as_str().to_owned(),
                logo,
            },
            generated_on: self.clock.now().date_naive(),
        }
    }

    /// Renders and stores the PDF under a new key, returning the key. A new key per rendering
    /// means a reader never gets a mix of two versions.
    pub async fn store(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Result<String, DocumentError> {
        Ok(self.render_and_store(agent, showing, report).await?.0)
    }

    /// Renders and stores the PDF, returning its key and its bytes.
    async fn render_and_store(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Result<(String, Vec<u8>), DocumentError> {
        let bytes = self.render(agent, showing, report).await?;
        let key = format!(
            "reports/{}/{}-{}.pdf",
            agent.id.0,
            showing.id.0,
            self.clock.now().timestamp_nanos_opt().unwrap_or_default()
        );
        self.files.put(&key, &bytes).await?;
        Ok((key, bytes))
    }

    /// Best effort: a failure is logged and the report lives on without a PDF (it is rendered
    /// again on the next download).
    pub async fn try_store(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Option<String> {
        match self.store(agent, showing, report).await {
            Ok(key) => Some(key),
            Err(e) => {
                tracing::error!(error = %e, "storing the report PDF failed");
                None
            }
        }
    }

    pub async fn discard(&self, key: &str) {
        if let Err(e) = self.files.delete(key).await {
            tracing::warn!(error = %e, %key, "could not delete a report PDF");
        }
    }

    /// The stored PDF of `report`, rendering and storing it first when there is none (and
    /// then answering the bytes just rendered, not a second read of the store).
    pub async fn pdf_of(
        &self,
        agent: &User,
        showing: &Showing,
        report: &Report,
    ) -> Result<Vec<u8>, DocumentError> {
        if let Some(key) = &report.pdf_file_path
            && let Some(bytes) = self.files.get(key).await?
        {
            return Ok(bytes);
        }
        let (key, bytes) = self.render_and_store(agent, showing, report).await?;
        match self
            .reports
            .set_pdf(agent.id, showing.id, report.id, &key)
            .await
        {
            Ok(()) => Ok(bytes),
            Err(RepositoryError::NotFound) => Err(DocumentError::Unexpected(anyhow::anyhow!(
                "report vanished"
            ))),
            Err(e) => Err(DocumentError::Unexpected(e.into())),
        }
    }
}
