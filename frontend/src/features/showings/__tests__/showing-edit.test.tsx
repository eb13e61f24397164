import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildReport, buildShowing, buildUser, withTotal } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

type Showing = ReturnType<typeof buildShowing>;
type Report = ReturnType<typeof buildReport>;

/** Thin fixtures: the showing and its reports as the server would answer them. */
function answer({ showing = buildShowing(), reports = [buildReport()] as Report[] } = {}) {
  server.use(
    http.get('/api/showings/7', () => HttpResponse.json(showing)),
    http.get('/api/reports/7', () => HttpResponse.json(reports)),
  );
}

async function openReport() {
  renderApp('/reports/7', { user: buildUser() });
  const events = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' });
  return events;
}

async function choose(events: ReturnType<typeof userEvent.setup>, action: 'Edit showing' | 'Delete showing') {
  await events.click(screen.getByRole('button', { name: 'Manage showing' }));
  await events.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Replaces a box's text in one go (typing key by key re-renders the long form each time). */
async function replaceText(events: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await events.clear(box);
  if (text) await events.paste(text);
}

/** The PUT body the form sends for the fixture showing, before any change. */
const unchangedBody = {
  propertyAddress: '12 Oak St, Austin, TX 78704',
  propertyDescription: '',
  listPrice: 525000,
  squareFeet: null,
  bedrooms: null,
  bathrooms: null,
  yearBuilt: null,
  lotSizeAcres: null,
  agentName: 'Jane Doe',
  agentEmail: 'jane@example.com',
  agentPhone: '5551234567',
  agentCompany: 'Doe Realty',
  clientName: 'Sam Carter',
  clientEmail: 'sam@example.com',
  clientPhone: '5125550188',
  repairsNeeded: 'The water heater is leaking',
  updatesWanted: 'Paint the living room',
};

function recordPut(respond: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/showings/7', async ({ request }) => {
      const body = (await request.json()) as unknown;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('edit showing', () => {
  it('opens prefilled, saves everything with PUT and shows the saved showing on the page', async () => {
    answer();
    const saved: Showing = buildShowing({ propertyAddress: '14 Oak St, Austin, TX 78704', details: { ...buildShowing().details, propertyAddress: '14 Oak St, Austin, TX 78704', clientEmail: 'sam.carter@example.com' } });
    const bodies = recordPut(() => HttpResponse.json(saved));
    server.use(
      http.get('/api/showings', () => HttpResponse.json([bodies.length > 0 ? saved : buildShowing()], withTotal(1))),
      http.get('/api/reports', () => HttpResponse.json([], withTotal(0))),
    );
    // The dashboard lists the showing first; its answer is kept, so only forgetting it shows the change.
    renderApp('/dashboard', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('link', { name: '12 Oak St, Austin, TX 78704' }));
    await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' });

    const dialog = await choose(events, 'Edit showing');
    expect(within(dialog).getByRole('heading', { name: 'Edit showing' })).toBeInTheDocument();
    expect(field(dialog, 'Property Address')).toHaveValue('12 Oak St, Austin, TX 78704');
    expect(field(dialog, 'List Price')).toHaveValue('525,000');
    expect(field(dialog, 'Client Name')).toHaveValue('Sam Carter');
    expect(field(dialog, 'Repairs Needed')).toHaveValue('The water heater is leaking');

    await replaceText(events, field(dialog, 'Property Address'), '14 Oak St, Austin, TX 78704');
    await replaceText(events, field(dialog, 'Client Email'), 'sam.carter@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));

    expect(await within(dialog).findByText('Showing saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...unchangedBody, propertyAddress: '14 Oak St, Austin, TX 78704', clientEmail: 'sam.carter@example.com' }]);
    expect(within(dialog).getByRole('button', { name: 'Regenerate Report' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: '14 Oak St, Austin, TX 78704' })).toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await events.click(await screen.findByRole('tab', { name: 'Overview' }));
    expect(await screen.findByRole('link', { name: '14 Oak St, Austin, TX 78704' })).toBeInTheDocument();
  }, 60_000);

  it('checks with the new-showing messages before sending', async () => {
    answer();
    const bodies = recordPut(() => HttpResponse.json(buildShowing()));
    const events = await openReport();
    const dialog = await choose(events, 'Edit showing');
    await replaceText(events, field(dialog, 'Client Email'), 'not-an-email');
    await events.clear(field(dialog, 'Repairs Needed'));
    await events.clear(field(dialog, 'Updates Wanted'));
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));

    await waitFor(() => expect(field(dialog, 'Client Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address')));
    expect(field(dialog, 'Repairs Needed')).toHaveAccessibleDescription(expect.stringContaining('Record or type at least one repair or update'));
    expect(bodies).toEqual([]);
  });

  it("shows the server's field messages beside the boxes and its message above them", async () => {
    answer();
    recordPut(() =>
      HttpResponse.json({ message: 'Some details are not valid', code: 'invalid', fields: { listPrice: 'List price must be at most $10,000,000,000' } }, { status: 400 }),
    );
    const events = await openReport();
    const dialog = await choose(events, 'Edit showing');
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));

    expect(await within(dialog).findByText('Some details are not valid')).toBeInTheDocument();
    expect(field(dialog, 'List Price')).toHaveAccessibleDescription(expect.stringContaining('List price must be at most $10,000,000,000'));
    expect(field(dialog, 'Property Address')).not.toHaveAccessibleDescription(expect.stringContaining('must'));
  });

  it('regenerates the report and says when no report was taken from the allowance', async () => {
    answer();
    recordPut(() => HttpResponse.json(buildShowing()));
    let generated = 0;
    server.use(
      http.post('/api/showings/7/generate-report', () => {
        generated++;
        return HttpResponse.json({ ...buildReport({}, { summary: 'Rewritten from the corrected notes.' }), charged: false });
      }),
    );
    const events = await openReport();
    answer({ reports: [buildReport({}, { summary: 'Rewritten from the corrected notes.' })] });
    const dialog = await choose(events, 'Edit showing');
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Regenerate Report' }));

    expect(await screen.findByText('Report updated — no report was taken from your allowance (only corrections)')).toBeInTheDocument();
    expect(generated).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rewritten from the corrected notes.')).toBeInTheDocument();
  });

  it('reads a missing "charged" as charged', async () => {
    answer();
    recordPut(() => HttpResponse.json(buildShowing()));
    server.use(http.post('/api/showings/7/generate-report', () => HttpResponse.json(buildReport())));
    const events = await openReport();
    const dialog = await choose(events, 'Edit showing');
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Regenerate Report' }));

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(screen.getByText('It used one report of your monthly allowance.')).toBeInTheDocument();
    expect(screen.queryByText(/no report was taken/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when regenerating is refused", async () => {
    answer();
    recordPut(() => HttpResponse.json(buildShowing()));
    server.use(
      http.post('/api/showings/7/generate-report', () =>
        HttpResponse.json({ message: 'You have used all 1 reports of your plan this month', code: 'allowance_used_up', fields: {} }, { status: 402 }),
      ),
    );
    const events = await openReport();
    const dialog = await choose(events, 'Edit showing');
    await events.click(within(dialog).getByRole('button', { name: 'Save Showing' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Regenerate Report' }));

    expect(await within(dialog).findByText('You have used all 1 reports of your plan this month')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Regenerate Report' })).toBeEnabled();
  });
});

describe('delete showing', () => {
  it('asks naming the address, deletes, and goes back to the dashboard whose list no longer has it', async () => {
    answer();
    let deleted = false;
    server.use(
      http.delete('/api/showings/7', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/showings', () => {
        const showings = deleted ? [] : [buildShowing()];
        return HttpResponse.json(showings, withTotal(showings.length));
      }),
      http.get('/api/reports', () => HttpResponse.json([], withTotal(0))),
    );
    // The dashboard lists the showing first; its answer is kept, so only forgetting it shows the change.
    renderApp('/dashboard', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('link', { name: '12 Oak St, Austin, TX 78704' }));
    await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' });

    let dialog = await choose(events, 'Delete showing');
    expect(within(dialog).getByText('12 Oak St, Austin, TX 78704')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Keep Showing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);

    dialog = await choose(events, 'Delete showing');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Showing' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(deleted).toBe(true);
    expect(await screen.findByText('Showing Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No showings yet. Start a new property showing and it will appear here.')).toBeInTheDocument();
  });

  it("stays on the report with the server's message when the delete is refused", async () => {
    answer();
    server.use(http.delete('/api/showings/7', () => HttpResponse.json({ message: 'Showing not found', code: 'not_found', fields: {} }, { status: 404 })));
    const events = await openReport();
    const dialog = await choose(events, 'Delete showing');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Showing' }));

    expect(await within(dialog).findByText('Showing not found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reports/7');
  });
});
