import useSWR from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type Support = components['schemas']['SupportResponse'];

export const SUPPORT_KEY = '/api/support';

export const getSupport = () => api.get<Support>(SUPPORT_KEY);

/** Where agents write for help, and how soon they hear back. Public. */
export function useSupport() {
  return useSWR(SUPPORT_KEY, getSupport);
}
