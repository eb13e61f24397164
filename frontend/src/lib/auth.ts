import useSWR, { useSWRConfig } from 'swr';

import { ApiError, api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type User = components['schemas']['User'];

/** The session is the current-user query; every screen reads the signed-in user from it. */
export const CURRENT_USER_KEY = '/api/user';

/** Spec §4: a 401 means "no user", not an error. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>(CURRENT_USER_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  const { data, error, isLoading } = useSWR<User | null>(CURRENT_USER_KEY, getCurrentUser);
  // If the server cannot be reached the visitor is treated as signed out: the public pages
  // still work, and any signed-in action will surface the failure itself.
  return { user: data ?? null, isLoading: isLoading && data === undefined, error: error as unknown };
}

/** Session changes (sign-in, sign-out, expiry) go through here so stale per-user data never leaks. */
export function useSessionCache() {
  const { mutate } = useSWRConfig();
  return {
    setUser: (user: User) => mutate(CURRENT_USER_KEY, user, { revalidate: false }),
    refreshUser: () => mutate(CURRENT_USER_KEY),
    clearSession: async () => {
      await mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: false });
      await mutate(CURRENT_USER_KEY, null, { revalidate: false });
    },
  };
}
