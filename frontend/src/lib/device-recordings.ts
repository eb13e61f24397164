import { type DeviceKey, listDeviceItems, removeDeviceItem, writeDeviceItem } from './device-store';
import { randomUuid } from './uuid';

/** The note box a recording was made for; its transcript goes back there. */
export type RecordingField = 'repairs' | 'updates';

/**
 * Audio dictated into a note box, kept on the device from the moment the agent presses Stop until
 * the server has it: a lost signal, a reload or a crash in between loses nothing. The audio is kept
 * as bytes (not a Blob) so that every IndexedDB, and every copy of it, can store it.
 */
export interface KeptRecording {
  id: string;
  userId: number;
  /** The form the box belongs to (`new-showing`, `mobile-form`, `showing-12`). */
  scope: string;
  field: RecordingField;
  data: ArrayBuffer;
  /** The recorder's own type, e.g. `audio/webm;codecs=opus`. */
  type: string;
  durationMs: number;
  recordedAt: number;
  /** The upload's `Idempotency-Key`, made once: sending it again after a lost answer stores it once. */
  uploadKey: string;
}

const keyOf = (userId: number, id: string): DeviceKey => [userId, 'recording', id];

export function newKeptRecording(userId: number, scope: string, field: RecordingField, take: { data: ArrayBuffer; type: string; durationMs: number }): KeptRecording {
  return { id: randomUuid(), userId, scope, field, ...take, recordedAt: Date.now(), uploadKey: randomUuid() };
}

export function keepRecording(recording: KeptRecording): Promise<void> {
  return writeDeviceItem(keyOf(recording.userId, recording.id), recording);
}

export function forgetRecording(userId: number, id: string): Promise<void> {
  return removeDeviceItem(keyOf(userId, id));
}

/** The recordings of one box still waiting to be uploaded, oldest first. */
export async function keptRecordings(userId: number, scope: string, field: RecordingField): Promise<KeptRecording[]> {
  const items = await listDeviceItems<KeptRecording>(userId, 'recording');
  return items
    .map((item) => item.value)
    .filter((recording) => recording.scope === scope && recording.field === field)
    .sort((a, b) => a.recordedAt - b.recordedAt);
}

/** The file name extension the server and transcription services expect for a recorder's type. */
export function extensionOf(type: string): string {
  const base = type.split(';')[0]?.trim() ?? '';
  if (base === 'audio/ogg') return 'ogg';
  if (base === 'audio/mp4' || base === 'audio/x-m4a') return 'm4a';
  if (base === 'audio/wav' || base === 'audio/x-wav') return 'wav';
  if (base === 'audio/mpeg') return 'mp3';
  return 'webm';
}
