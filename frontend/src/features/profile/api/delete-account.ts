import useSWRMutation from 'swr/mutation';

import { apiRequest } from '@/lib/api-client';
import { useSessionCache, useUser } from '@/lib/auth';
import type { components } from '@/types/api';

export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest'];

/** Closes the account; the server signs out, so the session and the device's drafts are cleared here too. */
export function useDeleteAccount() {
  const { user } = useUser();
  const { clearSession, forgetAgent } = useSessionCache();
  return useSWRMutation('/api/user', async (_key: string, { arg }: { arg: DeleteAccountRequest }) => {
    await apiRequest<void>('DELETE', '/api/user', arg);
    // Nothing of a closed account stays on the device either.
    await forgetAgent(user?.id);
    await clearSession();
  });
}
