use async_trait::async_trait;
use chrono::{NaiveDate, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, DbBackend, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, TransactionTrait, UpdateMany,
};
use showscribe_application::ports::{
    Listed, Page, RepositoryError, ShowingRepository, StoredComparables, UpdatedShowing,
};
use showscribe_domain::cma::{Bathrooms, Bedrooms, HomeFacts, LotSize, SquareFeet, YearBuilt};
use showscribe_domain::showing::{
    ListPrice, NewShowing, Notes, Showing, ShowingComparables, ShowingDetails, ShowingId,
    ShowingStatus,
};
use showscribe_domain::{Cents, Email, UserId};

use super::comparables;
use crate::database::{Database, WriteGate, numbered};
use crate::entities::{recordings, reports, showings};
use crate::error::{corrupt, translate};

/// Showings in the `showings` table; every query filters on the owner.
#[derive(Clone, Debug)]
pub struct SqlShowingRepository {
    db: DatabaseConnection,
    writes: WriteGate,
}

impl SqlShowingRepository {
    pub fn new(database: &Database) -> Self {
        Self {
            db: database.connection.clone(),
            writes: database.writes.clone(),
        }
    }
}

/// The home's facts as stored. They were valid when stored, so no year is "in the future".
fn subject(m: &showings::Model) -> Result<HomeFacts, RepositoryError> {
    let fact = |what: &str, e: showscribe_domain::cma::FieldProblem| corrupt(what, e);
    Ok(HomeFacts {
        square_feet: m
            .square_feet
            .map(|v| SquareFeet::new(v).map_err(|e| fact("square feet", e)))
            .transpose()?,
        bedrooms: m
            .bedrooms
            .map(|v| Bedrooms::new(v).map_err(|e| fact("bedrooms", e)))
            .transpose()?,
        bathrooms: m
            .bathroom_halves
            .map(|h| Bathrooms::from_count(h as f64 / 2.0).map_err(|e| fact("bathrooms", e)))
            .transpose()?,
        year_built: m
            .year_built
            .map(|y| YearBuilt::new(y, NaiveDate::MAX).map_err(|e| fact("year built", e)))
            .transpose()?,
        lot_size: m
            .lot_size_acres
            .map(|a| LotSize::from_acres(a).map_err(|e| fact("lot size", e)))
            .transpose()?,
    })
}

pub(crate) fn to_domain(m: showings::Model) -> Result<Showing, RepositoryError> {
    let subject = subject(&m)?;
    let email = |s: Option<String>| -> Result<Option<Email>, RepositoryError> {
        s.map(|e| Email::parse(&e).map_err(|err| corrupt("email", err)))
            .transpose()
    };
    Ok(Showing {
        id: ShowingId(m.id),
        user_id: UserId(m.user_id),
        details: ShowingDetails {
            property_address: m.property_address,
            property_description: m.property_description,
            list_price: m
                .list_price_cents
                .map(|c| ListPrice::from_cents(Cents(c)).map_err(|e| corrupt("list price", e)))
                .transpose()?,
            client_name: m.client_name,
            client_email: email(m.client_email)?,
            client_phone: m.client_phone,
            agent_name: m.agent_name,
            agent_email: email(m.agent_email)?,
            agent_phone: m.agent_phone,
            agent_company: m.agent_company,
            repairs_needed: Notes::parse(&m.repairs_needed).map_err(|e| corrupt("notes", e))?,
            updates_wanted: Notes::parse(&m.updates_wanted).map_err(|e| corrupt("notes", e))?,
            subject,
        },
        status: ShowingStatus::from_stored(&m.status),
        created_at: m.created_at,
    })
}

