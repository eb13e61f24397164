//! The repair-request list of a showing: the client ticks report items through a share link, or
//! the agent on the report page, choosing a repair or a credit and an amount for each; the list
//! is checked against the newest report, stored whole, and exported as a one-page PDF and CSV.
//! When the client saves a list, the agent is emailed what was asked for.

use std::sync::Arc;

use showscribe_domain::User;
use showscribe_domain::UserId;
use showscribe_domain::repair_request::{
    InvalidRequestEntry, OfferFigures, RepairRequest, RequestAuthor, RequestTotals, RequestedItem,
    SavedRepairRequest,
};
use showscribe_domain::showing::{Report, Showing, ShowingId};
use thiserror::Error;

use super::documents::{DocumentError, ReportDocuments};
use super::newest_reports::newest_reports;
use super::share_links::SharedReport;
use crate::accounts::agent_email::to_agent;
use crate::ports::{
    Clock, ListExpectation, Mailer, RepairRequestRepository, ReportRepository, RepositoryError,
    ShowingRepository, UserRepository,
};

#[derive(Debug, Error)]
pub enum RepairRequestError {
    /// No such showing, or not this agent's.
    #[error("not found")]
    NotFound,
    /// The showing has no report yet: there is nothing to ask for.
    #[error("the showing has no report yet")]
    NoReport,
    /// The list changed since the saver read it (the other side saved meanwhile); nothing was
    /// stored.
    #[error("the list changed since it was read")]
    Changed,
    /// Entries that do not fit the report; every problem is named.
    #[error("the list has {} problem(s)", .0.len())]
    Invalid(Vec<InvalidRequestEntry>),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for RepairRequestError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Changed => Self::Changed,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

impl From<DocumentError> for RepairRequestError {
    fn from(e: DocumentError) -> Self {
        Self::Unexpected(e.into())
    }
}

/// A showing's list as the report stands: the saved list (if any), what it adds up to for the
/// items still in the report, and the offer figures beside it.
#[derive(Debug, Clone)]
pub struct RequestView {
    pub saved: Option<SavedRepairRequest>,
    /// The saved entries whose item is still in the report, in the report's order.
    pub entries: Vec<RequestedItem>,
    pub totals: RequestTotals,
    pub offer: OfferFigures,
}

impl RequestView {
    fn of(
        saved: Option<SavedRepairRequest>,
        report: &Report,
        market_analysis: Option<&Report>,
    ) -> Self {
        let lines = saved
            .as_ref()
            .map(|s| s.request.lines(&report.content))
            .unwrap_or_default();
        let totals = RequestTotals::of(&lines);
        let entries = lines.iter().map(|l| l.entry.clone()).collect();
        let analysis = market_analysis.and_then(|r| r.content.market_analysis.as_ref());
        Self {
            offer: OfferFigures::of(&report.content, analysis, &totals),
            totals,
            entries,
            saved,
        }
    }
}

/// A showing that has its showing report, with its market analysis if any.
struct Reported {
    showing: Showing,
    report: Report,
    market_analysis: Option<Report>,
}

pub struct RepairRequests {
    requests: Arc<dyn RepairRequestRepository>,
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    users: Arc<dyn UserRepository>,
    documents: Arc<ReportDocuments>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    public_url: String,
}

impl RepairRequests {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        requests: Arc<dyn RepairRequestRepository>,
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        users: Arc<dyn UserRepository>,
        documents: Arc<ReportDocuments>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        public_url: impl Into<String>,
    ) -> Self {
        Self {
            requests,
            showings,
            reports,
            users,
            documents,
            mailer,
            clock,
            public_url: public_url.into().trim_end_matches('/').to_owned(),
        }
    }

