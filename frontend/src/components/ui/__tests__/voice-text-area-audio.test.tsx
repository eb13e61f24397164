import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { VoiceTextArea } from '@/components/ui/voice-text-area';
import { ApiError } from '@/lib/api-client';
import { AUDIO_STATUS, type AudioDictationTarget, type RecordingAnswer } from '@/lib/audio-dictation';
import { type KeptRecording, keptRecordings } from '@/lib/device-recordings';
import { VOICE_UNAVAILABLE } from '@/lib/speech-recorder';
import { Toaster } from '@/lib/toast';

/** The first bytes of a WebM file, as a browser's recorder hands them over. */
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);

/** A stand-in for MediaRecorder: records how it was made, and gives one slice of audio on stop. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: ((event: Event) => void) | null = null;
  onerror: (() => void) | null = null;
  start = vi.fn(() => {
    this.state = 'recording';
  });

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([WEBM], { type: this.mimeType }) });
    this.onstop?.(new Event('stop'));
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));

type RecordingWindow = Window & { MediaRecorder?: unknown; SpeechRecognition?: unknown };
const recordingWindow = window as RecordingWindow;

beforeEach(() => {
  recordingWindow.MediaRecorder = FakeMediaRecorder;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

afterEach(() => {
  delete recordingWindow.MediaRecorder;
  delete recordingWindow.SpeechRecognition;
  vi.unstubAllGlobals();
  FakeMediaRecorder.instances = [];
  getUserMedia.mockClear();
  stopTrack.mockClear();
});

function target(
  send: (recording: KeptRecording) => Promise<RecordingAnswer>,
  transcribeAgain: (answer: RecordingAnswer) => Promise<RecordingAnswer> = () => Promise.reject(new Error('not expected')),
): AudioDictationTarget {
  return { userId: 7, scope: 'new-showing', field: 'repairs', send, transcribeAgain };
}

function Harness({ dictation, initial = '' }: { dictation?: AudioDictationTarget; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <VoiceTextArea label="Repairs Needed" value={value} onChange={setValue} audioDictation={dictation} />;
}

function renderField(dictation?: AudioDictationTarget, initial = '') {
  const { unmount } = render(
    <>
      <Harness dictation={dictation} initial={initial} />
      <Toaster />
    </>,
  );
  const group = screen.getByRole('group', { name: 'Repairs Needed' });
  return { unmount, scope: within(group), textbox: screen.getByRole('textbox', { name: 'Repairs Needed' }) };
}

/** Presses Start, waits for the microphone, then presses Stop. */
async function recordOnce(scope: ReturnType<typeof within>) {
  fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
  await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('Recording… speak now'));
  expect(scope.getByRole('timer')).toHaveTextContent('00:00');
  fireEvent.click(scope.getByRole('button', { name: 'Stop Recording' }));
}

