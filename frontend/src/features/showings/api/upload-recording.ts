import { api } from '@/lib/api-client';
import { type KeptRecording, extensionOf } from '@/lib/device-recordings';

import { IDEMPOTENCY_HEADER } from '../outbox/send-showing';
import type { Recording } from '../types';

/**
 * Uploads a recording kept on the device to its showing (multipart: the `audio` file, the box as
 * `field`, and the length the recorder measured). Its own `Idempotency-Key` goes with it, so an
 * upload repeated after a lost answer is stored once.
 */
export function uploadRecording(showingId: number, recording: KeptRecording): Promise<Recording> {
  const form = new FormData();
  form.append('field', recording.field);
  form.append('durationMs', String(Math.round(recording.durationMs)));
  form.append('audio', new Blob([recording.data], { type: recording.type }), `recording.${extensionOf(recording.type)}`);
  return api.post<Recording>(`/api/showings/${showingId}/recordings`, form, { [IDEMPOTENCY_HEADER]: recording.uploadKey });
}
