import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { EditReportRequest, Report } from '../types';
import { useShowSavedReport } from './get-showing-reports';

export type { EditReportRequest };

export const reportPath = (showingId: number, reportId: number) => `/api/showings/${showingId}/reports/${reportId}`;

export const editReportSummary = (showingId: number, reportId: number, body: EditReportRequest) =>
  api.patch<Report>(reportPath(showingId, reportId), body);

/** Saves an edited summary on the server and puts the saved report into the showing's list. */
export function useEditReportSummary(showingId: number, reportId: number) {
  const showSaved = useShowSavedReport();
  return useSWRMutation(reportPath(showingId, reportId), async (_key: string, { arg }: { arg: EditReportRequest }) => {
    const saved = await editReportSummary(showingId, reportId, arg);
    await showSaved(saved);
    return saved;
  });
}
