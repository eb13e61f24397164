import { buildUser, essentialBilling } from '@/testing/fixtures';

import { accountSummary } from '../account-summary';
import { isAppPath } from '../open-url';
import { couponAppliedMessage, formatCents, isMonthlyPlan, reportsAvailable } from '../rules';

describe('billing rules', () => {
  it('recognises the test coupon whatever its case', () => {
    expect(couponAppliedMessage('TEST100OFF')).toBe('100% discount applied!');
    expect(couponAppliedMessage(' test100off ')).toBe('100% discount applied!');
    expect(couponAppliedMessage('SPRING10')).toBe('Coupon applied successfully!');
  });

  it('formats cents as dollars', () => {
    expect(formatCents(1670)).toBe('$16.70');
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('counts the unused monthly reports and the pack reports', () => {
    expect(reportsAvailable({ reportsUsedThisMonth: 3, reportsLimit: 10 })).toBe(7);
    expect(reportsAvailable({ reportsUsedThisMonth: 0, reportsLimit: 20 })).toBe(20);
    expect(reportsAvailable({ reportsUsedThisMonth: 12, reportsLimit: 20 })).toBe(8);
    expect(reportsAvailable({ reportsUsedThisMonth: 12, reportsLimit: 10 })).toBe(0);
  });

  it('knows which plans are subscriptions', () => {
    expect(['essential', 'pro', 'elite'].every(isMonthlyPlan)).toBe(true);
    expect(isMonthlyPlan('pay-per-report')).toBe(false);
    expect(isMonthlyPlan(null)).toBe(false);
  });

  it('tells app paths from other sites', () => {
    expect(isAppPath('/pricing')).toBe(true);
    expect(isAppPath('https://billing.stripe.com/p/session/abc')).toBe(false);
    expect(isAppPath('//evil.example.com')).toBe(false);
  });

  it('summarises from the current user until the billing answer arrives', () => {
    const user = buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsUsedThisMonth: 2, reportsLimit: 10 });
    expect(accountSummary(user, undefined)).toMatchObject({
      planName: 'Essential',
      reportsUsed: 2,
      reportsAvailable: 8,
      activeSubscription: true,
      cancelAtPeriodEnd: false,
    });
    expect(accountSummary(user, essentialBilling({ reportsUsedThisMonth: 4, reportsLimit: 20, packReports: 10, cancelAtPeriodEnd: true }))).toMatchObject({
      reportsUsed: 4,
      reportsAvailable: 16,
      cancelAtPeriodEnd: true,
    });
  });
});
