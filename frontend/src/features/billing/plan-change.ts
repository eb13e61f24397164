import { formatDate } from '@/lib/format';
import { formatCents } from '@/lib/plans';

import type { Billing, PlanChange } from './api/types';

const reports = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/** What the button to another plan says: "Switch to Elite" or "Downgrade to Essential". */
export function planChangeLabel(change: Pick<PlanChange, 'planName' | 'upgrade'>): string {
  return change.upgrade ? `Switch to ${change.planName}` : `Downgrade to ${change.planName}`;
}

/** The date the paid period ends, "Apr 1, 2026"; null when the server does not know it. */
export function periodEndDate(billing: Pick<Billing, 'currentPeriodEnd'>): string | null {
  return billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) || null : null;
}

/** The confirmation's sentences about the price: the new price, from when, and how it is settled. */
export function planChangePriceText(billing: Billing, change: PlanChange, currentPriceCents: number | undefined): string {
  const price = `${change.planName} is ${formatCents(change.monthlyPriceCents)} a month${currentPriceCents === undefined ? '' : ` instead of ${formatCents(currentPriceCents)}`}, starting now.`;
  if (billing.testPlan) return `${price} Your plan was started with the test coupon, so nothing is charged.`;
  const date = periodEndDate(billing);
  const settled = change.upgrade
    ? 'The difference for the rest of this billing period is added to your next invoice'
    : 'The unused part of this billing period is credited on your next invoice';
  return `${price} ${settled}${date ? `; your billing date stays ${date}` : ''}.`;
}

/** The confirmation's sentence about this month's reports, as the server worked them out. */
export function planChangeReportsText(billing: Billing, change: PlanChange): string {
  const used = billing.reportsUsedThisMonth;
  const date = periodEndDate(billing);
  const usedPart = used > 0 ? `The ${reports(used)} you used this month stay counted: you` : 'You';
  const until = date ? ` until ${date}` : ' this month';
  return `${usedPart} will have ${reports(change.reportsAvailable)} left${until} (${change.reportsLimit} this month in all).`;
}
