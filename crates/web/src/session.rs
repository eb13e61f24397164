//! Sessions: what a session holds (the agent's id and session version), the extractor that
//! turns a session into the signed-in agent, and the signing key.

use std::future::Future;
use std::path::Path;
use std::pin::Pin;

use actix_session::{Session, SessionExt};
use actix_web::cookie::Key;
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use anyhow::Context;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use secrecy::ExposeSecret;
use showscribe_domain::user::{SignInId, seen_every};
use showscribe_domain::{SessionVersion, User, UserId};

use crate::config::SessionSettings;
use crate::error::ApiError;
use crate::state::AppState;

/// The session cookie's name. Sent with every request to the site (its path is `/`), which also
/// tells the frontend's `/` whether to answer with the landing page or the app.
pub const SESSION_COOKIE: &str = "showscribe_session";

const USER_ID: &str = "user_id";
const SESSION_VERSION: &str = "session_version";
const SIGN_IN: &str = "sign_in";
const SEEN_AT: &str = "seen_at";

/// Typed access to the session.
pub struct AuthSession(Session);

impl AuthSession {
    /// Signs `user` in under a fresh session id (no session fixation).
    pub fn sign_in(&self, user: &User) -> Result<(), ApiError> {
        self.0.renew();
        self.set(user.id, user.session_version)
    }

    /// Keeps this session valid after the session version changed (password change).
    pub fn set(&self, id: UserId, version: SessionVersion) -> Result<(), ApiError> {
        self.0
            .insert(USER_ID, id.0)
            .and_then(|()| self.0.insert(SESSION_VERSION, version.0))
            .map_err(|e| ApiError::internal(anyhow::anyhow!("session write failed: {e}")))
    }

    pub fn ids(&self) -> Option<(UserId, SessionVersion)> {
        let id = self.0.get::<i64>(USER_ID).ok().flatten()?;
        let version = self.0.get::<i64>(SESSION_VERSION).ok().flatten()?;
        Some((UserId(id), SessionVersion(version)))
    }

    pub fn sign_out(&self) {
        self.0.purge();
    }

    /// Remembers which recorded sign-in this session is, and when it was last seen.
    pub fn set_sign_in(&self, id: SignInId, seen_at: DateTime<Utc>) -> Result<(), ApiError> {
        self.0
            .insert(SIGN_IN, id.0)
            .and_then(|()| self.0.insert(SEEN_AT, seen_at.timestamp()))
            .map_err(|e| ApiError::internal(anyhow::anyhow!("session write failed: {e}")))
    }

    /// The recorded sign-in this session is (sessions from before sign-ins were recorded have
    /// none).
    pub fn sign_in_id(&self) -> Option<SignInId> {
        self.0.get::<i64>(SIGN_IN).ok().flatten().map(SignInId)
    }

    fn seen_at(&self) -> Option<DateTime<Utc>> {
        let secs = self.0.get::<i64>(SEEN_AT).ok().flatten()?;
        DateTime::from_timestamp(secs, 0)
    }
}

impl FromRequest for AuthSession {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(Ok(Self(req.get_session())))
    }
}

/// The signed-in agent. Extracting it answers 401 when there is no valid session.
pub struct SignedIn(pub User);

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = AuthSession(req.get_session());
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let state = state
                .ok_or_else(|| ApiError::internal(anyhow::anyhow!("application state missing")))?;
            let (id, version) = session.ids().ok_or_else(ApiError::unauthorized)?;
            match state.current_user.execute(id, version).await {
                Ok(user) => {
                    still_signed_in(&state, &session, &user).await?;
                    Ok(SignedIn(user))
                }
                Err(e) => {
                    let e = ApiError::from(e);
                    if e.status() == actix_web::http::StatusCode::UNAUTHORIZED {
                        session.sign_out();
                    }
                    Err(e)
                }
            }
        })
    }
}

/// Now and then (every [`seen_every`]) a session records that it was seen, which is also when
/// it learns that it was signed out from another device: then it ends here too.
async fn still_signed_in(
    state: &AppState,
    session: &AuthSession,
    user: &User,
) -> Result<(), ApiError> {
    let Some(sign_in) = session.sign_in_id() else {
        return Ok(());
    };
    let now = state.clock.now();
    if session.seen_at().is_some_and(|at| now - at < seen_every()) {
        return Ok(());
    }
    match state.sessions.seen(user.id, sign_in).await {
        Ok(true) => session.set_sign_in(sign_in, now),
        Ok(false) => {
            session.sign_out();
            Err(ApiError::unauthorized())
        }
        Err(e) => {
            // Not knowing must not sign anyone out: the next request asks again.
            tracing::warn!(error = %e, "could not record that a session was seen");
            Ok(())
        }
    }
}

/// The key that signs and encrypts session cookies: from configuration, or (development)
/// generated once into `{data_dir}/session.key` so that sessions survive restarts.
pub fn signing_key(settings: &SessionSettings, data_dir: &Path) -> anyhow::Result<Key> {
    if let Some(configured) = &settings.key {
        let bytes = STANDARD
            .decode(configured.expose_secret().trim())
            .context("session.key must be base64")?;
        anyhow::ensure!(bytes.len() >= 64, "session.key must hold at least 64 bytes");
        return Ok(Key::from(&bytes));
    }
    let path = data_dir.join("session.key");
    if let Ok(existing) = std::fs::read_to_string(&path)
        && let Ok(bytes) = STANDARD.decode(existing.trim())
        && bytes.len() >= 64
    {
        tracing::warn!(
            path = %path.display(),
            "SESSION KEY NOT CONFIGURED: using the development key stored on disk. \
             Set SHOWSCRIBE__SESSION__KEY in production."
        );
        return Ok(Key::from(&bytes));
    }
    let key = Key::generate();
    std::fs::create_dir_all(data_dir)?;
    write_private(&path, &STANDARD.encode(key.master()))?;
    tracing::warn!(
        path = %path.display(),
        "SESSION KEY NOT CONFIGURED: generated a random development key. \
         Set SHOWSCRIBE__SESSION__KEY (base64 of 64+ random bytes) in production."
    );
    Ok(key)
}

fn write_private(path: &Path, contents: &str) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)?;
        f.write_all(contents.as_bytes())?;
        Ok(())
    }
    #[cfg(not(unix))]
    {
        std::fs::write(path, contents)?;
        Ok(())
    }
}