/// Sets every detail the agent gives on the form (not the status, comparables or charges).
fn set_details(
    update: UpdateMany<showings::Entity>,
    d: &ShowingDetails,
) -> UpdateMany<showings::Entity> {
    use showings::Column as C;
    let email = |e: &Option<Email>| e.as_ref().map(|e| e.as_str().to_owned());
    update
        .col_expr(C::PropertyAddress, Expr::value(d.property_address.clone()))
        .col_expr(
            C::PropertyDescription,
            Expr::value(d.property_description.clone()),
        )
        .col_expr(
            C::ListPriceCents,
            Expr::value(d.list_price.map(|p| p.cents().0)),
        )
        .col_expr(C::ClientName, Expr::value(d.client_name.clone()))
        .col_expr(C::ClientEmail, Expr::value(email(&d.client_email)))
        .col_expr(C::ClientPhone, Expr::value(d.client_phone.clone()))
        .col_expr(C::AgentName, Expr::value(d.agent_name.clone()))
        .col_expr(C::AgentEmail, Expr::value(email(&d.agent_email)))
        .col_expr(C::AgentPhone, Expr::value(d.agent_phone.clone()))
        .col_expr(C::AgentCompany, Expr::value(d.agent_company.clone()))
        .col_expr(
            C::RepairsNeeded,
            Expr::value(d.repairs_needed.as_str().to_owned()),
        )
        .col_expr(
            C::UpdatesWanted,
            Expr::value(d.updates_wanted.as_str().to_owned()),
        )
        .col_expr(
            C::SquareFeet,
            Expr::value(d.subject.square_feet.map(|s| i64::from(s.get()))),
        )
        .col_expr(
            C::Bedrooms,
            Expr::value(d.subject.bedrooms.map(|b| i64::from(b.get()))),
        )
        .col_expr(
            C::BathroomHalves,
            Expr::value(d.subject.bathrooms.map(|b| i64::from(b.halves()))),
        )
        .col_expr(
            C::YearBuilt,
            Expr::value(d.subject.year_built.map(|y| i64::from(y.get()))),
        )
        .col_expr(
            C::LotSizeAcres,
            Expr::value(d.subject.lot_size.map(|l| l.acres())),
        )
}

/// The stored PDFs of the owner's `showing`'s reports (read from `idx_reports_stored_pdfs`).
async fn stored_pdfs(
    txn: &DatabaseTransaction,
    owner: UserId,
    showing: ShowingId,
) -> Result<Vec<String>, DbErr> {
    Ok(reports::Entity::find()
        .select_only()
        .column(reports::Column::PdfFilePath)
        .filter(reports::Column::UserId.eq(owner.0))
        .filter(reports::Column::ShowingId.eq(showing.0))
        .filter(reports::Column::PdfFilePath.is_not_null())
        .into_tuple::<Option<String>>()
        .all(txn)
        .await?
        .into_iter()
        .flatten()
        .collect())
}

/// The audio files of the owner's `showing`'s recordings.
async fn recording_files(
    txn: &DatabaseTransaction,
    owner: UserId,
    showing: ShowingId,
) -> Result<Vec<String>, DbErr> {
    recordings::Entity::find()
        .select_only()
        .column(recordings::Column::FileKey)
        .filter(recordings::Column::UserId.eq(owner.0))
        .filter(recordings::Column::ShowingId.eq(showing.0))
        .into_tuple::<String>()
        .all(txn)
        .await
}

/// The keys of the showing's photos' stored files (full size and thumbnail).
async fn photo_files(
    txn: &DatabaseTransaction,
    owner: UserId,
    showing: ShowingId,
) -> Result<Vec<String>, DbErr> {
    let rows = txn
        .query_all_raw(crate::database::numbered(
            txn.get_database_backend(),
            "SELECT full_key, thumbnail_key FROM photos WHERE showing_id = $1 AND user_id = $2",
            vec![showing.0.into(), owner.0.into()],
        ))
        .await?;
    let mut keys = Vec::with_capacity(rows.len() * 2);
    for r in rows {
        keys.push(r.try_get::<String>("", "full_key")?);
        keys.push(r.try_get::<String>("", "thumbnail_key")?);
    }
    Ok(keys)
}

impl SqlShowingRepository {
    /// One transaction of [`ShowingRepository::update_details`]: `None` when the owner has no
    /// such showing.
    async fn try_update_details(
        &self,
        owner: UserId,
        id: ShowingId,
        details: &ShowingDetails,
    ) -> Result<Option<(showings::Model, Vec<String>)>, DbErr> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await?;
        let updated = set_details(showings::Entity::update_many(), details)
            .col_expr(showings::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(showings::Column::Id.eq(id.0))
            .filter(showings::Column::UserId.eq(owner.0))
            .exec_with_returning(&txn)
            .await?;
        let Some(row) = updated.into_iter().next() else {
            txn.rollback().await?;
            return Ok(None);
        };
        let retired = stored_pdfs(&txn, owner, id).await?;
        if !retired.is_empty() {
            reports::Entity::update_many()
                .col_expr(
                    reports::Column::PdfFilePath,
                    Expr::value(Option::<String>::None),
                )
                .filter(reports::Column::UserId.eq(owner.0))
                .filter(reports::Column::ShowingId.eq(id.0))
                .filter(reports::Column::PdfFilePath.is_not_null())
                .exec(&txn)
                .await?;
        }
        txn.commit().await?;
        Ok(Some((row, retired)))
    }

