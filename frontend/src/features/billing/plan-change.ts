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

/**
 * When this month's reports start over, as far as the billing answer says: on the renewal date
 * of an active monthly plan; never for a cancelled plan, the free trial or bought reports.
 */
export function allowanceResetText(summary: {
  activeSubscription: boolean;
  cancelAtPeriodEnd: boolean;
  testPlan: boolean;
  currentPeriodEnd: string | null;
  packReports: number;
  plan: unknown;
}): string {
  const date = periodEndDate(summary);
  if (summary.activeSubscription) {
    if (summary.cancelAtPeriodEnd) return date ? `Your plan ends on ${date}; its reports do not renew.` : 'Your plan ends with this billing period; its reports do not renew.';
    if (date) return `Renews on ${date}, when your allowance resets.`;
    if (summary.testPlan) return 'Started with the test coupon: this allowance does not renew, and cancelling ends it at once.';
    return 'Your allowance resets when the payment provider renews your plan, a month after your first payment.';
  }
  if (summary.plan) return 'Bought reports do not expire: they stay until you use them.';
  return 'Your free trial report does not renew: choose a plan for a monthly allowance.';
}

/** Where "Manage Subscription" goes, as the billing config says payments are taken. */
export function manageSubscriptionHint(mode: string | undefined): string | null {
  if (mode === 'sandbox') return 'Opens the Pricing page, where you switch plans: test mode has no cards or invoices to manage.';
  if (mode === 'stripe') return "Opens the payment provider's secure page for your card, invoices and receipts.";
  return null;
}
