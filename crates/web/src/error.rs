//! How errors become HTTP: every error body is `{"message","code","fields"}`, built by
//! `ApiError`. The account use cases' errors are mapped here; each route module maps its own use
//! cases' errors next to its handlers (`From<…Error> for ApiError`). 500s are opaque to the
//! client (a request id to quote) and logged with their cause chain.

use std::collections::BTreeMap;

use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use showscribe_application::accounts::{
    ChangePasswordError, CurrentUserError, LogInError, RegisterError, UpdateProfileError,
};
use utoipa::ToSchema;

tokio::task_local! {
    /// The current request's id, set by the request-id middleware.
    pub static REQUEST_ID: String;
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A sentence a person can read.
    pub message: String,
    /// A stable snake_case code a program can branch on.
    pub code: String,
    /// Per-field messages (camelCase field names) for validation errors; empty otherwise.
    pub fields: BTreeMap<String, String>,
}

#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    fields: BTreeMap<String, String>,
    retry_after_secs: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            fields: BTreeMap::new(),
            retry_after_secs: None,
        }
    }

    pub fn with_field(mut self, field: &str, message: impl Into<String>) -> Self {
        self.fields.insert(field.to_owned(), message.into());
        self
    }

    /// 400 with one message per invalid field. The top-level message names the problem when
    /// there is only one, so a toast showing it is useful on its own.
    pub fn validation(fields: BTreeMap<String, String>) -> Self {
        let message = match fields.values().next() {
            Some(only) if fields.len() == 1 => only.clone(),
            _ => "Please correct the highlighted fields".to_owned(),
        };
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "validation",
            message,
            fields,
            retry_after_secs: None,
        }
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }

    pub fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "Unauthorized: please sign in",
        )
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn too_many_requests(retry_after_secs: u64) -> Self {
        let mut e = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "Too many attempts from your network. Please wait {retry_after_secs} seconds and try again."
            ),
        );
        e.retry_after_secs = Some(retry_after_secs);
        e
    }

    pub fn unavailable(cause: anyhow::Error) -> Self {
        tracing::warn!(error.cause_chain = ?cause, "dependency unavailable");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "The service is temporarily unavailable. Please try again in a moment.",
        )
    }

    /// An unexpected failure: logged in full, shown to the client only as a request id.
    pub fn internal(cause: anyhow::Error) -> Self {
        let id = REQUEST_ID
            .try_with(Clone::clone)
            .unwrap_or_else(|_| "unknown".into());
        tracing::error!(error.cause_chain = ?cause, request_id = %id, "request failed");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            format!(
                "Something went wrong on our side. Please try again; if it keeps happening, quote request id {id}."
            ),
        )
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            message: self.message.clone(),
            code: self.code.to_owned(),
            fields: self.fields.clone(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.code,
            self.message
        )
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        if let Some(secs) = self.retry_after_secs {
            res.insert_header((header::RETRY_AFTER, secs.to_string()));
        }
        res.insert_header((header::CACHE_CONTROL, "no-store"));
        res.json(self.body())
    }
}

const EMAIL_TAKEN: &str = "An account with this email already exists";

impl From<RegisterError> for ApiError {
    fn from(e: RegisterError) -> Self {
        match e {
            RegisterError::EmailTaken => {
                Self::new(StatusCode::CONFLICT, "email_taken", EMAIL_TAKEN)
                    .with_field("email", EMAIL_TAKEN)
            }
            RegisterError::Unavailable(e) => Self::unavailable(e),
            RegisterError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<LogInError> for ApiError {
    fn from(e: LogInError) -> Self {
        match e {
            LogInError::InvalidCredentials => Self::new(
                StatusCode::UNAUTHORIZED,
                "invalid_credentials",
                "Invalid email or password",
            ),
            LogInError::Unavailable(e) => Self::unavailable(e),
            LogInError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CurrentUserError> for ApiError {
    fn from(e: CurrentUserError) -> Self {
        match e {
            CurrentUserError::SignedOut => Self::unauthorized(),
            CurrentUserError::Unavailable(e) => Self::unavailable(e),
            CurrentUserError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UpdateProfileError> for ApiError {
    fn from(e: UpdateProfileError) -> Self {
        match e {
            UpdateProfileError::EmailTaken => {
                Self::new(StatusCode::CONFLICT, "email_taken", EMAIL_TAKEN)
                    .with_field("email", EMAIL_TAKEN)
            }
            UpdateProfileError::NotFound => Self::unauthorized(),
            UpdateProfileError::Unavailable(e) => Self::unavailable(e),
            UpdateProfileError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ChangePasswordError> for ApiError {
    fn from(e: ChangePasswordError) -> Self {
        match e {
            ChangePasswordError::WrongCurrentPassword => {
                let msg = "Current password is incorrect";
                Self::bad_request("validation", msg).with_field("currentPassword", msg)
            }
            ChangePasswordError::NotFound => Self::unauthorized(),
            ChangePasswordError::Unavailable(e) => Self::unavailable(e),
            ChangePasswordError::Unexpected(e) => Self::internal(e),
        }
    }
}

/// Collects per-field validation messages while a request body is parsed into domain types.
#[derive(Default)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    /// Keeps the parsed value, or records `message` for `field`.
    pub fn check<T, E>(
        &mut self,
        field: &str,
        parsed: Result<T, E>,
        message: impl FnOnce(E) -> String,
    ) -> Option<T> {
        match parsed {
            Ok(v) => Some(v),
            Err(e) => {
                self.0.entry(field.to_owned()).or_insert_with(|| message(e));
                None
            }
        }
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0
            .entry(field.to_owned())
            .or_insert_with(|| message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn into_error(self) -> ApiError {
        ApiError::validation(self.0)
    }
}
