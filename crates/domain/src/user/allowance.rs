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
