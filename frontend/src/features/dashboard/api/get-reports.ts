import useSWR from 'swr';

import { api } from '@/lib/api-client';
import { type PageRequest, reportsPageKey } from '@/lib/list-keys';
import type { components } from '@/types/api';

/** A report as the dashboard lists it: without its content. */
export type Report = components['schemas']['ReportListItem'];

/** The gallery's page size; the overview's "Reports Generated" reads the total of page one. */
export const REPORTS_PAGE_SIZE = 12;

/** One page of the agent's reports, newest first, with the total (`X-Total-Count`). */
export const getReportsPage = (page: PageRequest) => api.getList<Report>(reportsPageKey(page));

export function useReportsPage(page: PageRequest) {
  // While the next page loads, the gallery keeps showing the current one.
  return useSWR(reportsPageKey(page), () => getReportsPage(page), { keepPreviousData: true });
}
