use async_trait::async_trait;
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait,
    ActiveValue::Set,
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait,
    sea_query::{Expr, ExprTrait},
};
use showscribe_application::ports::{RepositoryError, UserRepository};
use showscribe_domain::{
    Allowance, BillingAccount, BrokerOfficeName, Company, Email, NewUser, PasswordHash, PersonName,
    PhoneNumber, PlanId, SessionVersion, SubscriptionStatus, User, UserId, UserProfile,
};

use crate::database::{Database, WriteGate, numbered};
use crate::entities::users;
use crate::error::{corrupt, translate};

/// Agents' accounts in the `users` table.
#[derive(Clone, Debug)]
pub struct SqlUserRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlUserRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }
}

pub(crate) fn to_domain(m: users::Model) -> Result<User, RepositoryError> {
    let plan = |s: Option<String>| -> Result<Option<PlanId>, RepositoryError> {
        s.map(|p| p.parse::<PlanId>().map_err(|e| corrupt("plan", e)))
            .transpose()
    };
    Ok(User {
        id: UserId(m.id),
        profile: UserProfile {
            first_name: PersonName::parse(&m.first_name).map_err(|e| corrupt("first name", e))?,
            last_name: PersonName::parse(&m.last_name).map_err(|e| corrupt("last name", e))?,
            email: Email::parse(&m.email).map_err(|e| corrupt("email", e))?,
            phone: PhoneNumber::parse(&m.phone).map_err(|e| corrupt("phone", e))?,
            company: Company::parse_optional(m.company.as_deref())
                .map_err(|e| corrupt("company", e))?,
            broker_office_name: BrokerOfficeName::parse(&m.broker_office_name)
                .map_err(|e| corrupt("broker office name", e))?,
        },
        logo_path: m.logo_path,
        selected_plan: plan(m.selected_plan)?,
        subscription_plan: plan(m.subscription_plan)?,
        subscription_status: SubscriptionStatus::from_stored(&m.subscription_status),
        allowance: Allowance {
            used_this_month: m.reports_used_this_month,
            limit: m.reports_limit,
        },
        billing: BillingAccount {
            customer_id: m.billing_customer_id,
            subscription_id: m.billing_subscription_id,
            purchased_reports: m.purchased_reports,
            cancel_at_period_end: m.cancel_at_period_end,
        },
        session_version: SessionVersion(m.session_version),
        email_verified_at: m.email_verified_at,
        created_at: m.created_at,
    })
}

#[async_trait]
impl UserRepository for SqlUserRepository {
    async fn insert(&self, new: NewUser) -> Result<User, RepositoryError> {
        let p = new.profile;
        let row = users::ActiveModel {
            first_name: Set(p.first_name.as_str().to_owned()),
            last_name: Set(p.last_name.as_str().to_owned()),
            email: Set(p.email.as_str().to_owned()),
            phone: Set(p.phone.as_str().to_owned()),
            company: Set(p.company.map(|c| c.as_str().to_owned())),
            broker_office_name: Set(p.broker_office_name.as_str().to_owned()),
            password_hash: Set(new.password_hash.as_phc().to_owned()),
            logo_path: Set(None),
            selected_plan: Set(Some(new.selected_plan.as_str().to_owned())),
            subscription_plan: Set(None),
            subscription_status: Set(SubscriptionStatus::Inactive.as_str().to_owned()),
            reports_used_this_month: Set(new.allowance.used_this_month),
            reports_limit: Set(new.allowance.limit),
            purchased_reports: Set(0),
            billing_customer_id: Set(None),
            billing_subscription_id: Set(None),
            cancel_at_period_end: Set(false),
            session_version: Set(1),
            email_verified_at: Set(None),
            created_at: Set(new.created_at),
            updated_at: Set(new.created_at),
            ..Default::default()
        };
        let _turn = self.writes.turn().await;
        let model = row.insert(&self.db).await.map_err(translate)?;
        to_domain(model)
    }

