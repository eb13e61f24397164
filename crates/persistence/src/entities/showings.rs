use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "showings")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub property_address: Option<String>,
    pub property_description: Option<String>,
    pub list_price_cents: Option<i64>,
    pub client_name: Option<String>,
    pub client_email: Option<String>,
    pub client_phone: Option<String>,
    pub agent_name: Option<String>,
    pub agent_email: Option<String>,
    pub agent_phone: Option<String>,
    pub agent_company: Option<String>,
    pub repairs_needed: String,
    pub updates_wanted: String,
    pub status: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
