use std::net::IpAddr;

use actix_web::HttpRequest;

/// The client's address: the socket peer, or the first `X-Forwarded-For` hop when the app is
/// configured to sit behind a trusted proxy.
pub fn client_ip(req: &HttpRequest, trust_forwarded_for: bool) -> IpAddr {
    let peer = req
        .peer_addr()
        .map_or(IpAddr::from([0, 0, 0, 0]), |a| a.ip());
    if !trust_forwarded_for {
        return peer;
    }
    req.headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(peer)
}
