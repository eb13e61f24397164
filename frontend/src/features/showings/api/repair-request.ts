import useSWR, { useSWRConfig } from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type RepairRequest = components['schemas']['RepairRequestResponse'];
export type RequestedItem = components['schemas']['RequestedItemBody'];
export type Offer = components['schemas']['OfferResponse'];
export type Remedy = 'repair' | 'credit';

export const repairRequestKey = (showingId: number) => `/api/showings/${showingId}/repair-request`;
export const repairRequestPdfUrl = (showingId: number) => `${repairRequestKey(showingId)}/pdf`;
export const repairRequestCsvUrl = (showingId: number) => `${repairRequestKey(showingId)}/csv`;
const sharedRequestKey = (token: string) => `/api/shared/${encodeURIComponent(token)}/repair-request`;

/** The showing's list, its totals and the offer figures (the agent's view). */
export function useRepairRequest(showingId: number) {
  return useSWR(repairRequestKey(showingId), () => api.get<RepairRequest>(repairRequestKey(showingId)));
}

/** Saves the agent's list; the answer is the list as the server totals it. */
export function useSaveRepairRequest(showingId: number) {
  const { mutate } = useSWRConfig();
  return async (items: RequestedItem[]) => {
    const saved = await api.put<RepairRequest>(repairRequestKey(showingId), { items });
    await mutate(repairRequestKey(showingId), saved, { revalidate: false });
    return saved;
  };
}

/** Saves the client's list through their link (no account); the agent is emailed it. */
export const saveSharedRepairRequest = (token: string, items: RequestedItem[]) => api.put<RepairRequest>(sharedRequestKey(token), { items });
