use sea_orm_migration::{prelude::*, schema::*};

/// Recordings an agent dictated into a showing's note boxes where the browser could not turn
/// speech into text: the audio's key in the file store, what it is, and what transcribing it gave
/// (`transcription_status`: transcribed, notConfigured or failed). They go with their showing
/// (whose deletion hands back their file keys) and with the account. Times are milliseconds since
/// the Unix epoch, like the other newer tables.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Recordings::Table)
                    .if_not_exists()
                    .col(big_pk_auto(Recordings::Id))
                    .col(big_integer(Recordings::UserId))
                    .col(big_integer(Recordings::ShowingId))
                    .col(string_len(Recordings::NoteBox, 16))
                    .col(string_len(Recordings::FileKey, 512))
                    .col(string_len(Recordings::ContentType, 64))
                    .col(big_integer(Recordings::SizeBytes))
                    .col(big_integer_null(Recordings::DurationMs))
                    .col(text_null(Recordings::Transcript))
                    .col(string_len(Recordings::TranscriptionStatus, 16))
                    .col(text_null(Recordings::TranscriptionMessage))
                    .col(big_integer(Recordings::CreatedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Recordings::Table, Recordings::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Recordings::Table, Recordings::ShowingId)
                            .to(Showings::Table, Showings::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_recordings_showing")
                    .table(Recordings::Table)
                    .col(Recordings::ShowingId)
                    .col(Recordings::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_recordings_user")
                    .table(Recordings::Table)
                    .col(Recordings::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Recordings::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Recordings {
    Table,
    Id,
    UserId,
    ShowingId,
    NoteBox,
    FileKey,
    ContentType,
    SizeBytes,
    DurationMs,
    Transcript,
    TranscriptionStatus,
    TranscriptionMessage,
    CreatedAtMs,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Showings {
    Table,
    Id,
}
