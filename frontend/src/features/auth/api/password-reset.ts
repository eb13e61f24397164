import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { type User, useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type PasswordResetConfirmation = components['schemas']['PasswordResetConfirmation'];
export type PasswordResetRequested = components['schemas']['PasswordResetRequested'];

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useSWRMutation('/api/password-reset', (_key: string, { arg }: { arg: PasswordResetRequest }) =>
    api.post<PasswordResetRequested>('/api/password-reset', arg),
  );
}

/** Sets the new password with the link's token; the server signs this browser in afresh. */
export function useConfirmPasswordReset() {
  const { setUser } = useSessionCache();
  return useSWRMutation(
    '/api/password-reset/confirm',
    async (_key: string, { arg }: { arg: PasswordResetConfirmation }) => {
      const user = await api.post<User>('/api/password-reset/confirm', arg);
      await setUser(user);
      return user;
    },
  );
}
