import { reportsRemaining } from '@/lib/allowance';

import type { Billing } from './api/types';

/** Spec §5/§9: the coupon is sent this long after the agent stops typing. */
export const COUPON_DEBOUNCE_MS = 500;

/** Spec §9: from a free subscription to the dashboard. */
export const FREE_SUBSCRIPTION_REDIRECT_MS = 1000;

/** Spec §9: from a confirmed payment to the dashboard. */
export const PAYMENT_REDIRECT_MS = 2000;

/**
 * Spec §8: what "Coupon Applied" says. `testCoupon` is the code that takes the whole price off,
 * as `GET /api/billing/config` names it (sandbox mode only); it is recognised whatever its case.
 */
export function couponAppliedMessage(code: string, testCoupon: string | null | undefined): string {
  const isTestCoupon = Boolean(testCoupon) && code.trim().toUpperCase() === testCoupon?.trim().toUpperCase();
  return isTestCoupon ? '100% discount applied!' : 'Coupon applied successfully!';
}

/** Reports still unused this period. The limit already includes bought (pack) reports. */
export function reportsAvailable(billing: Pick<Billing, 'reportsUsedThisMonth' | 'reportsLimit'>): number {
  return reportsRemaining(billing);
}
