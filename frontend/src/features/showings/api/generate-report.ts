import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { type ExtraHeaders, api } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import { useForgetLists } from '@/lib/invalidate';
import { REPORTS_PATH, SHOWINGS_PATH } from '@/lib/list-keys';

import type { Report } from '../types';
import type { GenerateReportResponse } from './editing-types';
import { showingKey } from './get-showing';
import { getShowingReports, showingReportsKey } from './get-showing-reports';

/**
 * Writes the showing's report, or writes it again in place. A new report takes one report of the
 * month's allowance (402 when used up); `charged` says whether this one did.
 */
export const generateReport = (showingId: number, headers?: ExtraHeaders) =>
  api.post<GenerateReportResponse>(`/api/showings/${showingId}/generate-report`, undefined, headers);

/** A missing `charged` is read as charged: the agent is never told a report was free when it was not. */
export const wasCharged = (generated: GenerateReportResponse) => generated.charged !== false;

/**
 * After a showing or report changes, every screen that lists them and the allowance on the user
 * must show the new state: the lists are forgotten, the showing's own answers refreshed.
 *
 * The showing's reports are read again rather than patched: generating also writes the market
 * analysis (a second report). They are fetched even when no screen shows them yet, as answers
 * never go stale on their own (spec §9). The new report shows at once, and stays if the read fails.
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
      mutate(showingReportsKey(showingId), getShowingReports(showingId), {
        revalidate: false,
        optimisticData: report ? (current: Report[] | undefined) => [report, ...(current ?? []).filter((known) => known.id !== report.id)] : undefined,
        rollbackOnError: false,
      }).catch(() => undefined),
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
