//! Builds the application: the ONE place where adapters are wired to ports. `build` binds the
//! listeners (port 0 in tests) so the caller can learn the ports before `run_until_stopped`.

mod adapters;
mod server;
mod use_cases;

use actix_web::dev::Server;

use crate::config::Settings;
use crate::delivery_worker::{DeliveryWorker, RunningWorker};
use adapters::Adapters;

pub struct Application {
    port: u16,
    host: String,
    server: Server,
    metrics: Option<(Server, u16)>,
    worker: Option<DeliveryWorker>,
}

impl Application {
    /// Three steps: the adapters the settings choose, the use cases wired to them, and the
    /// servers that route requests to them. The delivery worker starts with `run_until_stopped`.
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        // One TLS crypto provider for every crate that speaks TLS.
        let _ = rustls::crypto::ring::default_provider().install_default();

        let adapters = Adapters::connect(&settings).await?;
        let data_dir = adapters.data_dir.clone();
        let wired = use_cases::wire(adapters, &settings);
        let metrics = match &settings.metrics.address {
            Some(address) => Some(server::serve_metrics(
                address,
                wired.state.deliveries.clone(),
            )?),
            None => None,
        };
        let (server, port) = server::serve(wired.state, &settings, &data_dir).await?;
        Ok(Self {
            port,
            host: settings.application.host,
            server,
            metrics,
            worker: wired.worker,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The port `/metrics` is served on, when `[metrics] address` is set.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics.as_ref().map(|(_, port)| *port)
    }

    pub fn public_address(&self) -> String {
        format!("http://{}:{}", self.host, self.port)
    }

    /// Serves until the process is told to stop (SIGINT/SIGTERM): the server finishes the
    /// requests in flight, then the delivery worker finishes its delivery or puts it back.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let worker: Option<RunningWorker> = self.worker.map(DeliveryWorker::spawn);
        let metrics = self.metrics.map(|(server, _)| {
            let handle = server.handle();
            (tokio::spawn(server), handle)
        });
        let served = self.server.await;
        if let Some(worker) = worker {
            worker.stop().await;
        }
        if let Some((task, handle)) = metrics {
            handle.stop(true).await;
            let _ = task.await;
        }
        served
    }
}
