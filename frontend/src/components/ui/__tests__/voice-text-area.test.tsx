import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { VoiceTextArea } from '@/components/ui/voice-text-area';
import { Toaster } from '@/lib/toast';

/** A stand-in for the browser's recognizer: records how it was set up and lets a test speak. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  continuous = false;
  lang = '';
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();

  constructor() {
    FakeRecognition.instances.push(this);
  }

  /** Delivers results as the Web Speech API does: a list of [transcript, isFinal] from `resultIndex`. */
  say(results: [string, boolean][], resultIndex = 0) {
    const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript, confidence: 0.9 }], { isFinal }));
    act(() => this.onresult?.({ resultIndex, results: list }));
  }

  end() {
    act(() => this.onend?.());
  }
}

type SpeechWindow = Window & { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
const speechWindow = window as SpeechWindow;

function Harness({ initial = '', label = 'Repairs Needed' }: { initial?: string; label?: string }) {
  const [value, setValue] = useState(initial);
  return <VoiceTextArea label={label} value={value} onChange={setValue} />;
}

function renderField(initial = '') {
  render(
    <>
      <Harness initial={initial} />
      <Toaster />
    </>,
  );
  const group = screen.getByRole('group', { name: 'Repairs Needed' });
  return { group, scope: within(group), textbox: screen.getByRole('textbox', { name: 'Repairs Needed' }) };
}

const latest = () => {
  const instance = FakeRecognition.instances.at(-1);
  if (!instance) throw new Error('no recognizer was created');
  return instance;
};

afterEach(() => {
  delete speechWindow.SpeechRecognition;
  delete speechWindow.webkitSpeechRecognition;
  FakeRecognition.instances = [];
  vi.useRealTimers();
});

describe('VoiceTextArea', () => {
  beforeEach(() => {
    speechWindow.SpeechRecognition = FakeRecognition;
  });

  it('starts ready, with a 00:00 timer', () => {
    const { scope } = renderField();
    expect(scope.getByRole('status')).toHaveTextContent('Ready');
    expect(scope.getByRole('timer')).toHaveTextContent('00:00');
    expect(scope.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('listens continuously in US English for final results only', () => {
    const { scope } = renderField();
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));

    const recognition = latest();
    expect(recognition).toMatchObject({ continuous: true, lang: 'en-US', interimResults: false });
    expect(recognition.start).toHaveBeenCalledTimes(1);
    expect(scope.getByRole('status')).toHaveTextContent('Recording… speak now');
    expect(scope.getByRole('button', { name: 'Stop Recording' })).toBeInTheDocument();
  });

  it('ticks the mm:ss timer every second while recording and keeps it when stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { scope } = renderField();
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
    const timer = scope.getByRole('timer');

    act(() => vi.advanceTimersByTime(999));
    expect(timer).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('00:01');
    act(() => vi.advanceTimersByTime(64_000));
    expect(timer).toHaveTextContent('01:05');

    fireEvent.click(scope.getByRole('button', { name: 'Stop Recording' }));
    expect(latest().stop).toHaveBeenCalledTimes(1);
    expect(scope.getByRole('status')).toHaveTextContent('Recording stopped');
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('01:05');

    // A new recording starts the count again.
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
    expect(timer).toHaveTextContent('00:00');
  });

  it('appends final results to what is already typed and ignores interim ones', () => {
    const { scope, textbox } = renderField('Roof is old.');
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
    const recognition = latest();

    recognition.say([['the water heater is leaking', true]]);
    expect(textbox).toHaveValue('Roof is old. the water heater is leaking');

    recognition.say([['and the deck', false]]);
    expect(textbox).toHaveValue('Roof is old. the water heater is leaking');

    // Results before resultIndex were delivered already; two finals in one event both land.
    recognition.say(
      [
        ['the water heater is leaking', true],
        [' paint the hallway', true],
        ['and', true],
      ],
      1,
    );
    expect(textbox).toHaveValue('Roof is old. the water heater is leaking paint the hallway and');
  });

  it('restarts 50 ms after recognition ends while still recording, but not after Stop', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { scope } = renderField();
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
    const recognition = latest();

    recognition.end();
    act(() => vi.advanceTimersByTime(49));
    expect(recognition.start).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(recognition.start).toHaveBeenCalledTimes(2);
    expect(scope.getByRole('status')).toHaveTextContent('Recording… speak now');

    fireEvent.click(scope.getByRole('button', { name: 'Stop Recording' }));
    recognition.end();
    act(() => vi.advanceTimersByTime(500));
    expect(recognition.start).toHaveBeenCalledTimes(2);
    expect(scope.getByRole('status')).toHaveTextContent('Recording stopped');
  });

  it('uses the prefixed webkitSpeechRecognition where the standard name is missing', () => {
    delete speechWindow.SpeechRecognition;
    speechWindow.webkitSpeechRecognition = FakeRecognition;
    const { scope } = renderField();
    fireEvent.click(scope.getByRole('button', { name: 'Start Recording' }));
    expect(latest().start).toHaveBeenCalled();
  });

  it('stops the field that was recording when another one starts', () => {
    render(
      <>
        <Harness label="Repairs Needed" />
        <Harness label="Updates Wanted" />
      </>,
    );
    const repairs = within(screen.getByRole('group', { name: 'Repairs Needed' }));
    const updates = within(screen.getByRole('group', { name: 'Updates Wanted' }));
    fireEvent.click(repairs.getByRole('button', { name: 'Start Recording' }));
    const first = latest();
    fireEvent.click(updates.getByRole('button', { name: 'Start Recording' }));

    expect(first.stop).toHaveBeenCalled();
    expect(repairs.getByRole('status')).toHaveTextContent('Recording stopped');
    expect(updates.getByRole('status')).toHaveTextContent('Recording… speak now');
  });

  it('stops listening when the field goes away', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    const recognition = latest();
    unmount();

    expect(recognition.abort).toHaveBeenCalled();
    recognition.end();
    act(() => vi.advanceTimersByTime(100));
    expect(recognition.start).toHaveBeenCalledTimes(1);
  });
});

