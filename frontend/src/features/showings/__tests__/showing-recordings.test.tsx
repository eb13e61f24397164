import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SWRConfig } from 'swr';

import { Toaster } from '@/lib/toast';
import { server } from '@/testing/server';

import { ShowingRecordings } from '../components/showing-recordings';
import type { Recording } from '../types';

function buildRecording(overrides: Partial<Recording> = {}): Recording {
  return {
    id: 4,
    showingId: 9,
    field: 'repairs',
    contentType: 'audio/webm',
    sizeBytes: 48_213,
    durationMs: 95_000,
    createdAt: '2026-11-20T15:00:00Z',
    audioUrl: '/api/showings/9/recordings/4/audio',
    transcript: null,
    transcriptionStatus: 'failed',
    transcriptionMessage: 'The transcription service did not answer — the recording is kept with the showing',
    ...overrides,
  };
}

function renderRecordings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShowingRecordings showingId={9} />
      <Toaster />
    </SWRConfig>,
  );
}

describe('the report page’s recordings', () => {
  it('sends a recording the service failed to it again and shows the transcript it gives', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/showings/9/recordings', () => HttpResponse.json([buildRecording(), buildRecording({ id: 5, field: 'updates', transcriptionStatus: 'notConfigured', transcriptionMessage: 'Transcription is not set up — the recording is kept with the showing' })])),
      http.post('/api/showings/:showingId/recordings/:recordingId/transcription', ({ params }) => {
        asked.push(`${params.showingId}/${params.recordingId}`);
        return HttpResponse.json(buildRecording({ transcript: 'The sump pump is rusted.', transcriptionStatus: 'transcribed', transcriptionMessage: null }));
      }),
    );
    renderRecordings();
    const list = await screen.findByRole('list');
    const [failed, notSetUp] = within(list).getAllByRole('listitem');
    expect(failed).toHaveTextContent('The transcription service did not answer');
    // Only a failure is worth trying again; without a service set up, the answer would be the same.
    expect(within(notSetUp as HTMLElement).queryByRole('button', { name: /Transcribe again/ })).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(failed as HTMLElement).getByRole('button', { name: /^Transcribe again/ }));

    await waitFor(() => expect(failed).toHaveTextContent('“The sump pump is rusted.”'));
    expect(asked).toEqual(['9/4']);
    expect(within(failed as HTMLElement).queryByRole('button', { name: /Transcribe again/ })).not.toBeInTheDocument();
  });

  it('says so when the service fails again, and still offers it', async () => {
    server.use(
      http.get('/api/showings/9/recordings', () => HttpResponse.json([buildRecording()])),
      http.post('/api/showings/9/recordings/4/transcription', () =>
        HttpResponse.json(buildRecording({ transcriptionMessage: 'The transcription service refused the recording — the recording is kept with the showing' })),
      ),
    );
    renderRecordings();
    const button = await screen.findByRole('button', { name: /^Transcribe again/ });
    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByText('Not Transcribed')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('The transcription service refused the recording');
    expect(screen.getByRole('button', { name: /^Transcribe again/ })).toBeEnabled();
  });
});
