//! Accounts: registration, signing in, the current user, profile and password changes, and
//! password resets and address checks by email.

pub(crate) mod agent_email;
mod change_password;
mod current_user;
mod delete_account;
mod email_verification;
mod links;
mod log_in;
mod logo;
mod password_reset;
mod register;
mod sessions;
mod update_profile;

pub use change_password::{ChangePassword, ChangePasswordError};
pub use current_user::{CurrentUser, CurrentUserError};
pub use delete_account::{DeleteAccount, DeleteAccountError};
pub use email_verification::{
    CHECK_LINK_SUBJECT, CheckRequested, EmailVerification, EmailVerificationError, check_link_email,
};
pub use links::{new_token_secret, token_hash};
pub use log_in::{LogIn, LogInError};
pub use logo::{LogoError, ManageLogo};
pub use password_reset::{
    PasswordReset, PasswordResetError, ResetRequested, password_changed_email, reset_link_email,
};
pub use register::{Register, RegisterError, Registration};
pub use sessions::{Sessions, SessionsError};
pub use update_profile::{UpdateProfile, UpdateProfileError};
