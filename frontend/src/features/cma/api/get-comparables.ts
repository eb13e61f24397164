import useSWR from 'swr';

import { api } from '@/lib/api-client';

import type { ComparablesResponse } from './types';

export const comparablesKey = (showingId: number) => `/api/showings/${showingId}/comparables`;

export const getComparables = (showingId: number) => api.get<ComparablesResponse>(comparablesKey(showingId));

/** A showing's comparables and adjustment rates; `null` skips the call (the editor is closed). */
export function useComparables(showingId: number | null) {
  return useSWR(showingId === null ? null : comparablesKey(showingId), () => getComparables(showingId as number));
}
