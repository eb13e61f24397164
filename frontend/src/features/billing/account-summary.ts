import type { User } from '@/lib/auth';
import { type Plan, type Plans, findPlan, isMonthlyPlan, planDisplayName } from '@/lib/plans';

import type { Billing } from './api/types';
import { reportsAvailable } from './rules';

/** What the billing tab shows about the agent's plan and allowance. */
export interface AccountSummary {
  /** The agent's plan as the plans list describes it; undefined without a plan or until the plans are known. */
  plan: Plan | undefined;
  /** Null until either the billing answer or the plans are known. */
  planName: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  reportsUsed: number;
  reportsLimit: number;
  packReports: number;
  reportsAvailable: number;
  /** An active monthly plan: there is a subscription to manage or cancel. */
  activeSubscription: boolean;
  /** When the paid period ends (renewal, or the last day of a cancelled plan); null when unknown. */
  currentPeriodEnd: string | null;
  /** What cancelling does: runs to the period's end, or ends the plan now; null until known. */
  cancelEffect: 'at_period_end' | 'immediately' | null;
  /** A plan started with the test coupon: nothing is charged. */
  testPlan: boolean;
}

/**
 * The billing answer when it has arrived; until then (or if it failed) what the current user
 * already says, so the tab never starts empty. Pack reports are known from the billing answer
 * only; what the plan costs and whether it is monthly, from the plans.
 */
export function accountSummary(user: User, billing: Billing | undefined, plans: Plans | undefined): AccountSummary {
  const planId = billing ? billing.plan : user.subscriptionPlan;
  const plan = findPlan(plans, planId);
  const status = billing?.status ?? user.subscriptionStatus;
  const reportsUsed = billing?.reportsUsedThisMonth ?? user.reportsUsedThisMonth;
  const reportsLimit = billing?.reportsLimit ?? user.reportsLimit;
  const packReports = billing?.packReports ?? 0;
  return {
    plan,
    planName: billing?.planName ?? (plans ? planDisplayName(plans, user.subscriptionPlan) : null),
    status,
    cancelAtPeriodEnd: billing?.cancelAtPeriodEnd ?? false,
    reportsUsed,
    reportsLimit,
    packReports,
    reportsAvailable: reportsAvailable({ reportsUsedThisMonth: reportsUsed, reportsLimit }),
    activeSubscription: status === 'active' && isMonthlyPlan(plan),
    currentPeriodEnd: billing?.currentPeriodEnd ?? null,
    cancelEffect: billing?.cancelEffect ?? null,
    testPlan: billing?.testPlan ?? false,
  };
}
