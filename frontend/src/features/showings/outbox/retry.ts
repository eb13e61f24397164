import { ApiError } from '@/lib/api-client';

/** No answer, a server failure, or a key still being answered: worth trying again later. */
export function isWorthRetrying(error: unknown): boolean {
  // No answer at all (fetch's TypeError), or an answer that could not be read: nothing was refused.
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429 || error.code === 'idempotency_in_progress';
}
