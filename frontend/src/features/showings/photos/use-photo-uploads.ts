import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';

import { type Photo, useAppendPhotos } from '../api/photos';
import { uploadable } from './heic';
import { uploadPhoto } from './upload-photo';

/** One chosen photo on its way to the server. */
export interface PhotoUpload {
  key: number;
  name: string;
  /** 0 to 1, as the bytes go out. */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
  /** Why it failed, in the server's words (or the connection's). */
  error?: string;
  /** Whether trying again can help: not for a file the server refused as it is. */
  retryable?: boolean;
}

/** Photos sent at once: the others wait their turn, so each gets the bandwidth to finish. */
const AT_ONCE = 2;

let nextKey = 1;

/**
 * A file the server refused as it is (not a photo, too large) fails the same way again; a lost
 * connection, a server error, or a full showing (after the agent deletes a photo) may not.
 */
function mayRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || [401, 408, 409, 429].includes(error.status);
}

/**
 * The photos the agent chose, uploaded one per request with a progress bar each. A photo that
 * fails stays in the list with its reason and a retry; one that is stored leaves the list and
 * joins the showing's photos.
 */
export function usePhotoUploads(showingId: number) {
  const append = useAppendPhotos(showingId);
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const files = useRef(new Map<number, File>());
  const running = useRef(new Set<number>());
  const aborts = useRef(new Map<number, AbortController>());

  const update = useCallback((key: number, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const send = useCallback(
    async (key: number) => {
      const file = files.current.get(key);
      if (!file) return;
      running.current.add(key);
      const abort = new AbortController();
      aborts.current.set(key, abort);
      update(key, { state: 'uploading', progress: 0, error: undefined });
      let photo: Photo | undefined;
      let failure: unknown;
      try {
        const { blob, name } = await uploadable(file);
        photo = await uploadPhoto(showingId, blob, name, (progress) => update(key, { progress }), abort.signal);
      } catch (error) {
        failure = error;
      }
      // Its turn ends before the list changes, so the change starts the next waiting photo.
      running.current.delete(key);
      aborts.current.delete(key);
      if (abort.signal.aborted) return;
      if (photo) {
        files.current.delete(key);
        setUploads((list) => list.filter((u) => u.key !== key));
        await append([photo]);
      } else {
        update(key, { state: 'failed', error: errorMessage(failure), retryable: mayRetry(failure) });
      }
    },
    [append, showingId, update],
  );

  // Starts waiting uploads while fewer than AT_ONCE are running.
  useEffect(() => {
    const free = AT_ONCE - running.current.size;
    if (free <= 0) return;
    uploads
      .filter((u) => u.state === 'waiting' && !running.current.has(u.key))
      .slice(0, free)
      .forEach((u) => void send(u.key));
  }, [uploads, send]);

  // Leaving the page cancels what is still going out.
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort.abort());
  }, []);

  const add = useCallback((chosen: FileList | File[]) => {
    const added = Array.from(chosen).map((file) => {
      const key = nextKey++;
      files.current.set(key, file);
      return { key, name: file.name, progress: 0, state: 'waiting' as const };
    });
    setUploads((list) => [...list, ...added]);
  }, []);

  const retry = useCallback((key: number) => update(key, { state: 'waiting', progress: 0, error: undefined }), [update]);

  const dismiss = useCallback((key: number) => {
    files.current.delete(key);
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  return { uploads, add, retry, dismiss };
}
