import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import { useRefreshAccount } from './get-billing';
import type { Billing } from './types';

export const CANCEL_SUBSCRIPTION_PATH = '/api/billing/cancel';

/** Ends the subscription when the paid period does; the answer has `cancelAtPeriodEnd` true. */
export const cancelSubscription = () => api.post<Billing>(CANCEL_SUBSCRIPTION_PATH);

export function useCancelSubscription() {
  const refreshAccount = useRefreshAccount();
  return useSWRMutation(CANCEL_SUBSCRIPTION_PATH, async () => {
    const billing = await cancelSubscription();
    await refreshAccount(billing);
    return billing;
  });
}
