import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import type { DraftForm } from '@/lib/device-drafts';

import { useRefreshAfterGeneration } from '../api/generate-report';
import { draftShowingId } from '../recordings/draft-showing';
import type { CreateShowingRequest, Report } from '../types';
import { type AttemptOutcome, attemptToSend, outboxChanged, subscribeToOutbox } from './outbox';
import { type QueuedShowing, type ShowingFollowUp, fingerprintOf, newQueuedShowing, queuedShowingOf, removeQueuedShowing, saveQueuedShowing } from './queued-showing';
import type { SendStage } from './send-showing';

/**
 * What a press of Generate came to. `queued`: no connection; the showing waits on the device and
 * goes by itself. `failed`: a step was refused or the server failed (or the session ended); the
 * form shows why, as it always did.
 */
export type PressOutcome =
  | { result: 'sent'; showingId: number; report: Report }
  | { result: 'queued' }
  | { result: 'gone' }
  | { result: 'failed'; stage: SendStage; error: unknown; showingId?: number };

/** The showing on its way from one form, read again whenever the queue changes. */
export function useQueuedShowing(userId: number, form: DraftForm) {
  const [state, setState] = useState<{ loaded: boolean; showing?: QueuedShowing }>({ loaded: false });
  useEffect(() => {
    let current = true;
    let told = false;
    queuedShowingOf(userId, form).then(
      (showing) => current && !told && setState({ loaded: true, showing }),
      () => current && !told && setState({ loaded: true }),
    );
    // The queue says what changed, so the form never shows a state older than the last press.
    const unsubscribe = subscribeToOutbox((event) => {
      if (event.type !== 'changed' || event.userId !== userId || event.form !== form) return;
      told = true;
      setState({ loaded: true, showing: event.showing });
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId, form]);
  return state;
}

/** Runs `onSent` when a showing from this form is sent by the queue (the connection came back). */
export function useOnQueuedShowingSent(userId: number, form: DraftForm, onSent: (showingId: number) => void) {
  useEffect(
    () =>
      subscribeToOutbox((event) => {
        if (event.type === 'sent' && event.showing.userId === userId && event.showing.form === form) onSent(event.showingId);
      }),
    [userId, form, onSent],
  );
}

function pressOutcomeOf(outcome: AttemptOutcome): PressOutcome {
  if (outcome.result === 'sent' || outcome.result === 'gone') return outcome;
  if (outcome.result === 'unanswered' && !(outcome.error instanceof ApiError)) return { result: 'queued' };
  return { result: 'failed', stage: outcome.stage, error: outcome.error, showingId: outcome.showingId };
}

/**
 * Generate, from a form: the showing is put on the device first (with its keys), then sent. The
 * same showing pressed again (a refused comparable corrected, more reports bought) keeps its keys
 * and the showing the server already saved; changed details start a new showing.
 */
export function useSendShowing(userId: number, form: DraftForm) {
  const refresh = useRefreshAfterGeneration();
  return async (request: CreateShowingRequest, followUp: ShowingFollowUp | null, { onCreated }: { onCreated?: (showingId: number) => void } = {}): Promise<PressOutcome> => {
    const before = await queuedShowingOf(userId, form).catch(() => undefined);
    let showing: QueuedShowing;
    if (before && fingerprintOf(before.request) === fingerprintOf(request)) {
      showing = { ...before, followUp, state: 'waiting' };
    } else {
      if (before) await removeQueuedShowing(userId, before.id).catch(() => undefined);
      // A draft whose recordings were uploaded already has its showing on the server: that one is the showing.
      const existing = await draftShowingId(userId, form).catch(() => undefined);
      showing = newQueuedShowing(userId, form, request, followUp, existing);
    }
    const kept = await saveQueuedShowing(showing).then(
      () => true,
      () => false,
    );
    outboxChanged(userId, form, showing);
    if (kept && navigator.onLine === false) return { result: 'queued' };

    const attempt = await attemptToSend(showing, { stopOnServerError: true, kept, onCreated });
    // Nothing could be kept to send later: the press failed like any other.
    const outcome: PressOutcome =
      !kept && attempt.result === 'unanswered' ? { result: 'failed', stage: attempt.stage, error: attempt.error, showingId: attempt.showingId } : pressOutcomeOf(attempt);
    if (outcome.result === 'sent') await refresh(outcome.showingId, outcome.report);
    else if (outcome.result === 'failed' && outcome.showingId !== undefined) await refresh(outcome.showingId).catch(() => undefined);
    return outcome;
  };
}
