//! The first address-check link, sent when an address is set (registration, a change of address).

use std::time::Duration;

use showscribe_domain::User;

use crate::state::AppState;

/// How long a registration or a change of address waits for its link to be handed to the mail
/// server; a slower server gets it in the background.
const FIRST_CHECK_WAIT: Duration = Duration::from_secs(5);

/// Sends the first address-check link after an address was set (registration, a changed
/// address). The request waits for the mail server a few seconds at most, so that the link is
/// normally on its way when the agent is told to look for it; failing to send it undoes nothing.
pub async fn send_first_check(state: &AppState, user: &User) {
    if user.email_verified() {
        return;
    }
    let verification = state.email_verification.clone();
    let user = user.clone();
    let sending = tokio::spawn(async move { verification.request_after_change(&user).await });
    if tokio::time::timeout(FIRST_CHECK_WAIT, sending)
        .await
        .is_err()
    {
        tracing::info!("the mail server is slow: the address check link follows in the background");
    }
}
