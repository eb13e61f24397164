//! Report fixtures shared by the tests, the benchmark and the `sample` example.
#![allow(dead_code)]

use chrono::{NaiveDate, TimeZone, Utc};
use showscribe_application::ports::{AgentBranding, Logo, LogoFormat, PdfInput, ReportPhoto};
use showscribe_domain::catalog::Region;
use showscribe_domain::cma::narrative::paragraph;
use showscribe_domain::cma::{
    Bathrooms, Bedrooms, Comparable, ComparableFields, ComparableStatus, FeatureRates, HomeFacts,
    LotSize, MarketAnalysis, SquareFeet, YearBuilt,
};
use showscribe_domain::report::{
    CostRange, FindingKind, Generator, MarketAnalysisContent, PricedItem, Priority, ReportContent,
};
use showscribe_domain::showing::{
    ListPrice, Notes, Report, ReportId, ReportType, Showing, ShowingDetails, ShowingId,
    ShowingStatus,
};
use showscribe_domain::{Cents, Email, UserId};

pub const ADDRESS: &str = "1428 Elm Street, Springfield, IL 62704";
pub const CLIENT: &str = "Morgan Ellis";
pub const AGENT: &str = "Jordan Rivera";
pub const SUMMARY: &str = "The home at 1428 Elm Street is a well-kept 1978 ranch with a few \
items that need attention before closing. The water heater is leaking and near the end of its \
life, the roof has an active leak above the primary bedroom, and the electrical panel has \
double-tapped breakers that an electrician should correct.\n\nThe buyers would like to refresh \
the living areas: new paint, refinished hardwood floors and quartz kitchen countertops.";

type Row = (
    &'static str,
    FindingKind,
    &'static str,
    Priority,
    Option<(i64, i64, i64)>,
);

/// A realistic showing's findings, in dollars.
pub const ITEMS: [Row; 13] = [
    (
        "Replace the leaking 50-gallon gas water heater",
        FindingKind::Repair,
        "Plumbing",
        Priority::Soon,
        Some((880, 1_330, 1_810)),
    ),
    (
        "Repair the active roof leak above the primary bedroom",
        FindingKind::Repair,
        "Roof",
        Priority::Soon,
        Some((400, 1_150, 1_900)),
    ),
    (
        "Correct double-tapped breakers in the main electrical panel",
        FindingKind::Repair,
        "Electrical",
        Priority::Safety,
        Some((150, 350, 700)),
    ),
    (
        "Install GFCI outlets in the kitchen and both bathrooms",
        FindingKind::Repair,
        "Electrical",
        Priority::Safety,
        Some((210, 420, 750)),
    ),
    (
        "Regrade the soil away from the north foundation wall",
        FindingKind::Repair,
        "Exterior",
        Priority::Soon,
        Some((1_000, 2_500, 4_500)),
    ),
    (
        "Evaluate possible mold in the crawl space",
        FindingKind::Repair,
        "Environmental",
        Priority::Safety,
        None,
    ),
    (
        "Replace the cracked furnace flue connector",
        FindingKind::Repair,
        "HVAC",
        Priority::Safety,
        Some((150, 400, 800)),
    ),
    (
        "Patch and seal the cracked driveway sections",
        FindingKind::Repair,
        "Exterior",
        Priority::Cosmetic,
        Some((600, 1_500, 3_000)),
    ),
    (
        "Repaint the living room, dining room and hallway",
        FindingKind::Upgrade,
        "Interior",
        Priority::Cosmetic,
        Some((2_700, 5_400, 8_110)),
    ),
    (
        "Refinish the original oak hardwood floors",
        FindingKind::Upgrade,
        "Flooring",
        Priority::Cosmetic,
        Some((1_100, 1_800, 2_600)),
    ),
    (
        "Replace the laminate kitchen countertops with quartz",
        FindingKind::Upgrade,
        "Kitchen",
        Priority::Cosmetic,
        Some((2_500, 4_000, 6_500)),
    ),
    (
        "Add a paver patio off the back door",
        FindingKind::Upgrade,
        "Exterior",
        Priority::Cosmetic,
        None,
    ),
    (
        "Replace the front entry door with a fiberglass door",
        FindingKind::Upgrade,
        "Exterior",
        Priority::Cosmetic,
        Some((1_000, 2_200, 3_800)),
    ),
];

