//! A fixed-window limiter per client address, for sign-in and registration (and the shared
//! report links). With Redis
//! configured every node counts in the same window (one `INCR` + `EXPIRE` per attempt, keyed by
//! address and window), so N nodes still allow the limit once; without it each process counts
//! its own. If Redis stops answering, the node falls back to counting alone rather than letting
//! everyone in or locking everyone out.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use redis::aio::ConnectionManager;

pub struct RateLimiter {
    /// What is counted; part of the shared key, so two limiters never share a count.
    name: &'static str,
    limit: u32,
    window: Duration,
    local: LocalWindows,
    shared: Option<ConnectionManager>,
}

impl RateLimiter {
    pub fn per_minute(limit: u32) -> Self {
        Self::new(limit, Duration::from_secs(60))
    }

    pub fn new(limit: u32, window: Duration) -> Self {
        Self {
            name: "auth-attempts",
            limit,
            window,
            local: LocalWindows::default(),
            shared: None,
        }
    }

    /// Counts something other than sign-in attempts, under its own name.
    pub fn named(mut self, name: &'static str) -> Self {
        self.name = name;
        self
    }

    /// Counts in Redis, shared by every node that uses it.
    pub fn shared_in(mut self, redis: ConnectionManager) -> Self {
        self.shared = Some(redis);
        self
    }

    /// Counts an attempt from `ip`; `Err(wait)` when it is over the limit.
    pub async fn check(&self, ip: IpAddr) -> Result<(), Duration> {
        if let Some(redis) = &self.shared {
            match self.check_shared(redis.clone(), ip).await {
                Ok(verdict) => return verdict,
                Err(e) => {
                    tracing::warn!(error = %e, limiter = self.name, "Redis did not answer; this node counts alone")
                }
            }
        }
        self.local
            .check_at(self.limit, self.window, ip, Instant::now())
    }

    async fn check_shared(
        &self,
        mut redis: ConnectionManager,
        ip: IpAddr,
    ) -> redis::RedisResult<Result<(), Duration>> {
        let window_ms = u64::try_from(self.window.as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        let now_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        let index = now_ms / window_ms;
        let key = format!("showscribe:{}:{ip}:{index}", self.name);
        let (count,): (u64,) = redis::pipe()
            .atomic()
            .incr(&key, 1)
            .pexpire(&key, i64::try_from(window_ms).unwrap_or(i64::MAX))
            .ignore()
            .query_async(&mut redis)
            .await?;
        if count > u64::from(self.limit) {
            let window_end = (index + 1).saturating_mul(window_ms);
            return Ok(Err(Duration::from_millis(
                window_end.saturating_sub(now_ms),
            )));
        }
        Ok(Ok(()))
    }
}

/// The in-process windows.
#[derive(Default)]
struct LocalWindows(Mutex<HashMap<IpAddr, (Instant, u32)>>);

impl LocalWindows {
    fn check_at(
        &self,
        limit: u32,
        window: Duration,
        ip: IpAddr,
        now: Instant,
    ) -> Result<(), Duration> {
        let mut windows = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() > 10_000 {
            windows.retain(|_, (start, _)| now.duration_since(*start) < window);
        }
        let entry = windows.entry(ip).or_insert((now, 0));
        if now.duration_since(entry.0) >= window {
            *entry = (now, 0);
        }
        if entry.1 >= limit {
            return Err(window.saturating_sub(now.duration_since(entry.0)));
        }
        entry.1 += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_the_limit_then_refuses_until_the_window_ends() {
        let l = LocalWindows::default();
        let minute = Duration::from_secs(60);
        let ip: IpAddr = [10, 0, 0, 1].into();
        let other: IpAddr = [10, 0, 0, 2].into();
        let t0 = Instant::now();
        for _ in 0..3 {
            assert!(l.check_at(3, minute, ip, t0).is_ok());
        }
        let wait = l
            .check_at(3, minute, ip, t0 + Duration::from_secs(20))
            .unwrap_err();
        assert_eq!(wait, Duration::from_secs(40));
        assert!(
            l.check_at(3, minute, other, t0).is_ok(),
            "addresses are limited separately"
        );
        assert!(
            l.check_at(3, minute, ip, t0 + Duration::from_secs(60))
                .is_ok()
        );
    }

    /// Two limiters (two nodes) on one Redis share one window.
    #[tokio::test]
    async fn nodes_sharing_redis_share_the_limit() {
        let Ok(url) = std::env::var("TEST_REDIS_URL") else {
            eprintln!("TEST_REDIS_URL is not set: the shared limit is tested in CI");
            return;
        };
        let connect = || async {
            let client = redis::Client::open(url.as_str()).unwrap();
            ConnectionManager::new(client).await.unwrap()
        };
        let window = Duration::from_secs(30);
        let a = RateLimiter::new(4, window).shared_in(connect().await);
        let b = RateLimiter::new(4, window).shared_in(connect().await);
        // An address no other test run uses.
        let ip: IpAddr = [10, rand::random(), rand::random(), rand::random()].into();
        let mut allowed = 0;
        for i in 0..10 {
            let node = if i % 2 == 0 { &a } else { &b };
            if node.check(ip).await.is_ok() {
                allowed += 1;
            }
        }
        assert_eq!(allowed, 4, "4 in all across both nodes, not 4 each");
    }
}
