import { ApiError } from '@/lib/api-client';
import { type DraftForm, discardDraft } from '@/lib/device-drafts';

import type { Report } from '../types';
import { type QueuedShowing, changeQueuedShowing, listQueuedShowings, newIdempotencyKey, readQueuedShowing, removeQueuedShowing } from './queued-showing';
import { type SendOutcome, type SendProgress, isSignedOut, refusalOf, sendQueuedShowing } from './send-showing';

/** What became of a queued showing, told to whoever listens (the form it came from, the app's toasts). */
export type OutboxEvent =
  | { type: 'sent'; showing: QueuedShowing; showingId: number; report: Report }
  | { type: 'changed'; userId: number; form: DraftForm; showing: QueuedShowing | undefined };

const listeners = new Set<(event: OutboxEvent) => void>();

export function subscribeToOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: OutboxEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** The outcome of one attempt; `gone` when another tab had already sent the showing. */
export type AttemptOutcome = SendOutcome | { result: 'gone' };

const inFlight = new Map<string, Promise<AttemptOutcome>>();

/** Runs `work` holding the showing's lock in every tab of this browser, where the browser has locks. */
function holdingLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(`showscribe-outbox-${id}`, work) : work();
}

/**
 * What an attempt leaves on the device. Sent: the showing and its draft go. Refused: it stops
 * until the agent acts, and the key of the refused step is replaced (the server keeps its no for
 * that key). Unanswered: it waits to be sent again, unless `stopOnServerError` and the server did
 * answer (with a failure): the agent is looking and decides when to press again.
 */
async function record(showing: QueuedShowing, outcome: SendOutcome, stopOnServerError: boolean): Promise<QueuedShowing | undefined> {
  const { userId, id } = showing;
  if (outcome.result === 'sent') {
    await removeQueuedShowing(userId, id);
    await discardDraft(userId, showing.form);
    return undefined;
  }
  if (outcome.result === 'refused') {
    const refusal = refusalOf(outcome.stage, outcome.error);
    return changeQueuedShowing(userId, id, () => ({
      state: 'stopped',
      refusal,
      ...(outcome.stage === 'create' ? { createKey: newIdempotencyKey() } : {}),
      ...(outcome.stage === 'generate' ? { generateKey: newIdempotencyKey() } : {}),
    }));
  }
  const answered = outcome.error instanceof ApiError && !isSignedOut(outcome.error);
  return changeQueuedShowing(userId, id, () => (stopOnServerError && answered ? { state: 'stopped', refusal: undefined } : { state: 'waiting', refusal: undefined }));
}

/**
 * One attempt to send a queued showing, whoever asks (a press, the connection coming back, the
 * retry timer, another tab): attempts on the same showing are never made side by side, and each
 * starts from what the device holds now.
 */
export function attemptToSend(
  showing: QueuedShowing,
  { stopOnServerError = false, kept = true, ...progress }: SendProgress & { stopOnServerError?: boolean; kept?: boolean } = {},
): Promise<AttemptOutcome> {
  const running = inFlight.get(showing.id);
  if (running) return running;
  const attempt = holdingLock(showing.id, async (): Promise<AttemptOutcome> => {
    // Without a device store (`kept` false) the showing is sent as it is, once.
    const current = kept ? await readQueuedShowing(showing.userId, showing.id) : showing;
    if (!current) {
      emit({ type: 'changed', userId: showing.userId, form: showing.form, showing: undefined });
      return { result: 'gone' };
    }
    const outcome = await sendQueuedShowing(current, progress);
    const after = await record(current, outcome, stopOnServerError).catch(() => (outcome.result === 'sent' ? undefined : current));
    if (outcome.result === 'sent') emit({ type: 'sent', showing: current, showingId: outcome.showingId, report: outcome.report });
    emit({ type: 'changed', userId: current.userId, form: current.form, showing: after });
    return outcome;
  }).finally(() => inFlight.delete(showing.id));
  inFlight.set(showing.id, attempt);
  return attempt;
}

/** How often waiting showings are tried again while the page is open (besides `online` events). */
export const RETRY_EVERY_MS = 30_000;

/**
 * Sends every showing of the agent that is waiting, oldest first. Stops at the first that gets no
 * answer (the connection is still down, or the session ended): the others would fare the same.
 */
export async function sendWaitingShowings(userId: number): Promise<AttemptOutcome[]> {
  const outcomes: AttemptOutcome[] = [];
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return outcomes;
  for (const showing of await listQueuedShowings(userId)) {
    // One being sent by a press is the form's to report, not this round's.
    if (showing.state !== 'waiting' || inFlight.has(showing.id)) continue;
    const outcome = await attemptToSend(showing);
    outcomes.push(outcome);
    if (outcome.result === 'unanswered') break;
  }
  return outcomes;
}

/** Tells listeners what a form's queued showing became outside an attempt (queued, or dropped). */
export function outboxChanged(userId: number, form: DraftForm, showing: QueuedShowing | undefined) {
  emit({ type: 'changed', userId, form, showing });
}
