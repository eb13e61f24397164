import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useForgetLists } from '@/lib/invalidate';
import { REPORTS_PATH } from '@/lib/list-keys';

import type { components } from '@/types/api';

import type { Report, SendReportRequest } from '../types';
import { showingReportsKey } from './get-showing-reports';

export type SentReport = components['schemas']['SentReportResponse'];

export type { SendReportRequest };

export const sendReportPath = (showingId: number) => `/api/showings/${showingId}/send-report`;

/**
 * Emails the report with its PDF to the client and a copy to the agent. Spec §4/§7: the body
 * carries `summary` only while the summary is being edited; otherwise there is no body at all.
 */
export const sendReport = (showingId: number, body?: SendReportRequest) => api.post<SentReport>(sendReportPath(showingId), body);

/**
 * Sends the report and puts the sent report (emailSent true, the summary as saved) into the
 * showing's list; the dashboard's gallery forgets its pages so its badge reads Email Sent.
 */
export function useSendReport(showingId: number) {
  const { mutate } = useSWRConfig();
  const forgetLists = useForgetLists();
  return useSWRMutation(sendReportPath(showingId), async (_key: string, { arg }: { arg: SendReportRequest | undefined }) => {
    const { report } = await sendReport(showingId, arg);
    // Queued for delivery: shown as sent (a second press would be refused as already sent).
    const sent: Report = { ...report, emailSent: true };
    await Promise.all([
      mutate(
        showingReportsKey(showingId),
        (current: Report[] | undefined) => current?.map((report) => (report.id === sent.id ? sent : report)) ?? [sent],
        { revalidate: false },
      ),
      forgetLists(REPORTS_PATH),
    ]);
    return sent;
  });
}