    async fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        users::Entity::find_by_id(id.0)
            .one(&self.db)
            .await
            .map_err(translate)?
            .map(to_domain)
            .transpose()
    }

    async fn find_credentials(
        &self,
        email: &Email,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        let Some(m) = users::Entity::find()
            .filter(users::Column::Email.eq(email.as_str()))
            .one(&self.db)
            .await
            .map_err(translate)?
        else {
            return Ok(None);
        };
        let hash = PasswordHash::from_phc(m.password_hash.clone());
        Ok(Some((to_domain(m)?, hash)))
    }

    async fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError> {
        Ok(users::Entity::find_by_id(id.0)
            .one(&self.db)
            .await
            .map_err(translate)?
            .map(|m| PasswordHash::from_phc(m.password_hash)))
    }

    async fn update_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
    ) -> Result<User, RepositoryError> {
        let p = profile;
        let backend = self.db.get_database_backend();
        let turn = self.writes.turn().await;
        // One statement: a changed address is unconfirmed from the same moment it is stored
        // (`email` on the right of SET is the row's old value).
        let result = self
            .db
            .execute_raw(numbered(
                backend,
                "UPDATE users SET first_name = $1, last_name = $2, phone = $3, company = $4, \
                 broker_office_name = $5, \
                 email_verified_at = CASE WHEN email = $6 THEN email_verified_at ELSE NULL END, \
                 email = $6, updated_at = $7 WHERE id = $8",
                vec![
                    p.first_name.as_str().into(),
                    p.last_name.as_str().into(),
                    p.phone.as_str().into(),
                    p.company.as_ref().map(|c| c.as_str().to_owned()).into(),
                    p.broker_office_name.as_str().into(),
                    p.email.as_str().into(),
                    Utc::now().into(),
                    id.0.into(),
                ],
            ))
            .await
            .map_err(translate)?;
        drop(turn);
        if result.rows_affected() == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find_by_id(id).await?.ok_or(RepositoryError::NotFound)
    }

    async fn update_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
    ) -> Result<SessionVersion, RepositoryError> {
        // One statement: the hash and the version change together or not at all.
        let _turn = self.writes.turn().await;
        let result = users::Entity::update_many()
            .col_expr(users::Column::PasswordHash, Expr::value(hash.as_phc()))
            .col_expr(
                users::Column::SessionVersion,
                Expr::col(users::Column::SessionVersion).add(1),
            )
            .col_expr(users::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(users::Column::Id.eq(id.0))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find_by_id(id)
            .await?
            .map(|u| u.session_version)
            .ok_or(RepositoryError::NotFound)
    }

    async fn end_sessions(&self, id: UserId) -> Result<SessionVersion, RepositoryError> {
        let turn = self.writes.turn().await;
        let result = users::Entity::update_many()
            .col_expr(
                users::Column::SessionVersion,
                Expr::col(users::Column::SessionVersion).add(1),
            )
            .col_expr(users::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(users::Column::Id.eq(id.0))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        drop(turn);
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find_by_id(id)
            .await?
            .map(|u| u.session_version)
            .ok_or(RepositoryError::NotFound)
    }

    async fn set_plan(
        &self,
        id: UserId,
        plan: Option<PlanId>,
        status: SubscriptionStatus,
        reports_limit: i64,
    ) -> Result<User, RepositoryError> {
        let row = users::ActiveModel {
            id: Set(id.0),
            subscription_plan: Set(plan.map(|p| p.as_str().to_owned())),
            subscription_status: Set(status.as_str().to_owned()),
            reports_limit: Set(reports_limit),
            updated_at: Set(Utc::now()),
            ..Default::default()
        };
        let _turn = self.writes.turn().await;
        to_domain(row.update(&self.db).await.map_err(translate)?)
    }

    async fn set_logo(
        &self,
        id: UserId,
        logo_path: Option<String>,
    ) -> Result<User, RepositoryError> {
        let row = users::ActiveModel {
            id: Set(id.0),
            logo_path: Set(logo_path),
            updated_at: Set(Utc::now()),
            ..Default::default()
        };
        let _turn = self.writes.turn().await;
        to_domain(row.update(&self.db).await.map_err(translate)?)
    }

    async fn delete_account(&self, id: UserId) -> Result<Vec<String>, RepositoryError> {
        let backend = self.db.get_database_backend();
        let stmt = |sql: &str, values: Vec<sea_orm::Value>| numbered(backend, sql, values);
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let Some(account) = txn
            .query_one_raw(stmt(
                "SELECT logo_path FROM users WHERE id = $1",
                vec![id.0.into()],
            ))
            .await
            .map_err(translate)?
        else {
            txn.rollback().await.map_err(translate)?;
            return Err(RepositoryError::NotFound);
        };
        let mut files: Vec<String> = account
            .try_get::<Option<String>>("", "logo_path")
            .map_err(translate)?
            .into_iter()
            .collect();
        for row in txn
            .query_all_raw(stmt(
                "SELECT pdf_file_path FROM reports WHERE user_id = $1 AND pdf_file_path IS NOT NULL",
                vec![id.0.into()],
            ))
            .await
            .map_err(translate)?
        {
            files.push(row.try_get("", "pdf_file_path").map_err(translate)?);
        }
        for row in txn
            .query_all_raw(stmt(
                "SELECT file_key FROM recordings WHERE user_id = $1",
                vec![id.0.into()],
            ))
            .await
            .map_err(translate)?
        {
            files.push(row.try_get("", "file_key").map_err(translate)?);
        }
        for row in txn
            .query_all_raw(stmt(
                "SELECT full_key, thumbnail_key FROM photos WHERE user_id = $1",
                vec![id.0.into()],
            ))
            .await
            .map_err(translate)?
        {
            files.push(row.try_get("", "full_key").map_err(translate)?);
            files.push(row.try_get("", "thumbnail_key").map_err(translate)?);
        }
        let closed_at: sea_orm::Value = Utc::now().into();
        for sql in [
            "INSERT INTO retained_payments \
             (provider_ref, what, reports, amount_cents, status, created_at, account_closed_at) \
             SELECT payment_id, 'purchase:' || kind, reports, amount_cents, status, created_at, $2 \
             FROM billing_purchases WHERE user_id = $1",
            "INSERT INTO retained_payments \
             (provider_ref, what, reports, amount_cents, status, created_at, account_closed_at) \
             SELECT subscription_id, 'subscription:' || plan, NULL, NULL, status, created_at, $2 \
             FROM billing_subscriptions WHERE user_id = $1",
        ] {
            txn.execute_raw(stmt(sql, vec![id.0.into(), closed_at.clone()]))
                .await
                .map_err(translate)?;
        }
        // Showings, reports, recordings, deliveries, links and billing rows go with the account.
        txn.execute_raw(stmt("DELETE FROM users WHERE id = $1", vec![id.0.into()]))
            .await
            .map_err(translate)?;
        txn.commit().await.map_err(translate)?;
        Ok(files)
    }

    async fn ping(&self) -> Result<(), RepositoryError> {
        self.db
            .ping()
            .await
            .map_err(|e| RepositoryError::Unavailable(e.into()))
    }
}
