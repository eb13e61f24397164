import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { RepairRequest } from '@/features/showings/api/repair-request';
import type { SharedReport } from '@/features/showings/api/share-links';
import { buildRepairRequest, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const TOKEN = 'b'.repeat(64);

function buildShared(request: RepairRequest = buildRepairRequest()): SharedReport {
  const report = buildReport();
  return {
    agent: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '555-010-0199', company: null, brokerOfficeName: 'Austin Central', logoUrl: null },
    property: { address: '12 Oak St, Austin, TX 78704', clientName: 'Sam Carter', listPrice: 525000, squareFeet: 1700, bedrooms: 3, bathrooms: 2, yearBuilt: 1995 },
    createdAt: report.createdAt,
    report: report.content,
    marketAnalysis: null,
    pdfUrl: `/api/shared/${TOKEN}/pdf`,
    expiresAt: '2026-12-20T15:00:00Z',
    repairRequest: request,
    photos: [],
  };
}

/** The server's answer to a saved list: its totals as the domain computes them. */
function answered(items: RepairRequest['items'], by: 'buyer' | 'agent'): RepairRequest {
  const credits = items.filter((i) => i.remedy === 'credit').reduce((sum, i) => sum + i.amount, 0);
  const repairs = items.filter((i) => i.remedy === 'repair').reduce((sum, i) => sum + i.amount, 0);
  const base = buildRepairRequest();
  return {
    ...base,
    items,
    totals: { items: items.length, credits, repairs, requested: credits + repairs },
    offer: { ...base.offer, requestedCredits: credits, effectivePrice: 525000 - credits },
    updatedBy: by,
    updatedAt: '2026-11-27T10:00:00Z',
  };
}

