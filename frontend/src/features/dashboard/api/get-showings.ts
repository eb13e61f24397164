import useSWR from 'swr';

import { api } from '@/lib/api-client';
import { type PageRequest, showingsPageKey } from '@/lib/list-keys';
import type { components } from '@/types/api';

export type Showing = components['schemas']['Showing'];

/** One page of the agent's showings, newest first, with the total (`X-Total-Count`). */
export const getShowingsPage = (page: PageRequest) => api.getList<Showing>(showingsPageKey(page));

export function useShowingsPage(page: PageRequest) {
  return useSWR(showingsPageKey(page), () => getShowingsPage(page));
}
