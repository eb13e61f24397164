import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const assessment = () => screen.getByRole('textbox', { name: 'Property Assessment' });

async function openForm() {
  renderApp('/mobile-form', { user: buildUser() });
  await screen.findByRole('heading', { level: 1, name: 'Property Assessment' });
  return userEvent.setup({ delay: null });
}

describe('mobile form', () => {
  it('asks for a recording when the assessment is empty', async () => {
    const events = await openForm();
    await events.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(await screen.findByText('Voice Recording Required')).toBeInTheDocument();
    expect(screen.getByText('Please record your property assessment first.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mobile-form');
  });

  it('keeps photos taken before the showing exists on the device, through a reload, until removed', async () => {
    const events = await openForm();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'stairs.jpg', { type: 'image/jpeg' });
    await userEvent.setup({ delay: null, applyAccept: false }).upload(screen.getByLabelText('Choose photos for this showing'), photo);
    const kept = await screen.findByRole('list', { name: 'Photos kept on this device' });
    expect(within(kept).getAllByRole('listitem')).toHaveLength(1);

    // Opened again (a reload, the next day): the photo is still there.
    cleanup();
    await openForm();
    const again = await screen.findByRole('list', { name: 'Photos kept on this device' });
    await events.click(within(again).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos kept on this device' })).not.toBeInTheDocument());
  });

  it('asks a signed-out visitor to sign in ("Authentication Required")', async () => {
    renderApp('/mobile-form');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?tab=signin$/);
  });

  it('sends the assessment as the repairs notes with the address and buyer, generates and opens the new report', async () => {
    let created: unknown;
    server.use(
      http.post('/api/showings', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(buildShowing({ id: 9 }), { status: 201 });
      }),
      http.post('/api/showings/9/generate-report', () => HttpResponse.json(buildReport({ showingId: 9 }), { status: 201 })),
      http.get('/api/showings/9', () => HttpResponse.json(buildShowing({ id: 9, propertyAddress: '12 Oak St, Austin, TX 78704' }))),
      http.get('/api/reports/9', () => HttpResponse.json([buildReport({ showingId: 9 })])),
    );
    const events = await openForm();
    await events.type(screen.getByRole('textbox', { name: 'Property Address (optional)' }), '12 Oak St, Austin, TX 78704');
    await events.click(assessment());
    await events.paste('Roof is 15 years old. Water heater is leaking.');
    await events.type(screen.getByRole('textbox', { name: 'Buyer Name' }), 'Ann Lee');
    await events.type(screen.getByRole('textbox', { name: 'Buyer Email' }), 'ann@example.com');
    await events.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(created).toEqual({
      propertyAddress: '12 Oak St, Austin, TX 78704',
      repairsNeeded: 'Roof is 15 years old. Water heater is leaking.',
      buyerName: 'Ann Lee',
      buyerEmail: 'ann@example.com',
    });
    // 1.5 s later, plus the report screen's lazy chunk.
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reports\/9$/);
  });

  it('leaves the address out when none was given, so the server names the showing', async () => {
    let created: unknown;
    server.use(
      http.post('/api/showings', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(buildShowing({ id: 9 }), { status: 201 });
      }),
      http.post('/api/showings/9/generate-report', () => HttpResponse.json(buildReport({ showingId: 9 }), { status: 201 })),
    );
    const events = await openForm();
    await events.click(assessment());
    await events.paste('Roof is 15 years old.');
    await events.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(created).toEqual({ repairsNeeded: 'Roof is 15 years old.', buyerName: '', buyerEmail: '' });
  });

  it('refuses a client email the server would refuse', async () => {
    const events = await openForm();
    await events.type(screen.getByRole('textbox', { name: 'Buyer Email' }), 'ann@x');
    await events.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says "Report Generation Failed" when generating fails', async () => {
    server.use(
      http.post('/api/showings', () => HttpResponse.json(buildShowing({ id: 9 }), { status: 201 })),
      http.post('/api/showings/9/generate-report', () =>
        HttpResponse.json({ message: 'You have used your 1 free trial report. Choose a plan to generate more reports.', code: 'allowance_used_up', fields: {} }, { status: 402 }),
      ),
    );
    const events = await openForm();
    await events.click(assessment());
    await events.paste('Deck boards are rotten');
    await events.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(await screen.findByText('Report Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    // The reason stays on the page next to the button.
    expect(screen.getByText(/You have used your 1 free trial report/)).toBeInTheDocument();
  });
});
