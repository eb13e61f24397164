import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type EmailVerificationAnswer = components['schemas']['EmailVerificationAnswer'];

/** Sends a new link to the signed-in agent's address (three an hour at most). */
export function useRequestEmailVerification() {
  return useSWRMutation('/api/email-verification', () =>
    api.post<EmailVerificationAnswer>('/api/email-verification'),
  );
}

/** Confirms the address with the link's token; a signed-in agent's account is read again. */
export function useConfirmEmailVerification() {
  const { refreshUser } = useSessionCache();
  return useSWRMutation(
    '/api/email-verification/confirm',
    async (_key: string, { arg }: { arg: { token: string } }) => {
      const answer = await api.post<EmailVerificationAnswer>('/api/email-verification/confirm', arg);
      await refreshUser();
      return answer;
    },
  );
}
