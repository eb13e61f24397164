//! Request and response bodies for the account calls. Requests are parsed into domain types
//! with the spec's messages word for word; responses are built from domain types.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use showscribe_application::accounts::Registration;
use showscribe_domain::{
    BrokerOfficeName, Company, Email, Password, PersonName, PhoneNumber, PlanId, User, UserProfile,
    user::{InvalidName, InvalidOrganisation, InvalidPassword, InvalidPhone},
};
use utoipa::ToSchema;

use crate::error::{ApiError, FieldErrors};

/// An agent's account as the client sees it. Never carries the password hash.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = User)]
pub struct UserResponse {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub broker_office_name: String,
    /// Where the agent's logo can be fetched, or null when none was uploaded.
    pub logo_url: Option<String>,
    /// The plan chosen when signing up (a preference), e.g. "pro".
    pub selected_plan: Option<String>,
    /// essential, pro, elite or pay-per-report; null until a plan is bought.
    pub subscription_plan: Option<String>,
    /// "inactive" until a plan is paid for; then "active", "past_due" or "canceled".
    pub subscription_status: String,
    pub reports_used_this_month: i64,
    pub reports_limit: i64,
    /// Whether the agent opened the link sent to `email`; reports are sent to buyers only
    /// from a confirmed address.
    pub email_verified: bool,
    pub created_at: DateTime<Utc>,
}

impl From<&User> for UserResponse {
    fn from(u: &User) -> Self {
        Self {
            id: u.id.0,
            first_name: u.profile.first_name.as_str().to_owned(),
            last_name: u.profile.last_name.as_str().to_owned(),
            email: u.profile.email.as_str().to_owned(),
            phone: u.profile.phone.as_str().to_owned(),
            company: u.profile.company.as_ref().map(|c| c.as_str().to_owned()),
            broker_office_name: u.profile.broker_office_name.as_str().to_owned(),
            logo_url: u.logo_path.as_ref().map(|_| "/api/user/logo".to_owned()),
            selected_plan: u.selected_plan.map(|p| p.as_str().to_owned()),
            subscription_plan: u.subscription_plan.map(|p| p.as_str().to_owned()),
            subscription_status: u.subscription_status.as_str().to_owned(),
            reports_used_this_month: u.allowance.used_this_month,
            reports_limit: u.allowance.limit,
            email_verified: u.email_verified(),
            created_at: u.created_at,
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct RegisterRequest {
    #[schema(required = true)]
    pub first_name: String,
    #[schema(required = true)]
    pub last_name: String,
    #[schema(required = true)]
    pub email: String,
    #[schema(required = true)]
    pub password: String,
    pub company: Option<String>,
    #[schema(required = true)]
    pub phone: String,
    #[schema(required = true)]
    pub broker_office_name: String,
    /// essential, pro (default), elite or pay-per-report.
    pub selected_plan: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct LoginRequest {
    #[schema(required = true)]
    pub email: String,
    #[schema(required = true)]
    pub password: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateProfileRequest {
    #[schema(required = true)]
    pub first_name: String,
    #[schema(required = true)]
    pub last_name: String,
    #[schema(required = true)]
    pub email: String,
    #[schema(required = true)]
    pub phone: String,
    pub company: Option<String>,
    #[schema(required = true)]
    pub broker_office_name: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChangePasswordRequest {
    #[schema(required = true)]
    pub current_password: String,
    #[schema(required = true)]
    pub new_password: String,
    #[schema(required = true)]
    pub confirm_password: String,
}

/// `POST /api/password-reset`: where to send a reset link.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordResetRequest {
    #[schema(required = true)]
    pub email: String,
}

/// `POST /api/password-reset/confirm`: the link's token and the new password, twice.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordResetConfirmation {
    #[schema(required = true)]
    pub token: String,
    #[schema(required = true)]
    pub new_password: String,
    #[schema(required = true)]
    pub confirm_password: String,
}

/// The answer to a reset request: the same whether or not the address has an account.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordResetRequested {
    pub message: String,
}

/// `POST /api/email-verification/confirm`: the token of the link sent to the address.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmailVerificationConfirmation {
    #[schema(required = true)]
    pub token: String,
}

/// What an address check did, in words for the agent.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailVerificationAnswer {
    pub message: String,
    /// The address concerned.
    pub email: String,
    /// Whether it is confirmed now.
    pub email_verified: bool,
}

/// `DELETE /api/user`: the password, asked again.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeleteAccountRequest {
    #[schema(required = true)]
    pub password: String,
}

