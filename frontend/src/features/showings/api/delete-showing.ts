import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useForgetLists } from '@/lib/invalidate';
import { REPORTS_PATH, SHOWINGS_PATH } from '@/lib/list-keys';

import { showingKey } from './get-showing';
import { showingReportsKey } from './get-showing-reports';

/** Removes the showing and its reports (204, no body). */
export const deleteShowing = (showingId: number) => api.delete<void>(showingKey(showingId));

export function useDeleteShowing(showingId: number) {
  return useSWRMutation(`DELETE ${showingKey(showingId)}`, () => deleteShowing(showingId));
}

/**
 * Once a showing is gone (and its screen left): forget what was read of it and have the lists
 * that named it read again.
 */
export function useForgetShowing() {
  const { mutate } = useSWRConfig();
  const forgetLists = useForgetLists();
  return (showingId: number) =>
    Promise.all([
      mutate(showingKey(showingId), undefined, { revalidate: false }),
      mutate(showingReportsKey(showingId), undefined, { revalidate: false }),
      forgetLists(SHOWINGS_PATH, REPORTS_PATH),
    ]);
}
