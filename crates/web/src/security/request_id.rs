//! Gives each request the id tracing-actix-web put in its span, echoes it in `X-Request-Id`,
//! and makes it available to error responses (a 500 tells the client which id to quote).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage};
use tracing_actix_web::RequestId;

use crate::error::REQUEST_ID;

pub async fn propagate(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, Error> {
    let id = req
        .extensions()
        .get::<RequestId>()
        .map(ToString::to_string)
        .unwrap_or_default();
    let mut res = REQUEST_ID.scope(id.clone(), next.call(req)).await?;
    if let Ok(value) = HeaderValue::from_str(&id) {
        res.headers_mut()
            .insert(HeaderName::from_static("x-request-id"), value);
    }
    Ok(res)
}
