import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useSessionCache, useUser } from '@/lib/auth';

export const logout = () => api.post<void>('/api/logout');

/**
 * Ends the session and forgets every cached answer that belonged to the user, and what the app
 * kept for them on this device (drafts, showings waiting to be sent, the worker's runtime caches).
 */
export function useLogout() {
  const { user } = useUser();
  const { clearSession, forgetAgent } = useSessionCache();
  return useSWRMutation('/api/logout', async () => {
    await logout();
    await forgetAgent(user?.id);
    await clearSession();
  });
}
