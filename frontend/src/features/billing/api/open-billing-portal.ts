import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { PortalAnswer } from './types';

export const BILLING_PORTAL_PATH = '/api/billing/portal';

/** Where the agent manages cards, invoices and the plan: an app path or the provider's page. */
export const openBillingPortal = () => api.post<PortalAnswer>(BILLING_PORTAL_PATH);

export function useOpenBillingPortal() {
  return useSWRMutation(BILLING_PORTAL_PATH, () => openBillingPortal());
}
