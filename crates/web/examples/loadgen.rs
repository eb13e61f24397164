//! A small closed-loop load generator for `just bench-api`: N concurrent clients send requests
//! back to back for a fixed time; it prints requests/s and latency percentiles per endpoint.
//!
//! `loadgen auth BASE_URL [CONCURRENCY] [SECONDS]` signs up a fresh agent, then measures
//! `GET /healthz` and the authenticated `GET /api/user` in the same run.
//! `loadgen reports BASE_URL SQLITE_FILE [SECONDS]` measures `POST .../generate-report` with 10
//! concurrent agents (each generating its showing's report again and again: a showing has one
//! report, replaced in place), then `GET /api/reports` for an agent with at least 1,000 reports
//! (one per showing). The agents' allowances are raised directly in the SQLite file (plans are
//! not for sale here).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use reqwest::Client;
use serde_json::json;

struct Outcome {
    requests: usize,
    errors: usize,
    elapsed: Duration,
    latencies: Vec<Duration>,
    /// The share of the machine's CPU time the hypervisor gave to others while measuring
    /// (`steal` in /proc/stat), when the system reports it. A virtual machine whose host is busy
    /// runs everything slower, and its figures are not comparable with a quiet run's.
    stolen: Option<f64>,
}

/// The machine's CPU time counters: (steal, total), in ticks since boot.
fn cpu_ticks() -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().next()?.strip_prefix("cpu ")?;
    let fields: Vec<u64> = line
        .split_whitespace()
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    // user nice system idle iowait irq softirq steal [guest guest_nice, already counted]
    let steal = *fields.get(7)?;
    Some((steal, fields.iter().take(8).sum()))
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
    let ticks_before = cpu_ticks();
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
    let stolen = match (ticks_before, cpu_ticks()) {
        (Some((s0, t0)), Some((s1, t1))) if t1 > t0 => {
            Some(s1.saturating_sub(s0) as f64 / (t1 - t0) as f64)
        }
        _ => None,
    };
    Outcome {
        requests: latencies.len(),
        errors,
        elapsed: start.elapsed(),
        latencies,
        stolen,
    }
}

fn report(name: &str, o: &Outcome) {
    let stolen = o
        .stolen
        .map(|s| format!(", {:.0}% of the CPU taken by the host", s * 100.0))
        .unwrap_or_default();
    println!(
        "{name:<30} {:>8.0} req/s   p50 {:>7.2} ms   p95 {:>7.2} ms   p99 {:>7.2} ms   ({} ok, {} errors{stolen})",
        o.rps(),
        o.percentile(0.50).as_secs_f64() * 1000.0,
        o.percentile(0.95).as_secs_f64() * 1000.0,
        o.percentile(0.99).as_secs_f64() * 1000.0,
        o.requests,
        o.errors
    );
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut args = std::env::args().skip(1);
    match args.next().as_deref() {
        Some("auth") => auth(args).await,
        Some("reports") => reports(args).await,
        Some("scale") => scale(args).await,
        _ => eprintln!(
            "usage: loadgen auth BASE_URL [CONCURRENCY] [SECONDS] | loadgen reports BASE_URL SQLITE_FILE [SECONDS]"
        ),
    }
}

async fn sign_up(base: &str, email: &str) -> Client {
    let client = Client::builder().cookie_store(true).build().unwrap();
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
    client
}

