/**
 * Records the microphone with MediaRecorder, for browsers without speech recognition. Loaded on
 * first use (a dynamic import), so no page pays for it until an agent presses Start Recording.
 */

/** What one take gives: the audio's bytes, its type and how long it lasted. */
export interface AudioTake {
  data: ArrayBuffer;
  type: string;
  durationMs: number;
}

export interface AudioSession {
  /** Stops the microphone and gives the take. */
  stop(): Promise<AudioTake>;
  /** Stops the microphone and drops what was recorded (the field went away). */
  cancel(): void;
}

/** In order of preference: Opus in WebM (Chrome, Firefox, Edge), in Ogg, then AAC in MP4 (Safari). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** A slice every second: a tab closed mid-take still had its data handed over as it went. */
const TIMESLICE_MS = 1000;

export async function startAudioRecording(now: () => number = () => performance.now()): Promise<AudioSession> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = PREFERRED_TYPES.find((type) => typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch {
    recorder = new MediaRecorder(stream);
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data && event.data.size > 0) chunks.push(event.data);
  };
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const started = now();
  recorder.start(TIMESLICE_MS);

  return {
    stop: () =>
      new Promise<AudioTake>((resolve, reject) => {
        recorder.onstop = () => {
          release();
          const type = recorder.mimeType || chunks[0]?.type || mimeType || 'audio/webm';
          const durationMs = Math.max(0, Math.round(now() - started));
          new Blob(chunks, { type }).arrayBuffer().then((data) => resolve({ data, type, durationMs }), reject);
        };
        recorder.onerror = () => {
          release();
          reject(new Error('The recording failed'));
        };
        if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
        else recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      try {
        if (recorder.state !== 'inactive') recorder.stop();
      } catch {
        // Already stopped.
      }
      release();
    },
  };
}
