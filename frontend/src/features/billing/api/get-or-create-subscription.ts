import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { SubscriptionAnswer, SubscriptionRequest } from './types';

export const SUBSCRIPTION_PATH = '/api/get-or-create-subscription';

/**
 * Starts (or picks up) the agent's subscription to a plan, with a coupon when given. A 400 with
 * code `invalid_coupon` means the coupon is unknown.
 */
export const getOrCreateSubscription = (body: SubscriptionRequest) => api.post<SubscriptionAnswer>(SUBSCRIPTION_PATH, body);

export function useGetOrCreateSubscription() {
  return useSWRMutation(SUBSCRIPTION_PATH, (_key: string, { arg }: { arg: SubscriptionRequest }) => getOrCreateSubscription(arg));
}
