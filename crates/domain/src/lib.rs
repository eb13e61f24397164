//! The heart of Showscribe: value types that can only hold valid data, the entities built from
//! them, and the business rules (plans, allowance). Nothing here performs I/O.

pub mod analytics;
pub mod billing;
pub mod catalog;
pub mod cma;
pub mod delivery;
pub mod image;
pub mod money;
pub mod photo;
pub mod plan;
pub mod recording;
pub mod repair_request;
pub mod report;
pub mod share_link;
pub mod showing;
pub mod text;
pub mod user;
pub mod work;

pub use money::Cents;
pub use plan::{FREE_PLAN_NAME, Plan, PlanId, UnknownPlan};
pub use user::{
    Allowance, BillingAccount, BrokerOfficeName, Company, Email, NewUser, Password, PasswordHash,
    PersonName, PhoneNumber, SessionVersion, SubscriptionStatus, User, UserId, UserProfile,
};
