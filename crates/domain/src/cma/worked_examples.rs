//! Whole analyses worked out by hand, with the arithmetic in the comments, checked against the
//! code to the cent and to the word.

use chrono::NaiveDate;
use proptest::prelude::*;

use super::narrative::{condition_sentence, paragraph};
use super::*;
use crate::money::Cents;
use crate::report::{CostRange, Totals};
use crate::showing::ListPrice;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 4, 1).unwrap()
}

fn dollars(d: i64) -> Cents {
    Cents(d * 100)
}

struct Comp {
    address: &'static str,
    status: ComparableStatus,
    price: i64,
    square_feet: Option<i64>,
    bedrooms: Option<i64>,
    bathrooms: Option<f64>,
    year_built: Option<i64>,
    distance: Option<f64>,
    percent: i64,
}

fn comparable(c: Comp) -> Comparable {
    Comparable::new(
        ComparableFields {
            address: Some(c.address.into()),
            status: Some(c.status),
            price: Some(dollars(c.price)),
            date: NaiveDate::from_ymd_opt(2026, 2, 10),
            square_feet: c.square_feet,
            bedrooms: c.bedrooms,
            bathrooms: c.bathrooms,
            year_built: c.year_built,
            distance_miles: c.distance,
            lot_size_acres: None,
            percent_adjustment: c.percent,
        },
        today(),
    )
    .unwrap()
}

fn simple(
    address: &'static str,
    status: ComparableStatus,
    price: i64,
    square_feet: i64,
    distance: f64,
    percent: i64,
) -> Comparable {
    comparable(Comp {
        address,
        status,
        price,
        square_feet: Some(square_feet),
        bedrooms: None,
        bathrooms: None,
        year_built: None,
        distance: Some(distance),
        percent,
    })
}

fn subject_of(square_feet: i64) -> HomeFacts {
    HomeFacts {
        square_feet: Some(SquareFeet::new(square_feet).unwrap()),
        ..HomeFacts::default()
    }
}

fn list(d: i64) -> Option<ListPrice> {
    Some(ListPrice::from_cents(dollars(d)).unwrap())
}

fn repairs(typical: i64, high: i64) -> Option<Totals> {
    Some(Totals {
        cost: CostRange::new(dollars(typical * 8 / 10), dollars(typical), dollars(high)),
        unpriced: 0,
    })
}

fn complete(result: MarketAnalysisResult) -> CompleteAnalysis {
    match result {
        MarketAnalysisResult::Complete(a) => a,
        MarketAnalysisResult::InsufficientData(i) => panic!("insufficient data: {}", i.message()),
    }
}

