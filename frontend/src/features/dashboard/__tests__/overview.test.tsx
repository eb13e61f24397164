import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildReport, buildRepricedPlans, buildShowing, buildUser, withTotal } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// Newest first, as the server answers.
const showings = [
  buildShowing({ id: 4, propertyAddress: '4 Pine Rd', buyerName: 'Dan', status: 'completed' }),
  buildShowing({ id: 3, propertyAddress: '3 Birch Ln', buyerName: 'Cy', status: 'completed' }),
  buildShowing({ id: 2, propertyAddress: '2 Elm Ave', buyerName: 'Client', status: 'pending' }),
];

const reports = [
  buildReport({
    id: 20,
    showingId: 4,
    createdAt: '2026-03-04T15:00:00Z',
    emailSent: true,
    pdfFilePath: '/api/showings/4/reports/20/pdf',
    showing: { id: 4, propertyAddress: '4 Pine Rd', buyerName: 'Dan' },
  }),
  buildReport({
    id: 21,
    showingId: 3,
    createdAt: '2026-02-27T15:00:00Z',
    emailSent: false,
    pdfFilePath: '/api/showings/3/reports/21/pdf',
    showing: { id: 3, propertyAddress: '3 Birch Ln', buyerName: 'Cy' },
  }),
];

describe('dashboard overview', () => {
  it('counts showings and reports from X-Total-Count, not from the page it was sent', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/showings', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(showings, withTotal(42));
      }),
      http.get('/api/reports', () => HttpResponse.json(reports, withTotal(57))),
    );
    renderApp('/dashboard', { user: buildUser({ reportsUsedThisMonth: 3, reportsLimit: 10 }) });

    const total = await screen.findByRole('region', { name: 'Total Showings' });
    expect(await within(total).findByText('42')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Reports Generated' })).findByText('57')).toBeInTheDocument();
    expect(asked).toEqual(['?limit=3&offset=0']);
    expect(within(screen.getByRole('region', { name: 'Reports Used' })).getByText('3 of 10')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan Status' });
    expect(await within(plan).findByText('Free')).toBeInTheDocument();
    expect(within(plan).getByText('inactive')).toBeInTheDocument();
  });

  it('names the plan and its status for a subscriber', async () => {
    renderApp('/dashboard', { user: buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }) });
    const plan = await screen.findByRole('region', { name: 'Plan Status' });
    expect(await within(plan).findByText('Elite')).toBeInTheDocument();
    expect(within(plan).getByText('active')).toBeInTheDocument();
  });

  it('names the plan, or no plan, as the server calls it', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    renderApp('/dashboard', { user: buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }) });
    expect(await within(await screen.findByRole('region', { name: 'Plan Status' })).findByText('Team')).toBeInTheDocument();
  });

  it("calls no plan by the server's free-plan name, and shows a dash when the plans cannot be loaded", async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    const { unmount } = renderApp('/dashboard', { user: buildUser() });
    expect(await within(await screen.findByRole('region', { name: 'Plan Status' })).findByText('Trial')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/plans', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })));
    renderApp('/dashboard', { user: buildUser() });
    expect(await within(await screen.findByRole('region', { name: 'Plan Status' })).findByText('—')).toBeInTheDocument();
  });

  it('lists the 3 most recent showings in Recent Activity, each linking to its report', async () => {
    server.use(http.get('/api/showings', () => HttpResponse.json(showings, withTotal(9))));
    renderApp('/dashboard', { user: buildUser() });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });

    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['4 Pine Rd', '3 Birch Ln', '2 Elm Ave']);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/reports/4');
    expect(within(activity).getByText('Buyer: Dan')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('completed')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('pending')).toBeInTheDocument();
  });

  it('says so when there are no showings yet', async () => {
    renderApp('/dashboard', { user: buildUser() });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(await within(activity).findByText(/No showings yet/)).toBeInTheDocument();
  });

  it('offers the quick actions', async () => {
    renderApp('/dashboard', { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'New Property Showing' })).toHaveAttribute('href', '/new-showing');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });
});

describe('dashboard reports', () => {
  it('offers "Create First Report" when there are none', async () => {
    renderApp('/dashboard?tab=reports', { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Create First Report' })).toHaveAttribute('href', '/new-showing');
  });

  it('shows a card per report', async () => {
    server.use(http.get('/api/reports', () => HttpResponse.json(reports)));
    renderApp('/dashboard', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('tab', { name: 'Reports' }));

    const sent = await screen.findByRole('article', { name: '4 Pine Rd' });
    expect(within(sent).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(sent).getByText('Email Sent')).toBeInTheDocument();
    expect(within(sent).getByText('Dan')).toBeInTheDocument();
    expect(within(sent).getByText('Comprehensive')).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/reports/4');
    expect(within(sent).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/showings/4/reports/20/pdf');
    expect(within(sent).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');

    const draft = screen.getByRole('article', { name: '3 Birch Ln' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // Every report has a PDF: it is rendered on its first download.
    expect(within(draft).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/showings/3/reports/21/pdf');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=reports');
  });

  it('pages through the reports when there are more than fit on one page', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/reports', ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        asked.push(new URL(request.url).search);
        const page = offset === '0' ? reports : [buildReport({ id: 5, showingId: 1, showing: { id: 1, propertyAddress: '1 Oak St', buyerName: 'Ann' } })];
        return HttpResponse.json(page, withTotal(13));
      }),
    );
    renderApp('/dashboard?tab=reports', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    expect(await screen.findByRole('article', { name: '4 Pine Rd' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: '1 Oak St' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '4 Pine Rd' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?limit=12&offset=0', '?limit=12&offset=12']);
  });
});
