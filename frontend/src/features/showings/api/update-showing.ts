import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useForgetLists } from '@/lib/invalidate';
import { REPORTS_PATH, SHOWINGS_PATH } from '@/lib/list-keys';

import type { Showing } from '../types';
import type { UpdateShowingRequest } from './editing-types';
import { showingKey } from './get-showing';

export type { UpdateShowingRequest };

/** Replaces a showing's details; the same body and checks as creating one. */
export const updateShowing = (showingId: number, body: UpdateShowingRequest) => api.put<Showing>(showingKey(showingId), body);

/**
 * Saves the showing, then drops the lists that name it (address, buyer) so the dashboard reads
 * them again. The caller shows the saved showing on its own screen.
 */
export function useUpdateShowing(showingId: number) {
  const forgetLists = useForgetLists();
  return useSWRMutation(`PUT ${showingKey(showingId)}`, async (_key: string, { arg }: { arg: UpdateShowingRequest }) => {
    const saved = await updateShowing(showingId, arg);
    await forgetLists(SHOWINGS_PATH, REPORTS_PATH);
    return saved;
  });
}
