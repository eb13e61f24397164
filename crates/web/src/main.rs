//! `showscribe` serves the app; `showscribe openapi` prints the OpenAPI document.

use showscribe_web::{config::Settings, openapi, startup::Application, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    if std::env::args().nth(1).as_deref() == Some("openapi") {
        println!("{}", openapi::document_json()?);
        return Ok(());
    }
    telemetry::init();
    let settings = Settings::load()?;
    let app = Application::build(settings).await?;
    tracing::info!("Showscribe is listening on {}", app.public_address());
    println!("Showscribe is running at {}", app.public_address());
    app.run_until_stopped().await?;
    Ok(())
}
