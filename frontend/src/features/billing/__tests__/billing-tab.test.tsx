import { screen, within } from '@testing-library/react';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

import { usagePercent } from '../usage';

describe('usage bar', () => {
  it('is used/limit as a percentage, capped at 100', () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(10, 10)).toBe(100);
    expect(usagePercent(14, 10)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(2, 0)).toBe(100);
  });
});

describe('billing tab', () => {
  it('shows Free with an Upgrade Plan link when there is no subscription', async () => {
    renderApp('/dashboard?tab=billing', { user: buildUser({ reportsUsedThisMonth: 1, reportsLimit: 1 }) });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Free')).toBeInTheDocument();
    expect(within(current).getByText('inactive')).toBeInTheDocument();
    expect(within(current).getByRole('progressbar', { name: 'Reports used this month' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(current).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(within(current).queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });

  it('shows the subscription buttons, not yet enabled, for an active subscription', async () => {
    renderApp('/dashboard?tab=billing', { user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active', reportsUsedThisMonth: 45, reportsLimit: 30 }) });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Pro')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Manage Subscription' })).toBeDisabled();
    expect(within(current).getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
    expect(within(current).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(current).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('lists the three monthly plans and links to all plans', async () => {
    renderApp('/dashboard?tab=billing', { user: buildUser() });
    const list = await screen.findByRole('region', { name: 'Available Plans' });
    expect(within(list).getByText('$19.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('$49.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('$99.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('Most Popular')).toBeInTheDocument();
    expect(within(list).getByText('100 reports per month')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View All Plans' })).toHaveAttribute('href', '/pricing');
  });
});
