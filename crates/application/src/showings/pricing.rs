//! How a showing's costs are priced: the catalog, the region its address is in, and the sizes
//! an estimate may assume. Generating a report, adding an item to one and searching the catalog
//! for a showing all price through here, so they always agree.

use showscribe_domain::catalog::{Region, RegionalFactors, square_feet_in};
use showscribe_domain::report::{Pricing, ReportContent};
use showscribe_domain::showing::ShowingDetails;

use super::generate_report::ReportingData;

/// The region a showing's costs are scaled to: its address's state, national without one.
pub(crate) fn region_of(details: &ShowingDetails, factors: &RegionalFactors) -> Region {
    details
        .property_address
        .as_deref()
        .map_or_else(Region::national, |a| factors.region_of(a))
}

/// The region a report was priced for.
pub(crate) fn region_of_report(content: &ReportContent) -> Region {
    Region {
        state: content.region_state.clone(),
        factor: content.region_factor,
    }
}

/// The home's own size: its facts, else what its description states.
pub(crate) fn home_square_feet(details: &ShowingDetails) -> Option<f64> {
    details
        .subject
        .square_feet
        .map(|s| f64::from(s.get()))
        .or_else(|| {
            details
                .property_description
                .as_deref()
                .and_then(square_feet_in)
        })
}

/// What the costs of `details`' home are grounded in, in `region`.
pub(crate) fn pricing<'a>(
    data: &'a ReportingData,
    details: &ShowingDetails,
    region: &'a Region,
) -> Pricing<'a> {
    Pricing {
        catalog: &data.catalog,
        region,
        rooms: &data.rooms,
        home_square_feet: home_square_feet(details),
    }
}
