use async_trait::async_trait;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};
use showscribe_application::ports::{Listed, Page, RepositoryError, ShowingRepository};
use showscribe_domain::showing::{
    ListPrice, NewShowing, Notes, Showing, ShowingDetails, ShowingId, ShowingStatus,
};
use showscribe_domain::{Cents, Email, UserId};

use crate::entities::showings;
use crate::error::{corrupt, translate};

/// Showings in the `showings` table; every query filters on the owner.
#[derive(Clone, Debug)]
pub struct SqlShowingRepository {
    db: DatabaseConnection,
}

impl SqlShowingRepository {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

pub(crate) fn to_domain(m: showings::Model) -> Result<Showing, RepositoryError> {
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
        },
        status: ShowingStatus::from_stored(&m.status),
        created_at: m.created_at,
    })
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
            status: Set(ShowingStatus::Pending.as_str().to_owned()),
            created_at: Set(new.created_at),
            updated_at: Set(new.created_at),
            ..Default::default()
        };
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
}