describe('the repair request on the shared page', () => {
  it('lets the client tick an item, ask for a credit, and send the list; the totals and offer numbers are the server’s', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`/api/shared/${TOKEN}`, () => HttpResponse.json(buildShared())),
      http.put(`/api/shared/${TOKEN}/repair-request`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(answered([{ itemId: 'heater', remedy: 'credit', amount: 1500, note: 'Before closing' }], 'buyer'));
      }),
    );
    renderApp(`/r/${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Repair Request' });
    const heater = within(card).getByRole('group', { name: 'Replace the leaking water heater' });
    expect(within(card).getByText('Nothing has been requested yet.')).toBeInTheDocument();

    await user.click(within(heater).getByRole('checkbox'));
    // A ticked item starts as a repair at the report's typical cost.
    expect(within(heater).getByRole('textbox', { name: 'Amount' })).toHaveValue('1330');
    await user.click(within(heater).getByRole('button', { name: 'Credit' }));
    await user.clear(within(heater).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(heater).getByRole('textbox', { name: 'Amount' }), '1,500');
    await user.type(within(heater).getByRole('textbox', { name: 'Note' }), 'Before closing');
    await user.click(within(card).getByRole('button', { name: 'Send to My Agent' }));

    expect(await within(card).findByText('Sent to your agent.')).toBeInTheDocument();
    // Sent over the list the page read: none yet.
    expect(sent).toEqual({ items: [{ itemId: 'heater', remedy: 'credit', amount: 1500, note: 'Before closing' }], basedOn: null });
    expect(within(card).getByText('Credits requested').nextSibling).toHaveTextContent('$1,500');
    const offer = screen.getByRole('region', { name: 'Offer Numbers' });
    expect(within(offer).getByText('Effective price').nextSibling).toHaveTextContent('$523,500');
    // No analysis: the value says what it needs instead of a guess.
    expect(within(offer).getAllByText('Needs a completed market analysis')).toHaveLength(2);
    expect(within(offer).getByText(/Not an appraisal/)).toBeInTheDocument();
  });

  it('checks the amounts before sending, and shows the server’s words for an entry it refuses', async () => {
    let calls = 0;
    server.use(
      http.get(`/api/shared/${TOKEN}`, () => HttpResponse.json(buildShared())),
      http.put(`/api/shared/${TOKEN}/repair-request`, () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'This item is not in the report', code: 'validation', fields: { 'items.0.itemId': 'This item is not in the report' } },
          { status: 400 },
        );
      }),
    );
    renderApp(`/r/${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Repair Request' });
    const paint = within(card).getByRole('group', { name: 'Paint the living room' });
    await user.click(within(paint).getByRole('checkbox'));
    await user.click(within(paint).getByRole('button', { name: 'Credit' }));
    await user.clear(within(paint).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(paint).getByRole('textbox', { name: 'Amount' }), '0');
    await user.click(within(card).getByRole('button', { name: 'Send to My Agent' }));
    expect(await within(paint).findByText('Enter the credit to ask for')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(within(paint).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(paint).getByRole('textbox', { name: 'Amount' }), '800');
    await user.click(within(card).getByRole('button', { name: 'Send to My Agent' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This item is not in the report');
    expect(calls).toBe(1);
  });
});

describe('a list the other side changed meanwhile', () => {
  it('is not overwritten: the client is told, sees the agent’s list, and sends over it next time', async () => {
    const agents = answered([{ itemId: 'paint', remedy: 'repair', amount: 0, note: null }], 'agent');
    const bodies: unknown[] = [];
    server.use(
      // The page opened before the agent saved; reading it again gives the agent's list.
      http.get(`/api/shared/${TOKEN}`, () => HttpResponse.json(buildShared(bodies.length === 0 ? buildRepairRequest() : agents))),
      http.put(`/api/shared/${TOKEN}/repair-request`, async ({ request }) => {
        const body = (await request.json()) as { basedOn: string | null };
        bodies.push(body);
        if (body.basedOn === null) {
          return HttpResponse.json(
            { message: 'This list was changed since you opened it. Here it is as it is now: make your changes again.', code: 'list_changed', fields: {} },
            { status: 409 },
          );
        }
        return HttpResponse.json(answered([{ itemId: 'paint', remedy: 'repair', amount: 0, note: null }, { itemId: 'heater', remedy: 'repair', amount: 1330, note: null }], 'buyer'));
      }),
    );
    renderApp(`/r/${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Repair Request' });
    const heater = within(card).getByRole('group', { name: 'Replace the leaking water heater' });
    await user.click(within(heater).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Send to My Agent' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('This list was changed since you opened it');
    // The agent's list is shown; the client's tick is gone, to be made again over it.
    const paint = within(card).getByRole('group', { name: 'Paint the living room' });
    await waitFor(() => expect(within(paint).getByRole('checkbox')).toBeChecked());
    expect(within(heater).getByRole('checkbox')).not.toBeChecked();

    await user.click(within(heater).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Send to My Agent' }));
    expect(await within(card).findByText('Sent to your agent.')).toBeInTheDocument();
    expect(bodies.map((b) => (b as { basedOn: string | null }).basedOn)).toEqual([null, agents.updatedAt]);
  });
});

describe('the repair request on the report page', () => {
  it('shows the client’s saved choices to the agent, with the exports', async () => {
    const showing = buildShowing();
    server.use(
      http.get(`/api/showings/${showing.id}`, () => HttpResponse.json(showing)),
      http.get(`/api/reports/${showing.id}`, () => HttpResponse.json([buildReport()])),
      http.get(`/api/showings/${showing.id}/repair-request`, () =>
        HttpResponse.json(answered([{ itemId: 'paint', remedy: 'repair', amount: 1700, note: null }], 'buyer')),
      ),
    );
    renderApp('/reports/7', { user: buildUser() });
    const card = await screen.findByRole('region', { name: 'Repair Request' });
    await waitFor(() => expect(within(within(card).getByRole('group', { name: 'Paint the living room' })).getByRole('checkbox')).toBeChecked());
    expect(within(within(card).getByRole('group', { name: 'Replace the leaking water heater' })).getByRole('checkbox')).not.toBeChecked();
    expect(within(card).getByText(/1 item · saved by the client/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Request PDF' })).toHaveAttribute('href', '/api/showings/7/repair-request/pdf');
    expect(within(card).getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/showings/7/repair-request/csv');
    expect(screen.getByRole('region', { name: 'Offer Numbers' })).toBeInTheDocument();
  });
});
