import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';

export const logout = () => api.post<void>('/api/logout');

/** Ends the session and forgets every cached answer that belonged to the user. */
export function useLogout() {
  const { clearSession } = useSessionCache();
  return useSWRMutation('/api/logout', async () => {
    await logout();
    await clearSession();
  });
}