    /// One transaction of [`ShowingRepository::delete`]: `None` when the owner has no such
    /// showing (nothing is deleted).
    async fn try_delete(&self, owner: UserId, id: ShowingId) -> Result<Option<Vec<String>>, DbErr> {
        let _turn = self.writes.turn().await;
        let txn = self.db.begin().await?;
        let mut files = stored_pdfs(&txn, owner, id).await?;
        files.extend(recording_files(&txn, owner, id).await?);
        files.extend(photo_files(&txn, owner, id).await?);
        // The recordings, photos and reports first: they refer to the showing.
        recordings::Entity::delete_many()
            .filter(recordings::Column::UserId.eq(owner.0))
            .filter(recordings::Column::ShowingId.eq(id.0))
            .exec(&txn)
            .await?;
        txn.execute_raw(crate::database::numbered(
            txn.get_database_backend(),
            "DELETE FROM photos WHERE showing_id = $1 AND user_id = $2",
            vec![id.0.into(), owner.0.into()],
        ))
        .await?;
        reports::Entity::delete_many()
            .filter(reports::Column::UserId.eq(owner.0))
            .filter(reports::Column::ShowingId.eq(id.0))
            .exec(&txn)
            .await?;
        let deleted = showings::Entity::delete_many()
            .filter(showings::Column::Id.eq(id.0))
            .filter(showings::Column::UserId.eq(owner.0))
            .exec(&txn)
            .await?;
        if deleted.rows_affected == 0 {
            txn.rollback().await?;
            return Ok(None);
        }
        txn.commit().await?;
        Ok(Some(files))
    }
}

#[async_trait]
impl ShowingRepository for SqlShowingRepository {
    async fn insert(&self, new: NewShowing) -> Result<Showing, RepositoryError> {
        let d = new.details;
        let row = showings::ActiveModel {
            user_id: Set(new.user_id.0),
            property_address: Set(d.property_address),
            property_description: Set(d.property_description),
            list_price_cents: Set(d.list_price.map(|p| p.cents().0)),
            client_name: Set(d.client_name),
            client_email: Set(d.client_email.map(|e| e.as_str().to_owned())),
            client_phone: Set(d.client_phone),
            agent_name: Set(d.agent_name),
            agent_email: Set(d.agent_email.map(|e| e.as_str().to_owned())),
            agent_phone: Set(d.agent_phone),
            agent_company: Set(d.agent_company),
            repairs_needed: Set(d.repairs_needed.as_str().to_owned()),
            updates_wanted: Set(d.updates_wanted.as_str().to_owned()),
            square_feet: Set(d.subject.square_feet.map(|s| i64::from(s.get()))),
            bedrooms: Set(d.subject.bedrooms.map(|b| i64::from(b.get()))),
            bathroom_halves: Set(d.subject.bathrooms.map(|b| i64::from(b.halves()))),
            year_built: Set(d.subject.year_built.map(|y| i64::from(y.get()))),
            lot_size_acres: Set(d.subject.lot_size.map(|l| l.acres())),
            comparables: Set(None),
            comparables_revision: Set(0),
            charged_basis: Set(None),
            status: Set(ShowingStatus::Pending.as_str().to_owned()),
            created_at: Set(new.created_at),
            updated_at: Set(new.created_at),
            ..Default::default()
        };
        let _turn = self.writes.turn().await;
        to_domain(row.insert(&self.db).await.map_err(translate)?)
    }

    async fn find(&self, owner: UserId, id: ShowingId) -> Result<Option<Showing>, RepositoryError> {
        showings::Entity::find_by_id(id.0)
            .filter(showings::Column::UserId.eq(owner.0))
            .one(&self.db)
            .await
            .map_err(translate)?
            .map(to_domain)
            .transpose()
    }

    async fn list(&self, owner: UserId, page: Page) -> Result<Listed<Showing>, RepositoryError> {
        let query = showings::Entity::find().filter(showings::Column::UserId.eq(owner.0));
        let total = query.clone().count(&self.db).await.map_err(translate)?;
        let rows = query
            .order_by_desc(showings::Column::Id)
            .limit(page.limit)
            .offset(page.offset)
            .all(&self.db)
            .await
            .map_err(translate)?;
        Ok(Listed {
            items: rows.into_iter().map(to_domain).collect::<Result<_, _>>()?,
            total,
        })
    }

