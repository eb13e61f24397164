import { useCallback, useEffect, useRef, useState } from 'react';

import { toast } from '@/lib/toast';

/** The parts of the browser's Web Speech API the recorder uses (not in TypeScript's DOM types). */
export interface SpeechRecognitionLike {
  continuous: boolean;
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Spec §5/§9: continuous English (US) dictation, final results only, restarted 50 ms after it ends. */
export const SPEECH_LANGUAGE = 'en-US';
export const RESTART_DELAY_MS = 50;
export const TIMER_TICK_MS = 1000;

export type RecorderState = 'idle' | 'recording' | 'stopped';

export const recorderStatusText: Record<RecorderState, string> = {
  idle: 'Ready',
  recording: 'Recording… speak now',
  stopped: 'Recording stopped',
};

/** The browser's recognizer, standard or prefixed; undefined where speech input is unsupported. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Why the record buttons are off where the browser cannot take dictation. */
export const VOICE_UNAVAILABLE = 'Voice input is not available in this browser. Type your notes instead.';

/**
 * Whether this browser can take dictation. The recorder writes text through speech recognition
 * only (no audio is kept or sent), so without it there is no way to record.
 */
export function canRecord(): boolean {
  return getSpeechRecognition() !== undefined;
}

/** Adds dictated text after what is already typed, with one space between them. */
export function appendTranscript(current: string, addition: string): string {
  const spoken = addition.trim();
  if (!spoken) return current;
  if (!current.trim()) return spoken;
  return /\s$/.test(current) ? `${current}${spoken}` : `${current} ${spoken}`;
}

/** Errors after which listening again cannot help: no microphone, or permission refused. */
const FATAL_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture', 'network', 'language-not-supported']);

/** One microphone at a time: starting a field stops the one that was recording. */
let activeRecorder: { stop: () => void } | null = null;

/**
 * Dictation for one field: start/stop, a seconds counter that ticks every second while recording,
 * and the final transcripts handed to `onTranscript` as they arrive.
 */
export function useSpeechRecorder(onTranscript: (text: string) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const recordingRef = useRef(false);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTranscriptRef = useRef(onTranscript);
  const self = useRef({ stop: () => {} });

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  useEffect(() => {
    if (state !== 'recording') return undefined;
    const tick = setInterval(() => setSeconds((elapsed) => elapsed + 1), TIMER_TICK_MS);
    return () => clearInterval(tick);
  }, [state]);

  const stop = useCallback(() => {
    recordingRef.current = false;
    clearTimeout(restartTimer.current);
    if (activeRecorder === self.current) activeRecorder = null;
    const recognition = recognitionRef.current;
    if (recognition) {
      // Results still on their way after stop() are kept: onresult stays attached.
      try {
        recognition.stop();
      } catch {
        // Already stopped.
      }
    }
    setState((current) => (current === 'recording' ? 'stopped' : current));
  }, []);

  useEffect(() => {
    self.current.stop = stop;
  }, [stop]);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      toast({ title: 'Not Supported', description: 'Speech recognition is not available in this browser', variant: 'destructive' });
      return;
    }
    if (activeRecorder && activeRecorder !== self.current) activeRecorder.stop();
    activeRecorder = self.current;

    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.lang = SPEECH_LANGUAGE;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      let spoken = '';
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) spoken = appendTranscript(spoken, result[0]?.transcript ?? '');
      }
      if (spoken) onTranscriptRef.current(spoken);
    };
    recognition.onend = () => {
      // Browsers end a session after a pause; keep listening until the agent presses Stop.
      if (!recordingRef.current || recognitionRef.current !== recognition) return;
      restartTimer.current = setTimeout(() => {
        if (!recordingRef.current || recognitionRef.current !== recognition) return;
        try {
          recognition.start();
        } catch {
          // It was already listening again.
        }
      }, RESTART_DELAY_MS);
    };
    recognition.onerror = (event) => {
      if (!FATAL_ERRORS.has(event.error)) return; // e.g. no-speech: onend restarts it
      self.current.stop();
      toast({
        title: 'Microphone Unavailable',
        description: 'Allow microphone access for this site to record, or type your notes instead.',
        variant: 'destructive',
      });
    };

    recognitionRef.current?.abort();
    recognitionRef.current = recognition;
    recordingRef.current = true;
    setSeconds(0);
    setState('recording');
    try {
      recognition.start();
    } catch {
      self.current.stop();
      toast({ title: 'Not Supported', description: 'Speech recognition is not available in this browser', variant: 'destructive' });
    }
  }, []);

  useEffect(
    () => () => {
      recordingRef.current = false;
      clearTimeout(restartTimer.current);
      if (activeRecorder === self.current) activeRecorder = null;
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      if (recognition) {
        recognition.onend = null;
        recognition.onresult = null;
        recognition.onerror = null;
        try {
          recognition.abort();
        } catch {
          // Nothing to abort.
        }
      }
    },
    [],
  );

  // Read once: a browser does not gain or lose speech recognition while the page is open.
  const [available] = useState(canRecord);

  return { state, recording: state === 'recording', seconds, status: recorderStatusText[state], available, start, stop };
}
