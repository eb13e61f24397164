use actix_web::{HttpRequest, HttpResponse, get, post, put, web};

use super::dto::{
    ChangePasswordRequest, LoginRequest, RegisterRequest, UpdateProfileRequest, UserResponse,
};
use super::first_check::send_first_check;
use super::sessions::begin_session;
use crate::error::{ApiError, ErrorBody};
use crate::security::client_address::client_ip;
use crate::session::{AuthSession, SignedIn};
use crate::state::AppState;

/// Counts a sign-in or registration attempt against the caller's address.
pub(super) async fn rate_limit(state: &AppState, req: &HttpRequest) -> Result<(), ApiError> {
    let ip = client_ip(req, state.trust_forwarded_for);
    state.auth_limiter.check(ip).await.map_err(|wait| {
        tracing::warn!(%ip, "authentication rate limit reached");
        ApiError::too_many_requests(wait.as_secs().max(1))
    })
}

/// The signed-in agent.
#[utoipa::path(
    get, path = "/api/user", tag = "accounts",
    responses(
        (status = 200, description = "The signed-in agent", body = UserResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/user")]
pub async fn current_user(SignedIn(user): SignedIn) -> HttpResponse {
    HttpResponse::Ok().json(UserResponse::from(&user))
}

/// Creates an account with the free-trial allowance and signs it in.
#[utoipa::path(
    post, path = "/api/register", tag = "accounts",
    request_body = RegisterRequest,
    responses(
        (status = 201, description = "Account created and signed in", body = UserResponse),
        (status = 400, description = "Invalid fields, malformed JSON or wrong content type", body = ErrorBody),
        (status = 409, description = "An account with this email already exists", body = ErrorBody),
        (status = 413, description = "Body over 64 KiB", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]
#[post("/register")]
pub async fn register(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: AuthSession,
    body: web::Json<RegisterRequest>,
) -> Result<HttpResponse, ApiError> {
    rate_limit(&state, &req).await?;
    let registration = body.into_inner().try_into_domain()?;
    let user = state.register.execute(registration).await?;
    begin_session(&state, &req, &session, &user).await?;
    send_first_check(&state, &user).await;
    Ok(HttpResponse::Created().json(UserResponse::from(&user)))
}

/// Signs an agent in with email and password.
#[utoipa::path(
    post, path = "/api/login", tag = "accounts",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in", body = UserResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 401, description = "Invalid email or password", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]
#[post("/login")]
pub async fn log_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: AuthSession,
    body: web::Json<LoginRequest>,
) -> Result<HttpResponse, ApiError> {
    rate_limit(&state, &req).await?;
    let (email, password) = body.into_inner().try_into_domain()?;
    let user = state.log_in.execute(&email, &password).await?;
    begin_session(&state, &req, &session, &user).await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&user)))
}

/// Signs out: the session is purged.
#[utoipa::path(
    post, path = "/api/logout", tag = "accounts",
    responses((status = 204, description = "Signed out (also when already signed out)"))
)]
#[post("/logout")]
pub async fn log_out(state: web::Data<AppState>, session: AuthSession) -> HttpResponse {
    // The recorded sign-in ends too, so a copy of this cookie is refused when it is next
    // checked (within five minutes).
    if let (Some((user, _)), Some(sign_in)) = (session.ids(), session.sign_in_id())
        && let Err(e) = state.sessions.sign_out(user, sign_in).await
    {
        tracing::warn!(error = %e, "could not record a sign-out");
    }
    session.sign_out();
    HttpResponse::NoContent().finish()
}

/// Replaces the agent's profile.
#[utoipa::path(
    put, path = "/api/user/profile", tag = "accounts",
    request_body = UpdateProfileRequest,
    responses(
        (status = 200, description = "The updated agent", body = UserResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 409, description = "Another account uses this email", body = ErrorBody),
    )
)]
#[put("/user/profile")]
pub async fn update_profile(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<UpdateProfileRequest>,
) -> Result<HttpResponse, ApiError> {
    let profile = body.into_inner().try_into_domain()?;
    let updated = state.update_profile.execute(user.id, profile).await?;
    if updated.profile.email != user.profile.email {
        send_first_check(&state, &updated).await;
    }
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}

/// Changes the password. Every other session of the agent is signed out; this one stays.
#[utoipa::path(
    put, path = "/api/user/password", tag = "accounts",
    request_body = ChangePasswordRequest,
    responses(
        (status = 204, description = "Password changed"),
        (status = 400, description = "Invalid fields or wrong current password", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[put("/user/password")]
pub async fn change_password(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    session: AuthSession,
    body: web::Json<ChangePasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    let (current, new) = body.into_inner().try_into_domain()?;
    let version = state
        .change_password
        .execute(user.id, &current, &new)
        .await?;
    session.set(user.id, version)?;
    state
        .sessions
        .ended_elsewhere(user.id, session.sign_in_id())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
