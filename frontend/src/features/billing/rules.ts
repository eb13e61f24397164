import { reportsRemaining } from '@/lib/allowance';
import { type Plan, formatCents } from '@/lib/plans';

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
  return isTestCoupon(code, testCoupon) ? '100% discount applied!' : 'Coupon applied successfully!';
}

/** Whether `code` is the coupon that takes the whole price off (compared without case). */
export function isTestCoupon(code: string, testCoupon: string | null | undefined): boolean {
  return Boolean(testCoupon) && code.trim().toUpperCase() === testCoupon?.trim().toUpperCase();
}

/** Reports still unused this period. The limit already includes bought (pack) reports. */
export function reportsAvailable(billing: Pick<Billing, 'reportsUsedThisMonth' | 'reportsLimit'>): number {
  return reportsRemaining(billing);
}

/**
 * What the plan costs and when a cancellation takes effect. With a coupon the first payment is
 * what the server says the payment step asks for (`amountDueCents`), once the coupon is off.
 */
export function paymentTerms(plan: Pick<Plan, 'priceCents'>, appliedCoupon: string | null, amountDueCents?: number | null): string {
  const monthly = `${formatCents(plan.priceCents)} a month`;
  let price = `${monthly}.`;
  if (appliedCoupon) {
    const code = appliedCoupon.toUpperCase();
    price =
      amountDueCents != null && amountDueCents !== plan.priceCents
        ? `${formatCents(amountDueCents)} today with coupon ${code}, then ${monthly}.`
        : `${monthly}, less coupon ${code} on your first payment.`;
  }
  return `${price} Cancel anytime; it takes effect at the end of the billing period.`;
}
