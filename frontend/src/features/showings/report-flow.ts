import { type KeyboardEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A refusal the agent can act on (402 allowance used up, 404…), as opposed to a failure to retry. */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's own words, without the "STATUS: " prefix of the error format. */
export function serverMessage(error: ApiError): string {
  return error.text;
}

/**
 * Spec §8 for a report that could not be generated: a refusal with the server's reason (402 when
 * the allowance is used up) reads "Report Generation Failed: Error: {message}"; anything else
 * "Error: Failed to generate report. Please try again."
 */
export function notifyGenerationFailure(error: unknown) {
  if (isClientError(error)) {
    toast({ title: 'Report Generation Failed', description: `Error: ${error.text}`, variant: 'destructive' });
  } else {
    toast({ title: 'Error', description: 'Failed to generate report. Please try again.', variant: 'destructive' });
  }
}

/**
 * Enter in a one-line field must not press the form's button: at the last step that would
 * generate a report (and use one of the allowance) while the agent is still typing.
 */
export function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** Spec §9: 1.5 s after a report is generated the app moves on (to the new report). */
export const REDIRECT_AFTER_GENERATION_MS = 1500;
