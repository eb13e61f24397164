import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { type User, useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type LoginRequest = components['schemas']['LoginRequest'];

export const login = (body: LoginRequest) => api.post<User>('/api/login', body);

/** Signs in and stores the returned user as the session. */
export function useLogin() {
  const { setUser } = useSessionCache();
  return useSWRMutation('/api/login', async (_key: string, { arg }: { arg: LoginRequest }) => {
    const user = await login(arg);
    await setUser(user);
    return user;
  });
}