pub fn dollars(d: i64) -> Cents {
    Cents(d * 100)
}

fn priced((description, kind, category, priority, cost): Row, suffix: &str) -> PricedItem {
    PricedItem {
        id: String::new(),
        description: format!("{description}{suffix}"),
        kind,
        category: category.into(),
        priority,
        catalog_key: None,
        quantity: None,
        cost: cost.map(|(l, t, h)| CostRange::new(dollars(l), dollars(t), dollars(h))),
        note: match (
            cost,
            description.starts_with("Replace the front entry door"),
        ) {
            (Some(_), true) => Some(
                "Writer's estimate, not in the cost catalog: confirm with a contractor quote"
                    .into(),
            ),
            _ => None,
        },
        agent_figure: false,
    }
}

/// The 13 realistic findings.
pub fn items() -> Vec<PricedItem> {
    ITEMS.into_iter().map(|r| priced(r, "")).collect()
}

/// `n` findings, cycling through the realistic ones with a number so each is distinct.
pub fn many_items(n: usize) -> Vec<PricedItem> {
    ITEMS
        .into_iter()
        .cycle()
        .take(n)
        .enumerate()
        .map(|(i, r)| priced(r, &format!(" (finding {})", i + 1)))
        .collect()
}

pub fn content(summary: &str, items: Vec<PricedItem>, list_price: Option<Cents>) -> ReportContent {
    ReportContent::assemble(
        summary.into(),
        items,
        list_price,
        Generator::Estimator,
        None,
        &Region {
            state: Some("IL".into()),
            factor: 0.97,
        },
    )
}

pub fn showing(address: Option<&str>, client: Option<&str>, list_price: Option<Cents>) -> Showing {
    Showing {
        id: ShowingId(7),
        user_id: UserId(1),
        details: ShowingDetails {
            property_address: address.map(Into::into),
            property_description: Some("3 bed, 2 bath ranch built in 1978".into()),
            list_price: list_price.and_then(|p| ListPrice::from_cents(p).ok()),
            client_name: client.map(Into::into),
            client_email: Email::parse("morgan.ellis@example.com").ok(),
            client_phone: None,
            agent_name: Some(AGENT.into()),
            agent_email: Email::parse("jordan@riverahomes.example").ok(),
            agent_phone: Some("(217) 555-0142".into()),
            agent_company: Some("Rivera Homes".into()),
            repairs_needed: Notes::default(),
            updates_wanted: Notes::default(),
            subject: subject(),
        },
        status: ShowingStatus::Completed,
        created_at: Utc.with_ymd_and_hms(2026, 5, 12, 14, 30, 0).unwrap(),
    }
}

pub fn report(content: ReportContent, report_type: ReportType) -> Report {
    Report {
        id: ReportId(42),
        showing_id: ShowingId(7),
        user_id: UserId(1),
        report_type,
        content,
        email_sent: false,
        pdf_file_path: None,
        created_at: Utc.with_ymd_and_hms(2026, 5, 12, 15, 0, 0).unwrap(),
    }
}

pub fn agent(logo: Option<Logo>) -> AgentBranding {
    AgentBranding {
        name: AGENT.into(),
        broker_office: "Prairie State Realty".into(),
        company: Some("Rivera Homes".into()),
        phone: "(217) 555-0142".into(),
        email: "jordan@riverahomes.example".into(),
        logo,
    }
}

/// A complete input: the realistic report with a list price and the PNG logo.
pub fn input_with(items: Vec<PricedItem>, logo: Option<Logo>) -> PdfInput {
    let price = Some(dollars(525_000));
    PdfInput {
        report: report(content(SUMMARY, items, price), ReportType::Comprehensive),
        market_analysis: None,
        showing: showing(Some(ADDRESS), Some(CLIENT), price),
        agent: agent(logo),
        generated_on: NaiveDate::from_ymd_opt(2026, 5, 13).unwrap(),
        photos: Vec::new(),
        repair_request: None,
    }
}

