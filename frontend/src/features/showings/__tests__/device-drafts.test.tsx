import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { loadDraft } from '@/lib/device-drafts';
import { buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { pressMainButton } from '@/testing/generate-button';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { listQueuedShowings } from '../outbox/queued-showing';

const JANE = buildUser({ id: 1 });
const SAM = buildUser({ id: 2, firstName: 'Sam', email: 'sam@example.com' });

const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`), { selector: 'input, textarea' });

async function open(path: '/mobile-form' | '/new-showing', user = JANE) {
  const view = renderApp(path, { user });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText(/on this device/);
  return { view, events: userEvent.setup({ delay: null }) };
}

/** Waits until the draft on the device holds `text` in its form part. */
async function savedDraftContains(userId: number, form: 'mobile-form' | 'new-showing', text: string) {
  await waitFor(async () => expect(JSON.stringify((await loadDraft(userId, form))?.parts.form)).toContain(text), { timeout: 5_000 });
}

describe('drafts on the device', () => {
  it('keeps what was typed in the mobile form through a reload, and says it is saved', async () => {
    const first = await open('/mobile-form');
    await first.events.type(textbox('Property Assessment'), 'Water heater leaks');
    await first.events.type(textbox('Buyer Name'), 'Sam Carter');
    await savedDraftContains(JANE.id, 'mobile-form', 'Sam Carter');
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    first.view.unmount();

    await open('/mobile-form');
    expect(textbox('Property Assessment')).toHaveValue('Water heater leaks');
    expect(textbox('Buyer Name')).toHaveValue('Sam Carter');
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
  });

  it('opens the new-showing form on the step it was left, with every box as it was', async () => {
    const first = await open('/new-showing');
    await first.events.type(textbox('Repairs Needed'), 'Roof has missing shingles');
    await pressMainButton(first.events);
    await screen.findByText('Property Information', { selector: 'h2' });
    await first.events.type(textbox('Client Name'), 'Ana Ruiz');
    await savedDraftContains(JANE.id, 'new-showing', 'Ana Ruiz');
    first.view.unmount();

    await open('/new-showing');
    expect(await screen.findByText('Property Information', { selector: 'h2' })).toBeInTheDocument();
    expect(textbox('Repairs Needed')).toHaveValue('Roof has missing shingles');
    expect(textbox('Client Name')).toHaveValue('Ana Ruiz');
    expect(textbox('Agent Name')).toHaveValue('Jane Doe');
  });

  it("never shows one agent's draft to another on the same device", async () => {
    const first = await open('/mobile-form');
    await first.events.type(textbox('Property Assessment'), "Jane's private notes");
    await savedDraftContains(JANE.id, 'mobile-form', 'private');
    first.view.unmount();

    await open('/mobile-form', SAM);
    expect(textbox('Property Assessment')).toHaveValue('');
  });

  it('discards the draft after asking, and starts the form again empty', async () => {
    const first = await open('/mobile-form');
    await first.events.type(textbox('Property Assessment'), 'Cracked driveway');
    await savedDraftContains(JANE.id, 'mobile-form', 'Cracked driveway');

    await first.events.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await first.events.click(within(dialog).getByRole('button', { name: 'Keep Draft' }));
    expect(textbox('Property Assessment')).toHaveValue('Cracked driveway');

    await first.events.click(screen.getByRole('button', { name: 'Discard draft' }));
    await first.events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard Draft' }));
    await waitFor(() => expect(textbox('Property Assessment')).toHaveValue(''));
    expect(await loadDraft(JANE.id, 'mobile-form')).toBeUndefined();
    expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument();
  });
});

describe('generating with no connection', () => {
  let onLine: ReturnType<typeof vi.spyOn>;
  afterEach(() => onLine?.mockRestore());

  it('queues the showing, waits with the form locked, and sends it once when the connection is back', async () => {
    const seen = { created: [] as (string | null)[], generated: [] as (string | null)[] };
    server.use(
      http.post('/api/showings', ({ request }) => {
        seen.created.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(buildShowing({ id: 42 }), { status: 201 });
      }),
      http.post('/api/showings/:id/generate-report', ({ request }) => {
        seen.generated.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(buildReport({ showingId: 42 }), { status: 201 });
      }),
      // The report opens once the showing is sent.
      http.get('/api/showings/42', () => HttpResponse.json(buildShowing({ id: 42 }))),
    );
    const { events } = await open('/mobile-form');
    await events.type(textbox('Property Assessment'), 'Furnace is 25 years old');

    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await pressMainButton(events);

    expect(await screen.findByText('Waiting for a connection — will send automatically')).toBeInTheDocument();
    expect(textbox('Property Assessment')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(seen.created).toEqual([]);
    expect(await listQueuedShowings(JANE.id)).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    expect(await screen.findByText('Report Generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/reports/42');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reports/42'), { timeout: 5_000 });
    expect(seen.created).toHaveLength(1);
    expect(seen.generated).toHaveLength(1);
    expect(seen.created[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.generated[0]).not.toEqual(seen.created[0]);
    expect(await listQueuedShowings(JANE.id)).toEqual([]);
    expect(await loadDraft(JANE.id, 'mobile-form')).toBeUndefined();
  });

  it('queues the showing when the request fails for want of a network, and keeps the draft', async () => {
    server.use(http.post('/api/showings', () => HttpResponse.error()));
    const { events } = await open('/mobile-form');
    await events.type(textbox('Property Assessment'), 'Basement smells damp');
    await pressMainButton(events);

    expect(await screen.findByText('Waiting for a connection — will send automatically')).toBeInTheDocument();
    const [queued] = await listQueuedShowings(JANE.id);
    expect(queued).toMatchObject({ state: 'waiting', request: { repairsNeeded: 'Basement smells damp' } });
    await savedDraftContains(JANE.id, 'mobile-form', 'Basement smells damp');
  });
});
