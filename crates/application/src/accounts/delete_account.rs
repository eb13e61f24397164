//! "Delete account": the password asked again, the subscription cancelled with the provider,
//! then everything the agent owns removed; only anonymous payment records stay.

use std::sync::Arc;

use showscribe_domain::{Password, SubscriptionStatus, User};
use thiserror::Error;

use crate::ports::{
    FileStore, PasswordHasher, PaymentError, Payments, RepositoryError, UserRepository,
};

#[derive(Debug, Error)]
pub enum DeleteAccountError {
    #[error("the password is incorrect")]
    WrongPassword,
    /// The account is already gone (deleted by a concurrent request).
    #[error("account not found")]
    NotFound,
    /// The provider could not cancel the subscription: nothing was deleted.
    #[error("the subscription could not be cancelled: {0}")]
    SubscriptionNotCancelled(#[source] PaymentError),
    #[error("the service is temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for DeleteAccountError {
    fn from(e: RepositoryError) -> Self {
        match e {
            RepositoryError::NotFound => Self::NotFound,
            RepositoryError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Unexpected(other.into()),
        }
    }
}

pub struct DeleteAccount {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
    payments: Arc<dyn Payments>,
    files: Arc<dyn FileStore>,
}

impl DeleteAccount {
    pub fn new(
        users: Arc<dyn UserRepository>,
        hasher: Arc<dyn PasswordHasher>,
        payments: Arc<dyn Payments>,
        files: Arc<dyn FileStore>,
    ) -> Self {
        Self {
            users,
            hasher,
            payments,
            files,
        }
    }

    #[tracing::instrument(name = "delete_account", skip_all, fields(user_id = user.id.0))]
    pub async fn execute(
        &self,
        user: &User,
        password: &Password,
    ) -> Result<(), DeleteAccountError> {
        let hash = self
            .users
            .password_hash(user.id)
            .await?
            .ok_or(DeleteAccountError::NotFound)?;
        if !self.hasher.verify(password, &hash).await? {
            return Err(DeleteAccountError::WrongPassword);
        }
        // The provider must stop charging before the account that pays goes: if it cannot be
        // reached, nothing is deleted and the agent tries again.
        if let Some(subscription) = &user.billing.subscription_id
            && user.subscription_status != SubscriptionStatus::Canceled
            && !user.billing.cancel_at_period_end
        {
            match self.payments.cancel_at_period_end(subscription).await {
                Ok(_) | Err(PaymentError::NotFound) => {}
                Err(e) => return Err(DeleteAccountError::SubscriptionNotCancelled(e)),
            }
        }
        let files = self.users.delete_account(user.id).await?;
        // The rows are gone; a file that cannot be deleted now is only logged (nothing points
        // at it any more).
        for key in &files {
            if let Err(e) = self.files.delete(key).await {
                tracing::warn!(error = %e, %key, "could not delete a closed account's file");
            }
        }
        tracing::info!(files = files.len(), "account closed");
        Ok(())
    }
}
