import { HttpResponse, http } from 'msw';

import { loadDraft, saveDraftPart } from '@/lib/device-drafts';
import { buildReport, buildShowing } from '@/testing/fixtures';
import { server } from '@/testing/server';

import { keepDraftPhoto, listDraftPhotos } from '../../photos/draft-photos';
import { uploadPhoto } from '../../photos/upload-photo';
import { attemptToSend, sendWaitingShowings } from '../outbox';
import { type QueuedShowing, listQueuedShowings, newQueuedShowing, readQueuedShowing, saveQueuedShowing } from '../queued-showing';

const AGENT = 7;

// Photos go out through XMLHttpRequest (for its progress events); here, through a stand-in.
vi.mock('../../photos/upload-photo', () => ({ uploadPhoto: vi.fn() }));

/**
 * A server that answers like the real one with an Idempotency-Key: a repeated key gets the first
 * answer back and does nothing again. Each step can be made to fail before it answers.
 */
function fakeServer() {
  const seen = { created: 0, generated: 0, comparables: 0, createKeys: [] as (string | null)[], generateKeys: [] as (string | null)[] };
  const answers = new Map<string, { status: number; body: unknown }>();
  const fail: { create?: 'network' | number; generate?: 'network' | number; comparables?: number } = {};
  const once = (key: string | null, work: () => { status: number; body: unknown }) => {
    const kept = key ? answers.get(key) : undefined;
    const answer = kept ?? work();
    if (key && !kept && answer.status < 500) answers.set(key, answer);
    return HttpResponse.json(answer.body as object, { status: answer.status });
  };
  const refusal = (status: number) => ({ status, body: { message: status === 402 ? 'You have used your reports for this month.' : 'Refused', code: status === 402 ? 'allowance_used_up' : 'validation', fields: {} } });
  server.use(
    http.post('/api/showings', ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      seen.createKeys.push(key);
      if (fail.create === 'network') return HttpResponse.error();
      return once(key, () => {
        if (typeof fail.create === 'number') return refusal(fail.create);
        seen.created += 1;
        return { status: 201, body: buildShowing({ id: 40 + seen.created }) };
      });
    }),
    http.put('/api/showings/:id/comparables', () => {
      seen.comparables += 1;
      return fail.comparables ? HttpResponse.json(refusal(fail.comparables).body, { status: fail.comparables }) : HttpResponse.json({ comparables: [], rates: {} });
    }),
    http.post('/api/showings/:id/generate-report', ({ request, params }) => {
      const key = request.headers.get('Idempotency-Key');
      seen.generateKeys.push(key);
      const work = () => {
        if (typeof fail.generate === 'number') return fail.generate >= 500 ? { status: fail.generate, body: { message: 'Failed', code: 'internal', fields: {} } } : refusal(fail.generate);
        seen.generated += 1;
        return { status: 201, body: buildReport({ showingId: Number(params.id) }) };
      };
      // The report is written, but its answer never reaches the phone (the signal drops).
      if (fail.generate === 'network') {
        once(key, () => {
          seen.generated += 1;
          return { status: 201, body: buildReport({ showingId: Number(params.id) }) };
        });
        return HttpResponse.error();
      }
      return once(key, work);
    }),
  );
  return { seen, fail };
}

async function queue(overrides: Partial<QueuedShowing> = {}): Promise<QueuedShowing> {
  const showing = { ...newQueuedShowing(AGENT, 'mobile-form', { repairsNeeded: 'The roof leaks' }, null), ...overrides };
  await saveQueuedShowing(showing);
  return showing;
}

