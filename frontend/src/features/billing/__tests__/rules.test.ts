import { buildBilling, buildPlans, buildUser, essentialBilling } from '@/testing/fixtures';

import { accountSummary } from '../account-summary';
import { isAppPath } from '../open-url';
import { couponAppliedMessage, reportsAvailable } from '../rules';

describe('billing rules', () => {
  it('recognises the test coupon the server names, whatever its case', () => {
    expect(couponAppliedMessage('TEST100OFF', 'TEST100OFF')).toBe('100% discount applied!');
    expect(couponAppliedMessage(' test100off ', 'TEST100OFF')).toBe('100% discount applied!');
    expect(couponAppliedMessage('SPRING10', 'TEST100OFF')).toBe('Coupon applied successfully!');
    expect(couponAppliedMessage('spring10', 'SPRING10')).toBe('100% discount applied!');
  });

  it('knows no test coupon when the server names none (live payments)', () => {
    expect(couponAppliedMessage('TEST100OFF', null)).toBe('Coupon applied successfully!');
    expect(couponAppliedMessage('TEST100OFF', undefined)).toBe('Coupon applied successfully!');
    expect(couponAppliedMessage('', '')).toBe('Coupon applied successfully!');
  });

  it('counts the unused monthly reports and the pack reports', () => {
    expect(reportsAvailable({ reportsUsedThisMonth: 3, reportsLimit: 10 })).toBe(7);
    expect(reportsAvailable({ reportsUsedThisMonth: 0, reportsLimit: 20 })).toBe(20);
    expect(reportsAvailable({ reportsUsedThisMonth: 12, reportsLimit: 20 })).toBe(8);
    expect(reportsAvailable({ reportsUsedThisMonth: 12, reportsLimit: 10 })).toBe(0);
  });

  it('tells app paths from other sites', () => {
    expect(isAppPath('/pricing')).toBe(true);
    expect(isAppPath('https://billing.stripe.com/p/session/abc')).toBe(false);
    expect(isAppPath('//evil.example.com')).toBe(false);
  });

  it('summarises from the current user until the billing answer arrives', () => {
    const user = buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsUsedThisMonth: 2, reportsLimit: 10 });
    const plans = buildPlans();
    expect(accountSummary(user, undefined, plans)).toMatchObject({
      planName: 'Essential',
      reportsUsed: 2,
      reportsAvailable: 8,
      activeSubscription: true,
      cancelAtPeriodEnd: false,
    });
    expect(accountSummary(user, essentialBilling({ reportsUsedThisMonth: 4, reportsLimit: 20, packReports: 10, cancelAtPeriodEnd: true }), plans)).toMatchObject({
      reportsUsed: 4,
      reportsAvailable: 16,
      cancelAtPeriodEnd: true,
    });
  });

  it('names the plan from the billing answer or the plans, and knows subscriptions from the plans', () => {
    const plans = buildPlans({ freePlanName: 'Starter' });
    const noPlan = buildUser();
    expect(accountSummary(noPlan, undefined, undefined)).toMatchObject({ planName: null, plan: undefined, activeSubscription: false });
    expect(accountSummary(noPlan, undefined, plans)).toMatchObject({ planName: 'Starter', plan: undefined });
    expect(accountSummary(noPlan, buildBilling({ planName: 'Free' }), plans).planName).toBe('Free');

    const perReport = buildUser({ subscriptionPlan: 'pay-per-report', subscriptionStatus: 'active' });
    expect(accountSummary(perReport, undefined, plans)).toMatchObject({ planName: 'Pay Per Report', activeSubscription: false });
    const elite = buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });
    expect(accountSummary(elite, undefined, plans).activeSubscription).toBe(true);
    expect(accountSummary(elite, undefined, undefined).activeSubscription).toBe(false);
  });
});
