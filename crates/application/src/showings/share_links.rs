//! Links an agent gives the client: created for a showing that has a report, listed with when
//! they were last opened, revoked; and opened by anyone holding one, with no account, to read
//! the report (and its market analysis) as the agent last left it.

use std::sync::Arc;

use showscribe_domain::share_link::{NewShareLink, ShareLifetime, ShareLink, ShareLinkId};
use showscribe_domain::showing::{Report, Showing, ShowingId};
use showscribe_domain::{User, UserId};
use thiserror::Error;

use super::newest_reports::{NewestReports, newest_reports};
use crate::accounts::{new_token_secret, token_hash};
use crate::ports::{
    Clock, ReportRepository, RepositoryError, ShareLinkRepository, ShowingRepository,
    UserRepository,
};

#[derive(Debug, Error)]
pub enum ShareLinkError {
    /// No such showing or link, or not this agent's; for a secret: unknown, revoked or
    /// expired, all alike.
    #[error("not found")]
    NotFound,
    /// The showing has no report yet: there is nothing to share.
    #[error("the showing has no report to share yet")]
    NoReport,
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for ShareLinkError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

/// A link just made: the secret goes into the address shown to the agent this once.
#[derive(Debug, Clone)]
pub struct CreatedShareLink {
    pub link: ShareLink,
    pub secret: String,
}

/// What the holder of an open link reads: the agent's branding, the showing, its newest report
/// and its market analysis if it has one.
#[derive(Debug, Clone)]
pub struct SharedReport {
    pub agent: User,
    pub showing: Showing,
    pub report: Report,
    pub market_analysis: Option<Report>,
    /// When the link stops working.
    pub expires_at: chrono::DateTime<chrono::Utc>,
}

pub struct ShareLinks {
    links: Arc<dyn ShareLinkRepository>,
    showings: Arc<dyn ShowingRepository>,
    reports: Arc<dyn ReportRepository>,
    users: Arc<dyn UserRepository>,
    clock: Arc<dyn Clock>,
}

impl ShareLinks {
    pub fn new(
        links: Arc<dyn ShareLinkRepository>,
        showings: Arc<dyn ShowingRepository>,
        reports: Arc<dyn ReportRepository>,
        users: Arc<dyn UserRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            links,
            showings,
            reports,
            users,
            clock,
        }
    }

    /// A new link to one of the agent's showings, open for `lifetime`. Only a showing with a
    /// report can be shared.
    pub async fn create(
        &self,
        owner: UserId,
        showing: ShowingId,
        lifetime: ShareLifetime,
    ) -> Result<CreatedShareLink, ShareLinkError> {
        let newest = self.newest(owner, showing).await?;
        if newest.report.is_none() {
            return Err(ShareLinkError::NoReport);
        }
        let showing = newest.showing;
        let (secret, hash) = new_token_secret();
        let now = self.clock.now();
        let link = self
            .links
            .create(&NewShareLink::new(owner, showing.id, hash, lifetime, now))
            .await?;
        tracing::info!(
            showing_id = showing.id.0,
            link_id = link.id.0,
            "share link created"
        );
        Ok(CreatedShareLink { link, secret })
    }

    /// The links of one of the agent's showings, newest first.
    pub async fn list(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<Vec<ShareLink>, ShareLinkError> {
        self.showings
            .find(owner, showing)
            .await?
            .ok_or(ShareLinkError::NotFound)?;
        Ok(self.links.list(owner, showing).await?)
    }

    /// Shuts a link at once, on every node (the next open reads the database).
    pub async fn revoke(
        &self,
        owner: UserId,
        showing: ShowingId,
        link: ShareLinkId,
    ) -> Result<(), ShareLinkError> {
        let now = self.clock.now();
        if self.links.revoke(owner, showing, link, now).await? {
            tracing::info!(
                showing_id = showing.0,
                link_id = link.0,
                "share link revoked"
            );
            Ok(())
        } else {
            Err(ShareLinkError::NotFound)
        }
    }

    /// The report an open link leads to; `NotFound` for an unknown, revoked or expired secret.
    pub async fn open(&self, secret: &str) -> Result<SharedReport, ShareLinkError> {
        let target = self
            .links
            .open(&token_hash(secret), self.clock.now())
            .await?
            .ok_or(ShareLinkError::NotFound)?;
        let agent = self
            .users
            .find_by_id(target.owner)
            .await?
            .ok_or(ShareLinkError::NotFound)?;
        let newest = self.newest(target.owner, target.showing).await?;
        let report = newest.report.ok_or(ShareLinkError::NotFound)?;
        Ok(SharedReport {
            agent,
            showing: newest.showing,
            report,
            market_analysis: newest.market_analysis,
            expires_at: target.expires_at,
        })
    }

    async fn newest(
        &self,
        owner: UserId,
        showing: ShowingId,
    ) -> Result<NewestReports, ShareLinkError> {
        newest_reports(
            self.showings.as_ref(),
            self.reports.as_ref(),
            owner,
            showing,
        )
        .await?
        .ok_or(ShareLinkError::NotFound)
    }
}
