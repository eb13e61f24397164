import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

export const changePassword = (body: ChangePasswordRequest) => api.put<void>('/api/user/password', body);

export function useChangePassword() {
  return useSWRMutation('/api/user/password', (_key: string, { arg }: { arg: ChangePasswordRequest }) => changePassword(arg));
}
