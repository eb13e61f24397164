import useSWRMutation from 'swr/mutation';

import { type User, useSessionCache } from '@/lib/auth';
import { LOGO_PATH, uploadLogo } from '@/lib/logo';

export { uploadLogo };

/** Uploads the logo, then shows the agent with it and revalidates the current user. */
export function useUploadLogo() {
  const { setUser, refreshUser } = useSessionCache();
  return useSWRMutation(`${LOGO_PATH}#upload`, async (_key: string, { arg: file }: { arg: File }): Promise<User> => {
    const user = await uploadLogo(file);
    await setUser(user);
    await refreshUser();
    return user;
  });
}