fn insufficient(result: MarketAnalysisResult) -> InsufficientData {
    match result {
        MarketAnalysisResult::InsufficientData(i) => i,
        MarketAnalysisResult::Complete(a) => panic!("expected insufficient data, got {a:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// An RPR-style simple CMA: four comparables, ±% adjustments only, a 1,700 sq ft subject.
//
//   12 Oak St    sold    $500,000  1,600 sq ft  +5%   $525,000 / 1,600 = $328.125  → $328.13
//   34 Elm St    sold    $540,000  1,800 sq ft  -5%   $513,000 / 1,800 = $285.00
//   56 Pine Ave  sold    $480,000  1,550 sq ft   0%   $480,000 / 1,550 = $309.677… → $309.68
//   78 Birch Rd  active  $560,000  1,750 sq ft  -10%  $504,000 / 1,750 = $288.00
//
//   sorted $285.00, $288.00, $309.68, $328.13
//   median  ($288.00 + $309.68) / 2 = $298.84           (even count: mean of the middle two)
//   average ($285.00 + $288.00 + $309.68 + $328.13) / 4 = $1,210.81 / 4 = $302.7025 → $302.70
//   value   low   $285.00 × 1,700 = $484,500
//           point $298.84 × 1,700 = $508,028
//           high  $328.13 × 1,700 = $557,821
// ---------------------------------------------------------------------------------------------

fn rpr_comparables() -> Vec<Comparable> {
    use ComparableStatus::{Active, Sold};
    vec![
        simple("12 Oak St", Sold, 500_000, 1_600, 0.3, 5),
        simple("34 Elm St", Sold, 540_000, 1_800, 0.5, -5),
        simple("56 Pine Ave", Sold, 480_000, 1_550, 0.8, 0),
        simple("78 Birch Rd", Active, 560_000, 1_750, 1.2, -10),
    ]
}

fn rpr(list_price: Option<ListPrice>) -> CompleteAnalysis {
    let comparables = rpr_comparables();
    complete(
        MarketAnalysis {
            subject: subject_of(1_700),
            comparables: &comparables,
            rates: FeatureRates::NONE,
            list_price,
            repairs: None,
        }
        .compute(),
    )
}

#[test]
fn rpr_simple_cma_adjusts_by_percent_and_takes_the_median_of_an_even_count() {
    let a = rpr(list(525_000));
    let adjusted: Vec<(Cents, Option<Cents>)> = a
        .comparables
        .iter()
        .map(|c| (c.adjusted_price, c.price_per_square_foot))
        .collect();
    assert_eq!(
        adjusted,
        vec![
            (dollars(525_000), Some(Cents(32_813))),
            (dollars(513_000), Some(Cents(28_500))),
            (dollars(480_000), Some(Cents(30_968))),
            (dollars(504_000), Some(Cents(28_800))),
        ]
    );
    assert_eq!(a.comparables[0].percent_amount, dollars(25_000));
    assert_eq!(a.comparables[3].percent_amount, dollars(-56_000));
    assert_eq!(
        a.price_per_square_foot,
        PricePerSquareFoot {
            low: Cents(28_500),
            median: Cents(29_884),
            average: Cents(30_270),
            high: Cents(32_813),
            count: 4,
        }
    );
    assert_eq!(
        a.value,
        ValueRange {
            low: dollars(484_500),
            point: dollars(508_028),
            high: dollars(557_821),
        }
    );
}

#[test]
fn where_the_list_price_sits() {
    // Within: $525,000 is between $484,500 and $557,821.
    //   ($525,000 - $508,028) / $508,028 = $16,972 / $508,028 = 3.3408% → 334 bp, "about 3% above"
    let within = rpr(list(525_000)).list_price.unwrap();
    assert_eq!(within.position, RangePosition::Within);
    assert_eq!(within.difference, dollars(16_972));
    assert_eq!(within.versus_point.basis_points(), 334);
    assert_eq!(within.versus_point.comparison(), Comparison::Above);
    assert_eq!(within.versus_point.whole_percent(), 3);

    // Below: $480,000 < $484,500.
    //   ($480,000 - $508,028) / $508,028 = -5.5170% → -552 bp, "about 6% below"
    let below = rpr(list(480_000)).list_price.unwrap();
    assert_eq!(below.position, RangePosition::Below);
    assert_eq!(below.versus_point.basis_points(), -552);
    assert_eq!(below.versus_point.comparison(), Comparison::Below);
    assert_eq!(below.versus_point.whole_percent(), 6);

    // Above: $560,000 > $557,821.  $51,972 / $508,028 = 10.2301% → 1,023 bp
    let above = rpr(list(560_000)).list_price.unwrap();
    assert_eq!(above.position, RangePosition::Above);
    assert_eq!(above.versus_point.basis_points(), 1_023);

    // The ends of the range are inside it.
    assert_eq!(
        rpr(list(484_500)).list_price.unwrap().position,
        RangePosition::Within
    );
    assert_eq!(
        rpr(list(557_821)).list_price.unwrap().position,
        RangePosition::Within
    );
    assert_eq!(rpr(None).list_price, None);
}

#[test]
fn rpr_narrative() {
    assert_eq!(
        paragraph(&MarketAnalysisResult::Complete(rpr(list(525_000)))),
        "This analysis uses 4 comparable homes (3 sold, 1 active), all within 1.2 mi of the \
         home. After adjustments they come to $285/sq ft to $328/sq ft, with a median of \
         $299/sq ft and an average of $303/sq ft. Applied to the home's 1,700 sq ft, that \
         indicates a market value of $484,500 to $557,821, with a point value of $508,028. The \
         asking price of $525,000 is within that range, about 3% above the point value."
    );
    let above = paragraph(&MarketAnalysisResult::Complete(rpr(list(560_000))));
    assert!(
        above.ends_with(
            "The asking price of $560,000 is above that range, about 10% above the point value."
        ),
        "{above}"
    );
    let below = paragraph(&MarketAnalysisResult::Complete(rpr(list(480_000))));
    assert!(
        below.ends_with(
            "The asking price of $480,000 is below that range, about 6% below the point value."
        ),
        "{below}"
    );
}

// ---------------------------------------------------------------------------------------------
// A feature-adjusted analysis with the default rates ($10,000 per bedroom, $7,500 per bathroom,
// $50 per sq ft, $1,000 per year), three comparables, and the repairs from the product issue.
//
// Subject: 1,700 sq ft, 3 beds, 2.5 baths, built 2005. Listed at $525,000. Repairs: $18,400
// typical, $27,900 high.
//
//   101 Main St  sold     $505,000  1,600 sq ft  3 bd  2 ba        1995   0%
//     bedrooms 0; bathrooms (5 - 4) halves × $7,500 / 2 = +$3,750; area +100 × $50 = +$5,000;
//     age (2005 - 1995) × $1,000 = +$10,000 → +$18,750 → $523,750 / 1,600 = $327.34375 → $327.34
//   202 Main St  sold     $550,000  1,850 sq ft  4 bd  3 ba        2010   0%
//     bedrooms -$10,000; bathrooms -1 half → -$3,750; area -150 × $50 = -$7,500;
//     age -5 × $1,000 = -$5,000 → -$26,250 → $523,750 / 1,850 = $283.108… → $283.11
//   303 Main St  pending  $500,000  1,700 sq ft  3 bd  (unknown)   2005   +5%
//     nothing to adjust (bathrooms unknown) → $500,000; +5% = +$25,000 → $525,000
//     / 1,700 = $308.823… → $308.82
//
//   sorted $283.11, $308.82, $327.34 → median $308.82 (odd count: the middle one)
//   average $919.27 / 3 = $306.4233 → $306.42
//   value low $283.11 × 1,700 = $481,287; point $308.82 × 1,700 = $524,994;
//         high $327.34 × 1,700 = $556,478
//   list vs point: $6 / $524,994 = 0.001% → 0 bp → about the same
//
//   condition-adjusted: point − typical repairs = $524,994 − $18,400 = $506,594
//                       point − high repairs    = $524,994 − $27,900 = $497,094
//   list vs (point − typical): ($525,000 − $506,594) / $506,594 = $18,406 / $506,594
//                              = 3.6333% → 363 bp → "about 4% above"
//   list vs (point − high):    $27,906 / $497,094 = 5.6138% → 561 bp
// ---------------------------------------------------------------------------------------------

fn feature_subject() -> HomeFacts {
    HomeFacts {
        square_feet: Some(SquareFeet::new(1_700).unwrap()),
        bedrooms: Some(Bedrooms::new(3).unwrap()),
        bathrooms: Some(Bathrooms::from_count(2.5).unwrap()),
        year_built: Some(YearBuilt::new(2005, today()).unwrap()),
        lot_size: Some(LotSize::from_acres(0.25).unwrap()),
    }
}

fn feature_comparables() -> Vec<Comparable> {
    use ComparableStatus::{Pending, Sold};
    let comp = |address, status, price, square_feet, bedrooms, bathrooms, year_built, percent| {
        comparable(Comp {
            address,
            status,
            price,
            square_feet: Some(square_feet),
            bedrooms: Some(bedrooms),
            bathrooms,
            year_built: Some(year_built),
            distance: None,
            percent,
        })
    };
    vec![
        comp("101 Main St", Sold, 505_000, 1_600, 3, Some(2.0), 1995, 0),
        comp("202 Main St", Sold, 550_000, 1_850, 4, Some(3.0), 2010, 0),
        comp("303 Main St", Pending, 500_000, 1_700, 3, None, 2005, 5),
    ]
}

fn featured(list_price: Option<ListPrice>, repairs: Option<Totals>) -> CompleteAnalysis {
    let comparables = feature_comparables();
    complete(
        MarketAnalysis {
            subject: feature_subject(),
            comparables: &comparables,
            rates: FeatureRates::default(),
            list_price,
            repairs,
        }
        .compute(),
    )
}

#[test]
fn feature_adjusted_example_with_an_odd_count() {
    let a = featured(list(525_000), repairs(18_400, 27_900));
    let c = &a.comparables;
    assert_eq!(c[0].features.total(), dollars(18_750));
    assert_eq!(c[0].features.bathrooms, Some(dollars(3_750)));
    assert_eq!(c[1].features.total(), dollars(-26_250));
    assert_eq!(c[2].features.bathrooms, None);
    assert_eq!(c[2].percent_amount, dollars(25_000));
    assert_eq!(
        c.iter()
            .map(|c| (c.adjusted_price, c.price_per_square_foot))
            .collect::<Vec<_>>(),
        vec![
            (dollars(523_750), Some(Cents(32_734))),
            (dollars(523_750), Some(Cents(28_311))),
            (dollars(525_000), Some(Cents(30_882))),
        ]
    );
    assert_eq!(
        a.price_per_square_foot,
        PricePerSquareFoot {
            low: Cents(28_311),
            median: Cents(30_882),
            average: Cents(30_642),
            high: Cents(32_734),
            count: 3,
        }
    );
    assert_eq!(
        a.value,
        ValueRange {
            low: dollars(481_287),
            point: dollars(524_994),
            high: dollars(556_478),
        }
    );
    let lp = a.list_price.unwrap();
    assert_eq!(lp.position, RangePosition::Within);
    assert_eq!(lp.versus_point.basis_points(), 0);
    assert_eq!(lp.versus_point.comparison(), Comparison::AboutTheSame);

    let condition = a.condition.unwrap();
    assert_eq!(condition.after_typical_repairs, dollars(506_594));
    assert_eq!(condition.after_high_repairs, dollars(497_094));
    let versus = condition.versus_list.unwrap();
    assert_eq!(versus.versus_after_typical.unwrap().basis_points(), 363);
    assert_eq!(versus.versus_after_high.unwrap().basis_points(), 561);
}

#[test]
fn the_condition_sentence_of_the_product_issue() {
    let a = featured(list(525_000), repairs(18_400, 27_900));
    assert_eq!(
        condition_sentence(&a),
        "At $525,000 the asking price is about 4% above the market value of comparable homes \
         once the $18,400–$27,900 of needed repairs is counted."
    );
    assert_eq!(
        paragraph(&MarketAnalysisResult::Complete(a)),
        "This analysis uses 3 comparable homes (2 sold, 1 pending). After adjustments they come \
         to $283/sq ft to $327/sq ft, with a median of $309/sq ft and an average of $306/sq ft. \
         Applied to the home's 1,700 sq ft, that indicates a market value of $481,287 to \
         $556,478, with a point value of $524,994. The asking price of $525,000 is within that \
         range and about the same as the point value. At $525,000 the asking price is about 4% \
         above the market value of comparable homes once the $18,400–$27,900 of needed repairs \
         is counted."
    );
}

#[test]
fn the_condition_sentence_below_about_the_same_and_without_a_list_price_or_repairs() {
    // ($480,000 − $506,594) / $506,594 = -5.2496% → "about 5% below"
    assert_eq!(
        condition_sentence(&featured(list(480_000), repairs(18_400, 27_900))),
        "At $480,000 the asking price is about 5% below the market value of comparable homes \
         once the $18,400–$27,900 of needed repairs is counted."
    );
    // ($510,000 − $506,594) / $506,594 = 0.67% → within 1%: "about the same as"
    assert_eq!(
        condition_sentence(&featured(list(510_000), repairs(18_400, 27_900))),
        "At $510,000 the asking price is about the same as the market value of comparable homes \
         once the $18,400–$27,900 of needed repairs is counted."
    );
    assert_eq!(
        condition_sentence(&featured(None, repairs(18_400, 27_900))),
        "Comparable homes indicate a market value of $524,994, or $497,094–$506,594 once the \
         $18,400–$27,900 of needed repairs is counted."
    );
    assert_eq!(
        condition_sentence(&featured(list(560_000), None)),
        "At $560,000 the asking price is about 7% above the $524,994 market value indicated by \
         comparable homes; no repair costs were counted."
    );
    assert_eq!(
        condition_sentence(&featured(None, None)),
        "Comparable homes indicate a market value of $524,994."
    );
    // Repairs that are all unpriced (or zero) are no repairs to count.
    let zero = Some(Totals {
        cost: CostRange::default(),
        unpriced: 2,
    });
    assert_eq!(featured(list(525_000), zero).condition, None);
}

#[test]
fn the_condition_sentence_mentions_unpriced_repairs_and_a_single_figure() {
    let repairs = Some(Totals {
        cost: CostRange::new(dollars(18_400), dollars(18_400), dollars(18_400)),
        unpriced: 2,
    });
    assert_eq!(
        condition_sentence(&featured(list(525_000), repairs)),
        "At $525,000 the asking price is about 4% above the market value of comparable homes \
         once the $18,400 of needed repairs is counted; 2 more repairs still need a quote."
    );
}

#[test]
fn repairs_as_large_as_the_value_leave_no_percentage() {
    let a = featured(list(525_000), repairs(600_000, 700_000));
    let versus = a.condition.unwrap().versus_list.unwrap();
    assert_eq!(versus.versus_after_typical, None);
    assert_eq!(
        condition_sentence(&a),
        "The $600,000–$700,000 of needed repairs is as much as the $524,994 market value that \
         comparable homes indicate."
    );
}

// ---------------------------------------------------------------------------------------------
// Insufficient data: the analysis says what it needs instead of inventing figures.
// ---------------------------------------------------------------------------------------------

#[test]
fn without_comparables_or_square_footage_it_asks_for_them() {
    let none = insufficient(
        MarketAnalysis {
            subject: HomeFacts::default(),
            comparables: &[],
            rates: FeatureRates::DEFAULT,
            list_price: list(525_000),
            repairs: repairs(18_400, 27_900),
        }
        .compute(),
    );
    assert_eq!(
        none.missing,
        vec![MissingData::Comparables, MissingData::SubjectSquareFeet]
    );
    assert_eq!(
        none.message(),
        "Add at least one comparable sale or listing to get an indicated value. Add the \
         subject's square footage to get an indicated value."
    );

    // Comparables are there but the subject's area is not: their adjusted figures are still
    // given, the value is not.
    let comparables = rpr_comparables();
    let no_area = insufficient(
        MarketAnalysis {
            subject: HomeFacts::default(),
            comparables: &comparables,
            rates: FeatureRates::NONE,
            list_price: None,
            repairs: None,
        }
        .compute(),
    );
    assert_eq!(no_area.missing, vec![MissingData::SubjectSquareFeet]);
    assert_eq!(no_area.comparables.len(), 4);
    assert_eq!(no_area.price_per_square_foot.unwrap().median, Cents(29_884));
    assert_eq!(
        paragraph(&MarketAnalysisResult::InsufficientData(no_area)),
        "Add the subject's square footage to get an indicated value."
    );
}

#[test]
fn comparables_without_square_feet_give_no_value() {
    let comparables = vec![comparable(Comp {
        address: "9 Lone Rd",
        status: ComparableStatus::Sold,
        price: 500_000,
        square_feet: None,
        bedrooms: Some(3),
        bathrooms: None,
        year_built: None,
        distance: None,
        percent: 0,
    })];
    let result = insufficient(
        MarketAnalysis {
            subject: subject_of(1_700),
            comparables: &comparables,
            rates: FeatureRates::DEFAULT,
            list_price: list(525_000),
            repairs: None,
        }
        .compute(),
    );
    assert_eq!(result.missing, vec![MissingData::ComparableSquareFeet]);
    assert_eq!(result.price_per_square_foot, None);
    assert_eq!(
        result.message(),
        "Add the square footage of at least one comparable to get an indicated value."
    );
}

#[test]
fn a_comparable_without_square_feet_is_left_out_of_the_figures_and_said_so() {
    // One comparable: $450,000 for 1,500 sq ft = $300.00; a 1,700 sq ft subject → $510,000.
    let comparables = vec![
        simple("1 A St", ComparableStatus::Sold, 450_000, 1_500, 0.5, 0),
        comparable(Comp {
            address: "2 B St",
            status: ComparableStatus::Sold,
            price: 700_000,
            square_feet: None,
            bedrooms: None,
            bathrooms: None,
            year_built: None,
            distance: Some(0.4),
            percent: 0,
        }),
    ];
    let a = complete(
        MarketAnalysis {
            subject: subject_of(1_700),
            comparables: &comparables,
            rates: FeatureRates::NONE,
            list_price: list(535_500),
            repairs: None,
        }
        .compute(),
    );
    assert_eq!(a.price_per_square_foot.count, 1);
    assert_eq!(a.value.point, dollars(510_000));
    // $535,500 / $510,000 = +5% exactly.
    assert_eq!(
        paragraph(&MarketAnalysisResult::Complete(a)),
        "This analysis uses 2 comparable homes (all sold), all within 0.5 mi of the home. 1 \
         comparable without a usable price per square foot is not counted in the figures below. \
         After adjustments the one comparable counted comes to $300/sq ft. Applied to the home's 1,700 sq ft, that \
         indicates a market value of $510,000. The asking price of $535,500 is about 5% above \
         that value."
    );
}

#[test]
fn a_single_comparable_reads_naturally() {
    // $450,000 for 1,500 sq ft = $300.00; × 1,700 = $510,000; $499,800 is 2% below.
    let comparables = vec![simple(
        "1 A St",
        ComparableStatus::Pending,
        450_000,
        1_500,
        0.25,
        0,
    )];
    let result = MarketAnalysis {
        subject: subject_of(1_700),
        comparables: &comparables,
        rates: FeatureRates::NONE,
        list_price: list(499_800),
        repairs: None,
    }
    .compute();
    assert_eq!(
        paragraph(&result),
        "This analysis uses 1 comparable home (pending), 0.25 mi from the home. After \
         adjustments it comes to $300/sq ft. Applied to the home's 1,700 sq ft, that indicates a \
         market value of $510,000. The asking price of $499,800 is about 2% below that value."
    );
}

// ---------------------------------------------------------------------------------------------
// The statistics and percentages on their own.
// ---------------------------------------------------------------------------------------------

#[test]
fn median_of_odd_and_even_counts() {
    let of = |values: &[i64]| {
        PricePerSquareFoot::of(&values.iter().map(|&v| Cents(v)).collect::<Vec<_>>())
    };
    assert_eq!(of(&[]), None);
    let one = of(&[30_000]).unwrap();
    assert_eq!(
        (one.low, one.median, one.average, one.high),
        (Cents(30_000), Cents(30_000), Cents(30_000), Cents(30_000))
    );
    // Odd: the middle value whatever the input order.
    assert_eq!(of(&[30_000, 10_000, 20_000]).unwrap().median, Cents(20_000));
    // Even: the mean of the two middle values; half a cent rounds away from zero.
    //   (20,000 + 30,001) / 2 = 25,000.5 → 25,001
    assert_eq!(
        of(&[40_000, 10_000, 30_001, 20_000]).unwrap().median,
        Cents(25_001)
    );
    //   average (1 + 2) / 2 = 1.5 → 2
    let pair = of(&[1, 2]).unwrap();
    assert_eq!((pair.median, pair.average), (Cents(2), Cents(2)));
    // Average: (100 + 100 + 101) / 3 = 100.33 → 100
    assert_eq!(of(&[100, 100, 101]).unwrap().average, Cents(100));
}

#[test]
fn percentages_and_the_one_percent_band() {
    let p = |amount, reference| Percentage::difference(Cents(amount), Cents(reference)).unwrap();
    assert_eq!(p(105, 100).basis_points(), 500);
    assert_eq!(
        p(1_000_000, 1_000_000).comparison(),
        Comparison::AboutTheSame
    );
    // 0.99% is about the same; 1% is above; -1% is below.
    assert_eq!(p(100_990, 100_000).comparison(), Comparison::AboutTheSame);
    assert_eq!(p(101_000, 100_000).comparison(), Comparison::Above);
    assert_eq!(p(99_000, 100_000).comparison(), Comparison::Below);
    assert_eq!(p(99_010, 100_000).comparison(), Comparison::AboutTheSame);
    // -0.999% rounds to -1.00%: below.
    assert_eq!(p(99_001, 100_000).comparison(), Comparison::Below);
    // Whole percent rounds half away from zero: 3.50% → 4, -3.50% → 4 (size only), 3.49% → 3.
    assert_eq!(p(103_500, 100_000).whole_percent(), 4);
    assert_eq!(p(96_500, 100_000).whole_percent(), 4);
    assert_eq!(p(103_490, 100_000).whole_percent(), 3);
    assert_eq!(p(103_920, 100_000).to_string(), "+3.92%");
    assert_eq!(p(99_500, 100_000).to_string(), "-0.50%");
    assert_eq!(Percentage::difference(Cents(1), Cents::ZERO), None);
}

#[test]
fn amounts_display_as_whole_dollars() {
    use super::narrative::{format_dollar_range, format_dollars, format_per_square_foot};
    assert_eq!(format_dollars(Cents(52_500_000)), "$525,000");
    assert_eq!(format_dollars(Cents(52_499_950)), "$525,000");
    assert_eq!(format_dollars(Cents(52_499_949)), "$524,999");
    assert_eq!(format_per_square_foot(Cents(31_250)), "$313/sq ft");
    assert_eq!(format_per_square_foot(Cents(31_249)), "$312/sq ft");
    assert_eq!(
        format_dollar_range(dollars(18_400), dollars(27_900)),
        "$18,400–$27,900"
    );
    assert_eq!(
        format_dollar_range(Cents(1_840_010), dollars(18_400)),
        "$18,400"
    );
}

proptest! {
    #[test]
    fn the_figures_are_ordered(values in proptest::collection::vec(1i64..10_000_000, 1..60)) {
        let cents: Vec<Cents> = values.iter().map(|&v| Cents(v)).collect();
        let s = PricePerSquareFoot::of(&cents).unwrap();
        prop_assert!(s.low <= s.median && s.median <= s.high);
        prop_assert!(s.low <= s.average && s.average <= s.high);
        prop_assert_eq!(s.count, values.len());
    }

    #[test]
    fn a_comparable_like_the_subject_moves_only_by_its_percent(
        price in 10_000i64..5_000_000,
        area in 500i64..6_000,
        step in -4i64..=4,
    ) {
        // Same area, rooms and age as the subject: no feature adjustment, whatever the rates.
        let c = comparable(Comp {
            address: "1 Same St",
            status: ComparableStatus::Sold,
            price,
            square_feet: Some(area),
            bedrooms: Some(3),
            bathrooms: Some(2.5),
            year_built: Some(2005),
            distance: None,
            percent: step * 5,
        });
        let subject = HomeFacts {
            square_feet: Some(SquareFeet::new(area).unwrap()),
            ..feature_subject()
        };
        let a = AdjustedComparable::compute(&subject, &c, &FeatureRates::DEFAULT);
        prop_assert_eq!(a.features.total(), Cents::ZERO);
        // Whole dollars times a whole percent is a whole number of cents: no rounding.
        prop_assert_eq!(a.adjusted_price, Cents(price * (100 + step * 5)));
    }
}