describe('VoiceTextArea without speech recognition', () => {
  it('records audio, uploads it, and adds the transcript to the box', async () => {
    const sent: KeptRecording[] = [];
    const send = vi.fn(async (recording: KeptRecording) => {
      sent.push(recording);
      return { id: 1, showingId: 9, transcript: 'The sump pump does not start.', transcriptionStatus: 'transcribed' as const, transcriptionMessage: null };
    });
    const { scope, textbox } = renderField(target(send), 'Roof is old.');

    await recordOnce(scope);

    await waitFor(() => expect(textbox).toHaveValue('Roof is old. The sump pump does not start.'));
    expect(scope.getByRole('status')).toHaveTextContent('Transcript added to the box — review it before generating');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(stopTrack).toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: 7, scope: 'new-showing', field: 'repairs', type: 'audio/webm;codecs=opus' });
    expect(new Uint8Array(sent[0]?.data ?? new ArrayBuffer(0))).toEqual(WEBM);
    expect(sent[0]?.uploadKey).toMatch(/^[0-9a-f-]{36}$/);
    // Sent, so nothing waits on the device.
    expect(await keptRecordings(7, 'new-showing', 'repairs')).toEqual([]);
  });

  it('says clearly when transcription is not set up, and leaves the text alone', async () => {
    const send = vi.fn(async () => ({
      id: 1,
      showingId: 9,
      transcript: null,
      transcriptionStatus: 'notConfigured' as const,
      transcriptionMessage: 'Transcription is not set up — the recording is kept with the showing',
    }));
    const { scope, textbox } = renderField(target(send), 'Typed notes');

    await recordOnce(scope);

    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('Transcription is not set up — the recording is kept with the showing'));
    expect(textbox).toHaveValue('Typed notes');
  });

  it('offers to transcribe again when the service failed, and adds the transcript it then gives', async () => {
    const failed: RecordingAnswer = {
      id: 4,
      showingId: 9,
      transcript: null,
      transcriptionStatus: 'failed',
      transcriptionMessage: 'The transcription service did not answer — the recording is kept with the showing',
    };
    const send = vi.fn(async () => failed);
    let answerFirstTry: (answer: RecordingAnswer) => void = () => {};
    const again = vi
      .fn<(answer: RecordingAnswer) => Promise<RecordingAnswer>>()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirstTry = resolve)))
      .mockResolvedValueOnce({ ...failed, transcript: 'The furnace filter is filthy.', transcriptionStatus: 'transcribed', transcriptionMessage: null });
    const { scope, textbox } = renderField(target(send, again), 'Typed notes.');

    await recordOnce(scope);
    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('The transcription service did not answer'));
    expect(textbox).toHaveValue('Typed notes.');

    // It fails again: said again, and still offered.
    fireEvent.click(scope.getByRole('button', { name: 'Transcribe again' }));
    await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    expect(again).toHaveBeenLastCalledWith(failed);
    // While the service works on it, the box says so and offers nothing more.
    expect(scope.getByRole('status')).toHaveTextContent(AUDIO_STATUS.transcribingAgain);
    expect(scope.queryByRole('button', { name: 'Transcribe again' })).not.toBeInTheDocument();
    answerFirstTry(failed);
    await waitFor(() => expect(scope.getByRole('button', { name: 'Transcribe again' })).toBeEnabled());
    expect(scope.getByRole('status')).toHaveTextContent('The transcription service did not answer');

    fireEvent.click(scope.getByRole('button', { name: 'Transcribe again' }));
    await waitFor(() => expect(textbox).toHaveValue('Typed notes. The furnace filter is filthy.'));
    expect(scope.getByRole('status')).toHaveTextContent('Transcript added to the box — review it before generating');
    expect(scope.queryByRole('button', { name: 'Transcribe again' })).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not offer to transcribe again when transcription is simply not set up', async () => {
    const send = vi.fn(async () => ({ id: 1, showingId: 9, transcript: null, transcriptionStatus: 'notConfigured' as const, transcriptionMessage: 'Transcription is not set up — the recording is kept with the showing' }));
    const { scope } = renderField(target(send));
    await recordOnce(scope);
    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('Transcription is not set up'));
    expect(scope.queryByRole('button', { name: 'Transcribe again' })).not.toBeInTheDocument();
  });

  it('keeps a recording on the device with no connection and sends it when the connection is back', async () => {
    let online = false;
    const send = vi.fn(async (): Promise<RecordingAnswer> => {
      if (!online) throw new TypeError('Failed to fetch');
      return { id: 1, showingId: 9, transcript: 'Replace the gutters', transcriptionStatus: 'transcribed' };
    });
    const { scope, textbox } = renderField(target(send));

    await recordOnce(scope);

    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('Recording kept on this device — it will upload when the connection is back'));
    const waiting = await keptRecordings(7, 'new-showing', 'repairs');
    expect(waiting).toHaveLength(1);
    expect(textbox).toHaveValue('');

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(textbox).toHaveValue('Replace the gutters'));
    // The same recording, with the same key: a repeat is stored once by the server.
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id: waiting[0]?.id, uploadKey: waiting[0]?.uploadKey }));
    expect(await keptRecordings(7, 'new-showing', 'repairs')).toEqual([]);
  });

  it('sends what waited on the device when the box opens again', async () => {
    const send = vi
      .fn<(recording: KeptRecording) => Promise<RecordingAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ id: 1, showingId: 9, transcript: 'Cracked window in the den', transcriptionStatus: 'transcribed' });
    const first = renderField(target(send));
    await recordOnce(first.scope);
    await waitFor(() => expect(first.scope.getByRole('status')).toHaveTextContent('Recording kept on this device'));

    // The page is reloaded: the form opens again with the draft's text.
    first.unmount();
    const again = renderField(target(send), 'Restored draft.');

    await waitFor(() => expect(again.textbox).toHaveValue('Restored draft. Cracked window in the den'));
    expect(await keptRecordings(7, 'new-showing', 'repairs')).toEqual([]);
  });

  it('shows the server refusing a recording, and does not offer it again', async () => {
    const send = vi.fn(async (): Promise<RecordingAnswer> => {
      throw new ApiError(400, 'The recording must be WebM, Ogg, MP4/M4A, WAV or MP3 audio', 'invalid_audio', {});
    });
    const { scope } = renderField(target(send));

    await recordOnce(scope);

    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('The recording must be WebM, Ogg, MP4/M4A, WAV or MP3 audio'));
    expect(await keptRecordings(7, 'new-showing', 'repairs')).toEqual([]);
  });

  it('says voice input is unavailable where nothing can record', () => {
    const { scope } = renderField(undefined);
    expect(scope.getByText(VOICE_UNAVAILABLE)).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  });

  it('lets the agent choose audio where speech recognition exists, and remembers it', async () => {
    class Recognition {
      start = vi.fn();
      stop = vi.fn();
      abort = vi.fn();
    }
    recordingWindow.SpeechRecognition = Recognition;
    const send = vi.fn(async () => ({ id: 1, showingId: 9, transcript: 'Loose railing', transcriptionStatus: 'transcribed' as const }));
    const { scope, textbox } = renderField(target(send));

    fireEvent.click(scope.getByRole('button', { name: 'Record audio instead' }));
    expect(window.localStorage.getItem('showscribe.dictation')).toBe('audio');
    await recordOnce(scope);
    await waitFor(() => expect(textbox).toHaveValue('Loose railing'));

    fireEvent.click(scope.getByRole('button', { name: 'Use live speech-to-text' }));
    expect(window.localStorage.getItem('showscribe.dictation')).toBeNull();
  });
});
