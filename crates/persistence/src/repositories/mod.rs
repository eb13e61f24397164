pub(crate) mod cached_users;
pub(crate) mod users;
