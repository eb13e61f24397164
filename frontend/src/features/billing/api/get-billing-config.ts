import useSWR, { type SWRConfiguration } from 'swr';

import { api } from '@/lib/api-client';

import type { BillingConfig } from './types';

export const BILLING_CONFIG_KEY = '/api/billing/config';

export const getBillingConfig = () => api.get<BillingConfig>(BILLING_CONFIG_KEY);

/** Whether payments go through the provider's form or the in-app test step; public. */
export function useBillingConfig({ onError }: { onError?: SWRConfiguration['onError'] } = {}) {
  return useSWR(BILLING_CONFIG_KEY, getBillingConfig, { onError });
}