describe('the queue of showings waiting on the device', () => {
  it('creates the showing and its report with their own keys, then forgets the showing and its draft', async () => {
    const { seen } = fakeServer();
    await saveDraftPart(AGENT, 'mobile-form', 'form', { assessment: 'The roof leaks' });
    const showing = await queue();

    const outcome = await attemptToSend(showing);

    expect(outcome).toMatchObject({ result: 'sent', showingId: 41 });
    expect(seen.createKeys).toEqual([showing.createKey]);
    expect(seen.generateKeys).toEqual([showing.generateKey]);
    expect(showing.createKey).not.toEqual(showing.generateKey);
    expect(await listQueuedShowings(AGENT)).toEqual([]);
    expect(await loadDraft(AGENT, 'mobile-form')).toBeUndefined();
  });

  it('uploads the photos the form kept on the device to the new showing before its report is written', async () => {
    const { seen } = fakeServer();
    const upload = vi.mocked(uploadPhoto);
    upload.mockReset();
    const order: string[] = [];
    upload.mockImplementation(async () => {
      order.push(`photo after ${seen.generated} reports`);
      return {} as never;
    });
    await keepDraftPhoto(AGENT, 'mobile-form', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'stairs.jpg', { type: 'image/jpeg' }));
    const showing = await queue();

    // No connection for the photo: the showing exists, the report waits, the photo stays.
    upload.mockRejectedValueOnce(new TypeError('offline'));
    expect(await attemptToSend(showing)).toMatchObject({ result: 'unanswered', stage: 'after-create', showingId: 41 });
    expect(seen.generated).toBe(0);
    expect(await listDraftPhotos(AGENT, 'mobile-form')).toHaveLength(1);

    expect(await attemptToSend(showing)).toMatchObject({ result: 'sent', showingId: 41 });
    expect(upload.mock.calls.map((call) => call[0])).toEqual([41, 41]);
    expect(upload.mock.calls[0]?.[5]).toBe(upload.mock.calls[1]?.[5]);
    expect(order).toEqual(['photo after 0 reports']);
    expect(seen.created).toBe(1);
    expect(await listDraftPhotos(AGENT, 'mobile-form')).toEqual([]);
  });

  it('sends the same keys again after a lost answer, so the showing and its report are made once', async () => {
    const { seen, fail } = fakeServer();
    const showing = await queue();

    fail.generate = 'network';
    expect(await attemptToSend(showing)).toMatchObject({ result: 'unanswered', stage: 'generate', showingId: 41 });
    expect((await readQueuedShowing(AGENT, showing.id))?.showingId).toBe(41);

    delete fail.generate;
    expect(await attemptToSend(showing)).toMatchObject({ result: 'sent', showingId: 41 });
    expect(seen.created).toBe(1);
    expect(seen.generated).toBe(1);
    expect(seen.createKeys).toEqual([showing.createKey]); // the saved showing is not asked for again
    expect(seen.generateKeys).toEqual([showing.generateKey, showing.generateKey]);
  });

  it('waits when there is no connection, and sends once it is back', async () => {
    const { seen, fail } = fakeServer();
    const showing = await queue();

    fail.create = 'network';
    expect(await sendWaitingShowings(AGENT)).toMatchObject([{ result: 'unanswered', stage: 'create' }]);
    expect((await readQueuedShowing(AGENT, showing.id))?.state).toBe('waiting');

    delete fail.create;
    expect(await sendWaitingShowings(AGENT)).toMatchObject([{ result: 'sent' }]);
    expect(seen.createKeys).toEqual([showing.createKey, showing.createKey]);
    expect(seen.created).toBe(1);
  });

  it('sends nothing while the browser says it is offline', async () => {
    const { seen } = fakeServer();
    await queue();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendWaitingShowings(AGENT)).toEqual([]);
    onLine.mockRestore();
    expect(seen.createKeys).toEqual([]);
  });

  it('stops on a refusal (402: no reports left), keeps the showing, and asks with a new key only when the agent presses again', async () => {
    const { seen, fail } = fakeServer();
    const showing = await queue();

    fail.generate = 402;
    expect(await sendWaitingShowings(AGENT)).toMatchObject([{ result: 'refused', stage: 'generate' }]);
    const stopped = await readQueuedShowing(AGENT, showing.id);
    expect(stopped).toMatchObject({ state: 'stopped', showingId: 41, refusal: { stage: 'generate', status: 402, code: 'allowance_used_up' } });
    // The server keeps its no for the old key: the next question needs a new one.
    expect(stopped?.generateKey).not.toEqual(showing.generateKey);
    expect(stopped?.createKey).toEqual(showing.createKey);

    // No retry by itself: the refusal would only be repeated.
    expect(await sendWaitingShowings(AGENT)).toEqual([]);
    expect(seen.generateKeys).toHaveLength(1);

    delete fail.generate;
    expect(await attemptToSend(stopped as QueuedShowing)).toMatchObject({ result: 'sent', showingId: 41 });
    expect(seen.created).toBe(1);
    expect(seen.generated).toBe(1);
  });

  it('keeps waiting after a server failure when nobody is looking', async () => {
    const { fail } = fakeServer();
    const showing = await queue();
    fail.generate = 503;
    expect(await sendWaitingShowings(AGENT)).toMatchObject([{ result: 'unanswered', stage: 'generate' }]);
    expect((await readQueuedShowing(AGENT, showing.id))?.state).toBe('waiting');
  });

  it('saves the comparable sales on the new showing before its report', async () => {
    const { seen, fail } = fakeServer();
    const showing = await queue({ followUp: { part: 'comparables', body: { comparables: [], rates: {} } } });
    fail.comparables = 400;
    expect(await attemptToSend(showing)).toMatchObject({ result: 'refused', stage: 'after-create', showingId: 41 });
    expect(seen.generateKeys).toEqual([]);

    delete fail.comparables;
    expect(await attemptToSend(showing)).toMatchObject({ result: 'sent' });
    expect(seen.comparables).toBe(2);
    expect(seen.created).toBe(1);
  });

  it('makes one attempt when two are asked for at once (a press and the connection coming back)', async () => {
    const { seen } = fakeServer();
    const showing = await queue();
    const [first, second] = await Promise.all([attemptToSend(showing), attemptToSend(showing)]);
    expect(first).toBe(second);
    expect(seen.createKeys).toHaveLength(1);
    expect(seen.generateKeys).toHaveLength(1);
  });

  it("sends only the signed-in agent's showings", async () => {
    const { seen } = fakeServer();
    await saveQueuedShowing(newQueuedShowing(AGENT + 1, 'mobile-form', { repairsNeeded: 'Not mine' }, null));
    expect(await sendWaitingShowings(AGENT)).toEqual([]);
    expect(seen.createKeys).toEqual([]);
  });
});
