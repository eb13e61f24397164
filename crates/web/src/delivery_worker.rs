//! The delivery worker each node runs beside its HTTP server: it keeps up to `concurrency`
//! queued reports in delivery at once (rendering a PDF is CPU work on the blocking pool, sending
//! is mostly waiting on the mail server, so several in flight keep both busy), wakes at once when
//! this node queues one (and every `poll_ms` for the others'), and on shutdown lets the
//! deliveries in progress finish for a grace period before putting the rest back.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use showscribe_application::ports::RepositoryError;
use showscribe_application::showings::{DeliverReports, DeliveryOutcome};
use showscribe_domain::delivery::Delivery;
use tokio::sync::{Notify, watch};
use tokio::task::{self, JoinHandle, JoinSet};

/// Wakes the local worker when a delivery is queued.
#[derive(Clone, Default)]
pub struct DeliveryWakeUp(Arc<Notify>);

impl DeliveryWakeUp {
    pub fn queued(&self) {
        self.0.notify_one();
    }
}

/// A running worker: stop it to finish (or hand back) its deliveries.
pub struct RunningWorker {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl RunningWorker {
    /// Stops taking deliveries and waits for those in progress (or for them to be put back).
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
    /// Deliveries in progress at once (at least one).
    pub concurrency: usize,
}

/// The deliveries this worker holds: the tasks delivering them and what each task claimed.
#[derive(Default)]
struct InFlight {
    tasks: JoinSet<Result<DeliveryOutcome, RepositoryError>>,
    claimed: HashMap<task::Id, Delivery>,
}

impl InFlight {
    fn len(&self) -> usize {
        self.claimed.len()
    }

    fn start(&mut self, deliver: &Arc<DeliverReports>, delivery: Delivery) {
        let deliver = deliver.clone();
        let claimed = delivery.clone();
        let task = self
            .tasks
            .spawn(async move { deliver.deliver(delivery).await });
        self.claimed.insert(task.id(), claimed);
    }

    /// Waits for the next delivery to finish; `None` when none is in progress.
    async fn next(&mut self) -> Option<Result<DeliveryOutcome, RepositoryError>> {
        loop {
            match self.tasks.join_next_with_id().await? {
                Ok((task, outcome)) => {
                    self.claimed.remove(&task);
                    return Some(outcome);
                }
                Err(e) => {
                    // A delivery task that panicked: its claim stays until the lease runs out,
                    // then a worker takes the delivery again.
                    if let Some(lost) = self.claimed.remove(&e.id()) {
                        tracing::error!(error = %e, delivery_id = lost.id.0, "a delivery ended abnormally");
                    }
                }
            }
        }
    }
}

impl DeliveryWorker {
    pub fn spawn(self) -> RunningWorker {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(self.run(stopped));
        RunningWorker { stop, task }
    }

    async fn run(self, mut stopped: watch::Receiver<bool>) {
        let concurrency = self.concurrency.max(1);
        tracing::info!(
            poll_ms = self.poll.as_millis(),
            concurrency,
            "delivery worker started"
        );
        let mut in_flight = InFlight::default();
        loop {
            if *stopped.borrow() {
                break;
            }
            // Take what is due, up to the limit.
            while in_flight.len() < concurrency {
                match self.deliver.claim().await {
                    Ok(Some(delivery)) => in_flight.start(&self.deliver, delivery),
                    Ok(None) => break,
                    Err(e) => {
                        tracing::warn!(error = %e, "could not read the delivery queue");
                        break;
                    }
                }
            }
            let room = in_flight.len() < concurrency;
            tokio::select! {
                Some(outcome) = in_flight.next(), if in_flight.len() > 0 => self.log(outcome),
                _ = self.wake_up.0.notified(), if room => {}
                _ = tokio::time::sleep(self.poll), if room => {}
                _ = stopped.changed() => break,
            }
        }
        self.finish(in_flight).await;
        tracing::info!("delivery worker stopped");
    }

    /// Stopping: lets the deliveries in progress finish within the grace period, then puts the
    /// others back in the queue.
    async fn finish(&self, mut in_flight: InFlight) {
        let deadline = tokio::time::Instant::now() + self.grace;
        while in_flight.len() > 0 {
            match tokio::time::timeout_at(deadline, in_flight.next()).await {
                Ok(Some(outcome)) => self.log(outcome),
                Ok(None) => break,
                Err(_) => break,
            }
        }
        in_flight.tasks.abort_all();
        for (_, claimed) in in_flight.claimed.drain() {
            match self.deliver.release(&claimed).await {
                Ok(_) => tracing::warn!(
                    delivery_id = claimed.id.0,
                    "delivery put back in the queue at shutdown"
                ),
                Err(e) => tracing::error!(
                    error = %e,
                    delivery_id = claimed.id.0,
                    "could not put a delivery back; its lease will run out"
                ),
            }
        }
    }

    fn log(&self, outcome: Result<DeliveryOutcome, RepositoryError>) {
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
