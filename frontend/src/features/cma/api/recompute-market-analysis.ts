import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { ServerReport } from './types';

export const marketAnalysisPath = (showingId: number) => `/api/showings/${showingId}/cma`;

/**
 * Rewrites the showing's market analysis from its current comparables. It uses no report of the
 * allowance; 409 when the showing has no report yet.
 */
export const recomputeMarketAnalysis = (showingId: number) => api.post<ServerReport>(marketAnalysisPath(showingId));

export function useRecomputeMarketAnalysis(showingId: number) {
  return useSWRMutation(marketAnalysisPath(showingId), () => recomputeMarketAnalysis(showingId), { populateCache: false, revalidate: false });
}
