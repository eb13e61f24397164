//! `showscribe` serves the app; `showscribe openapi` prints the OpenAPI document and
//! `showscribe plans` the plans and prices (`GET /api/plans`), which the landing page is rendered
//! with at build time.

use showscribe_web::routes::billing::dto::PlansResponse;
use showscribe_web::{config::Settings, openapi, startup::Application, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match std::env::args().nth(1).as_deref() {
        Some("openapi") => {
            println!("{}", openapi::document_json()?);
            return Ok(());
        }
        Some("plans") => {
            println!("{}", serde_json::to_string_pretty(&PlansResponse::all())?);
            return Ok(());
        }
        _ => {}
    }
    telemetry::init();
    let settings = Settings::load()?;
    let app = Application::build(settings).await?;
    tracing::info!("Showscribe is listening on {}", app.public_address());
    println!("Showscribe is running at {}", app.public_address());
    app.run_until_stopped().await?;
    Ok(())
}
