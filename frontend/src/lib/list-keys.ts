import { pagedPath } from '@/lib/api-client';

/**
 * The agent's list calls, which the dashboard caches and the showing screens make it forget after
 * a change. Each page is cached under its own address, `path?limit=…&offset=…`; forgetting a list
 * (`useForgetLists` in `@/lib/invalidate`) drops every page of it.
 */
export const SHOWINGS_PATH = '/api/showings';
export const REPORTS_PATH = '/api/reports';

export interface PageRequest {
  limit: number;
  offset?: number;
}

/** One page of the showings, newest first: its address and its cache key. */
export const showingsPageKey = (page: PageRequest) => pagedPath(SHOWINGS_PATH, page);

/** One page of the reports, newest first: its address and its cache key. */
export const reportsPageKey = (page: PageRequest) => pagedPath(REPORTS_PATH, page);