async fn auth(mut args: impl Iterator<Item = String>) {
    let base = args.next().expect("BASE_URL");
    let concurrency: usize = args.next().map_or(32, |s| s.parse().expect("concurrency"));
    let seconds: u64 = args.next().map_or(10, |s| s.parse().expect("seconds"));
    let duration = Duration::from_secs(seconds);
    let client = sign_up(&base, &format!("bench-{}@example.com", std::process::id())).await;

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

const NOTES: &str = "Um so the hot water heater in the garage is leaking at the base and looks about 15 years old. \
There's a crack in the foundation on the north wall, and the roof is missing a few shingles over the porch. \
Two of the bedroom windows are fogged. The electrical panel is an old Federal Pacific, needs a look. \
Also a GFCI is missing in the kitchen.";

/// Records a showing with the benchmark's notes; returns its generate-report address.
async fn new_showing(client: &Client, base: &str, i: usize) -> String {
    let showing: serde_json::Value = client
        .post(format!("{base}/api/showings"))
        .json(&json!({
            "propertyAddress": format!("{i} Bench Street, Denver, CO 80202"),
            "listPrice": 525000, "clientName": "Pat Buyer", "clientEmail": "pat@example.com",
            "repairsNeeded": NOTES,
            "updatesWanted": "Paint the living room, about 400 sq ft, and refinish the hardwood floors."
        }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    format!("{base}/api/showings/{}/generate-report", showing["id"])
}

/// How many reports the agent's dashboard list holds (its `X-Total-Count`).
async fn reports_total(client: &Client, base: &str) -> String {
    let res = client
        .get(format!("{base}/api/reports?limit=1"))
        .send()
        .await
        .unwrap();
    res.headers()
        .get("x-total-count")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("?")
        .to_owned()
}

async fn reports(mut args: impl Iterator<Item = String>) {
    let base = args.next().expect("BASE_URL");
    let db = args.next().expect("SQLITE_FILE");
    let seconds: u64 = args.next().map_or(10, |s| s.parse().expect("seconds"));
    let duration = Duration::from_secs(seconds);
    let run = std::process::id();

    let mut agents = Vec::new();
    for i in 0..10 {
        let client = sign_up(&base, &format!("agent-{run}-{i}@example.com")).await;
        let url = new_showing(&client, &base, i).await;
        agents.push((client, url));
    }
    // Plans are not for sale here: raise the allowances in the database itself.
    let status = std::process::Command::new("python3")
        .args([
            "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('update users set reports_limit=10000000'); c.commit()",
            &db,
        ])
        .status()
        .expect("python3 to raise the allowances");
    assert!(status.success());
    // Let the account cache see the new allowance.
    tokio::time::sleep(Duration::from_millis(2_500)).await;

    println!(
        "10 concurrent agents, {seconds} s per measurement (SQLite, built-in estimator, market analysis with every report; PDFs rendered on first download)"
    );
    let generated = hammer_each(agents.clone(), Method::Post, duration).await;
    report("POST generate-report", &generated);

    // Top the first agent up to 1,000 reports (a showing has one), then read their dashboard
    // list.
    let (first, _) = agents[0].clone();
    let mut have = 1;
    while have < 1_000 {
        let n = 10.min(1_000 - have);
        let mut tasks = Vec::new();
        for i in 0..n {
            let (c, base) = (first.clone(), base.clone());
            tasks.push(tokio::spawn(async move {
                let url = new_showing(&c, &base, have + i).await;
                c.post(url).send().await.map(|r| r.status().is_success())
            }));
        }
        for t in tasks {
            assert!(
                t.await.unwrap().unwrap_or(false),
                "generating failed while topping up"
            );
        }
        have += n;
    }
    let total = reports_total(&first, &base).await;
    println!("the measured agent has {total} reports");
    // The agent reading their own dashboard list, then ten clients reading it at once (a
    // single agent rarely has ten tabs refreshing together; it shows how it degrades).
    let list = hammer_each(
        vec![(first.clone(), format!("{base}/api/reports"))],
        Method::Get,
        duration,
    )
    .await;
    report("GET /api/reports (100/page), 1 client", &list);
    let list = hammer_each(
        vec![(first.clone(), format!("{base}/api/reports")); 10],
        Method::Get,
        duration,
    )
    .await;
    report("GET /api/reports (100/page), 10 clients", &list);
    let list_max = hammer_each(
        vec![(first.clone(), format!("{base}/api/reports?limit=500")); 10],
        Method::Get,
        duration,
    )
    .await;
    report("GET /api/reports?limit=500, 10 clients", &list_max);
}

/// PostgreSQL seeded with 1,000,000 reports across 10,000 agents (scripts/seed-scale.sql): the
/// dashboard list of an agent with 1,000 reports, generating with 10 agents at once, and how
/// fast the delivery queue empties into an SMTP sink.
async fn scale(mut args: impl Iterator<Item = String>) {
    let base = args.next().expect("BASE_URL");
    let database_url = args.next().expect("DATABASE_URL");
    let seconds: u64 = args.next().map_or(10, |s| s.parse().expect("seconds"));
    let duration = Duration::from_secs(seconds);
    let run = std::process::id();

    let mut agents = Vec::new();
    for i in 0..10 {
        let client = sign_up(&base, &format!("scale-{run}-{i}@example.com")).await;
        let url = new_showing(&client, &base, i).await;
        let res = client.post(&url).send().await.unwrap();
        assert!(
            res.status().is_success(),
            "generating failed: {}",
            res.status()
        );
        agents.push((client, url));
    }
    let me: serde_json::Value = agents[0]
        .0
        .get(format!("{base}/api/user"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let started = Instant::now();
    let status = std::process::Command::new("psql")
        .args([
            database_url.as_str(),
            "-q",
            "-v",
            &format!("measured={}", me["id"]),
            "-f",
            "scripts/seed-scale.sql",
        ])
        .status()
        .expect("psql to seed the database");
    assert!(status.success(), "seeding failed");
    println!("seeded in {:.0} s", started.elapsed().as_secs_f64());
    // Let the account cache see the raised allowances.
    tokio::time::sleep(Duration::from_millis(2_500)).await;

    let (first, _) = agents[0].clone();
    let total = reports_total(&first, &base).await;
    println!(
        "PostgreSQL, 1,000,000 reports across 10,000 agents; the measured agent has {total} reports; {seconds} s per measurement"
    );
    let list = hammer_each(
        vec![(first.clone(), format!("{base}/api/reports")); 10],
        Method::Get,
        duration,
    )
    .await;
    report("GET /api/reports, 10 clients", &list);
    let generated = hammer_each(agents.clone(), Method::Post, duration).await;
    report("POST generate-report, 10 agents", &generated);

    // The delivery queue: 10 agents queue 30 reports each at once; the worker empties it.
    let mut showings = Vec::new();
    for (client, _) in &agents {
        for i in 0..30 {
            let url = new_showing(client, &base, 1_000 + i).await;
            assert!(
                client
                    .post(&url)
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .is_success()
            );
            let id = url
                .trim_end_matches("/generate-report")
                .rsplit('/')
                .next()
                .unwrap()
                .to_owned();
            showings.push((client.clone(), id));
        }
    }
    // Deliveries are counted where they arrive, at the SMTP sink (one message per delivery, the
    // agent copied), so that measuring takes no requests from the server being measured.
    let sink_count = std::env::var("SMTP_SINK_COUNT").ok();
    let received = |path: &str| {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .unwrap_or(0)
    };
    let before = sink_count.as_deref().map_or(0, received);
    let started = Instant::now();
    let mut sends = Vec::new();
    for (client, id) in &showings {
        let (client, url) = (
            client.clone(),
            format!("{base}/api/showings/{id}/send-report"),
        );
        sends.push(tokio::spawn(async move {
            client.post(url).send().await.unwrap().status()
        }));
    }
    for s in sends {
        assert_eq!(s.await.unwrap().as_u16(), 202);
    }
    let queued_in = started.elapsed();
    let mut arrived_in = None;
    if let Some(path) = sink_count.as_deref() {
        while received(path) < before + showings.len() {
            tokio::time::sleep(Duration::from_millis(10)).await;
            assert!(
                started.elapsed() < Duration::from_secs(600),
                "the queue did not empty"
            );
        }
        arrived_in = Some(started.elapsed());
    }
    // Every delivery is then checked to be recorded as sent (not timed when the sink counts).
    let mut pending = showings.clone();
    while !pending.is_empty() {
        let mut still = Vec::new();
        for (client, id) in pending {
            let list: serde_json::Value = client
                .get(format!("{base}/api/showings/{id}/deliveries"))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            if list[0]["status"] != "sent" {
                assert_ne!(list[0]["status"], "failed", "{list}");
                still.push((client, id));
            }
        }
        pending = still;
        if !pending.is_empty() {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "the queue did not empty"
        );
    }
    let elapsed = arrived_in.unwrap_or_else(|| started.elapsed());
    println!(
        "delivery queue: {} reports queued in {:.2} s, all in the SMTP sink in {:.1} s: {:.1} deliveries/s (each renders its PDF and sends over SMTP)",
        showings.len(),
        queued_in.as_secs_f64(),
        elapsed.as_secs_f64(),
        showings.len() as f64 / elapsed.as_secs_f64()
    );
}
