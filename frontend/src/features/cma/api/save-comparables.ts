import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import { comparablesKey } from './get-comparables';
import type { ComparablesResponse, SaveComparablesRequest } from './types';

/**
 * Replaces a showing's comparables (at most 50) and rates. A bad row is refused with 400: the
 * message names the row (from 1) and column, `fields` is keyed `comparables.{index}.{field}`.
 */
export const saveComparables = (showingId: number, body: SaveComparablesRequest) =>
  api.put<ComparablesResponse>(comparablesKey(showingId), body);

/** Saves and keeps the answer as the showing's comparables. */
export function useSaveComparables(showingId: number) {
  return useSWRMutation(
    comparablesKey(showingId),
    (_key: string, { arg }: { arg: SaveComparablesRequest }) => saveComparables(showingId, arg),
    { populateCache: true, revalidate: false },
  );
}