/// A 400 × 300 thumbnail as the server stores them (JPEG, quality 80): a sky-to-wall gradient
/// with a dark "window" and some grain, so it compresses like a photo, not like a flat colour.
pub fn photo_thumbnail(variant: u32) -> Vec<u8> {
    let (w, h) = (400u32, 300u32);
    let mut seed = 0x9E37_79B9_u32 ^ variant.wrapping_mul(0x85EB_CA6B);
    let mut rgb = Vec::with_capacity((w * h * 3) as usize);
    for y in 0..h {
        for x in 0..w {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let grain = (seed % 24) as u8;
            let window = (140..260).contains(&x) && (60..200).contains(&y);
            let base = if window {
                [40, 52, 70]
            } else {
                let t = (y * 255 / h) as u8;
                [
                    180u8.saturating_sub(t / 3),
                    170 + (variant * 7 % 60) as u8,
                    150u8.saturating_add(t / 4),
                ]
            };
            rgb.extend(base.map(|c| c.saturating_add(grain)));
        }
    }
    let mut bytes = Vec::new();
    jpeg_encoder::Encoder::new(&mut bytes, 80)
        .encode(&rgb, w as u16, h as u16, jpeg_encoder::ColorType::Rgb)
        .unwrap();
    bytes
}

/// The realistic report with `n` photos: the first two beside its first repair, the third
/// beside its first upgrade, the rest on the photo page; every other one captioned.
pub fn input_with_photos(n: u32) -> PdfInput {
    let mut input = realistic_input();
    let first_repair = input.report.content.repairs[0].id.clone();
    let first_upgrade = input.report.content.upgrades[0].id.clone();
    input.photos = (0..n)
        .map(|i| ReportPhoto {
            jpeg: photo_thumbnail(i),
            caption: (i % 2 == 0).then(|| format!("Photo caption {i}")),
            item_id: match i {
                0 | 1 => Some(first_repair.clone()),
                2 => Some(first_upgrade.clone()),
                _ => None,
            },
        })
        .collect();
    input
}

pub fn realistic_input() -> PdfInput {
    input_with(items(), Some(png_logo()))
}

/// The day the CMA fixtures are checked against.
pub fn cma_today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 5, 13).unwrap()
}

/// The home at 1428 Elm Street: 1,850 sq ft, 3 beds, 2 baths, built 1978, a quarter acre.
pub fn subject() -> HomeFacts {
    HomeFacts {
        square_feet: Some(SquareFeet::new(1_850).unwrap()),
        bedrooms: Some(Bedrooms::new(3).unwrap()),
        bathrooms: Some(Bathrooms::from_count(2.0).unwrap()),
        year_built: Some(YearBuilt::new(1978, cma_today()).unwrap()),
        lot_size: Some(LotSize::from_acres(0.25).unwrap()),
    }
}

type CompRow = (
    &'static str,
    ComparableStatus,
    i64,
    (u32, u32, u32),
    Option<i64>,
    Option<i64>,
    Option<f64>,
    Option<i64>,
    Option<f64>,
    i64,
);

/// Four comparables: address, status, price in dollars, date, sq ft, beds, baths, year built,
/// distance, ±%.
pub const COMPARABLES: [CompRow; 4] = [
    (
        "1502 Elm Street",
        ComparableStatus::Sold,
        505_000,
        (2026, 3, 14),
        Some(1_800),
        Some(3),
        Some(2.0),
        Some(1975),
        Some(0.2),
        0,
    ),
    (
        "88 Maple Avenue",
        ComparableStatus::Sold,
        539_900,
        (2026, 2, 27),
        Some(1_950),
        Some(4),
        Some(2.5),
        Some(1985),
        Some(0.6),
        -5,
    ),
    (
        "310 Oak Court",
        ComparableStatus::Pending,
        515_000,
        (2026, 4, 20),
        Some(1_875),
        Some(3),
        Some(2.0),
        Some(1979),
        Some(0.9),
        0,
    ),
    (
        "27 Birch Lane",
        ComparableStatus::Active,
        549_000,
        (2026, 5, 2),
        Some(1_900),
        Some(3),
        Some(2.5),
        Some(1992),
        Some(1.1),
        -5,
    ),
];

pub fn comparables() -> Vec<Comparable> {
    COMPARABLES
        .into_iter()
        .map(
            |(address, status, price, (y, m, d), sq, beds, baths, year, distance, pct)| {
                Comparable::new(
                    ComparableFields {
                        address: Some(address.into()),
                        status: Some(status),
                        price: Some(dollars(price)),
                        date: NaiveDate::from_ymd_opt(y as i32, m, d),
                        square_feet: sq,
                        bedrooms: beds,
                        bathrooms: baths,
                        year_built: year,
                        distance_miles: distance,
                        // Every other comparable's lot is known.
                        lot_size_acres: (price % 2 == 0).then_some(0.22),
                        percent_adjustment: pct,
                    },
                    cma_today(),
                )
                .unwrap()
            },
        )
        .collect()
}

