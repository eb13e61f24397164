//! Refuses state-changing requests sent by pages of other origins (CSRF defence in depth beside
//! SameSite=Lax cookies). Requests without an `Origin` header (curl, server-to-server) and the
//! payment provider's webhook are let through.

use std::rc::Rc;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{Error, web};

use crate::error::ApiError;

/// Origins allowed besides the request's own host, normalised to `scheme://host[:port]`.
#[derive(Clone, Debug, Default)]
pub struct AllowedOrigins(pub Rc<Vec<String>>);

const EXEMPT_PATHS: &[&str] = &["/api/stripe/webhook"];

pub async fn check_origin(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, Error> {
    if is_state_changing(req.method())
        && !EXEMPT_PATHS.contains(&req.path())
        && let Some(origin) = req.headers().get(header::ORIGIN)
    {
        let origin = origin.to_str().unwrap_or_default().trim_end_matches('/');
        let host = req.connection_info().host().to_owned();
        let allowed = req
            .app_data::<web::Data<AllowedOrigins>>()
            .map(|a| a.0.clone())
            .unwrap_or_default();
        if !origin_is_allowed(origin, &host, &allowed) {
            tracing::warn!(%origin, %host, "cross-origin request refused");
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "forbidden_origin",
                "This request came from another website and was refused.",
            )
            .into());
        }
    }
    next.call(req).await
}

fn is_state_changing(m: &Method) -> bool {
    !matches!(
        *m,
        Method::GET | Method::HEAD | Method::OPTIONS | Method::TRACE
    )
}

fn origin_is_allowed(origin: &str, host: &str, allowed: &[String]) -> bool {
    let own = ["http://", "https://"].iter().any(|scheme| {
        origin
            .strip_prefix(scheme)
            .is_some_and(|h| h.eq_ignore_ascii_case(host))
    });
    own || allowed
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
}

#[cfg(test)]
mod tests {
    use super::origin_is_allowed;

    #[test]
    fn own_host_and_configured_origins_only() {
        let allowed = vec!["https://app.example.com/".to_owned()];
        assert!(origin_is_allowed(
            "http://127.0.0.1:8080",
            "127.0.0.1:8080",
            &[]
        ));
        assert!(origin_is_allowed(
            "https://Showscribe.test",
            "showscribe.test",
            &[]
        ));
        assert!(origin_is_allowed(
            "https://app.example.com",
            "api.example.com",
            &allowed
        ));
        assert!(!origin_is_allowed(
            "https://evil.example",
            "127.0.0.1:8080",
            &allowed
        ));
        assert!(!origin_is_allowed(
            "http://127.0.0.1:8081",
            "127.0.0.1:8080",
            &[]
        ));
        assert!(!origin_is_allowed("null", "127.0.0.1:8080", &[]));
        assert!(!origin_is_allowed(
            "http://127.0.0.1:8080.evil.com",
            "127.0.0.1:8080",
            &[]
        ));
    }
}
