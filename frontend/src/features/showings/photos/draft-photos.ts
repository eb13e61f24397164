import { ApiError } from '@/lib/api-client';
import type { DraftForm } from '@/lib/device-drafts';
import { type DeviceKey, listDeviceItems, removeDeviceItem, writeDeviceItem } from '@/lib/device-store';
import { randomUuid } from '@/lib/uuid';

import { isWorthRetrying } from '../outbox/retry';
import { uploadable } from './heic';
import { uploadPhoto } from './upload-photo';

/**
 * A photo taken on a form before its showing exists (in a basement, with no signal): kept on the
 * device with the draft, as a JPEG, PNG or WebP (HEIC converted when it is taken), until the
 * showing is sent. Its upload carries its own `Idempotency-Key`, made once, so sending it again
 * after a lost answer never stores it twice.
 */
export interface DraftPhoto {
  form: DraftForm;
  name: string;
  /** The image as bytes (not a Blob), so that every IndexedDB, and every copy of it, can store it. */
  data: ArrayBuffer;
  type: string;
  key: string;
  addedAt: number;
}

/** The kept photo as a file the browser can show and send. */
export const blobOf = (photo: DraftPhoto): Blob => new Blob([photo.data], { type: photo.type });

const keyOf = (userId: number, id: string): DeviceKey => [userId, 'photo', id];

/** When the last photo was kept here: two photos kept in one millisecond still keep their order. */
let lastAdded = 0;

/** Keeps a photo for the form's next showing; answers its id on the device. */
export async function keepDraftPhoto(userId: number, form: DraftForm, file: File): Promise<string> {
  const { blob, name } = await uploadable(file);
  const id = randomUuid();
  const data = await blob.arrayBuffer();
  lastAdded = Math.max(Date.now(), lastAdded + 1);
  await writeDeviceItem<DraftPhoto>(keyOf(userId, id), { form, name, data, type: blob.type || 'image/jpeg', key: randomUuid(), addedAt: lastAdded });
  return id;
}

/** The form's photos kept on the device, oldest first. */
export async function listDraftPhotos(userId: number, form: DraftForm): Promise<{ id: string; photo: DraftPhoto }[]> {
  const all = await listDeviceItems<DraftPhoto>(userId, 'photo');
  return all
    .filter(({ value }) => value.form === form)
    .sort((a, b) => a.value.addedAt - b.value.addedAt)
    .map(({ name, value }) => ({ id: name, photo: value }));
}

export function removeDraftPhoto(userId: number, id: string): Promise<void> {
  return removeDeviceItem(keyOf(userId, id));
}

/** Throws away every photo the form keeps (the agent discarded the draft). */
export async function discardDraftPhotos(userId: number, form: DraftForm): Promise<void> {
  const photos = await listDraftPhotos(userId, form);
  await Promise.all(photos.map(({ id }) => removeDraftPhoto(userId, id)));
}

/**
 * Uploads the form's kept photos to its showing, one at a time, each removed from the device once
 * the server has it. A photo the server refuses for good (not an image it can read) is dropped, so
 * one bad file never holds up the report; no answer, or a server failure, stops here and throws, to
 * be tried again with the same keys.
 */
export async function uploadDraftPhotos(userId: number, form: DraftForm, showingId: number): Promise<void> {
  for (const { id, photo } of await listDraftPhotos(userId, form)) {
    try {
      await uploadPhoto(showingId, blobOf(photo), photo.name, () => undefined, undefined, photo.key);
    } catch (error) {
      if (!(error instanceof ApiError) || isWorthRetrying(error)) throw error;
      // Refused for good: kept, it would be refused again on every try.
    }
    await removeDraftPhoto(userId, id);
  }
}
