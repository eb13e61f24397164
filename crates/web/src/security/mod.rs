//! Security built into the request path: password hashing, rate limiting, Origin checks,
//! client addresses and request ids.

pub mod client_address;
pub mod origin;
pub mod password;
pub mod rate_limit;
pub mod request_id;
