import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { type User, useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type RegisterRequest = components['schemas']['RegisterRequest'];

export const register = (body: RegisterRequest) => api.post<User>('/api/register', body);

/** Creates the account; the server signs the new user in, so the answer becomes the session. */
export function useRegister() {
  const { setUser } = useSessionCache();
  return useSWRMutation('/api/register', async (_key: string, { arg }: { arg: RegisterRequest }) => {
    const user = await register(arg);
    await setUser(user);
    return user;
  });
}
