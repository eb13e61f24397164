import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const showings = [
  { id: 1, propertyAddress: '1 Oak St', buyerName: 'Ann', status: 'completed' },
  { id: 4, propertyAddress: '4 Pine Rd', buyerName: 'Dan', status: 'completed' },
  { id: 2, propertyAddress: '2 Elm Ave', buyerName: 'Bo', status: 'draft' },
  { id: 3, propertyAddress: '3 Birch Ln', buyerName: 'Cy', status: 'completed' },
];

const reports = [
  {
    id: 20,
    showingId: 4,
    reportType: 'comprehensive',
    createdAt: '2026-03-04T15:00:00Z',
    emailSent: true,
    pdfFilePath: '/files/reports/20.pdf',
    showing: { propertyAddress: '4 Pine Rd', buyerName: 'Dan' },
  },
  {
    id: 21,
    showingId: 3,
    reportType: 'comprehensive',
    createdAt: '2026-02-27T15:00:00Z',
    emailSent: false,
    pdfFilePath: null,
    showing: { propertyAddress: '3 Birch Ln', buyerName: 'Cy' },
  },
];

describe('dashboard overview', () => {
  it('shows the stat cards from the showings, reports and the user', async () => {
    server.use(
      http.get('/api/showings', () => HttpResponse.json(showings)),
      http.get('/api/reports', () => HttpResponse.json(reports)),
    );
    renderApp('/dashboard', { user: buildUser({ reportsUsedThisMonth: 3, reportsLimit: 10 }) });

    const total = await screen.findByRole('region', { name: 'Total Showings' });
    expect(await within(total).findByText('4')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Reports Generated' })).findByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reports Used' })).getByText('3 of 10')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan Status' });
    expect(within(plan).getByText('Free')).toBeInTheDocument();
    expect(within(plan).getByText('inactive')).toBeInTheDocument();
  });

  it('names the plan and its status for a subscriber', async () => {
    renderApp('/dashboard', { user: buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }) });
    const plan = await screen.findByRole('region', { name: 'Plan Status' });
    expect(within(plan).getByText('Elite')).toBeInTheDocument();
    expect(within(plan).getByText('active')).toBeInTheDocument();
  });

  it('lists the 3 most recent showings in Recent Activity', async () => {
    server.use(http.get('/api/showings', () => HttpResponse.json(showings)));
    renderApp('/dashboard', { user: buildUser() });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });

    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\d \w+ (St|Rd|Ave|Ln)/).textContent)).toEqual(['4 Pine Rd', '3 Birch Ln', '2 Elm Ave']);
    expect(within(activity).getByText('Buyer: Dan')).toBeInTheDocument();
    expect(within(activity).queryByText('1 Oak St')).not.toBeInTheDocument();
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
    expect(within(sent).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/reports/20.pdf');

    const draft = screen.getByRole('article', { name: '3 Birch Ln' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=reports');
  });
});
