use reqwest::{Client, Response, StatusCode};
use serde_json::{Value, json};
use showscribe_persistence::testing::{self, TestDatabase};
use showscribe_web::config::Settings;
use showscribe_web::startup::Application;

pub const STRIPE_SECRET_KEY: &str = "sk_test_showscribe_api";
pub const STRIPE_WEBHOOK_SECRET: &str = "whsec_showscribe_api";

pub struct TestApp {
    pub address: String,
    /// A client with its own cookie jar: one browser.
    pub api: Client,
    pub db: TestDatabase,
    pub data_dir: std::path::PathBuf,
    /// Where `/metrics` is served, when asked for.
    pub metrics_port: Option<u16>,
}

pub struct TestAppBuilder {
    auth_attempts_per_minute: u32,
    shared_link_requests_per_minute: u32,
    allowed_origins: Vec<String>,
    redis_url: Option<String>,
    smtp_port: Option<u16>,
    llm_url: Option<String>,
    transcription_url: Option<String>,
    stripe_url: Option<String>,
    delivery_attempts: u32,
    delivery_concurrency: Option<usize>,
    metrics: bool,
}

pub fn spawn_app() -> TestAppBuilder {
    TestAppBuilder {
        auth_attempts_per_minute: 1_000,
        shared_link_requests_per_minute: 1_000,
        allowed_origins: vec![],
        redis_url: None,
        smtp_port: None,
        llm_url: None,
        transcription_url: None,
        stripe_url: None,
        delivery_attempts: 10,
        delivery_concurrency: None,
        metrics: false,
    }
}

impl TestAppBuilder {
    pub fn auth_attempts_per_minute(mut self, n: u32) -> Self {
        self.auth_attempts_per_minute = n;
        self
    }

    pub fn shared_link_requests_per_minute(mut self, n: u32) -> Self {
        self.shared_link_requests_per_minute = n;
        self
    }

    pub fn allowed_origin(mut self, origin: &str) -> Self {
        self.allowed_origins.push(origin.to_owned());
        self
    }

    pub fn redis(mut self, url: &str) -> Self {
        self.redis_url = Some(url.to_owned());
        self
    }

    /// Sends mail through an SMTP server on this loopback port instead of the outbox.
    pub fn smtp(mut self, port: u16) -> Self {
        self.smtp_port = Some(port);
        self
    }

    /// Takes payments through a Stripe-compatible API at this base URL (webhooks signed with
    /// `STRIPE_WEBHOOK_SECRET`).
    pub fn stripe(mut self, base_url: &str) -> Self {
        self.stripe_url = Some(base_url.to_owned());
        self
    }

    /// Gives up on a delivery after `n` tries (the first retry waits 1 s).
    pub fn delivery_attempts(mut self, n: u32) -> Self {
        self.delivery_attempts = n;
        self
    }

    /// Serves `/metrics` on a port of its own.
    pub fn delivery_concurrency(mut self, n: usize) -> Self {
        self.delivery_concurrency = Some(n);
        self
    }

    pub fn metrics(mut self) -> Self {
        self.metrics = true;
        self
    }

    /// Writes reports with an OpenAI-compatible API at this base URL.
    pub fn llm(mut self, base_url: &str) -> Self {
        self.llm_url = Some(base_url.to_owned());
        self
    }

    /// Transcribes recordings with an OpenAI-compatible API at this base URL.
    pub fn transcription(mut self, base_url: &str) -> Self {
        self.transcription_url = Some(base_url.to_owned());
        self
    }

