import { type KeyboardEvent, useRef } from 'react';

import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { createShowing } from './api/create-showing';
import { generateReport, useRefreshAfterGeneration } from './api/generate-report';
import type { CreateShowingRequest, Report } from './types';

export type ReportFlowOutcome =
  | { stage: 'done'; showingId: number; report: Report }
  | { stage: 'create'; error: unknown }
  | { stage: 'after-create'; error: unknown; showingId: number }
  | { stage: 'generate'; error: unknown; showingId: number };

export interface ReportFlowOptions {
  /**
   * Runs once the showing exists and before its report is written, on every press (what it
   * saves may have been corrected since the last one): the comparable sales the report's market
   * analysis is computed from.
   */
  afterCreate?: (showingId: number) => Promise<void>;
}

/**
 * Spec §4: generating creates the showing, then asks for its report. When a later step fails
 * after the showing was saved (e.g. the allowance is used up), pressing again with the same
 * details retries only what follows, so no duplicate showing is recorded.
 */
export function useCreateAndGenerate() {
  const refresh = useRefreshAfterGeneration();
  const saved = useRef<{ fingerprint: string; showingId: number } | null>(null);

  return async (request: CreateShowingRequest, { afterCreate }: ReportFlowOptions = {}): Promise<ReportFlowOutcome> => {
    const fingerprint = JSON.stringify(request);
    let showingId = saved.current?.fingerprint === fingerprint ? saved.current.showingId : undefined;
    if (showingId === undefined) {
      try {
        showingId = (await createShowing(request)).id;
      } catch (error) {
        return { stage: 'create', error };
      }
      saved.current = { fingerprint, showingId };
      toast({ title: 'Showing Created', description: 'Writing the report…' });
    }
    if (afterCreate) {
      try {
        await afterCreate(showingId);
      } catch (error) {
        return { stage: 'after-create', error, showingId };
      }
    }
    try {
      const report = await generateReport(showingId);
      saved.current = null;
      await refresh(showingId, report);
      return { stage: 'done', showingId, report };
    } catch (error) {
      await refresh(showingId).catch(() => undefined);
      return { stage: 'generate', error, showingId };
    }
  };
}

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
