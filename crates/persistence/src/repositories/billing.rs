//! The billing side of agents' accounts: provider ids, started subscriptions and payments, and
//! the provider events already applied.

use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, DatabaseTransaction,
    DbErr, EntityTrait, QueryFilter, QueryOrder, SqlErr, TransactionTrait,
};
use showscribe_application::ports::{
    BillingRepository, EventOutcome, OpenSubscription, PaymentEvent, PendingPurchase, Purchase,
    RepositoryError,
};
use showscribe_domain::{Allowance, Cents, PlanId, SubscriptionStatus, User, UserId};

use super::cached_users::UserCache;
use super::users::to_domain as user_to_domain;
use crate::database::{Database, WriteGate};
use crate::entities::{billing_events, billing_purchases, billing_subscriptions, users};
use crate::error::{corrupt, translate};

const OPEN: &str = "open";
const ACTIVE: &str = "active";
const ENDED: &str = "ended";
const PENDING: &str = "pending";
const CREDITED: &str = "credited";

#[derive(Clone)]
pub struct SqlBillingRepository {
    db: DatabaseConnection,
    writes: WriteGate,
    user_cache: Arc<UserCache>,
}

impl SqlBillingRepository {
    /// `user_cache` is told about every account this repository changes.
    pub fn new(database: &Database, user_cache: Arc<UserCache>) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
            user_cache,
        }
    }

    async fn change_user<F>(&self, id: UserId, change: F) -> Result<User, RepositoryError>
    where
        F: FnOnce(&users::Model) -> Result<users::ActiveModel, RepositoryError> + Send,
    {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let user = change_user_in(&txn, id.0, change).await?;
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(id);
        Ok(user)
    }
}

fn allowance(m: &users::Model) -> Allowance {
    Allowance {
        used_this_month: m.reports_used_this_month,
        limit: m.reports_limit,
    }
}

/// Reads the agent's row and writes the change computed from it, inside `txn`.
async fn change_user_in<F>(
    txn: &DatabaseTransaction,
    id: i64,
    change: F,
) -> Result<User, RepositoryError>
where
    F: FnOnce(&users::Model) -> Result<users::ActiveModel, RepositoryError>,
{
    let row = users::Entity::find_by_id(id)
        .one(txn)
        .await
        .map_err(translate)?
        .ok_or(RepositoryError::NotFound)?;
    let mut update = change(&row)?;
    update.id = Set(id);
    update.updated_at = Set(Utc::now());
    user_to_domain(update.update(txn).await.map_err(translate)?)
}

/// A new period on `plan`: usage starts over, unused bought reports carry over.
fn start_period(
    row: &users::Model,
    plan: PlanId,
    subscription_id: Option<String>,
) -> users::ActiveModel {
    let (renewed, carried) =
        allowance(row).renew(row.purchased_reports, plan.plan().included_reports);
    users::ActiveModel {
        subscription_plan: Set(Some(plan.as_str().to_owned())),
        subscription_status: Set(SubscriptionStatus::Active.as_str().to_owned()),
        reports_used_this_month: Set(renewed.used_this_month),
        reports_limit: Set(renewed.limit),
        purchased_reports: Set(carried),
        billing_subscription_id: Set(subscription_id),
        cancel_at_period_end: Set(false),
        ..Default::default()
    }
}

/// The same period on another plan: usage kept, the limit as the domain gives a plan change,
/// and no cancellation pending.
fn switch_plan(row: &users::Model, plan: PlanId) -> users::ActiveModel {
    let (changed, carried) =
        allowance(row).change_plan(row.purchased_reports, plan.plan().included_reports);
    users::ActiveModel {
        subscription_plan: Set(Some(plan.as_str().to_owned())),
        reports_used_this_month: Set(changed.used_this_month),
        reports_limit: Set(changed.limit),
        purchased_reports: Set(carried),
        cancel_at_period_end: Set(false),
        ..Default::default()
    }
}

