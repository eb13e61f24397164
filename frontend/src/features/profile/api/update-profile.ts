import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import { type User, useSessionCache } from '@/lib/auth';
import type { components } from '@/types/api';

export type UpdateProfileRequest = components['schemas']['UpdateProfileRequest'];

export const updateProfile = (body: UpdateProfileRequest) => api.put<User>('/api/user/profile', body);

/** Saves the profile, then refetches the current user so every screen shows the new details. */
export function useUpdateProfile() {
  const { refreshUser } = useSessionCache();
  return useSWRMutation('/api/user/profile', async (_key: string, { arg }: { arg: UpdateProfileRequest }) => {
    const user = await updateProfile(arg);
    await refreshUser();
    return user;
  });
}
