use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "billing_subscriptions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub subscription_id: String,
    pub user_id: i64,
    pub plan: String,
    pub coupon_code: Option<String>,
    pub client_secret: Option<String>,
    /// "open" (waiting for its first payment), "active" or "ended".
    pub status: String,
    pub created_at: DateTimeUtc,
    /// When the paid period ends, as the provider last reported it.
    pub current_period_end: Option<DateTimeUtc>,
    /// The first invoice's amount after its coupon, in cents, when the provider said.
    pub first_payment_cents: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
