//! Report content: what a report writer drafts, how its costs are grounded in the catalog, and
//! the totals and investment summary, which only the domain computes.

mod content;
mod draft;
mod grounding;

pub use content::{DISCLAIMER, Generator, ReportContent, Totals};
pub use draft::{CostRange, DraftFinding, FindingKind, Priority, ReportDraft};
pub use grounding::{PricedItem, ground};
