//! The delivery worker each node runs beside its HTTP server: it delivers queued reports one at
//! a time, wakes at once when this node queues one (and every `poll_ms` for the others'), and on
//! shutdown lets the delivery in progress finish for a grace period before putting it back.

use std::sync::Arc;
use std::time::Duration;

use showscribe_application::showings::{DeliverReports, DeliveryOutcome};
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;

/// Wakes the local worker when a delivery is queued.
#[derive(Clone, Default)]
pub struct DeliveryWakeUp(Arc<Notify>);

impl DeliveryWakeUp {
    pub fn queued(&self) {
        self.0.notify_one();
    }
}

/// A running worker: stop it to finish (or hand back) its delivery.
pub struct RunningWorker {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl RunningWorker {
    /// Stops taking deliveries and waits for the one in progress (or for it to be put back).
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        if let Err(e) = self.task.await {
            tracing::error!(error = %e, "the delivery worker ended abnormally");
        }
    }
}

pub struct DeliveryWorker {
    pub deliver: Arc<DeliverReports>,
    pub wake_up: DeliveryWakeUp,
    pub poll: Duration,
    pub grace: Duration,
}

impl DeliveryWorker {
    pub fn spawn(self) -> RunningWorker {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(self.run(stopped));
        RunningWorker { stop, task }
    }

    async fn run(self, mut stopped: watch::Receiver<bool>) {
        tracing::info!(poll_ms = self.poll.as_millis(), "delivery worker started");
        loop {
            if *stopped.borrow() {
                break;
            }
            match self.deliver.claim().await {
                Ok(Some(delivery)) => {
                    let claimed = delivery.clone();
                    let work = self.deliver.deliver(delivery);
                    tokio::pin!(work);
                    tokio::select! {
                        outcome = &mut work => self.log(outcome),
                        _ = stopped.changed() => {
                            // Stopping: let it finish within the grace period, else hand it back.
                            match tokio::time::timeout(self.grace, &mut work).await {
                                Ok(outcome) => self.log(outcome),
                                Err(_) => {
                                    match self.deliver.release(&claimed).await {
                                        Ok(_) => tracing::warn!(delivery_id = claimed.id.0, "delivery put back in the queue at shutdown"),
                                        Err(e) => tracing::error!(error = %e, delivery_id = claimed.id.0, "could not put a delivery back; its lease will run out"),
                                    }
                                }
                            }
                            break;
                        }
                    }
                    // More may be due: look again at once.
                    continue;
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(error = %e, "could not read the delivery queue"),
            }
            tokio::select! {
                _ = self.wake_up.0.notified() => {}
                _ = tokio::time::sleep(self.poll) => {}
                _ = stopped.changed() => break,
            }
        }
        tracing::info!("delivery worker stopped");
    }

    fn log(
        &self,
        outcome: Result<DeliveryOutcome, showscribe_application::ports::RepositoryError>,
    ) {
        match outcome {
            Ok(DeliveryOutcome::Sent(d)) => crate::metrics::delivery_finished("sent", &d),
            Ok(DeliveryOutcome::Failed { delivery, .. }) => {
                crate::metrics::delivery_finished("failed", &delivery)
            }
            Ok(DeliveryOutcome::WillRetry { delivery, .. }) => {
                crate::metrics::delivery_finished("retry", &delivery)
            }
            Ok(DeliveryOutcome::LostClaim(d)) => {
                tracing::warn!(
                    delivery_id = d.id.0,
                    "another worker took this delivery over"
                )
            }
            Ok(DeliveryOutcome::Idle) => {}
            Err(e) => tracing::warn!(error = %e, "could not record a delivery's outcome"),
        }
    }
}
