import useSWR from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type Analytics = components['schemas']['AnalyticsResponse'];
export type CommonFinding = components['schemas']['CommonFindingResponse'];

export const ANALYTICS_KEY = '/api/analytics';

export const getAnalytics = () => api.get<Analytics>(ANALYTICS_KEY);

/** The agent's analytics; `enabled: false` skips the call (a plan without them). */
export function useAnalytics({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR(enabled ? ANALYTICS_KEY : null, getAnalytics);
}
