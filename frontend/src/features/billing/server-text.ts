import { errorMessage } from '@/lib/api-client';

/** The server's own words, without the "STATUS: " prefix of the error format. */
export function serverText(error: unknown): string {
  return errorMessage(error);
}