    pub async fn start(self) -> TestApp {
        let db = testing::from_env().await.unwrap();
        let data_dir = std::env::temp_dir().join(format!("showscribe-api-{}", uuid_like()));
        let mut settings = Settings::defaults().unwrap();
        settings.application.host = "127.0.0.1".into();
        settings.application.port = 0;
        settings.application.data_dir = data_dir.display().to_string();
        settings.application.static_dir = data_dir.join("no-frontend").display().to_string();
        settings.database.url = db.url.clone().into();
        settings.security.auth_attempts_per_minute = self.auth_attempts_per_minute;
        settings.security.shared_link_requests_per_minute = self.shared_link_requests_per_minute;
        settings.security.allowed_origins = self.allowed_origins;
        settings.session.redis_url = self.redis_url.map(Into::into);
        if let Some(url) = self.llm_url {
            let mut llm = showscribe_llm::LlmSettings::new(url, "test-model".to_owned());
            llm.timeout_secs = 2;
            llm.max_retries = 0;
            settings.llm = Some(llm);
        }
        if let Some(url) = self.transcription_url {
            let mut transcription =
                showscribe_transcription::TranscriptionSettings::new(url, "whisper-test");
            transcription.api_key = Some("sk-transcription-test".to_owned().into());
            transcription.timeout_secs = 2;
            settings.transcription = Some(transcription);
        }
        if let Some(url) = self.stripe_url {
            settings.payments.stripe = Some(showscribe_payments::StripeSettings {
                secret_key: STRIPE_SECRET_KEY.to_owned().into(),
                publishable_key: "pk_test_showscribe".into(),
                webhook_secret: STRIPE_WEBHOOK_SECRET.to_owned().into(),
                prices: showscribe_payments::StripePrices {
                    essential: "price_essential_monthly".into(),
                    pro: "price_pro_monthly".into(),
                    elite: "price_elite_monthly".into(),
                },
                api_base: Some(url),
                webhook_tolerance_secs: 300,
                timeout_secs: 3,
            });
        }
        if let Some(port) = self.smtp_port {
            settings.mail.transport = showscribe_web::config::MailTransport::Smtp;
            settings.mail.smtp = Some(showscribe_web::config::SmtpServerSettings {
                host: "127.0.0.1".into(),
                port,
                security: showscribe_mailer::SmtpSecurity::None,
                username: None,
                password: None,
                timeout_secs: 3,
            });
        }
        // The worker looks often, and retries come fast, so tests wait little.
        settings.delivery.poll_ms = 50;
        settings.delivery.first_retry_secs = 1;
        settings.delivery.longest_retry_secs = 1;
        settings.delivery.max_attempts = self.delivery_attempts;
        if let Some(n) = self.delivery_concurrency {
            settings.delivery.concurrency = n;
        }
        if self.metrics {
            settings.metrics.address = Some("127.0.0.1:0".into());
        }
        let app = Application::build(settings).await.unwrap();
        let port = app.port();
        let metrics_port = app.metrics_port();
        tokio::spawn(app.run_until_stopped());
        TestApp {
            address: format!("http://127.0.0.1:{port}"),
            api: browser(),
            db,
            data_dir,
            metrics_port,
        }
    }
}

