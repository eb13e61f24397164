pub(crate) mod account_tokens;
pub(crate) mod billing;
pub(crate) mod cached_users;
pub(crate) mod comparables;
pub(crate) mod deliveries;
pub(crate) mod reports;
pub(crate) mod showings;
pub(crate) mod users;
