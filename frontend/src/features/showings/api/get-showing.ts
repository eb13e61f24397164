import useSWR from 'swr';

import { api } from '@/lib/api-client';

import type { Showing } from '../types';

export type { Showing };

export const showingKey = (showingId: number) => `/api/showings/${showingId}`;

export const getShowing = (showingId: number) => api.get<Showing>(showingKey(showingId));

/** One of the agent's showings; a 404 (unknown or another agent's) comes back as the error. */
export function useShowing(showingId: number | null) {
  return useSWR(showingId === null ? null : showingKey(showingId), () => getShowing(showingId as number));
}
