//! The cost catalog (national budgeting ranges per item, with their sources) and the regional
//! factors that localise them. Both are data files parsed here; nothing is hard-coded.

mod items;
mod region;

pub use items::{CatalogError, CatalogItem, CostCatalog, CostUnit};
pub use region::{Region, RegionalFactors};
