import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { type User, useSessionCache } from '@/lib/auth';
import { LOGO_PATH } from '@/lib/logo';

/** Removes the agent's logo; the answer is the agent with `logoUrl` null. */
export const removeLogo = () => api.delete<User>(LOGO_PATH);

export function useRemoveLogo() {
  const { setUser, refreshUser } = useSessionCache();
  return useSWRMutation(`${LOGO_PATH}#remove`, async (): Promise<User> => {
    const user = await removeLogo();
    await setUser(user);
    await refreshUser();
    return user;
  });
}
