//! Sending a report to the buyer: a delivery is queued once per version of the report, taken by
//! a worker, and ends sent or failed. Retries wait longer each time and stop at a limit.

use std::fmt;
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::showing::{ReportId, ShowingId};
use crate::user::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeliveryId(pub i64);

/// Where a delivery stands. Queued → Sending → Sent; or back to Queued to retry; or Failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    /// Waiting for a worker (first try, or a retry at `next_attempt_at`).
    Queued,
    /// A worker holds it until its lease ends; a worker that dies lets the lease run out and
    /// another takes it again.
    Sending,
    Sent,
    /// Given up: the mail server refused it for good, or every retry failed. The agent can
    /// queue it again.
    Failed,
}

impl DeliveryStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Sending => "sending",
            Self::Sent => "sent",
            Self::Failed => "failed",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Queued, Self::Sending, Self::Sent, Self::Failed]
            .into_iter()
            .find(|s| s.as_str() == raw)
    }
}

impl fmt::Display for DeliveryStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A delivery about to be queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDelivery {
    pub user_id: UserId,
    pub showing_id: ShowingId,
    pub report_id: ReportId,
    /// Names the version of the report and its recipients: one delivery per version.
    pub fingerprint: String,
    /// Who receives it, as the confirmation showed them ("Pat Lee <pat@example.com>").
    pub recipients: Vec<String>,
    pub subject: String,
    pub queued_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub id: DeliveryId,
    pub user_id: UserId,
    pub showing_id: ShowingId,
    pub report_id: ReportId,
    pub fingerprint: String,
    pub recipients: Vec<String>,
    pub subject: String,
    pub status: DeliveryStatus,
    /// Tries so far; also the fence a worker's writes carry, so a worker whose lease ran out
    /// cannot overwrite the outcome of the worker that took the delivery after it.
    pub attempts: u32,
    pub last_error: Option<String>,
    pub queued_at: DateTime<Utc>,
    pub next_attempt_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

/// How long to wait before trying again, and when to stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// The wait after the first failure; each later failure doubles it.
    pub first_wait: Duration,
    pub longest_wait: Duration,
    /// Tries in all, the first included.
    pub max_attempts: u32,
}

impl Default for RetryPolicy {
    /// 30 s, 1 min, 2 min … at most 1 h between tries; 10 tries (about 4 hours) in all.
    fn default() -> Self {
        Self {
            first_wait: Duration::from_secs(30),
            longest_wait: Duration::from_secs(3600),
            max_attempts: 10,
        }
    }
}

impl RetryPolicy {
    /// When to try again after `attempts` failed tries, or `None` when that was the last.
    pub fn next_attempt(&self, attempts: u32, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        if attempts >= self.max_attempts {
            return None;
        }
        let doublings = attempts.saturating_sub(1).min(30);
        let wait = self
            .first_wait
            .saturating_mul(1 << doublings)
            .min(self.longest_wait);
        Some(now + chrono::Duration::from_std(wait).unwrap_or(chrono::Duration::MAX))
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn waits_double_up_to_the_longest_and_stop_at_the_limit() {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap();
        let policy = RetryPolicy::default();
        let waits: Vec<i64> = (1..policy.max_attempts)
            .map(|n| (policy.next_attempt(n, now).unwrap() - now).num_seconds())
            .collect();
        assert_eq!(waits, vec![30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(policy.next_attempt(policy.max_attempts, now), None);
        assert_eq!(policy.next_attempt(u32::MAX, now), None);
    }

    #[test]
    fn statuses_read_back_what_they_write() {
        for s in [
            DeliveryStatus::Queued,
            DeliveryStatus::Sending,
            DeliveryStatus::Sent,
            DeliveryStatus::Failed,
        ] {
            assert_eq!(DeliveryStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(DeliveryStatus::parse("lost"), None);
    }
}
