import { type PlanId, isPlanId, planDisplayName } from '@/config/plans';
import type { User } from '@/lib/auth';

import type { Billing } from './api/types';
import { isMonthlyPlan, reportsAvailable } from './rules';

/** What the billing tab shows about the agent's plan and allowance. */
export interface AccountSummary {
  plan: PlanId | null;
  planName: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  reportsUsed: number;
  reportsLimit: number;
  packReports: number;
  reportsAvailable: number;
  /** An active monthly plan: there is a subscription to manage or cancel. */
  activeSubscription: boolean;
}

/**
 * The billing answer when it has arrived; until then (or if it failed) what the current user
 * already says, so the tab never starts empty. Pack reports are known from the billing answer only.
 */
export function accountSummary(user: User, billing: Billing | undefined): AccountSummary {
  const plan = billing ? billing.plan : isPlanId(user.subscriptionPlan) ? user.subscriptionPlan : null;
  const status = billing?.status ?? user.subscriptionStatus;
  const reportsUsed = billing?.reportsUsedThisMonth ?? user.reportsUsedThisMonth;
  const reportsLimit = billing?.reportsLimit ?? user.reportsLimit;
  const packReports = billing?.packReports ?? 0;
  return {
    plan,
    planName: billing?.planName ?? planDisplayName(user.subscriptionPlan),
    status,
    cancelAtPeriodEnd: billing?.cancelAtPeriodEnd ?? false,
    reportsUsed,
    reportsLimit,
    packReports,
    reportsAvailable: reportsAvailable({ reportsUsedThisMonth: reportsUsed, reportsLimit }),
    activeSubscription: status === 'active' && isMonthlyPlan(plan),
  };
}
