import { api } from '@/lib/api-client';
import { type DraftForm, loadDraft, saveDraftPart } from '@/lib/device-drafts';

import { IDEMPOTENCY_HEADER } from '../outbox/send-showing';
import { newIdempotencyKey } from '../outbox/queued-showing';
import type { CreateShowingRequest, Showing } from '../types';

/**
 * The showing a draft's recordings are uploaded to, kept as a part of the draft: the request that
 * creates it and that request's `Idempotency-Key` (made once, and sent again unchanged, so a retry
 * after a lost answer never creates a second showing), then the showing's id once it exists.
 * Generate then saves the form over this showing instead of creating another.
 */
export interface DraftShowingLink {
  createKey: string;
  request: CreateShowingRequest;
  showingId?: number;
}

export const DRAFT_SHOWING_PART = 'recordingShowing';

function isLink(value: unknown): value is DraftShowingLink {
  return typeof value === 'object' && value !== null && typeof (value as DraftShowingLink).createKey === 'string';
}

/** The id of the showing the draft's recordings went to, when one was created. */
export async function draftShowingId(userId: number, form: DraftForm): Promise<number | undefined> {
  const part = (await loadDraft(userId, form))?.parts[DRAFT_SHOWING_PART];
  return isLink(part) ? part.showingId : undefined;
}

/**
 * The draft's showing, created first when it has none yet: from the form as it is now, with its notes
 * allowed to be empty (`recordingToFollow`), as the recording is what it is about so far.
 */
export async function ensureDraftShowing(userId: number, form: DraftForm, request: CreateShowingRequest): Promise<number> {
  const part = (await loadDraft(userId, form))?.parts[DRAFT_SHOWING_PART];
  let link: DraftShowingLink;
  if (isLink(part)) {
    if (part.showingId !== undefined) return part.showingId;
    link = part;
  } else {
    link = { createKey: newIdempotencyKey(), request: { ...request, recordingToFollow: true } };
    await saveDraftPart(userId, form, DRAFT_SHOWING_PART, link);
  }
  const showing = await api.post<Showing>('/api/showings', link.request, { [IDEMPOTENCY_HEADER]: link.createKey });
  await saveDraftPart(userId, form, DRAFT_SHOWING_PART, { ...link, showingId: showing.id });
  return showing.id;
}
