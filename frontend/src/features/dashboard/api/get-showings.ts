import useSWR from 'swr';

import { api } from '@/lib/api-client';

/**
 * The fields of a showing the dashboard lists (spec §3). Declared here until the server's
 * OpenAPI document describes showings; then this becomes components['schemas']['Showing'].
 */
export interface ShowingSummary {
  id: number;
  propertyAddress: string;
  buyerName: string | null;
  status: string;
  createdAt?: string;
}

export const SHOWINGS_KEY = '/api/showings';

export const getShowings = () => api.get<ShowingSummary[]>(SHOWINGS_KEY);

export function useShowings() {
  return useSWR(SHOWINGS_KEY, getShowings);
}

/** Newest first; ids grow with creation, so they order showings even without a timestamp. */
export function latestShowings(showings: readonly ShowingSummary[], count: number): ShowingSummary[] {
  return [...showings].sort((a, b) => b.id - a.id).slice(0, count);
}
