use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{browser, error_body, registration, spawn_app};

#[tokio::test]
async fn register_creates_a_signed_in_free_trial_account() {
    let app = spawn_app().start().await;
    let res = app
        .register(&registration("  New.Agent@Example.COM "))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let user: Value = res.json().await.unwrap();
    assert!(user["id"].as_i64().unwrap() > 0);
    assert_eq!(user["firstName"], "Jordan");
    assert_eq!(user["lastName"], "Rivera");
    assert_eq!(user["email"], "new.agent@example.com");
    assert_eq!(user["phone"], "(555) 123-4567");
    assert_eq!(user["company"], "Rivera Homes");
    assert_eq!(user["brokerOfficeName"], "Downtown Realty");
    assert_eq!(user["logoUrl"], Value::Null);
    assert_eq!(user["selectedPlan"], "essential");
    assert_eq!(user["subscriptionPlan"], Value::Null);
    assert_eq!(user["subscriptionStatus"], "inactive");
    assert_eq!(user["reportsUsedThisMonth"], 0);
    assert_eq!(user["reportsLimit"], 1);
    let text = user.to_string();
    assert!(!text.contains("argon2") && !text.to_lowercase().contains("password"));

    // The registration signed the browser in.
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["id"], user["id"]);
}

#[tokio::test]
async fn register_defaults_the_plan_to_pro_and_accepts_no_company() {
    let app = spawn_app().start().await;
    let mut body = registration("pro@example.com");
    body.as_object_mut().unwrap().remove("selectedPlan");
    body["company"] = json!("   ");
    let user: Value = app.register(&body).await.json().await.unwrap();
    assert_eq!(user["selectedPlan"], "pro");
    assert_eq!(user["company"], Value::Null);
}

