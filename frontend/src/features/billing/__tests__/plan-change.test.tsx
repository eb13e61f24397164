import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildBilling, buildPacks, buildUser, essentialBilling } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Billing } from '../api/types';

const proUser = () => buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active', reportsUsedThisMonth: 12, reportsLimit: 30 });

/** Pro, 12 of 30 used, renewing on Apr 1, 2026. */
const proBilling = (overrides: Partial<Billing> = {}): Billing =>
  buildBilling({
    plan: 'pro',
    planName: 'Pro',
    status: 'active',
    reportsUsedThisMonth: 12,
    reportsLimit: 30,
    canBuyPacks: true,
    packs: buildPacks(167),
    currentPeriodEnd: '2026-04-01T09:00:00Z',
    cancelEffect: 'at_period_end',
    planChanges: [
      { plan: 'essential', planName: 'Essential', monthlyPriceCents: 1999, upgrade: false, reportsLimit: 12, reportsAvailable: 0 },
      { plan: 'elite', planName: 'Elite', monthlyPriceCents: 9999, upgrade: true, reportsLimit: 100, reportsAvailable: 88 },
    ],
    ...overrides,
  });

async function openPricing(billing = proBilling()) {
  const changes: unknown[] = [];
  let subscriptions = 0;
  server.use(
    http.get('/api/billing', () => HttpResponse.json(billing)),
    http.post('/api/billing/change-plan', async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json(proBilling({ plan: 'elite', planName: 'Elite', reportsLimit: 100, planChanges: [] }));
    }),
    http.post('/api/get-or-create-subscription', () => {
      subscriptions += 1;
      return HttpResponse.json({ clientSecret: 'x' });
    }),
  );
  renderApp('/pricing', { user: proUser() });
  await screen.findByRole('button', { name: 'Switch to Elite' });
  return { changes, subscriptions: () => subscriptions, events: userEvent.setup({ delay: null }) };
}

