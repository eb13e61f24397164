import useSWR, { useSWRConfig } from 'swr';

import { api } from '@/lib/api-client';

import type { Report } from '../types';

export type { Report };

/** Spec §7: `/api/reports/{id}` takes the SHOWING id and answers that showing's reports, newest first. */
export const showingReportsKey = (showingId: number) => `/api/reports/${showingId}`;

export const getShowingReports = (showingId: number) => api.get<Report[]>(showingReportsKey(showingId));

export function useShowingReports(showingId: number | null) {
  return useSWR(showingId === null ? null : showingReportsKey(showingId), () => getShowingReports(showingId as number));
}

/** Spec §2: the detail screen shows the (newest) report whose type is comprehensive. */
export function comprehensiveReport(reports: readonly Report[] | undefined): Report | undefined {
  return reports?.find((report) => report.reportType === 'comprehensive');
}

/**
 * Shows a report as the server answered a change to it (its items, totals and summary as saved),
 * in place in the showing's list, without reading the list again.
 */
export function useShowSavedReport() {
  const { mutate } = useSWRConfig();
  return (saved: Report) =>
    mutate(
      showingReportsKey(saved.showingId),
      (current: Report[] | undefined) => current?.map((report) => (report.id === saved.id ? saved : report)) ?? [saved],
      { revalidate: false },
    );
}
