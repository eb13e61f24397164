import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildBilling, buildRepricedPlans, buildUser, essentialBilling, sandboxConfig } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { leaveApp } from '../leave-app';
import { allowanceResetText } from '../plan-change';
import { usagePercent } from '../usage';

vi.mock('../leave-app', () => ({ leaveApp: vi.fn() }));

const essentialUser = () => buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsUsedThisMonth: 3, reportsLimit: 10 });

async function openBilling(user = essentialUser(), billing = essentialBilling({ reportsUsedThisMonth: 3 })) {
  server.use(http.get('/api/billing', () => HttpResponse.json(billing)));
  renderApp('/dashboard?tab=billing', { user });
  const current = await screen.findByRole('region', { name: 'Current Plan' });
  // The plans have arrived (or failed): nothing on the tab is an outline any more.
  await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Available Plans' }).querySelector('[aria-busy]')).toBeNull());
  return { current, events: userEvent.setup({ delay: null }) };
}

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
  beforeEach(() => {
    vi.mocked(leaveApp).mockClear();
  });

  it('shows Free with an Upgrade Plan link when there is no subscription', async () => {
    const { current } = await openBilling(buildUser({ reportsUsedThisMonth: 1, reportsLimit: 1 }), buildBilling({ reportsUsedThisMonth: 1 }));
    expect(within(current).getByText('Free')).toBeInTheDocument();
    expect(within(current).getByText('inactive')).toBeInTheDocument();
    expect(within(current).getByText('1 of 1 used')).toBeInTheDocument();
    expect(within(current).getByRole('progressbar', { name: 'Reports used this month' })).toHaveAttribute('aria-valuenow', '100');
    expect(await within(current).findByRole('group', { name: 'Reports available' })).toHaveTextContent('0 reports available');
    expect(within(current).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(within(current).queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy More Reports' })).not.toBeInTheDocument();
  });

  it('shows the plan, the usage capped at 100% and what is left, pack reports included', async () => {
    const { current } = await openBilling(
      essentialUser(),
      essentialBilling({ reportsUsedThisMonth: 21, reportsLimit: 20, packReports: 8 }),
    );
    expect(within(current).getByText('Essential')).toBeInTheDocument();
    expect(within(current).getByText('active')).toBeInTheDocument();
    expect(await within(current).findByText('21 of 20 used')).toBeInTheDocument();
    expect(within(current).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const available = within(current).getByRole('group', { name: 'Reports available' });
    expect(available).toHaveTextContent('0 reports available');
    expect(available).toHaveTextContent('Including 8 add-on reports, which carry over to next month.');
    expect(within(current).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('offers packs at the plan rate to a subscriber', async () => {
    await openBilling();
    const packs = await screen.findByRole('region', { name: 'Buy More Reports' });
    const ten = within(packs).getByRole('article', { name: '10 additional reports' });
    expect(within(ten).getByText('$20.00')).toBeInTheDocument();
    expect(within(ten).getByText('$2.00 per report')).toBeInTheDocument();
    expect(within(packs).getByRole('button', { name: 'Buy 30 reports' })).toBeInTheDocument();
  });

  it('Manage Subscription opens the portal: an app path through the router', async () => {
    let portalCalls = 0;
    server.use(
      http.post('/api/billing/portal', () => {
        portalCalls += 1;
        return HttpResponse.json({ url: '/pricing' });
      }),
    );
    const { current, events } = await openBilling();
    await events.click(within(current).getByRole('button', { name: 'Manage Subscription' }));

    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    expect(portalCalls).toBe(1);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('Manage Subscription opens the portal: another site by a page load', async () => {
    server.use(http.post('/api/billing/portal', () => HttpResponse.json({ url: 'https://billing.example.com/session/abc' })));
    const { current, events } = await openBilling();
    await events.click(within(current).getByRole('button', { name: 'Manage Subscription' }));

    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://billing.example.com/session/abc'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=billing');
  });

  it('says "Error" with the message when the portal cannot be opened', async () => {
    server.use(http.post('/api/billing/portal', () => HttpResponse.json({ message: 'No billing account yet', code: 'not_found', fields: {} }, { status: 404 })));
    const { current, events } = await openBilling();
    await events.click(within(current).getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('No billing account yet')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('cancels after confirmation, then shows the end date notice and disables Cancel', async () => {
    let cancels = 0;
    let userRequests = 0;
    const { current, events } = await openBilling();
    server.use(
      http.post('/api/billing/cancel', () => {
        cancels += 1;
        return HttpResponse.json(essentialBilling({ reportsUsedThisMonth: 3, cancelAtPeriodEnd: true }));
      }),
      http.get('/api/billing', () => HttpResponse.json(essentialBilling({ reportsUsedThisMonth: 3, cancelAtPeriodEnd: true }))),
      http.get('/api/user', () => {
        userRequests += 1;
        return HttpResponse.json(essentialUser());
      }),
    );

    await events.click(await within(current).findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await events.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(cancels).toBe(0);

    // The page is hidden from assistive technology until the dialog has closed.
    await events.click(await within(current).findByRole('button', { name: 'Cancel Subscription' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(cancels).toBe(1);
    expect(within(current).getByText('Cancels on Apr 1, 2026: active until then')).toBeInTheDocument();
    expect(screen.getByText('Your Essential plan stays active until Apr 1, 2026.')).toBeInTheDocument();
    expect(await within(current).findByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
    expect(within(current).getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    await vi.waitFor(() => expect(userRequests).toBe(1));
  });

  it('keeps Cancel disabled for a subscription that already ends with the period', async () => {
    const { current } = await openBilling(essentialUser(), essentialBilling({ cancelAtPeriodEnd: true, currentPeriodEnd: null }));
    // No date known yet: no date made up.
    expect(await within(current).findByText('Cancels at the end of the billing period')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  });

  it('treats pay-per-report as no subscription: Upgrade Plan, no packs', async () => {
    const { current } = await openBilling(
      buildUser({ subscriptionPlan: 'pay-per-report', subscriptionStatus: 'active' }),
      buildBilling({ plan: 'pay-per-report', planName: 'Pay Per Report', status: 'active' }),
    );
    expect(await within(current).findByText('Pay Per Report')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy More Reports' })).not.toBeInTheDocument();
  });

  it('shows the price of the plan and its allowance, from the plans', async () => {
    const { current } = await openBilling();
    expect(await within(current).findByText('$19.99 per month · 10 reports included')).toBeInTheDocument();
  });

  it('shows the plans and prices exactly as the server answers them', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    const { current } = await openBilling(essentialUser(), essentialBilling({ planName: 'Starter', reportsLimit: 12 }));
    expect(await within(current).findByText('$24.50 per month · 12 reports included')).toBeInTheDocument();
    expect(within(current).getByText('Starter')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Available Plans' });
    expect(within(list).getByText('$24.50/mo')).toBeInTheDocument();
    expect(within(list).getByText('$59.00/mo')).toBeInTheDocument();
    expect(within(list).getByText('$129.00/mo')).toBeInTheDocument();
    expect(within(list).getByText('150 reports per month')).toBeInTheDocument();
    expect(within(list).queryByText('One Report')).not.toBeInTheDocument();
    expect(within(list).queryByText('$19.99/mo')).not.toBeInTheDocument();
  });

  it("names no plan with the server's free-plan name until the billing answer arrives", async () => {
    server.use(
      http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())),
      http.get('/api/billing', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })),
    );
    renderApp('/dashboard?tab=billing', { user: buildUser() });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(await within(current).findByText('Trial')).toBeInTheDocument();
    expect(within(current).getByText('Your free report trial is included.')).toBeInTheDocument();
  });

  it('says so when the plans cannot be loaded, and shows them after Retry', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })));
    const { current, events } = await openBilling();
    expect(await within(current).findByText('The plans and prices could not be loaded.')).toBeInTheDocument();
    expect(within(current).getByText('Essential')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Available Plans' });
    expect(within(list).getByText('The plans and prices could not be loaded.')).toBeInTheDocument();

    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    await events.click(within(list).getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByText('$24.50/mo')).toBeInTheDocument();
    expect(await within(current).findByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  });

  it('lists the three monthly plans and links to all plans', async () => {
    await openBilling(buildUser(), buildBilling());
    const list = await screen.findByRole('region', { name: 'Available Plans' });
    expect(await within(list).findByText('$19.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('$49.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('$99.99/mo')).toBeInTheDocument();
    expect(within(list).getByText('Most Popular')).toBeInTheDocument();
    expect(within(list).getByText('10 reports per month')).toBeInTheDocument();
    expect(within(list).getByText('100 reports per month')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View All Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says where Manage Subscription goes: the pricing page in test mode, the provider’s page otherwise', async () => {
    const { current } = await openBilling();
    const manage = within(current).getByRole('button', { name: 'Manage Subscription' });
    await vi.waitFor(() => expect(manage).toHaveAccessibleDescription('Opens the Pricing page, where you switch plans: test mode has no cards or invoices to manage.'));
  });

  it('names the provider’s page for Manage Subscription in provider mode', async () => {
    server.use(http.get('/api/billing/config', () => HttpResponse.json({ ...sandboxConfig, mode: 'stripe', publishableKey: 'pk_test_1', testCoupon: null })));
    const { current } = await openBilling();
    const manage = within(current).getByRole('button', { name: 'Manage Subscription' });
    await vi.waitFor(() => expect(manage).toHaveAccessibleDescription("Opens the payment provider's secure page for your card, invoices and receipts."));
  });

  it('never promises a reset on an unnamed billing date', async () => {
    const { current } = await openBilling(buildUser({ reportsUsedThisMonth: 1, reportsLimit: 1 }), buildBilling({ reportsUsedThisMonth: 1 }));
    expect(within(current).getByText('Your free trial report does not renew: choose a plan for a monthly allowance.')).toBeInTheDocument();
    expect(within(current).queryByText(/billing date/)).not.toBeInTheDocument();
  });
});

describe('when the allowance resets', () => {
  const active = { activeSubscription: true, cancelAtPeriodEnd: false, testPlan: false, currentPeriodEnd: '2026-04-01T09:00:00Z', packReports: 0, plan: {} };

  it('names the renewal date, or the day a cancelled plan ends', () => {
    expect(allowanceResetText(active)).toBe('Renews on Apr 1, 2026, when your allowance resets.');
    expect(allowanceResetText({ ...active, cancelAtPeriodEnd: true })).toBe('Your plan ends on Apr 1, 2026; its reports do not renew.');
  });

  it('says what happens when no date is known, without claiming a billing date', () => {
    expect(allowanceResetText({ ...active, currentPeriodEnd: null, testPlan: true })).toBe(
      'Started with the test coupon: this allowance does not renew, and cancelling ends it at once.',
    );
    expect(allowanceResetText({ ...active, currentPeriodEnd: null })).toBe(
      'Your allowance resets when the payment provider renews your plan, a month after your first payment.',
    );
    expect(allowanceResetText({ ...active, activeSubscription: false, currentPeriodEnd: null })).toBe('Bought reports do not expire: they stay until you use them.');
    expect(allowanceResetText({ ...active, activeSubscription: false, currentPeriodEnd: null, plan: undefined })).toBe(
      'Your free trial report does not renew: choose a plan for a monthly allowance.',
    );
  });
});