describe('switching plans on the pricing screen', () => {
  it('shows Current plan on the plan one has and Switch / Downgrade on the others, never Start Subscription', async () => {
    await openPricing();
    const card = (name: string) => screen.getByRole('article', { name: `${name} plan` });
    expect(within(card('Pro')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(card('Elite')).getByRole('button', { name: 'Switch to Elite' })).toBeEnabled();
    expect(within(card('Essential')).getByRole('button', { name: 'Downgrade to Essential' })).toBeEnabled();
    expect(within(card('Pay Per Report')).getByRole('link', { name: 'Buy Report' })).toHaveAttribute('href', '/subscribe?plan=pay-per-report');
    expect(screen.queryByRole('link', { name: 'Start Subscription' })).not.toBeInTheDocument();
  });

  it('confirms an upgrade with the new price and the month’s reports, then switches the one subscription', async () => {
    const { changes, subscriptions, events } = await openPricing();
    await events.click(screen.getByRole('button', { name: 'Switch to Elite' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch to Elite?' });
    expect(dialog).toHaveTextContent('Elite is $99.99 a month instead of $49.99, starting now.');
    expect(dialog).toHaveTextContent('The difference for the rest of this billing period is added to your next invoice; your billing date stays Apr 1, 2026.');
    expect(dialog).toHaveTextContent('The 12 reports you used this month stay counted: you will have 88 reports left until Apr 1, 2026 (100 this month in all).');

    await events.click(within(dialog).getByRole('button', { name: 'Switch to Elite' }));
    expect(await screen.findByText('Plan Changed')).toBeInTheDocument();
    expect(screen.getByText('You are now on the Elite plan.')).toBeInTheDocument();
    expect(changes).toEqual([{ planId: 'elite' }]);
    expect(subscriptions()).toBe(0);
  });

  it('says a downgrade credits the rest of the period and leaves no report this month when more are used', async () => {
    const { changes, events } = await openPricing();
    await events.click(screen.getByRole('button', { name: 'Downgrade to Essential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Essential?' });
    expect(dialog).toHaveTextContent('Essential is $19.99 a month instead of $49.99, starting now.');
    expect(dialog).toHaveTextContent('The unused part of this billing period is credited on your next invoice');
    expect(dialog).toHaveTextContent('you will have 0 reports left until Apr 1, 2026 (12 this month in all).');

    await events.click(within(dialog).getByRole('button', { name: 'Keep Pro' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);
  });

  it('tells a subscriber who is cancelling that switching withdraws it, and a test plan that nothing is charged', async () => {
    const { events } = await openPricing(proBilling({ cancelAtPeriodEnd: true, testPlan: false }));
    await events.click(screen.getByRole('button', { name: 'Switch to Elite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Elite?' });
    expect(dialog).toHaveTextContent('Your cancellation is withdrawn: the subscription goes on with Elite.');
  });

  it('a plan started with the test coupon switches without a charge', async () => {
    const { events } = await openPricing(proBilling({ testPlan: true, cancelEffect: 'immediately', currentPeriodEnd: null }));
    await events.click(screen.getByRole('button', { name: 'Switch to Elite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Elite?' });
    expect(dialog).toHaveTextContent('Your plan was started with the test coupon, so nothing is charged.');
    expect(dialog).toHaveTextContent('you will have 88 reports left this month');
  });

  it('shows the server’s refusal', async () => {
    const { events } = await openPricing();
    server.use(
      http.post('/api/billing/change-plan', () =>
        HttpResponse.json({ message: 'You are already subscribed to the Elite plan', code: 'already_subscribed', fields: {} }, { status: 409 }),
      ),
    );
    await events.click(screen.getByRole('button', { name: 'Switch to Elite' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch to Elite' }));
    expect(await screen.findByText('You are already subscribed to the Elite plan')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the billing tab', () => {
  async function openBilling(billing: Billing) {
    server.use(http.get('/api/billing', () => HttpResponse.json(billing)));
    renderApp('/dashboard?tab=billing', { user: proUser() });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    return { current, events: userEvent.setup({ delay: null }) };
  }

  it('marks the current plan and offers the others with the same confirmation', async () => {
    const { events } = await openBilling(proBilling());
    const list = screen.getByRole('region', { name: 'Available Plans' });
    expect(await within(list).findByText('Current plan')).toBeInTheDocument();
    await events.click(within(list).getByRole('button', { name: 'Downgrade to Essential' }));
    expect(await screen.findByRole('dialog', { name: 'Downgrade to Essential?' })).toBeInTheDocument();
  });

  it('names the renewal date, and the cancellation confirmation names the day the plan ends', async () => {
    const { current, events } = await openBilling(proBilling());
    expect(await within(current).findByText('Renews on Apr 1, 2026, when your allowance resets.')).toBeInTheDocument();
    await events.click(within(current).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Your Pro plan and its reports stay available until Apr 1, 2026. After that you will not be charged again.');
  });

  it('says before cancelling that a test-coupon plan ends at once, and never claims a period end', async () => {
    let cancels = 0;
    const testPlan = proBilling({ testPlan: true, cancelEffect: 'immediately', currentPeriodEnd: null, packReports: 3 });
    const { current, events } = await openBilling(testPlan);
    server.use(
      http.post('/api/billing/cancel', () => {
        cancels += 1;
        return HttpResponse.json(buildBilling({ status: 'canceled', reportsLimit: 3, packReports: 3 }));
      }),
    );
    expect(await within(current).findByText('Started with the test coupon: nothing is charged, and cancelling ends the plan at once.')).toBeInTheDocument();
    await events.click(within(current).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your plan now?' });
    expect(dialog).toHaveTextContent(
      'Your Pro plan was started with the test coupon, so there is no paid period to run out: cancelling ends it now. Your 3 reports bought separately stay available.',
    );
    expect(dialog).not.toHaveTextContent('end of the');
    await events.click(within(dialog).getByRole('button', { name: 'End Plan Now' }));
    expect(await screen.findByText('Your Pro plan has ended.')).toBeInTheDocument();
    expect(cancels).toBe(1);
  });

  it('an Essential subscriber sees the upgrades', async () => {
    server.use(http.get('/api/billing', () => HttpResponse.json(essentialBilling())));
    renderApp('/pricing', { user: buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsLimit: 10 }) });
    expect(await screen.findByRole('button', { name: 'Switch to Pro' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Switch to Elite' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });
});
