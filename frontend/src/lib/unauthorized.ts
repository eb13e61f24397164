import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { isUnauthorizedError } from '@/lib/api-client';
import { useSessionCache } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Spec §8/§9: the redirect follows the toast after 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * For signed-in actions (profile, password, subscribe): when the server says the session is
 * gone, tell the user and send them to sign in. Returns true when it handled the error.
 */
export function useUnauthorizedHandler() {
  const navigate = useNavigate();
  const { clearSession } = useSessionCache();

  return (error: unknown): boolean => {
    if (!isUnauthorizedError(error)) return false;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    setTimeout(() => {
      void clearSession().then(() => navigate(paths.auth.path));
    }, UNAUTHORIZED_REDIRECT_MS);
    return true;
  };
}
