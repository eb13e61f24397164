/// How many reports an agent may generate in the current billing month, and how many they have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub used_this_month: i64,
    pub limit: i64,
}

impl Allowance {
    /// Every new account gets one report that needs no card.
    pub const FREE_TRIAL_REPORTS: i64 = 1;

    pub fn free_trial() -> Self {
        Self {
            used_this_month: 0,
            limit: Self::FREE_TRIAL_REPORTS,
        }
    }

    pub fn remaining(&self) -> i64 {
        (self.limit - self.used_this_month).max(0)
    }

    pub fn is_exhausted(&self) -> bool {
        self.remaining() == 0
    }

    /// Of `purchased` bought reports (packs, single reports) inside the limit, how many are still
    /// unused. The plan's own reports are used first, so bought ones are the last to go.
    pub fn unused_purchased(&self, purchased: i64) -> i64 {
        let purchased = purchased.clamp(0, self.limit.max(0));
        let plan_part = self.limit - purchased;
        let used_purchased = (self.used_this_month - plan_part).max(0);
        (purchased - used_purchased).max(0)
    }

    /// A new billing period with `included` plan reports: usage starts over and unused bought
    /// reports carry over. Returns the allowance and the bought reports now inside it.
    pub fn renew(&self, purchased: i64, included: i64) -> (Self, i64) {
        let carried = self.unused_purchased(purchased);
        (
            Self {
                used_this_month: 0,
                limit: included.max(0) + carried,
            },
            carried,
        )
    }

    /// Adds bought reports to this period's limit.
    pub fn credit(&self, reports: i64) -> Self {
        Self {
            used_this_month: self.used_this_month,
            limit: self.limit + reports.max(0),
        }
    }

    /// The plan changes in the middle of a period (an upgrade or a downgrade): reports already
    /// used this month stay used and count against the new plan; the limit becomes the new
    /// plan's `included` reports (or what is used already, when that is more) plus the unused
    /// bought reports, which a switch never takes away. The period and its renewal date do not
    /// change. Returns the allowance and the bought reports now inside it.
    pub fn change_plan(&self, purchased: i64, included: i64) -> (Self, i64) {
        let carried = self.unused_purchased(purchased);
        let used = self.used_this_month.max(0);
        (
            Self {
                used_this_month: self.used_this_month,
                limit: included.max(0).max(used) + carried,
            },
            carried,
        )
    }

    /// The paid plan ended: what remains is the unused bought reports.
    pub fn end_plan(&self, purchased: i64) -> (Self, i64) {
        let carried = self.unused_purchased(purchased);
        (
            Self {
                used_this_month: 0,
                limit: carried,
            },
            carried,
        )
    }

    /// Share of the allowance used, for the usage bar: capped at 100 %.
    pub fn percent_used(&self) -> u8 {
        if self.limit <= 0 {
            return 100;
        }
        let pct = self.used_this_month.max(0) * 100 / self.limit;
        pct.min(100) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_trial_is_one_report() {
        let a = Allowance::free_trial();
        assert_eq!((a.used_this_month, a.limit, a.remaining()), (0, 1, 1));
        assert!(!a.is_exhausted());
    }

    fn a(used: i64, limit: i64) -> Allowance {
        Allowance {
            used_this_month: used,
            limit,
        }
    }

    #[test]
    fn plan_reports_are_used_before_bought_ones() {
        // Essential (10) + a 10-pack = 20. Each row: used, bought reports left unused.
        for (used, unused) in [(0, 10), (7, 10), (10, 10), (13, 7), (20, 0), (25, 0)] {
            assert_eq!(a(used, 20).unused_purchased(10), unused, "used {used}");
        }
        assert_eq!(a(3, 10).unused_purchased(0), 0);
        // More bought than the limit (a corrupt row) cannot create reports.
        assert_eq!(a(0, 5).unused_purchased(9), 5);
    }

    #[test]
    fn renewal_starts_usage_over_and_carries_unused_bought_reports() {
        // 14 of 20 used (all 10 plan reports and 4 of the pack): 6 carry into the new month.
        assert_eq!(a(14, 20).renew(10, 10), (a(0, 16), 6));
        // Nothing bought: the plan's allowance, whatever was used.
        assert_eq!(a(10, 10).renew(0, 30), (a(0, 30), 0));
        // The free trial report does not carry into a plan.
        assert_eq!(Allowance::free_trial().renew(0, 10), (a(0, 10), 0));
    }

    #[test]
    fn credits_add_to_the_limit_and_ending_a_plan_keeps_bought_reports() {
        assert_eq!(a(4, 10).credit(10), a(4, 20));
        assert_eq!(a(4, 10).credit(-3), a(4, 10));
        assert_eq!(a(12, 20).end_plan(10), (a(0, 8), 8));
        assert_eq!(a(3, 10).end_plan(0), (a(0, 0), 0));
    }

    #[test]
    fn an_upgrade_keeps_the_usage_and_gives_the_new_plans_reports() {
        // Essential (10) + a 10-pack, 12 used (all 10 plan reports, 2 bought): Elite's 100 plus
        // the 8 bought reports left, with the 12 still counted.
        assert_eq!(a(12, 20).change_plan(10, 100), (a(12, 108), 8));
        assert_eq!(a(12, 108).remaining(), 96);
        // Pro fully used: 70 more on Elite.
        assert_eq!(a(30, 30).change_plan(0, 100), (a(30, 100), 0));
        assert_eq!(a(30, 100).remaining(), 70);
    }

    #[test]
    fn a_downgrade_keeps_the_usage_and_never_takes_bought_reports() {
        // Elite, 5 used: 5 of Essential's 10 are left.
        assert_eq!(a(5, 100).change_plan(0, 10), (a(5, 10), 0));
        // Elite, 40 used, more than Essential has: no plan reports left this month, but the 10
        // unused bought ones stay usable.
        let (after, carried) = a(40, 110).change_plan(10, 10);
        assert_eq!((after, carried), (a(40, 50), 10));
        assert_eq!(after.remaining(), 10);
        assert_eq!(after.unused_purchased(carried), 10);
        // Nothing bought, 40 used: the month is used up until the period renews.
        assert_eq!(a(40, 100).change_plan(0, 10), (a(40, 40), 0));
    }

    #[test]
    fn switching_back_and_forth_gives_nothing_extra() {
        let start = a(40, 100);
        let (down, p) = start.change_plan(0, 10);
        let (up, p) = down.change_plan(p, 100);
        assert_eq!((up, p), (start, 0));
        // The renewal date decides when usage starts over, not a switch.
        assert_eq!(up.renew(p, 10), (a(0, 10), 0));
    }

    #[test]
    fn usage_is_capped_at_100_percent() {
        let a = Allowance {
            used_this_month: 12,
            limit: 10,
        };
        assert_eq!(a.percent_used(), 100);
        assert_eq!(a.remaining(), 0);
        assert!(a.is_exhausted());
        assert_eq!(
            Allowance {
                used_this_month: 3,
                limit: 10
            }
            .percent_used(),
            30
        );
        assert_eq!(
            Allowance {
                used_this_month: 0,
                limit: 0
            }
            .percent_used(),
            100
        );
    }
}
