import type { PlanId } from '@/config/plans';

import type { Billing } from './api/types';

/** Spec §5/§9: the coupon is sent this long after the agent stops typing. */
export const COUPON_DEBOUNCE_MS = 500;

/** Spec §9: from a free subscription to the dashboard. */
export const FREE_SUBSCRIPTION_REDIRECT_MS = 1000;

/** Spec §9: from a confirmed payment to the dashboard. */
export const PAYMENT_REDIRECT_MS = 2000;

/** Spec §5/§9: the test coupon that takes the whole plan price off. */
export const TEST_COUPON = 'TEST100OFF';

/** Spec §8: what "Coupon Applied" says. The test code is recognised whatever its case. */
export function couponAppliedMessage(code: string): string {
  return code.trim().toUpperCase() === TEST_COUPON ? '100% discount applied!' : 'Coupon applied successfully!';
}

/** "$19.99" from 1999. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Monthly plans have a subscription to manage or cancel; pay-per-report is a one-off purchase. */
export function isMonthlyPlan(plan: string | null | undefined): plan is Exclude<PlanId, 'pay-per-report'> {
  return plan === 'essential' || plan === 'pro' || plan === 'elite';
}

/** Reports still unused this period. The limit already includes bought (pack) reports. */
export function reportsAvailable(billing: Pick<Billing, 'reportsUsedThisMonth' | 'reportsLimit'>): number {
  return Math.max(0, billing.reportsLimit - billing.reportsUsedThisMonth);
}
