import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Photo } from '../api/photos';

/**
 * XMLHttpRequest as the uploader drives it, driven in turn by the test: each upload is one
 * instance whose progress, answer or failure the test decides.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
  /** The file sent as the `photo` field. */
  file(): File {
    return this.body?.get('photo') as File;
  }
}

/** The `n`th upload sent (from 0). */
function sent(n: number): FakeXhr {
  const xhr = FakeXhr.sent[n];
  if (!xhr) throw new Error(`upload ${n} was not sent`);
  return xhr;
}

function buildPhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? 501;
  return {
    id,
    showingId: 7,
    url: `/api/showings/7/photos/${id}/image`,
    thumbnailUrl: `/api/showings/7/photos/${id}/thumbnail`,
    caption: null,
    position: 0,
    reportItemId: null,
    width: 2048,
    height: 1536,
    createdAt: '2026-11-26T10:00:00Z',
    ...overrides,
  };
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

function answerReport(photos: Photo[] = []) {
  server.use(
    http.get('/api/showings/7', () => HttpResponse.json(buildShowing())),
    http.get('/api/reports/7', () => HttpResponse.json([buildReport()])),
    http.get('/api/showings/7/photos', () => HttpResponse.json({ photos })),
  );
}

async function openReport() {
  renderApp('/reports/7', { user: buildUser() });
  const events = userEvent.setup({ delay: null, applyAccept: false });
  // The report route is a lazy chunk: the first test of a cold run waits for it to compile.
  await screen.findByRole('region', { name: 'Photos' }, { timeout: 30_000 });
  return events;
}

const photosRegion = () => screen.getByRole('region', { name: 'Photos' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adding photos to a report', () => {
  it('uploads each chosen photo with its own progress bar, and shows it once stored', async () => {
    answerReport();
    const events = await openReport();
    expect(within(photosRegion()).getByText(/No photos yet/)).toBeInTheDocument();

    await events.upload(screen.getByTestId('photo-library-input'), [jpeg('kitchen.jpg'), jpeg('roof.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [kitchen, roof] = [sent(0), sent(1)];
    expect(kitchen.method).toBe('POST');
    expect(kitchen.url).toBe('/api/showings/7/photos');
    expect(kitchen.withCredentials).toBe(true);
    expect(kitchen.file().name).toBe('kitchen.jpg');
    expect(roof.file().name).toBe('roof.jpg');

    kitchen.progress(0.5);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('progressbar', { name: 'Uploading roof.jpg' })).toHaveAttribute('aria-valuenow', '0');

    kitchen.answer(201, { photos: [buildPhoto({ id: 501, caption: 'Kitchen ceiling' })] });
    await screen.findByRole('button', { name: 'Open photo 1: Kitchen ceiling' });
    expect(screen.queryByRole('progressbar', { name: 'Uploading kitchen.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading roof.jpg' })).toBeInTheDocument();
  });

  it('keeps a photo that failed to send, with a retry that sends it again', async () => {
    answerReport();
    const events = await openReport();
    await events.upload(screen.getByTestId('photo-camera-input'), jpeg('stain.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));

    sent(0).progress(0.3);
    sent(0).fail();
    const alert = await within(photosRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('stain.jpg');
    expect(alert).toHaveTextContent('check the connection');

    await events.click(within(alert).getByRole('button', { name: 'Retry stain.jpg' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(sent(1).file().name).toBe('stain.jpg');
    sent(1).answer(201, { photos: [buildPhoto({ id: 502 })] });
    await screen.findByRole('button', { name: 'Open photo 1' });
    expect(within(photosRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused file, without a retry that would fail the same way", async () => {
    answerReport();
    const events = await openReport();
    await events.upload(screen.getByTestId('photo-library-input'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    sent(0).answer(400, { message: 'A photo must be a JPEG, PNG or WebP image', code: 'invalid_photo', fields: { photo: 'A photo must be a JPEG, PNG or WebP image' } });

    const alert = await within(photosRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('A photo must be a JPEG, PNG or WebP image');
    expect(within(alert).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await events.click(within(alert).getByRole('button', { name: 'Dismiss anim.gif' }));
    await waitFor(() => expect(within(photosRegion()).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends at most two photos at a time; the others wait their turn', async () => {
    answerReport();
    const events = await openReport();
    await events.upload(screen.getByTestId('photo-library-input'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(within(photosRegion()).getByText('Waiting')).toBeInTheDocument();
    sent(0).answer(201, { photos: [buildPhoto({ id: 601 })] });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(sent(2).file().name).toBe('c.jpg');
  });

  it('shows attached photos beside their item and the rest in the gallery', async () => {
    answerReport([buildPhoto({ id: 1, reportItemId: 'heater', caption: 'Rusty tank' }), buildPhoto({ id: 2, position: 1, caption: 'Front door' })]);
    await openReport();
    const heater = await screen.findByRole('list', { name: 'Photos of Replace the leaking water heater' });
    expect(within(heater).getByRole('button', { name: /Rusty tank/ })).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Photos not attached to an item' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(1);
    expect(within(gallery).getByRole('button', { name: 'Open photo 1: Front door' })).toBeInTheDocument();
  });

  it('attaches a photo to an item and captions it from the enlarged view', async () => {
    const photo = buildPhoto({ id: 9 });
    answerReport([photo]);
    const seen: unknown[] = [];
    server.use(
      http.patch('/api/showings/7/photos/9', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ ...photo, caption: 'Rust at the base', reportItemId: 'heater' });
      }),
    );
    const events = await openReport();
    await events.click(await screen.findByRole('button', { name: 'Open photo 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/showings/7/photos/9/image');
    await events.type(within(dialog).getByLabelText('Caption'), 'Rust at the base');
    await events.click(within(dialog).getByRole('combobox', { name: 'Attached to' }));
    await events.click(await screen.findByRole('option', { name: 'Repair: Replace the leaking water heater' }));
    server.use(http.get('/api/showings/7/photos', () => HttpResponse.json({ photos: [{ ...photo, caption: 'Rust at the base', reportItemId: 'heater' }] })));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toEqual([{ caption: 'Rust at the base', reportItemId: 'heater' }]));
    await screen.findByRole('list', { name: 'Photos of Replace the leaking water heater' });
  });
});
