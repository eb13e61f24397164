import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { SHOWINGS_PATH } from '@/lib/list-keys';

import type { CreateShowingRequest, Showing } from '../types';

export type { CreateShowingRequest };

export const createShowing = (body: CreateShowingRequest) => api.post<Showing>(SHOWINGS_PATH, body);

export function useCreateShowing() {
  return useSWRMutation(SHOWINGS_PATH, (_key: string, { arg }: { arg: CreateShowingRequest }) => createShowing(arg));
}
