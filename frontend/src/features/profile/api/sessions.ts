import { useCallback, useEffect, useState } from 'react';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type SignIn = components['schemas']['SignInResponse'];

export const SESSIONS_PATH = '/api/user/sessions';

/**
 * The devices the agent is signed in on, most recently seen first. Read when the card shows
 * and again after a change; it is not kept in the shared data cache, which is for what several
 * screens show.
 */
export function useSessions() {
  const [data, setData] = useState<SignIn[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const reload = useCallback(async () => {
    try {
      setData(await api.get<SignIn[]>(SESSIONS_PATH));
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  }, []);
  useEffect(() => {
    let live = true;
    api
      .get<SignIn[]>(SESSIONS_PATH)
      .then((list) => live && setData(list))
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, []);
  return { data, error, reload };
}

/** Signs out every other device; this one stays signed in. */
export const signOutOthers = () => api.post<void>(`${SESSIONS_PATH}/sign-out-others`);
