import type { DraftForm } from '@/lib/device-drafts';
import { type DeviceKey, listDeviceItems, readDeviceItem, removeDeviceItem, updateDeviceItem, writeDeviceItem } from '@/lib/device-store';
import { randomUuid } from '@/lib/uuid';

import type { CreateShowingRequest } from '../types';

/**
 * A request made on a showing once it exists, before its report is written:
 * `PUT /api/showings/{id}/{part}` (the comparable sales of its market analysis). Plain data, so a
 * showing waiting on the device can make it later.
 */
export interface ShowingFollowUp {
  part: 'comparables';
  body: unknown;
}

/** Where a showing stopped: the step the server refused, in its own words. */
export interface Refusal {
  stage: 'create' | 'after-create' | 'generate';
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * A showing on its way to the server, kept on the device from the press of Generate until its
 * report exists. Each of the two requests that cost something has its own `Idempotency-Key`,
 * made once: a retry after a lost answer gets the first answer back instead of a second showing
 * or a second report. A key the server refused (a 4xx it keeps for that key) is replaced before
 * the agent tries again, as the new request is a new question.
 */
export interface QueuedShowing {
  id: string;
  userId: number;
  /** The form it came from: one showing per form is on its way at a time. */
  form: DraftForm;
  request: CreateShowingRequest;
  followUp: ShowingFollowUp | null;
  createKey: string;
  generateKey: string;
  /** Set once the server has created the showing (or from the start, for a draft whose recordings created it). */
  showingId?: number;
  /**
   * The showing existed before the press (its draft's recordings were uploaded to it): sending
   * saves the form over it (`PUT /api/showings/{id}`, harmless to repeat) instead of creating one.
   */
  existing?: boolean;
  /**
   * `waiting`: sent as soon as the connection allows, by itself. `stopped`: the server refused it
   * (`refusal` says why) or failed while the agent watched; it goes again when the agent presses.
   */
  state: 'waiting' | 'stopped';
  refusal?: Refusal;
  queuedAt: number;
}

const KIND = 'outbox';
const keyOf = (userId: number, id: string): DeviceKey => [userId, KIND, id];

/** A fresh key for one request (a v4 UUID). */
export function newIdempotencyKey(): string {
  return randomUuid();
}

/**
 * What a press asks the server to create, to tell the same showing pressed again from a changed
 * one. The follow-up is left out: it is saved again in full on every press, on the same showing.
 */
export function fingerprintOf(request: CreateShowingRequest): string {
  return JSON.stringify(request);
}

export function newQueuedShowing(userId: number, form: DraftForm, request: CreateShowingRequest, followUp: ShowingFollowUp | null, existingShowingId?: number): QueuedShowing {
  return {
    id: randomUuid(),
    userId,
    form,
    request,
    followUp,
    createKey: newIdempotencyKey(),
    generateKey: newIdempotencyKey(),
    state: 'waiting',
    queuedAt: Date.now(),
    ...(existingShowingId === undefined ? {} : { showingId: existingShowingId, existing: true }),
  };
}

export function saveQueuedShowing(showing: QueuedShowing): Promise<void> {
  return writeDeviceItem(keyOf(showing.userId, showing.id), showing);
}

export function readQueuedShowing(userId: number, id: string): Promise<QueuedShowing | undefined> {
  return readDeviceItem<QueuedShowing>(keyOf(userId, id));
}

/** Changes a queued showing in place (one transaction), and gives it back; undefined if it is gone. */
export async function changeQueuedShowing(userId: number, id: string, change: (current: QueuedShowing) => Partial<QueuedShowing>): Promise<QueuedShowing | undefined> {
  let changed: QueuedShowing | undefined;
  await updateDeviceItem<QueuedShowing>(keyOf(userId, id), (current) => (changed = current ? { ...current, ...change(current) } : undefined));
  return changed;
}

export function removeQueuedShowing(userId: number, id: string): Promise<void> {
  return removeDeviceItem(keyOf(userId, id));
}

/** The agent's showings on their way, oldest first. */
export async function listQueuedShowings(userId: number): Promise<QueuedShowing[]> {
  const items = await listDeviceItems<QueuedShowing>(userId, KIND);
  return items.map((item) => item.value).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** The showing on its way from one form, if any. */
export async function queuedShowingOf(userId: number, form: DraftForm): Promise<QueuedShowing | undefined> {
  return (await listQueuedShowings(userId)).find((showing) => showing.form === form);
}
