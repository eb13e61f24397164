import useSWR from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

/**
 * Plans and prices come from the server (`GET /api/plans`), the one place they are written down:
 * this module only fetches them and words them. Nothing here knows a price, a pack size or a
 * plan's name.
 */
export type Plans = components['schemas']['PlansResponse'];
export type Plan = components['schemas']['PlanResponse'];
export type PlanId = Plan['id'];
export type PriceUnit = components['schemas']['PriceUnit'];

export const PLANS_KEY = '/api/plans';

export const getPlans = () => api.get<Plans>(PLANS_KEY);

/** The plans, the single-report price, the pack sizes and the free plan's name; public. */
export function usePlans() {
  return useSWR(PLANS_KEY, getPlans);
}

export function findPlan(plans: Plans | undefined, id: string | null | undefined): Plan | undefined {
  return id ? plans?.plans.find((plan) => plan.id === id) : undefined;
}

/** The plan `id` names when it is one, else the plan the server suggests. */
export function planOrDefault(plans: Plans, id: string | null | undefined): Plan | undefined {
  return findPlan(plans, id) ?? findPlan(plans, plans.defaultPlan);
}

/** Monthly plans are subscriptions (to manage or cancel); a per-report plan is a one-off purchase. */
export function isMonthlyPlan(plan: Plan | undefined): boolean {
  return plan?.priceUnit === 'month';
}

/** The plan's name; without a plan, the name the server gives having none. */
export function planDisplayName(plans: Plans, id: string | null | undefined): string {
  if (!id) return plans.freePlanName;
  return findPlan(plans, id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** "$12.50" from 1250. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "5, 10 or 15". */
export function formatChoices(values: readonly (number | string)[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** What an extra report costs each plan's subscribers: "Basic $2.50, Plus $1.25" (plans without packs left out). */
export function extraReportRates(plans: Plans): string {
  return plans.plans
    .flatMap((plan) => (plan.extraReportCents == null ? [] : [`${plan.name} ${formatCents(plan.extraReportCents)}`]))
    .join(', ');
}
