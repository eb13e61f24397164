import useSWR from 'swr';

import { api, pagedPath } from '@/lib/api-client';
import type { components } from '@/types/api';

export type Showing = components['schemas']['Showing'];

export const SHOWINGS_PATH = '/api/showings';

export interface PageRequest {
  limit: number;
  offset?: number;
}

/** One page of the agent's showings, newest first, with the total (`X-Total-Count`). */
export const getShowingsPage = (page: PageRequest) => api.getList<Showing>(pagedPath(SHOWINGS_PATH, page));

export function useShowingsPage(page: PageRequest) {
  return useSWR(pagedPath(SHOWINGS_PATH, page), () => getShowingsPage(page));
}
