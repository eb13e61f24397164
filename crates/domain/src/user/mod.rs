//! Agents (users) and the value types their account is made of.

mod account_token;
mod allowance;
mod company;
mod email;
mod logo;
mod name;
mod password;
mod phone;
mod sign_in;

pub use account_token::{NewAccountToken, RedeemedToken, TokenHash, TokenProblem, TokenPurpose};
pub use allowance::Allowance;
pub use company::{BrokerOfficeName, Company, InvalidOrganisation};
pub use email::{Email, InvalidEmail};
pub use logo::{InvalidLogo, LogoFormat, LogoImage};
pub use name::{InvalidName, PersonName};
pub use password::{InvalidPassword, Password, PasswordHash};
pub use phone::{InvalidPhone, PhoneNumber};
pub use sign_in::{SignIn, SignInId, device_label, seen_every};

use chrono::{DateTime, Utc};

use crate::plan::PlanId;

/// Database identity of an agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub i64);

/// Bumped whenever the password changes; a session carrying an older version is no longer valid,
/// which is how a password change signs out every other session, whatever the session store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionVersion(pub i64);

/// Whether the agent's paid subscription is in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscriptionStatus {
    Inactive,
    Active,
    PastDue,
    Canceled,
}

impl SubscriptionStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Inactive => "inactive",
            Self::Active => "active",
            Self::PastDue => "past_due",
            Self::Canceled => "canceled",
        }
    }

    /// Reads a stored status; anything unrecognised is treated as not paying.
    pub fn from_stored(s: &str) -> Self {
        match s {
            "active" => Self::Active,
            "past_due" => Self::PastDue,
            "canceled" => Self::Canceled,
            _ => Self::Inactive,
        }
    }
}

/// The editable part of an agent's account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserProfile {
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub email: Email,
    pub phone: PhoneNumber,
    pub company: Option<Company>,
    pub broker_office_name: BrokerOfficeName,
}

/// What registration needs: the profile, the password already hashed, and the plan the agent
/// had in mind when signing up (a preference, not a subscription).
#[derive(Debug, Clone)]
pub struct NewUser {
    pub profile: UserProfile,
    pub password_hash: PasswordHash,
    pub selected_plan: PlanId,
    pub allowance: Allowance,
    pub created_at: DateTime<Utc>,
}

/// The agent's standing with the payment provider.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BillingAccount {
    /// The provider's customer id, once the agent has started a payment.
    pub customer_id: Option<String>,
    /// The provider's id of the subscription in force (none for a plan started with the
    /// test coupon, which involves no provider).
    pub subscription_id: Option<String>,
    /// Bought reports (packs, single reports) inside the current limit; unused ones carry over.
    pub purchased_reports: i64,
    /// The subscription ends when the paid period does.
    pub cancel_at_period_end: bool,
}

/// An agent's account as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct User {
    pub id: UserId,
    pub profile: UserProfile,
    pub logo_path: Option<String>,
    pub selected_plan: Option<PlanId>,
    pub subscription_plan: Option<PlanId>,
    pub subscription_status: SubscriptionStatus,
    pub allowance: Allowance,
    pub billing: BillingAccount,
    pub session_version: SessionVersion,
    /// When the agent opened the link sent to the account's address; `None` until then and
    /// after the address changes.
    pub email_verified_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl User {
    /// Whether the agent has shown the account's address is theirs. Reports name the agent as
    /// their Reply-To and copy them in, so only a confirmed agent may send one to a buyer.
    pub fn email_verified(&self) -> bool {
        self.email_verified_at.is_some()
    }
}
