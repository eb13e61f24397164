import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import { useRefreshAccount } from './get-billing';
import type { Billing, ChangePlanRequest } from './types';

export const CHANGE_PLAN_PATH = '/api/billing/change-plan';

/**
 * Moves the agent's subscription to another monthly plan now: the same subscription, never a
 * second one. 409 `already_subscribed` for the plan the agent has.
 */
export const changePlan = (body: ChangePlanRequest) => api.post<Billing>(CHANGE_PLAN_PATH, body);

/** Switches plans; the answer is the agent's billing on the new plan. */
export function useChangePlan() {
  const refreshAccount = useRefreshAccount();
  return useSWRMutation(CHANGE_PLAN_PATH, async (_key: string, { arg }: { arg: ChangePlanRequest }) => {
    const billing = await changePlan(arg);
    await refreshAccount(billing);
    return billing;
  });
}
