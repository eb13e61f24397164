//! A link an agent gives the client: the report read-only on any phone, with no account. The
//! link carries a random secret; only its hash is stored (as for the one-time account links), so
//! a copy of the database opens no report. A link lasts as long as the agent chose, or until it
//! is revoked.

use chrono::{DateTime, Duration, Utc};

use crate::delivery::DeliveryId;
use crate::showing::ShowingId;
use crate::user::{TokenHash, UserId};

/// Database identity of a share link: what the agent revokes. Never part of the link itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShareLinkId(pub i64);

/// How long a new link stays open, in whole days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShareLifetime(u16);

/// A link's lifetime when the agent picks none.
pub const DEFAULT_SHARE_DAYS: u16 = 30;
/// The longest lifetime a link may have: a year covers any sale.
pub const MAX_SHARE_DAYS: u16 = 365;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("A link lasts from 1 to {MAX_SHARE_DAYS} days")]
pub struct InvalidShareLifetime;

impl ShareLifetime {
    pub fn days(days: i64) -> Result<Self, InvalidShareLifetime> {
        u16::try_from(days)
            .ok()
            .filter(|d| (1..=MAX_SHARE_DAYS).contains(d))
            .map(Self)
            .ok_or(InvalidShareLifetime)
    }

    pub fn in_days(self) -> u16 {
        self.0
    }

    pub fn expiry_from(self, now: DateTime<Utc>) -> DateTime<Utc> {
        now + Duration::days(i64::from(self.0))
    }
}

impl Default for ShareLifetime {
    fn default() -> Self {
        Self(DEFAULT_SHARE_DAYS)
    }
}

/// A link about to be recorded.
#[derive(Debug, Clone)]
pub struct NewShareLink {
    pub owner: UserId,
    pub showing: ShowingId,
    pub hash: TokenHash,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The report delivery whose message carries the link, for a link made by sending the
    /// report; `None` for a link the agent made.
    pub delivery: Option<DeliveryId>,
}

impl NewShareLink {
    pub fn new(
        owner: UserId,
        showing: ShowingId,
        hash: TokenHash,
        lifetime: ShareLifetime,
        now: DateTime<Utc>,
    ) -> Self {
        Self {
            owner,
            showing,
            hash,
            created_at: now,
            expires_at: lifetime.expiry_from(now),
            delivery: None,
        }
    }

    /// The link is made for the message of this delivery.
    pub fn for_delivery(self, delivery: DeliveryId) -> Self {
        Self {
            delivery: Some(delivery),
            ..self
        }
    }
}

/// A recorded link, as its agent sees it (never its secret, which is shown once, at creation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareLink {
    pub id: ShareLinkId,
    pub showing: ShowingId,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    /// When the client last opened it.
    pub last_opened_at: Option<DateTime<Utc>>,
}

/// Whether a link still opens its report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareLinkState {
    Open,
    Expired,
    Revoked,
}

impl ShareLinkState {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Expired => "expired",
            Self::Revoked => "revoked",
        }
    }
}

impl ShareLink {
    pub fn state(&self, now: DateTime<Utc>) -> ShareLinkState {
        if self.revoked_at.is_some() {
            ShareLinkState::Revoked
        } else if now >= self.expires_at {
            ShareLinkState::Expired
        } else {
            ShareLinkState::Open
        }
    }
}

/// What an open link leads to: the showing, and whose it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SharedShowing {
    pub owner: UserId,
    pub showing: ShowingId,
    /// When the link stops opening it.
    pub expires_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(day: u32) -> DateTime<Utc> {
        chrono::TimeZone::with_ymd_and_hms(&Utc, 2026, 11, day, 12, 0, 0).unwrap()
    }

    #[test]
    fn a_lifetime_is_one_day_to_a_year() {
        assert_eq!(ShareLifetime::default().in_days(), 30);
        assert_eq!(ShareLifetime::days(1).unwrap().in_days(), 1);
        assert_eq!(ShareLifetime::days(365).unwrap().in_days(), 365);
        for bad in [0, -1, 366, 100_000, i64::MAX] {
            assert_eq!(
                ShareLifetime::days(bad),
                Err(InvalidShareLifetime),
                "{bad} days"
            );
        }
    }

    #[test]
    fn a_link_expires_after_its_lifetime_and_a_revoked_one_is_shut_at_once() {
        let lifetime = ShareLifetime::days(7).unwrap();
        let new = NewShareLink::new(
            UserId(1),
            ShowingId(2),
            TokenHash::from_hex("ab".into()),
            lifetime,
            at(1),
        );
        assert_eq!(new.expires_at, at(8));
        let mut link = ShareLink {
            id: ShareLinkId(3),
            showing: new.showing,
            created_at: new.created_at,
            expires_at: new.expires_at,
            revoked_at: None,
            last_opened_at: None,
        };
        assert_eq!(link.state(at(7)), ShareLinkState::Open);
        assert_eq!(link.state(at(8)), ShareLinkState::Expired);
        link.revoked_at = Some(at(2));
        assert_eq!(link.state(at(3)), ShareLinkState::Revoked);
    }
}
