import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildBilling, buildPacks, buildRepricedPlans, buildUser, essentialBilling } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const proUser = () => buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active', reportsLimit: 30 });
const proBilling = (overrides = {}) =>
  buildBilling({ plan: 'pro', planName: 'Pro', status: 'active', reportsLimit: 30, canBuyPacks: true, packs: buildPacks(167), ...overrides });

describe('pricing screen', () => {
  it('shows the four plans with their spec prices, report counts and buttons', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Choose your plan' });
    await screen.findByRole('article', { name: 'Essential plan' });

    const expected = [
      ['Essential', '$19.99', '/month', '10 reports per month', 'Start Subscription', '/subscribe?plan=essential'],
      ['Pro', '$49.99', '/month', '30 reports per month', 'Start Subscription', '/subscribe?plan=pro'],
      ['Elite', '$99.99', '/month', '100 reports per month', 'Start Subscription', '/subscribe?plan=elite'],
      ['Pay Per Report', '$4.99', '/report', '1 report, no commitment', 'Buy Report', '/subscribe?plan=pay-per-report'],
    ] as const;
    for (const [name, price, unit, reports, button, href] of expected) {
      const card = screen.getByRole('article', { name: `${name} plan` });
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByText(unit)).toBeInTheDocument();
      expect(within(card).getByText(reports)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: button })).toHaveAttribute('href', href);
    }
    expect(within(screen.getByRole('article', { name: 'Pro plan' })).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Elite plan' })).getByText('Advanced analytics')).toBeInTheDocument();
  });

  it('shows the plans, prices and packs exactly as the server answers them', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    renderApp('/pricing', { user: buildUser({ subscriptionPlan: 'elite', subscriptionStatus: 'active', reportsLimit: 150 }) });

    const team = await screen.findByRole('article', { name: 'Team plan' });
    expect(within(team).getByText('$129.00')).toBeInTheDocument();
    expect(within(team).getByText('Most Popular')).toBeInTheDocument();
    expect(within(team).getByText('Extra reports at $0.90 each')).toBeInTheDocument();
    expect(within(team).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const starter = screen.getByRole('article', { name: 'Starter plan' });
    expect(within(starter).getByText('$24.50')).toBeInTheDocument();
    expect(within(starter).getByText('12 reports per month')).toBeInTheDocument();
    const single = screen.getByRole('article', { name: 'One Report plan' });
    expect(within(single).getByText('$6.50')).toBeInTheDocument();
    expect(within(single).getByText('/report')).toBeInTheDocument();
    expect(within(single).getByRole('link', { name: 'Buy Report' })).toHaveAttribute('href', '/subscribe?plan=pay-per-report');
    expect(screen.queryByText('$19.99')).not.toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq).toHaveTextContent('each report is $6.50');
    expect(faq).toHaveTextContent('packs of 5, 15 or 25 extra reports');
    expect(faq).toHaveTextContent('Starter $2.10, Pro $1.50, Team $0.90 per report');
  });

  it('says so when the plans cannot be loaded, keeps the answers without figures, and tries again', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })));
    renderApp('/pricing');
    expect(await screen.findByText('The plans and prices could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq).not.toHaveTextContent('What does an extra report cost');
    expect(faq).toHaveTextContent('Can I cancel anytime?');

    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Team plan' })).toBeInTheDocument();
    expect(faq).toHaveTextContent('each report is $6.50');
  });

  it('answers the questions about extra reports, packs and cancelling', async () => {
    renderApp('/pricing');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    await within(faq).findByText(/each report is \$4\.99/);
    expect(faq).toHaveTextContent('each report is $4.99');
    expect(faq).toHaveTextContent('packs of 10, 20 or 30 extra reports');
    expect(faq).toHaveTextContent('Essential $2.00, Pro $1.67, Elite $1.00 per report');
    expect(faq).toHaveTextContent('carry over to next month');
    expect(faq).toHaveTextContent('takes effect at the end of the billing period');
  });

  it('offers no packs to a visitor, and does not ask the server', async () => {
    let billingCalls = 0;
    server.use(
      http.get('/api/billing', () => {
        billingCalls += 1;
        return HttpResponse.json(proBilling());
      }),
    );
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Choose your plan' });
    expect(screen.queryByRole('region', { name: 'Need More Reports?' })).not.toBeInTheDocument();
    expect(billingCalls).toBe(0);
  });

  it('offers packs with their total and per-report price to a subscriber who can buy them', async () => {
    server.use(http.get('/api/billing', () => HttpResponse.json(proBilling())));
    renderApp('/pricing', { user: proUser() });
    const packs = await screen.findByRole('region', { name: 'Need More Reports?' });
    expect(packs).toHaveTextContent('Add reports to your Pro plan at $1.67 each.');

    for (const [count, total] of [
      [10, '$16.70'],
      [20, '$33.40'],
      [30, '$50.10'],
    ] as const) {
      const pack = within(packs).getByRole('article', { name: `${count} additional reports` });
      expect(within(pack).getByText(total)).toBeInTheDocument();
      expect(within(pack).getByText('$1.67 per report')).toBeInTheDocument();
      expect(within(pack).getByRole('button', { name: `Buy ${count} reports` })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: 'Pro plan' })).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it.each([
    ['no plan', buildUser()],
    ['pay-per-report', buildUser({ subscriptionPlan: 'pay-per-report', subscriptionStatus: 'active' })],
  ])('offers no packs to an agent with %s, without asking the server', async (_, user) => {
    let billingCalls = 0;
    server.use(
      http.get('/api/billing', () => {
        billingCalls += 1;
        return HttpResponse.json(proBilling());
      }),
    );
    renderApp('/pricing', { user });
    await screen.findByRole('heading', { name: 'Choose your plan' });
    expect(screen.queryByRole('region', { name: 'Need More Reports?' })).not.toBeInTheDocument();
    expect(billingCalls).toBe(0);
  });

  it('offers no packs when the server says the subscriber cannot buy them', async () => {
    let answered = false;
    server.use(
      http.get('/api/billing', () => {
        answered = true;
        return HttpResponse.json(proBilling({ status: 'past_due', canBuyPacks: false, packs: [] }));
      }),
    );
    renderApp('/pricing', { user: proUser() });
    await screen.findByRole('heading', { name: 'Choose your plan' });
    await vi.waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Need More Reports?' })).not.toBeInTheDocument();
  });

  it('buys a pack through the test payment step and says "Reports Added"', async () => {
    const bought: unknown[] = [];
    const confirmed: unknown[] = [];
    let billing = essentialBilling();
    server.use(
      http.get('/api/billing', () => HttpResponse.json(billing)),
      http.post('/api/buy-additional-reports', async ({ request }) => {
        bought.push(await request.json());
        return HttpResponse.json({ clientSecret: 'pi_pack_secret', count: 20, totalCents: 4000 });
      }),
      http.post('/api/billing/confirm-test-payment', async ({ request }) => {
        confirmed.push(await request.json());
        billing = essentialBilling({ packReports: 20 });
        return HttpResponse.json(billing);
      }),
    );
    renderApp('/pricing', { user: buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsLimit: 10 }) });
    const events = userEvent.setup({ delay: null });
    const packs = await screen.findByRole('region', { name: 'Need More Reports?' });
    let userRequests = 0;
    server.use(
      http.get('/api/user', () => {
        userRequests += 1;
        return HttpResponse.json(buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsLimit: 10 }));
      }),
    );
    await events.click(within(packs).getByRole('button', { name: 'Buy 20 reports' }));

    const dialog = await screen.findByRole('dialog', { name: 'Buy 20 reports' });
    expect(dialog).toHaveTextContent('Total $40.00 ($2.00 per report)');
    expect(within(dialog).getByRole('region', { name: 'Test mode — confirm payment' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Confirm test payment' }));

    expect(await screen.findByText('Reports Added')).toBeInTheDocument();
    expect(screen.getByText('20 reports were added to your account. Unused pack reports carry over to next month.')).toBeInTheDocument();
    expect(bought).toEqual([{ count: 20 }]);
    expect(confirmed).toEqual([{ clientSecret: 'pi_pack_secret' }]);
    expect(userRequests).toBe(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Error" with the message when the server refuses the pack', async () => {
    server.use(
      http.get('/api/billing', () => HttpResponse.json(essentialBilling())),
      http.post('/api/buy-additional-reports', () =>
        HttpResponse.json({ message: 'Report packs are for active Essential, Pro and Elite subscribers', code: 'forbidden', fields: {} }, { status: 403 }),
      ),
    );
    renderApp('/pricing', { user: buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active' }) });
    const packs = await screen.findByRole('region', { name: 'Need More Reports?' });
    await userEvent.setup({ delay: null }).click(within(packs).getByRole('button', { name: 'Buy 10 reports' }));

    expect(await screen.findByText('Report packs are for active Essential, Pro and Elite subscribers')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
