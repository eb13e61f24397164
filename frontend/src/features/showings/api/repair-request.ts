import useSWR, { useSWRConfig } from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

import { type SharedReport, sharedReportKey } from './share-links';

export type RepairRequest = components['schemas']['RepairRequestResponse'];
export type RequestedItem = components['schemas']['RequestedItemBody'];
export type Offer = components['schemas']['OfferResponse'];
export type Remedy = 'repair' | 'credit';

export const repairRequestKey = (showingId: number) => `/api/showings/${showingId}/repair-request`;
export const repairRequestPdfUrl = (showingId: number) => `${repairRequestKey(showingId)}/pdf`;
export const repairRequestCsvUrl = (showingId: number) => `${repairRequestKey(showingId)}/csv`;
const sharedRequestKey = (token: string) => `${sharedReportKey(token)}/repair-request`;

/** The showing's list, its totals and the offer figures (the agent's view). */
export function useRepairRequest(showingId: number) {
  return useSWR(repairRequestKey(showingId), () => api.get<RepairRequest>(repairRequestKey(showingId)));
}

/**
 * When the list being replaced was saved, as last read: null when none was. The server refuses
 * (409, `list_changed`) a save over a list the other side changed since.
 */
export type BasedOn = string | null;

/** The server's code for a save refused because the list changed since it was read. */
export const LIST_CHANGED = 'list_changed';

/** Saves the agent's list; the answer is the list as the server totals it. */
export function useSaveRepairRequest(showingId: number) {
  const { mutate } = useSWRConfig();
  return async (items: RequestedItem[], basedOn: BasedOn) => {
    const saved = await api.put<RepairRequest>(repairRequestKey(showingId), { items, basedOn });
    await mutate(repairRequestKey(showingId), saved, { revalidate: false });
    return saved;
  };
}

/** The agent's list as it is now on the server (after a save refused as stale). */
export function useReloadRepairRequest(showingId: number) {
  const { mutate } = useSWRConfig();
  return async () => {
    const current = await api.get<RepairRequest>(repairRequestKey(showingId));
    await mutate(repairRequestKey(showingId), current, { revalidate: false });
    return current;
  };
}

/** Saves the client's list through their link (no account); the agent is emailed it. */
export const saveSharedRepairRequest = (token: string, items: RequestedItem[], basedOn: BasedOn) =>
  api.put<RepairRequest>(sharedRequestKey(token), { items, basedOn });

/** The client's list as it is now, read through their link. */
export const getSharedRepairRequest = (token: string) => api.get<SharedReport>(sharedReportKey(token)).then((shared) => shared.repairRequest);
