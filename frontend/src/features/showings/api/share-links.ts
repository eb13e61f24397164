import useSWR, { useSWRConfig } from 'swr';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type ShareLink = components['schemas']['ShareLinkResponse'];
export type SharedReport = components['schemas']['SharedReportResponse'];

/** A link's lifetimes the agent picks from, in days (the server takes 1 to 365; 30 by default). */
export const LIFETIME_CHOICES = [7, 30, 90, 365] as const;
export const DEFAULT_LIFETIME_DAYS = 30;

export const shareLinksKey = (showingId: number) => `/api/showings/${showingId}/share-links`;
export const sharedReportKey = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** A new link; its address (`url`) is in this answer only. */
export const createShareLink = (showingId: number, expiresInDays: number) => api.post<ShareLink>(shareLinksKey(showingId), { expiresInDays });

/** Withdraws a link at once. */
export const revokeShareLink = (showingId: number, linkId: number) => api.delete<void>(`${shareLinksKey(showingId)}/${linkId}`);

/** The showing's links, newest first, with when each was last opened. */
export function useShareLinks(showingId: number) {
  return useSWR(shareLinksKey(showingId), () => api.get<ShareLink[]>(shareLinksKey(showingId)));
}

/** Reads the showing's links again after a change. */
export function useRefreshShareLinks(showingId: number) {
  const { mutate } = useSWRConfig();
  return () => mutate(shareLinksKey(showingId));
}

/** The report a link opens (no account needed). */
export function useSharedReport(token: string) {
  return useSWR(sharedReportKey(token), () => api.get<SharedReport>(sharedReportKey(token)));
}
