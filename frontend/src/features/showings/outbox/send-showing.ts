import { ApiError, api } from '@/lib/api-client';

import { generateReport } from '../api/generate-report';
import { uploadDraftPhotos } from '../photos/draft-photos';
import type { Report, Showing } from '../types';
import { type QueuedShowing, type Refusal, changeQueuedShowing } from './queued-showing';
import { isWorthRetrying } from './retry';

/** The header the server reads to answer a repeated request once (crates/web/src/routes/idempotency.rs). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type SendStage = Refusal['stage'];

/**
 * How sending went. `unanswered`: no answer came (no connection, the request cut off) or the server
 * failed; nothing was refused and the same keys may be sent again. `refused`: the server answered
 * no (4xx) to one step; sending again as it is would get the same answer.
 */
export type SendOutcome =
  | { result: 'sent'; showingId: number; report: Report }
  | { result: 'unanswered'; stage: SendStage; error: unknown; showingId?: number }
  | { result: 'refused'; stage: SendStage; error: ApiError; showingId?: number };

export interface SendProgress {
  /** The server has the showing (said once, on the request that created it). */
  onCreated?: (showingId: number) => void;
}

export { isWorthRetrying } from './retry';

/** The session is gone: nothing is wrong with the showing, but nothing can be sent until sign-in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function outcomeOf(stage: SendStage, error: unknown, showingId?: number): SendOutcome {
  if (error instanceof ApiError && !isWorthRetrying(error) && !isSignedOut(error)) return { result: 'refused', stage, error, showingId };
  return { result: 'unanswered', stage, error, showingId };
}

/**
 * Sends a queued showing as far as it can go: creates it (unless the server already has it; one its
 * draft's recordings created is saved over instead), makes its follow-up request, uploads the
 * photos its form kept on the device, and generates its report. The creation and the report each carry the
 * showing's own `Idempotency-Key`, so a step repeated after a lost answer changes nothing twice.
 * The new showing's id is written to the device before anything else happens, so a crash after
 * it never creates the showing again.
 */
export async function sendQueuedShowing(showing: QueuedShowing, progress: SendProgress = {}): Promise<SendOutcome> {
  let showingId = showing.showingId;
  if (showingId !== undefined && showing.existing) {
    // The draft's recordings created the showing: the form as pressed is saved over it.
    try {
      await api.put<Showing>(`/api/showings/${showingId}`, showing.request);
    } catch (error) {
      return outcomeOf('create', error, showingId);
    }
  } else if (showingId === undefined) {
    try {
      showingId = (await api.post<Showing>('/api/showings', showing.request, { [IDEMPOTENCY_HEADER]: showing.createKey })).id;
    } catch (error) {
      return outcomeOf('create', error);
    }
    const created = showingId;
    await changeQueuedShowing(showing.userId, showing.id, () => ({ showingId: created })).catch(() => undefined);
    progress.onCreated?.(created);
  }

  if (showing.followUp) {
    try {
      // A PUT replaces what it names, so sending it again is harmless and needs no key.
      await api.put(`/api/showings/${showingId}/${showing.followUp.part}`, showing.followUp.body);
    } catch (error) {
      return outcomeOf('after-create', error, showingId);
    }
  }

  try {
    // The photos taken on the form, kept on the device until the showing exists.
    await uploadDraftPhotos(showing.userId, showing.form, showingId);
  } catch (error) {
    return outcomeOf('after-create', error, showingId);
  }

  try {
    const report = await generateReport(showingId, { [IDEMPOTENCY_HEADER]: showing.generateKey });
    return { result: 'sent', showingId, report };
  } catch (error) {
    return outcomeOf('generate', error, showingId);
  }
}

/** The refusal as kept on the device, for the form to show when it opens again. */
export function refusalOf(stage: SendStage, error: ApiError): Refusal {
  return { stage, status: error.status, code: error.code, message: error.text, fields: error.fields };
}

/** An ApiError made again from a refusal kept on the device (the alerts read errors). */
export function errorOfRefusal(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.message, refusal.code, refusal.fields);
}