/// Records what is known of a subscription: its plan and when its paid period ends (each left
/// as it is when `None`).
async fn note_subscription(
    txn: &DatabaseTransaction,
    subscription_id: &str,
    plan: Option<PlanId>,
    period_end: Option<DateTime<Utc>>,
) -> Result<(), RepositoryError> {
    if plan.is_none() && period_end.is_none() {
        return Ok(());
    }
    let mut update = billing_subscriptions::Entity::update_many()
        .filter(billing_subscriptions::Column::SubscriptionId.eq(subscription_id));
    if let Some(plan) = plan {
        update = update.col_expr(
            billing_subscriptions::Column::Plan,
            Expr::value(plan.as_str()),
        );
    }
    if let Some(end) = period_end {
        update = update.col_expr(
            billing_subscriptions::Column::CurrentPeriodEnd,
            Expr::value(Some(end)),
        );
    }
    update.exec(txn).await.map_err(translate)?;
    Ok(())
}

/// The plan ended: no plan, and what is left of the bought reports.
fn close_plan(row: &users::Model, status: SubscriptionStatus) -> users::ActiveModel {
    let (left, carried) = allowance(row).end_plan(row.purchased_reports);
    users::ActiveModel {
        subscription_plan: Set(None),
        subscription_status: Set(status.as_str().to_owned()),
        reports_used_this_month: Set(left.used_this_month),
        reports_limit: Set(left.limit),
        purchased_reports: Set(carried),
        billing_subscription_id: Set(None),
        cancel_at_period_end: Set(false),
        ..Default::default()
    }
}

fn kind_of(p: Purchase) -> &'static str {
    match p {
        Purchase::SingleReport => "single",
        Purchase::Pack { .. } => "pack",
    }
}

