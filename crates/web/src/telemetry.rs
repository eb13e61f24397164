use tracing_subscriber::{EnvFilter, fmt, prelude::*};

/// Structured logs to stdout: human-readable by default, JSON when `LOG_FORMAT=json`.
/// `RUST_LOG` picks the level (default `info`).
pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let registry = tracing_subscriber::registry().with(filter);
    let result = if json {
        registry
            .with(fmt::layer().json().flatten_event(true))
            .try_init()
    } else {
        registry.with(fmt::layer().compact()).try_init()
    };
    // A subscriber may already be installed (tests); keep that one.
    drop(result);
}