    /// The list of one of the agent's showings.
    pub async fn for_agent(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<RequestView, RepairRequestError> {
        let reported = self.reported(owner, showing).await?;
        let saved = self.requests.find(owner, showing).await?;
        Ok(RequestView::of(
            saved,
            &reported.report,
            reported.market_analysis.as_ref(),
        ))
    }

    /// The list of the showing a share link opened.
    pub async fn for_shared(
        &self,
        shared: &SharedReport,
    ) -> Result<RequestView, RepairRequestError> {
        let saved = self
            .requests
            .find(shared.agent.id, shared.showing.id)
            .await?;
        Ok(RequestView::of(
            saved,
            &shared.report,
            shared.market_analysis.as_ref(),
        ))
    }

    /// The agent saves the list of one of their showings, over the one `expect` names.
    pub async fn save_by_agent(
        &self,
        owner: UserId,
        showing: ShowingId,
        entries: Vec<RequestedItem>,
        expect: ListExpectation,
    ) -> Result<RequestView, RepairRequestError> {
        let reported = self.reported(owner, showing).await?;
        let saved = self
            .save(
                owner,
                &reported.showing,
                &reported.report,
                entries,
                RequestAuthor::Agent,
                expect,
            )
            .await?;
        Ok(RequestView::of(
            Some(saved),
            &reported.report,
            reported.market_analysis.as_ref(),
        ))
    }

    /// The client saves the list through the link they were given; the agent is emailed what
    /// the list now asks for. The list is stored even when the email cannot be sent: the agent
    /// sees it on the report page either way.
    pub async fn save_by_buyer(
        &self,
        shared: &SharedReport,
        entries: Vec<RequestedItem>,
        expect: ListExpectation,
    ) -> Result<RequestView, RepairRequestError> {
        let saved = self
            .save(
                shared.agent.id,
                &shared.showing,
                &shared.report,
                entries,
                RequestAuthor::Buyer,
                expect,
            )
            .await?;
        let view = RequestView::of(Some(saved), &shared.report, shared.market_analysis.as_ref());
        let email = self.buyer_list_email(shared, &view);
        if let Err(e) = self.mailer.send(&email).await {
            tracing::warn!(showing_id = shared.showing.id.0, error = %e, "the agent was not emailed the client's repair request");
        }
        Ok(view)
    }

    /// The one-page "Repair request" PDF of one of the agent's showings.
    pub async fn pdf(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<(Showing, Vec<u8>), RepairRequestError> {
        let (agent, reported, request) = self.export_parts(owner, showing).await?;
        let pdf = self
            .documents
            .render_repair_request(&agent, &reported.showing, &reported.report, &request)
            .await?;
        Ok((reported.showing, pdf))
    }

    /// The list of one of the agent's showings as CSV.
    pub async fn csv(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<(Showing, String), RepairRequestError> {
        let (_, reported, request) = self.export_parts(owner, showing).await?;
        let csv = request.to_csv(&reported.report.content);
        Ok((reported.showing, csv))
    }

    async fn export_parts(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<(User, Reported, RepairRequest), RepairRequestError> {
        let agent = self
            .users
            .find_by_id(owner)
            .await?
            .ok_or(RepairRequestError::NotFound)?;
        let reported = self.reported(owner, showing).await?;
        let request = self
            .requests
            .find(owner, showing)
            .await?
            .map(|s| s.request)
            .unwrap_or_default();
        Ok((agent, reported, request))
    }

    async fn save(
        &self,
        owner: UserId,
        showing: &Showing,
        report: &Report,
        entries: Vec<RequestedItem>,
        by: RequestAuthor,
        expect: ListExpectation,
    ) -> Result<SavedRepairRequest, RepairRequestError> {
        let request =
            RepairRequest::new(entries, &report.content).map_err(RepairRequestError::Invalid)?;
        let saved = SavedRepairRequest {
            request,
            updated_by: by,
            updated_at: self.clock.now(),
        };
        self.requests
            .save(owner, showing.id, &saved, expect)
            .await?;
        tracing::info!(
            showing_id = showing.id.0,
            entries = saved.request.entries().len(),
            by = by.as_str(),
            "repair request saved"
        );
        Ok(saved)
    }

    /// The showing with its newest showing report (`NoReport` before there is one).
    async fn reported(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Reported, RepairRequestError> {
        let newest = newest_reports(
            self.showings.as_ref(),
            self.reports.as_ref(),
            owner,
            showing,
        )
        .await?
        .ok_or(RepairRequestError::NotFound)?;
        Ok(Reported {
            report: newest.report.ok_or(RepairRequestError::NoReport)?,
            showing: newest.showing,
            market_analysis: newest.market_analysis,
        })
    }

    /// What the agent is told when the client saves a list.
    fn buyer_list_email(
        &self,
        shared: &SharedReport,
        view: &RequestView,
    ) -> crate::ports::OutgoingEmail {
        let address = shared.showing.address_label();
        let client = shared.showing.client_label();
        let mut paragraphs = vec![format!(
            "{client} saved a repair request for {address} from the report link you shared."
        )];
        let lines = view
            .saved
            .as_ref()
            .map(|s| s.request.lines(&shared.report.content))
            .unwrap_or_default();
        if lines.is_empty() {
            paragraphs.push("The list is now empty: nothing is asked of the seller.".to_owned());
        } else {
            paragraphs.extend(lines.iter().map(|line| {
                let note = line
                    .entry
                    .note
                    .as_deref()
                    .map(|n| format!(" — “{n}”"))
                    .unwrap_or_default();
                format!(
                    "• {}: {} {}{note}",
                    line.item.description,
                    line.entry.remedy.label().to_lowercase(),
                    line.entry.amount
                )
            }));
            paragraphs.push(format!(
                "Credits requested: {}. Repairs requested, worth: {}.",
                view.totals.credits, view.totals.repairs
            ));
        }
        paragraphs.push(format!(
            "Open the report to review the list and export it as a PDF or CSV: {}/reports/{}",
            self.public_url, shared.showing.id.0
        ));
        to_agent(
            &shared.agent,
            &format!("Repair request from {client}: {address}"),
            &paragraphs,
        )
    }
}
