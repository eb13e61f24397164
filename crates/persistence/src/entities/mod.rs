pub(crate) mod billing_events;
pub(crate) mod billing_purchases;
pub(crate) mod billing_subscriptions;
pub(crate) mod recordings;
pub(crate) mod reports;
pub(crate) mod showings;
pub(crate) mod users;
