import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildReport, buildShowing, buildUser, withTotal } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const pine = buildReport({ id: 20, showingId: 4, showing: { id: 4, propertyAddress: '4 Pine Rd', buyerName: 'Dan' } });
const birch = buildReport({ id: 21, showingId: 3, showing: { id: 3, propertyAddress: '3 Birch Ln', buyerName: 'Cy' } });

async function openGallery() {
  renderApp('/dashboard?tab=reports', { user: buildUser() });
  const events = userEvent.setup({ delay: null });
  const card = await screen.findByRole('article', { name: '4 Pine Rd' });
  return { events, card };
}

describe('a report card’s showing menu', () => {
  it('deletes the showing after asking, stays on the gallery and the card goes', async () => {
    let deleted = false;
    server.use(
      http.get('/api/reports', () => (deleted ? HttpResponse.json([birch], withTotal(1)) : HttpResponse.json([pine, birch], withTotal(2)))),
      http.delete('/api/showings/4', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, card } = await openGallery();

    await events.click(within(card).getByRole('button', { name: 'Manage showing: 4 Pine Rd' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete showing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this showing?' });
    expect(deleted).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Delete Showing' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: '4 Pine Rd' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: '3 Birch Ln' })).toBeInTheDocument();
    expect(await screen.findByText('Showing Deleted')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=reports');
  });

  it('keeps the showing when the agent changes their mind', async () => {
    let deleted = false;
    server.use(
      http.get('/api/reports', () => HttpResponse.json([pine, birch], withTotal(2))),
      http.delete('/api/showings/4', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, card } = await openGallery();

    await events.click(within(card).getByRole('button', { name: 'Manage showing: 4 Pine Rd' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete showing' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Showing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);
    expect(screen.getByRole('article', { name: '4 Pine Rd' })).toBeInTheDocument();
  });

  it('edits the showing in the report page’s dialog, prefilled from the server, and the card shows the new address', async () => {
    const showing = buildShowing({ id: 4, propertyAddress: '4 Pine Rd', buyerName: 'Dan', details: { ...buildShowing().details, propertyAddress: '4 Pine Rd' } });
    const saved = buildShowing({ id: 4, propertyAddress: '6 Pine Rd', buyerName: 'Dan', details: { ...showing.details, propertyAddress: '6 Pine Rd' } });
    const puts: unknown[] = [];
    server.use(
      http.get('/api/reports', () =>
        HttpResponse.json([puts.length > 0 ? { ...pine, showing: { ...pine.showing, propertyAddress: '6 Pine Rd' } } : pine, birch], withTotal(2)),
      ),
      http.get('/api/showings/4', () => HttpResponse.json(showing)),
      http.put('/api/showings/4', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(saved);
      }),
    );
    const { events, card } = await openGallery();

    await events.click(within(card).getByRole('button', { name: 'Manage showing: 4 Pine Rd' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Edit showing' }));
    const form = await screen.findByRole('form', { name: 'Edit showing' });
    const address = within(form).getByRole('textbox', { name: /^Property Address/ });
    expect(address).toHaveValue('4 Pine Rd');
    await events.clear(address);
    await events.paste('6 Pine Rd');
    await events.click(within(form).getByRole('button', { name: 'Save Showing' }));

    // The card has a report, so the dialog offers to write it again.
    expect(await screen.findByRole('dialog', { name: 'Regenerate the report?' })).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ propertyAddress: '6 Pine Rd' });
    await events.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(await screen.findByRole('article', { name: '6 Pine Rd' })).toBeInTheDocument();
  });
});
