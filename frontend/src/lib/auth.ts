import useSWR, { useSWRConfig } from 'swr';

import { ApiError, api } from '@/lib/api-client';
import { forgetAgentOnThisDevice } from '@/lib/device-store';
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

/**
 * The signed-in agent as last read from the server, so that the app opens signed in with no
 * signal (a basement, a crawl space) and its forms can keep drafts for the right agent. Removed
 * with the hint whenever the session ends.
 */
const LAST_KNOWN_USER = 'showscribe.user';

export function rememberSignedIn(signedIn: boolean, user?: User) {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT);
    if (signedIn && user) window.localStorage.setItem(LAST_KNOWN_USER, JSON.stringify(user));
    else if (!signedIn) window.localStorage.removeItem(LAST_KNOWN_USER);
  } catch {
    // Storage is off: the server is asked on every load instead.
  }
}

function lastKnownUser(): User | null {
  try {
    const saved = window.localStorage.getItem(LAST_KNOWN_USER);
    return saved ? (JSON.parse(saved) as User) : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4: a 401 means "no user", not an error; a visitor who never signed in is not asked about.
 * With no answer at all (no connection), the agent this browser last knew is still signed in: the
 * server will say otherwise once it can be reached.
 */
export async function getCurrentUser(): Promise<User | null> {
  if (!mightBeSignedIn()) return null;
  try {
    const user = await api.get<User>(CURRENT_USER_KEY);
    rememberSignedIn(true, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
    const offline = !(error instanceof ApiError) && lastKnownUser();
    if (offline) return offline;
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
      rememberSignedIn(true, user);
      return mutate(CURRENT_USER_KEY, user, { revalidate: false });
    },
    refreshUser: () => mutate(CURRENT_USER_KEY),
    clearSession: async () => {
      rememberSignedIn(false);
      await mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: false });
      await mutate(CURRENT_USER_KEY, null, { revalidate: false });
    },
    /**
     * The agent signed out (or closed the account) on purpose: besides the session, everything
     * the app kept on this device for them goes — drafts, showings waiting to be sent, caches —
     * so the next person to pick up the phone finds none of it. (A session that merely expired
     * keeps them: the agent signs in again and carries on.)
     */
    forgetAgent: async (userId: number | undefined) => {
      if (userId !== undefined) await forgetAgentOnThisDevice(userId).catch(() => undefined);
    },
  };
}
