import { ApiError } from '@/lib/api-client';

import { serverMessage } from './report-flow';

/** The server's own words for a refused change, or `fallback` when no answer came back. */
export function serverProblem(error: unknown, fallback = 'The change could not be saved. Please check your connection and try again.'): string {
  return error instanceof ApiError ? serverMessage(error) : fallback;
}
