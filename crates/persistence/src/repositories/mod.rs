pub(crate) mod users;
