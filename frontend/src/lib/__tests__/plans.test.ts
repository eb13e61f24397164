import { buildPlans, buildRepricedPlans } from '@/testing/fixtures';

import { extraReportRates, findPlan, formatCents, formatChoices, isMonthlyPlan, planDisplayName, planOrDefault } from '../plans';

describe('plans', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(1670)).toBe('$16.70');
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('finds a plan by id, or the server default for an unknown or missing one', () => {
    const plans = buildRepricedPlans();
    expect(findPlan(plans, 'pro')?.priceCents).toBe(5900);
    expect(findPlan(plans, 'platinum')).toBeUndefined();
    expect(findPlan(plans, null)).toBeUndefined();
    expect(findPlan(undefined, 'pro')).toBeUndefined();
    expect(planOrDefault(plans, 'essential')?.name).toBe('Starter');
    expect(planOrDefault(plans, 'platinum')?.id).toBe('elite');
    expect(planOrDefault(plans, null)?.id).toBe('elite');
  });

  it("names no plan with the server's free-plan name, and an unknown one by its id", () => {
    expect(planDisplayName(buildPlans(), null)).toBe('Free');
    expect(planDisplayName(buildRepricedPlans(), undefined)).toBe('Trial');
    expect(planDisplayName(buildRepricedPlans(), 'elite')).toBe('Team');
    expect(planDisplayName(buildPlans(), 'legacy')).toBe('Legacy');
  });

  it('knows subscriptions by their price unit', () => {
    const plans = buildPlans();
    expect(plans.plans.filter(isMonthlyPlan).map((plan) => plan.id)).toEqual(['essential', 'pro', 'elite']);
    expect(isMonthlyPlan(undefined)).toBe(false);
  });

  it('words the pack sizes and the extra-report rates', () => {
    expect(formatChoices([10, 20, 30])).toBe('10, 20 or 30');
    expect(formatChoices([5, 15])).toBe('5 or 15');
    expect(formatChoices([12])).toBe('12');
    expect(extraReportRates(buildPlans())).toBe('Essential $2.00, Pro $1.67, Elite $1.00');
    expect(extraReportRates(buildRepricedPlans())).toBe('Starter $2.10, Pro $1.50, Team $0.90');
  });
});
