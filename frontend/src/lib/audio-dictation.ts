import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError, errorMessage } from './api-client';
import type { AudioSession } from './audio-recorder';
import { type KeptRecording, type RecordingField, forgetRecording, keepRecording, keptRecordings, newKeptRecording } from './device-recordings';
import { TIMER_TICK_MS } from './speech-recorder';
import { toast } from './toast';

/** What the server said of an uploaded recording (`POST /api/showings/{id}/recordings`). */
export interface RecordingAnswer {
  id: number;
  showingId: number;
  transcript?: string | null;
  transcriptionStatus: 'transcribed' | 'notConfigured' | 'failed';
  transcriptionMessage?: string | null;
}

/**
 * Where a box's recordings go: the feature that owns the form says how a recording reaches the
 * server (creating the draft's showing first when there is none yet). `scope` and `field` name the
 * box, so that recordings waiting on the device go back to the box they were made in.
 */
export interface AudioDictationTarget {
  userId: number;
  scope: string;
  field: RecordingField;
  /** Uploads one recording; rejects with an ApiError when refused, or anything else when unanswered. */
  send: (recording: KeptRecording) => Promise<RecordingAnswer>;
  /** Asks the server to transcribe an uploaded recording again (its audio is kept there). */
  transcribeAgain: (answer: RecordingAnswer) => Promise<RecordingAnswer>;
}

export const NOT_CONFIGURED = 'Transcription is not set up — the recording is kept with the showing';
export const AUDIO_STATUS = {
  starting: 'Starting the microphone…',
  recording: 'Recording… speak now',
  uploading: 'Uploading and transcribing the recording…',
  transcribingAgain: 'Transcribing the recording again…',
  waiting: 'Recording kept on this device — it will upload when the connection is back',
  transcribed: 'Transcript added to the box — review it before generating',
  failed: 'The recording failed. Try again, or type your notes.',
  ready: 'Ready — your recording is transcribed after you stop',
  stopped: 'Recording stopped',
} as const;

/** How often recordings waiting on the device are offered again (besides the `online` event). */
export const RETRY_EVERY_MS = 30_000;

/** Whether this browser can record the microphone at all. */
export function canRecordAudio(): boolean {
  return typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Refusals that may go better later: no answer, the server failing, busy, or signed out for now. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429 || error.code === 'idempotency_in_progress';
}

/** Recordings being uploaded right now, in this tab: one upload of each at a time. */
const sending = new Set<string>();

/** One microphone at a time: starting a box stops the one that was recording. */
let activeRecorder: { stop: () => void } | null = null;

export type AudioTone = 'neutral' | 'info' | 'warning' | 'error';
type Phase = 'idle' | 'starting' | 'recording' | 'stopped';
type Outcome = 'sent' | 'waiting' | 'refused' | 'busy';

/**
 * Dictation by recording the microphone, for browsers without speech recognition (or an agent who
 * prefers it): Start / Stop with a timer as for speech, then the take is kept on the device, uploaded
 * and transcribed on the server, and its transcript handed to `onTranscript`. With no connection it
 * waits on the device and goes when the connection is back (or the box is opened again).
 */
