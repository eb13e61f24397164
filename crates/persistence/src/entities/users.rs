use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    #[sea_orm(unique)]
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub broker_office_name: String,
    pub password_hash: String,
    pub logo_path: Option<String>,
    pub selected_plan: Option<String>,
    pub subscription_plan: Option<String>,
    pub subscription_status: String,
    pub reports_used_this_month: i64,
    pub reports_limit: i64,
    pub purchased_reports: i64,
    pub billing_customer_id: Option<String>,
    pub billing_subscription_id: Option<String>,
    pub cancel_at_period_end: bool,
    pub session_version: i64,
    pub email_verified_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
