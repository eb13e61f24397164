//! `showscribe-migrate up|down|status|fresh` against `DATABASE_URL`.
use sea_orm_migration::prelude::*;

#[tokio::main]
async fn main() {
    cli::run_cli(showscribe_migrations::Migrator).await;
}