export function useAudioDictation(target: AudioDictationTarget | undefined, onTranscript: (text: string) => void) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  // Uploads in flight (kept recordings may go together), and whether a failed transcription is
  // being tried again: two kinds of work, each said its own way, either of which makes the box busy.
  const [uploading, setUploading] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [note, setNote] = useState<{ text: string; tone: AudioTone } | null>(null);
  // The last upload the transcription service failed: its audio is on the server, to try again.
  const [failed, setFailed] = useState<RecordingAnswer | null>(null);
  const session = useRef<AudioSession | null>(null);
  const targetRef = useRef(target);
  const onTranscriptRef = useRef(onTranscript);
  const mounted = useRef(true);
  const self = useRef({ stop: () => {} });

  useEffect(() => {
    targetRef.current = target;
    onTranscriptRef.current = onTranscript;
  });

  useEffect(() => {
    if (phase !== 'recording') return undefined;
    const tick = setInterval(() => setSeconds((elapsed) => elapsed + 1), TIMER_TICK_MS);
    return () => clearInterval(tick);
  }, [phase]);

  /** Hands a transcript to the box, or says why there is none (and keeps a failure to try again). */
  const tell = useCallback((answer: RecordingAnswer) => {
    if (answer.transcript?.trim()) {
      onTranscriptRef.current(answer.transcript);
      setNote({ text: AUDIO_STATUS.transcribed, tone: 'info' });
    } else {
      setNote({ text: answer.transcriptionMessage || NOT_CONFIGURED, tone: 'warning' });
    }
    setFailed(answer.transcriptionStatus === 'failed' ? answer : null);
  }, []);

  const deliver = useCallback(async (recording: KeptRecording, kept: boolean): Promise<Outcome> => {
    const current = targetRef.current;
    if (!current || sending.has(recording.id)) return 'busy';
    sending.add(recording.id);
    setUploading((n) => n + 1);
    try {
      const answer = await current.send(recording);
      await forgetRecording(recording.userId, recording.id).catch(() => undefined);
      if (!mounted.current) return 'sent';
      tell(answer);
      return 'sent';
    } catch (error) {
      if (worthRetrying(error)) {
        if (mounted.current)
          setNote(
            kept
              ? { text: AUDIO_STATUS.waiting, tone: 'warning' }
              : { text: 'The recording could not be uploaded, and this browser cannot keep it. Try again when you are back online.', tone: 'error' },
          );
        return 'waiting';
      }
      // Refused for good (not audio, over the limits, the showing gone): saying so is all that is left.
      await forgetRecording(recording.userId, recording.id).catch(() => undefined);
      if (mounted.current) setNote({ text: errorMessage(error), tone: 'error' });
      return 'refused';
    } finally {
      sending.delete(recording.id);
      if (mounted.current) setUploading((n) => n - 1);
    }
  }, [tell]);

  /** The service failed the last recording: its audio is on the server, and is sent to it again. */
  const transcribeAgain = useCallback(async () => {
    const current = targetRef.current;
    if (!current || !failed) return;
    setRetrying(true);
    try {
      const answer = await current.transcribeAgain(failed);
      if (mounted.current) tell(answer);
    } catch (error) {
      if (mounted.current) setNote({ text: errorMessage(error), tone: 'error' });
    } finally {
      if (mounted.current) setRetrying(false);
    }
  }, [failed, tell]);

  /** Offers again, oldest first, what this box left waiting on the device. */
  const sendKept = useCallback(async () => {
    const current = targetRef.current;
    if (!current || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const kept = await keptRecordings(current.userId, current.scope, current.field).catch(() => []);
    for (const recording of kept) {
      if ((await deliver(recording, true)) === 'waiting') break;
    }
  }, [deliver]);

  const enabled = target !== undefined;
  const boxKey = target ? `${target.userId}:${target.scope}:${target.field}` : '';
  useEffect(() => {
    if (!enabled) return undefined;
    void sendKept();
    const onOnline = () => void sendKept();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void sendKept(), RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [enabled, boxKey, sendKept]);

  const stop = useCallback(async () => {
    const running = session.current;
    if (!running) return;
    session.current = null;
    if (activeRecorder === self.current) activeRecorder = null;
    setPhase('stopped');
    let take;
    try {
      take = await running.stop();
    } catch {
      if (mounted.current) setNote({ text: AUDIO_STATUS.failed, tone: 'error' });
      return;
    }
    const current = targetRef.current;
    if (!current || take.data.byteLength === 0) return;
    const recording = newKeptRecording(current.userId, current.scope, current.field, take);
    const kept = await keepRecording(recording).then(
      () => true,
      () => false,
    );
    await deliver(recording, kept);
  }, [deliver]);

  useEffect(() => {
    self.current.stop = () => void stop();
  }, [stop]);

  const start = useCallback(async () => {
    if (!targetRef.current || session.current) return;
    if (activeRecorder && activeRecorder !== self.current) activeRecorder.stop();
    activeRecorder = self.current;
    setNote(null);
    setFailed(null);
    setPhase('starting');
    try {
      const { startAudioRecording } = await import('./audio-recorder');
      const started = await startAudioRecording();
      if (!mounted.current) {
        started.cancel();
        return;
      }
      session.current = started;
      setSeconds(0);
      setPhase('recording');
    } catch {
      if (activeRecorder === self.current) activeRecorder = null;
      if (!mounted.current) return;
      setPhase('idle');
      toast({ title: 'Microphone Unavailable', description: 'Allow microphone access for this site to record, or type your notes instead.', variant: 'destructive' });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const me = self.current;
    return () => {
      mounted.current = false;
      if (activeRecorder === me) activeRecorder = null;
      session.current?.cancel();
      session.current = null;
    };
  }, []);

  const [available] = useState(canRecordAudio);
  const busy = uploading > 0 || retrying;
  const status =
    phase === 'starting'
      ? AUDIO_STATUS.starting
      : phase === 'recording'
        ? AUDIO_STATUS.recording
        : retrying
          ? AUDIO_STATUS.transcribingAgain
          : uploading > 0
            ? AUDIO_STATUS.uploading
            : (note?.text ?? (phase === 'stopped' ? AUDIO_STATUS.stopped : AUDIO_STATUS.ready));
  const tone: AudioTone = phase === 'recording' || phase === 'starting' || busy ? 'neutral' : (note?.tone ?? 'neutral');

  return {
    state: phase,
    recording: phase === 'recording',
    starting: phase === 'starting',
    /** Busy with the server: uploading a recording, or transcribing one again. */
    uploading: busy,
    seconds,
    status,
    tone,
    available,
    start: () => void start(),
    stop: () => void stop(),
    /** Present while the last recording's transcription failed and is not being tried again. */
    transcribeAgain: failed && !busy && phase !== 'recording' ? () => void transcribeAgain() : undefined,
  };
}

const PREFERENCE_KEY = 'showscribe.dictation';

/** Whether the agent chose to record audio even where the browser could take speech itself. */
export function prefersAudioDictation(): boolean {
  try {
    return window.localStorage.getItem(PREFERENCE_KEY) === 'audio';
  } catch {
    return false;
  }
}

export function setAudioDictationPreferred(preferred: boolean) {
  try {
    if (preferred) window.localStorage.setItem(PREFERENCE_KEY, 'audio');
    else window.localStorage.removeItem(PREFERENCE_KEY);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
}
