import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Analytics } from '../api/get-analytics';
import { formatMonth, formatWait } from '../format';

const months = [
  '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05',
  '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
];

function buildAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    periodStart: '2025-12-01T00:00:00Z',
    reportsPerMonth: months.map((month, i) => ({ month, reports: i === 11 ? 4 : i === 10 ? 2 : 0 })),
    totalReports: 6,
    averageRepairTotal: 12345.5,
    reportsSent: 3,
    medianSecondsToSent: 7200,
    averageSecondsToSent: 3 * 86400,
    topFindings: [
      { label: 'Repair the roof', catalogKey: 'roof_repair', category: 'Roof', kind: 'repair', reports: 5 },
      { label: 'Plumbing', catalogKey: null, category: 'Plumbing', kind: 'repair', reports: 2 },
    ],
    ...overrides,
  };
}

const elite = buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });

describe('dashboard analytics', () => {
  it('shows an Elite agent their figures from the server', async () => {
    server.use(http.get('/api/analytics', () => HttpResponse.json(buildAnalytics())));
    renderApp('/dashboard?tab=analytics', { user: elite });

    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
    const reports = await screen.findByRole('region', { name: 'Reports (12 months)' });
    expect(reports).toHaveTextContent('6');
    expect(reports).toHaveTextContent('3 sent to clients');
    expect(screen.getByRole('region', { name: 'Average repair total' })).toHaveTextContent('$12,346');
    const wait = screen.getByRole('region', { name: 'Showing to sent report' });
    expect(wait).toHaveTextContent('2 hours');
    expect(wait).toHaveTextContent('Median over 3 reports; average 3 days');

    const bars = screen.getByRole('list', { name: 'Reports per month' });
    const items = within(bars).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[11]).toHaveAccessibleName('November 2026: 4 reports');
    expect(items[0]).toHaveAccessibleName('December 2025: 0 reports');

    const findings = within(screen.getByRole('region', { name: 'Most common findings' })).getAllByRole('listitem');
    expect(findings[0]).toHaveTextContent('Repair the roof');
    expect(findings[0]).toHaveTextContent('5 of 6');
    expect(findings[1]).toHaveTextContent('Plumbing findings without a catalog price');
  });

  it('says so plainly when there is nothing to measure yet', async () => {
    server.use(
      http.get('/api/analytics', () =>
        HttpResponse.json(
          buildAnalytics({
            reportsPerMonth: months.map((month) => ({ month, reports: 0 })),
            totalReports: 0,
            averageRepairTotal: null,
            reportsSent: 0,
            medianSecondsToSent: null,
            averageSecondsToSent: null,
            topFindings: [],
          }),
        ),
      ),
    );
    renderApp('/dashboard?tab=analytics', { user: elite });
    const wait = await screen.findByRole('region', { name: 'Showing to sent report' });
    expect(wait).toHaveTextContent('—');
    expect(wait).toHaveTextContent('No report sent yet');
    expect(screen.getByText('No findings yet.')).toBeInTheDocument();
  });

  it('invites other plans to upgrade without asking the server', async () => {
    let asked = 0;
    server.use(
      http.get('/api/analytics', () => {
        asked += 1;
        return HttpResponse.json(buildAnalytics());
      }),
    );
    renderApp('/dashboard?tab=analytics', { user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }) });
    expect(await screen.findByRole('heading', { name: 'Advanced analytics come with the Elite plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', '/subscribe?plan=elite');
    expect(asked).toBe(0);
  });

  it('shows the same invitation when the server says the plan does not include them', async () => {
    server.use(
      http.get('/api/analytics', () =>
        HttpResponse.json(
          { message: 'Advanced analytics come with the Elite plan. Upgrade to see them.', code: 'analytics_not_in_plan', fields: {} },
          { status: 403 },
        ),
      ),
    );
    renderApp('/dashboard?tab=analytics', { user: elite });
    expect(await screen.findByRole('link', { name: 'Upgrade to Elite' })).toBeInTheDocument();
  });
});

describe('analytics wording', () => {
  it('puts waits in words', () => {
    expect(formatWait(20)).toBe('under a minute');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(45 * 60)).toBe('45 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(5.5 * 3600)).toBe('5.5 hours');
    expect(formatWait(3.25 * 86400)).toBe('3.3 days');
  });

  it('names months as the server counts them (UTC)', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2025-12', 'long')).toBe('December 2025');
  });
});
