import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';

import { api } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import { useForgetLists } from '@/lib/invalidate';

import type { Billing } from './types';

export const BILLING_KEY = '/api/billing';

export const getBilling = () => api.get<Billing>(BILLING_KEY);

/** The signed-in agent's plan, allowance and pack prices. `enabled: false` skips the call. */
export function useBilling({ enabled = true, onError }: { enabled?: boolean; onError?: SWRConfiguration['onError'] } = {}) {
  return useSWR(enabled ? BILLING_KEY : null, getBilling, { onError });
}

/**
 * After any billing change both the current user (plan, allowance) and the billing answer are
 * out of date. With the server's new billing state at hand it is shown at once; otherwise the
 * cached one is dropped, so a screen that mounts later fetches it instead of showing the old one.
 */
export function useRefreshAccount() {
  const { mutate } = useSWRConfig();
  const forgetLists = useForgetLists();
  const { refreshUser } = useSessionCache();
  return async (billing?: Billing) => {
    await Promise.all([billing ? mutate(BILLING_KEY, billing) : forgetLists(BILLING_KEY), refreshUser()]);
  };
}
