import { api } from '@/lib/api-client';

import type { Recording } from '../types';

/**
 * Asks the server to transcribe a recording it keeps again (after the transcription service
 * failed): the answer is the recording with its new transcript, or why there is still none.
 */
export function transcribeRecordingAgain(showingId: number, recordingId: number): Promise<Recording> {
  return api.post<Recording>(`/api/showings/${showingId}/recordings/${recordingId}/transcription`);
}
