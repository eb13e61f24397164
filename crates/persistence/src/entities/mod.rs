pub(crate) mod reports;
pub(crate) mod showings;
pub(crate) mod users;
