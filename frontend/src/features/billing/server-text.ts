import { ApiError, errorMessage } from '@/lib/api-client';

/** The server's own words, without the "STATUS: " prefix the toasts show. */
export function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.message.slice(`${error.status}: `.length);
  return errorMessage(error);
}
