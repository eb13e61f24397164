//! Prometheus metrics, served as text at `/metrics` on a separate address when `[metrics]`
//! names one (never on the public port). Request counts and latencies by route and status, the
//! delivery queue's depth and age (read when scraped), deliveries by outcome, reports generated.
//! The `metrics` facade with its Prometheus exporter: maintained, and the recorder is one global
//! that any crate can write to without threading a registry through every call.

use std::sync::OnceLock;
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use showscribe_application::ports::DeliveryQueue;
use showscribe_domain::delivery::Delivery;

/// The process's recorder, installed once (tests start many applications in one process).
pub fn handle() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(&[
                    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
                ])
                .unwrap_or_else(|_| PrometheusBuilder::new())
                .build_recorder();
            let handle = recorder.handle();
            // Another recorder may already be installed (a test harness); then this one only
            // renders what it was given.
            let _ = metrics::set_global_recorder(recorder);
            handle
        })
        .clone()
}

/// Counts and times every request by its route pattern (never the raw path, which would
/// make one series per showing id) and status.
pub async fn record_request(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = req.method().as_str().to_owned();
    let res = next.call(req).await?;
    // Routing has run: the pattern that matched is known now.
    let route = res
        .request()
        .match_pattern()
        .unwrap_or_else(|| "unmatched".to_owned());
    let status = res.status().as_u16().to_string();
    let route = if route.starts_with("/api")
        || route.starts_with("/healthz")
        || route.starts_with("/readyz")
    {
        route
    } else {
        "frontend".to_owned()
    };
    metrics::counter!("http_requests_total", "method" => method.clone(), "route" => route.clone(), "status" => status)
        .increment(1);
    metrics::histogram!("http_request_duration_seconds", "method" => method, "route" => route)
        .record(started.elapsed().as_secs_f64());
    Ok(res)
}

pub fn delivery_finished(outcome: &'static str, _delivery: &Delivery) {
    metrics::counter!("showscribe_deliveries_total", "outcome" => outcome).increment(1);
}

/// An account email sent (`kind`: password_reset, email_verification).
pub fn account_email(kind: &'static str) {
    metrics::counter!("showscribe_account_emails_total", "kind" => kind).increment(1);
}

pub fn report_generated() {
    metrics::counter!("showscribe_reports_generated_total").increment(1);
}

/// `GET /metrics`: the queue's figures read now, then everything recorded.
pub async fn scrape(
    handle: web::Data<PrometheusHandle>,
    queue: web::Data<dyn DeliveryQueue>,
) -> HttpResponse {
    match queue.depth().await {
        Ok(depth) => {
            metrics::gauge!("showscribe_delivery_queue_depth").set(depth.waiting as f64);
            let age = depth.oldest_queued_at.map_or(0.0, |at| {
                (chrono::Utc::now() - at).as_seconds_f64().max(0.0)
            });
            metrics::gauge!("showscribe_delivery_queue_oldest_age_seconds").set(age);
            metrics::gauge!("showscribe_deliveries_stored", "status" => "sent")
                .set(depth.sent as f64);
            metrics::gauge!("showscribe_deliveries_stored", "status" => "failed")
                .set(depth.failed as f64);
        }
        Err(e) => tracing::warn!(error = %e, "could not read the delivery queue for metrics"),
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(handle.render())
}
