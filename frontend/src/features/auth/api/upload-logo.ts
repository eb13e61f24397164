import useSWRMutation from 'swr/mutation';

import { type User, useSessionCache } from '@/lib/auth';
import { LOGO_PATH, uploadLogo } from '@/lib/logo';

export { uploadLogo };

/** Uploads the logo chosen while registering, once the account exists; the answer is the new session user. */
export function useUploadLogo() {
  const { setUser } = useSessionCache();
  return useSWRMutation(`${LOGO_PATH}#register`, async (_key: string, { arg: file }: { arg: File }): Promise<User> => {
    const user = await uploadLogo(file);
    await setUser(user);
    return user;
  });
}