    async fn update_home_facts(
        &self,
        owner: UserId,
        id: ShowingId,
        subject: &HomeFacts,
    ) -> Result<Showing, RepositoryError> {
        let _turn = self.writes.turn().await;
        let updated = showings::Entity::update_many()
            .col_expr(
                showings::Column::SquareFeet,
                Expr::value(subject.square_feet.map(|s| i64::from(s.get()))),
            )
            .col_expr(
                showings::Column::Bedrooms,
                Expr::value(subject.bedrooms.map(|b| i64::from(b.get()))),
            )
            .col_expr(
                showings::Column::BathroomHalves,
                Expr::value(subject.bathrooms.map(|b| i64::from(b.halves()))),
            )
            .col_expr(
                showings::Column::YearBuilt,
                Expr::value(subject.year_built.map(|y| i64::from(y.get()))),
            )
            .col_expr(
                showings::Column::LotSizeAcres,
                Expr::value(subject.lot_size.map(|l| l.acres())),
            )
            .col_expr(showings::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(showings::Column::Id.eq(id.0))
            .filter(showings::Column::UserId.eq(owner.0))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        if updated.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find(owner, id).await?.ok_or(RepositoryError::NotFound)
    }

    async fn update_details(
        &self,
        owner: UserId,
        id: ShowingId,
        details: &ShowingDetails,
    ) -> Result<UpdatedShowing, RepositoryError> {
        let (row, retired_pdfs) = self
            .try_update_details(owner, id, details)
            .await
            .map_err(translate)?
            .ok_or(RepositoryError::NotFound)?;
        Ok(UpdatedShowing {
            showing: to_domain(row)?,
            retired_pdfs,
        })
    }

    async fn delete(&self, owner: UserId, id: ShowingId) -> Result<Vec<String>, RepositoryError> {
        self.try_delete(owner, id)
            .await
            .map_err(translate)?
            .ok_or(RepositoryError::NotFound)
    }

    async fn comparables(
        &self,
        owner: UserId,
        id: ShowingId,
    ) -> Result<Option<StoredComparables>, RepositoryError> {
        let row: Option<(Option<String>, i64)> = showings::Entity::find_by_id(id.0)
            .filter(showings::Column::UserId.eq(owner.0))
            .select_only()
            .column(showings::Column::Comparables)
            .column(showings::Column::ComparablesRevision)
            .into_tuple()
            .one(&self.db)
            .await
            .map_err(translate)?;
        row.map(|(text, revision)| {
            let comparables = match text {
                Some(text) => comparables::decode(&text).map_err(|e| corrupt("comparables", e))?,
                None => ShowingComparables::default(),
            };
            Ok(StoredComparables {
                comparables,
                revision,
            })
        })
        .transpose()
    }

    async fn save_comparables(
        &self,
        owner: UserId,
        id: ShowingId,
        set: &ShowingComparables,
        revision: i64,
    ) -> Result<Option<i64>, RepositoryError> {
        // Compare and set: the update lands only on the revision the caller read.
        let next = revision + 1;
        let _turn = self.writes.turn().await;
        let updated = showings::Entity::update_many()
            .col_expr(
                showings::Column::Comparables,
                Expr::value(comparables::encode(set)),
            )
            .col_expr(showings::Column::ComparablesRevision, Expr::value(next))
            .col_expr(showings::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(showings::Column::Id.eq(id.0))
            .filter(showings::Column::UserId.eq(owner.0))
            .filter(showings::Column::ComparablesRevision.eq(revision))
            .exec(&self.db)
            .await
            .map_err(translate)?;
        if updated.rows_affected == 1 {
            return Ok(Some(next));
        }
        match self.comparables(owner, id).await? {
            Some(_) => Ok(None),
            None => Err(RepositoryError::NotFound),
        }
    }
}

/// Whether the showing is the owner's: what a repository asks before answering `NotFound` for a
/// showing it cannot see.
pub(crate) async fn is_owners(
    db: &impl ConnectionTrait,
    owner: UserId,
    showing: ShowingId,
) -> Result<bool, RepositoryError> {
    owned(db, owner, showing, "").await
}

/// Whether the showing is the owner's, its row locked on PostgreSQL until the transaction ends,
/// so that concurrent writers to one showing's rows take turns (SQLite writers always do).
pub(crate) async fn lock_if_owners(
    txn: &impl ConnectionTrait,
    owner: UserId,
    showing: ShowingId,
) -> Result<bool, RepositoryError> {
    let lock = match txn.get_database_backend() {
        DbBackend::Postgres => " FOR UPDATE",
        _ => "",
    };
    owned(txn, owner, showing, lock).await
}

async fn owned(
    db: &impl ConnectionTrait,
    owner: UserId,
    showing: ShowingId,
    lock: &str,
) -> Result<bool, RepositoryError> {
    Ok(db
        .query_one_raw(numbered(
            db.get_database_backend(),
            &format!("SELECT id FROM showings WHERE id = $1 AND user_id = $2{lock}"),
            vec![showing.0.into(), owner.0.into()],
        ))
        .await
        .map_err(translate)?
        .is_some())
}
