use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "recordings")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub showing_id: i64,
    pub note_box: String,
    pub file_key: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub duration_ms: Option<i64>,
    pub transcript: Option<String>,
    pub transcription_status: String,
    pub transcription_message: Option<String>,
    pub created_at_ms: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