fn is_unique_violation(e: &DbErr) -> bool {
    matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// What an event does, inside the transaction that recorded it.
async fn apply_in(
    txn: &DatabaseTransaction,
    event: &PaymentEvent,
) -> Result<Option<User>, RepositoryError> {
    match event {
        PaymentEvent::InvoicePaid {
            subscription_id,
            period_end,
            ..
        } => {
            let Some(sub) = billing_subscriptions::Entity::find_by_id(subscription_id.clone())
                .one(txn)
                .await
                .map_err(translate)?
            else {
                return Ok(None);
            };
            if sub.status == ENDED {
                return Ok(None);
            }
            let plan: PlanId = sub.plan.parse().map_err(|e| corrupt("plan", e))?;
            billing_subscriptions::ActiveModel {
                subscription_id: Set(sub.subscription_id.clone()),
                status: Set(ACTIVE.to_owned()),
                // The secret confirmed its payment; it must not be handed out again.
                client_secret: Set(None),
                current_period_end: match period_end {
                    Some(end) => Set(Some(*end)),
                    None => sea_orm::ActiveValue::NotSet,
                },
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(translate)?;
            let id = subscription_id.clone();
            change_user_in(txn, sub.user_id, move |row| {
                Ok(start_period(row, plan, Some(id)))
            })
            .await
            .map(Some)
        }
        PaymentEvent::SubscriptionUpdated {
            subscription_id,
            status,
            cancel_at_period_end,
            plan,
            period_end,
            ..
        } => {
            let Some(row) = current_holder(txn, subscription_id).await? else {
                return Ok(None);
            };
            note_subscription(txn, subscription_id, *plan, *period_end).await?;
            let (status, cancel, plan) = (*status, *cancel_at_period_end, *plan);
            change_user_in(txn, row.id, move |row| {
                // A new price (a switch made in the provider's portal, or the echo of one made
                // here, which then changes nothing) moves the plan as a switch here does.
                let mut update = match plan {
                    Some(plan) if row.subscription_plan.as_deref() != Some(plan.as_str()) => {
                        switch_plan(row, plan)
                    }
                    _ => users::ActiveModel {
                        ..Default::default()
                    },
                };
                update.subscription_status = Set(status.as_str().to_owned());
                update.cancel_at_period_end = Set(cancel);
                Ok(update)
            })
            .await
            .map(Some)
        }
        PaymentEvent::SubscriptionDeleted {
            subscription_id, ..
        } => {
            billing_subscriptions::Entity::update_many()
                .col_expr(billing_subscriptions::Column::Status, Expr::value(ENDED))
                .col_expr(
                    billing_subscriptions::Column::ClientSecret,
                    Expr::value(Option::<String>::None),
                )
                .filter(billing_subscriptions::Column::SubscriptionId.eq(subscription_id.clone()))
                .exec(txn)
                .await
                .map_err(translate)?;
            let Some(row) = current_holder(txn, subscription_id).await? else {
                return Ok(None);
            };
            change_user_in(txn, row.id, |row| {
                Ok(close_plan(row, SubscriptionStatus::Canceled))
            })
            .await
            .map(Some)
        }
        PaymentEvent::PaymentSucceeded { payment_id, .. } => {
            let Some(purchase) = billing_purchases::Entity::find_by_id(payment_id.clone())
                .one(txn)
                .await
                .map_err(translate)?
            else {
                return Ok(None);
            };
            // Pending to credited, once: a second success for the same payment credits nothing.
            let credited = billing_purchases::Entity::update_many()
                .col_expr(billing_purchases::Column::Status, Expr::value(CREDITED))
                .filter(billing_purchases::Column::PaymentId.eq(payment_id.clone()))
                .filter(billing_purchases::Column::Status.eq(PENDING))
                .exec(txn)
                .await
                .map_err(translate)?;
            if credited.rows_affected == 0 {
                return Ok(None);
            }
            let (reports, single) = (purchase.reports, purchase.kind == "single");
            change_user_in(txn, purchase.user_id, move |row| {
                let credited = allowance(row).credit(reports);
                let mut update = users::ActiveModel {
                    reports_limit: Set(credited.limit),
                    purchased_reports: Set(row.purchased_reports + reports),
                    ..Default::default()
                };
                // A report bought without a monthly plan in force is the pay-per-report plan.
                let on_monthly_plan = row.subscription_status
                    == SubscriptionStatus::Active.as_str()
                    && row
                        .subscription_plan
                        .as_deref()
                        .is_some_and(|p| p != PlanId::PayPerReport.as_str());
                if single && !on_monthly_plan {
                    update.subscription_plan = Set(Some(PlanId::PayPerReport.as_str().to_owned()));
                    update.subscription_status =
                        Set(SubscriptionStatus::Active.as_str().to_owned());
                }
                Ok(update)
            })
            .await
            .map(Some)
        }
    }
}

/// The agent whose subscription in force this is.
async fn current_holder(
    txn: &DatabaseTransaction,
    subscription_id: &str,
) -> Result<Option<users::Model>, RepositoryError> {
    users::Entity::find()
        .filter(users::Column::BillingSubscriptionId.eq(subscription_id))
        .one(txn)
        .await
        .map_err(translate)
}

#[async_trait]
impl BillingRepository for SqlBillingRepository {
    async fn set_customer(&self, user: UserId, customer_id: &str) -> Result<(), RepositoryError> {
        let customer_id = customer_id.to_owned();
        self.change_user(user, move |_| {
            Ok(users::ActiveModel {
                billing_customer_id: Set(Some(customer_id)),
                ..Default::default()
            })
        })
        .await
        .map(|_| ())
    }

    async fn record_subscription(
        &self,
        user: UserId,
        s: &OpenSubscription,
    ) -> Result<(), RepositoryError> {
        let _turn = self.writes.turn().await;
        billing_subscriptions::ActiveModel {
            subscription_id: Set(s.subscription_id.clone()),
            user_id: Set(user.0),
            plan: Set(s.plan.as_str().to_owned()),
            coupon_code: Set(s.coupon_code.clone()),
            client_secret: Set(s.client_secret.clone()),
            status: Set(OPEN.to_owned()),
            created_at: Set(s.created_at),
            current_period_end: Set(None),
            first_payment_cents: Set(s.first_payment.map(|c| c.0)),
        }
        .insert(&self.db)
        .await
        .map_err(translate)?;
        Ok(())
    }

    async fn open_subscription(
        &self,
        user: UserId,
        plan: PlanId,
        coupon_code: Option<String>,
    ) -> Result<Option<OpenSubscription>, RepositoryError> {
        let coupon = match &coupon_code {
            Some(code) => billing_subscriptions::Column::CouponCode.eq(code.clone()),
            None => billing_subscriptions::Column::CouponCode.is_null(),
        };
        let Some(row) = billing_subscriptions::Entity::find()
            .filter(billing_subscriptions::Column::UserId.eq(user.0))
            .filter(billing_subscriptions::Column::Plan.eq(plan.as_str()))
            .filter(billing_subscriptions::Column::Status.eq(OPEN))
            .filter(coupon)
            .order_by_desc(billing_subscriptions::Column::CreatedAt)
            .one(&self.db)
            .await
            .map_err(translate)?
        else {
            return Ok(None);
        };
        Ok(Some(OpenSubscription {
            subscription_id: row.subscription_id,
            plan,
            coupon_code: row.coupon_code,
            client_secret: row.client_secret,
            first_payment: row.first_payment_cents.map(Cents),
            created_at: row.created_at,
        }))
    }

    async fn record_purchase(
        &self,
        user: UserId,
        p: &PendingPurchase,
    ) -> Result<(), RepositoryError> {
        let _turn = self.writes.turn().await;
        billing_purchases::ActiveModel {
            payment_id: Set(p.payment_id.clone()),
            user_id: Set(user.0),
            kind: Set(kind_of(p.purchase).to_owned()),
            reports: Set(p.purchase.reports()),
            amount_cents: Set(p.amount_cents),
            status: Set(PENDING.to_owned()),
            created_at: Set(p.created_at),
        }
        .insert(&self.db)
        .await
        .map_err(translate)?;
        Ok(())
    }

    async fn activate_plan(
        &self,
        user: UserId,
        plan: PlanId,
        subscription_id: Option<String>,
    ) -> Result<User, RepositoryError> {
        self.change_user(user, move |row| {
            Ok(start_period(row, plan, subscription_id))
        })
        .await
    }

    async fn mark_cancel_at_period_end(
        &self,
        user: UserId,
        period_end: Option<DateTime<Utc>>,
    ) -> Result<User, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let changed = change_user_in(&txn, user.0, |_| {
            Ok(users::ActiveModel {
                cancel_at_period_end: Set(true),
                ..Default::default()
            })
        })
        .await?;
        if let Some(id) = &changed.billing.subscription_id {
            note_subscription(&txn, id, None, period_end).await?;
        }
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(user);
        Ok(changed)
    }

    async fn change_plan(
        &self,
        user: UserId,
        plan: PlanId,
        period_end: Option<DateTime<Utc>>,
    ) -> Result<User, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        let changed = change_user_in(&txn, user.0, |row| Ok(switch_plan(row, plan))).await?;
        if let Some(id) = &changed.billing.subscription_id {
            note_subscription(&txn, id, Some(plan), period_end).await?;
        }
        txn.commit().await.map_err(translate)?;
        self.user_cache.invalidate(user);
        Ok(changed)
    }

    async fn period_end(&self, user: UserId) -> Result<Option<DateTime<Utc>>, RepositoryError> {
        let Some(row) = users::Entity::find_by_id(user.0)
            .one(&self.db)
            .await
            .map_err(translate)?
        else {
            return Err(RepositoryError::NotFound);
        };
        let Some(id) = row.billing_subscription_id else {
            return Ok(None);
        };
        Ok(billing_subscriptions::Entity::find_by_id(id)
            .one(&self.db)
            .await
            .map_err(translate)?
            .and_then(|s| s.current_period_end))
    }

    async fn end_plan(&self, user: UserId) -> Result<User, RepositoryError> {
        self.change_user(user, |row| {
            Ok(close_plan(row, SubscriptionStatus::Canceled))
        })
        .await
    }

    async fn apply_event(&self, event: &PaymentEvent) -> Result<EventOutcome, RepositoryError> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await.map_err(translate)?;
        // Recording the id first makes a concurrent delivery of the same event wait for this
        // transaction and then fail on the key: it is applied once.
        let recorded = billing_events::Entity::insert(billing_events::ActiveModel {
            event_id: Set(event.event_id().to_owned()),
            received_at: Set(Utc::now()),
        })
        .exec(&txn)
        .await;
        match recorded {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => {
                txn.rollback().await.map_err(translate)?;
                return Ok(EventOutcome::Duplicate);
            }
            Err(e) => return Err(translate(e)),
        }
        let changed = apply_in(&txn, event).await?;
        txn.commit().await.map_err(translate)?;
        Ok(match changed {
            Some(user) => {
                self.user_cache.invalidate(user.id);
                EventOutcome::Applied(Box::new(user))
            }
            None => EventOutcome::Unmatched,
        })
    }
}
