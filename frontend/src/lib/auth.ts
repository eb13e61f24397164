import useSWR, { useSWRConfig } from 'swr';

import { ApiError, api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type User = components['schemas']['User'];

/** The session is the current-user query; every screen reads the signed-in user from it. */
export const CURRENT_USER_KEY = '/api/user';

/**
 * Whether this browser was signed in when it last knew. The session cookie cannot be read from
 * script, so without this a visitor's every page load would ask for the current user only to be
 * refused (a 401 the browser logs as an error). Where storage is unavailable, the server is asked.
 */
const SIGNED_IN_HINT = 'showscribe.signed-in';

export function mightBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage is off: the server is asked on every load instead.
  }
}

/** Spec §4: a 401 means "no user", not an error; a visitor who never signed in is not asked about. */
export async function getCurrentUser(): Promise<User | null> {
  if (!mightBeSignedIn()) return null;
  try {
    const user = await api.get<User>(CURRENT_USER_KEY);
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
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
    setUser: (user: User) => {
      rememberSignedIn(true);
      return mutate(CURRENT_USER_KEY, user, { revalidate: false });
    },
    refreshUser: () => mutate(CURRENT_USER_KEY),
    clearSession: async () => {
      rememberSignedIn(false);
      await mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: false });
      await mutate(CURRENT_USER_KEY, null, { revalidate: false });
    },
  };
}
