import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { type DeviceKey, readDeviceItem, removeDeviceItem, updateDeviceItem } from './device-store';

/** The forms whose drafts are kept on the device. */
export type DraftForm = 'new-showing' | 'mobile-form';

/**
 * One form's draft as it was last typed or heard, in parts: the form's own boxes, and what a
 * feature adds to it (the comparable sales of a new showing) saved by that feature.
 */
export interface DeviceDraft {
  parts: Record<string, unknown>;
  savedAt: number;
}

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const DRAFT_SAVE_DELAY_MS = 400;

const draftKey = (userId: number, form: DraftForm): DeviceKey => [userId, 'draft', form];
const statusKey = (userId: number, form: DraftForm) => `${userId}:${form}`;

export function loadDraft(userId: number, form: DraftForm): Promise<DeviceDraft | undefined> {
  return readDeviceItem<DeviceDraft>(draftKey(userId, form));
}

/** Saves one part; `undefined` removes it, and a draft left with no part is removed whole. */
export async function saveDraftPart(userId: number, form: DraftForm, part: string, value: unknown): Promise<boolean> {
  let kept = false;
  await updateDeviceItem<DeviceDraft>(draftKey(userId, form), (current) => {
    const parts = { ...current?.parts };
    if (value === undefined) delete parts[part];
    else parts[part] = value;
    kept = Object.keys(parts).length > 0;
    return kept ? { parts, savedAt: Date.now() } : undefined;
  });
  return kept;
}

/**
 * Bumped when a draft is discarded: a save still waiting from before (a form closing as it is
 * discarded or sent) belongs to the old draft and must not bring it back.
 */
const epochs = new Map<string, number>();
const epochOf = (userId: number, form: DraftForm) => epochs.get(statusKey(userId, form)) ?? 0;

export async function discardDraft(userId: number, form: DraftForm): Promise<void> {
  epochs.set(statusKey(userId, form), epochOf(userId, form) + 1);
  await removeDeviceItem(draftKey(userId, form));
  setStatus(userId, form, { state: 'none' });
}

/** What the form shows about its draft: nothing kept yet, kept (and when), or not kept. */
export type DraftStatus = { state: 'none' } | { state: 'saved'; savedAt: number } | { state: 'failed' };

const statuses = new Map<string, DraftStatus>();
const listeners = new Set<() => void>();
const NONE: DraftStatus = { state: 'none' };

function setStatus(userId: number, form: DraftForm, status: DraftStatus) {
  statuses.set(statusKey(userId, form), status);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDraftStatus(userId: number, form: DraftForm): DraftStatus {
  return useSyncExternalStore(subscribe, () => statuses.get(statusKey(userId, form)) ?? NONE);
}

/**
 * The draft of a form as it opens: read once from the device (a moment), then handed to the form
 * as its starting values. `discard` removes it and bumps `generation`, which the screen uses as a
 * key so the form starts again empty.
 */
export function useDeviceDraft(userId: number, form: DraftForm) {
  const [state, setState] = useState<{ loaded: boolean; draft?: DeviceDraft; generation: number }>({ loaded: false, generation: 0 });

  useEffect(() => {
    let current = true;
    loadDraft(userId, form)
      .then((draft) => {
        if (!current) return;
        setStatus(userId, form, draft ? { state: 'saved', savedAt: draft.savedAt } : NONE);
        setState((previous) => ({ ...previous, loaded: true, draft }));
      })
      .catch(() => {
        // No IndexedDB here (a locked-down browser): the form still works, it just keeps nothing.
        if (!current) return;
        setStatus(userId, form, { state: 'failed' });
        setState((previous) => ({ ...previous, loaded: true }));
      });
    return () => {
      current = false;
    };
  }, [userId, form]);

  const discard = useCallback(async () => {
    await discardDraft(userId, form);
    setState((previous) => ({ loaded: true, draft: undefined, generation: previous.generation + 1 }));
  }, [userId, form]);

  return { ...state, discard };
}

/**
 * Saves `value` as one part of the form's draft shortly after it changes, and at once when the
 * page is hidden or the form goes away (a tab closed by a thumb, an app switched). The value the
 * form opened with is not saved again; an empty one removes the part.
 */
export function useDraftAutosave<T>(userId: number, form: DraftForm, part: string, value: T, isEmpty: (value: T) => boolean, delayMs = DRAFT_SAVE_DELAY_MS) {
  const opened = useRef(value);
  const epoch = useRef(epochOf(userId, form));
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emptiness = useRef(isEmpty);
  useEffect(() => {
    emptiness.current = isEmpty;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    if (epochOf(userId, form) !== epoch.current) return;
    saveDraftPart(userId, form, part, emptiness.current(next.value) ? undefined : next.value).then(
      (kept) => setStatus(userId, form, kept ? { state: 'saved', savedAt: Date.now() } : NONE),
      () => setStatus(userId, form, { state: 'failed' }),
    );
  }, [userId, form, part]);

  useEffect(() => {
    if (value === opened.current) return;
    pending.current = { value };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [value, flush, delayMs]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  /** Drops what has not been saved yet (the draft is being discarded or was sent). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { flush, cancel };
}