#[tokio::test]
async fn register_rejects_each_invalid_field_with_the_spec_message() {
    let app = spawn_app().start().await;
    let cases: &[(&str, Value, &str)] = &[
        (
            "firstName",
            json!("J"),
            "First name must be at least 2 characters",
        ),
        (
            "lastName",
            json!(" R "),
            "Last name must be at least 2 characters",
        ),
        (
            "email",
            json!("not-an-email"),
            "Please enter a valid email address",
        ),
        (
            "password",
            json!("12345"),
            "Password must be at least 6 characters",
        ),
        ("phone", json!("555-1234"), "Phone number is required"),
        ("phone", json!(""), "Phone number is required"),
        (
            "brokerOfficeName",
            json!(""),
            "Broker office name is required",
        ),
        (
            "selectedPlan",
            json!("platinum"),
            "Choose one of the plans: essential, pro, elite or pay-per-report",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = registration("case@example.com");
        body[*field] = value.clone();
        let res = app.register(&body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}={value}");
        let err = error_body(res).await;
        assert_eq!(err["code"], "validation");
        assert_eq!(err["fields"][*field], *message, "{field}={value}");
        assert_eq!(err["message"], *message);
    }
    // Nothing was stored by any of those: the address is still free.
    assert_eq!(
        app.register(&registration("case@example.com"))
            .await
            .status(),
        StatusCode::CREATED
    );
}

#[tokio::test]
async fn register_with_missing_fields_reports_them_all() {
    let app = spawn_app().start().await;
    let res = app.register(&json!({})).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let err = error_body(res).await;
    let fields = err["fields"].as_object().unwrap();
    for f in [
        "firstName",
        "lastName",
        "email",
        "password",
        "phone",
        "brokerOfficeName",
    ] {
        assert!(fields.contains_key(f), "{f} missing from {err}");
    }
    assert!(!fields.contains_key("company"));
}

#[tokio::test]
async fn duplicate_email_is_a_conflict_and_changes_nothing() {
    let app = spawn_app().start().await;
    app.signed_up("taken@example.com").await;
    let mut again = registration("  TAKEN@example.com");
    again["firstName"] = json!("Mallory");
    let other = browser();
    let res = app.register_with(&other, &again).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let err = error_body(res).await;
    assert_eq!(err["code"], "email_taken");
    assert!(err["fields"]["email"].is_string());
    // The other browser was not signed in, and the original account is untouched.
    assert_eq!(
        app.get_user_with(&other).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["firstName"], "Jordan");
}

#[tokio::test]
async fn login_logout_and_the_current_user() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    assert_eq!(app.logout().await.status(), StatusCode::NO_CONTENT);

    let res = app.get_user().await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let err = error_body(res).await;
    assert!(err["message"].as_str().unwrap().contains("Unauthorized"));

    let res = app.login(" AGENT@example.com ", "secret-pw").await;
    assert_eq!(res.status(), StatusCode::OK);
    let user: Value = res.json().await.unwrap();
    assert_eq!(user["email"], "agent@example.com");
    assert_eq!(app.get_user().await.status(), StatusCode::OK);

    // Logging out twice is fine.
    assert_eq!(app.logout().await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.logout().await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get_user().await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn wrong_password_and_unknown_email_get_the_same_401() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    app.logout().await;
    let wrong = app.login("agent@example.com", "not-the-password").await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    let wrong = error_body(wrong).await;
    let unknown = app.login("nobody@example.com", "not-the-password").await;
    assert_eq!(unknown.status(), StatusCode::UNAUTHORIZED);
    let unknown = error_body(unknown).await;
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["message"], "Invalid email or password");
    assert_eq!(app.get_user().await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn login_validates_its_fields() {
    let app = spawn_app().start().await;
    let res = app.login("nope", "123").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let err = error_body(res).await;
    assert_eq!(err["fields"]["email"], "Please enter a valid email address");
    assert_eq!(
        err["fields"]["password"],
        "Password must be at least 6 characters"
    );
}

fn profile(email: &str) -> Value {
    json!({
        "firstName": "Alexis",
        "lastName": "Moreno",
        "email": email,
        "phone": "+1 (555) 987-6543",
        "company": "",
        "brokerOfficeName": "Harbor Realty"
    })
}

#[tokio::test]
async fn profile_update_replaces_the_editable_fields() {
    let app = spawn_app().start().await;
    let before = app.signed_up("agent@example.com").await;
    let res = app.update_profile(&profile("Alexis@Example.com")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(after["id"], before["id"]);
    assert_eq!(after["firstName"], "Alexis");
    assert_eq!(after["email"], "alexis@example.com");
    assert_eq!(after["company"], Value::Null);
    assert_eq!(after["phone"], "+1 (555) 987-6543");
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me, after);
    // The new email signs in.
    app.logout().await;
    assert_eq!(
        app.login("alexis@example.com", "secret-pw").await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn profile_update_validates_with_the_spec_messages() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let cases: &[(&str, Value, &str)] = &[
        (
            "firstName",
            json!(""),
            "First name must be at least 2 characters",
        ),
        (
            "lastName",
            json!("x"),
            "Last name must be at least 2 characters",
        ),
        ("email", json!("bad@"), "Please enter a valid email"),
        ("phone", json!("123"), "Phone number is required"),
        (
            "brokerOfficeName",
            json!(" "),
            "Broker office name is required",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = profile("alexis@example.com");
        body[*field] = value.clone();
        let res = app.update_profile(&body).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{field}");
        assert_eq!(error_body(res).await["fields"][*field], *message);
    }
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["firstName"], "Jordan", "nothing changed");
}

#[tokio::test]
async fn profile_update_to_a_taken_email_is_a_conflict() {
    let app = spawn_app().start().await;
    let other = browser();
    app.register_with(&other, &registration("other@example.com"))
        .await;
    app.signed_up("agent@example.com").await;
    let res = app.update_profile(&profile("OTHER@example.com")).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(error_body(res).await["code"], "email_taken");
    let me: Value = app.get_user().await.json().await.unwrap();
    assert_eq!(me["email"], "agent@example.com");
}

#[tokio::test]
async fn profile_and_password_need_a_session() {
    let app = spawn_app().start().await;
    let res = app.update_profile(&profile("x@example.com")).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert!(
        error_body(res).await["message"]
            .as_str()
            .unwrap()
            .starts_with("Unauthorized")
    );
    let res = app
        .change_password("secret-pw", "new-secret", "new-secret")
        .await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn change_password_validates_and_checks_the_current_password() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;

    let res = app.change_password("", "abc", "").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let err = error_body(res).await;
    assert_eq!(
        err["fields"]["currentPassword"],
        "Current password is required"
    );
    assert_eq!(
        err["fields"]["newPassword"],
        "New password must be at least 6 characters"
    );
    assert_eq!(
        err["fields"]["confirmPassword"],
        "Please confirm your new password"
    );

    let res = app
        .change_password("secret-pw", "new-secret", "new-secreT")
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["confirmPassword"],
        "Passwords don't match"
    );

    let res = app
        .change_password("wrong-pw", "new-secret", "new-secret")
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        error_body(res).await["fields"]["currentPassword"],
        "Current password is incorrect"
    );

    // None of the refused attempts changed the password.
    app.logout().await;
    assert_eq!(
        app.login("agent@example.com", "secret-pw").await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn change_password_keeps_this_session_and_signs_out_the_others() {
    let app = spawn_app().start().await;
    app.signed_up("agent@example.com").await;
    let phone = browser();
    assert_eq!(
        app.login_with(&phone, "agent@example.com", "secret-pw")
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(app.get_user_with(&phone).await.status(), StatusCode::OK);

    let res = app
        .change_password("secret-pw", "brand-new-pw", "brand-new-pw")
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    assert_eq!(
        app.get_user().await.status(),
        StatusCode::OK,
        "this session stays"
    );
    assert_eq!(
        app.get_user_with(&phone).await.status(),
        StatusCode::UNAUTHORIZED,
        "other sessions end"
    );

    app.logout().await;
    assert_eq!(
        app.login("agent@example.com", "secret-pw").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("agent@example.com", "brand-new-pw")
            .await
            .status(),
        StatusCode::OK
    );
}

mod logo {
    use reqwest::StatusCode;
    use reqwest::multipart::{Form, Part};
    use serde_json::Value;

    use crate::helpers::{TestApp, error_body, spawn_app};

    /// A real 1×1 PNG.
    pub const PNG: &[u8] = &[
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
        0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F,
        0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8,
        0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ];
    const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1d4ed8"/></svg>"##;

    async fn upload(app: &TestApp, name: &str, mime: &str, bytes: Vec<u8>) -> reqwest::Response {
        let part = Part::bytes(bytes)
            .file_name(name.to_owned())
            .mime_str(mime)
            .unwrap();
        app.api
            .post(app.url("/api/user/logo"))
            .multipart(Form::new().part("logo", part))
            .send()
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn upload_fetch_replace_and_delete_a_logo() {
        let app = spawn_app().start().await;
        app.signed_up("agent@example.com").await;
        assert_eq!(
            app.get(&app.api, "/api/user/logo").await.status(),
            StatusCode::NOT_FOUND
        );

        let res = upload(&app, "logo.png", "image/png", PNG.to_vec()).await;
        assert_eq!(res.status(), StatusCode::OK);
        let user: Value = res.json().await.unwrap();
        assert_eq!(user["logoUrl"], "/api/user/logo");
        let got = app.get(&app.api, "/api/user/logo").await;
        assert_eq!(got.headers()["content-type"], "image/png");
        assert_eq!(got.bytes().await.unwrap().as_ref(), PNG);

        // An SVG named .png is still recognised as SVG, by its content.
        let res = upload(&app, "sneaky.png", "image/png", SVG.as_bytes().to_vec()).await;
        assert_eq!(res.status(), StatusCode::OK);
        let got = app.get(&app.api, "/api/user/logo").await;
        assert_eq!(got.headers()["content-type"], "image/svg+xml");
        assert!(
            got.headers()["content-security-policy"]
                .to_str()
                .unwrap()
                .contains("default-src 'none'")
        );

        let res = app
            .api
            .delete(app.url("/api/user/logo"))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let user: Value = res.json().await.unwrap();
        assert_eq!(user["logoUrl"], Value::Null);
        assert_eq!(
            app.get(&app.api, "/api/user/logo").await.status(),
            StatusCode::NOT_FOUND
        );
    }

    #[tokio::test]
    async fn bad_files_are_refused_and_the_previous_logo_stays() {
        let app = spawn_app().start().await;
        app.signed_up("agent@example.com").await;
        assert_eq!(
            upload(&app, "logo.png", "image/png", PNG.to_vec())
                .await
                .status(),
            StatusCode::OK
        );

        let cases: Vec<(&str, Vec<u8>, StatusCode, &str)> = vec![
            ("doc.png", b"%PDF-1.7 not an image".to_vec(), StatusCode::BAD_REQUEST, "The logo must be a PNG, JPEG or SVG image"),
            ("x.gif", b"GIF89a".to_vec(), StatusCode::BAD_REQUEST, "The logo must be a PNG, JPEG or SVG image"),
            (
                "evil.svg",
                br#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.to_vec(),
                StatusCode::BAD_REQUEST,
                "The SVG logo contains scripts or external references, which are not allowed",
            ),
            (
                "remote.svg",
                br#"<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/a.png"/></svg>"#.to_vec(),
                StatusCode::BAD_REQUEST,
                "The SVG logo contains scripts or external references, which are not allowed",
            ),
            ("big.png", [PNG.to_vec(), vec![0; 2 * 1024 * 1024]].concat(), StatusCode::PAYLOAD_TOO_LARGE, "The logo must be at most 2 MB"),
            // A few bytes declaring 30,000 × 30,000 pixels: refused from its header, undecoded.
            (
                "bomb.png",
                [&PNG[..16], &30_000u32.to_be_bytes(), &30_000u32.to_be_bytes(), &PNG[24..]].concat(),
                StatusCode::BAD_REQUEST,
                "The logo is 30000 × 30000 pixels; at most 50 megapixels are accepted",
            ),
            ("headless.png", b"\x89PNG\r\n\x1a\nno header".to_vec(), StatusCode::BAD_REQUEST, "The logo image could not be read"),
        ];
        for (name, bytes, status, message) in cases {
            let res = upload(&app, name, "application/octet-stream", bytes).await;
            assert_eq!(res.status(), status, "{name}");
            assert_eq!(error_body(res).await["fields"]["logo"], message, "{name}");
            let got = app.get(&app.api, "/api/user/logo").await;
            assert_eq!(
                got.bytes().await.unwrap().as_ref(),
                PNG,
                "{name}: the previous logo stays"
            );
        }

        let res = app
            .api
            .post(app.url("/api/user/logo"))
            .json(&serde_json::json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        let empty_form = app
            .api
            .post(app.url("/api/user/logo"))
            .multipart(Form::new().text("note", "hi"))
            .send()
            .await
            .unwrap();
        assert_eq!(empty_form.status(), StatusCode::BAD_REQUEST);
        assert_eq!(
            error_body(empty_form).await["fields"]["logo"],
            "Choose a logo file to upload"
        );
    }

    #[tokio::test]
    async fn logos_need_a_session() {
        let app = spawn_app().start().await;
        assert_eq!(
            upload(&app, "logo.png", "image/png", PNG.to_vec())
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            app.get(&app.api, "/api/user/logo").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
}
