//! What agents pay for report allowances: add-on packs and coupons. Plan prices are in
//! `plan.rs`. Every price is integer cents and computed here, never taken from a client.

use thiserror::Error;

use crate::money::Cents;
use crate::plan::PlanId;
use crate::user::SubscriptionStatus;

/// Price of one report for agents without a subscription (and of a pay-per-report purchase).
pub const SINGLE_REPORT_CENTS: Cents = Cents(499);

/// The sizes add-on packs come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PackSize(i64);

#[derive(Debug, Error, PartialEq, Eq)]
pub enum PackError {
    #[error("report packs come in 10, 20 or 30 reports")]
    InvalidSize,
    #[error("report packs are for active Essential, Pro and Elite subscribers")]
    NotEligible,
}

impl PackSize {
    pub const ALL: [PackSize; 3] = [PackSize(10), PackSize(20), PackSize(30)];

    pub fn parse(count: i64) -> Result<Self, PackError> {
        Self::ALL
            .into_iter()
            .find(|s| s.0 == count)
            .ok_or(PackError::InvalidSize)
    }

    pub fn reports(self) -> i64 {
        self.0
    }
}

/// The price of a pack for an agent: per report and in total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackQuote {
    pub size: PackSize,
    pub per_report: Cents,
    pub total: Cents,
}

/// Packs are sold to active subscribers of a plan with an extra-report rate (not
/// pay-per-report), at count × that rate.
pub fn quote_pack(
    plan: Option<PlanId>,
    status: SubscriptionStatus,
    size: PackSize,
) -> Result<PackQuote, PackError> {
    let rate = plan
        .filter(|_| status == SubscriptionStatus::Active)
        .and_then(|p| p.plan().extra_report_cents)
        .ok_or(PackError::NotEligible)?;
    Ok(PackQuote {
        size,
        per_report: Cents(rate),
        total: Cents(rate * size.reports()),
    })
}

/// A coupon code as entered. The test code takes the whole plan price off; any other code is
/// the payment provider's to judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Coupon {
    FullDiscount,
    Provider(String),
}

pub const TEST_COUPON: &str = "TEST100OFF";

/// Whether the test code takes the whole price off. It does with sandbox payments only: with a
/// live payment provider a code anyone can read in the product's documentation must not give
/// plans away, so there it is an ordinary code for the provider to judge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestCoupon {
    Honoured,
    LeftToProvider,
}

impl Coupon {
    /// `None` for a blank code.
    pub fn parse(raw: &str, test_coupon: TestCoupon) -> Option<Self> {
        let code = raw.trim();
        if code.is_empty() {
            None
        } else if test_coupon == TestCoupon::Honoured && code.eq_ignore_ascii_case(TEST_COUPON) {
            Some(Self::FullDiscount)
        } else {
            Some(Self::Provider(code.to_owned()))
        }
    }

    /// The price after this coupon, when the domain can tell: the test code takes it all off;
    /// other codes are priced by the payment provider.
    pub fn price_after(&self, price: Cents) -> Option<Cents> {
        match self {
            Self::FullDiscount => Some(Cents::ZERO),
            Self::Provider(_) => None,
        }
        .map(|after| after.min(price))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_prices_for_every_plan_and_size() {
        let active = SubscriptionStatus::Active;
        let table: Vec<(PlanId, i64, i64, i64)> = [PlanId::Essential, PlanId::Pro, PlanId::Elite]
            .into_iter()
            .flat_map(|p| {
                PackSize::ALL.into_iter().map(move |s| {
                    let q = quote_pack(Some(p), active, s).unwrap();
                    (p, s.reports(), q.per_report.0, q.total.0)
                })
            })
            .collect();
        assert_eq!(
            table,
            vec![
                (PlanId::Essential, 10, 200, 2_000),
                (PlanId::Essential, 20, 200, 4_000),
                (PlanId::Essential, 30, 200, 6_000),
                (PlanId::Pro, 10, 167, 1_670),
                (PlanId::Pro, 20, 167, 3_340),
                (PlanId::Pro, 30, 167, 5_010),
                (PlanId::Elite, 10, 100, 1_000),
                (PlanId::Elite, 20, 100, 2_000),
                (PlanId::Elite, 30, 100, 3_000),
            ]
        );
    }

    #[test]
    fn packs_are_only_for_active_subscribers_not_on_pay_per_report() {
        let ten = PackSize::parse(10).unwrap();
        assert_eq!(
            quote_pack(Some(PlanId::PayPerReport), SubscriptionStatus::Active, ten),
            Err(PackError::NotEligible)
        );
        assert_eq!(
            quote_pack(None, SubscriptionStatus::Inactive, ten),
            Err(PackError::NotEligible)
        );
        assert_eq!(
            quote_pack(Some(PlanId::Pro), SubscriptionStatus::Canceled, ten),
            Err(PackError::NotEligible)
        );
        assert_eq!(
            quote_pack(Some(PlanId::Pro), SubscriptionStatus::PastDue, ten),
            Err(PackError::NotEligible)
        );
    }

    #[test]
    fn only_10_20_or_30_reports() {
        for bad in [0, 1, 5, 15, 25, 40, -10] {
            assert_eq!(PackSize::parse(bad), Err(PackError::InvalidSize), "{bad}");
        }
    }

    #[test]
    fn the_test_coupon_is_case_insensitive_and_takes_everything_off() {
        for code in ["TEST100OFF", "test100off", "  Test100Off "] {
            assert_eq!(
                Coupon::parse(code, TestCoupon::Honoured),
                Some(Coupon::FullDiscount),
                "{code}"
            );
        }
        assert_eq!(
            Coupon::FullDiscount.price_after(Cents(4_999)),
            Some(Cents::ZERO)
        );
        assert_eq!(
            Coupon::parse("SPRING20", TestCoupon::Honoured),
            Some(Coupon::Provider("SPRING20".into()))
        );
        assert_eq!(
            Coupon::parse("SPRING20", TestCoupon::Honoured)
                .unwrap()
                .price_after(Cents(4_999)),
            None
        );
        assert_eq!(Coupon::parse("   ", TestCoupon::Honoured), None);
    }

    #[test]
    fn with_a_live_provider_the_test_code_is_an_ordinary_code() {
        assert_eq!(
            Coupon::parse(" test100off ", TestCoupon::LeftToProvider),
            Some(Coupon::Provider("test100off".into()))
        );
    }

    #[test]
    fn single_reports_cost_4_99() {
        assert_eq!(SINGLE_REPORT_CENTS.to_string(), "$4.99");
        assert_eq!(
            PlanId::PayPerReport.plan().monthly_price_cents,
            SINGLE_REPORT_CENTS.0
        );
    }
}