describe('VoiceTextArea without speech recognition', () => {
  it('turns Start Recording off and says why; typing still works', async () => {
    const { scope, textbox } = renderField();
    const events = userEvent.setup({ delay: null });

    const start = scope.getByRole('button', { name: 'Start Recording' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Voice input is not available in this browser. Type your notes instead.');
    expect(scope.getByText('Voice input is not available in this browser. Type your notes instead.')).toBeVisible();
    expect(scope.queryByRole('status')).not.toBeInTheDocument();

    await events.type(textbox, 'Typed by hand');
    expect(textbox).toHaveValue('Typed by hand');
  });

  it('turns a one-line field’s microphone off, with the reason', () => {
    render(<VoiceTextArea label="Client Email" value="" onChange={() => {}} singleLine />);
    const group = within(screen.getByRole('group', { name: 'Client Email' }));
    const microphone = group.getByRole('button', { name: 'Start Recording' });
    expect(microphone).toBeDisabled();
    expect(microphone).toHaveAccessibleDescription('Voice input is not available in this browser. Type your notes instead.');
  });
});

describe('a one-line VoiceTextArea', () => {
  beforeEach(() => {
    speechWindow.SpeechRecognition = FakeRecognition;
  });

  it('shows its status and timer only while it is being recorded', async () => {
    render(
      <>
        <VoiceTextArea label="Client Name" value="" onChange={() => {}} singleLine />
        <VoiceTextArea label="Client Email" value="" onChange={() => {}} singleLine />
      </>,
    );
    const events = userEvent.setup({ delay: null });
    const name = within(screen.getByRole('group', { name: 'Client Name' }));
    const email = within(screen.getByRole('group', { name: 'Client Email' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await events.click(email.getByRole('button', { name: 'Start Recording' }));
    expect(email.getByRole('status')).toHaveTextContent('Recording… speak now');
    expect(email.getByRole('timer')).toHaveTextContent('00:00');
    expect(name.queryByRole('status')).not.toBeInTheDocument();

    await events.click(email.getByRole('button', { name: 'Stop Recording' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