/// The spec's messages (§5), in one place.
mod messages {
    pub const FIRST_NAME: &str = "First name must be at least 2 characters";
    pub const LAST_NAME: &str = "Last name must be at least 2 characters";
    pub const EMAIL_REGISTER: &str = "Please enter a valid email address";
    pub const EMAIL_PROFILE: &str = "Please enter a valid email";
    pub const PASSWORD: &str = "Password must be at least 6 characters";
    pub const BROKER_OFFICE: &str = "Broker office name is required";
    pub const PHONE: &str = "Phone number is required";
    pub const CURRENT_PASSWORD: &str = "Current password is required";
    pub const NEW_PASSWORD: &str = "New password must be at least 6 characters";
    pub const CONFIRM_PASSWORD: &str = "Please confirm your new password";
    pub const PASSWORDS_DIFFER: &str = "Passwords don't match";
    pub const RESET_TOKEN: &str =
        "The reset link is incomplete: open the whole link from the email";
    pub const CHECK_TOKEN: &str =
        "The confirmation link is incomplete: open the whole link from the email";
}

fn name_message(which: &str, short: &'static str) -> impl FnOnce(InvalidName) -> String {
    move |e| match e {
        InvalidName::TooShort => short.to_owned(),
        InvalidName::TooLong => {
            format!("{which} must be at most {} characters", PersonName::MAX_LEN)
        }
        InvalidName::ControlCharacters => {
            format!("{which} contains characters that are not allowed")
        }
    }
}

fn phone_message(e: InvalidPhone) -> String {
    match e {
        InvalidPhone::TooShort => messages::PHONE.to_owned(),
        InvalidPhone::TooLong => format!(
            "Phone number must be at most {} characters",
            PhoneNumber::MAX_LEN
        ),
        InvalidPhone::BadCharacters => {
            "Phone number may only contain digits, spaces and + ( ) - . x".to_owned()
        }
    }
}

fn org_message(which: &str, short: &'static str) -> impl FnOnce(InvalidOrganisation) -> String {
    move |e| match e {
        InvalidOrganisation::TooShort => short.to_owned(),
        InvalidOrganisation::TooLong => format!("{which} must be at most 200 characters"),
        InvalidOrganisation::ControlCharacters => {
            format!("{which} contains characters that are not allowed")
        }
    }
}

fn password_message(short: &'static str) -> impl FnOnce(InvalidPassword) -> String {
    move |e| match e {
        InvalidPassword::TooShort => short.to_owned(),
        InvalidPassword::TooLong => {
            format!("Password must be at most {} characters", Password::MAX_LEN)
        }
    }
}

struct ProfileFields<'a> {
    first_name: &'a str,
    last_name: &'a str,
    email: &'a str,
    phone: &'a str,
    company: Option<&'a str>,
    broker_office_name: &'a str,
}

fn parse_profile(
    f: ProfileFields<'_>,
    email_message: &'static str,
    errors: &mut FieldErrors,
) -> Option<UserProfile> {
    let first_name = errors.check(
        "firstName",
        PersonName::parse(f.first_name),
        name_message("First name", messages::FIRST_NAME),
    );
    let last_name = errors.check(
        "lastName",
        PersonName::parse(f.last_name),
        name_message("Last name", messages::LAST_NAME),
    );
    let email = errors.check("email", Email::parse(f.email), |_| email_message.to_owned());
    let phone = errors.check("phone", PhoneNumber::parse(f.phone), phone_message);
    let company = errors.check(
        "company",
        Company::parse_optional(f.company),
        org_message("Company", "Company must be at least 1 character"),
    );
    let broker_office_name = errors.check(
        "brokerOfficeName",
        BrokerOfficeName::parse(f.broker_office_name),
        org_message("Broker office name", messages::BROKER_OFFICE),
    );
    Some(UserProfile {
        first_name: first_name?,
        last_name: last_name?,
        email: email?,
        phone: phone?,
        company: company?,
        broker_office_name: broker_office_name?,
    })
}

impl RegisterRequest {
    pub fn try_into_domain(self) -> Result<Registration, ApiError> {
        let mut errors = FieldErrors::default();
        let profile = parse_profile(
            ProfileFields {
                first_name: &self.first_name,
                last_name: &self.last_name,
                email: &self.email,
                phone: &self.phone,
                company: self.company.as_deref(),
                broker_office_name: &self.broker_office_name,
            },
            messages::EMAIL_REGISTER,
            &mut errors,
        );
        let password = errors.check(
            "password",
            Password::parse(&self.password),
            password_message(messages::PASSWORD),
        );
        let selected_plan = match self.selected_plan.as_deref().map(str::trim) {
            None | Some("") => Some(PlanId::Pro),
            Some(p) => errors.check("selectedPlan", p.parse::<PlanId>(), |_| {
                "Choose one of the plans: essential, pro, elite or pay-per-report".to_owned()
            }),
        };
        match (profile, password, selected_plan) {
            (Some(profile), Some(password), Some(selected_plan)) if errors.is_empty() => {
                Ok(Registration {
                    profile,
                    password,
                    selected_plan,
                })
            }
            _ => Err(errors.into_error()),
        }
    }
}

