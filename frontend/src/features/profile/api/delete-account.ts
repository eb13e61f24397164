import useSWRMutation from 'swr/mutation';

import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest'];

/** Closes the account; the server signs out, so the session is cleared here too. */
export function useDeleteAccount() {
  const { clearSession } = useSessionCache();
  return useSWRMutation('/api/user', async (_key: string, { arg }: { arg: DeleteAccountRequest }) => {
    await apiRequest<void>('DELETE', '/api/user', arg);
    await clearSession();
  });
}
