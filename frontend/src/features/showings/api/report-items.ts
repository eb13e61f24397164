import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { Report } from '../types';
import { reportPath } from './edit-report-summary';
import type { AddReportItemRequest, UpdateReportItemRequest } from './editing-types';
import { useShowSavedReport } from './get-showing-reports';

export type { AddReportItemRequest, UpdateReportItemRequest };

export const reportItemsPath = (showingId: number, reportId: number) => `${reportPath(showingId, reportId)}/items`;

export const reportItemPath = (showingId: number, reportId: number, itemId: string) =>
  `${reportItemsPath(showingId, reportId)}/${encodeURIComponent(itemId)}`;

/** Adds the agent's own item or a catalog item; the server answers the whole updated report. */
export const addReportItem = (showingId: number, reportId: number, body: AddReportItemRequest) =>
  api.post<Report>(reportItemsPath(showingId, reportId), body);

/** Changes some fields of an item (a new `kind` moves it to the other table). */
export const updateReportItem = (showingId: number, reportId: number, itemId: string, body: UpdateReportItemRequest) =>
  api.patch<Report>(reportItemPath(showingId, reportId, itemId), body);

export const removeReportItem = (showingId: number, reportId: number, itemId: string) =>
  api.delete<Report>(reportItemPath(showingId, reportId, itemId));

/**
 * Each change answers the whole report, with totals and the investment summary worked out by the
 * server; the page shows that answer as it is (nothing is added up here).
 */
function useReportItemChange<Arg>(showingId: number, reportId: number, method: string, send: (arg: Arg) => Promise<Report>) {
  const showSaved = useShowSavedReport();
  return useSWRMutation(`${method} ${reportItemsPath(showingId, reportId)}`, async (_key: string, { arg }: { arg: Arg }) => {
    const saved = await send(arg);
    await showSaved(saved);
    return saved;
  });
}

export function useAddReportItem(showingId: number, reportId: number) {
  return useReportItemChange(showingId, reportId, 'POST', (body: AddReportItemRequest) => addReportItem(showingId, reportId, body));
}

export function useUpdateReportItem(showingId: number, reportId: number) {
  return useReportItemChange(showingId, reportId, 'PATCH', ({ itemId, changes }: { itemId: string; changes: UpdateReportItemRequest }) =>
    updateReportItem(showingId, reportId, itemId, changes),
  );
}

export function useRemoveReportItem(showingId: number, reportId: number) {
  return useReportItemChange(showingId, reportId, 'DELETE', (itemId: string) => removeReportItem(showingId, reportId, itemId));
}
