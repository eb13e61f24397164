use std::sync::Arc;

use async_trait::async_trait;
use showscribe_application::ports::{PdfInput, PdfRenderer, RenderError};
use typst::diag::SourceDiagnostic;
use typst::foundations::Smart;
use typst_layout::PagedDocument;
use typst_pdf::PdfOptions;

use crate::view::{ReportView, logo_path, photo_path};
use crate::world::{ReportWorld, Shared};

/// typst memoises layout work (shaped text, the template's evaluation, decoded logos), and
/// reports share much of it. Every `EVICT_EVERY` renders, results unused for `CACHE_MAX_AGE`
/// such rounds are dropped: the cache stays a few renders' worth, and the sweep over it, which
/// costs about as much as exporting the PDF, runs once per round instead of after every render.
const EVICT_EVERY: usize = 4;
const CACHE_MAX_AGE: usize = 2;

/// Renders reports as branded US Letter PDFs with typst. Fonts and typst's standard library are
/// built once by [`TypstPdfRenderer::new`] and shared by every render; clones share them too.
#[derive(Clone)]
pub struct TypstPdfRenderer {
    shared: Arc<Shared>,
}

impl Default for TypstPdfRenderer {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for TypstPdfRenderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TypstPdfRenderer").finish_non_exhaustive()
    }
}

impl TypstPdfRenderer {
    /// Parses the bundled fonts and builds typst's library. Takes a few milliseconds: build one
    /// renderer at startup and share it.
    pub fn new() -> Self {
        Self {
            shared: Arc::new(Shared::new()),
        }
    }

    /// Renders on the calling thread. [`PdfRenderer::render`] runs this on tokio's blocking
    /// pool; call it directly from synchronous code (benchmarks, tools).
    pub fn render_blocking(&self, input: &PdfInput) -> Result<Vec<u8>, RenderError> {
        let result = self.compile(input, true);
        let pdf = match result {
            // A logo or a photo that typst cannot decode must not keep the buyer from getting
            // the report.
            Err(err) if input.agent.logo.is_some() || !input.photos.is_empty() => {
                tracing::warn!(error = %err, "report rendered without the agent's logo and photos");
                let mut bare = input.clone();
                bare.photos.clear();
                self.compile(&bare, false)
            }
            other => other,
        };
        if self.shared.rendered(EVICT_EVERY) {
            typst::comemo::evict(CACHE_MAX_AGE);
        }
        pdf
    }

    fn compile(&self, input: &PdfInput, with_logo: bool) -> Result<Vec<u8>, RenderError> {
        let view = ReportView::new(input, with_logo);
        let data = serde_json::to_vec(&view).map_err(anyhow::Error::from)?;
        let logo = input
            .agent
            .logo
            .as_ref()
            .filter(|_| with_logo)
            .map(|l| (logo_path(l.format).to_owned(), l.bytes.clone()));
        let photos = input
            .photos
            .iter()
            .enumerate()
            .map(|(index, p)| (photo_path(index), p.jpeg.clone()));
        let files = logo.into_iter().chain(photos).collect();
        let world = ReportWorld::new(self.shared.clone(), data, files, input.generated_on)
            .map_err(|e| anyhow::anyhow!("setting up the report's files: {e}"))?;

        let compiled = typst::compile::<PagedDocument>(&world);
        for warning in &compiled.warnings {
            tracing::debug!(warning = %warning.message, "typst warning");
        }
        let document = compiled.output.map_err(layout_error)?;
        let options = PdfOptions {
            creator: Smart::Custom(Some("Showscribe".to_owned())),
            ..PdfOptions::default()
        };
        typst_pdf::pdf(&document, &options).map_err(layout_error)
    }
}

fn layout_error(diagnostics: impl IntoIterator<Item = SourceDiagnostic>) -> RenderError {
    let messages: Vec<String> = diagnostics
        .into_iter()
        .map(|d| d.message.to_string())
        .collect();
    RenderError::Layout(messages.join("; "))
}

#[async_trait]
impl PdfRenderer for TypstPdfRenderer {
    #[tracing::instrument(skip_all, fields(report_id = input.report.id.0))]
    async fn render(&self, input: &PdfInput) -> Result<Vec<u8>, RenderError> {
        let renderer = self.clone();
        let input = input.clone();
        tokio::task::spawn_blocking(move || renderer.render_blocking(&input))
            .await
            .map_err(|e| {
                RenderError::Unexpected(anyhow::Error::new(e).context("PDF render task"))
            })?
    }
}
