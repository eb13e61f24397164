import useSWR from 'swr';

import { api } from '@/lib/api-client';

import type { Recording } from '../types';

export const showingRecordingsKey = (showingId: number) => `/api/showings/${showingId}/recordings`;

/** The recordings dictated into a showing's boxes, oldest first. */
export function useShowingRecordings(showingId: number | null) {
  return useSWR(showingId === null ? null : showingRecordingsKey(showingId), (key: string) => api.get<Recording[]>(key));
}
