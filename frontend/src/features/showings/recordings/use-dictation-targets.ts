import { useEffect, useMemo, useRef } from 'react';

import type { AudioDictationTarget, RecordingAnswer } from '@/lib/audio-dictation';
import type { DraftForm } from '@/lib/device-drafts';
import type { RecordingField } from '@/lib/device-recordings';

import { transcribeRecordingAgain } from '../api/transcribe-recording-again';
import { uploadRecording } from '../api/upload-recording';
import type { CreateShowingRequest } from '../types';
import { ensureDraftShowing } from './draft-showing';

export type DictationTargets = Partial<Record<RecordingField, AudioDictationTarget>>;

/** A recording the server keeps, whichever box it was made in, is transcribed again where it is. */
const transcribeAgain = (answer: RecordingAnswer) => transcribeRecordingAgain(answer.showingId, answer.id);

/**
 * Where a draft form's recordings go: to the showing the draft already has, or to one created
 * from the form as it is when the first recording is uploaded. `currentRequest` is read when a
 * recording is sent, not when the targets are made, so the targets stay the same object while the
 * agent types.
 */
export function useDraftDictationTargets(
  userId: number,
  form: DraftForm,
  currentRequest: () => CreateShowingRequest,
  fields: readonly RecordingField[],
  /** Names the boxes apart from the form's others of the same field (the review's final boxes). */
  scope: string = form,
): DictationTargets {
  const latest = useRef(currentRequest);
  useEffect(() => {
    latest.current = currentRequest;
  });
  const key = fields.join(',');
  return useMemo(() => {
    const targets: DictationTargets = {};
    for (const field of key.split(',') as RecordingField[]) {
      targets[field] = {
        userId,
        scope,
        field,
        send: async (recording) => uploadRecording(await ensureDraftShowing(userId, form, latest.current()), recording),
        transcribeAgain,
      };
    }
    return targets;
  }, [userId, form, key, scope]);
}

/** Where the recordings of an existing showing's boxes go: straight to it. */
export function useShowingDictationTargets(userId: number, showingId: number): DictationTargets {
  return useMemo(
    () => ({
      repairs: { userId, scope: `showing-${showingId}`, field: 'repairs', send: (recording) => uploadRecording(showingId, recording), transcribeAgain },
      updates: { userId, scope: `showing-${showingId}`, field: 'updates', send: (recording) => uploadRecording(showingId, recording), transcribeAgain },
    }),
    [userId, showingId],
  );
}
