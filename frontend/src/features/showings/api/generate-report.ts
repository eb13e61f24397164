import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import { useForgetLists } from '@/lib/invalidate';

import type { Report } from '../types';
import { SHOWINGS_PATH } from './create-showing';
import { showingKey } from './get-showing';
import { showingReportsKey } from './get-showing-reports';

export const REPORTS_PATH = '/api/reports';

/** Writes the showing's report; it takes one report of the month's allowance (402 when used up). */
export const generateReport = (showingId: number) => api.post<Report>(`/api/showings/${showingId}/generate-report`);

/**
 * After a showing or report changes, every screen that lists them and the allowance on the user
 * must show the new state: the lists are forgotten, the showing's own answers refreshed.
 */
export function useRefreshAfterGeneration() {
  const { mutate } = useSWRConfig();
  const forgetLists = useForgetLists();
  const { refreshUser } = useSessionCache();
  return async (showingId: number, report?: Report) => {
    await Promise.all([
      forgetLists(SHOWINGS_PATH, REPORTS_PATH),
      refreshUser(),
      mutate(showingKey(showingId)),
      report
        ? mutate(showingReportsKey(showingId), (current: Report[] | undefined) => [report, ...(current ?? [])], { revalidate: false })
        : mutate(showingReportsKey(showingId)),
    ]);
  };
}

export function useGenerateReport() {
  const refresh = useRefreshAfterGeneration();
  return useSWRMutation('/api/showings/generate-report', async (_key: string, { arg: showingId }: { arg: number }) => {
    const report = await generateReport(showingId);
    await refresh(showingId, report);
    return report;
  });
}