pub fn browser() -> Client {
    Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

fn uuid_like() -> String {
    use std::time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{nanos:x}-{:x}", std::process::id())
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// The subject of the address-check message.
pub const CHECK_SUBJECT: &str = "Confirm your email address for Showscribe";

/// The token of the link to `path` (such as "/verify-email") in a message's text, checking the
/// link starts with the configured public address.
pub fn link_token(text: &str, path: &str) -> String {
    let wanted = format!("{path}?token=");
    let link = text
        .split_whitespace()
        .find(|w| w.contains(&wanted))
        .expect("the email carries the link");
    assert!(
        link.starts_with(&format!("http://127.0.0.1:8080{wanted}")),
        "the link starts with the configured public address: {link}"
    );
    link.rsplit('=').next().unwrap().to_owned()
}

/// The token of the link in an address-check message's text.
pub fn check_token_in(text: &str) -> String {
    link_token(text, "/verify-email")
}

pub fn registration(email: &str) -> Value {
    json!({
        "firstName": "Jordan",
        "lastName": "Rivera",
        "email": email,
        "password": "secret-pw",
        "company": "Rivera Homes",
        "phone": "(555) 123-4567",
        "brokerOfficeName": "Downtown Realty",
        "selectedPlan": "essential"
    })
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get_user_with(&self, client: &Client) -> Response {
        client.get(self.url("/api/user")).send().await.unwrap()
    }

    pub async fn get_user(&self) -> Response {
        self.get_user_with(&self.api).await
    }

    pub async fn register_with(&self, client: &Client, body: &Value) -> Response {
        client
            .post(self.url("/api/register"))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn register(&self, body: &Value) -> Response {
        self.register_with(&self.api, body).await
    }

    pub async fn login_with(&self, client: &Client, email: &str, password: &str) -> Response {
        client
            .post(self.url("/api/login"))
            .json(&json!({ "email": email, "password": password }))
            .send()
            .await
            .unwrap()
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.login_with(&self.api, email, password).await
    }

    pub async fn logout(&self) -> Response {
        self.api.post(self.url("/api/logout")).send().await.unwrap()
    }

    pub async fn update_profile_with(&self, client: &Client, body: &Value) -> Response {
        client
            .put(self.url("/api/user/profile"))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn update_profile(&self, body: &Value) -> Response {
        self.update_profile_with(&self.api, body).await
    }

    pub async fn change_password_with(
        &self,
        client: &Client,
        current: &str,
        new: &str,
        confirm: &str,
    ) -> Response {
        client
            .put(self.url("/api/user/password"))
            .json(&json!({ "currentPassword": current, "newPassword": new, "confirmPassword": confirm }))
            .send()
            .await
            .unwrap()
    }

    pub async fn change_password(&self, current: &str, new: &str, confirm: &str) -> Response {
        self.change_password_with(&self.api, current, new, confirm)
            .await
    }

    pub async fn create_showing_with(&self, client: &Client, body: &Value) -> Response {
        client
            .post(self.url("/api/showings"))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn create_showing(&self, body: &Value) -> Response {
        self.create_showing_with(&self.api, body).await
    }

    /// The messages in the outbox, oldest first, but for the address checks every
    /// registration sends (see `check_links_to`).
    pub fn outbox(&self) -> Vec<Vec<u8>> {
        self.all_mail()
            .into_iter()
            .filter(|raw| {
                mail_parser::MessageParser::default()
                    .parse(raw)
                    .is_none_or(|m| m.subject() != Some(CHECK_SUBJECT))
            })
            .collect()
    }

    /// Every message in the outbox, oldest first.
    pub fn all_mail(&self) -> Vec<Vec<u8>> {
        let dir = self.data_dir.join("outbox");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return vec![];
        };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|p| std::fs::read(p).unwrap())
            .collect()
    }

    pub async fn send_report_with(
        &self,
        client: &Client,
        showing_id: i64,
        body: Option<&Value>,
    ) -> Response {
        let req = client.post(self.url(&format!("/api/showings/{showing_id}/send-report")));
        let req = match body {
            Some(b) => req.json(b),
            None => req,
        };
        req.send().await.unwrap()
    }

    /// The showing's deliveries, oldest first.
    pub async fn deliveries(&self, showing_id: i64) -> Vec<Value> {
        self.get(&self.api, &format!("/api/showings/{showing_id}/deliveries"))
            .await
            .json()
            .await
            .unwrap()
    }

    /// Waits (up to 20 s) until the showing's latest delivery is sent or failed, and returns it.
    pub async fn delivered(&self, showing_id: i64) -> Value {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        loop {
            let latest = self.deliveries(showing_id).await.pop();
            if let Some(d) = &latest
                && (d["status"] == "sent" || d["status"] == "failed")
            {
                return latest.unwrap();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "not delivered in time: {latest:?}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    pub async fn get(&self, client: &Client, path: &str) -> Response {
        client.get(self.url(path)).send().await.unwrap()
    }

    pub async fn generate_report_with(&self, client: &Client, showing_id: i64) -> Response {
        client
            .post(self.url(&format!("/api/showings/{showing_id}/generate-report")))
            .send()
            .await
            .unwrap()
    }

    pub async fn generate_report(&self, showing_id: i64) -> Response {
        self.generate_report_with(&self.api, showing_id).await
    }

    pub async fn edit_summary_with(
        &self,
        client: &Client,
        showing_id: i64,
        report_id: i64,
        body: &Value,
    ) -> Response {
        client
            .patch(self.url(&format!("/api/showings/{showing_id}/reports/{report_id}")))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn update_showing_with(&self, client: &Client, id: i64, body: &Value) -> Response {
        client
            .put(self.url(&format!("/api/showings/{id}")))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn delete_showing_with(&self, client: &Client, id: i64) -> Response {
        client
            .delete(self.url(&format!("/api/showings/{id}")))
            .send()
            .await
            .unwrap()
    }

    pub async fn add_item_with(
        &self,
        client: &Client,
        showing_id: i64,
        report_id: i64,
        body: &Value,
    ) -> Response {
        client
            .post(self.url(&format!(
                "/api/showings/{showing_id}/reports/{report_id}/items"
            )))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn change_item_with(
        &self,
        client: &Client,
        showing_id: i64,
        report_id: i64,
        item_id: &str,
        body: &Value,
    ) -> Response {
        client
            .patch(self.url(&format!(
                "/api/showings/{showing_id}/reports/{report_id}/items/{item_id}"
            )))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn remove_item_with(
        &self,
        client: &Client,
        showing_id: i64,
        report_id: i64,
        item_id: &str,
    ) -> Response {
        client
            .delete(self.url(&format!(
                "/api/showings/{showing_id}/reports/{report_id}/items/{item_id}"
            )))
            .send()
            .await
            .unwrap()
    }

    /// The report PDFs in the file store, by key, sorted.
    pub fn stored_pdfs(&self) -> Vec<String> {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for path in entries.filter_map(Result::ok).map(|e| e.path()) {
                if path.is_dir() {
                    walk(&path, root, out);
                } else if path.extension().is_some_and(|x| x == "pdf") {
                    out.push(path.strip_prefix(root).unwrap().display().to_string());
                }
            }
        }
        let root = self.data_dir.join("files");
        let mut out = Vec::new();
        walk(&root, &root, &mut out);
        out.sort();
        out
    }

    /// Creates a showing in the main browser and returns its JSON.
    pub async fn showing(&self, body: &Value) -> Value {
        let res = self.create_showing(body).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        res.json().await.unwrap()
    }

    /// Registers `email` in this app's main browser, confirms the address with the link
    /// emailed to it, and returns the user JSON.
    pub async fn signed_up(&self, email: &str) -> Value {
        let res = self.register(&registration(email)).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let token = self.check_link_token(email, 1).await;
        let res = self.confirm_email(&self.api, &token).await;
        assert_eq!(res.status(), StatusCode::OK);
        let user: Value = self.get_user().await.json().await.unwrap();
        assert_eq!(user["emailVerified"], true);
        user
    }

    /// Marks `email`'s address confirmed in the database, for tests whose mail server cannot
    /// carry the link (one that is down or refuses everything).
    pub async fn confirm_in_database(&self, email: &str) {
        let changed = self
            .db
            .execute(&format!(
                "UPDATE users SET email_verified_at = created_at WHERE email = '{}'",
                email.replace('\'', "''")
            ))
            .await
            .unwrap();
        assert_eq!(changed, 1);
    }

    pub async fn confirm_email(&self, client: &Client, token: &str) -> Response {
        client
            .post(self.url("/api/email-verification/confirm"))
            .json(&json!({ "token": token }))
            .send()
            .await
            .unwrap()
    }

    /// The texts of the messages with `subject` (sent to `to`, when given), oldest first, waiting
    /// up to 10 s for `count` of them (some account emails go out in the background).
    pub async fn mail_texts(&self, to: Option<&str>, subject: &str, count: usize) -> Vec<String> {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            let found: Vec<String> = self
                .all_mail()
                .iter()
                .filter_map(|raw| {
                    let m = mail_parser::MessageParser::default().parse(raw)?;
                    let addressed = to.is_none_or(|to| {
                        m.to()
                            .and_then(|a| a.first())
                            .and_then(|a| a.address())
                            .is_some_and(|a| a.eq_ignore_ascii_case(to))
                    });
                    (addressed && m.subject() == Some(subject))
                        .then(|| m.body_text(0).unwrap_or_default().into_owned())
                })
                .collect();
            if found.len() >= count || std::time::Instant::now() > deadline {
                return found;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// The texts of the address-check messages sent to `to`, oldest first, waiting up to 10 s
    /// for `count` of them.
    pub async fn check_links_to(&self, to: &str, count: usize) -> Vec<String> {
        self.mail_texts(Some(to), CHECK_SUBJECT, count).await
    }

    /// The token of the newest of `count` address-check links sent to `to`.
    pub async fn check_link_token(&self, to: &str, count: usize) -> String {
        let texts = self.check_links_to(to, count).await;
        assert_eq!(texts.len(), count, "{count} check link(s) sent to {to}");
        check_token_in(texts.last().unwrap())
    }
}

/// Reads an error response and checks it has the `{"message","code","fields"}` shape.
pub async fn error_body(res: Response) -> Value {
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].is_string(), "{body}");
    assert!(body["code"].is_string(), "{body}");
    assert!(body["fields"].is_object(), "{body}");
    body
}

pub fn showing_form() -> Value {
    json!({
        "propertyAddress": "742 Evergreen Terrace, Austin, TX 78701",
        "propertyDescription": "3 bed, 2 bath ranch on a quarter acre",
        "listPrice": 525000,
        "clientName": "Pat Buyer",
        "clientEmail": "pat@example.com",
        "clientPhone": "555-010-0100",
        "agentName": "Jordan Rivera",
        "agentEmail": "jordan@example.com",
        "agentPhone": "555-010-0199",
        "agentCompany": "Rivera Homes",
        "repairsNeeded": "The water heater is leaking and the roof has missing shingles. There is a crack in the foundation.",
        "updatesWanted": "Paint the living room, about 400 sq ft. New carpet in the bedrooms."
    })
}