/// A `cma` report of the realistic showing with these comparables, weighed against `showing`'s
/// repairs.
pub fn market_analysis(comparables: &[Comparable], showing_report: &ReportContent) -> Report {
    let rates = FeatureRates::DEFAULT;
    let result = MarketAnalysis {
        subject: subject(),
        comparables,
        rates,
        list_price: ListPrice::from_cents(dollars(525_000)).ok(),
        repairs: Some(showing_report.repair_totals),
    }
    .compute();
    let analysis = MarketAnalysisContent::new(
        &result,
        &subject(),
        &rates,
        paragraph(&result),
        Generator::Estimator,
    );
    let mut r = report(
        ReportContent::market_analysis(analysis, Some(dollars(525_000)), &Region::national()),
        ReportType::Cma,
    );
    r.id = ReportId(43);
    r
}

/// The realistic report with its market analysis.
pub fn realistic_input_with_cma() -> PdfInput {
    let mut input = realistic_input();
    input.market_analysis = Some(market_analysis(&comparables(), &input.report.content));
    input
}

const LOGO_SIZE: (u32, u32) = (480, 160);

/// A 480×160 logo drawn pixel by pixel: a blue tile with a white house beside two grey bars
/// (a name and a tagline), on a transparent background. RGBA.
fn logo_pixels() -> Vec<u8> {
    let (w, h) = LOGO_SIZE;
    let mut pixels = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h as i32 {
        for x in 0..w as i32 {
            let roof = (30..80).contains(&y) && (x - 80).abs() <= (y - 30);
            let body = (45..=115).contains(&x) && (80..130).contains(&y);
            let door = (72..=88).contains(&x) && (100..130).contains(&y);
            let name = (190..450).contains(&x) && (55..75).contains(&y);
            let tagline = (190..380).contains(&x) && (90..104).contains(&y);
            let pixel = if x < 160 && (roof || body) && !door {
                [255, 255, 255, 255]
            } else if x < 160 {
                [29, 78, 216, 255]
            } else if name {
                [30, 41, 59, 255]
            } else if tagline {
                [148, 163, 184, 255]
            } else {
                [255, 255, 255, 0]
            };
            pixels.extend_from_slice(&pixel);
        }
    }
    pixels
}

pub fn png_logo() -> Logo {
    let (w, h) = LOGO_SIZE;
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, w, h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&logo_pixels()).unwrap();
    }
    Logo {
        bytes,
        format: LogoFormat::Png,
    }
}

pub fn jpeg_logo() -> Logo {
    let (w, h) = LOGO_SIZE;
    let rgb: Vec<u8> = logo_pixels()
        .chunks(4)
        .flat_map(|p| {
            if p[3] == 0 {
                [255, 255, 255]
            } else {
                [p[0], p[1], p[2]]
            }
        })
        .collect();
    let mut bytes = Vec::new();
    jpeg_encoder::Encoder::new(&mut bytes, 85)
        .encode(&rgb, w as u16, h as u16, jpeg_encoder::ColorType::Rgb)
        .unwrap();
    Logo {
        bytes,
        format: LogoFormat::Jpeg,
    }
}

pub fn svg_logo() -> Logo {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
  <rect x="0" y="0" width="120" height="120" rx="18" fill="#1d4ed8"/>
  <path d="M60 22 L100 58 L90 58 L90 98 L30 98 L30 58 L20 58 Z" fill="#ffffff"/>
  <rect x="52" y="72" width="16" height="26" fill="#1d4ed8"/>
  <rect x="140" y="44" width="200" height="12" rx="6" fill="#1e293b"/>
  <rect x="140" y="68" width="140" height="10" rx="5" fill="#94a3b8"/>
</svg>"##;
    Logo {
        bytes: svg.as_bytes().to_vec(),
        format: LogoFormat::Svg,
    }
}

/// The PDF's text, as a reader's copy-and-paste would give it.
pub fn pdf_text(pdf: &[u8]) -> String {
    pdf_extract::extract_text_from_mem(pdf).unwrap()
}

/// Collapses runs of whitespace, so assertions do not depend on where lines break.
pub fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
