import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { ApiError, api } from '@/lib/api-client';
import { useForgetLists } from '@/lib/invalidate';
import { REPORTS_PATH } from '@/lib/list-keys';

import type { components } from '@/types/api';

import type { SendReportRequest } from '../types';
import { type EmailPreview, sendPreviewKey, useRefreshDeliveries } from './deliveries';
import { showingReportsKey, useShowSavedReport } from './get-showing-reports';

export type SentReport = components['schemas']['SentReportResponse'];

export type { SendReportRequest };

export const sendReportPath = (showingId: number) => `/api/showings/${showingId}/send-report`;

/**
 * Queues the report with its PDF for the client, with a copy to the agent (202). Spec §4/§7: the
 * body carries `summary` only while the summary is being edited; otherwise there is no body at all.
 * 409 `already_sent` when this version of the report was already queued or sent.
 */
export const sendReport = (showingId: number, body?: SendReportRequest) => api.post<SentReport>(sendReportPath(showingId), body);

/**
 * Queues the report. The report is shown as the server answered it (the summary as saved; it reads
 * as sent only once its delivery was actually sent), its delivery joins the list, which then polls
 * it, and the preview is read again (this version is now on its way).
 *
 * When the server refuses, what it holds is read again: the deliveries and the preview (another
 * tab may have sent this version), and the report when an edited summary went with the request.
 */
export function useSendReport(showingId: number) {
  const { mutate } = useSWRConfig();
  const showSaved = useShowSavedReport();
  const refreshDeliveries = useRefreshDeliveries();
  const forgetLists = useForgetLists();
  return useSWRMutation(sendReportPath(showingId), async (_key: string, { arg }: { arg: SendReportRequest | undefined }) => {
    let answer: SentReport;
    try {
      answer = await sendReport(showingId, arg);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'already_sent' || arg)) {
        void refreshDeliveries(showingId);
        void mutate(showingReportsKey(showingId));
      }
      throw error;
    }
    await Promise.all([
      showSaved(answer.report),
      // Accepted: this version is on its way, so the page reads "Report Already Sent" at once.
      mutate(sendPreviewKey(showingId), (current: EmailPreview | undefined) => current && { ...current, alreadySent: true }, { revalidate: false }),
      refreshDeliveries(showingId, answer.delivery),
      // The dashboard shows the summary too, and its badge once the delivery was sent.
      arg ? forgetLists(REPORTS_PATH) : undefined,
    ]);
    return answer;
  });
}
