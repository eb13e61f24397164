import { HttpResponse, http } from 'msw';

import { loadDraft, saveDraftPart } from '@/lib/device-drafts';
import { newKeptRecording } from '@/lib/device-recordings';
import { buildReport, buildShowing } from '@/testing/fixtures';
import { server } from '@/testing/server';

import { uploadRecording } from '../../api/upload-recording';
import { attemptToSend } from '../../outbox/outbox';
import { newQueuedShowing, saveQueuedShowing } from '../../outbox/queued-showing';
import { DRAFT_SHOWING_PART, draftShowingId, ensureDraftShowing } from '../draft-showing';

const AGENT = 7;
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);

function recordingsServer() {
  const seen = { creates: [] as { key: string | null; body: Record<string, unknown> }[], puts: [] as unknown[], generated: 0 };
  const created = new Map<string, number>();
  server.use(
    http.post('/api/showings', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as Record<string, unknown>;
      seen.creates.push({ key, body });
      // A repeated key answers the first showing again, as the server does.
      const id = (key && created.get(key)) || 80 + created.size + 1;
      if (key) created.set(key, id);
      return HttpResponse.json(buildShowing({ id }), { status: 201 });
    }),
    http.put('/api/showings/:id', async ({ request, params }) => {
      seen.puts.push(await request.json());
      return HttpResponse.json(buildShowing({ id: Number(params.id) }));
    }),
    http.post('/api/showings/:id/generate-report', ({ params }) => {
      seen.generated += 1;
      return HttpResponse.json(buildReport({ showingId: Number(params.id) }), { status: 201 });
    }),
  );
  return seen;
}

describe("a draft's recordings", () => {
  it('create the showing once, with the notes allowed to wait, and remember it in the draft', async () => {
    const seen = recordingsServer();

    const first = await ensureDraftShowing(AGENT, 'new-showing', { propertyAddress: '12 Cellar Rd' });
    // Typed more since: the same showing is used, and no second one is created.
    const second = await ensureDraftShowing(AGENT, 'new-showing', { propertyAddress: '12 Cellar Rd', repairsNeeded: 'more' });

    expect(first).toBe(81);
    expect(second).toBe(81);
    expect(seen.creates).toHaveLength(1);
    expect(seen.creates[0]?.body).toEqual({ propertyAddress: '12 Cellar Rd', recordingToFollow: true });
    expect(seen.creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await draftShowingId(AGENT, 'new-showing')).toBe(81);
  });

  it('send the same creation again, with its key, after an answer that never came', async () => {
    const seen = recordingsServer();
    let dropped = false;
    server.use(
      http.post('/api/showings', () => {
        if (dropped) return undefined;
        dropped = true;
        return HttpResponse.error();
      }),
    );

    await expect(ensureDraftShowing(AGENT, 'mobile-form', { repairsNeeded: '' })).rejects.toThrow();
    const id = await ensureDraftShowing(AGENT, 'mobile-form', { repairsNeeded: 'typed meanwhile' });

    expect(id).toBe(81);
    const kept = (await loadDraft(AGENT, 'mobile-form'))?.parts[DRAFT_SHOWING_PART] as { createKey: string };
    expect(seen.creates).toEqual([{ key: kept.createKey, body: { repairsNeeded: '', recordingToFollow: true } }]);
  });

  it('upload as multipart with the box, the length and their own key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 1, transcript: 'The sump pump does not start' }, { status: 201 }));
    const recording = newKeptRecording(AGENT, 'new-showing', 'updates', { data: WEBM.buffer, type: 'audio/webm;codecs=opus', durationMs: 3200.4 });

    const stored = await uploadRecording(81, recording);

    expect(stored.transcript).toBe('The sump pump does not start');
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/showings/81/recordings');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe(recording.uploadKey);
    // The browser writes multipart/form-data with its boundary only when none is set here.
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    const form = init.body as FormData;
    expect(form.get('field')).toBe('updates');
    expect(form.get('durationMs')).toBe('3200');
    const audio = form.get('audio') as File;
    expect(audio.name).toBe('recording.webm');
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(audio.size).toBe(WEBM.length);
  });

  it("make Generate save the form over the draft's showing instead of creating another", async () => {
    const seen = recordingsServer();
    await saveDraftPart(AGENT, 'new-showing', DRAFT_SHOWING_PART, { createKey: 'k-1', request: { recordingToFollow: true }, showingId: 81 });
    const existing = await draftShowingId(AGENT, 'new-showing');
    const queued = newQueuedShowing(AGENT, 'new-showing', { repairsNeeded: 'The sump pump does not start' }, null, existing);
    await saveQueuedShowing(queued);

    const outcome = await attemptToSend(queued);

    expect(outcome).toMatchObject({ result: 'sent', showingId: 81 });
    expect(seen.creates).toHaveLength(0);
    expect(seen.puts).toEqual([{ repairsNeeded: 'The sump pump does not start' }]);
    expect(seen.generated).toBe(1);
    // Sent: the draft, and its link to the showing, go.
    expect(await loadDraft(AGENT, 'new-showing')).toBeUndefined();
  });
});