impl LoginRequest {
    pub fn try_into_domain(self) -> Result<(Email, Password), ApiError> {
        let mut errors = FieldErrors::default();
        let email = errors.check("email", Email::parse(&self.email), |_| {
            messages::EMAIL_REGISTER.to_owned()
        });
        let password = errors.check(
            "password",
            Password::parse(&self.password),
            password_message(messages::PASSWORD),
        );
        match (email, password) {
            (Some(e), Some(p)) if errors.is_empty() => Ok((e, p)),
            _ => Err(errors.into_error()),
        }
    }
}

impl UpdateProfileRequest {
    pub fn try_into_domain(self) -> Result<UserProfile, ApiError> {
        let mut errors = FieldErrors::default();
        let profile = parse_profile(
            ProfileFields {
                first_name: &self.first_name,
                last_name: &self.last_name,
                email: &self.email,
                phone: &self.phone,
                company: self.company.as_deref(),
                broker_office_name: &self.broker_office_name,
            },
            messages::EMAIL_PROFILE,
            &mut errors,
        );
        match profile {
            Some(p) if errors.is_empty() => Ok(p),
            _ => Err(errors.into_error()),
        }
    }
}

impl ChangePasswordRequest {
    /// The current and the new password.
    pub fn try_into_domain(self) -> Result<(Password, Password), ApiError> {
        let mut errors = FieldErrors::default();
        let current = errors.check(
            "currentPassword",
            Password::parse(&self.current_password),
            password_message(messages::CURRENT_PASSWORD),
        );
        let new = new_password_twice(&mut errors, &self.new_password, &self.confirm_password);
        match (current, new) {
            (Some(c), Some(n)) if errors.is_empty() => Ok((c, n)),
            _ => Err(errors.into_error()),
        }
    }
}

/// A new password typed twice (`newPassword`, `confirmPassword`), with the profile's messages.
fn new_password_twice(errors: &mut FieldErrors, new: &str, confirm: &str) -> Option<Password> {
    let parsed = errors.check(
        "newPassword",
        Password::parse(new),
        password_message(messages::NEW_PASSWORD),
    );
    let confirmed = errors.check(
        "confirmPassword",
        Password::parse(confirm),
        password_message(messages::CONFIRM_PASSWORD),
    );
    if confirmed.is_some() && confirm != new {
        errors.add("confirmPassword", messages::PASSWORDS_DIFFER);
    }
    parsed
}

impl PasswordResetRequest {
    pub fn try_into_domain(self) -> Result<Email, ApiError> {
        let mut errors = FieldErrors::default();
        let email = errors.check("email", Email::parse(&self.email), |_| {
            messages::EMAIL_REGISTER.to_owned()
        });
        match email {
            Some(e) if errors.is_empty() => Ok(e),
            _ => Err(errors.into_error()),
        }
    }
}

/// The longest token a link carries (64 hex characters), with room for stray spaces.
const MAX_TOKEN_LEN: usize = 128;

impl PasswordResetConfirmation {
    /// The token as sent and the new password.
    pub fn try_into_domain(self) -> Result<(String, Password), ApiError> {
        let mut errors = FieldErrors::default();
        let token = self.token.trim();
        if token.is_empty() || token.len() > MAX_TOKEN_LEN {
            errors.add("token", messages::RESET_TOKEN);
        }
        let new = new_password_twice(&mut errors, &self.new_password, &self.confirm_password);
        match new {
            Some(n) if errors.is_empty() => Ok((token.to_owned(), n)),
            _ => Err(errors.into_error()),
        }
    }
}

impl EmailVerificationConfirmation {
    /// The token as sent.
    pub fn try_into_domain(self) -> Result<String, ApiError> {
        let token = self.token.trim();
        if token.is_empty() || token.len() > MAX_TOKEN_LEN {
            let mut errors = FieldErrors::default();
            errors.add("token", messages::CHECK_TOKEN);
            return Err(errors.into_error());
        }
        Ok(token.to_owned())
    }
}

impl DeleteAccountRequest {
    pub fn try_into_domain(self) -> Result<Password, ApiError> {
        let mut errors = FieldErrors::default();
        let password = errors.check(
            "password",
            Password::parse(&self.password),
            password_message(messages::PASSWORD),
        );
        match password {
            Some(p) if errors.is_empty() => Ok(p),
            _ => Err(errors.into_error()),
        }
    }
}
