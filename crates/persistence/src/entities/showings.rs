use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
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
    pub square_feet: Option<i64>,
    pub bedrooms: Option<i64>,
    /// Bathrooms in halves: 2.5 baths is 5.
    pub bathroom_halves: Option<i64>,
    pub year_built: Option<i64>,
    pub lot_size_acres: Option<f64>,
    /// The comparables and their rates as JSON text (see `repositories::comparables`); `None`
    /// until the agent sets some.
    pub comparables: Option<String>,
    /// Changes on every save of `comparables`.
    pub comparables_revision: i64,
    /// What the showing said at its last charged generation, as JSON text (see
    /// `GenerationBasis`); `None` until one is recorded.
    pub charged_basis: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
